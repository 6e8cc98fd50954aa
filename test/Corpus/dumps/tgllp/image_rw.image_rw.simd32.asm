//.kernel image_rw
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 142
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0051 (59)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0058 (66)  rf=r size=256 type=d align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=256 type=d align=16 words (r32.0)
//.declare V0060 (68)  rf=r size=256 type=ud alias=V0058+0 align=16 words (r16.0)
//.declare V0061 (69)  rf=r size=256 type=ud alias=V0059+0 align=16 words (r32.0)
//.declare V0062 (70)  rf=r size=8 type=ud alias=%null+0 align=2 words
//.declare V0063 (71)  rf=r size=256 type=f align=16 words (r40.0)
//.declare V0064 (72)  rf=r size=256 type=f align=16 words (r48.0)
//.declare V0065 (73)  rf=r size=256 type=ud alias=V0063+0 align=16 words (r40.0)
//.declare V0066 (74)  rf=r size=256 type=ud alias=V0064+0 align=16 words (r48.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0069 (77)  rf=r size=256 type=d alias=V0063+0 align=16 words (r40.0)
//.declare V0070 (78)  rf=r size=256 type=d alias=V0064+0 align=16 words (r48.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r89.0)
//.declare P01 (93)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0085 (94)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0086 (95)  rf=r size=64 type=d align=16 words (r93.0)
//.declare P02 (96)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0087 (97)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r97.0)
//.declare P03 (99)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0089 (100)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0090 (101)  rf=r size=64 type=d align=16 words (r101.0)
//.declare P04 (102)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r105.0)
//.declare  (105)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r108.0)
//.declare V0093 (107)  rf=r size=64 type=d align=16 words (r109.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0095 (109)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0096 (110)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0097 (111)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0098 (112)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0099 (113)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0100 (114)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0101 (115)  rf=r size=64 type=f alias=V0093+0 align=16 words (r109.0)
//.declare V0102 (116)  rf=r size=64 type=f alias=V0094+0 align=16 words (r111.0)
//.declare V0103 (117)  rf=r size=64 type=f alias=V0095+0 align=16 words (r113.0)
//.declare V0104 (118)  rf=r size=64 type=f alias=V0096+0 align=16 words (r115.0)
//.declare V0105 (119)  rf=r size=64 type=f alias=V0097+0 align=16 words (r117.0)
//.declare V0106 (120)  rf=r size=64 type=f alias=V0098+0 align=16 words (r119.0)
//.declare V0107 (121)  rf=r size=64 type=f alias=V0099+0 align=16 words (r121.0)
//.declare V0108 (122)  rf=r size=64 type=f alias=V0100+0 align=16 words (r123.0)
//.declare  (124)  rf=r size=160 type=ud align=16 words (r2.0)
//.declare  (126)  rf=r size=160 type=ud align=16 words (r7.0)
//.declare  (128)  rf=r size=160 type=ud align=16 words (r16.0)
//.declare  (130)  rf=r size=160 type=ud align=16 words (r42.0)
//.declare V0113 (131)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0114 (132)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0115 (133)  rf=r size=64 type=f alias=V0085+0 align=16 words (r91.0)
//.declare V0116 (134)  rf=r size=64 type=f alias=V0086+0 align=16 words (r93.0)
//.declare V0117 (135)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0118 (136)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0119 (137)  rf=r size=64 type=f alias=V0087+0 align=16 words (r95.0)
//.declare V0120 (138)  rf=r size=64 type=f alias=V0088+0 align=16 words (r97.0)
//.declare V0121 (139)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0122 (140)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0123 (141)  rf=r size=64 type=f alias=V0089+0 align=16 words (r99.0)
//.declare V0124 (142)  rf=r size=64 type=f alias=V0090+0 align=16 words (r101.0)
//.declare V0125 (143)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0126 (144)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0127 (145)  rf=r size=64 type=f alias=V0091+0 align=16 words (r103.0)
//.declare V0128 (146)  rf=r size=64 type=f alias=V0092+0 align=16 words (r105.0)
//.declare  (148)  rf=r size=160 type=ud align=16 words (r47.0)
//.declare  (150)  rf=r size=160 type=ud align=16 words (r52.0)
//.declare  (152)  rf=r size=160 type=ud align=16 words (r57.0)
//.declare  (154)  rf=r size=160 type=ud align=16 words (r62.0)
//.declare  (155)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r67.0)
//.declare  (173)  rf=r size=4 type=uw align=2 words (r73.0)
//.declare  (174)  rf=r size=4 type=uw align=2 words (r72.0)
//.declare  (175)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (179)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (180)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (181)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (182)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (183)  rf=r size=4 type=uw align=2 words (r74.0)
//.declare  (184)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (185)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (186)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (187)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r125.2<0;1,0>:uw {Compacted,@1}     // $2
(W)     mach (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r125.1<0;1,0>:d  {Compacted}        // $5
(W)     mul (1|M0)               acc0.0<1>:d   r8.1<0;1,0>:d     r125.12<0;1,0>:uw                   // $9
(W)     mach (1|M0)              r6.0<1>:d     r8.1<0;1,0>:d     r125.6<0;1,0>:d                     // $12
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}               // $5
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw {@2}               // $12
        add (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@2}     // $14
        add (16|M16)             r24.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        send.smpl (16|M0)        r16      r12     r14     0x80            0x0485A000           {@2,$0} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $17
        add (16|M16)             r26.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        add (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@2}     // $15
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {$0.dst}             // $18
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                  {@1}                 // $19
        send.smpl (16|M16)       r32      r28     r30     0x80            0x0485A000           {@1,$1} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $21
