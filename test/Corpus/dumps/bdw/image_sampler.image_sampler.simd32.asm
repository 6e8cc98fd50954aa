//.kernel image_sampler
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 134
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.1)
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
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.3)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0064 (72)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0069 (77)  rf=r size=4 type=f align=2 words (r44.0)
//.declare V0070 (78)  rf=r size=4 type=f align=2 words (r45.0)
//.declare P01 (81)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0073 (82)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0074 (83)  rf=r size=64 type=f align=16 words (r48.0)
//.declare P02 (84)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0075 (85)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0076 (86)  rf=r size=64 type=f align=16 words (r52.0)
//.declare P03 (87)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0079 (90)  rf=r size=256 type=f align=16 words (r98.0)
//.declare V0080 (91)  rf=r size=256 type=f align=16 words (r106.0)
//.declare  (93)  rf=r size=192 type=ud align=16 words (r74.0)
//.declare  (96)  rf=r size=192 type=ud align=16 words (r80.0)
//.declare P04 (98)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0083 (99)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0084 (100)  rf=r size=64 type=f align=16 words (r56.0)
//.declare P05 (103)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0087 (104)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0088 (105)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0089 (106)  rf=r size=256 type=f align=16 words (r114.0)
//.declare V0090 (107)  rf=r size=256 type=f align=16 words (r1.0)
//.declare  (109)  rf=r size=192 type=ud align=16 words (r86.0)
//.declare  (112)  rf=r size=192 type=ud align=16 words (r92.0)
//.declare V0093 (114)  rf=r size=256 type=f align=16 words (r9.0)
//.declare V0094 (115)  rf=r size=256 type=f align=16 words (r26.0)
//.declare  (117)  rf=r size=192 type=ud align=16 words (r62.0)
//.declare  (120)  rf=r size=192 type=ud align=16 words (r68.0)
//.declare V0097 (122)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0098 (123)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0099 (124)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0100 (125)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0101 (126)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0102 (127)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0103 (128)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0104 (129)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare  (132)  rf=r size=224 type=ud align=16 words (r52.0)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r51.0)
//.declare  (135)  rf=r size=224 type=ud align=16 words (r59.0)
//.declare  (137)  rf=r size=32 type=ud align=16 words (r66.0)
//.declare  (138)  rf=r size=224 type=ud align=16 words (r68.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r67.0)
//.declare  (141)  rf=r size=224 type=ud align=16 words (r75.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (163)  rf=r size=4 type=uw align=2 words (r41.0)
//.declare  (164)  rf=r size=4 type=uw align=2 words (r36.0)
//.declare  (165)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (167)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (168)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (169)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (170)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (171)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (173)  rf=r size=4 type=uw align=2 words (r19.0)
//.declare  (174)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (175)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0044    | :d       |      4 | r8+12    | general    |
// | V0045    | :d       |      4 | r8+16    | general    |
// | V0046    | :d       |      4 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.1<0;1,0>:d     r0.6<0;1,0>:d                       // $9
(W)     mov (1|M0)               r44.0<1>:f    r8.4<0;1,0>:d                    {Compacted}          // $24
(W)     mov (1|M0)               r45.0<1>:f    r8.3<0;1,0>:d                    {Compacted}          // $25
        mov (16|M0)              r74.0<1>:f    0x0:f                                                 // $44
        mov (16|M0)              r86.0<1>:f    0x0:f                                                 // $64
        add (16|M0)              r9.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r11.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r15.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)   (lt)f1.0   r17.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $7
        mov (16|M16)             r80.0<1>:f    0x0:f                                                 // $48
        mov (16|M16)             r92.0<1>:f    0x0:f                                                 // $68
        mov (16|M0)              r62.0<1>:f    0x0:f                                                 // $72
