//.kernel sobel
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 174
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.5)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.0)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0056 (64)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r102.0)
//.declare  (78)  rf=r size=224 type=ud align=16 words (r36.0)
//.declare  (81)  rf=r size=224 type=ud align=16 words (r43.0)
//.declare V0071 (83)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0072 (84)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0073 (85)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0074 (86)  rf=r size=64 type=f align=16 words (r106.0)
//.declare  (88)  rf=r size=224 type=ud align=16 words (r58.0)
//.declare  (91)  rf=r size=224 type=ud align=16 words (r65.0)
//.declare V0077 (93)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0078 (94)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0079 (95)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0080 (96)  rf=r size=64 type=f align=16 words (r117.0)
//.declare  (98)  rf=r size=224 type=ud align=16 words (r72.0)
//.declare  (101)  rf=r size=224 type=ud align=16 words (r79.0)
//.declare V0085 (105)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0086 (106)  rf=r size=64 type=f align=16 words (r121.0)
//.declare  (108)  rf=r size=224 type=ud align=16 words (r86.0)
//.declare  (111)  rf=r size=224 type=ud align=16 words (r93.0)
//.declare V0089 (113)  rf=r size=64 type=f align=16 words (r123.0)
//.declare V0090 (114)  rf=r size=64 type=f align=16 words (r60.0)
//.declare  (116)  rf=r size=224 type=ud align=16 words (r108.0)
//.declare  (119)  rf=r size=224 type=ud align=16 words (r53.0)
//.declare V0093 (121)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0094 (122)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0097 (125)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0098 (126)  rf=r size=64 type=f align=16 words (r47.0)
//.declare  (128)  rf=r size=224 type=ud align=16 words (r5.0)
//.declare  (131)  rf=r size=224 type=ud align=16 words (r24.0)
//.declare V0101 (133)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0102 (134)  rf=r size=64 type=f align=16 words (r51.0)
//.declare  (136)  rf=r size=224 type=ud align=16 words (r31.0)
//.declare  (139)  rf=r size=224 type=ud align=16 words (r38.0)
//.declare V0105 (141)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0106 (142)  rf=r size=64 type=f align=16 words (r78.0)
//.declare  (144)  rf=r size=224 type=ud align=16 words (r62.0)
//.declare  (147)  rf=r size=224 type=ud align=16 words (r69.0)
//.declare V0109 (149)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0110 (150)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0111 (151)  rf=r size=4 type=f align=2 words (r80.0)
//.declare V0112 (152)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0113 (153)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0114 (154)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0115 (155)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0116 (156)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0117 (157)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0118 (158)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0119 (159)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0120 (160)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0121 (161)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0122 (162)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0123 (163)  rf=r size=64 type=f align=16 words (r109.0)
//.declare  (165)  rf=r size=32 type=ud align=16 words (r105.0)
//.declare  (166)  rf=r size=224 type=ud align=16 words (r111.0)
//.declare  (168)  rf=r size=32 type=ud align=16 words (r106.0)
//.declare  (169)  rf=r size=224 type=ud align=16 words (r118.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (172)  rf=r size=224 type=ud align=16 words (r3.0)
//.declare  (174)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (175)  rf=r size=224 type=ud align=16 words (r10.0)
//.declare  (176)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0044    | :uq      |      8 | r8       | general    |
// | V0037    | :d x 3   |     12 | r8+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_sobel_k0_0_:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.3<0;1,0>:d     r0.6<0;1,0>:d                       // $9
(W)     mov (1|M0)               r125.2<1>:ud  0xE000:ud                                             // $28
        mov (16|M0)              r37.0<1>:f    0x0:f                                                 // $24
        mov (16|M16)             r44.0<1>:f    0x0:f                                                 // $29
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r14.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r18.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    -1:w                                // $16
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    -1:w                                // $17
        add (16|M0)              r28.0<1>:d    r20.0<8;8,1>:d    -1:w                                // $20
        add (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    -1:w                                // $21
        mov (16|M0)              r32.0<1>:f    r24.0<8;8,1>:d                   {Compacted}          // $18
        add (16|M0)              r1.0<1>:d     r20.0<8;8,1>:d    1:w                                 // $78
        mov (16|M16)             r34.0<1>:f    r26.0<8;8,1>:d                                        // $19
        add (16|M16)             r3.0<1>:d     r22.0<8;8,1>:d    1:w                                 // $79
(W)     mov (8|M0)               r36.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $28
        mov (16|M0)              r50.0<1>:f    r16.0<8;8,1>:d                   {Compacted}          // $34
        mov (16|M16)             r52.0<1>:f    r18.0<8;8,1>:d                                        // $35
        mov (16|M0)              r41.0<1>:f    r28.0<8;8,1>:d                   {Compacted}          // $22
        mov (16|M16)             r48.0<1>:f    r30.0<8;8,1>:d                                        // $23
        mov (16|M0)              r39.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $25
(W)     mov (8|M0)               r43.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $33
        add (16|M0)              r54.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $46
        mov (16|M0)              r10.0<1>:f    r1.0<8;8,1>:d                    {Compacted}          // $80
        mov (16|M16)             r46.0<1>:f    r34.0<8;8,1>:f                                        // $30
        add (16|M16)             r56.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $47
        mov (16|M16)             r29.0<1>:f    r3.0<8;8,1>:d                                         // $81
        send (16|M0)             r100:w   r36:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $28
        mov (16|M0)              r59.0<1>:f    0x0:f                                                 // $36
        mov (16|M16)             r66.0<1>:f    0x0:f                                                 // $41
(W)     mov (8|M0)               r58.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $40
(W)     mov (8|M0)               r65.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $45
        mov (16|M0)              r89.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $61
        mov (16|M0)              r8.0<1>:f     r32.0<8;8,1>:f                   {Compacted}          // $83
        mov (16|M16)             r96.0<1>:f    r34.0<8;8,1>:f                                        // $66
        mov (16|M16)             r27.0<1>:f    r34.0<8;8,1>:f                                        // $88
        mov (16|M0)              r61.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $37
        mov (16|M16)             r68.0<1>:f    r52.0<8;8,1>:f                                        // $42
        mov (16|M0)              r63.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $40
        mov (16|M16)             r70.0<1>:f    r48.0<8;8,1>:f                                        // $45
        send (16|M16)            r102:w   r43:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $33
        mov (16|M0)              r73.0<1>:f    0x0:f                                                 // $50
(W)     mov (8|M0)               r72.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $53
(W)     mov (8|M0)               r5.0<1>:ud    r125.0<8;8,1>:ud                 {Compacted}          // $86
        mov (16|M0)              r6.0<1>:f     0x0:f                                                 // $82
        mov (16|M0)              r91.0<1>:f    r20.0<8;8,1>:d                   {Compacted}          // $58
(W)     mov (8|M0)               r31.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $96
        mov (16|M0)              r77.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M0)              r75.0<1>:f    r54.0<8;8,1>:d                   {Compacted}          // $48
        mov (16|M0)              r36.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $96
        mov (16|M0)              r32.0<1>:f    0x0:f                                                 // $92
        mov (16|M0)              r34.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $93
        mov (16|M16)             r98.0<1>:f    r22.0<8;8,1>:d                                        // $59
