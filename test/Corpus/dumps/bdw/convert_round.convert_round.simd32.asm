//.kernel convert_round
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 166
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.0)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r71.0)
//.declare V0074 (82)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r73.0)
//.declare P01 (83)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P02 (84)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0077 (87)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0078 (88)  rf=r size=64 type=f align=16 words (r24.0)
//.declare P03 (89)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0079 (90)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0080 (91)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0081 (92)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r78.0)
//.declare P04 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (95)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0083 (96)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0084 (97)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0085 (98)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0086 (99)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0087 (100)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0088 (101)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0089 (102)  rf=r size=64 type=f align=16 words (r51.0)
//.declare V0090 (103)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0091 (104)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0092 (105)  rf=r size=64 type=f align=16 words (r82.0)
//.declare P06 (106)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0093 (107)  rf=r size=32 type=w align=16 words (r110.0)
//.declare V0094 (108)  rf=r size=32 type=w align=16 words (r111.0)
//.declare V0095 (109)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0096 (110)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0097 (111)  rf=r size=64 type=f align=16 words (r55.0)
//.declare V0098 (112)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0099 (113)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0100 (114)  rf=r size=64 type=f align=16 words (r87.0)
//.declare P07 (115)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0101 (116)  rf=r size=16 type=b align=16 words (r112.0)
//.declare V0102 (117)  rf=r size=16 type=b align=16 words (r113.0)
//.declare V0103 (118)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0104 (119)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (122)  rf=r size=128 type=ud align=16 words (r122.0)
//.declare  (123)  rf=r size=128 type=ud align=16 words (r1.0)
//.declare V0107 (124)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0108 (125)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0109 (126)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0110 (127)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0111 (128)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0112 (129)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0113 (130)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0114 (131)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0115 (132)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r18.0)
//.declare V0116 (133)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r20.0)
//.declare V0117 (134)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0118 (135)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0119 (136)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0120 (137)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0121 (138)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0122 (139)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0123 (140)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0124 (141)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0125 (142)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0126 (143)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0127 (144)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r38.0)
//.declare V0128 (145)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r40.0)
//.declare V0129 (146)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0130 (147)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (148)  rf=r size=128 type=ud align=16 words (r50.0)
//.declare  (149)  rf=r size=128 type=ud align=16 words (r54.0)
//.declare V0131 (150)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0132 (151)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0133 (152)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0134 (153)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0135 (154)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (155)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (156)  rf=r size=64 type=w align=32 words (r98.0)
//.declare  (157)  rf=r size=64 type=w align=32 words (r100.0)
//.declare  (158)  rf=r size=64 type=b align=32 words (r102.0)
//.declare  (159)  rf=r size=64 type=b align=32 words (r104.0)
//.declare  (160)  rf=r size=4 type=uw align=2 words (r89.0)
//.declare  (161)  rf=r size=4 type=uw align=2 words (r84.0)
//.declare  (162)  rf=r size=4 type=uw align=2 words (r44.0)
//.declare  (163)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (164)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (165)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (167)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (168)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (169)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (170)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (171)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (173)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (174)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (175)  rf=r size=4 type=uw align=2 words (r75.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (179)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0131    | :uq      |      8 | r8       | general    |
// | V0132    | :uq      |      8 | r8+8     | general    |
// | V0133    | :uq      |      8 | r8+16    | general    |
// | V0134    | :uq      |      8 | r8+24    | general    |
// | V0135    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r14:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        mov (16|M0)              r122.0<1>:ud  r10.0<8;8,1>:ud                  {Compacted}          // $106
        send (16|M16)            r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        mov (16|M16)             r1.0<1>:ud    r12.0<8;8,1>:ud                                       // $108
        rndu (16|M0)  (ge)f1.0   r42.0<1>:f    r14.0<8;8,1>:f                                        // $25
        mul (16|M0)              r26.0<1>:f    r14.0<8;8,1>:f    0x447A0000:f                        // $71
        mul (16|M16)             r28.0<1>:f    r16.0<8;8,1>:f    0x447A0000:f                        // $72
        mul (16|M0)              r22.0<1>:f    r14.0<8;8,1>:f    0x501502F9:f                        // $51
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $25
        rndd (16|M0)             r30.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $73
        rndd (16|M16)            r32.0<1>:f    r28.0<8;8,1>:f                                        // $74
        mul (16|M16)             r24.0<1>:f    r16.0<8;8,1>:f    0x501502F9:f                        // $52
