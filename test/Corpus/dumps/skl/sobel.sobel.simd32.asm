//.kernel sobel
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 123
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r124.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
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
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r90.0)
//.declare  (77)  rf=r size=128 type=ud align=16 words (r36.0)
//.declare  (79)  rf=r size=128 type=ud align=16 words (r40.0)
//.declare V0071 (83)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0072 (84)  rf=r size=64 type=f align=16 words (r94.0)
//.declare  (85)  rf=r size=128 type=ud align=16 words (r44.0)
//.declare  (87)  rf=r size=128 type=ud align=16 words (r48.0)
//.declare V0073 (89)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0074 (90)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0077 (93)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0078 (94)  rf=r size=64 type=f align=16 words (r122.0)
//.declare  (95)  rf=r size=128 type=ud align=16 words (r64.0)
//.declare  (97)  rf=r size=128 type=ud align=16 words (r68.0)
//.declare V0081 (101)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0082 (102)  rf=r size=64 type=f align=16 words (r4.0)
//.declare  (103)  rf=r size=128 type=ud align=16 words (r72.0)
//.declare  (105)  rf=r size=128 type=ud align=16 words (r76.0)
//.declare V0083 (107)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0084 (108)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (109)  rf=r size=128 type=ud align=16 words (r104.0)
//.declare  (111)  rf=r size=128 type=ud align=16 words (r108.0)
//.declare V0085 (113)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0086 (114)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0089 (117)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0090 (118)  rf=r size=64 type=f align=16 words (r98.0)
//.declare  (119)  rf=r size=128 type=ud align=16 words (r56.0)
//.declare  (121)  rf=r size=128 type=ud align=16 words (r60.0)
//.declare V0091 (123)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0092 (124)  rf=r size=64 type=f align=16 words (r102.0)
//.declare  (125)  rf=r size=128 type=ud align=16 words (r80.0)
//.declare  (127)  rf=r size=128 type=ud align=16 words (r84.0)
//.declare V0093 (129)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0094 (130)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (131)  rf=r size=128 type=ud align=16 words (r112.0)
//.declare  (133)  rf=r size=128 type=ud align=16 words (r116.0)
//.declare V0095 (135)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0096 (136)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0097 (137)  rf=r size=4 type=f align=2 words (r14.0)
//.declare V0098 (138)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0099 (139)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0100 (140)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0101 (141)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0102 (142)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0103 (143)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0104 (144)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0105 (145)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0106 (146)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0107 (147)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0108 (148)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0109 (149)  rf=r size=64 type=f align=16 words (r50.0)
//.declare  (151)  rf=r size=160 type=ud align=16 words (r52.0)
//.declare  (153)  rf=r size=160 type=ud align=16 words (r57.0)
//.declare  (155)  rf=r size=160 type=ud align=16 words (r62.0)
//.declare  (157)  rf=r size=160 type=ud align=16 words (r67.0)
//.declare  (158)  rf=r size=32 type=ud align=16 words (r127.0)

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
(W)     mov (8|M0)               r124.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.2<0;1,0>:d     r124.1<0;1,0>:d                     // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.3<0;1,0>:d     r124.6<0;1,0>:d                     // $9
(W)     mov (1|M0)               r125.2<1>:ud  0xE000:ud                                             // $26
(W)     mov (8|M0)               r127.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // $135
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r10.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r14.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r18.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    -1:w                                // $16
        add (16|M0)              r28.0<1>:d    r20.0<8;8,1>:d    -1:w                                // $20
        add (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $62
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    -1:w                                // $17
        add (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    -1:w                                // $21
        add (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d    1:w                                 // $63
        mov (16|M0)              r44.0<1>:f    r16.0<8;8,1>:d                   {Compacted}          // $30
        add (16|M0)              r52.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $38
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:d                   {Compacted}          // $18
        mov (16|M0)              r38.0<1>:f    r28.0<8;8,1>:d                   {Compacted}          // $22
        mov (16|M0)              r58.0<1>:f    r32.0<8;8,1>:d                   {Compacted}          // $64
        mov (16|M16)             r48.0<1>:f    r18.0<8;8,1>:d                                        // $31
        add (16|M16)             r54.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $39
        mov (16|M16)             r40.0<1>:f    r26.0<8;8,1>:d                                        // $19
        mov (16|M16)             r42.0<1>:f    r30.0<8;8,1>:d                                        // $23
        mov (16|M16)             r62.0<1>:f    r34.0<8;8,1>:d                                        // $65
        mov (16|M0)              r74.0<1>:f    r20.0<8;8,1>:d                   {Compacted}          // $48
        mov (16|M0)              r80.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $74
        mov (16|M0)              r64.0<1>:f    r52.0<8;8,1>:d                   {Compacted}          // $40
        mov (16|M0)              r56.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $68
        mov (16|M0)              r46.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $34
        mov (16|M0)              r82.0<1>:f    r58.0<8;8,1>:f                   {Compacted}          // $74
        mov (16|M16)             r78.0<1>:f    r22.0<8;8,1>:d                                        // $49
        mov (16|M16)             r84.0<1>:f    r48.0<8;8,1>:f                                        // $77
        mov (16|M16)             r68.0<1>:f    r54.0<8;8,1>:d                                        // $41
        mov (16|M16)             r60.0<1>:f    r40.0<8;8,1>:f                                        // $71
        mov (16|M16)             r50.0<1>:f    r42.0<8;8,1>:f                                        // $37
        mov (16|M16)             r86.0<1>:f    r62.0<8;8,1>:f                                        // $77
        sends (16|M0)            r88:w    r125    r36     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $26
        sends (16|M0)            r96:w    r125    r56     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $68
        sends (16|M0)            r92:w    r125    r44     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $34
        mov (16|M0)              r72.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $52
        sends (16|M0)            r100:w   r125    r80     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $74
        mov (16|M0)              r66.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $44
        mov (16|M0)              r114.0<1>:f   r58.0<8;8,1>:f                   {Compacted}          // $80
        mov (16|M0)              r106.0<1>:f   r74.0<8;8,1>:f                   {Compacted}          // $58
        mov (16|M0)              r104.0<1>:f   r64.0<8;8,1>:f                   {Compacted}          // $58
        mov (16|M0)              r112.0<1>:f   r64.0<8;8,1>:f                   {Compacted}          // $80
        sends (16|M16)           r90:w    r125    r40     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $29
        sends (16|M16)           r98:w    r125    r60     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $71
        sends (16|M16)           r94:w    r125    r48     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $37
        mov (16|M16)             r76.0<1>:f    r40.0<8;8,1>:f                                        // $55
        sends (16|M16)           r102:w   r125    r84     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $77
        mov (16|M16)             r70.0<1>:f    r42.0<8;8,1>:f                                        // $47
        mov (16|M16)             r118.0<1>:f   r62.0<8;8,1>:f                                        // $83
        mov (16|M16)             r110.0<1>:f   r78.0<8;8,1>:f                                        // $61
        mov (16|M16)             r108.0<1>:f   r68.0<8;8,1>:f                                        // $61
        mov (16|M16)             r116.0<1>:f   r68.0<8;8,1>:f                                        // $83
        sends (16|M0)            r2:w     r125    r72     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $52
        sends (16|M0)            r120:w   r125    r64     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $44
        sends (16|M0)            r6:w     r125    r104    0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $58
        sends (16|M0)            r10:w    r125    r112    0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $80
        sends (16|M16)           r4:w     r125    r76     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $55
        sends (16|M16)           r122:w   r125    r68     0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $47
        sends (16|M16)           r8:w     r125    r108    0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $61
(W)     mov (1|M0)               r14.0<1>:f    0x40000000:f                                          // $84
        sends (16|M16)           r12:w    r125    r116    0x102            0x022D8000           // wr:1h+4, rd:2; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $83
        mov (8|M0)               r52.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $116
        mov (8|M0)               r56.0<1>:f    0x3F800000:f                                          // $114
        mov (8|M8)               r57.0<1>:d    r21.0<8;8,1>:d                   {Compacted}          // $122
        mov (8|M8)               r61.0<1>:f    0x3F800000:f                                          // $120
        mov (8|M16)              r62.0<1>:d    r22.0<8;8,1>:d                                        // $128
        mov (8|M16)              r66.0<1>:f    0x3F800000:f                                          // $126
        mov (8|M24)              r67.0<1>:d    r23.0<8;8,1>:d                                        // $134
        mov (8|M24)              r71.0<1>:f    0x3F800000:f                                          // $132
        mad (16|M0)              r28.0<1>:f    r88.0<2;1>:f      r14.0<0;0>:f      r92.0<1>:f       {Compacted} // $99 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r24.0<1>:f    r96.0<2;1>:f      r14.0<0;0>:f      r100.0<1>:f      {Compacted} // $95 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r30.0<1>:f    r90.0<2;1>:f      r14.0<0;0>:f      r94.0<1>:f       {Compacted} // $100 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r26.0<1>:f    r98.0<2;1>:f      r14.0<0;0>:f      r102.0<1>:f      {Compacted} // $96 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r36.0<1>:f    r88.0<2;1>:f      r14.0<0;0>:f      r2.0<1>:f        {Compacted} // $89 {0=EH, 1=EL, 2=EL, BC=BAD}
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r120.0<8;8,1>:f  {Compacted}        // $101
        mad (16|M0)              r32.0<1>:f    r120.0<2;1>:f     r14.0<0;0>:f      r6.0<1>:f        {Compacted} // $85 {0=EH, 1=EL, 2=EL, BC=BAD}
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $97
        mad (16|M16)             r38.0<1>:f    r90.0<2;1>:f      r14.0<0;0>:f      r4.0<1>:f        {Compacted} // $90 {0=EH, 1=EL, 2=EL, BC=BAD}
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r122.0<8;8,1>:f                     // $102
        mad (16|M16)             r34.0<1>:f    r122.0<2;1>:f     r14.0<0;0>:f      r8.0<1>:f        {Compacted} // $86 {0=EH, 1=EL, 2=EL, BC=BAD}
        add (16|M0)              r36.0<1>:f    r36.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted}        // $91
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    r12.0<8;8,1>:f                      // $98
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $87
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted}        // $103
        add (16|M16)             r38.0<1>:f    r38.0<8;8,1>:f    r98.0<8;8,1>:f                      // $92
        add (16|M16)             r34.0<1>:f    r34.0<8;8,1>:f    r12.0<8;8,1>:f                      // $88
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r30.0<8;8,1>:f                     // $104
        add (16|M0)              r40.0<1>:f    r32.0<8;8,1>:f    -r36.0<8;8,1>:f  {Compacted}        // $93
        mul (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $105
        add (16|M16)             r42.0<1>:f    r34.0<8;8,1>:f    -r38.0<8;8,1>:f                     // $94
        mul (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f                      // $106
        mad (16|M0)              r44.0<1>:f    r24.0<2;1>:f      r40.0<2;1>:f      r40.0<1>:f       {Compacted} // $107 {0=EL, 1=EL, 2=EL, BC=GOOD}
        mad (16|M16)             r46.0<1>:f    r26.0<2;1>:f      r42.0<2;1>:f      r42.0<1>:f       {Compacted} // $108 {0=EL, 1=EL, 2=EL, BC=GOOD}
        math.sqt (16|M0)         r48.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $109
        math.sqt (16|M16)        r50.0<1>:f    r46.0<8;8,1>:f                                        // $110
        mov (8|M0)               r53.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $111
        mov (8|M0)               r54.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $112
        mov (8|M0)               r55.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $113
        mov (8|M8)               r58.0<1>:f    r49.0<8;8,1>:f                   {Compacted}          // $117
        mov (8|M8)               r59.0<1>:f    r49.0<8;8,1>:f                   {Compacted}          // $118
        mov (8|M8)               r60.0<1>:f    r49.0<8;8,1>:f                   {Compacted}          // $119
        mov (8|M16)              r63.0<1>:f    r50.0<8;8,1>:f                                        // $123
        mov (8|M16)              r64.0<1>:f    r50.0<8;8,1>:f                                        // $124
        mov (8|M16)              r65.0<1>:f    r50.0<8;8,1>:f                                        // $125
        mov (8|M24)              r68.0<1>:f    r51.0<8;8,1>:f                                        // $129
        mov (8|M24)              r69.0<1>:f    r51.0<8;8,1>:f                                        // $130
        mov (8|M24)              r70.0<1>:f    r51.0<8;8,1>:f                                        // $131
        sends (8|M0)             null:ud  r16     r52     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $116
        sends (8|M8)             null:ud  r17     r57     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $122
        sends (8|M16)            null:ud  r18     r62     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $128
        sends (8|M24)            null:ud  r19     r67     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $134
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $135
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 4
// --   OK: 4
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
