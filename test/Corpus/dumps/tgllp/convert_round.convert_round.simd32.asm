//.kernel convert_round
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 165
//.RA type	LOCAL_FIRST_FIT_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r60.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
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
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r9.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r48.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r28.0)
//.declare P01 (88)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P02 (89)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0082 (92)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0083 (93)  rf=r size=64 type=f align=16 words (r22.0)
//.declare P03 (94)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0084 (95)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0085 (96)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r52.0)
//.declare P04 (99)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P05 (100)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0088 (101)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0089 (102)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0090 (103)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0091 (104)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0092 (105)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0093 (106)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0094 (107)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0095 (108)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0096 (109)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0097 (110)  rf=r size=64 type=f align=16 words (r54.0)
//.declare P06 (111)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0098 (112)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0099 (113)  rf=r size=32 type=w align=16 words (r11.0)
//.declare V0100 (114)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0101 (115)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0102 (116)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0103 (117)  rf=r size=64 type=f align=16 words (r58.0)
//.declare P07 (118)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0104 (119)  rf=r size=16 type=b align=16 words (r20.0)
//.declare V0105 (120)  rf=r size=16 type=b align=16 words (r9.0)
//.declare V0106 (121)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0107 (122)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0110 (125)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0111 (126)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0112 (127)  rf=r size=64 type=f align=16 words (r7.0)
//.declare V0113 (128)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0114 (129)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0115 (130)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0116 (131)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0117 (132)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0118 (133)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r9.0)
//.declare V0119 (134)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r18.0)
//.declare V0120 (135)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0121 (136)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0122 (137)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0123 (138)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0124 (139)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0125 (140)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0126 (141)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0127 (142)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0128 (143)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0129 (144)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0130 (145)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r36.0)
//.declare V0131 (146)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r38.0)
//.declare V0132 (147)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0133 (148)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0134 (149)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0135 (150)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0136 (151)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0137 (152)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0138 (153)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (154)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (155)  rf=r size=64 type=w align=32 words (r18.0)
//.declare  (156)  rf=r size=64 type=w align=32 words (r24.0)
//.declare  (157)  rf=r size=64 type=b align=32 words (r36.0)
//.declare  (158)  rf=r size=64 type=b align=32 words (r38.0)
//.declare  (159)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (160)  rf=r size=4 type=uw align=2 words (r6.8)
//.declare  (161)  rf=r size=4 type=uw align=2 words (r6.4)
//.declare  (162)  rf=r size=4 type=uw align=2 words (r6.2)
//.declare  (163)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (164)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (165)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (167)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (168)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (169)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (170)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (171)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (172)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (173)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (174)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (175)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (179)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (180)  rf=r size=4 type=uw align=2 words (r6.6)
//.declare  (181)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (182)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (183)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (184)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
(W)     mov (8|M0)               r60.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r60.2<0;1,0>:uw  {@1}               // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.2<0;1,0>:d     r60.1<0;1,0>:d                      // $5
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $12
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $14
        mul (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f    0x501502F9:f               {$0.dst} // $47
        rndu (16|M0)  (ge)f0.0   r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted}          // $25
        cmp (16|M0)   (le)f1.0   null<1>:f     r20.0<8;8,1>:f    0xCF000000:f               {@2}     // $49
        mul (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    0x501502F9:f               {$1.dst} // $48
(~f1.0) sel (16|M0)              r36.0<1>:f    r20.0<8;8,1>:f    0xCF000000:f                        // $51
        cmp (16|M16)  (le)f1.0   null<1>:f     r22.0<8;8,1>:f    0xCF000000:f               {@2}     // $50
        cmp (16|M0)   (gt)f1.0   null<1>:f     r2.0<8;8,1>:f     0x4F800000:f               {@5}     // $39
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0x447A0000:f                        // $67
(W)     mov (1|M0)               r6.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $39
        cmp (16|M0)   (gt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x4F000000:f                        // $55
        rndd (16|M0)             r28.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}          // $69
(W)     mov (1|M0)               r6.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $55
        cmp (16|M0)   (eq)f1.0   null<1>:f     r28.0<8;8,1>:f    r28.0<8;8,1>:f   {@2}               // $75
(W)     mov (1|M0)               r6.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $25
        mul (16|M16)             acc0.0<1>:f   r18.0<8;8,1>:f    0x447A0000:f                        // $68
(W)     mov (1|M0)               f0.0<1>:ud    r6.0<0;1,0>:ud                   {@2}                 // $26
(W)     mov (1|M0)               r6.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $75
        rndu (16|M16) (ge)f0.0   r4.0<1>:f     r18.0<8;8,1>:f                                        // $26
        cmp (16|M0)   (eq)f1.0   null<1>:f     r20.0<8;8,1>:f    r20.0<8;8,1>:f                      // $59
(W)     mov (1|M0)               r6.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $26
(W)     mov (1|M0)               f0.0<1>:ud    r6.1<0;1,0>:ud                                        // $40
        cmp (16|M16)  (gt)f0.0   null<1>:f     r4.0<8;8,1>:f     0x4F800000:f               {@4}     // $40
(W)     mov (1|M0)               r6.4<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $59
(~f1.0) sel (16|M16)             r38.0<1>:f    r22.0<8;8,1>:f    0xCF000000:f                        // $52
(W)     mov (1|M0)               f1.0<1>:ud    r6.4<0;1,0>:ud                   {@2}                 // $60
        cmp (16|M16)  (eq)f1.0   null<1>:f     r22.0<8;8,1>:f    r22.0<8;8,1>:f                      // $60
(W)     mov (1|M0)               r6.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $40
(W)     mov (1|M0)               f0.0<1>:ud    r6.2<0;1,0>:ud                                        // $56
        cmp (16|M16)  (gt)f0.0   null<1>:f     r22.0<8;8,1>:f    0x4F000000:f                        // $56
        rndd (16|M16)            r30.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}          // $70