(W)     mov (1|M0)               r19.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $7
        mov (16|M0)              r26.0<1>:f    r17.0<8;8,1>:d                   {Compacted}          // $16
        mov (16|M16)             r68.0<1>:f    0x0:f                                                 // $76
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $128
(W)     mov (1|M0)               f0.0<1>:ud    r19.0<0;1,0>:ud                  {Compacted}          // $8
        add (16|M0)   (lt)f1.0   r34.0<1>:f    r26.0<8;8,1>:f    0x3F000000:f                        // $20
        add (16|M16)  (lt)f0.0   r20.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
(W)     mov (1|M0)               r36.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $20
        math.fdiv (16|M0)        r64.0<1>:f    r34.0<8;8,1>:f    r44.0<0;1,0>:f   {Compacted}        // $26
(W)     mov (1|M0)               r19.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $8
        mov (16|M16)             r28.0<1>:f    r20.0<8;8,1>:d                                        // $17
        add (16|M0)   (lt)f0.0   r22.0<1>:d    r13.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
(W)     mov (1|M0)               f1.0<1>:ud    r36.0<0;1,0>:ud                  {Compacted}          // $21
        add (16|M16)  (lt)f0.0   r24.0<1>:d    r15.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        add (16|M16)  (lt)f1.0   r37.0<1>:f    r28.0<8;8,1>:f    0x3F000000:f                        // $21
        mov (16|M0)              r30.0<1>:f    r22.0<8;8,1>:d                   {Compacted}          // $18
        mov (16|M16)             r32.0<1>:f    r24.0<8;8,1>:d                                        // $19
(W)     mov (1|M0)               r36.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $21
        math.fdiv (16|M16)       r70.0<1>:f    r37.0<8;8,1>:f    r44.0<0;1,0>:f                      // $27
        nop                                                                                          // $22
        add (16|M0)   (lt)f1.0   r39.0<1>:f    r30.0<8;8,1>:f    0x3F000000:f                        // $22
(~f0.0) sel (16|M0)              r50.0<1>:f    r30.0<8;8,1>:f    0xBF800000:f                        // $36
(~f0.0) sel (16|M16)             r52.0<1>:f    r32.0<8;8,1>:f    0xBF800000:f                        // $37
(W)     mov (1|M0)               f0.0<1>:ud    r36.0<0;1,0>:ud                  {Compacted}          // $54
(W)     mov (1|M0)               r41.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $22
        math.fdiv (16|M0)        r66.0<1>:f    r39.0<8;8,1>:f    r45.0<0;1,0>:f   {Compacted}        // $28
(W)     mov (1|M0)               f1.0<1>:ud    r41.0<0;1,0>:ud                  {Compacted}          // $23
        add (16|M16)  (lt)f1.0   r42.0<1>:f    r32.0<8;8,1>:f    0x3F000000:f                        // $23
(~f0.0) sel (16|M0)              r54.0<1>:f    r34.0<8;8,1>:f    0xBF800000:f                        // $54
(~f0.0) sel (16|M16)             r56.0<1>:f    r37.0<8;8,1>:f    0xBF800000:f                        // $55
        send (16|M0)             r9:w     r62:f   0x2            0x0C842100           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 1 // $75
(W)     mov (1|M0)               r41.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $23
(W)     mov (1|M0)               f1.0<1>:ud    r19.0<0;1,0>:ud                  {Compacted}          // $32
        math.fdiv (16|M16)       r72.0<1>:f    r42.0<8;8,1>:f    r45.0<0;1,0>:f                      // $29
