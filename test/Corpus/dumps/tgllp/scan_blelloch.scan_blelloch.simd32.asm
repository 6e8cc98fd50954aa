//.kernel scan_blelloch
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 223
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.6)
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r4.2)
//.declare V0051 (59)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r3.0)
//.declare V0052 (60)  rf=r size=4 type=ud alias=V0046+0 align=2 words (r4.0)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0054 (62)  rf=r size=64 type=ud align=16 words (r5.0)
//.declare V0055 (63)  rf=r size=4 type=ud alias=V0053+0 align=2 words (r4.3)
//.declare V0056 (64)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r26.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r28.0)
//.declare V0071 (79)  rf=r size=128 type=d align=16 words (r30.0)
//.declare V0072 (80)  rf=r size=128 type=d align=16 words (r34.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r38.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r40.0)
//.declare P01 (87)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r4.4)
//.declare V0080 (89)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0081 (90)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0082 (91)  rf=r size=4 type=d align=2 words (r4.5)
//.declare V0083 (92)  rf=r size=4 type=d align=2 words (r4.6)
//.declare V0084 (93)  rf=r size=4 type=d align=2 words (r4.7)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r51.0)
//.declare P02 (96)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0085 (97)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0086 (98)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0087 (99)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0088 (100)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0089 (101)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r52.0)
//.declare V0090 (102)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r54.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0093 (105)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r56.0)
//.declare V0094 (106)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r58.0)
//.declare V0095 (107)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r66.0)
//.declare P03 (109)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (110)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0097 (111)  rf=r size=4 type=d align=2 words (r7.1)
//.declare V0098 (112)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0099 (113)  rf=r size=4 type=ud alias=V0098+0 align=16 words (r8.0)
//.declare V0100 (114)  rf=r size=4 type=d align=16 words (r68.0)
//.declare V0101 (115)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0102 (116)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0103 (117)  rf=r size=4 type=d align=2 words (r7.2)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare  (119)  rf=r size=32 type=ud align=16 words (r74.0)
//.declare P05 (120)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0104 (121)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0105 (122)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0106 (123)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0107 (124)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0108 (125)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r75.0)
//.declare V0109 (126)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r77.0)
//.declare V0110 (127)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0111 (128)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0112 (129)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r79.0)
//.declare V0113 (130)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r81.0)
//.declare V0114 (131)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0115 (132)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0116 (133)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0117 (134)  rf=r size=64 type=d align=16 words (r93.0)
//.declare P06 (135)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (136)  rf=r size=32 type=ud align=16 words (r95.0)
//.declare  (137)  rf=r size=32 type=ud align=16 words (r96.0)
//.declare V0118 (138)  rf=r size=128 type=d align=16 words (r97.0)
//.declare V0119 (139)  rf=r size=128 type=d align=16 words (r101.0)
//.declare V0120 (140)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0121 (141)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0122 (142)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r105.0)
//.declare V0123 (143)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r107.0)
//.declare V0124 (144)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0125 (145)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0126 (146)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (147)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r109.0)
//.declare  (149)  rf=r size=32 type=ud align=16 words (r110.0)
//.declare  (150)  rf=r size=4 type=ud align=2 words (r7.3) Input_Output
//.declare  (151)  rf=r size=8 type=ud align=2 words (r7.4) Input_Output
//.declare  (152)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (153)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (154)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (155)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (156)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (157)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (158)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (159)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (160)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (161)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (162)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (163)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (164)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (165)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (166)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (167)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (168)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (169)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (170)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (171)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (172)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (173)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (174)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (175)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (176)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (177)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0124    | :ud      |      4 | r8       | general    |
// | V0125    | :uq      |      8 | r8+8     | general    |
// | V0126    | :uq      |      8 | r8+16    | general    |
// | V0044    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     shl (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     1:w               {Compacted,@1}    // $2
        mov (16|M0)              r10.0<1>:d    r1.0<16;16,1>:uw                                      // $11
        mov (16|M16)             r12.0<1>:d    r2.0<16;16,1>:uw                                      // $12
