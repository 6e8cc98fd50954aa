//.kernel image_mip
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 110
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r120.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r6.0)
//.declare V0034 (42)  rf=r size=4 type=f align=2 words (r8.2)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r6.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.3)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r18.0)
//.declare P01 (65)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0057 (66)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0058 (67)  rf=r size=64 type=f align=16 words (r22.0)
//.declare P02 (68)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0061 (71)  rf=r size=256 type=f align=16 words (r104.0)
//.declare V0062 (72)  rf=r size=256 type=f align=16 words (r112.0)
//.declare  (74)  rf=r size=192 type=ud align=16 words (r92.0)
//.declare  (77)  rf=r size=192 type=ud align=16 words (r98.0)
//.declare V0065 (79)  rf=r size=256 type=f align=16 words (r16.0)
//.declare V0066 (80)  rf=r size=256 type=f align=16 words (r24.0)
//.declare V0067 (81)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0068 (82)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0069 (83)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0070 (84)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0071 (85)  rf=r size=64 type=f align=16 words (r36.0)
//.declare  (86)  rf=r size=224 type=f align=16 words (r48.0)
//.declare  (87)  rf=r size=224 type=ud alias=+0 align=16 words (r48.0)
//.declare  (88)  rf=r size=224 type=hf alias=+0 align=16 words (r48.0)
//.declare  (89)  rf=r size=128 type=f align=16 words (r76.0)
//.declare  (91)  rf=r size=128 type=f align=16 words (r80.0)
//.declare  (92)  rf=r size=224 type=f align=16 words (r55.0)
//.declare  (93)  rf=r size=224 type=ud alias=+0 align=16 words (r55.0)
//.declare  (94)  rf=r size=224 type=hf alias=+0 align=16 words (r55.0)
//.declare V0072 (96)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0073 (97)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0074 (98)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0075 (99)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0076 (100)  rf=r size=64 type=f align=16 words (r46.0)
//.declare  (101)  rf=r size=224 type=f align=16 words (r62.0)
//.declare  (102)  rf=r size=224 type=ud alias=+0 align=16 words (r62.0)
//.declare  (103)  rf=r size=224 type=hf alias=+0 align=16 words (r62.0)
//.declare  (104)  rf=r size=128 type=f align=16 words (r84.0)
//.declare  (106)  rf=r size=128 type=f align=16 words (r88.0)
//.declare  (107)  rf=r size=224 type=f align=16 words (r69.0)
//.declare  (108)  rf=r size=224 type=ud alias=+0 align=16 words (r69.0)
//.declare  (109)  rf=r size=224 type=hf alias=+0 align=16 words (r69.0)
//.declare V0077 (111)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0078 (112)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0079 (113)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0080 (114)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0081 (115)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0082 (116)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0083 (117)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0084 (118)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0085 (119)  rf=r size=4 type=f align=2 words (r48.0)
//.declare V0086 (120)  rf=r size=256 type=f align=16 words (r53.0)
//.declare V0087 (121)  rf=r size=256 type=f align=16 words (r61.0)
//.declare V0088 (122)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0089 (123)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0090 (124)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r49.0)
//.declare V0091 (125)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r51.0)
//.declare V0092 (126)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (129)  rf=r size=64 type=f align=16 words (r24.0)
//.declare  (131)  rf=r size=64 type=f align=16 words (r26.0)

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
// | V0092    | :uq      |      8 | r8       | general    |
// | V0034    | :f       |      4 | r8+8     | general    |
// | V0047    | :d       |      4 | r8+12    | general    |
// | V0038    | :d x 3   |     12 | r8+16    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0046    | :d       |      4 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_image_mip_k0_0_:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r120.0<1>:ud  r6.0<8;8,1>:ud                   {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.4<0;1,0>:d     r6.1<0;1,0>:d                       // $2
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $17
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $18
(W)     mov (1|M0)               r120.2<1>:ud  0x0:ud                              {Compacted}       // $25
        mov (16|M0)              r28.0<1>:f    0x3C800000:f                                          // $31
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        mov (16|M0)              r30.0<1>:f    0x0:f                                                 // $32
        mov (16|M0)              r32.0<1>:f    0x3F000000:f                                          // $33
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r34.0<1>:f    0x0:f                                                 // $34
        mov (16|M0)              r36.0<1>:f    0x3C800000:f                                          // $35
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $9
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:d                                        // $10
        mov (16|M16)             r38.0<1>:f    0x3C800000:f                                          // $39
        mov (16|M16)             r40.0<1>:f    0x0:f                                                 // $40
        mul (16|M0)   (lt)f1.0   r16.0<1>:f    r16.0<8;8,1>:f    0x3C800000:f                        // $11
        mul (16|M16)  (lt)f1.0   r18.0<1>:f    r18.0<8;8,1>:f    0x3C800000:f                        // $12
        mov (16|M16)             r42.0<1>:f    0x3F000000:f                                          // $41
        mov (16|M16)             r44.0<1>:f    0x0:f                                                 // $42