(W)     mov (1|M0)               f0.0<1>:ud    r41.0<0;1,0>:ud                  {Compacted}          // $60
(~f1.0) sel (16|M0)              r46.0<1>:f    r26.0<8;8,1>:f    0xBF800000:f                        // $32
(~f1.0) sel (16|M16)             r48.0<1>:f    r28.0<8;8,1>:f    0xBF800000:f                        // $33
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r8.5<0;1,0>:d     0:w                                 // $38
(~f0.0) sel (16|M0)              r58.0<1>:f    r39.0<8;8,1>:f    0xBF800000:f                        // $60
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r8.5<0;1,0>:d     0:w                                 // $39
(~f0.0) sel (16|M16)             r60.0<1>:f    r42.0<8;8,1>:f    0xBF800000:f                        // $61
(f1.0)  sel (16|M0)              r76.0<1>:f    r26.0<8;8,1>:f    r46.0<8;8,1>:f                      // $40
(f1.0)  sel (16|M0)              r78.0<1>:f    r30.0<8;8,1>:f    r50.0<8;8,1>:f                      // $42
(f1.0)  sel (16|M0)              r88.0<1>:f    r34.0<8;8,1>:f    r54.0<8;8,1>:f                      // $56
(f1.0)  sel (16|M0)              r90.0<1>:f    r39.0<8;8,1>:f    r58.0<8;8,1>:f                      // $62
(f1.0)  sel (16|M16)             r82.0<1>:f    r28.0<8;8,1>:f    r48.0<8;8,1>:f                      // $41
(f1.0)  sel (16|M16)             r84.0<1>:f    r32.0<8;8,1>:f    r52.0<8;8,1>:f                      // $43
(f1.0)  sel (16|M16)             r94.0<1>:f    r37.0<8;8,1>:f    r56.0<8;8,1>:f                      // $57
(f1.0)  sel (16|M16)             r96.0<1>:f    r42.0<8;8,1>:f    r60.0<8;8,1>:f                      // $63
        send (16|M0)             r98:w    r74:f   0x2            0x0C842000           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $47
        send (16|M0)             r114:w   r86:f   0x2            0x0C842000           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $67
        send (16|M16)            r106:w   r80:f   0x2            0x0C842000           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $51
        send (16|M16)            r1:w     r92:f   0x2            0x0C842000           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $71
(W)     mov (8|M0)               r50.0<1>:ud   0x0:ud                              {Compacted}       // $109
        send (16|M16)            r26:w    r68:f   0x2            0x0C842100           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 1 // $79
(W)     mov (8|M0)               r51.0<1>:ud   0x0:ud                              {Compacted}       // $115
(W)     mov (1|M0)               r50.7<1>:ud   0xFFFF:ud                                             // $109
(W)     mov (8|M0)               r66.0<1>:ud   0x0:ud                              {Compacted}       // $121
(W)     mov (1|M0)               r51.7<1>:ud   0xFFFF:ud                                             // $115
(W)     mov (8|M0)               r67.0<1>:ud   0x0:ud                              {Compacted}       // $127
(W)     mov (1|M0)               r66.7<1>:ud   0xFFFF:ud                                             // $121
(W)     mov (1|M0)               r67.7<1>:ud   0xFFFF:ud                                             // $127
        mov (8|M0)               r54.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $109
        mov (8|M0)               r53.0<1>:d    r17.0<8;8,1>:d                   {Compacted}          // $109
(W)     mov (8|M0)               r52.0<1>:ud   r50.0<8;8,1>:ud                  {Compacted}          // $109
        mov (8|M8)               r60.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $115
        mov (8|M8)               r61.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $115
(W)     mov (8|M0)               r59.0<1>:ud   r51.0<8;8,1>:ud                  {Compacted}          // $115
        mov (8|M16)              r69.0<1>:d    r20.0<8;8,1>:d                                        // $121
        mov (8|M16)              r70.0<1>:d    r24.0<8;8,1>:d                                        // $121
(W)     mov (8|M0)               r68.0<1>:ud   r66.0<8;8,1>:ud                  {Compacted}          // $121
        mov (8|M24)              r76.0<1>:d    r21.0<8;8,1>:d                                        // $127
        mov (8|M24)              r77.0<1>:d    r25.0<8;8,1>:d                                        // $127
