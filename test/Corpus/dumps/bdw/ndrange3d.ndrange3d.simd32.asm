//.kernel ndrange3d
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 108
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.6)
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
//.declare V0038 (46)  rf=r size=4 type=d align=2 words (r8.2)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r8.3)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0042 (50)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r11.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r20.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r3.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0046+0 align=16 words (r4.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0067 (75)  rf=r size=4 type=d align=2 words (r29.0)
//.declare V0070 (78)  rf=r size=32 type=uw alias=V0047+0 align=16 words (r5.0)
//.declare V0071 (79)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r6.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0076 (84)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r30.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r32.0)
//.declare V0078 (86)  rf=r size=12 type=ud alias=V0040+0 align=2 words (r9.0)
//.declare V0081 (89)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r25.0)
//.declare V0082 (90)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r27.0)
//.declare V0085 (93)  rf=r size=8 type=q align=4 words (r34.0)
//.declare V0090 (98)  rf=r size=64 type=ud align=16 words (r35.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0092 (100)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r37.0)
//.declare V0093 (101)  rf=r size=8 type=ud alias=V0085+0 align=4 words (r34.0)
//.declare V0094 (102)  rf=r size=8 type=d alias=V0085+0 align=4 words (r34.0)
//.declare V0095 (103)  rf=r size=64 type=ud align=16 words (r39.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0102 (110)  rf=r size=64 type=ud align=16 words (r45.0)
//.declare V0103 (111)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0104 (112)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r47.0)
//.declare V0105 (113)  rf=r size=64 type=ud align=16 words (r49.0)
//.declare V0106 (114)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0107 (115)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0110 (118)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0111 (119)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r18.0)
//.declare V0114 (122)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0115 (123)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0116 (124)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0117 (125)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0118 (126)  rf=r size=4 type=d align=2 words (r63.0)
//.declare V0119 (127)  rf=r size=4 type=d align=2 words (r64.0)
//.declare V0120 (128)  rf=r size=4 type=d align=2 words (r65.0)
//.declare V0121 (129)  rf=r size=4 type=d align=2 words (r66.0)
//.declare V0122 (130)  rf=r size=4 type=d align=2 words (r67.0)
//.declare V0123 (131)  rf=r size=4 type=d align=2 words (r68.0)
//.declare V0124 (132)  rf=r size=4 type=d align=2 words (r69.0)
//.declare V0125 (133)  rf=r size=4 type=d align=2 words (r70.0)
//.declare V0126 (134)  rf=r size=4 type=d align=2 words (r71.0)
//.declare V0127 (135)  rf=r size=4 type=d align=2 words (r72.0)
//.declare V0128 (136)  rf=r size=4 type=d align=2 words (r73.0)
//.declare V0129 (137)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare  (144)  rf=r size=96 type=ud align=16 words (r74.0)
//.declare  (145)  rf=r size=96 type=ud align=16 words (r77.0)
//.declare  (146)  rf=r size=96 type=ud align=16 words (r80.0)
//.declare  (147)  rf=r size=96 type=ud align=16 words (r83.0)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (149)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (150)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (151)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (152)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (157)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (158)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (159)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (160)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (161)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (162)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (163)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (164)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (169)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (170)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (171)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (172)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (173)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (174)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (175)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (176)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (181)  rf=r size=64 type=ud alias=+0 align=16 words (r94.0)
//.declare  (182)  rf=r size=64 type=ud alias=+0 align=16 words (r96.0)
//.declare  (183)  rf=r size=64 type=ud alias=+0 align=16 words (r102.0)
//.declare  (184)  rf=r size=64 type=ud alias=+0 align=16 words (r104.0)
//.declare  (185)  rf=r size=64 type=d alias=+0 align=16 words (r102.0)
//.declare  (186)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (187)  rf=r size=64 type=ud alias=+0 align=16 words (r98.0)
//.declare  (188)  rf=r size=64 type=ud alias=+0 align=16 words (r100.0)
//.declare  (189)  rf=r size=64 type=ud alias=+0 align=16 words (r106.0)
//.declare  (190)  rf=r size=64 type=ud alias=+0 align=16 words (r108.0)
//.declare  (191)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (192)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0043    | :w x 16  |     32 | r1       | general    |
// | V0044    | :w x 16  |     32 | r2       | general    |
// | V0045    | :w x 16  |     32 | r3       | general    |
// | V0046    | :w x 16  |     32 | r4       | general    |
// | V0047    | :w x 16  |     32 | r5       | general    |
// | V0048    | :w x 16  |     32 | r6       | general    |
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0038    | :d       |      4 | r8+8     | general    |
// | V0039    | :d x 3   |     12 | r8+12    | general    |
// | V0040    | :d x 3   |     12 | r9       | general    |
// | V0041    | :d x 3   |     12 | r9+12    | general    |
// | V0042    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r29.0<1>:d    r10.2<0;1,0>:d    r0.7<0;1,0>:d                       // $16
(W)     mul (1|M0)               r20.0<1>:d    r10.1<0;1,0>:d    r0.6<0;1,0>:d                       // $9
(W)     mov (1|M0)               r34.0<1>:q    r9.0<0;1,0>:ud                                        // $29
        mul (16|M0)              r55.0<1>:d    r3.0<16;16,1>:uw  10:w                                // $54
