//.kernel convert_round
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 158
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r10.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r12.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r59.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r61.0)
//.declare P01 (88)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P02 (89)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0082 (92)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0083 (93)  rf=r size=64 type=f align=16 words (r20.0)
//.declare P03 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0084 (95)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0085 (96)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r66.0)
//.declare P04 (99)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (100)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0088 (101)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0089 (102)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0090 (103)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0091 (104)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0092 (105)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0093 (106)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0094 (107)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0095 (108)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0096 (109)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0097 (110)  rf=r size=64 type=f align=16 words (r70.0)
//.declare P06 (111)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0098 (112)  rf=r size=32 type=w align=16 words (r106.0)
//.declare V0099 (113)  rf=r size=32 type=w align=16 words (r107.0)
//.declare V0100 (114)  rf=r size=64 type=f align=16 words (r51.0)
//.declare V0101 (115)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0102 (116)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0103 (117)  rf=r size=64 type=f align=16 words (r75.0)
//.declare P07 (118)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0104 (119)  rf=r size=16 type=b align=16 words (r108.0)
//.declare V0105 (120)  rf=r size=16 type=b align=16 words (r109.0)
//.declare V0106 (121)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0107 (122)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0110 (125)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0111 (126)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0112 (127)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0113 (128)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0114 (129)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0115 (130)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0116 (131)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0117 (132)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0118 (133)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r2.0)
//.declare V0119 (134)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r4.0)
//.declare V0120 (135)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0121 (136)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0122 (137)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0123 (138)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0124 (139)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0125 (140)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0126 (141)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0127 (142)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0128 (143)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0129 (144)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0130 (145)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r26.0)
//.declare V0131 (146)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r28.0)
//.declare V0132 (147)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0133 (148)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0134 (149)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0135 (150)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0136 (151)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0137 (152)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0138 (153)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (154)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (155)  rf=r size=64 type=w align=32 words (r94.0)
//.declare  (156)  rf=r size=64 type=w align=32 words (r96.0)
//.declare  (157)  rf=r size=64 type=b align=32 words (r98.0)
//.declare  (158)  rf=r size=64 type=b align=32 words (r100.0)
//.declare  (159)  rf=r size=4 type=uw align=2 words (r77.0)
//.declare  (160)  rf=r size=4 type=uw align=2 words (r72.0)
//.declare  (161)  rf=r size=4 type=uw align=2 words (r40.0)
//.declare  (162)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (163)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (164)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (165)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (167)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (168)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (169)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (170)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (171)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (173)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (174)  rf=r size=4 type=uw align=2 words (r63.0)
//.declare  (175)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (179)  rf=r size=64 type=f align=16 words (r10.0)
//.declare  (180)  rf=r size=64 type=f align=16 words (r12.0)

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
// | V0134    | :uq      |      8 | r8       | general    |
// | V0135    | :uq      |      8 | r8+8     | general    |
// | V0136    | :uq      |      8 | r8+16    | general    |
// | V0137    | :uq      |      8 | r8+24    | general    |
// | V0138    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r126.2<0;1,0>:uw                    // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.2<0;1,0>:d     r126.1<0;1,0>:d                     // $5
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r14:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        rndu (16|M0)  (ge)f1.0   r38.0<1>:f    r14.0<8;8,1>:f                                        // $25
        mul (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:f    0x447A0000:f                        // $67
        mul (16|M16)             r24.0<1>:f    r16.0<8;8,1>:f    0x447A0000:f                        // $68
        mul (16|M0)              r18.0<1>:f    r14.0<8;8,1>:f    0x501502F9:f                        // $47
(W)     mov (1|M0)               r40.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $25
        rndd (16|M0)             r30.0<1>:f    acc0.0<8;8,1>:f                                       // $69
        rndd (16|M16)            r32.0<1>:f    r24.0<8;8,1>:f                                        // $70
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    0x501502F9:f                        // $48
(W)     mov (1|M0)               f1.0<1>:ud    r40.0<0;1,0>:ud                  {Compacted}          // $26
        rndu (16|M16) (ge)f1.0   r41.0<1>:f    r16.0<8;8,1>:f                                        // $26
        rnde (16|M0)             r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $15
        cmp (16|M0)   (le)f0.0   null<1>:f     r18.0<8;8,1>:f    0xCF000000:f                        // $49
        cmp (16|M16)  (le)f0.0   null<1>:f     r20.0<8;8,1>:f    0xCF000000:f                        // $50
(W)     mov (1|M0)               r40.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $26
        cmp (16|M0)   (gt)f1.0   null<1>:f     r38.0<8;8,1>:f    0x4F800000:f                        // $39
(~f0.0) sel (16|M0)              r43.0<1>:f    r18.0<8;8,1>:f    0xCF000000:f                        // $51
(~f0.0) sel (16|M16)             r45.0<1>:f    r20.0<8;8,1>:f    0xCF000000:f                        // $52
        rnde (16|M16)            r28.0<1>:f    r16.0<8;8,1>:f                                        // $16
(W)     mov (1|M0)               r63.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $39
        cmp (16|M0)   (eq)f1.0   null<1>:f     r30.0<8;8,1>:f    r30.0<8;8,1>:f                      // $75
        mov (16|M0)              r64.0<1>:d    r43.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M16)             r66.0<1>:d    r45.0<8;8,1>:f                                        // $54