(W)     mov (8|M0)               r75.0<1>:ud   r67.0<8;8,1>:ud                  {Compacted}          // $127
        add (16|M0)              r34.0<1>:f    r98.0<8;8,1>:f    r114.0<8;8,1>:f  {Compacted}        // $80
        add (16|M0)              r38.0<1>:f    r100.0<8;8,1>:f   r116.0<8;8,1>:f  {Compacted}        // $82
        add (16|M0)              r42.0<1>:f    r102.0<8;8,1>:f   r118.0<8;8,1>:f  {Compacted}        // $84
        add (16|M0)              r46.0<1>:f    r104.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $86
        add (16|M16)             r36.0<1>:f    r106.0<8;8,1>:f   r1.0<8;8,1>:f                       // $81
        add (16|M16)             r40.0<1>:f    r108.0<8;8,1>:f   r3.0<8;8,1>:f                       // $83
        add (16|M16)             r44.0<1>:f    r110.0<8;8,1>:f   r5.0<8;8,1>:f                       // $85
        add (16|M16)             r48.0<1>:f    r112.0<8;8,1>:f   r7.0<8;8,1>:f                       // $87
        add (16|M0)              r34.0<1>:f    r34.0<8;8,1>:f    r9.0<8;8,1>:f    {Compacted}        // $88
        add (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    r11.0<8;8,1>:f   {Compacted}        // $90
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    r13.0<8;8,1>:f   {Compacted}        // $92
        add (16|M0)              r46.0<1>:f    r46.0<8;8,1>:f    r15.0<8;8,1>:f   {Compacted}        // $94
        add (16|M16)             r36.0<1>:f    r36.0<8;8,1>:f    r26.0<8;8,1>:f                      // $89
        add (16|M16)             r40.0<1>:f    r40.0<8;8,1>:f    r28.0<8;8,1>:f                      // $91
        add (16|M16)             r44.0<1>:f    r44.0<8;8,1>:f    r30.0<8;8,1>:f                      // $93
        add (16|M16)             r48.0<1>:f    r48.0<8;8,1>:f    r32.0<8;8,1>:f                      // $95
        mul (16|M0)              r34.0<1>:f    r34.0<8;8,1>:f    0x3EAAAAAB:f                        // $96
        mul (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    0x3EAAAAAB:f                        // $98
        mul (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    0x3EAAAAAB:f                        // $100
        mul (16|M0)              r46.0<1>:f    r46.0<8;8,1>:f    0x3EAAAAAB:f                        // $102
        mul (16|M16)             r36.0<1>:f    r36.0<8;8,1>:f    0x3EAAAAAB:f                        // $97
        mul (16|M16)             r40.0<1>:f    r40.0<8;8,1>:f    0x3EAAAAAB:f                        // $99
        mul (16|M16)             r44.0<1>:f    r44.0<8;8,1>:f    0x3EAAAAAB:f                        // $101
        mul (16|M16)             r48.0<1>:f    r48.0<8;8,1>:f    0x3EAAAAAB:f                        // $103
        mov (8|M0)               r55.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $104
        mov (8|M0)               r56.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $105
        mov (8|M0)               r57.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $106
        mov (8|M0)               r58.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $107
        mov (8|M8)               r62.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $110
        mov (8|M8)               r63.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $111
        mov (8|M8)               r64.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $112
        mov (8|M8)               r65.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $113
        mov (8|M16)              r71.0<1>:f    r36.0<8;8,1>:f                                        // $116
        mov (8|M16)              r72.0<1>:f    r40.0<8;8,1>:f                                        // $117
        mov (8|M16)              r73.0<1>:f    r44.0<8;8,1>:f                                        // $118
        mov (8|M16)              r74.0<1>:f    r48.0<8;8,1>:f                                        // $119
        mov (8|M24)              r78.0<1>:f    r37.0<8;8,1>:f                                        // $122
        mov (8|M24)              r79.0<1>:f    r41.0<8;8,1>:f                                        // $123
        mov (8|M24)              r80.0<1>:f    r45.0<8;8,1>:f                                        // $124
        mov (8|M24)              r81.0<1>:f    r49.0<8;8,1>:f                                        // $125
        send (8|M0)              null     r52:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $109
        send (8|M8)              null     r59:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $115
        send (8|M16)             null     r68:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $121
        send (8|M24)             null     r75:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $127
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $128
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