(W)     mov (1|M16)              null<1>:ud    r32.0<0;1,0>:ud                  {$1.dst}             // $22
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                  {@1}                 // $23
        send.smpl (16|M0)        r40      r12     r14     0x80            0x0485A001           {@1,$2} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $25
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {$2.dst}             // $26
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                  {@1}                 // $27
        send.smpl (16|M16)       r48      r28     r30     0x80            0x0485A001           {@1,$3} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $29
(W)     mov (1|M16)              null<1>:ud    r48.0<0;1,0>:ud                  {$3.dst}             // $30
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                  {@1}                 // $31
        and (16|M0)              r56.0<1>:d    r40.0<8;8,1>:d    -2139095041:d               {@1}    // $32
        cmp (16|M0)   (eq)f1.0   null<1>:d     r56.0<8;8,1>:d    r40.0<8;8,1>:d   {@1}               // $48 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        and (16|M0)              r60.0<1>:d    r42.0<8;8,1>:d    -2139095041:d                       // $34
        and (16|M16)             r58.0<1>:d    r48.0<8;8,1>:d    -2139095041:d                       // $33
(W)     mov (1|M0)               r72.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $48
        cmp (16|M0)   (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    r42.0<8;8,1>:d   {@3}               // $52
        and (16|M0)              r64.0<1>:d    r44.0<8;8,1>:d    -2139095041:d                       // $36
(W)     mov (1|M0)               f0.0<1>:ud    r72.0<0;1,0>:ud                  {@3}                 // $49
        cmp (16|M16)  (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    r48.0<8;8,1>:d   {@5}               // $49
        and (16|M16)             r62.0<1>:d    r50.0<8;8,1>:d    -2139095041:d                       // $35
(W)     mov (1|M0)               r73.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $52
        cmp (16|M0)   (eq)f1.0   null<1>:d     r64.0<8;8,1>:d    r44.0<8;8,1>:d   {@5}               // $56
(W)     mov (1|M0)               r72.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $49
(W)     mov (1|M0)               f0.0<1>:ud    r73.0<0;1,0>:ud                  {@3}                 // $53
        cmp (16|M16)  (eq)f0.0   null<1>:d     r62.0<8;8,1>:d    r50.0<8;8,1>:d   {@5}               // $53
        and (16|M16)             r66.0<1>:d    r52.0<8;8,1>:d    -2139095041:d                       // $37
(W)     mov (1|M0)               r74.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $56
(W)     mov (1|M0)               f1.0<1>:ud    r72.0<0;1,0>:ud                  {@5}                 // $50
        and (16|M0)              r75.0<1>:d    r40.0<8;8,1>:d    -2147483648:d                       // $40
        and (16|M16)             r77.0<1>:d    r48.0<8;8,1>:d    -2147483648:d                       // $41
(W)     mov (1|M0)               r73.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $53
(W)     mov (1|M0)               f0.0<1>:ud    r74.0<0;1,0>:ud                  {@5}                 // $57
        cmp (16|M16)  (eq)f0.0   null<1>:d     r66.0<8;8,1>:d    r52.0<8;8,1>:d   {@7}               // $57
(f1.0)  sel (16|M0)              r91.0<1>:d    r75.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@5}     // $50
(f1.0)  sel (16|M16)             r93.0<1>:d    r77.0<8;8,1>:d    r48.0<8;8,1>:d   {@5}               // $51
(W)     mov (1|M0)               f1.0<1>:ud    r73.0<0;1,0>:ud                  {@5}                 // $54
        and (16|M0)              r68.0<1>:d    r46.0<8;8,1>:d    -2139095041:d                       // $38
        and (16|M16)             r70.0<1>:d    r54.0<8;8,1>:d    -2139095041:d                       // $39
        and (16|M0)              r79.0<1>:d    r42.0<8;8,1>:d    -2147483648:d                       // $42
        and (16|M16)             r81.0<1>:d    r50.0<8;8,1>:d    -2147483648:d                       // $43
(W)     mov (1|M0)               r74.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $57
(f1.0)  sel (16|M0)              r95.0<1>:d    r79.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@3}     // $54
(f1.0)  sel (16|M16)             r97.0<1>:d    r81.0<8;8,1>:d    r50.0<8;8,1>:d   {@3}               // $55
        cmp (16|M0)   (eq)f0.0   null<1>:d     r68.0<8;8,1>:d    r46.0<8;8,1>:d   {@7}               // $60
        cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    r54.0<8;8,1>:d   {@7}               // $61 R{} IR{}{E:3,E:3,},  R{} IR{}{O:3,O:3,},  {BC=2}
