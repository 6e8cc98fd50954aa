//.kernel sobel
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 109
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0045 (53)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0052 (60)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0056 (64)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0069 (79)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0070 (80)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0071 (81)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0072 (82)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0075 (87)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0076 (88)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0077 (89)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0078 (90)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0079 (93)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0080 (94)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0081 (95)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0082 (96)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0083 (99)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0084 (100)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0085 (103)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0086 (104)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0087 (105)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0088 (106)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0089 (107)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0090 (108)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0091 (111)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0092 (112)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0093 (115)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0094 (116)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0095 (119)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0096 (120)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0097 (121)  rf=r size=4 type=f align=2 words (r96.0)
//.declare V0098 (122)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0099 (123)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0100 (124)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0101 (125)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0102 (126)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0103 (127)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0104 (128)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0105 (129)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0106 (130)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0107 (131)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0108 (132)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0109 (133)  rf=r size=64 type=f align=16 words (r123.0)
//.declare  (135)  rf=r size=160 type=ud align=16 words (r2.0)
//.declare  (137)  rf=r size=160 type=ud align=16 words (r7.0)
//.declare  (139)  rf=r size=160 type=ud align=16 words (r12.0)
//.declare  (141)  rf=r size=160 type=ud align=16 words (r24.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (151)  rf=r size=32 type=ud align=16 words (r29.0)

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


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r125.2<0;1,0>:uw {@1}               // $2
(W)     mach (1|M0)              r5.0<1>:d     r8.2<0;1,0>:d     r125.1<0;1,0>:d                     // $5
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r125.12<0;1,0>:uw                   // $9
(W)     mach (1|M0)              r6.0<1>:d     r8.3<0;1,0>:d     r125.6<0;1,0>:d                     // $12
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}               // $5
        add (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw {@2}               // $12
        add (16|M16)             r10.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r14.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@4}     // $7
        add (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@4}     // $14
        add (16|M16)             r18.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@4}     // $8
        add (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@4}     // $15
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    -1:w               {Compacted,@4}   // $16
        add (16|M0)              r28.0<1>:d    r20.0<8;8,1>:d    -1:w               {Compacted,@4}   // $20
        add (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted}       // $62
        add (16|M0)              r36.0<1>:d    r16.0<8;8,1>:d    1:w               {Compacted}       // $38
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    -1:w               {Compacted,@6}   // $17
        add (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    -1:w               {Compacted,@6}   // $21
        add (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted}       // $63
        mov (16|M0)              r48.0<1>:f    r16.0<8;8,1>:d                   {Compacted}          // $30
        mov (16|M0)              r40.0<1>:f    r24.0<8;8,1>:d                   {Compacted,@7}       // $18
        mov (16|M0)              r44.0<1>:f    r28.0<8;8,1>:d                   {Compacted,@7}       // $22
        mov (16|M0)              r52.0<1>:f    r32.0<8;8,1>:d                   {Compacted,@7}       // $64
        add (16|M16)             r38.0<1>:d    r18.0<8;8,1>:d    1:w               {Compacted}       // $39
        send.smpl (16|M0)        r56      r40     r44     0x80            0x04258000           {@3,$0} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $26
        send.smpl (16|M0)        r60      r48     r44     0x80            0x04258000           {@5,$1} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $34
        send.smpl (16|M0)        r64      r40     r52     0x80            0x04258000           {@2,$2} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $68
        send.smpl (16|M0)        r68      r48     r52     0x80            0x04258000           {$3} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $74
        mov (16|M16)             r50.0<1>:f    r18.0<8;8,1>:d                   {Compacted}          // $31
        mov (16|M0)              r72.0<1>:f    r36.0<8;8,1>:d                   {Compacted,@7}       // $40
        mov (16|M16)             r42.0<1>:f    r26.0<8;8,1>:d                   {Compacted,@7}       // $19
        mov (16|M16)             r46.0<1>:f    r30.0<8;8,1>:d                   {Compacted,@7}       // $23
        mov (16|M16)             r54.0<1>:f    r34.0<8;8,1>:d                   {Compacted,@7}       // $65
        mov (16|M0)              r76.0<1>:f    r20.0<8;8,1>:d                   {Compacted}          // $48
        send.smpl (16|M0)        r80      r72     r44     0x80            0x04258000           {@5,$4} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $44
        send.smpl (16|M0)        r84      r72     r52     0x80            0x04258000           {$5} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $80
        send.smpl (16|M16)       r58      r42     r46     0x80            0x04258000           {@3,$6} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $29
        send.smpl (16|M16)       r62      r50     r46     0x80            0x04258000           {@6,$7} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $37
        send.smpl (16|M16)       r66      r42     r54     0x80            0x04258000           {@2,$8} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $71
        send.smpl (16|M16)       r70      r50     r54     0x80            0x04258000           {$9} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $77
        mov (16|M16)             r74.0<1>:f    r38.0<8;8,1>:d                   {Compacted,@7}       // $41
        send.smpl (16|M0)        r88      r40     r76     0x80            0x04258000           {@2,$10} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $52
        send.smpl (16|M0)        r92      r72     r76     0x80            0x04258000           {$11} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $58
        mov (16|M16)             r78.0<1>:f    r22.0<8;8,1>:d                   {Compacted}          // $49
        send.smpl (16|M16)       r82      r74     r46     0x80            0x04258000           {@2,$12} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $47
        send.smpl (16|M16)       r86      r74     r54     0x80            0x04258000           {$13} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $83
        send.smpl (16|M16)       r90      r42     r78     0x80            0x04258000           {@1,$14} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $55
        send.smpl (16|M16)       r94      r74     r78     0x80            0x04258000           {$15} // wr:2+2, rd:2; simd16 sample with lod forced to 0 using sampler index 0 // $61
(W)     mov (1|M0)               r96.0<1>:f    0x40000000:f                               {Compacted} // $84
        mov (8|M0)               r6.0<1>:f     0x3F800000:f                               {Compacted} // $114
        mov (8|M0)               r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted}          // $116
        mov (8|M8)               r11.0<1>:f    0x3F800000:f                               {Compacted} // $120
        mov (8|M8)               r7.0<1>:f     r21.0<8;8,1>:f                   {Compacted}          // $122
        mov (8|M16)              r12.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $128
        mov (8|M24)              r24.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $134
        mov (8|M24)              r28.0<1>:f    0x3F800000:f                               {Compacted} // $132