(W)     mov (1|M0)               f0.0<1>:ud    r63.0<0;1,0>:ud                  {Compacted}          // $40
(W)     mov (1|M0)               r72.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $75
        cmp (16|M16)  (gt)f0.0   null<1>:f     r41.0<8;8,1>:f    0x4F800000:f                        // $40
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r30.0<8;8,1>:f    0xC7000000:f                        // $71
        sel (16|M16)  (ge)f0.0   r49.0<1>:f    r32.0<8;8,1>:f    0xC7000000:f                        // $72
(W)     mov (1|M0)               f1.0<1>:ud    r72.0<0;1,0>:ud                  {Compacted}          // $76
        cmp (16|M16)  (eq)f1.0   null<1>:f     r32.0<8;8,1>:f    r32.0<8;8,1>:f                      // $76
(W)     mov (1|M0)               r63.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $40
        cmp (16|M0)   (gt)f0.0   null<1>:f     r18.0<8;8,1>:f    0x4F000000:f                        // $55
        cmp (16|M16)  (gt)f0.0   null<1>:f     r20.0<8;8,1>:f    0x4F000000:f                        // $56
(W)     mov (1|M0)               r72.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $76
        cmp (16|M0)   (eq)f1.0   null<1>:f     r26.0<8;8,1>:f    r26.0<8;8,1>:f                      // $85
(f0.0)  mov (16|M0)              r64.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $57
(f0.0)  mov (16|M16)             r66.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $58
(W)     mov (1|M0)               f0.0<1>:ud    r72.0<0;1,0>:ud                  {Compacted}          // $77
(W)     mov (1|M0)               r77.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $85
        mov (16|M0)              r34.0<1>:d    r14.0<8;8,1>:f                   {Compacted}          // $19
        sel (16|M0)   (lt)f0.0   r68.0<1>:f    acc0.0<8;8,1>:f   0x46FFFE00:f                        // $73
        sel (16|M16)  (lt)f0.0   r70.0<1>:f    r49.0<8;8,1>:f    0x46FFFE00:f                        // $74
(W)     mov (1|M0)               f1.0<1>:ud    r77.0<0;1,0>:ud                  {Compacted}          // $86
        cmp (16|M16)  (eq)f1.0   null<1>:f     r28.0<8;8,1>:f    r28.0<8;8,1>:f                      // $86
        mov (16|M16)             r36.0<1>:d    r16.0<8;8,1>:f                                        // $20
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r26.0<8;8,1>:f    0xC3000000:f                        // $81
        sel (16|M16)  (ge)f0.0   r53.0<1>:f    r28.0<8;8,1>:f    0xC3000000:f                        // $82