(W)     mov (1|M0)               r6.4<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $60
(W)     mov (1|M0)               f1.0<1>:ud    r6.1<0;1,0>:ud                   {@5}                 // $41
(W)     mov (1|M0)               r6.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $56
(W)     mov (1|M0)               f0.0<1>:ud    r6.3<0;1,0>:ud                                        // $76
        cmp (16|M16)  (eq)f0.0   null<1>:f     r30.0<8;8,1>:f    r30.0<8;8,1>:f   {@5}               // $76
        mov (16|M0)              r48.0<1>:ud   r2.0<8;8,1>:f                                         // $37
        sel (16|M0)   (ge)f0.0   r40.0<1>:f    r28.0<8;8,1>:f    0xC7000000:f               {Compacted} // $71
(f1.0)  mov (16|M0)              r48.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $41
        mov (16|M16)             r28.0<1>:ud   r4.0<8;8,1>:f                                         // $38
(f1.0)  mov (16|M16)             r28.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $42
(W)     mov (1|M0)               f1.0<1>:ud    r6.2<0;1,0>:ud                   {@7}                 // $57
        rnde (16|M0)             r10.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $15
        rnde (16|M16)            r26.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $16
(W)     mov (1|M0)               r6.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $76
        mov (16|M0)              r50.0<1>:d    r36.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M16)             r52.0<1>:d    r38.0<8;8,1>:f                   {Compacted}          // $54
        cmp (16|M0)   (eq)f0.0   null<1>:f     r10.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@5}     // $85
        cmp (16|M16)  (eq)f0.0   null<1>:f     r26.0<8;8,1>:f    r26.0<8;8,1>:f   {@5}               // $86
(f1.0)  mov (16|M0)              r50.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $57
(f1.0)  mov (16|M16)             r52.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $58
(W)     mov (1|M0)               f1.0<1>:ud    r6.3<0;1,0>:ud                   {@7}                 // $77
        sel (16|M16)  (ge)f0.0   acc0.0<1>:f   r30.0<8;8,1>:f    0xC7000000:f                        // $72
        sel (16|M0)   (ge)f0.0   r44.0<1>:f    r10.0<8;8,1>:f    0xC3000000:f               {Compacted} // $81
        sel (16|M16)  (ge)f0.0   r46.0<1>:f    r26.0<8;8,1>:f    0xC3000000:f                        // $82
        mov (16|M0)              r32.0<1>:d    r16.0<8;8,1>:f                   {Compacted}          // $19
        sel (16|M0)   (lt)f0.0   r30.0<1>:f    r40.0<8;8,1>:f    0x46FFFE00:f                        // $73
        sel (16|M16)  (lt)f0.0   r54.0<1>:f    acc0.0<8;8,1>:f   0x46FFFE00:f                        // $74
        sel (16|M0)   (lt)f0.0   r56.0<1>:f    r44.0<8;8,1>:f    0x42FE0000:f               {@5}     // $83
        sel (16|M16)  (lt)f0.0   r58.0<1>:f    r46.0<8;8,1>:f    0x42FE0000:f               {@5}     // $84