(W)     add (1|M0)               r63.0<1>:d    r0.1<0;1,0>:d     r0.6<0;1,0>:d                       // $62
        mul (16|M16)             r57.0<1>:d    r4.0<16;16,1>:uw  10:w                                // $55
        add (16|M0)              r30.0<1>:d    r29.0<0;1,0>:d    r5.0<16;16,1>:uw                    // $19
        add (16|M0)              r21.0<1>:d    r20.0<0;1,0>:d    r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r32.0<1>:d    r29.0<0;1,0>:d    r6.0<16;16,1>:uw                    // $20
        add (16|M16)             r23.0<1>:d    r20.0<0;1,0>:d    r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted}        // $21
        add (16|M0)              r25.0<1>:d    r21.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r7.2<0;1,0>:d                       // $22
        add (16|M16)             r27.0<1>:d    r23.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        mul (8|M0)               r86.0<1>:q    r30.0<8;8,1>:ud   r9.1<0;1,0>:ud                      // $23
        mul (8|M8)               r88.0<1>:q    r31.0<8;8,1>:ud   r9.1<0;1,0>:ud                      // $23
        mul (16|M0)              r59.0<1>:d    r5.0<16;16,1>:uw  100:w                               // $58
        mul (8|M16)              r90.0<1>:q    r32.0<8;8,1>:ud   r9.1<0;1,0>:ud                      // $24
        mul (8|M24)              r92.0<1>:q    r33.0<8;8,1>:ud   r9.1<0;1,0>:ud                      // $24
        add (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    r1.0<16;16,1>:uw                    // $56
        add (8|M0)               r94.0<1>:q    r86.0<4;4,1>:q    r25.0<8;8,1>:ud                     // $27
        add (8|M8)               r96.0<1>:q    r88.0<4;4,1>:q    r26.0<8;8,1>:ud                     // $27
(W)     add (1|M0)               r64.0<1>:d    r63.0<0;1,0>:d    r0.7<0;1,0>:d    {Compacted}        // $63
        add (8|M16)              r98.0<1>:q    r90.0<4;4,1>:q    r27.0<8;8,1>:ud                     // $28
        add (8|M24)              r100.0<1>:q   r92.0<4;4,1>:q    r28.0<8;8,1>:ud                     // $28
        mul (16|M16)             r61.0<1>:d    r6.0<16;16,1>:uw  100:w                               // $59
        mov (8|M0)               r35.0<1>:ud   r94.0<2;1,0>:ud                                       // $30
        mov (8|M8)               r36.0<1>:ud   r96.0<2;1,0>:ud                                       // $30
        mov (8|M0)               r37.0<1>:ud   r94.1<2;1,0>:ud                                       // $31
        mov (8|M16)              r45.0<1>:ud   r98.0<2;1,0>:ud                                       // $40
        mov (8|M24)              r46.0<1>:ud   r100.0<2;1,0>:ud                                      // $40
        mov (8|M8)               r38.0<1>:ud   r96.1<2;1,0>:ud                                       // $31
        add (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $57
(W)     mul (8|M0)               acc0.0<1>:ud  r35.0<8;8,1>:ud   r34.0<0;1,0>:uw                     // $33
        mul (16|M0)              r43.0<1>:d    r35.0<8;8,1>:ud   r34.1<0;1,0>:d                      // $34
        mul (16|M16)             r53.0<1>:d    r45.0<8;8,1>:ud   r34.1<0;1,0>:d                      // $44
        mov (8|M16)              r47.0<1>:ud   r98.1<2;1,0>:ud                                       // $41
        mov (8|M24)              r48.0<1>:ud   r100.1<2;1,0>:ud                                      // $41
        mach (8|M0)              r41.0<1>:d    r35.0<8;8,1>:ud   r34.0<0;1,0>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r36.0<8;8,1>:ud   r34.0<0;1,0>:uw                     // $33
(W)     mul (1|M0)               r11.0<1>:d    r10.0<0;1,0>:d    r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mul (1|M0)               r66.0<1>:d    r9.3<0;1,0>:d     r9.4<0;1,0>:d                       // $67
(W)     mul (1|M0)               r68.0<1>:d    r8.4<0;1,0>:d     3:w                                 // $71
        add (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}        // $60
(W)     mul (1|M0)               r65.0<1>:d    r64.0<0;1,0>:d    1000:w                              // $64
        mach (8|M8)              r42.0<1>:d    r36.0<8;8,1>:ud   r34.0<0;1,0>:ud  {AccWrEn}          // $34
(W)     mul (8|M0)               acc0.0<1>:ud  r45.0<8;8,1>:ud   r34.0<0;1,0>:uw                     // $43
        add (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    r61.0<8;8,1>:d                      // $61
        mul (16|M0)              r39.0<1>:ud   r35.0<8;8,1>:ud   r34.0<0;1,0>:ud  {Compacted}        // $32
        add (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $35
        mach (8|M16)             r51.0<1>:d    r45.0<8;8,1>:ud   r34.0<0;1,0>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   r34.0<0;1,0>:uw                     // $43
        mul (16|M0)              r43.0<1>:d    r37.0<8;8,1>:d    r34.0<0;1,0>:ud                     // $36
(W)     mul (1|M0)               r70.0<1>:d    r8.5<0;1,0>:d     5:w                                 // $73
        add (16|M0)              r12.0<1>:d    r11.0<0;1,0>:d    r1.0<16;16,1>:uw                    // $5
(W)     mul (1|M0)               r67.0<1>:d    r66.0<0;1,0>:d    r9.5<0;1,0>:d    {Compacted}        // $68
        mach (8|M24)             r52.0<1>:d    r46.0<8;8,1>:ud   r34.0<0;1,0>:ud  {AccWrEn}          // $44
(W)     add (1|M0)               r69.0<1>:d    r68.0<0;1,0>:d    r8.3<0;1,0>:d    {Compacted}        // $72
        add (16|M0)              r55.0<1>:d    r65.0<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}        // $65
        add (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $37
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r53.0<8;8,1>:d                      // $45
        mul (16|M16)             r53.0<1>:d    r47.0<8;8,1>:d    r34.0<0;1,0>:ud                     // $46
        mul (16|M16)             r49.0<1>:ud   r45.0<8;8,1>:ud   r34.0<0;1,0>:ud                     // $42
        add (16|M16)             r14.0<1>:d    r11.0<0;1,0>:d    r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r57.0<1>:d    r65.0<0;1,0>:d    r57.0<8;8,1>:d                      // $66
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r53.0<8;8,1>:d                      // $47
        mov (8|M0)               r102.0<2>:ud  r39.0<8;8,1>:ud                                       // $38
(W)     add (1|M0)               r72.0<1>:d    r7.0<0;1,0>:d     r7.2<0;1,0>:d    {Compacted}        // $77
        mov (8|M8)               r104.0<2>:ud  r40.0<8;8,1>:ud                                       // $38
        add (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
(W)     add (1|M0)               r71.0<1>:d    r69.0<0;1,0>:d    r70.0<0;1,0>:d   {Compacted}        // $74
        add (16|M0)              r55.0<1>:d    r67.0<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}        // $69
        mov (8|M0)               r102.1<2>:d   r41.0<8;8,1>:d                                        // $39
        mov (8|M16)              r106.0<2>:ud  r49.0<8;8,1>:ud                                       // $48
        mov (8|M8)               r104.1<2>:d   r42.0<8;8,1>:d                                        // $39
        mov (8|M24)              r108.0<2>:ud  r50.0<8;8,1>:ud                                       // $48
        add (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r57.0<1>:d    r67.0<0;1,0>:d    r57.0<8;8,1>:d                      // $70
        mov (8|M16)              r106.1<2>:d   r51.0<8;8,1>:d                                        // $49
        mov (8|M24)              r108.1<2>:d   r52.0<8;8,1>:d                                        // $49
(W)     add (1|M0)               r73.0<1>:d    r72.0<0;1,0>:d    r8.2<0;1,0>:d    {Compacted}        // $78
        add (16|M0)              r55.0<1>:d    r71.0<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}        // $75
        add (8|M0)               r110.0<1>:q   r102.0<4;4,1>:q   r16.0<8;8,1>:ud                     // $52
        add (8|M8)               r112.0<1>:q   r104.0<4;4,1>:q   r17.0<8;8,1>:ud                     // $52
        add (16|M16)             r57.0<1>:d    r71.0<0;1,0>:d    r57.0<8;8,1>:d                      // $76
        add (8|M16)              r114.0<1>:q   r106.0<4;4,1>:q   r18.0<8;8,1>:ud                     // $53
        add (8|M24)              r116.0<1>:q   r108.0<4;4,1>:q   r19.0<8;8,1>:ud                     // $53
        add (16|M0)              r55.0<1>:d    r73.0<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}        // $79
        shl (8|M0)               r118.0<1>:q   r110.0<4;4,1>:q   2:w                                 // $81
        shl (8|M8)               r120.0<1>:q   r112.0<4;4,1>:q   2:w                                 // $81
        add (16|M16)             r57.0<1>:d    r73.0<0;1,0>:d    r57.0<8;8,1>:d                      // $80
        shl (8|M16)              r122.0<1>:q   r114.0<4;4,1>:q   2:w                                 // $82
        shl (8|M24)              r124.0<1>:q   r116.0<4;4,1>:q   2:w                                 // $82
        mov (8|M0)               r76.0<1>:d    r55.0<8;8,1>:d                   {Compacted}          // $85
        add (8|M0)               r74.0<1>:q    r118.0<4;4,1>:q   r8.0<0;1,0>:q                       // $83
        mov (8|M8)               r79.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $86
        add (8|M8)               r77.0<1>:q    r120.0<4;4,1>:q   r8.0<0;1,0>:q                       // $83
        mov (8|M16)              r82.0<1>:d    r57.0<8;8,1>:d                                        // $87
        add (8|M16)              r80.0<1>:q    r122.0<4;4,1>:q   r8.0<0;1,0>:q                       // $84
        mov (8|M24)              r85.0<1>:d    r58.0<8;8,1>:d                                        // $88
        add (8|M24)              r83.0<1>:q    r124.0<4;4,1>:q   r8.0<0;1,0>:q                       // $84
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $89
        send (8|M0)              null     r74:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $85
        send (8|M8)              null     r77:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $86
        send (8|M16)             null     r80:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $87
        send (8|M24)             null     r83:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $88
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $89
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