(W)     mov (1|M0)               r77.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $86
(~f0.0) mov (16|M0)              r68.0<1>:f    0x0:f                                                 // $77
(~f0.0) mov (16|M16)             r70.0<1>:f    0x0:f                                                 // $78
(W)     mov (1|M0)               f1.0<1>:ud    r63.0<0;1,0>:ud                  {Compacted}          // $41
        mov (16|M0)              r55.0<1>:d    r26.0<8;8,1>:f                   {Compacted}          // $17
(W)     mov (1|M0)               f0.0<1>:ud    r77.0<0;1,0>:ud                  {Compacted}          // $87
        shl (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    1:w                                 // $21
        mov (16|M16)             r57.0<1>:d    r28.0<8;8,1>:f                                        // $18
        shl (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    1:w                                 // $22
        mov (16|M0)              r59.0<1>:ud   r38.0<8;8,1>:f                   {Compacted}          // $37
        sel (16|M0)   (lt)f0.0   r73.0<1>:f    acc0.0<8;8,1>:f   0x42FE0000:f                        // $83
        sel (16|M16)  (lt)f0.0   r75.0<1>:f    r53.0<8;8,1>:f    0x42FE0000:f                        // $84
        mov (16|M16)             r61.0<1>:ud   r41.0<8;8,1>:f                                        // $38
(f1.0)  mov (16|M0)              r59.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $41
(~f0.0) mov (16|M0)              r73.0<1>:f    0x0:f                                                 // $87
(~f0.0) mov (16|M16)             r75.0<1>:f    0x0:f                                                 // $88
        rndd (16|M0)             r82.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $31
        mov (16|M0)              r78.0<1>:d    r38.0<8;8,1>:f                   {Compacted}          // $27
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}        // $23
(f1.0)  mov (16|M16)             r61.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $42
        cmp (16|M0)   (eq)f1.0   null<1>:f     r18.0<8;8,1>:f    r18.0<8;8,1>:f                      // $59
(W)     mov (1|M0)               f0.0<1>:ud    r40.0<0;1,0>:ud                  {Compacted}          // $45
        rndd (16|M16)            r84.0<1>:f    r16.0<8;8,1>:f                                        // $32
        mov (16|M16)             r80.0<1>:d    r41.0<8;8,1>:f                                        // $28
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    r57.0<8;8,1>:d                      // $24
        cmp (16|M16)  (eq)f1.0   null<1>:f     r20.0<8;8,1>:f    r20.0<8;8,1>:f                      // $60
        mov (16|M0)              r94.0<2>:w    r68.0<8;8,1>:f                                        // $79
        mov (16|M0)              r98.0<4>:b    r73.0<8;8,1>:f                                        // $89
        mov (16|M0)              r86.0<1>:d    r82.0<8;8,1>:f                   {Compacted}          // $33
        mad (16|M0)              r34.0<1>:d    r34.0<8;1>:d      r78.0<8;1>:d      3:w               // $29
(~f1.0) mov (16|M0)              r64.0<1>:f    0x0:f                                                 //  (0x00000000:f); $61
(f0.0)  sel (16|M0)              r90.0<1>:d    r59.0<8;8,1>:d    0:w                                 // $45
        mov (16|M16)             r96.0<2>:w    r70.0<8;8,1>:f                                        // $80
        mov (16|M16)             r100.0<4>:b   r75.0<8;8,1>:f                                        // $90
(f0.0)  sel (16|M16)             r92.0<1>:d    r61.0<8;8,1>:d    0:w                                 // $46
        mov (16|M16)             r88.0<1>:d    r84.0<8;8,1>:f                                        // $34
        mad (16|M16)             r36.0<1>:d    r36.0<8;1>:d      r80.0<8;1>:d      3:w               // $30
(~f1.0) mov (16|M16)             r66.0<1>:f    0x0:f                                                 //  (0x00000000:f); $62
        mov (16|M0)              r106.0<1>:hf  r94.0<2;1,0>:hf                                       // $79
        mov (16|M0)              r108.0<1>:b   r98.0<4;1,0>:b                                        // $89
        mad (16|M0)              r102.0<1>:d   r34.0<8;1>:d      r86.0<8;1>:d      5:w               // $35
        add (16|M0)              r64.0<1>:d    r90.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $63
        mov (16|M16)             r107.0<1>:hf  r96.0<2;1,0>:hf                                       // $80
        mov (16|M16)             r109.0<1>:b   r100.0<4;1,0>:b                                       // $90
        mad (16|M16)             r104.0<1>:d   r36.0<8;1>:d      r88.0<8;1>:d      5:w               // $36
        add (16|M16)             r66.0<1>:d    r92.0<8;8,1>:d    r66.0<8;8,1>:d                      // $64
        add (16|M0)              r114.0<1>:d   r108.0<8;8,1>:b   r106.0<16;16,1>:w                   // $95
        add (16|M0)              r110.0<1>:d   r102.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}        // $65
        add (16|M16)             r116.0<1>:d   r109.0<8;8,1>:b   r107.0<16;16,1>:w                   // $96
        add (16|M16)             r112.0<1>:d   r104.0<8;8,1>:d   r66.0<8;8,1>:d                      // $66
        add (16|M0)              r114.0<1>:d   r110.0<8;8,1>:d   r114.0<8;8,1>:d  {Compacted}        // $97
        add (16|M16)             r116.0<1>:d   r112.0<8;8,1>:d   r116.0<8;8,1>:d                     // $98
        sends (16|M0)            null:w   r10     r114    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $100
        sends (16|M16)           null:w   r12     r116    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $102
        send (16|M0)             r118:w   r10:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $104
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $106
        send (16|M16)            r120:w   r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $106
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $107
        mov (16|M0)              r122.0<1>:f   r118.0<8;8,1>:d                  {Compacted}          // $108
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $109
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $110
        mov (16|M16)             r124.0<1>:f   r120.0<8;8,1>:d                                       // $111
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $112
        send (16|M0)             r2:w     r10:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $114
        send (16|M16)            r4:w     r12:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $116
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $117
        mov (16|M0)              r6.0<1>:f     r2.0<8;8,1>:ud                   {Compacted}          // $118
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $119
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $120
        mov (16|M16)             r8.0<1>:f     r4.0<8;8,1>:ud                                        // $121
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $122
        mul (16|M0)              r14.0<1>:d    r118.0<8;8,1>:d   3:w                                 // $125
        mul (16|M16)             r16.0<1>:d    r120.0<8;8,1>:d   3:w                                 // $126
        add (16|M0)              r18.0<1>:f    r122.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}        // $123
        add (16|M16)             r20.0<1>:f    r124.0<8;8,1>:f   r8.0<8;8,1>:f                       // $124
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $127
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $128
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $129
        mov (16|M0)              r22.0<1>:f    r14.0<8;8,1>:d                   {Compacted}          // $130
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $131
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $132
        mov (16|M16)             r24.0<1>:f    r16.0<8;8,1>:d                                        // $133
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $134
        shr (16|M0)              r26.0<1>:d    r2.0<8;8,1>:ud    1:w                                 // $137
        shr (16|M16)             r28.0<1>:d    r4.0<8;8,1>:ud    1:w                                 // $138
        mov (16|M0)              r34.0<1>:f    r118.0<8;8,1>:d                  {Compacted}          // $141
        mov (16|M16)             r36.0<1>:f    r120.0<8;8,1>:d                                       // $142
        mov (16|M0)              acc0.0<1>:f   r26.0<8;8,1>:ud                                       // $139
        mov (16|M16)             r32.0<1>:f    r28.0<8;8,1>:ud                                       // $140
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $135
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r24.0<8;8,1>:f                      // $136
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted}        // $143
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r36.0<8;8,1>:f                      // $144
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $151
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $145
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r32.0<8;8,1>:f                      // $146
        sends (16|M0)            null:w   r10     r18     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $148
        sends (16|M16)           null:w   r12     r20     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $150
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $151
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $151
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 4
//.accSubUse: 4
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
