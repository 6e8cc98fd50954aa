//.kernel scan_blelloch
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 142
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
//.declare V0047 (55)  rf=r size=8 type=q align=4 words (r4.1)
//.declare V0048 (56)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r3.0)
//.declare V0049 (57)  rf=r size=8 type=q align=4 words (r4.2)
//.declare V0050 (58)  rf=r size=8 type=q align=4 words (r4.3)
//.declare V0051 (59)  rf=r size=8 type=ud alias=V0047+0 align=4 words (r4.2)
//.declare V0052 (60)  rf=r size=8 type=d alias=V0047+0 align=4 words (r4.2)
//.declare V0053 (61)  rf=r size=8 type=ud alias=V0049+0 align=4 words (r4.4)
//.declare V0054 (62)  rf=r size=8 type=d alias=V0049+0 align=4 words (r4.4)
//.declare V0056 (64)  rf=r size=4 type=d align=4 words (r5.0)
//.declare V0057 (65)  rf=r size=4 type=d align=4 words (r5.2)
//.declare V0058 (66)  rf=r size=8 type=ud alias=V0050+0 align=4 words (r4.6)
//.declare V0059 (67)  rf=r size=8 type=d alias=V0050+0 align=4 words (r4.6)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0063 (71)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r12.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r14.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r24.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r26.0)
//.declare V0080 (88)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0081 (89)  rf=r size=128 type=d align=16 words (r32.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0086 (94)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r36.0)
//.declare V0087 (95)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r38.0)
//.declare P01 (96)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0088 (97)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0090 (99)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0091 (100)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0092 (101)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0093 (102)  rf=r size=4 type=d align=2 words (r5.4)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare P02 (104)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0095 (106)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0096 (107)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0097 (108)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0098 (109)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r49.0)
//.declare V0099 (110)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r51.0)
//.declare V0100 (111)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0101 (112)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0102 (113)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r53.0)
//.declare V0103 (114)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r55.0)
//.declare V0104 (115)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0105 (116)  rf=r size=64 type=d align=16 words (r63.0)
//.declare P03 (117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (118)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0106 (119)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0107 (120)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0108 (121)  rf=r size=4 type=ud alias=V0107+0 align=16 words (r8.0)
//.declare V0109 (122)  rf=r size=4 type=d align=16 words (r65.0)
//.declare V0110 (123)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0111 (124)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0112 (125)  rf=r size=4 type=d align=2 words (r5.6)
//.declare  (126)  rf=r size=32 type=ud align=16 words (r70.0)
//.declare P05 (127)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0113 (128)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0114 (129)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0115 (130)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0116 (131)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0117 (132)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r71.0)
//.declare V0118 (133)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r73.0)
//.declare V0119 (134)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0120 (135)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0121 (136)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r75.0)
//.declare V0122 (137)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r77.0)
//.declare V0123 (138)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0124 (139)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0125 (140)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0126 (141)  rf=r size=64 type=d align=16 words (r89.0)
//.declare P06 (142)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r91.0)
//.declare V0127 (144)  rf=r size=128 type=d align=16 words (r92.0)
//.declare V0128 (145)  rf=r size=128 type=d align=16 words (r96.0)
//.declare V0129 (146)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0130 (147)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0131 (148)  rf=r size=64 type=ud alias=V0129+0 align=16 words (r100.0)
//.declare V0132 (149)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r102.0)
//.declare V0133 (150)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0134 (151)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0135 (152)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (154)  rf=r size=64 type=d align=32 words (r104.0)
//.declare  (155)  rf=r size=64 type=d align=32 words (r106.0)
//.declare  (156)  rf=r size=64 type=d align=32 words (r108.0)
//.declare  (157)  rf=r size=64 type=d align=32 words (r110.0)
//.declare  (158)  rf=r size=8 type=q align=4 words (r8.1)

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
// | V0133    | :ud      |      4 | r8       | general    |
// | V0134    | :uq      |      8 | r8+8     | general    |
// | V0135    | :uq      |      8 | r8+16    | general    |
// | V0044    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     1:w                                 // $2
        mov (16|M0)              r6.0<1>:d     r1.0<16;16,1>:uw                                      // $13
