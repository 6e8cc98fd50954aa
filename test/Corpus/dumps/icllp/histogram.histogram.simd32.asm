//.kernel histogram
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 120
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r2.0)
//.declare P01 (62)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0054 (63)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0056 (65)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r17.0)
//.declare V0059 (68)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r19.0)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0062 (71)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r27.0)
//.declare P02 (73)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (74)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (75)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0064 (76)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0065 (77)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0066 (78)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0067 (79)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0068 (80)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P03 (81)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0069 (82)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0070 (83)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0071 (84)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r38.0)
//.declare V0072 (85)  rf=r size=64 type=ud alias=V0070+0 align=16 words (r40.0)
//.declare V0073 (86)  rf=r size=32 type=b align=16 words (r42.0)
//.declare V0074 (87)  rf=r size=32 type=b align=16 words (r43.0)
//.declare V0075 (88)  rf=r size=64 type=ud align=16 words (r44.0)
//.declare V0076 (89)  rf=r size=64 type=b alias=V0075+0 align=16 words (r44.0)
//.declare V0077 (90)  rf=r size=64 type=ud align=16 words (r46.0)
//.declare V0078 (91)  rf=r size=64 type=b alias=V0077+0 align=16 words (r46.0)
//.declare V0079 (92)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0080 (93)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0081 (94)  rf=r size=32 type=ub alias=V0073+0 align=16 words (r42.0)
//.declare V0082 (95)  rf=r size=32 type=ub alias=V0074+0 align=16 words (r43.0)
//.declare V0083 (96)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r48.0)
//.declare V0084 (97)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r50.0)
//.declare P04 (100)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r52.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0087 (103)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0088 (104)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0089 (105)  rf=r size=8 type=d alias=V0035+0 align=4 words (r8.2)
//.declare V0090 (106)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0091 (107)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0092 (108)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0093 (109)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0094 (110)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0095 (111)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0096 (112)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r4.0)
//.declare V0097 (113)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r11.0)
//.declare V0098 (114)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0099 (115)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0100 (116)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0101 (117)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0102 (118)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r66.0)
//.declare V0103 (119)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r68.0)
//.declare V0104 (120)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r70.0)
//.declare V0105 (121)  rf=r size=64 type=ud alias=V0101+0 align=16 words (r72.0)
//.declare V0106 (122)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r58.0)
//.declare V0107 (123)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r60.0)
//.declare V0108 (124)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r54.0)
//.declare V0109 (125)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r56.0)
//.declare V0110 (126)  rf=r size=4 type=ud alias=V0087+0 align=2 words (r8.1)
//.declare V0111 (127)  rf=r size=4 type=ud alias=V0088+0 align=2 words (r8.6)
//.declare V0112 (128)  rf=r size=32 type=ud align=16 words (r74.0)
//.declare V0113 (129)  rf=r size=32 type=ud align=16 words (r75.0)
//.declare V0114 (130)  rf=r size=32 type=ud align=16 words (r76.0)
//.declare V0115 (131)  rf=r size=32 type=ud align=16 words (r77.0)
//.declare V0116 (132)  rf=r size=128 type=uq align=16 words (r78.0)
//.declare V0117 (133)  rf=r size=128 type=uq align=16 words (r82.0)
//.declare V0118 (134)  rf=r size=128 type=ud alias=V0116+0 align=16 words (r78.0)
//.declare V0119 (135)  rf=r size=128 type=ud alias=V0117+0 align=16 words (r82.0)
//.declare V0120 (136)  rf=r size=128 type=d alias=V0116+0 align=16 words (r78.0)
//.declare V0121 (137)  rf=r size=128 type=d alias=V0117+0 align=16 words (r82.0)
//.declare V0122 (138)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0123 (139)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0124 (140)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r86.0)
//.declare V0125 (141)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r88.0)
//.declare V0126 (142)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0127 (143)  rf=r size=64 type=d align=16 words (r92.0)
//.declare P05 (146)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0130 (147)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (149)  rf=r size=64 type=f align=16 words (r17.0)
//.declare  (150)  rf=r size=64 type=f align=16 words (r19.0)
//.declare  (151)  rf=r size=64 type=f align=16 words (r29.0)
//.declare  (152)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (153)  rf=r size=64 type=f align=16 words (r50.0)
//.declare  (154)  rf=r size=64 type=f align=16 words (r53.0)
//.declare  (155)  rf=r size=64 type=f align=16 words (r78.0)
//.declare  (156)  rf=r size=64 type=f align=16 words (r80.0)
//.declare  (157)  rf=r size=64 type=f align=16 words (r82.0)
//.declare  (158)  rf=r size=64 type=f align=16 words (r84.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0042    | :w x 16  |     32 | r1       | general    |
// | V0043    | :w x 16  |     32 | r2       | general    |
// | V0044    | :w x 16  |     32 | r3       | general    |
// | V0045    | :w x 16  |     32 | r4       | general    |
// | V0046    | :w x 16  |     32 | r5       | general    |
// | V0047    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0130    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0048    | :d       |      4 | r8+20    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// | V0040    | :d x 3   |     12 | r9+12    | general    |
// | V0041    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0x40:uw                             // $4
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0x40:uw                             // $5
        mov (16|M0)              r4.0<1>:d     r1.0<16;16,1>:uw                                      // $2
        mov (16|M16)             r11.0<1>:d    r2.0<16;16,1>:uw                                      // $3