(W)     mul (1|M0)               acc0.0<1>:ud  r3.1<0;1,0>:ud    r4.0<0;1,0>:uw   {@3}               // $4
(W)     mach (1|M0)              r6.0<1>:ud    r3.1<0;1,0>:ud    r4.0<0;1,0>:ud   {AccWrEn}          // 
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    1:w               {Compacted,@4}    // $13
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted,@4}    // $14
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // 
(W)     asr (1|M0)               r4.1<1>:d     r4.0<0;1,0>:d     31:w               {Compacted}      // $3
        add (16|M0)              r18.0<1>:d    r5.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted,@2}     // $15
        add (16|M16)             r20.0<1>:d    r5.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted,@4}     // $16
        shl (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted,@2}    // $17
        shl (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@2}    // $18
        add (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}     // $19
        add (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}     // $20
        send.dc1 (16|M0)         r30      r26     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $22
        send.dc1 (16|M16)        r34      r28     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy // $24
(W)     mul (1|M0)               acc0.0<1>:d   r3.1<0;1,0>:ud    r4.2<0;1,0>:uw   {@7}               // $7
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $31
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $32
(W)     mach (1|M0)              r7.0<1>:d     r3.1<0;1,0>:ud    r4.1<0;1,0>:d                       // $8
        shl (16|M0)              r38.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted}       // $25
        shl (16|M16)             r40.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted}       // $26
(W)     add (1|M0)               r4.3<1>:d     r6.0<0;1,0>:d     r7.0<0;1,0>:d    {Compacted,@3}     // $8
        add (16|M0)              r42.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}       // $27
        add (16|M16)             r44.0<1>:d    r16.0<8;8,1>:d    1:w               {Compacted}       // $28
(W)     mov (1|M0)               r4.2<1>:f     r4.3<0;1,0>:f                    {@3}                 // $10
        send.dc1 (16|M0)         null     r38     r30     0x100            0x04025CFE           {@6,$0} // wr:2+4, rd:0; untyped surface write with xy // $29
        send.dc1 (16|M16)        null     r40     r34     0x100            0x04025CFE           {@5,$1} // wr:2+4, rd:0; untyped surface write with xy // $30
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $33
(~f0.0) if (32|M0)                           _0_022            _0_024                                // $33
// B001: [inDivergent],  Preds:{B000},  Succs:{B008}
_0_023:
(W)     mov (1|M0)               r4.4<1>:f     0x1:f                                                 //  (0x00000001:f); $35
        else (32|M0)                         _0_024            _0_024                                // $33
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_022:
        add (16|M0)              r46.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}       // $38
        add (16|M16)             r48.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted}       // $39