(W)     mov (8|M0)               r24.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $91
        mov (16|M16)             r25.0<1>:f    0x0:f                                                 // $87
        mov (16|M16)             r39.0<1>:f    0x0:f                                                 // $97
(W)     mov (8|M0)               r38.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $101
        mov (16|M16)             r82.0<1>:f    r56.0<8;8,1>:d                                        // $49
        mov (16|M16)             r43.0<1>:f    r29.0<8;8,1>:f                                        // $101
        mov (16|M16)             r41.0<1>:f    r52.0<8;8,1>:f                                        // $98
        send (16|M0)             r104:w   r58:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $40
        mov (16|M16)             r84.0<1>:f    r48.0<8;8,1>:f                                        // $57
        send (16|M16)            r106:w   r65:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $45
        send (16|M0)             r45:w    r5:f    0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $86
        send (16|M0)             r115:w   r72:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $53
        mov (16|M16)             r80.0<1>:f    0x0:f                                                 // $54
        send (16|M0)             r49:w    r31:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $96
        mov (16|M0)              r87.0<1>:f    0x0:f                                                 // $60
        mov (16|M0)              r109.0<1>:f   0x0:f                                                 // $70
(W)     mov (8|M0)               r79.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $57
(W)     mov (8|M0)               r86.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $64
(W)     mov (8|M0)               r108.0<1>:ud  r125.0<8;8,1>:ud                 {Compacted}          // $73
        mov (16|M0)              r113.0<1>:f   r91.0<8;8,1>:f                   {Compacted}          // $73
        mov (16|M0)              r111.0<1>:f   r75.0<8;8,1>:f                   {Compacted}          // $73
        mov (16|M0)              r63.0<1>:f    0x0:f                                                 // $102
(W)     mov (8|M0)               r62.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $105
        mov (16|M0)              r65.0<1>:f    r75.0<8;8,1>:f                   {Compacted}          // $105
        mov (16|M0)              r67.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $105
        send (16|M16)            r47:w    r24:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $91
        mov (16|M16)             r94.0<1>:f    0x0:f                                                 // $65
        send (16|M16)            r51:w    r38:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $101
