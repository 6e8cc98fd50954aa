//.kernel image_rw
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 148
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r125.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
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
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0058 (66)  rf=r size=256 type=d align=16 words (r20.0)
//.declare V0059 (67)  rf=r size=256 type=d align=16 words (r40.0)
//.declare  (68)  rf=r size=128 type=ud align=16 words (r16.0)
//.declare V0060 (69)  rf=r size=256 type=ud alias=V0058+0 align=16 words (r20.0)
//.declare V0061 (70)  rf=r size=256 type=ud alias=V0059+0 align=16 words (r40.0)
//.declare V0062 (71)  rf=r size=8 type=ud alias=%null+0 align=2 words
//.declare  (72)  rf=r size=128 type=ud align=16 words (r36.0)
//.declare V0063 (73)  rf=r size=256 type=f align=16 words (r52.0)
//.declare V0064 (74)  rf=r size=256 type=f align=16 words (r64.0)
//.declare  (75)  rf=r size=128 type=ud align=16 words (r48.0)
//.declare V0065 (76)  rf=r size=256 type=ud alias=V0063+0 align=16 words (r52.0)
//.declare V0066 (77)  rf=r size=256 type=ud alias=V0064+0 align=16 words (r64.0)
//.declare  (78)  rf=r size=128 type=ud align=16 words (r60.0)
//.declare V0067 (79)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0068 (80)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0069 (81)  rf=r size=256 type=d alias=V0063+0 align=16 words (r52.0)
//.declare V0070 (82)  rf=r size=256 type=d alias=V0064+0 align=16 words (r64.0)
//.declare V0071 (83)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0072 (84)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0075 (87)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0076 (88)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0077 (89)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0078 (90)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0079 (91)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0080 (92)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0081 (93)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0082 (94)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0083 (95)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0084 (96)  rf=r size=64 type=d align=16 words (r102.0)
//.declare P01 (97)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0085 (98)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0086 (99)  rf=r size=64 type=d align=16 words (r109.0)
//.declare P02 (100)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0087 (101)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0088 (102)  rf=r size=64 type=d align=16 words (r113.0)
//.declare P03 (103)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0089 (104)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0090 (105)  rf=r size=64 type=d align=16 words (r117.0)
//.declare P04 (106)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0091 (107)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0092 (108)  rf=r size=64 type=d align=16 words (r121.0)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0093 (111)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0094 (112)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0095 (113)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0096 (114)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0097 (115)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0098 (116)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0099 (117)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0100 (118)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0101 (119)  rf=r size=64 type=f alias=V0093+0 align=16 words (r3.0)
//.declare V0102 (120)  rf=r size=64 type=f alias=V0094+0 align=16 words (r5.0)
//.declare V0103 (121)  rf=r size=64 type=f alias=V0095+0 align=16 words (r7.0)
//.declare V0104 (122)  rf=r size=64 type=f alias=V0096+0 align=16 words (r9.0)
//.declare V0105 (123)  rf=r size=64 type=f alias=V0097+0 align=16 words (r16.0)
//.declare V0106 (124)  rf=r size=64 type=f alias=V0098+0 align=16 words (r18.0)
//.declare V0107 (125)  rf=r size=64 type=f alias=V0099+0 align=16 words (r20.0)
//.declare V0108 (126)  rf=r size=64 type=f alias=V0100+0 align=16 words (r22.0)
//.declare  (128)  rf=r size=160 type=ud align=16 words (r24.0)
//.declare  (130)  rf=r size=160 type=ud align=16 words (r36.0)
//.declare  (132)  rf=r size=160 type=ud align=16 words (r41.0)
//.declare  (134)  rf=r size=160 type=ud align=16 words (r62.0)
//.declare V0113 (135)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0114 (136)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0115 (137)  rf=r size=64 type=f alias=V0085+0 align=16 words (r107.0)
//.declare V0116 (138)  rf=r size=64 type=f alias=V0086+0 align=16 words (r109.0)
//.declare V0117 (139)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0118 (140)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0119 (141)  rf=r size=64 type=f alias=V0087+0 align=16 words (r111.0)
//.declare V0120 (142)  rf=r size=64 type=f alias=V0088+0 align=16 words (r113.0)
//.declare V0121 (143)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0122 (144)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0123 (145)  rf=r size=64 type=f alias=V0089+0 align=16 words (r115.0)
//.declare V0124 (146)  rf=r size=64 type=f alias=V0090+0 align=16 words (r117.0)
//.declare V0125 (147)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0126 (148)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0127 (149)  rf=r size=64 type=f alias=V0091+0 align=16 words (r119.0)
//.declare V0128 (150)  rf=r size=64 type=f alias=V0092+0 align=16 words (r121.0)
//.declare  (152)  rf=r size=160 type=ud align=16 words (r67.0)
//.declare  (154)  rf=r size=160 type=ud align=16 words (r72.0)
//.declare  (156)  rf=r size=160 type=ud align=16 words (r77.0)
//.declare  (158)  rf=r size=160 type=ud align=16 words (r82.0)
//.declare  (159)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (176)  rf=r size=4 type=uw align=2 words (r105.0)
//.declare  (177)  rf=r size=4 type=uw align=2 words (r104.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (179)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (180)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (181)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (182)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (183)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (184)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (185)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (186)  rf=r size=4 type=uw align=2 words (r106.0)
//.declare  (187)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (188)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (189)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (190)  rf=f32  size=4 type=uw align=2 words (f1.0)

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