(W)     mov (1|M0)               r4.1<1>:q     r3.1<0;1,0>:ud                                        // $3
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                                      // $14
(W)     mov (1|M0)               r4.2<1>:q     r4.0<0;1,0>:d                                         // $4
        shl (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     1:w                                 // $15
        shl (16|M0)              r36.0<1>:d    r6.0<8;8,1>:d     3:w                                 // $31
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $16
(W)     mul (1|M0)               r8.1<1>:q     r4.2<0;1,0>:ud    r4.4<0;1,0>:ud                      // $6
(W)     mul (1|M0)               r5.2<1>:d     r4.2<0;1,0>:ud    r4.5<0;1,0>:d                       // $7
(W)     mul (1|M0)               r4.6<2>:ud    r4.2<0;1,0>:ud    r4.4<0;1,0>:ud                      // $5
        shl (16|M16)             r38.0<1>:d    r10.0<8;8,1>:d    3:w                                 // $32
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $37
(W)     mov (1|M0)               r5.0<1>:d     r8.3<0;1,0>:d                    {Compacted}          // $6
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.0<0;1,0>:d     1:w                                 // $38
        add (16|M0)              r40.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $33
        add (16|M16)             r42.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $34
(W)     add (1|M0)               r5.0<1>:d     r5.0<0;1,0>:d     r5.2<0;1,0>:d    {Compacted}        // $8
(W)     mul (1|M0)               r5.2<1>:d     r4.3<0;1,0>:d     r4.4<0;1,0>:ud                      // $9
(W)     add (1|M0)               r4.7<2>:d     r5.0<0;1,0>:d     r5.2<0;1,0>:d                       // $10
        add (8|M0)               r104.0<2>:d   r4.3<0;1,0>:q     r12.0<8;8,1>:ud                     // $19
        add (8|M8)               r106.0<2>:d   r4.3<0;1,0>:q     r13.0<8;8,1>:ud                     // $19
        add (8|M16)              r108.0<2>:d   r4.3<0;1,0>:q     r14.0<8;8,1>:ud                     // $20
        add (8|M24)              r110.0<2>:d   r4.3<0;1,0>:q     r15.0<8;8,1>:ud                     // $20
        mov (8|M0)               r16.0<1>:d    r104.0<2;1,0>:d                                       // $19
        mov (8|M8)               r17.0<1>:d    r106.0<2;1,0>:d                                       // $19
        mov (8|M16)              r18.0<1>:d    r108.0<2;1,0>:d                                       // $20
        mov (8|M24)              r19.0<1>:d    r110.0<2;1,0>:d                                       // $20
        shl (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $23
        shl (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $24
        add (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $25
        add (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    r8.6<0;1,0>:d                       // $26
        send (16|M0)             r28:w    r24     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $28
        send (16|M16)            r32:w    r26     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $30
        sends (16|M0)            null:w   r36     r28     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $35
        sends (16|M16)           null:w   r38     r32     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $36
(W&f0.0) jmpi                                _0_022                                                  // $39
// B001: Preds:{B000},  Succs:{B008}
_0_023:
(W)     mov (1|M0)               r4.1<1>:d     1:w                                                   // $41
(W)     jmpi                                 _0_024                                                  // $42
// B002: Preds:{B000},  Succs:{B003}
_0_022:
        add (16|M0)              r44.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $44
        add (16|M16)             r46.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $45
(W)     mov (1|M0)               r5.1<1>:d     r4.0<0;1,0>:d                                         // $46
(W)     mov (1|M0)               r5.3<1>:d     1:w                                                   // $47
// B003: Preds:{B007, B002},  Succs:{B004, B005}
_0_025:
(W)     asr (1|M0)               r5.4<1>:d     r5.1<0;1,0>:d     1:w                                 // $49
(W)     and (8|M0)               r48.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $51
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $51
(W)     send (1|M0)              null     r48     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $51
(W)     wait                                 n0.0<0;1,0>:ud                                          // $51
        cmp (16|M0)   (gt)f1.0   null<1>:d     r5.4<0;1,0>:d     r6.0<8;8,1>:d                       // $52
        cmp (16|M16)  (gt)f1.0   null<1>:d     r5.4<0;1,0>:d     r10.0<8;8,1>:d                      // $53
(f1.0)  if (32|M0)                           _0_026            _0_026                                // $54
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_027:
        mul (16|M0)              r49.0<1>:d    r5.3<0;1,0>:d     r40.0<8;8,1>:d   {Compacted}        // $56
        mul (16|M0)              r53.0<1>:d    r5.3<0;1,0>:d     r44.0<8;8,1>:d   {Compacted}        // $58
        mul (16|M16)             r51.0<1>:d    r5.3<0;1,0>:d     r42.0<8;8,1>:d                      // $57
        mul (16|M16)             r55.0<1>:d    r5.3<0;1,0>:d     r46.0<8;8,1>:d                      // $59
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w                                 // $60
        shl (16|M0)              r53.0<1>:d    r53.0<8;8,1>:d    2:w                                 // $66
        shl (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    2:w                                 // $61
        shl (16|M16)             r55.0<1>:d    r55.0<8;8,1>:d    2:w                                 // $67
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    -4:w                                // $62
        add (16|M0)              r53.0<1>:d    r53.0<8;8,1>:d    -4:w                                // $68
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    -4:w                                // $63
        add (16|M16)             r55.0<1>:d    r55.0<8;8,1>:d    -4:w                                // $69
        send (16|M0)             r57:w    r49     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $64
        send (16|M0)             r61:w    r53     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $70
        send (16|M16)            r59:w    r51     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $65
        send (16|M16)            r63:w    r55     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $71
        add (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}        // $72
        add (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    r59.0<8;8,1>:d                      // $73
        sends (16|M0)            null:w   r53     r61     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $74
        sends (16|M16)           null:w   r55     r63     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $75
// B005: Preds:{B004, B003},  Succs:{B006, B008}
_0_026:
        endif (32|M0)                        L1136                                                   // $54
L1136:
(W)     shl (1|M0)               r5.3<1>:d     r5.3<0;1,0>:d     1:w                                 // $77
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     3:w                                 // $78
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     3:w                                 // $79
(W)     mov (1|M0)               r4.1<1>:d     r5.3<0;1,0>:d                                         // $80
(~f1.0) break (32|M0)                        _scan_blelloch_k0_1_cf  _scan_blelloch_k0_1_cf          // $81
// B006: Preds:{B005},  Succs:{B007}
_0_028:
(W)     mov (1|M0)               r5.1<1>:d     r5.4<0;1,0>:d                                         // $83
// B007: Preds:{B006},  Succs:{B003}
_scan_blelloch_k0_1_cf:
        while (32|M0)                        _0_025                                                  // $84
// B008: Preds:{B005, B001},  Succs:{B009, B010}
_0_024:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $86
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $87
(f1.0)  if (32|M0)                           _0_029            _0_029                                // $88
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_0_030:
(W)     shl (1|M0)               r5.5<1>:d     r9.0<0;1,0>:d     3:w                                 // $90
(W)     mov (1|M0)               r65.0<1>:d    0:w                                                   // $92
(W)     add (1|M0)               r8.0<1>:d     r5.5<0;1,0>:d     -4:w                                // $91
(W)     sends (1|M0)             null:ud  r8      r65     0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $93
// B010: Preds:{B009, B008},  Succs:{B011, B015}
_0_029:
        endif (32|M0)                        L1376                                                   // $88
L1376:
(W&~f0.0) jmpi                               _0_031                                                  // $95
// B011: Preds:{B010},  Succs:{B012}
_0_032:
        add (16|M0)              r66.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $97
        add (16|M16)             r68.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $98
(W)     mov (1|M0)               r5.6<1>:d     1:w                                                   // $99
// B012: Preds:{B014, B011},  Succs:{B013, B014}
_0_033:
(W)     asr (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w                                 // $101
(W)     and (8|M0)               r70.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $103
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $103
(W)     send (1|M0)              null     r70     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $103
(W)     wait                                 n0.0<0;1,0>:ud                                          // $103
        cmp (16|M0)   (gt)f0.0   null<1>:d     r5.6<0;1,0>:d     r6.0<8;8,1>:d                       // $104
        cmp (16|M16)  (gt)f0.0   null<1>:d     r5.6<0;1,0>:d     r10.0<8;8,1>:d                      // $105
(f0.0)  if (32|M0)                           _0_034            _0_034                                // $106
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_0_035:
        mul (16|M0)              r75.0<1>:d    r4.1<0;1,0>:d     r66.0<8;8,1>:d   {Compacted}        // $110
        mul (16|M16)             r77.0<1>:d    r4.1<0;1,0>:d     r68.0<8;8,1>:d                      // $111
        mul (16|M0)              r71.0<1>:d    r4.1<0;1,0>:d     r40.0<8;8,1>:d   {Compacted}        // $108
        mul (16|M16)             r73.0<1>:d    r4.1<0;1,0>:d     r42.0<8;8,1>:d                      // $109
        shl (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    2:w                                 // $118
        shl (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    2:w                                 // $119
        shl (16|M0)              r71.0<1>:d    r71.0<8;8,1>:d    2:w                                 // $112
        shl (16|M16)             r73.0<1>:d    r73.0<8;8,1>:d    2:w                                 // $113
        add (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    -4:w                                // $120
        add (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    -4:w                                // $121
        add (16|M0)              r71.0<1>:d    r71.0<8;8,1>:d    -4:w                                // $114
        add (16|M16)             r73.0<1>:d    r73.0<8;8,1>:d    -4:w                                // $115
        send (16|M0)             r83:w    r75     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
        send (16|M16)            r85:w    r77     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $123
        send (16|M0)             r79:w    r71     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $116
        send (16|M16)            r81:w    r73     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $117
        sends (16|M0)            null:w   r71     r83     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $124
        sends (16|M16)           null:w   r73     r85     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $125
        send (16|M0)             r87:w    r75     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $126
        send (16|M16)            r89:w    r77     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $127
        add (16|M0)              r87.0<1>:d    r87.0<8;8,1>:d    r79.0<8;8,1>:d   {Compacted}        // $128
        add (16|M16)             r89.0<1>:d    r89.0<8;8,1>:d    r81.0<8;8,1>:d                      // $129
        sends (16|M0)            null:w   r75     r87     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $130
        sends (16|M16)           null:w   r77     r89     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $131
// B014: Preds:{B013, B012},  Succs:{B015, B012}
_0_034:
        endif (32|M0)                        L1944                                                   // $106
L1944:
(W)     shl (1|M0)               r5.6<1>:d     r5.6<0;1,0>:d     1:w                                 // $133
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r5.6<0;1,0>:d     r4.0<0;1,0>:d                       // $134
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r5.6<0;1,0>:d     r4.0<0;1,0>:d                       // $135
(W&f1.0) jmpi                                _0_033                                                  // $136
// B015: Preds:{B014, B010},  Succs:{}
_0_031:
(W)     and (8|M0)               r91.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $139
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $139
(W)     send (1|M0)              null     r91     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $139
(W)     wait                                 n0.0<0;1,0>:ud                                          // $139
        send (16|M0)             r92:w    r36     0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $140
        add (16|M0)              r100.0<1>:d   r20.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $142
        send (16|M16)            r96:w    r38     0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $141
        add (16|M16)             r102.0<1>:d   r22.0<8;8,1>:d    r8.7<0;1,0>:d                       // $143
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $148
        sends (16|M0)            null:w   r100    r92     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $145
        sends (16|M16)           null:w   r102    r96     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $147
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $148
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