(W)     mov (8|M0)               r93.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $69
        mov (16|M16)             r54.0<1>:f    0x0:f                                                 // $74
(W)     mov (8|M0)               r53.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $77
        mov (16|M16)             r56.0<1>:f    r82.0<8;8,1>:f                                        // $77
        mov (16|M16)             r58.0<1>:f    r98.0<8;8,1>:f                                        // $77
        mov (16|M16)             r70.0<1>:f    0x0:f                                                 // $106
(W)     mov (8|M0)               r69.0<1>:ud   r125.0<8;8,1>:ud                 {Compacted}          // $109
        mov (16|M16)             r72.0<1>:f    r82.0<8;8,1>:f                                        // $109
        mov (16|M16)             r74.0<1>:f    r29.0<8;8,1>:f                                        // $109
        send (16|M16)            r117:w   r79:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $57
        send (16|M0)             r119:w   r86:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $64
        send (16|M0)             r123:w   r108:f  0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $73
        send (16|M0)             r76:w    r62:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $105
        send (16|M16)            r121:w   r93:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $69
        send (16|M16)            r60:w    r53:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $77
(W)     mov (1|M0)               r80.0<1>:f    0x40000000:f                                          // $110
        send (16|M16)            r78:w    r69:f   0x2            0x0E2C2000           // wr:7h+0, rd:2; sampler; simd16 sample override LOD using sampler index 0 // $109
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud                              {Compacted}       // $154
(W)     mov (8|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $160
(W)     mov (1|M0)               r1.7<1>:ud    0xFFFF:ud                                             // $154
(W)     mov (1|M0)               r2.7<1>:ud    0xFFFF:ud                                             // $160
        mov (8|M0)               r112.0<1>:d   r16.0<8;8,1>:d                   {Compacted}          // $142
        mov (8|M0)               r113.0<1>:d   r20.0<8;8,1>:d                   {Compacted}          // $142
        mov (8|M16)              r4.0<1>:d     r18.0<8;8,1>:d                                        // $154
        mov (8|M16)              r9.0<1>:f     0x3F800000:f                                          // $152
        mov (8|M16)              r5.0<1>:d     r22.0<8;8,1>:d                                        // $154
(W)     mov (8|M0)               r3.0<1>:ud    r1.0<8;8,1>:ud                   {Compacted}          // $154
        mov (8|M24)              r12.0<1>:d    r23.0<8;8,1>:d                                        // $160
        mov (8|M24)              r11.0<1>:d    r19.0<8;8,1>:d                                        // $160
        mov (8|M24)              r16.0<1>:f    0x3F800000:f                                          // $158
(W)     mov (8|M0)               r10.0<1>:ud   r2.0<8;8,1>:ud                   {Compacted}          // $160
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $161
        mad (16|M0)              r85.0<1>:f    r100.0<2;1>:f     r80.0<0;0>:f      r104.0<1>:f      {Compacted} // $125 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (8|M0)               r105.0<1>:ud  0x0:ud                              {Compacted}       // $142
(W)     mov (1|M0)               r105.7<1>:ud  0xFFFF:ud                                             // $142
        mad (16|M16)             r87.0<1>:f    r102.0<2;1>:f     r80.0<0;0>:f      r106.0<1>:f      {Compacted} // $126 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (8|M0)               r106.0<1>:ud  0x0:ud                              {Compacted}       // $148
(W)     mov (1|M0)               r106.7<1>:ud  0xFFFF:ud                                             // $148
        add (16|M0)              r85.0<1>:f    r85.0<8;8,1>:f    r115.0<8;8,1>:f  {Compacted}        // $127
(W)     mov (8|M0)               r111.0<1>:ud  r105.0<8;8,1>:ud                 {Compacted}          // $142
        mad (16|M0)              r81.0<1>:f    r45.0<2;1>:f      r80.0<0;0>:f      r49.0<1>:f       {Compacted} // $121 {0=OL, 1=EH, 2=OL, BC=GOOD}
        mad (16|M16)             r83.0<1>:f    r47.0<2;1>:f      r80.0<0;0>:f      r51.0<1>:f       {Compacted} // $122 {0=OL, 1=EH, 2=OL, BC=GOOD}
        add (16|M16)             r87.0<1>:f    r87.0<8;8,1>:f    r117.0<8;8,1>:f                     // $128
        mad (16|M0)              r93.0<1>:f    r100.0<2;1>:f     r80.0<0;0>:f      r119.0<1>:f      {Compacted} // $115 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M0)              r89.0<1>:f    r115.0<2;1>:f     r80.0<0;0>:f      r123.0<1>:f      {Compacted} // $111 {0=OH, 1=EH, 2=OH, BC=GOOD}
        add (16|M0)              r81.0<1>:f    r81.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted}        // $123
        mad (16|M16)             r95.0<1>:f    r102.0<2;1>:f     r80.0<0;0>:f      r121.0<1>:f      {Compacted} // $116 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r91.0<1>:f    r117.0<2;1>:f     r80.0<0;0>:f      r60.0<1>:f       {Compacted} // $112 {0=OH, 1=EH, 2=EL, BC=OK}
        add (16|M0)              r93.0<1>:f    r93.0<8;8,1>:f    r45.0<8;8,1>:f   {Compacted}        // $117
        add (16|M16)             r83.0<1>:f    r83.0<8;8,1>:f    r78.0<8;8,1>:f                      // $124
        add (16|M0)              r89.0<1>:f    r89.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted}        // $113
        add (16|M0)              r81.0<1>:f    r81.0<8;8,1>:f    -r85.0<8;8,1>:f  {Compacted}        // $129
        add (16|M16)             r95.0<1>:f    r95.0<8;8,1>:f    r47.0<8;8,1>:f                      // $118
        add (16|M16)             r91.0<1>:f    r91.0<8;8,1>:f    r78.0<8;8,1>:f                      // $114
        add (16|M16)             r83.0<1>:f    r83.0<8;8,1>:f    -r87.0<8;8,1>:f                     // $130
        add (16|M0)              r97.0<1>:f    r89.0<8;8,1>:f    -r93.0<8;8,1>:f  {Compacted}        // $119
        mul (16|M0)              r81.0<1>:f    r81.0<8;8,1>:f    r81.0<8;8,1>:f   {Compacted}        // $131
        add (16|M16)             r99.0<1>:f    r91.0<8;8,1>:f    -r95.0<8;8,1>:f                     // $120
        mul (16|M16)             r83.0<1>:f    r83.0<8;8,1>:f    r83.0<8;8,1>:f                      // $132
        mov (8|M0)               r117.0<1>:f   0x3F800000:f                                          // $140
        mad (16|M0)              r101.0<1>:f   r81.0<2;1>:f      r97.0<2;1>:f      r97.0<1>:f       {Compacted} // $133 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mov (8|M8)               r119.0<1>:d   r17.0<8;8,1>:d                   {Compacted}          // $148
        mov (8|M8)               r120.0<1>:d   r21.0<8;8,1>:d                   {Compacted}          // $148
        mad (16|M16)             r103.0<1>:f   r83.0<2;1>:f      r99.0<2;1>:f      r99.0<1>:f       {Compacted} // $134 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mov (8|M8)               r124.0<1>:f   0x3F800000:f                                          // $146
        math.sqt (16|M0)         r107.0<1>:f   r101.0<8;8,1>:f                  {Compacted}          // $135
