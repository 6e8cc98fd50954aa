//.kernel scan_blelloch
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 176
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
//.declare  (148)  rf=r size=64 type=f align=16 words (r38.0)
//.declare  (149)  rf=r size=64 type=f align=16 words (r40.0)
//.declare  (150)  rf=r size=64 type=f align=16 words (r51.0)
//.declare  (151)  rf=r size=64 type=f align=16 words (r52.0)
//.declare  (152)  rf=r size=64 type=f align=16 words (r56.0)
//.declare  (153)  rf=r size=64 type=f align=16 words (r58.0)
//.declare  (154)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (155)  rf=r size=64 type=f align=16 words (r74.0)
//.declare  (156)  rf=r size=64 type=f align=16 words (r75.0)
//.declare  (157)  rf=r size=64 type=f align=16 words (r77.0)
//.declare  (158)  rf=r size=64 type=f align=16 words (r75.0)
//.declare  (159)  rf=r size=64 type=f align=16 words (r79.0)
//.declare  (160)  rf=r size=64 type=f align=16 words (r81.0)
//.declare  (161)  rf=r size=64 type=f align=16 words (r96.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     1:w                                 // $2
        mov (16|M0)              r10.0<1>:d    r1.0<16;16,1>:uw                                      // $11
        mov (16|M16)             r12.0<1>:d    r2.0<16;16,1>:uw                                      // $12
(W)     mul (1|M0)               acc0.0<1>:ud  r3.1<0;1,0>:ud    r4.0<0;1,0>:uw                      // $4
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $13
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $14
(W)     asr (1|M0)               r4.1<1>:d     r4.0<0;1,0>:d     31:w                                // $3
        shl (16|M0)              r38.0<1>:d    r10.0<8;8,1>:d    3:w                                 // $25
(W)     mach (1|M0)              r6.0<1>:ud    r3.1<0;1,0>:ud    r4.0<0;1,0>:ud   {AccWrEn,Compacted} // 
        shl (16|M16)             r40.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $26
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $31
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $32
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // 
(W)     mul (1|M0)               acc0.0<1>:d   r3.1<0;1,0>:ud    r4.2<0;1,0>:uw                      // $7
        add (16|M0)              r42.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $27
        add (16|M16)             r44.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $28
        add (16|M0)              r18.0<1>:d    r5.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}        // $15
        add (16|M16)             r20.0<1>:d    r5.0<0;1,0>:d     r16.0<8;8,1>:d                      // $16