(~f1.0) mov (16|M0)              r30.0<1>:f    0x0:f                                                 // $77
(~f1.0) mov (16|M16)             r54.0<1>:f    0x0:f                                                 // $78
(~f0.0) mov (16|M0)              r56.0<1>:f    0x0:f                                                 // $87
(~f0.0) mov (16|M16)             r58.0<1>:f    0x0:f                                                 // $88
(W)     mov (1|M0)               f1.0<1>:ud    r6.0<0;1,0>:ud                                        // $45
(W)     mov (1|M0)               f0.0<1>:ud    r6.0<0;1,0>:ud                                        // $46
        mov (16|M16)             r34.0<1>:d    r18.0<8;8,1>:f                   {Compacted}          // $20
        shl (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted}       // $21
        mov (16|M0)              r7.0<1>:d     r10.0<8;8,1>:f                   {Compacted}          // $17
        shl (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted,@3}    // $22
        mov (16|M16)             r24.0<1>:d    r26.0<8;8,1>:f                   {Compacted}          // $18
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted,@3}     // $23
        rndd (16|M0)             r9.0<1>:f     r16.0<8;8,1>:f                   {Compacted}          // $31
(f1.0)  sel (16|M0)              r7.0<1>:d     r48.0<8;8,1>:d    0:w               {Compacted}       // $45
(f0.0)  sel (16|M16)             r16.0<1>:d    r28.0<8;8,1>:d    0:w                                 // $46
(W)     mov (1|M0)               f1.0<1>:ud    r6.4<0;1,0>:ud                                        // $61
(W)     mov (1|M0)               f0.0<1>:ud    r6.4<0;1,0>:ud                                        // $62
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@7}     // $24
        rndd (16|M16)            r26.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $32
        mov (16|M0)              r20.0<1>:d    r2.0<8;8,1>:f                    {Compacted}          // $27
        mov (16|M16)             r22.0<1>:d    r4.0<8;8,1>:f                    {Compacted}          // $28