(W)     mov (1|M0)               r4.5<1>:f     r4.0<0;1,0>:f                    {Compacted}          // $40
(W)     mov (1|M0)               r4.6<1>:f     0x1:f                                                 //  (0x00000001:f); $41
// B003: [NoMaskWA],  [inDivergent],  Preds:{B007, B002},  Succs:{B004, B005}
_0_025:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $43
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $43
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $43
(W&f0.0.any32h) asr (1|M0)       r4.7<1>:d     r4.5<0;1,0>:d     1:w               {@5}              // $43
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $44
(W&f0.0.any32h) send.dc0 (8|M0)   r50     r3      null    0x0            0x0219E0FE           {$5} // wr:1h+0, rd:1; synchronized SLM fence // $44
(W&f0.0.any32h) and (8|M0)       r51.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud              {$4.src} // $45
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {$5.dst}             //  memory fence commit; $45
(W&f0.0.any32h) send.gtwy (1|M0)   null   r51     null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier // $45
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                   {@7}                 // $45
(W)     sync.bar                             null                                                    // $45
        cmp (16|M0)   (gt)f1.0   null<1>:d     r4.7<0;1,0>:d     r10.0<8;8,1>:d   {@5}               // $46
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.7<0;1,0>:d     r12.0<8;8,1>:d                      // $47
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $48
(f1.0)  if (32|M0)                           _0_026            _0_026                                // $48
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003},  Succs:{B005}
_0_027:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $50
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $50
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $50
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $50
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r4.6<0;1,0>:d     r42.0<2;1,0>:uw                     // $50
        mach (8|M0)              r52.0<1>:d    r4.6<0;1,0>:d     r42.0<8;8,1>:d   {Compacted}        // $50
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r4.6<0;1,0>:d     r43.0<2;1,0>:uw                     // $50
        mach (8|M8)              r53.0<1>:d    r4.6<0;1,0>:d     r43.0<8;8,1>:d   {Compacted}        // $51
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r4.6<0;1,0>:d     r44.0<2;1,0>:uw                     // $51
        mach (8|M16)             r54.0<1>:d    r4.6<0;1,0>:d     r44.0<8;8,1>:d   {Compacted}        // $51
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r4.6<0;1,0>:d     r45.0<2;1,0>:uw                     // $51
        mach (8|M24)             r55.0<1>:d    r4.6<0;1,0>:d     r45.0<8;8,1>:d   {Compacted}        // $52
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r4.6<0;1,0>:d     r46.0<2;1,0>:uw                     // $52
        mach (8|M0)              r56.0<1>:d    r4.6<0;1,0>:d     r46.0<8;8,1>:d   {Compacted,$3.src} // $52
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r4.6<0;1,0>:d     r47.0<2;1,0>:uw                     // $52
        mach (8|M8)              r57.0<1>:d    r4.6<0;1,0>:d     r47.0<8;8,1>:d   {Compacted}        // $53
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r4.6<0;1,0>:d     r48.0<2;1,0>:uw                     // $53
        mach (8|M16)             r58.0<1>:d    r4.6<0;1,0>:d     r48.0<8;8,1>:d   {Compacted,$2.src} // $53
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r4.6<0;1,0>:d     r49.0<2;1,0>:uw                     // $53
        mach (8|M24)             r59.0<1>:d    r4.6<0;1,0>:d     r49.0<8;8,1>:d   {Compacted}        // $54
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w               {Compacted}       // $54
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    2:w               {Compacted,@7}    // $55
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w               {Compacted,@7}    // $60
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted,@4}    // $61
        add (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    -4:w               {Compacted,@4}   // $56
        add (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    -4:w               {Compacted,@4}   // $57
        add (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    -4:w               {Compacted,@4}   // $62
        add (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    -4:w               {Compacted,@4}   // $63
        send.dc1 (16|M0)         r60      r52     null    0x0            0x04205EFE           {@4,$6} // wr:2+0, rd:2; untyped surface read with x // $58
        send.dc1 (16|M16)        r62      r54     null    0x0            0x04205EFE           {@3,$7} // wr:2+0, rd:2; untyped surface read with x // $59
        send.dc1 (16|M0)         r64      r56     null    0x0            0x04205EFE           {@2,$8} // wr:2+0, rd:2; untyped surface read with x // $64
        send.dc1 (16|M16)        r66      r58     null    0x0            0x04205EFE           {@1,$9} // wr:2+0, rd:2; untyped surface read with x // $65
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                                        // $54
        sync.nop                             null                             {Compacted,$8.dst}     // $66
        add (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted,$6.dst} // $66
        sync.nop                             null                             {Compacted,$9.dst}     // $67
        add (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted,$7.dst} // $67
        send.dc1 (16|M0)         null     r56     r64     0x80            0x04025EFE           {@2,$3} // wr:2+2, rd:0; untyped surface write with x // $68
        send.dc1 (16|M16)        null     r58     r66     0x80            0x04025EFE           {@1,$2} // wr:2+2, rd:0; untyped surface write with x // $69
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004, B003},  Succs:{B006, B008}
_0_026:
        endif (32|M0)                        L1176                                                   // $48
L1176:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $71
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $71
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $71
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $71
(W)     mov (1|M0)               r7.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $72
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r4.5<0;1,0>:d     3:w                                 // $72
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r7.3<0;1,0>:ud                   {@2}                 // $73
(W&f0.0) shl (1|M0)              r4.6<1>:d     r4.6<0;1,0>:d     1:w                                 // $71
(W&f0.0) mov (1|M0)              r4.4<1>:f     r4.6<0;1,0>:f                    {@1}                 // $74
(W)     mov (1|M0)               r7.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $73
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r4.5<0;1,0>:d     3:w                                 // $73
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r7.3<0;1,0>:ud                   {@2}                 // $74
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                                        // $75
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $75
(~f1.0) break (32|M0)                        _scan_blelloch_k0_2_cf  _scan_blelloch_k0_2_cf          // $75
// B006: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B007}
_0_028:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $77
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $77
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $77
(W&f0.0.any32h) mov (1|M0)       r4.5<1>:f     r4.7<0;1,0>:f                                         // $77
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                   {@4}                 // 
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B003}
_scan_blelloch_k0_2_cf:
        while (32|M0)                        _0_025                                                  // $78
// B008: Preds:{B001, B005},  Succs:{B009, B010}
_0_024:
        endif (32|M0)                        L1496                                                   // $33
L1496:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $80
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $81
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $82
(f1.0)  if (32|M0)                           _0_029            _0_029                                // $82
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_0_030:
(W)     shl (1|M0)               r7.1<1>:d     r9.0<0;1,0>:d     3:w               {Compacted}       // $84
(W)     mov (1|M0)               r68.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $86
(W)     add (1|M0)               r8.0<1>:d     r7.1<0;1,0>:d     -4:w               {Compacted,@2}   // $85
(W)     send.dc0 (1|M0)          null     r8      r68     0x40            0x020308FE           {@1,$10} // wr:1+1, rd:0; byte scattering write 32b // $87
// B010: Preds:{B009, B008},  Succs:{B011, B015}
_0_029:
        endif (32|M0)                        L1616                                                   // $82
L1616:
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $89
(f0.0)  if (32|M0)                           _scan_blelloch_k0_0_cf  _scan_blelloch_k0_0_cf          // $89
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_0_032:
        add (16|M0)              r69.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}       // $91
        add (16|M16)             r71.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted}       // $92