(W)     mov (1|M0)               f1.0<1>:ud    r74.0<0;1,0>:ud                  {@5}                 // $58
        and (16|M0)              r83.0<1>:d    r44.0<8;8,1>:d    -2147483648:d                       // $44
        and (16|M16)             r85.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $45
        and (16|M0)              r87.0<1>:d    r46.0<8;8,1>:d    -2147483648:d                       // $46
        and (16|M16)             r89.0<1>:d    r54.0<8;8,1>:d    -2147483648:d                       // $47
(f1.0)  sel (16|M0)              r99.0<1>:d    r83.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@4}     // $58
(f1.0)  sel (16|M16)             r101.0<1>:d   r85.0<8;8,1>:d    r52.0<8;8,1>:d   {@4}               // $59
(f0.0)  sel (16|M0)              r103.0<1>:d   r87.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@4}     // $62
(f0.0)  sel (16|M16)             r105.0<1>:d   r89.0<8;8,1>:d    r54.0<8;8,1>:d   {@4}               // $63
(W)     send.dc0 (8|M0)          r107     r125    null    0x0            0x0219E100           {$4} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $64
(W)     mov (8|M0)               null<1>:ud    r107.0<8;8,1>:ud                 {$4.dst}             //  memory fence commit; $65
        send.smpl (8|M0)         r108     r125    null    0x0            0x021FF000           {$5} // wr:1h+0, rd:1; simd32/64 sampler cache flush using sampler index 0 // $65
        add (16|M16)             r111.0<1>:d   r32.0<8;8,1>:d    4:w               {Compacted}       // $67
        add (16|M16)             r115.0<1>:d   r34.0<8;8,1>:d    3:w               {Compacted}       // $69
        add (16|M0)              r117.0<1>:d   r20.0<8;8,1>:d    2:w               {Compacted}       // $70
        add (16|M16)             r119.0<1>:d   r36.0<8;8,1>:d    2:w               {Compacted}       // $71
        add (16|M0)              r121.0<1>:d   r22.0<8;8,1>:d    1:w               {Compacted}       // $72
        add (16|M16)             r123.0<1>:d   r38.0<8;8,1>:d    1:w               {Compacted}       // $73
        math.sqt (16|M0)         r25.0<1>:f    r95.0<8;8,1>:f                   {$6}                 // $100
        math.sqt (16|M16)        r40.0<1>:f    r105.0<8;8,1>:f                  {@7,$7}              // $105
        math.sqt (16|M16)        r32.0<1>:f    r97.0<8;8,1>:f                   {@6,$8}              // $101
        math.sqt (16|M0)         r34.0<1>:f    r99.0<8;8,1>:f                   {@5,$9}              // $102
        math.sqt (16|M16)        r36.0<1>:f    r101.0<8;8,1>:f                  {@3,$10}             // $103
        math.sqt (16|M0)         r21.0<1>:f    r91.0<8;8,1>:f                   {@2,$11}             // $98
        add (16|M0)              r109.0<1>:d   r16.0<8;8,1>:d    4:w               {Compacted}       // $66
        math.sqt (16|M16)        r23.0<1>:f    r93.0<8;8,1>:f                   {$12}                // $99
        add (16|M0)              r113.0<1>:d   r18.0<8;8,1>:d    3:w               {Compacted}       // $68
        math.sqt (16|M0)         r38.0<1>:f    r103.0<8;8,1>:f                  {@3,$13}             // $104
        mov (8|M0)               r2.0<1>:f     r14.0<8;8,1>:f                   {Compacted}          // $79
        mov (8|M8)               r7.0<1>:f     r15.0<8;8,1>:f                   {Compacted}          // $85
        mov (8|M24)              r42.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $97
        mov (8|M0)               r47.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $111
        mov (8|M8)               r52.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $117
        mov (8|M16)              r57.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $123
        mov (8|M24)              r62.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $129
        mov (8|M24)              r46.0<1>:f    r112.0<8;8,1>:f                  {Compacted}          // $95
        mov (8|M24)              r45.0<1>:f    r116.0<8;8,1>:f                  {Compacted}          // $94
        mov (8|M16)              r20.0<1>:f    r111.0<8;8,1>:f                  {Compacted}          // $89
        mov (8|M0)               r4.0<1>:f     r117.0<8;8,1>:f                  {Compacted}          // $75
        mov (8|M8)               r9.0<1>:f     r118.0<8;8,1>:f                  {Compacted}          // $81
        mov (8|M24)              r44.0<1>:f    r120.0<8;8,1>:f                  {Compacted}          // $93
        mov (8|M0)               r3.0<1>:f     r121.0<8;8,1>:f                  {Compacted}          // $74
        mov (8|M8)               r8.0<1>:f     r122.0<8;8,1>:f                  {Compacted}          // $80
        mov (8|M24)              r43.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $92
        mov (8|M0)               r49.0<1>:f    r25.0<8;8,1>:f                   {Compacted,$6.dst}   // $107
        mov (8|M8)               r54.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $113
        mov (8|M16)              r61.0<1>:f    r40.0<8;8,1>:f                   {Compacted,$7.dst}   // $121
        mov (8|M24)              r66.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $127
        mov (8|M16)              r59.0<1>:f    r32.0<8;8,1>:f                   {Compacted,$8.dst}   // $119
        mov (8|M24)              r64.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $125
        mov (8|M0)               r50.0<1>:f    r34.0<8;8,1>:f                   {Compacted,$9.dst}   // $108
        mov (8|M8)               r55.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $114
        mov (8|M16)              r60.0<1>:f    r36.0<8;8,1>:f                   {Compacted,$10.dst}  // $120
        mov (8|M24)              r65.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $126
        mov (8|M0)               r48.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$11.dst}  // $106
        mov (8|M8)               r53.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $112
        mov (8|M16)              r17.0<1>:f    r123.0<8;8,1>:f                  {Compacted}          // $86
        mov (8|M16)              r16.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $91
        mov (8|M0)               r6.0<1>:f     r109.0<8;8,1>:f                  {Compacted}          // $77
        mov (8|M8)               r11.0<1>:f    r110.0<8;8,1>:f                  {Compacted}          // $83
        mov (8|M16)              r58.0<1>:f    r23.0<8;8,1>:f                   {Compacted,$12.dst}  // $118
        mov (8|M24)              r63.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $124
        mov (8|M16)              r18.0<1>:f    r119.0<8;8,1>:f                  {Compacted}          // $87
        mov (8|M16)              r19.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $88
        mov (8|M0)               r5.0<1>:f     r113.0<8;8,1>:f                  {Compacted}          // $76
        mov (8|M8)               r10.0<1>:f    r114.0<8;8,1>:f                  {Compacted}          // $82
        mov (8|M0)               r51.0<1>:f    r38.0<8;8,1>:f                   {Compacted,$13.dst}  // $109
        mov (8|M8)               r56.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $115