(~f1.0) sel (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f    0xBF800000:f                        // $15
(~f1.0) sel (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    0xBF800000:f                        // $16
        mov (16|M16)             r46.0<1>:f    0x3C800000:f                                          // $43
(W)     mov (8|M0)               r48.0<1>:ud   r120.0<8;8,1>:ud                 {Compacted}          // $38
(f0.0)  sel (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $19
(f0.0)  sel (16|M16)             r26.0<1>:f    r18.0<8;8,1>:f    r22.0<8;8,1>:f                      // $20
(W)     mov (8|M0)               r55.0<1>:ud   r120.0<8;8,1>:ud                 {Compacted}          // $38
(W)     mov (8|M0)               r50.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r57.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r51.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r58.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r52.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r59.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r53.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r60.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r54.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r61.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r49.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r56.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $38
(W)     mov (8|M0)               r62.0<1>:ud   r120.0<8;8,1>:ud                 {Compacted}          // $46
(W)     mov (8|M0)               r69.0<1>:ud   r120.0<8;8,1>:ud                 {Compacted}          // $46
(W)     mov (8|M0)               r64.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r71.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r65.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r72.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r66.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r73.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r67.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r74.0<1>:f    r45.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r68.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r75.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r63.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r70.0<1>:f    r27.0<8;8,1>:f                   {Compacted}          // $46
        send (8|M0)              r76:f    r48     0x2            0x0E4A4000           // wr:7h+0, rd:4; sampler; simd8 sample gradient using sampler index 0 // $38
        mov (16|M0)              r92.0<1>:f    r8.2<0;1,0>:f                    {Compacted}          // $21
        send (8|M8)              r80:f    r55     0x2            0x0E4A4000           // wr:7h+0, rd:4; sampler; simd8 sample gradient using sampler index 0 // $38
        mov (16|M0)              r96.0<1>:f    0x3F000000:f                                          // $22
        mov (16|M0)              r94.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $25
        send (8|M16)             r84:f    r62     0x2            0x0E4A4000           // wr:7h+0, rd:4; sampler; simd8 sample gradient using sampler index 0 // $46
        mov (16|M16)             r98.0<1>:f    r8.2<0;1,0>:f                                         // $26
        send (8|M24)             r88:f    r69     0x2            0x0E4A4000           // wr:7h+0, rd:4; sampler; simd8 sample gradient using sampler index 0 // $46
        mov (16|M16)             r102.0<1>:f   0x3F000000:f                                          // $27
        mov (16|M16)             r100.0<1>:f   r26.0<8;8,1>:f                                        // $30
        sends (16|M0)            r104:w   r120    r92     0x182            0x028C2000           // wr:1h+6, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $25
(W)     mov (1|M0)               r48.0<1>:f    r8.7<0;1,0>:d                                         // $55
        shl (16|M0)              r49.0<1>:d    r12.0<8;8,1>:d    4:w                                 // $72
        sends (16|M16)           r112:w   r120    r98     0x182            0x028C2000           // wr:1h+6, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $30
        shl (16|M16)             r51.0<1>:d    r14.0<8;8,1>:d    4:w                                 // $73
(W)     mov (8|M0)               r127.0<1>:ud  r6.0<8;8,1>:ud                   {Compacted}          // $80
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}        // $74
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r8.3<0;1,0>:d                       // $75
        mov (8|M0)               r16.0<1>:f    r76.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M0)               r18.0<1>:f    r77.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M0)               r20.0<1>:f    r78.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M0)               r22.0<1>:f    r79.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M8)               r17.0<1>:f    r80.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M8)               r19.0<1>:f    r81.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M8)               r21.0<1>:f    r82.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M8)               r23.0<1>:f    r83.0<8;8,1>:f                   {Compacted}          // $38
        mov (8|M16)              r24.0<1>:f    r84.0<8;8,1>:f                                        // $46
        mov (8|M16)              r26.0<1>:f    r85.0<8;8,1>:f                                        // $46
        mov (8|M16)              r28.0<1>:f    r86.0<8;8,1>:f                                        // $46
        mov (8|M16)              r30.0<1>:f    r87.0<8;8,1>:f                                        // $46
        mov (8|M24)              r25.0<1>:f    r88.0<8;8,1>:f                                        // $46
        mov (8|M24)              r27.0<1>:f    r89.0<8;8,1>:f                                        // $46
        mov (8|M24)              r29.0<1>:f    r90.0<8;8,1>:f                                        // $46
        mov (8|M24)              r31.0<1>:f    r91.0<8;8,1>:f                                        // $46
        add (16|M0)              r32.0<1>:f    r104.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted}        // $47
        add (16|M0)              r36.0<1>:f    r106.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}        // $49
        add (16|M0)              r40.0<1>:f    r108.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted}        // $51
        add (16|M0)              r44.0<1>:f    r110.0<8;8,1>:f   r22.0<8;8,1>:f   {Compacted}        // $53
        add (16|M16)             r34.0<1>:f    r112.0<8;8,1>:f   r24.0<8;8,1>:f                      // $48
        add (16|M16)             r38.0<1>:f    r114.0<8;8,1>:f   r26.0<8;8,1>:f                      // $50
        add (16|M16)             r42.0<1>:f    r116.0<8;8,1>:f   r28.0<8;8,1>:f                      // $52
        add (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f   r30.0<8;8,1>:f                      // $54
        add (16|M0)              r53.0<1>:f    r32.0<8;8,1>:f    r48.0<0;1,0>:f   {Compacted}        // $56
        add (16|M0)              r55.0<1>:f    r36.0<8;8,1>:f    r48.0<0;1,0>:f   {Compacted}        // $58
        add (16|M0)              r57.0<1>:f    r40.0<8;8,1>:f    r48.0<0;1,0>:f   {Compacted}        // $60
        add (16|M0)              r59.0<1>:f    r44.0<8;8,1>:f    r48.0<0;1,0>:f   {Compacted}        // $62
        add (16|M16)             r61.0<1>:f    r34.0<8;8,1>:f    r48.0<0;1,0>:f                      // $57
        add (16|M16)             r63.0<1>:f    r38.0<8;8,1>:f    r48.0<0;1,0>:f                      // $59
        add (16|M16)             r65.0<1>:f    r42.0<8;8,1>:f    r48.0<0;1,0>:f                      // $61
        add (16|M16)             r67.0<1>:f    r46.0<8;8,1>:f    r48.0<0;1,0>:f                      // $63
        sends (16|M0)            null:w   r49     r53     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $77
        sends (16|M16)           null:w   r51     r61     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $79
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $80
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