(~f1.0) mov (16|M0)              r50.0<1>:f    0x0:f                                                 //  (0x00000000:f); $61
(~f0.0) mov (16|M16)             r52.0<1>:f    0x0:f                                                 //  (0x00000000:f); $62
        mov (16|M0)              r36.0<4>:b    r56.0<8;8,1>:f                                        // $89
        mov (16|M16)             r38.0<4>:b    r58.0<8;8,1>:f                                        // $90
        mov (16|M16)             r24.0<2>:w    r54.0<8;8,1>:f                                        // $80
        mov (16|M0)              r18.0<2>:w    r30.0<8;8,1>:f                                        // $79
        mad (16|M0)              r32.0<1>:d    r32.0<8;1>:d      r20.0<8;1>:d      3:w               {@7} // $29
        mov (16|M0)              r2.0<1>:d     r9.0<8;8,1>:f                    {Compacted}          // $33
        mad (16|M16)             r34.0<1>:d    r34.0<8;1>:d      r22.0<8;1>:d      3:w               {@7} // $30
        mov (16|M16)             r4.0<1>:d     r26.0<8;8,1>:f                   {Compacted}          // $34
        add (16|M0)              r50.0<1>:d    r7.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted,@7}     // $63
        add (16|M16)             r52.0<1>:d    r16.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}     // $64
        mov (16|M16)             r11.0<1>:hf   r24.0<2;1,0>:hf                  {@7}                 // $80
        mov (16|M0)              r6.0<1>:hf    r18.0<2;1,0>:hf                  {@7}                 // $79
        mov (16|M0)              r20.0<1>:b    r36.0<4;1,0>:b                                        // $89
        mad (16|M0)              r28.0<1>:d    r32.0<8;1>:d      r2.0<8;1>:d       5:w               {@7} // $35
        mov (16|M16)             r9.0<1>:b     r38.0<4;1,0>:b                                        // $90
        mad (16|M16)             r40.0<1>:d    r34.0<8;1>:d      r4.0<8;1>:d       5:w               {@7} // $36
        add (16|M0)              r30.0<1>:d    r20.0<8;8,1>:b    r6.0<16;16,1>:w  {@4}               // $95
        add (16|M0)              r21.0<1>:d    r28.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@4}     // $65
        add (16|M16)             r42.0<1>:d    r9.0<8;8,1>:b     r11.0<16;16,1>:w {@4}               // $96
        add (16|M16)             r26.0<1>:d    r40.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@4}     // $66
        add (16|M0)              r30.0<1>:d    r21.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@3}     // $97
        add (16|M16)             r42.0<1>:d    r26.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@2}     // $98 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        send.dc1 (16|M0)         null     r12     r30     0x80            0x04025E03           {@2,$2} // wr:2+2, rd:0; untyped surface write with x // $100
        send.dc1 (16|M16)        null     r14     r42     0x80            0x04025E03           {@1,$3} // wr:2+2, rd:0; untyped surface write with x // $102
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x // $104
        send.dc1 (16|M16)        r4       r14     null    0x0            0x04205E01           {$5} // wr:2+0, rd:2; untyped surface read with x // $106
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $107
        mov (16|M0)              r7.0<1>:f     r2.0<8;8,1>:d                    {Compacted,@1,$4.dst} // $108
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $109
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $110
        mov (16|M16)             r16.0<1>:f    r4.0<8;8,1>:d                    {Compacted,@1,$5.dst} // $111
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $112
        send.dc1 (16|M0)         r9       r12     null    0x0            0x04205E02           {@1,$6} // wr:2+0, rd:2; untyped surface read with x // $114
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E02           {$7} // wr:2+0, rd:2; untyped surface read with x // $116
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $117
        mov (16|M0)              r20.0<1>:f    r9.0<8;8,1>:ud                   {Compacted,@1,$6.dst} // $118
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $119
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $120
        mov (16|M16)             r22.0<1>:f    r18.0<8;8,1>:ud                  {Compacted,@1,$7.dst} // $121
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $122
        mul (16|M0)              r24.0<1>:d    r2.0<8;8,1>:d     3:w               {Compacted,@1}    // $125
        mul (16|M16)             r26.0<1>:d    r4.0<8;8,1>:d     3:w               {Compacted}       // $126
        add (16|M0)              r28.0<1>:f    r7.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted,@7}     // $123
        sync.nop                             null                             {Compacted,$2.src}     // $124
        add (16|M16)             r30.0<1>:f    r16.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@5}     // $124
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,@4}    // $127
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,@4}    // $128
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $129
        mov (16|M0)              r32.0<1>:f    r24.0<8;8,1>:d                   {Compacted,@1}       // $130
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $131
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $132
        mov (16|M16)             r34.0<1>:f    r26.0<8;8,1>:d                   {Compacted,@1}       // $133
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $134
        shr (16|M0)              r36.0<1>:d    r9.0<8;8,1>:ud    1:w               {Compacted,@1}    // $137
        shr (16|M16)             r38.0<1>:d    r18.0<8;8,1>:ud   1:w               {Compacted}       // $138
        mov (16|M0)              r16.0<1>:f    r2.0<8;8,1>:d                    {Compacted}          // $141
        mov (16|M16)             r20.0<1>:f    r4.0<8;8,1>:d                    {Compacted}          // $142
        mov (16|M0)              acc0.0<1>:f   r36.0<8;8,1>:ud                  {@4}                 // $139
        mov (16|M16)             r6.0<1>:f     r38.0<8;8,1>:ud                  {Compacted,@4}       // $140
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@7}     // $135
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@7}     // $136
        add (16|M0)              r40.0<1>:f    acc0.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted,@6}     // $143
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted,@4}     // $144
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted,@2}     // $145
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}     // $146
        send.dc1 (16|M0)         null     r12     r28     0x80            0x04025E04           {@2,$8} // wr:2+2, rd:0; untyped surface write with x // $148
        send.dc1 (16|M16)        null     r14     r30     0x80            0x04025E04           {@1,$9} // wr:2+2, rd:0; untyped surface write with x // $150
(W)     mov (8|M0)               r127.0<1>:f   r60.0<8;8,1>:f                   {Compacted}          // $151
(W)     send.dc0 (8|M0)          r8       r60     null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $151
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$10.dst}            //  memory fence commit; $151
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $151


//.BankConflicts: 2
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 2
//.SIMD16ReadSuppressions: 1
//.SIMD8s: 277
//
//.RMWs: 2
//
//.accSubDef: 4
//.accSubUse: 4
//.accSubCandidateDef: 8
//.accSubCandidateUse: 8