(W)     mov (1|M0)               r7.2<1>:f     0x1:f                                                 //  (0x00000001:f); $93
// B012: [NoMaskWA],  [inDivergent],  Preds:{B014, B011},  Succs:{B013, B014}
_0_033:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $95
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $95
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $95
(W&f0.0.any32h) asr (1|M0)       r4.4<1>:d     r4.4<0;1,0>:d     1:w                                 // $95
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $96
(W&f0.0.any32h) send.dc0 (8|M0)   r73     r3      null    0x0            0x0219E0FE           {$5} // wr:1h+0, rd:1; synchronized SLM fence // $96
(W&f0.0.any32h) and (8|M0)       r74.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud              {$15.src} // $97
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {$5.dst}             //  memory fence commit; $97
(W&f0.0.any32h) send.gtwy (1|M0)   null   r74     null    0x0            0x02000004           {@2,$15} // wr:1+0, rd:0; signal barrier // $97
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                   {@7}                 // $97
(W)     sync.bar                             null                                                    // $97
        cmp (16|M0)   (gt)f0.0   null<1>:d     r7.2<0;1,0>:d     r10.0<8;8,1>:d   {@7}               // $98
        cmp (16|M16)  (gt)f0.0   null<1>:d     r7.2<0;1,0>:d     r12.0<8;8,1>:d                      // $99
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $100
(f0.0)  if (32|M0)                           _0_034            _0_034                                // $100
// B013: [NoMaskWA],  [inDivergent],  Preds:{B012},  Succs:{B014}
_0_035:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $102
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $102
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $102
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $102
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r4.4<0;1,0>:d     r42.0<2;1,0>:uw                     // $102
        mach (8|M0)              r75.0<1>:d    r4.4<0;1,0>:d     r42.0<8;8,1>:d   {Compacted,$11.src} // $102
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r4.4<0;1,0>:d     r43.0<2;1,0>:uw                     // $102
        mach (8|M8)              r76.0<1>:d    r4.4<0;1,0>:d     r43.0<8;8,1>:d   {Compacted}        // $103
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r4.4<0;1,0>:d     r44.0<2;1,0>:uw                     // $103
        mach (8|M16)             r77.0<1>:d    r4.4<0;1,0>:d     r44.0<8;8,1>:d   {Compacted,$12.src} // $103
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r4.4<0;1,0>:d     r45.0<2;1,0>:uw                     // $103
        mach (8|M24)             r78.0<1>:d    r4.4<0;1,0>:d     r45.0<8;8,1>:d   {Compacted}        // $104
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r4.4<0;1,0>:d     r69.0<2;1,0>:uw                     // $104
        mach (8|M0)              r79.0<1>:d    r4.4<0;1,0>:d     r69.0<8;8,1>:d   {Compacted,$13.src} // $104
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r4.4<0;1,0>:d     r70.0<2;1,0>:uw                     // $104
        mach (8|M8)              r80.0<1>:d    r4.4<0;1,0>:d     r70.0<8;8,1>:d   {Compacted}        // $105
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r4.4<0;1,0>:d     r71.0<2;1,0>:uw                     // $105
        mach (8|M16)             r81.0<1>:d    r4.4<0;1,0>:d     r71.0<8;8,1>:d   {Compacted,$14.src} // $105
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r4.4<0;1,0>:d     r72.0<2;1,0>:uw                     // $105
        mach (8|M24)             r82.0<1>:d    r4.4<0;1,0>:d     r72.0<8;8,1>:d   {Compacted}        // $106
        shl (16|M0)              r79.0<1>:d    r79.0<8;8,1>:d    2:w               {Compacted,@5}    // $112
        shl (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    2:w               {Compacted,@2}    // $113
        add (16|M0)              r79.0<1>:d    r79.0<8;8,1>:d    -4:w               {Compacted,@2}   // $114
        add (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    -4:w               {Compacted,@2}   // $115
        send.dc1 (16|M0)         r87      r79     null    0x0            0x04205EFE           {@2,$6} // wr:2+0, rd:2; untyped surface read with x // $116
        send.dc1 (16|M16)        r89      r81     null    0x0            0x04205EFE           {@1,$7} // wr:2+0, rd:2; untyped surface read with x // $117
        shl (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    2:w               {Compacted}       // $106
        shl (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    2:w               {Compacted}       // $107
        add (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    -4:w               {Compacted,@2}   // $108
        add (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    -4:w               {Compacted,@2}   // $109
        send.dc1 (16|M0)         r83      r75     null    0x0            0x04205EFE           {@2,$8} // wr:2+0, rd:2; untyped surface read with x // $110
        send.dc1 (16|M16)        r85      r77     null    0x0            0x04205EFE           {@1,$9} // wr:2+0, rd:2; untyped surface read with x // $111
        sync.nop                             null                             {Compacted,$6.dst}     // $118
        send.dc1 (16|M0)         null     r75     r87     0x80            0x04025EFE           {$11} // wr:2+2, rd:0; untyped surface write with x // $118
        sync.nop                             null                             {Compacted,$7.dst}     // $119
        send.dc1 (16|M16)        null     r77     r89     0x80            0x04025EFE           {$12} // wr:2+2, rd:0; untyped surface write with x // $119
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                                        // $106
        send.dc1 (16|M0)         r91      r79     null    0x0            0x04205EFE           {$5} // wr:2+0, rd:2; untyped surface read with x // $120
        send.dc1 (16|M16)        r93      r81     null    0x0            0x04205EFE           {$6} // wr:2+0, rd:2; untyped surface read with x // $121
        sync.nop                             null                             {Compacted,$5.dst}     // $122
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r83.0<8;8,1>:d   {Compacted,$8.dst} // $122
        sync.nop                             null                             {Compacted,$6.dst}     // $123
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r85.0<8;8,1>:d   {Compacted,$9.dst} // $123
        send.dc1 (16|M0)         null     r79     r91     0x80            0x04025EFE           {@2,$13} // wr:2+2, rd:0; untyped surface write with x // $124
        send.dc1 (16|M16)        null     r81     r93     0x80            0x04025EFE           {@1,$14} // wr:2+2, rd:0; untyped surface write with x // $125
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013, B012},  Succs:{B015, B012}
_0_034:
        endif (32|M0)                        L2464                                                   // $100
L2464:
(W)     mov (1|M0)               r7.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $127
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $127
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $127
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $127
(W)     mov (1|M0)               r7.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $128
(W&f0.0) shl (1|M0)              r7.2<1>:d     r7.2<0;1,0>:d     1:w                                 // $127
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r7.2<0;1,0>:d     r4.0<0;1,0>:d    {@1}               // $128
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r7.3<0;1,0>:ud                   {@3}                 // $129
(W)     mov (1|M0)               r7.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $129
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r7.2<0;1,0>:d     r4.0<0;1,0>:d                       // $129
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r7.3<0;1,0>:ud                   {@2}                 // $130
(W)     mov (1|M0)               f0.0<1>:ud    r7.4<0;1,0>:ud                   {@7}                 // $130
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $130
(f1.0)  while (32|M0)                        _0_033                                                  // $130
// B015: Preds:{B010, B014},  Succs:{B016}
_scan_blelloch_k0_0_cf:
        endif (32|M0)                        _0_031                                                  // $89
// B016: Preds:{B015},  Succs:{}
_0_031:
(W)     send.dc0 (8|M0)          r95      r3      null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence // $132
(W)     and (8|M0)               r96.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $133
(W)     mov (8|M0)               null<1>:ud    r95.0<8;8,1>:ud                  {$7.dst}             //  memory fence commit; $133
(W)     send.gtwy (1|M0)         null     r96     null    0x0            0x02000004           {@2,$8} // wr:1+0, rd:0; signal barrier // $133
(W)     sync.bar                             null                                                    // $133
        send.dc1 (16|M0)         r97      r38     null    0x0            0x04405CFE           {$9} // wr:2+0, rd:4; untyped surface read with xy // $134
        send.dc1 (16|M16)        r101     r40     null    0x0            0x04405CFE           {$10} // wr:2+0, rd:4; untyped surface read with xy // $135
        add (16|M0)              r105.0<1>:d   r22.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $136
        add (16|M16)             r107.0<1>:d   r24.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $137
        send.dc1 (16|M0)         null     r105    r97     0x100            0x04025C01           {@2,$9} // wr:2+4, rd:0; untyped surface write with xy // $139
        send.dc1 (16|M16)        null     r107    r101    0x100            0x04025C01           {@1,$10} // wr:2+4, rd:0; untyped surface write with xy // $141
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $142
(W)     send.dc0 (8|M0)          r109     r3      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing // $142
(W)     mov (8|M0)               null<1>:ud    r109.0<8;8,1>:ud                 {$11.dst}            //  memory fence commit; $142
(W)     send.dc0 (8|M0)          r110     r3      null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence // $142
(W)     mov (8|M0)               null<1>:ud    r110.0<8;8,1>:ud                 {$12.dst}            //  memory fence commit; $142
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $142


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 267
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