(W)     mov (8|M0)               r118.0<1>:ud  r106.0<8;8,1>:ud                 {Compacted}          // $148
        math.sqt (16|M16)        r109.0<1>:f   r103.0<8;8,1>:f                                       // $136
        mov (8|M0)               r114.0<1>:f   r107.0<8;8,1>:f                  {Compacted}          // $137
        mov (8|M0)               r115.0<1>:f   r107.0<8;8,1>:f                  {Compacted}          // $138
        mov (8|M0)               r116.0<1>:f   r107.0<8;8,1>:f                  {Compacted}          // $139
        mov (8|M8)               r121.0<1>:f   r108.0<8;8,1>:f                  {Compacted}          // $143
        mov (8|M8)               r122.0<1>:f   r108.0<8;8,1>:f                  {Compacted}          // $144
        mov (8|M8)               r123.0<1>:f   r108.0<8;8,1>:f                  {Compacted}          // $145
        mov (8|M16)              r6.0<1>:f     r109.0<8;8,1>:f                                       // $149
        mov (8|M16)              r7.0<1>:f     r109.0<8;8,1>:f                                       // $150
        mov (8|M16)              r8.0<1>:f     r109.0<8;8,1>:f                                       // $151
        mov (8|M24)              r13.0<1>:f    r110.0<8;8,1>:f                                       // $155
        mov (8|M24)              r14.0<1>:f    r110.0<8;8,1>:f                                       // $156
        mov (8|M24)              r15.0<1>:f    r110.0<8;8,1>:f                                       // $157
        send (8|M0)              null     r111:f  0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $142
        send (8|M8)              null     r118:f  0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $148
        send (8|M16)             null     r3:f    0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $154
        send (8|M24)             null     r10:f   0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $160
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $161
// Bank Conflict Statistics: 
// -- GOOD: 7
// --  BAD: 2
// --   OK: 1
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