(W)     mov (1|M0)               f1.0<1>:ud    r44.0<0;1,0>:ud                  {Compacted}          // $26
        rndu (16|M16) (ge)f1.0   r45.0<1>:f    r16.0<8;8,1>:f                                        // $26
        rnde (16|M0)             r18.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $15
        cmp (16|M0)   (le)f0.0   null<1>:f     r22.0<8;8,1>:f    0xCF000000:f                        // $53
        cmp (16|M16)  (le)f0.0   null<1>:f     r24.0<8;8,1>:f    0xCF000000:f                        // $54
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $26
        cmp (16|M0)   (gt)f1.0   null<1>:f     r42.0<8;8,1>:f    0x4F800000:f                        // $43
(~f0.0) sel (16|M0)              r47.0<1>:f    r22.0<8;8,1>:f    0xCF000000:f                        // $55
(~f0.0) sel (16|M16)             r49.0<1>:f    r24.0<8;8,1>:f    0xCF000000:f                        // $56
        rnde (16|M16)            r20.0<1>:f    r16.0<8;8,1>:f                                        // $16
(W)     mov (1|M0)               r75.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $43
        cmp (16|M0)   (eq)f1.0   null<1>:f     r30.0<8;8,1>:f    r30.0<8;8,1>:f                      // $79
        mov (16|M0)              r76.0<1>:d    r47.0<8;8,1>:f                   {Compacted}          // $57
        mov (16|M16)             r78.0<1>:d    r49.0<8;8,1>:f                                        // $58
(W)     mov (1|M0)               f0.0<1>:ud    r75.0<0;1,0>:ud                  {Compacted}          // $44
(W)     mov (1|M0)               r84.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $79
        cmp (16|M16)  (gt)f0.0   null<1>:f     r45.0<8;8,1>:f    0x4F800000:f                        // $44
        sel (16|M0)   (ge)f0.0   r51.0<1>:f    r30.0<8;8,1>:f    0xC7000000:f                        // $75
        sel (16|M16)  (ge)f0.0   r53.0<1>:f    r32.0<8;8,1>:f    0xC7000000:f                        // $76
(W)     mov (1|M0)               f1.0<1>:ud    r84.0<0;1,0>:ud                  {Compacted}          // $80
        cmp (16|M16)  (eq)f1.0   null<1>:f     r32.0<8;8,1>:f    r32.0<8;8,1>:f                      // $80
(W)     mov (1|M0)               r75.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $44
        cmp (16|M0)   (gt)f0.0   null<1>:f     r22.0<8;8,1>:f    0x4F000000:f                        // $59
        cmp (16|M16)  (gt)f0.0   null<1>:f     r24.0<8;8,1>:f    0x4F000000:f                        // $60
(W)     mov (1|M0)               r84.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $80
        cmp (16|M0)   (eq)f1.0   null<1>:f     r18.0<8;8,1>:f    r18.0<8;8,1>:f                      // $91
(f0.0)  mov (16|M0)              r76.0<1>:d    2147483647:d                                          // $61
(f0.0)  mov (16|M16)             r78.0<1>:d    2147483647:d                                          // $62
        sel (16|M0)   (lt)f0.0   r34.0<1>:f    r18.0<8;8,1>:f    0x7FC00000:f                        // $85
(W)     mov (1|M0)               r89.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $91
        sel (16|M16)  (lt)f0.0   r36.0<1>:f    r20.0<8;8,1>:f    0x7FC00000:f                        // $86
(W)     mov (1|M0)               f0.0<1>:ud    r84.0<0;1,0>:ud                  {Compacted}          // $81
        mov (16|M0)              r38.0<1>:d    r14.0<8;8,1>:f                   {Compacted}          // $19
        sel (16|M0)   (lt)f0.0   r80.0<1>:f    r51.0<8;8,1>:f    0x46FFFE00:f                        // $77
(W)     mov (1|M0)               f1.0<1>:ud    r89.0<0;1,0>:ud                  {Compacted}          // $92
        cmp (16|M16)  (eq)f1.0   null<1>:f     r20.0<8;8,1>:f    r20.0<8;8,1>:f                      // $92
        sel (16|M16)  (lt)f0.0   r82.0<1>:f    r53.0<8;8,1>:f    0x46FFFE00:f                        // $78
        mov (16|M16)             r40.0<1>:d    r16.0<8;8,1>:f                                        // $20
        sel (16|M0)   (ge)f0.0   r55.0<1>:f    r34.0<8;8,1>:f    0xC3000000:f                        // $87