// B000: Preds:{},  Succs:{B001}
_image_rw_k0_0_:
(W)     mov (8|M0)               r124.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.0<0;1,0>:d     r124.1<0;1,0>:d  {Compacted}        // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.1<0;1,0>:d     r124.6<0;1,0>:d                     // $9
(W)     mov (1|M0)               r125.2<1>:ud  0x0:ud                              {Compacted}       // $17
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r28.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r30.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        mov (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $17
        mov (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $17
        sends (16|M0)            r20:w    r125    r16     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $17
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}          // $18
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                                       // $19
        mov (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d                                        // $21
        mov (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d                                        // $21
        sends (16|M16)           r40:w    r125    r36     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $21
(W)     mov (1|M16)              null<1>:ud    r40.0<0;1,0>:ud                                       // $22
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                                       // $23
        mov (16|M0)              r48.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $25
        mov (16|M0)              r50.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $25
        sends (16|M0)            r52:w    r125    r48     0x102            0x028DA001           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $25
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}          // $26
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                                       // $27
        mov (16|M16)             r60.0<1>:d    r32.0<8;8,1>:d                                        // $29
        mov (16|M16)             r62.0<1>:d    r34.0<8;8,1>:d                                        // $29
        sends (16|M16)           r64:w    r125    r60     0x102            0x028DA001           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $29
(W)     mov (1|M16)              null<1>:ud    r64.0<0;1,0>:ud                                       // $30
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                                       // $31
        and (16|M0)              r72.0<1>:d    r52.0<8;8,1>:d    -2139095041:d                       // $32
        and (16|M0)              r76.0<1>:d    r54.0<8;8,1>:d    -2139095041:d                       // $34
        and (16|M16)             r74.0<1>:d    r64.0<8;8,1>:d    -2139095041:d                       // $33
        and (16|M0)              r80.0<1>:d    r56.0<8;8,1>:d    -2139095041:d                       // $36
        cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    r52.0<8;8,1>:d                      // $48
        and (16|M16)             r78.0<1>:d    r66.0<8;8,1>:d    -2139095041:d                       // $35
        and (16|M16)             r82.0<1>:d    r68.0<8;8,1>:d    -2139095041:d                       // $37
        and (16|M0)              r88.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $40
(W)     mov (1|M0)               r104.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $48
        cmp (16|M0)   (eq)f1.0   null<1>:d     r76.0<8;8,1>:d    r54.0<8;8,1>:d                      // $52
        and (16|M16)             r90.0<1>:d    r64.0<8;8,1>:d    -2147483648:d                       // $41
        and (16|M0)              r92.0<1>:d    r54.0<8;8,1>:d    -2147483648:d                       // $42
(W)     mov (1|M0)               f0.0<1>:ud    r104.0<0;1,0>:ud                 {Compacted}          // $49
        cmp (16|M16)  (eq)f0.0   null<1>:d     r74.0<8;8,1>:d    r64.0<8;8,1>:d                      // $49
(W)     mov (1|M0)               r105.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $52
        cmp (16|M0)   (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    r56.0<8;8,1>:d                      // $56
        and (16|M16)             r94.0<1>:d    r66.0<8;8,1>:d    -2147483648:d                       // $43
(W)     mov (1|M0)               r104.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $49
        and (16|M0)              r84.0<1>:d    r58.0<8;8,1>:d    -2139095041:d                       // $38
(W)     mov (1|M0)               f0.0<1>:ud    r105.0<0;1,0>:ud                 {Compacted}          // $53
        cmp (16|M16)  (eq)f0.0   null<1>:d     r78.0<8;8,1>:d    r66.0<8;8,1>:d                      // $53
(W)     mov (1|M0)               r106.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $56
(W)     mov (1|M0)               f1.0<1>:ud    r104.0<0;1,0>:ud                 {Compacted}          // $50
        and (16|M16)             r86.0<1>:d    r70.0<8;8,1>:d    -2139095041:d                       // $39
        and (16|M0)              r96.0<1>:d    r56.0<8;8,1>:d    -2147483648:d                       // $44
(W)     mov (1|M0)               r105.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $53
(W)     mov (1|M0)               f0.0<1>:ud    r106.0<0;1,0>:ud                 {Compacted}          // $57
        cmp (16|M16)  (eq)f0.0   null<1>:d     r82.0<8;8,1>:d    r68.0<8;8,1>:d                      // $57
(f1.0)  sel (16|M0)              r107.0<1>:d   r88.0<8;8,1>:d    r52.0<8;8,1>:d                      // $50
(f1.0)  sel (16|M16)             r109.0<1>:d   r90.0<8;8,1>:d    r64.0<8;8,1>:d                      // $51
(W)     mov (1|M0)               f1.0<1>:ud    r105.0<0;1,0>:ud                 {Compacted}          // $54
(W)     mov (1|M0)               r106.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $57
        and (16|M16)             r98.0<1>:d    r68.0<8;8,1>:d    -2147483648:d                       // $45
        and (16|M0)              r100.0<1>:d   r58.0<8;8,1>:d    -2147483648:d                       // $46
        and (16|M16)             r102.0<1>:d   r70.0<8;8,1>:d    -2147483648:d                       // $47
(f1.0)  sel (16|M0)              r111.0<1>:d   r92.0<8;8,1>:d    r54.0<8;8,1>:d                      // $54
(f1.0)  sel (16|M16)             r113.0<1>:d   r94.0<8;8,1>:d    r66.0<8;8,1>:d                      // $55
        cmp (16|M0)   (eq)f0.0   null<1>:d     r84.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $60
        cmp (16|M16)  (eq)f0.0   null<1>:d     r86.0<8;8,1>:d    r70.0<8;8,1>:d                      // $61
(W)     mov (1|M0)               f1.0<1>:ud    r106.0<0;1,0>:ud                 {Compacted}          // $58
(f0.0)  sel (16|M0)              r119.0<1>:d   r100.0<8;8,1>:d   r58.0<8;8,1>:d   {Compacted}        // $62
(f0.0)  sel (16|M16)             r121.0<1>:d   r102.0<8;8,1>:d   r70.0<8;8,1>:d                      // $63
(f1.0)  sel (16|M0)              r115.0<1>:d   r96.0<8;8,1>:d    r56.0<8;8,1>:d                      // $58
(f1.0)  sel (16|M16)             r117.0<1>:d   r98.0<8;8,1>:d    r68.0<8;8,1>:d                      // $59
(W)     send (8|M0)              r123     r124    0xA            0x0219F000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L3 r/w data // $64
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $65
        send (8|M0)              r2       r124    0x2            0x021FF000           // wr:1h+0, rd:1; sampler; simd32/64 sampler cache flush using sampler index 0 // $65
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $68
        add (16|M0)              r7.0<1>:d     r22.0<8;8,1>:d    3:w                                 // $68
        add (16|M0)              r3.0<1>:d     r20.0<8;8,1>:d    4:w                                 // $66
        add (16|M16)             r22.0<1>:d    r46.0<8;8,1>:d    1:w                                 // $73
        add (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    2:w                                 // $70
        math.sqt (16|M0)         r50.0<1>:f    r111.0<8;8,1>:f                  {Compacted}          // $100
        add (16|M0)              r20.0<1>:d    r26.0<8;8,1>:d    1:w                                 // $72
        math.sqt (16|M0)         r54.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $102
        add (16|M16)             r5.0<1>:d     r40.0<8;8,1>:d    4:w                                 // $67
        math.sqt (16|M0)         r58.0<1>:f    r119.0<8;8,1>:f                  {Compacted}          // $104
        add (16|M16)             r9.0<1>:d     r42.0<8;8,1>:d    3:w                                 // $69
        math.sqt (16|M0)         r46.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $98
        add (16|M16)             r18.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $71
        math.sqt (16|M16)        r48.0<1>:f    r109.0<8;8,1>:f                                       // $99
        math.sqt (16|M16)        r52.0<1>:f    r113.0<8;8,1>:f                                       // $101
        mov (8|M0)               r24.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $79
        math.sqt (16|M16)        r56.0<1>:f    r117.0<8;8,1>:f                                       // $103
        mov (8|M0)               r28.0<1>:f    r3.0<8;8,1>:f                    {Compacted}          // $77
        math.sqt (16|M16)        r60.0<1>:f    r121.0<8;8,1>:f                                       // $105
        mov (8|M0)               r26.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $75
        mov (8|M0)               r27.0<1>:f    r7.0<8;8,1>:f                    {Compacted}          // $76
        mov (8|M0)               r25.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $74
        mov (8|M8)               r36.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $85
        mov (8|M8)               r39.0<1>:f    r8.0<8;8,1>:f                    {Compacted}          // $82
        mov (8|M8)               r38.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $81
        mov (8|M8)               r37.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $80
        mov (8|M8)               r40.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $83
        mov (8|M16)              r41.0<1>:d    r34.0<8;8,1>:d                                        // $91
        mov (8|M16)              r42.0<1>:f    r22.0<8;8,1>:f                                        // $86
        mov (8|M16)              r44.0<1>:f    r9.0<8;8,1>:f                                         // $88
        mov (8|M16)              r45.0<1>:f    r5.0<8;8,1>:f                                         // $89
        mov (8|M16)              r43.0<1>:f    r18.0<8;8,1>:f                                        // $87
        mov (8|M24)              r62.0<1>:d    r35.0<8;8,1>:d                                        // $97
        mov (8|M24)              r63.0<1>:f    r23.0<8;8,1>:f                                        // $92
        mov (8|M24)              r66.0<1>:f    r6.0<8;8,1>:f                                         // $95
        mov (8|M24)              r65.0<1>:f    r10.0<8;8,1>:f                                        // $94
        mov (8|M24)              r64.0<1>:f    r19.0<8;8,1>:f                                        // $93
        mov (8|M0)               r67.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $111
        mov (8|M0)               r69.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $107
        mov (8|M0)               r70.0<1>:f    r54.0<8;8,1>:f                   {Compacted}          // $108
        mov (8|M0)               r71.0<1>:f    r58.0<8;8,1>:f                   {Compacted}          // $109
        mov (8|M0)               r68.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $106
        mov (8|M8)               r72.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $117
        mov (8|M8)               r74.0<1>:f    r51.0<8;8,1>:f                   {Compacted}          // $113
        mov (8|M8)               r75.0<1>:f    r55.0<8;8,1>:f                   {Compacted}          // $114
        mov (8|M8)               r76.0<1>:f    r59.0<8;8,1>:f                   {Compacted}          // $115
        mov (8|M8)               r73.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $112
        mov (8|M16)              r77.0<1>:d    r34.0<8;8,1>:d                                        // $123
        mov (8|M16)              r78.0<1>:f    r48.0<8;8,1>:f                                        // $118
        mov (8|M16)              r79.0<1>:f    r52.0<8;8,1>:f                                        // $119
        mov (8|M16)              r80.0<1>:f    r56.0<8;8,1>:f                                        // $120
        mov (8|M16)              r81.0<1>:f    r60.0<8;8,1>:f                                        // $121
        sends (8|M0)             null:ud  r12     r24     0x14C            0x02035000           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $79
        mov (8|M24)              r82.0<1>:d    r35.0<8;8,1>:d                                        // $129
        mov (8|M24)              r83.0<1>:f    r49.0<8;8,1>:f                                        // $124
        mov (8|M24)              r84.0<1>:f    r53.0<8;8,1>:f                                        // $125
        mov (8|M24)              r85.0<1>:f    r57.0<8;8,1>:f                                        // $126
        mov (8|M24)              r86.0<1>:f    r61.0<8;8,1>:f                                        // $127
        sends (8|M8)             null:ud  r13     r36     0x14C            0x02035000           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $85
(W)     mov (8|M0)               r127.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // $130
        sends (8|M16)            null:ud  r32     r41     0x14C            0x02035000           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $91
        sends (8|M24)            null:ud  r33     r62     0x14C            0x02035000           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $97
        sends (8|M0)             null:ud  r12     r67     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $111
        sends (8|M8)             null:ud  r13     r72     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $117
        sends (8|M16)            null:ud  r32     r77     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $123
        sends (8|M24)            null:ud  r33     r82     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $129
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $130
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