(f0.0)  if (32|M0)                           _0_019            _0_019                                // $6
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_020:
        mov (16|M0)              r13.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $8
        mov (16|M16)             r15.0<1>:f    r11.0<8;8,1>:f                                        // $9
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_021:
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $11
        shl (16|M16)             r19.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $12
        add (16|M0)              r25.0<1>:d    r13.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted}        // $19
        add (16|M16)             r27.0<1>:d    r15.0<8;8,1>:d    r9.3<0;1,0>:d                       // $20
        mov (16|M0)              r21.0<1>:f    0x0:f                                                 //  (0x00000000:f); $15
        add (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    268435456:d                         // $13
        mov (16|M16)             r23.0<1>:f    0x0:f                                                 //  (0x00000000:f); $17
        add (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    268435456:d                         // $14
        cmp (16|M0)   (lt)f1.0   null<1>:d     r25.0<8;8,1>:d    64:w                                // $21
        cmp (16|M16)  (lt)f1.0   null<1>:d     r27.0<8;8,1>:d    64:w                                // $22
        sends (16|M0)            null:w   r17     r21     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $16
        sends (16|M16)           null:w   r19     r23     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $18
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $23
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $23
(~f1.0) break (32|M0)                        _histogram_k0_2_cf  _histogram_k0_2_cf                  // $23
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_022:
        mov (16|M0)              r13.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $25
        mov (16|M16)             r15.0<1>:f    r27.0<8;8,1>:f                                        // $26
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_histogram_k0_2_cf:
        while (32|M0)                        _0_021                                                  // $27
// B005: Preds:{B000, B002},  Succs:{B006, B008}
_0_019:
        endif (32|M0)                        L408                                                    // $6
L408:
(W)     send (8|M0)              r6       r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $29
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $30
(W)     and (8|M0)               r29.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $30
(W)     send (1|M0)              null     r29:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $30
(W)     wait                                 n0.0<0;1,0>:ud                                          // $30
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw                      // $31
(W)     mach (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}        // $32
        add (16|M0)              r30.0<1>:d    r8.0<0;1,0>:d     r4.0<8;8,1>:d    {Compacted}        // $32
        add (16|M16)             r32.0<1>:d    r8.0<0;1,0>:d     r11.0<8;8,1>:d                      // $33
        add (16|M0)              r34.0<1>:d    r30.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $34
        add (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r7.0<0;1,0>:d                       // $35
        cmp (16|M0)   (lt)f1.0   null<1>:d     r34.0<8;8,1>:d    r8.4<0;1,0>:d                       // $36
        cmp (16|M16)  (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.4<0;1,0>:d                       // $37
(W)     mov (8|M0)               r29.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $38
(f1.0)  if (32|M0)                           _0_023            _0_023                                // $38
// B006: Preds:{B005},  Succs:{B007}
_histogram_k0_7_preHeader:
_0_025:
// B007: [inDivergent],  Preds:{B006, B007},  Succs:{B008, B007}
        add (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $41
        add (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    r8.5<0;1,0>:d                       // $42
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $57
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    r9.0<0;1,0>:d                       // $58
        send (16|M0)             r44:w    r38:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $44
        send (16|M16)            r46:w    r40:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $47
        cmp (16|M0)   (lt)f1.0   null<1>:d     r34.0<8;8,1>:d    r8.4<0;1,0>:d                       // $59
        cmp (16|M16)  (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.4<0;1,0>:d                       // $60
        shl (16|M0)              r42.0<2>:b    r44.0<4;1,0>:b    2:w                                 // $49
        shl (16|M16)             r43.0<2>:b    r46.0<4;1,0>:b    2:w                                 // $50
        or (16|M0)               r48.0<1>:d    r42.0<2;1,0>:ub   268435456:d                         // $53
        or (16|M16)              r50.0<1>:d    r43.0<2;1,0>:ub   268435456:d                         // $54
        send (16|M0)             null:w   r48:f   0xC            0x040085FE           // wr:2+0, rd:0; hdc.dc1; untyped atomic int32 integer increment // $55
        send (16|M16)            null:w   r50:f   0xC            0x040085FE           // wr:2+0, rd:0; hdc.dc1; untyped atomic int32 integer increment // $56
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $61
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $61
(f1.0)  while (32|M0)                        _histogram_k0_7_preHeader                               // $61
// B008: Preds:{B005, B007},  Succs:{B009, B011}
_0_023:
        endif (32|M0)                        L864                                                    // $38
L864:
(W)     send (8|M0)              r52      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $63
(W)     mov (8|M0)               null<1>:ud    r52.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $64
(W)     and (8|M0)               r53.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $64
(W)     send (1|M0)              null     r53:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $64
(W)     wait                                 n0.0<0;1,0>:ud                                          // $64
(W)     mov (8|M0)               r53.0<1>:f    r53.0<8;8,1>:f                   {Compacted}          // $65
(f0.0)  if (32|M0)                           _histogram_k0_0_cf  _histogram_k0_0_cf                  // $65
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_0_027:
(W)     mov (1|M0)               r8.1<1>:f     r8.2<0;1,0>:f                                         // $67
(W)     mov (1|M0)               r8.6<1>:f     r8.3<0;1,0>:f                                         // $68
// B010: [inDivergent],  Preds:{B010, B009},  Succs:{B011, B010}
_0_028:
        shl (16|M0)              r58.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $72
        shl (16|M16)             r60.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $73
        asr (16|M0)              r54.0<1>:d    r4.0<8;8,1>:d     31:w                                // $70
        asr (16|M16)             r56.0<1>:d    r11.0<8;8,1>:d    31:w                                // $71
        add (16|M0)              r86.0<1>:d    r58.0<8;8,1>:d    268435456:d                         // $98
        add (16|M16)             r88.0<1>:d    r60.0<8;8,1>:d    268435456:d                         // $99
        addc (8|M0)              r66.0<1>:ud   r58.0<8;8,1>:ud   r8.1<0;1,0>:ud   {AccWrEn,Compacted} // $80
        shr (16|M0)              r62.0<1>:d    r4.0<8;8,1>:ud    30:w                                // $74
        send (16|M0)             r90:w    r86:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $100
        shl (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    2:w                                 // $76
        send (16|M16)            r92:w    r88:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $101
        mov (8|M0)               r74.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $80
        addc (8|M8)              r67.0<1>:ud   r59.0<8;8,1>:ud   r8.1<0;1,0>:ud   {AccWrEn,Compacted} // $83
        shr (16|M16)             r64.0<1>:d    r11.0<8;8,1>:ud   30:w                                // $75
        shl (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    2:w                                 // $77
        or (16|M0)               r54.0<1>:d    r54.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}        // $78
        mov (8|M8)               r75.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $83
        addc (8|M16)             r68.0<1>:ud   r60.0<8;8,1>:ud   r8.1<0;1,0>:ud   {AccWrEn}          // $86
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted}        // $106
        or (16|M16)              r56.0<1>:d    r56.0<8;8,1>:d    r64.0<8;8,1>:d                      // $79
        add (8|M0)               r70.0<1>:ud   r54.0<8;8,1>:ud   r8.6<0;1,0>:ud   {Compacted}        // $81
        add (8|M8)               r71.0<1>:ud   r55.0<8;8,1>:ud   r8.6<0;1,0>:ud   {Compacted}        // $84
        mov (8|M16)              r76.0<1>:ud   acc0.0<8;8,1>:ud                                      // $86
        addc (8|M24)             r69.0<1>:ud   r61.0<8;8,1>:ud   r8.1<0;1,0>:ud   {AccWrEn}          // $89
        add (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    r9.3<0;1,0>:d                       // $107
        add (8|M16)              r72.0<1>:ud   r56.0<8;8,1>:ud   r8.6<0;1,0>:ud                      // $87
        add (8|M24)              r73.0<1>:ud   r57.0<8;8,1>:ud   r8.6<0;1,0>:ud                      // $90
        add (8|M0)               r78.1<2>:ud   r74.0<8;8,1>:ud   r70.0<8;8,1>:ud                     // $82
        add (8|M8)               r80.1<2>:ud   r75.0<8;8,1>:ud   r71.0<8;8,1>:ud                     // $85
        mov (8|M24)              r77.0<1>:ud   acc0.0<8;8,1>:ud                                      // $89
        mov (8|M0)               r78.0<2>:f    r66.0<8;8,1>:f                                        // $92
        mov (8|M8)               r80.0<2>:f    r67.0<8;8,1>:f                                        // $92
        add (8|M16)              r82.1<2>:ud   r76.0<8;8,1>:ud   r72.0<8;8,1>:ud                     // $88
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.0<8;8,1>:d     64:w                                // $108
        mov (8|M16)              r82.0<2>:f    r68.0<8;8,1>:f                                        // $94
        add (8|M24)              r84.1<2>:ud   r77.0<8;8,1>:ud   r73.0<8;8,1>:ud                     // $91
        mov (8|M24)              r84.0<2>:f    r69.0<8;8,1>:f                                        // $94
        cmp (16|M16)  (lt)f1.0   null<1>:d     r11.0<8;8,1>:d    64:w                                // $109
        sends (8|M0)             null:ud  r78     r90     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $102
        sends (8|M8)             null:ud  r80     r91     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $103
        sends (8|M16)            null:ud  r82     r92     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $104
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}          // $105
        sends (8|M24)            null:ud  r84     r93     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $105
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}          // $110
(W)     mov (8|M0)               r82.0<1>:f    r82.0<8;8,1>:f                   {Compacted}          // $110
(W)     mov (8|M0)               r84.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $110
(f1.0)  while (32|M0)                        _0_028                                                  // $110
// B011: Preds:{B008, B010},  Succs:{B012}
_histogram_k0_0_cf:
        endif (32|M0)                        _0_026                                                  // $65
// B012: Preds:{B011},  Succs:{}
_0_026:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $112
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $112
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