(W)     mach (1|M0)              r7.0<1>:d     r3.1<0;1,0>:ud    r4.1<0;1,0>:d                       // $8
        shl (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $17
        shl (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    2:w                                 // $18
(W)     add (1|M0)               r4.3<1>:d     r6.0<0;1,0>:d     r7.0<0;1,0>:d                       // $8
        add (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $19
        add (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    r8.6<0;1,0>:d                       // $20
(W)     mov (1|M0)               r4.2<1>:f     r4.3<0;1,0>:f                                         // $10
        send (16|M0)             r30:w    r26:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $22
        send (16|M16)            r34:w    r28:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $24
        sends (16|M0)            null:w   r38     r30     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $29
        sends (16|M16)           null:w   r40     r34     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $30
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $33
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $33
(W&f0.0) jmpi                                _0_022                                                  // $33
// B001: Preds:{B000},  Succs:{B008}
_0_023:
(W)     mov (1|M0)               r4.4<1>:f     0x1:f                                                 //  (0x00000001:f); $35
(W)     jmpi                                 _0_024                                                  // $36
// B002: Preds:{B000},  Succs:{B003}
_0_022:
        add (16|M0)              r46.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $38
        add (16|M16)             r48.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $39
(W)     mov (1|M0)               r4.5<1>:f     r4.0<0;1,0>:f                                         // $40
(W)     mov (1|M0)               r4.6<1>:f     0x1:f                                                 //  (0x00000001:f); $41
// B003: Preds:{B007, B002},  Succs:{B004, B005}
_0_025:
(W)     asr (1|M0)               r4.7<1>:d     r4.5<0;1,0>:d     1:w                                 // $43
(W)     send (8|M0)              r50      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $44
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $45
(W)     and (8|M0)               r51.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $45
(W)     send (1|M0)              null     r51:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $45
(W)     wait                                 n0.0<0;1,0>:ud                                          // $45
        cmp (16|M0)   (gt)f1.0   null<1>:d     r4.7<0;1,0>:d     r10.0<8;8,1>:d                      // $46
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.7<0;1,0>:d     r12.0<8;8,1>:d                      // $47
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}          // $48
(f1.0)  if (32|M0)                           _0_026            _0_026                                // $48
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_027:
(W)     mul (8|M0)               acc0.0<1>:d   r4.6<0;1,0>:d     r42.0<2;1,0>:uw                     // $50
        mach (8|M0)              r52.0<1>:d    r4.6<0;1,0>:d     r42.0<8;8,1>:d                      // $50
(W)     mul (8|M8)               acc0.0<1>:d   r4.6<0;1,0>:d     r43.0<2;1,0>:uw                     // $50
        mach (8|M8)              r53.0<1>:d    r4.6<0;1,0>:d     r43.0<8;8,1>:d                      // $51
(W)     mul (8|M16)              acc0.0<1>:d   r4.6<0;1,0>:d     r44.0<2;1,0>:uw                     // $51
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w                                 // $54
        mach (8|M16)             r54.0<1>:d    r4.6<0;1,0>:d     r44.0<8;8,1>:d                      // $51
(W)     mul (8|M24)              acc0.0<1>:d   r4.6<0;1,0>:d     r45.0<2;1,0>:uw                     // $51
        add (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    -4:w                                // $56
        mach (8|M24)             r55.0<1>:d    r4.6<0;1,0>:d     r45.0<8;8,1>:d                      // $52
(W)     mul (8|M0)               acc0.0<1>:d   r4.6<0;1,0>:d     r46.0<2;1,0>:uw                     // $52
        send (16|M0)             r60:w    r52:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $58
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    2:w                                 // $55
        mach (8|M0)              r56.0<1>:d    r4.6<0;1,0>:d     r46.0<8;8,1>:d                      // $52
(W)     mul (8|M8)               acc0.0<1>:d   r4.6<0;1,0>:d     r47.0<2;1,0>:uw                     // $52
        add (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    -4:w                                // $57
        mach (8|M8)              r57.0<1>:d    r4.6<0;1,0>:d     r47.0<8;8,1>:d                      // $53
(W)     mul (8|M16)              acc0.0<1>:d   r4.6<0;1,0>:d     r48.0<2;1,0>:uw                     // $53
        send (16|M16)            r62:w    r54:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $59
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w                                 // $60
        mach (8|M16)             r58.0<1>:d    r4.6<0;1,0>:d     r48.0<8;8,1>:d                      // $53
(W)     mul (8|M24)              acc0.0<1>:d   r4.6<0;1,0>:d     r49.0<2;1,0>:uw                     // $53
        add (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    -4:w                                // $62
        mach (8|M24)             r59.0<1>:d    r4.6<0;1,0>:d     r49.0<8;8,1>:d                      // $54
        send (16|M0)             r64:w    r56:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $64
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w                                 // $61
        add (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    -4:w                                // $63
(W)     mov (8|M0)               r52.0<1>:f    r52.0<8;8,1>:f                   {Compacted}          // $65
        send (16|M16)            r66:w    r58:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $65
        add (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $66
        sends (16|M0)            null:w   r56     r64     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $68
        add (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    r62.0<8;8,1>:d                      // $67
        sends (16|M16)           null:w   r58     r66     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $69
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}          // 
// B005: Preds:{B004, B003},  Succs:{B006, B008}
_0_026:
        endif (32|M0)                        L1280                                                   // $48
L1280:
(W)     shl (1|M0)               r4.6<1>:d     r4.6<0;1,0>:d     1:w                                 // $71
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r4.5<0;1,0>:d     3:w                                 // $72
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r4.5<0;1,0>:d     3:w                                 // $73
(W)     mov (1|M0)               r4.4<1>:f     r4.6<0;1,0>:f                                         // $74
(~f1.0) break (32|M0)                        _scan_blelloch_k0_1_cf  _scan_blelloch_k0_1_cf          // $75
// B006: Preds:{B005},  Succs:{B007}
_0_028:
(W)     mov (1|M0)               r4.5<1>:f     r4.7<0;1,0>:f                                         // $77
// B007: Preds:{B006},  Succs:{B003}
_scan_blelloch_k0_1_cf:
        while (32|M0)                        _0_025                                                  // $78
// B008: Preds:{B005, B001},  Succs:{B009, B010}
_0_024:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $80
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $81
(f1.0)  if (32|M0)                           _0_029            _0_029                                // $82
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_0_030:
(W)     shl (1|M0)               r7.1<1>:d     r9.0<0;1,0>:d     3:w                                 // $84
(W)     mov (1|M0)               r68.0<1>:f    0x0:f                                                 //  (0x00000000:f); $86
(W)     add (1|M0)               r8.0<1>:d     r7.1<0;1,0>:d     -4:w                                // $85
(W)     sends (1|M0)             null:ud  r8      r68     0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $87
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // 
// B010: Preds:{B009, B008},  Succs:{B011, B015}
_0_029:
        endif (32|M0)                        L1528                                                   // $82
L1528:
(W&~f0.0) jmpi                               _0_031                                                  // $89
// B011: Preds:{B010},  Succs:{B012}
_0_032:
        add (16|M0)              r69.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $91
        add (16|M16)             r71.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $92
(W)     mov (1|M0)               r7.2<1>:f     0x1:f                                                 //  (0x00000001:f); $93
// B012: Preds:{B014, B011},  Succs:{B013, B014}
_0_033:
(W)     asr (1|M0)               r4.4<1>:d     r4.4<0;1,0>:d     1:w                                 // $95
(W)     send (8|M0)              r73      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $96
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $97
(W)     and (8|M0)               r74.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $97
(W)     send (1|M0)              null     r74:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $97
(W)     wait                                 n0.0<0;1,0>:ud                                          // $97
        cmp (16|M0)   (gt)f0.0   null<1>:d     r7.2<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $98
        cmp (16|M16)  (gt)f0.0   null<1>:d     r7.2<0;1,0>:d     r12.0<8;8,1>:d                      // $99
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}          // $100
(f0.0)  if (32|M0)                           _0_034            _0_034                                // $100
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_0_035:
(W)     mul (8|M0)               acc0.0<1>:d   r4.4<0;1,0>:d     r42.0<2;1,0>:uw                     // $102
        mach (8|M0)              r75.0<1>:d    r4.4<0;1,0>:d     r42.0<8;8,1>:d   {Compacted}        // $102
(W)     mul (8|M8)               acc0.0<1>:d   r4.4<0;1,0>:d     r43.0<2;1,0>:uw                     // $102
        mach (8|M8)              r76.0<1>:d    r4.4<0;1,0>:d     r43.0<8;8,1>:d   {Compacted}        // $103
(W)     mul (8|M16)              acc0.0<1>:d   r4.4<0;1,0>:d     r44.0<2;1,0>:uw                     // $103
        shl (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    2:w                                 // $106
        mach (8|M16)             r77.0<1>:d    r4.4<0;1,0>:d     r44.0<8;8,1>:d                      // $103
(W)     mul (8|M24)              acc0.0<1>:d   r4.4<0;1,0>:d     r45.0<2;1,0>:uw                     // $103
        add (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    -4:w                                // $108
        mach (8|M24)             r78.0<1>:d    r4.4<0;1,0>:d     r45.0<8;8,1>:d                      // $104
(W)     mul (8|M0)               acc0.0<1>:d   r4.4<0;1,0>:d     r69.0<2;1,0>:uw                     // $104
        send (16|M0)             r83:w    r75:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $110
        shl (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    2:w                                 // $107
        mach (8|M0)              r79.0<1>:d    r4.4<0;1,0>:d     r69.0<8;8,1>:d   {Compacted}        // $104
(W)     mul (8|M8)               acc0.0<1>:d   r4.4<0;1,0>:d     r70.0<2;1,0>:uw                     // $104
        add (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    -4:w                                // $109
        mach (8|M8)              r80.0<1>:d    r4.4<0;1,0>:d     r70.0<8;8,1>:d   {Compacted}        // $105
(W)     mul (8|M16)              acc0.0<1>:d   r4.4<0;1,0>:d     r71.0<2;1,0>:uw                     // $105
        send (16|M16)            r85:w    r77:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $111
        shl (16|M0)              r79.0<1>:d    r79.0<8;8,1>:d    2:w                                 // $112
        mach (8|M16)             r81.0<1>:d    r4.4<0;1,0>:d     r71.0<8;8,1>:d                      // $105
(W)     mul (8|M24)              acc0.0<1>:d   r4.4<0;1,0>:d     r72.0<2;1,0>:uw                     // $105
        add (16|M0)              r79.0<1>:d    r79.0<8;8,1>:d    -4:w                                // $114
        mach (8|M24)             r82.0<1>:d    r4.4<0;1,0>:d     r72.0<8;8,1>:d                      // $106
        send (16|M0)             r87:w    r79:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $116
        shl (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    2:w                                 // $113
        add (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    -4:w                                // $115
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}          // $117
        send (16|M16)            r89:w    r81:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $117
        sends (16|M0)            null:w   r75     r87     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $118
        sends (16|M16)           null:w   r77     r89     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $119
(W)     mov (8|M0)               r77.0<1>:f    r77.0<8;8,1>:f                   {Compacted}          // $120
        send (16|M0)             r91:w    r79:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $120
        send (16|M16)            r93:w    r81:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $121
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r83.0<8;8,1>:d   {Compacted}        // $122
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r85.0<8;8,1>:d                      // $123
        sends (16|M0)            null:w   r79     r91     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $124
        sends (16|M16)           null:w   r81     r93     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $125
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r81.0<1>:f    r81.0<8;8,1>:f                   {Compacted}          // 
// B014: Preds:{B013, B012},  Succs:{B015, B012}
_0_034:
        endif (32|M0)                        L2320                                                   // $100
L2320:
(W)     shl (1|M0)               r7.2<1>:d     r7.2<0;1,0>:d     1:w                                 // $127
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r7.2<0;1,0>:d     r4.0<0;1,0>:d                       // $128
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r7.2<0;1,0>:d     r4.0<0;1,0>:d                       // $129
(W&f1.0) jmpi                                _0_033                                                  // $130
// B015: Preds:{B014, B010},  Succs:{}
_0_031:
(W)     send (8|M0)              r95      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $132
(W)     mov (8|M0)               null<1>:ud    r95.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $133
(W)     and (8|M0)               r96.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $133
(W)     send (1|M0)              null     r96:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $133
(W)     wait                                 n0.0<0;1,0>:ud                                          // $133
        send (16|M0)             r97:w    r38:f   0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $134
        add (16|M0)              r105.0<1>:d   r22.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $136
        send (16|M16)            r101:w   r40:f   0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $135
        add (16|M16)             r107.0<1>:d   r24.0<8;8,1>:d    r8.7<0;1,0>:d                       // $137
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $142
        sends (16|M0)            null:w   r105    r97     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $139
        sends (16|M16)           null:w   r107    r101    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $141
(W)     mov (8|M0)               r96.0<1>:f    r96.0<8;8,1>:f                   {Compacted}          // $142
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $142
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