(W)     mov (8|M0)               null<1>:ud    r108.0<8;8,1>:ud                 {$5.dst}             //  memory fence commit; $79
        send.dc1 (8|M0)          null     r12     r2      0x140            0x02035000           {@5,$14} // wr:1+5, rd:0; typed surface write with xyzw; u // $79
        send.dc1 (8|M8)          null     r13     r7      0x140            0x02035000           {@4,$15} // wr:1+5, rd:0; typed surface write with xyzw; u // $85
        send.dc1 (8|M16)         null     r28     r16     0x140            0x02035000           {@6,$0} // wr:1+5, rd:0; typed surface write with xyzw; u // $91
        send.dc1 (8|M24)         null     r29     r42     0x140            0x02035000           {$1} // wr:1+5, rd:0; typed surface write with xyzw; u // $97
        send.dc1 (8|M0)          null     r12     r47     0x140            0x02035001           {@3,$2} // wr:1+5, rd:0; typed surface write with xyzw; u // $111
        send.dc1 (8|M8)          null     r13     r52     0x140            0x02035001           {@2,$3} // wr:1+5, rd:0; typed surface write with xyzw; u // $117
        send.dc1 (8|M16)         null     r28     r57     0x140            0x02035001           {@7,$4} // wr:1+5, rd:0; typed surface write with xyzw; u // $123
        send.dc1 (8|M24)         null     r29     r62     0x140            0x02035001           {@7,$5} // wr:1+5, rd:0; typed surface write with xyzw; u // $129
(W)     mov (8|M0)               r127.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $130
(W)     send.dc0 (8|M0)          r67      r125    null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $130
(W)     mov (8|M0)               null<1>:ud    r67.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $130
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $130


//.BankConflicts: 4
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 4
//.SIMD16ReadSuppressions: 2
//.SIMD8s: 190
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