(W)     mov (1|M0)               r89.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $92
        sel (16|M16)  (ge)f0.0   r57.0<1>:f    r36.0<8;8,1>:f    0xC3000000:f                        // $88
(~f0.0) mov (16|M0)              r80.0<1>:f    0x0:f                                                 // $81
(~f0.0) mov (16|M16)             r82.0<1>:f    0x0:f                                                 // $82
(W)     mov (1|M0)               f1.0<1>:ud    r75.0<0;1,0>:ud                  {Compacted}          // $45
(W)     mov (1|M0)               f0.0<1>:ud    r89.0<0;1,0>:ud                  {Compacted}          // $93
        rndd (16|M0)             r67.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $33
        mov (16|M0)              r63.0<1>:d    r42.0<8;8,1>:f                   {Compacted}          // $27
        mov (16|M0)              r59.0<1>:d    r18.0<8;8,1>:f                   {Compacted}          // $17
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    1:w                                 // $21
        rndd (16|M16)            r69.0<1>:f    r16.0<8;8,1>:f                                        // $34
        mov (16|M16)             r65.0<1>:d    r45.0<8;8,1>:f                                        // $28
        mov (16|M16)             r61.0<1>:d    r20.0<8;8,1>:f                                        // $18
        shl (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    1:w                                 // $22
        mov (16|M0)              r71.0<1>:ud   r42.0<8;8,1>:f                   {Compacted}          // $41
        sel (16|M0)   (lt)f0.0   r85.0<1>:f    r55.0<8;8,1>:f    0x42FE0000:f                        // $89
        sel (16|M16)  (lt)f0.0   r87.0<1>:f    r57.0<8;8,1>:f    0x42FE0000:f                        // $90
        mov (16|M16)             r73.0<1>:ud   r45.0<8;8,1>:f                                        // $42
(f1.0)  mov (16|M0)              r71.0<1>:d    -1:w                                                  // $45
(~f0.0) mov (16|M0)              r85.0<1>:f    0x0:f                                                 // $93
(~f0.0) mov (16|M16)             r87.0<1>:f    0x0:f                                                 // $94
        mov (16|M0)              r90.0<1>:d    r67.0<8;8,1>:f                   {Compacted}          // $35
        mul (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    3:w                                 // $29
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}        // $23
(f1.0)  mov (16|M16)             r73.0<1>:d    -1:w                                                  // $46
        cmp (16|M0)   (eq)f1.0   null<1>:f     r22.0<8;8,1>:f    r22.0<8;8,1>:f                      // $63
(W)     mov (1|M0)               f0.0<1>:ud    r44.0<0;1,0>:ud                  {Compacted}          // $49
        mov (16|M16)             r92.0<1>:d    r69.0<8;8,1>:f                                        // $36
        mul (16|M16)             r65.0<1>:d    r65.0<8;8,1>:d    3:w                                 // $30
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r61.0<8;8,1>:d                      // $24
        cmp (16|M16)  (eq)f1.0   null<1>:f     r24.0<8;8,1>:f    r24.0<8;8,1>:f                      // $64
        mov (16|M0)              r98.0<2>:w    r80.0<8;8,1>:f                                        // $83
        mov (16|M0)              r102.0<4>:b   r85.0<8;8,1>:f                                        // $95
        mul (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    5:w                                 // $37
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted}        // $31
(~f1.0) mov (16|M0)              r76.0<1>:d    0:w                                                   // $65
(f0.0)  sel (16|M0)              r94.0<1>:d    r71.0<8;8,1>:d    0:w                                 // $49
        mov (16|M16)             r100.0<2>:w   r82.0<8;8,1>:f                                        // $84
        mov (16|M16)             r104.0<4>:b   r87.0<8;8,1>:f                                        // $96
(f0.0)  sel (16|M16)             r96.0<1>:d    r73.0<8;8,1>:d    0:w                                 // $50
        mul (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    5:w                                 // $38
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r65.0<8;8,1>:d                      // $32
(~f1.0) mov (16|M16)             r78.0<1>:d    0:w                                                   // $66
        mov (16|M0)              r110.0<1>:w   r98.0<2;1,0>:w                                        // $83
        mov (16|M0)              r112.0<1>:b   r102.0<4;1,0>:b                                       // $95
        add (16|M0)              r106.0<1>:d   r38.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted}        // $39
        add (16|M0)              r76.0<1>:d    r94.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}        // $67
        mov (16|M16)             r111.0<1>:w   r100.0<2;1,0>:w                                       // $84
        mov (16|M16)             r113.0<1>:b   r104.0<4;1,0>:b                                       // $96
        add (16|M16)             r108.0<1>:d   r40.0<8;8,1>:d    r92.0<8;8,1>:d                      // $40
        add (16|M16)             r78.0<1>:d    r96.0<8;8,1>:d    r78.0<8;8,1>:d                      // $68
        add (16|M0)              r118.0<1>:d   r110.0<16;16,1>:w  r112.0<8;8,1>:b                    // $101
        add (16|M0)              r114.0<1>:d   r106.0<8;8,1>:d   r76.0<8;8,1>:d   {Compacted}        // $69
        add (16|M16)             r120.0<1>:d   r111.0<16;16,1>:w  r113.0<8;8,1>:b                    // $102
        add (16|M16)             r116.0<1>:d   r108.0<8;8,1>:d   r78.0<8;8,1>:d                      // $70
        add (16|M0)              r124.0<1>:d   r114.0<8;8,1>:d   r118.0<8;8,1>:d  {Compacted}        // $103
        add (16|M16)             r3.0<1>:d     r116.0<8;8,1>:d   r120.0<8;8,1>:d                     // $104
        send (16|M0)             null:w   r122:f  0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $106
        send (16|M16)            null:w   r1:f    0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $108
        send (16|M0)             r5:w     r10:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $110
        send (16|M16)            r7:w     r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $112
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $113
        mov (16|M0)              r14.0<1>:f    r5.0<8;8,1>:d                    {Compacted}          // $114
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $115
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $116
        mov (16|M16)             r16.0<1>:f    r7.0<8;8,1>:d                                         // $117
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $118
        send (16|M0)             r18:w    r10:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $120
        send (16|M16)            r20:w    r12:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $123
        mov (16|M0)              r22.0<1>:f    r18.0<8;8,1>:ud                  {Compacted}          // $124
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $125
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $126
        mov (16|M16)             r24.0<1>:f    r20.0<8;8,1>:ud                                       // $127
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $128
        mul (16|M0)              r26.0<1>:d    r5.0<8;8,1>:d     3:w                                 // $131
        mul (16|M16)             r28.0<1>:d    r7.0<8;8,1>:d     3:w                                 // $132
        add (16|M0)              r30.0<1>:f    r14.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $129
        add (16|M16)             r32.0<1>:f    r16.0<8;8,1>:f    r24.0<8;8,1>:f                      // $130
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1:w                                 // $133
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $134
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $135
        mov (16|M0)              r34.0<1>:f    r26.0<8;8,1>:d                   {Compacted}          // $136
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $137
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $138
        mov (16|M16)             r36.0<1>:f    r28.0<8;8,1>:d                                        // $139
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $140
        shr (16|M0)              r38.0<1>:d    r18.0<8;8,1>:ud   1:w                                 // $143
        shr (16|M16)             r40.0<1>:d    r20.0<8;8,1>:ud   1:w                                 // $144
        mov (16|M0)              r46.0<1>:f    r5.0<8;8,1>:d                    {Compacted}          // $147
        mov (16|M16)             r48.0<1>:f    r7.0<8;8,1>:d                                         // $148
        mov (16|M0)              r42.0<1>:f    r38.0<8;8,1>:ud                  {Compacted}          // $145
        mov (16|M16)             r44.0<1>:f    r40.0<8;8,1>:ud                                       // $146
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $141
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r36.0<8;8,1>:f                      // $142
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $149
        add (16|M16)             r44.0<1>:f    r44.0<8;8,1>:f    r48.0<8;8,1>:f                      // $150
        mov (16|M0)              r50.0<1>:ud   r10.0<8;8,1>:ud                  {Compacted}          // $154
        mov (16|M16)             r54.0<1>:ud   r12.0<8;8,1>:ud                                       // $156
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $151
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r44.0<8;8,1>:f                      // $152
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $157
        mov (16|M0)              r52.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $154
        mov (16|M16)             r56.0<1>:f    r32.0<8;8,1>:f                                        // $156
        send (16|M0)             null:w   r50:f   0xC            0x08025E04           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $154
        send (16|M16)            null:w   r54:f   0xC            0x08025E04           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $156
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $157
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