(W)     mov (8|M0)               r127.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $135
        sync.nop                             null                             {Compacted,$1.dst}     // $99
        mad (16|M0)              acc0.0<1>:f   r56.0<8;1>:f      r60.0<8;1>:f      r96.0<0>:f       {Compacted,@7,$0.dst} // $99 R{} IR{}{E:4,E:6,E:0,},  R{r96,} IR{}{O:4,O:6,},  {BC=1}
        sync.nop                             null                             {Compacted,$3.dst}     // $95
        mad (16|M0)              r97.0<1>:f    r64.0<8;1>:f      r68.0<8;1>:f      r96.0<0>:f       {Compacted,$2.dst} // $95 R{} IR{}{E:0,E:2,E:0,},  R{r96,} IR{}{O:0,O:2,},  {BC=1}
        add (16|M0)              r101.0<1>:f   acc0.0<8;8,1>:f   r80.0<8;8,1>:f   {Compacted,$4.dst} // $101
        add (16|M0)              acc0.0<1>:f   r97.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted,@2,$5.dst} // $97
        add (16|M0)              r97.0<1>:f    acc0.0<8;8,1>:f   -r101.0<8;8,1>:f {Compacted,@2}     // $103
        sync.nop                             null                             {Compacted,$7.dst}     // $100
        mad (16|M16)             r103.0<1>:f   r58.0<8;1>:f      r62.0<8;1>:f      r96.0<0>:f       {Compacted,$6.dst} // $100 R{} IR{}{E:5,E:7,E:0,},  R{r96,} IR{}{O:5,O:7,},  {BC=1}
        mul (16|M0)              r97.0<1>:f    r97.0<8;8,1>:f    r97.0<8;8,1>:f   {Compacted,@2}     // $105
        sync.nop                             null                             {Compacted,$9.dst}     // $96
        mad (16|M16)             r99.0<1>:f    r66.0<8;1>:f      r70.0<8;1>:f      r96.0<0>:f       {Compacted,$8.dst} // $96 R{} IR{}{E:1,E:3,E:0,},  R{r96,} IR{}{O:1,O:3,},  {BC=1}
        mad (16|M0)              acc0.0<1>:f   r56.0<8;1>:f      r88.0<8;1>:f      r96.0<0>:f       {Compacted,$10.dst} // $89 R{r96,} IR{}{E:4,E:4,},  R{r96,} IR{}{O:4,O:4,},  {BC=2}
        mad (16|M0)              r105.0<1>:f   r80.0<8;1>:f      r92.0<8;1>:f      r96.0<0>:f       {Compacted,$11.dst} // $85
        add (16|M0)              r109.0<1>:f   acc0.0<8;8,1>:f   r64.0<8;8,1>:f   {Compacted}        // $91
        add (16|M16)             r103.0<1>:f   r103.0<8;8,1>:f   r82.0<8;8,1>:f   {Compacted,@6,$12.dst} // $102
        add (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted,@5,$13.dst} // $98
        add (16|M0)              r105.0<1>:f   r105.0<8;8,1>:f   r84.0<8;8,1>:f   {Compacted,@4}     // $87
        mad (16|M16)             acc0.0<1>:f   r58.0<8;1>:f      r90.0<8;1>:f      r96.0<0>:f       {Compacted,$14.dst} // $90 R{} IR{}{E:5,E:5,E:0,},  R{r96,} IR{}{O:5,O:5,},  {BC=2}
        mad (16|M16)             r107.0<1>:f   r82.0<8;1>:f      r94.0<8;1>:f      r96.0<0>:f       {Compacted,$15.dst} // $86
        add (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    -r103.0<8;8,1>:f {Compacted,@4}     // $104
        add (16|M16)             r111.0<1>:f   acc0.0<8;8,1>:f   r66.0<8;8,1>:f   {Compacted}        // $92
        add (16|M16)             acc0.0<1>:f   r107.0<8;8,1>:f   r86.0<8;8,1>:f   {Compacted,@3}     // $88
        add (16|M0)              r113.0<1>:f   r105.0<8;8,1>:f   -r109.0<8;8,1>:f {Compacted,@6}     // $93
        mul (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted,@4}     // $106
        add (16|M16)             r115.0<1>:f   acc0.0<8;8,1>:f   -r111.0<8;8,1>:f {Compacted,@4}     // $94
        mad (16|M0)              r117.0<1>:f   r97.0<8;1>:f      r113.0<8;1>:f     r113.0<1>:f      {Compacted,@3} // $107 R{} IR{r113,}{O:0,O:0,},  R{} IR{r114,}{E:1,E:1,},  {BC=2}
        mad (16|M16)             r119.0<1>:f   r99.0<8;1>:f      r115.0<8;1>:f     r115.0<1>:f      {Compacted,@2} // $108 R{} IR{r115,}{O:1,O:1,},  R{} IR{r116,}{E:2,E:2,},  {BC=2}
        math.sqt (16|M0)         r121.0<1>:f   r117.0<8;8,1>:f                  {@2,$0}              // $109
        math.sqt (16|M16)        r123.0<1>:f   r119.0<8;8,1>:f                  {@1,$1}              // $110
        mov (8|M0)               r3.0<1>:f     r121.0<8;8,1>:f                  {Compacted,$0.dst}   // $111
        mov (8|M0)               r4.0<1>:f     r121.0<8;8,1>:f                  {Compacted}          // $112
        mov (8|M0)               r5.0<1>:f     r121.0<8;8,1>:f                  {Compacted}          // $113
        mov (8|M8)               r8.0<1>:f     r122.0<8;8,1>:f                  {Compacted}          // $117
        mov (8|M8)               r9.0<1>:f     r122.0<8;8,1>:f                  {Compacted}          // $118
        mov (8|M8)               r10.0<1>:f    r122.0<8;8,1>:f                  {Compacted}          // $119
        mov (8|M16)              r13.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$1.dst}   // $123
        send.dc1 (8|M0)          null     r16     r2      0x140            0x02035002           {@5,$2} // wr:1+5, rd:0; typed surface write with xyzw; u // $116
        send.dc1 (8|M8)          null     r17     r7      0x140            0x02035002           {@2,$3} // wr:1+5, rd:0; typed surface write with xyzw; u // $122
        mov (8|M16)              r14.0<1>:f    r123.0<8;8,1>:f                  {Compacted}          // $124
        mov (8|M16)              r15.0<1>:f    r123.0<8;8,1>:f                  {Compacted}          // $125
        mov (8|M24)              r25.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $129
        mov (8|M24)              r26.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $130
        mov (8|M24)              r27.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $131
        mov (8|M16)              r16.0<1>:f    0x3F800000:f                               {Compacted,$2.src} // $126
        send.dc1 (8|M16)         null     r18     r12     0x140            0x02035002           {@1,$4} // wr:1+5, rd:0; typed surface write with xyzw; u // $128
        send.dc1 (8|M24)         null     r19     r24     0x140            0x02035002           {@2,$5} // wr:1+5, rd:0; typed surface write with xyzw; u // $134
(W)     send.dc0 (8|M0)          r29      r125    null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $135
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $135
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $135


//.BankConflicts: 12
//.BankConflicts.SameBank: 5
//.BankConflicts.TwoSrc: 7
//.SIMD16ReadSuppressions: 2
//.SIMD8s: 161
//
//.RMWs: 0
//
//.accSubDef: 5
//.accSubUse: 5
//.accSubCandidateDef: 14
//.accSubCandidateUse: 14
