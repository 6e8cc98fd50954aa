//.kernel nbody
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 127
//.RA type	LOCAL_ROUND_ROBIN_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r8.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r8.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0035 (43)  rf=r size=4 type=f align=2 words (r9.1)
//.declare V0036 (44)  rf=r size=4 type=f align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r8.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r9.3)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r88.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r90.0)
//.declare V0064 (72)  rf=r size=256 type=f align=16 words (r51.0)
//.declare V0065 (73)  rf=r size=256 type=f align=16 words (r59.0)
//.declare P01 (74)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0074 (83)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r79.0)
//.declare V0075 (84)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r81.0)
//.declare P02 (85)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0076 (86)  rf=r size=4 type=d align=2 words (r9.7)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0079 (89)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r3.0)
//.declare V0080 (90)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r5.0)
//.declare V0081 (91)  rf=r size=256 type=f align=16 words (r86.0)
//.declare V0082 (92)  rf=r size=256 type=f align=16 words (r11.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r94.0)
//.declare V0083 (94)  rf=r size=4 type=d align=2 words (r10.3)
//.declare V0084 (95)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0085 (96)  rf=r size=4 type=ud alias=V0084+0 align=16 words (r3.0)
//.declare V0086 (97)  rf=r size=16 type=f align=16 words (r87.0)
//.declare V0087 (98)  rf=r size=16 type=ud alias=V0086+0 align=16 words (r87.0)
//.declare V0088 (99)  rf=r size=16 type=ud align=16 words (r86.0)
//.declare V0089 (100)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0090 (101)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0091 (102)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0092 (103)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0093 (104)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0094 (105)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0095 (106)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0096 (107)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0097 (108)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0098 (109)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0099 (110)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0100 (111)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0101 (112)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0102 (113)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0103 (114)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0104 (115)  rf=r size=64 type=f align=16 words (r20.0)
//.declare P03 (116)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (117)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare P04 (118)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0105 (119)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r47.0)
//.declare V0106 (120)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r49.0)
//.declare V0107 (121)  rf=r size=256 type=f align=16 words (r11.0)
//.declare V0108 (122)  rf=r size=256 type=f align=16 words (r19.0)
//.declare V0109 (123)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0110 (124)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0111 (125)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0112 (126)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0113 (127)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0114 (128)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0115 (129)  rf=r size=256 type=f align=16 words (r27.0)
//.declare V0116 (130)  rf=r size=256 type=f align=16 words (r35.0)
//.declare V0123 (137)  rf=r size=256 type=f align=16 words (r99.0)
//.declare V0124 (138)  rf=r size=256 type=f align=16 words (r107.0)
//.declare V0125 (139)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0126 (140)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0127 (141)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0128 (142)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (144)  rf=r size=8 type=w align=8 words (r4.0)

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
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0125    | :ud      |      4 | r8       | general    |
// | V0126    | :uq      |      8 | r8+8     | general    |
// | V0127    | :uq      |      8 | r8+16    | general    |
// | V0128    | :uq      |      8 | r8+24    | general    |
// | V0034    | :d       |      4 | r9       | general    |
// | V0035    | :f       |      4 | r9+4     | general    |
// | V0036    | :f       |      4 | r9+8     | general    |
// | V0048    | :d       |      4 | r9+12    | general    |
// | V0040    | :d x 3   |     12 | r9+16    | general    |
// | V0041    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r10.0<0;1,0>:d    r8.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r43.0<1>:d    r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r45.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $17
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $18
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r43.0<8;8,1>:d   {Compacted}        // $5
        add (16|M16)             r86.0<1>:d    r3.0<0;1,0>:d     r45.0<8;8,1>:d                      // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r86.0<1>:d    r86.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r47.0<1>:d    r4.0<8;8,1>:d     4:w                                 // $9
        shl (16|M16)             r49.0<1>:d    r86.0<8;8,1>:d    4:w                                 // $10
        add (16|M0)              r88.0<1>:d    r47.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted}        // $11
        add (16|M16)             r90.0<1>:d    r49.0<8;8,1>:d    r9.3<0;1,0>:d                       // $12
        send (16|M0)             r51:w    r88     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $14
        send (16|M16)            r59:w    r90     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $16
(W&f0.0) jmpi                                _0_013                                                  // $19
// B001: Preds:{B000},  Succs:{B007}
_0_014:
        mov (16|M0)              r67.0<1>:f    0x0:f                                                 // $21
        mov (16|M16)             r69.0<1>:f    0x0:f                                                 // $22
        mov (16|M0)              r71.0<1>:f    0x0:f                                                 // $23
        mov (16|M16)             r73.0<1>:f    0x0:f                                                 // $24
        mov (16|M0)              r75.0<1>:f    0x0:f                                                 // $25
        mov (16|M16)             r77.0<1>:f    0x0:f                                                 // $26
(W)     jmpi                                 _0_015                                                  // $27
// B002: Preds:{B000},  Succs:{B003}
_0_013:
        shl (16|M0)              r79.0<1>:d    r43.0<8;8,1>:d    4:w                                 // $29
        shl (16|M16)             r81.0<1>:d    r45.0<8;8,1>:d    4:w                                 // $30
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.4<0;1,0>:d     0:w                                 // $31
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.4<0;1,0>:d     0:w                                 // $32
        mov (16|M0)              r75.0<1>:f    0x0:f                                                 // $34
        mov (16|M16)             r77.0<1>:f    0x0:f                                                 // $35
        mov (16|M0)              r71.0<1>:f    0x0:f                                                 // $36
        mov (16|M16)             r73.0<1>:f    0x0:f                                                 // $37
        mov (16|M0)              r67.0<1>:f    0x0:f                                                 // $38
        mov (16|M16)             r69.0<1>:f    0x0:f                                                 // $39
(W)     mov (1|M0)               r9.7<1>:d     0:w                                                   // $33
// B003: Preds:{B006, B002},  Succs:{B004, B006}
_0_016:
        add (16|M0)              r3.0<1>:d     r9.7<0;1,0>:d     r43.0<8;8,1>:d                      // $41
        add (16|M16)             r5.0<1>:d     r9.7<0;1,0>:d     r45.0<8;8,1>:d                      // $42
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     4:w                                 // $43
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     4:w                                 // $44
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted}        // $45
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r9.3<0;1,0>:d                       // $46
        send (16|M0)             r86:w    r3      0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $48
        send (16|M16)            r11:w    r5      0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $50
        sends (16|M0)            null:w   r79     r86     0x20C            0x040250FE           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $51
        sends (16|M16)           null:w   r81     r11     0x20C            0x040250FE           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $52
(W)     and (8|M0)               r94.0<1>:ud   r8.2<0;1,0>:ud    0x8F000000:ud                       // $54
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $54
(W)     send (1|M0)              null     r94     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $54
(W)     wait                                 n0.0<0;1,0>:ud                                          // $54
(W&~f0.0) jmpi                               _0_017                                                  // $55
// B004: Preds:{B003},  Succs:{B005}
_0_018:
(W)     mov (1|M0)               r10.3<1>:d    0:w                                                   // $57
// B005: Preds:{B005, B004},  Succs:{B006, B005}
_0_019:
(W)     shl (1|M0)               r3.0<1>:d     r10.3<0;1,0>:d    4:w                                 // $59
(W)     mov (4|M0)               r4.0<1>:w     0xC840:uv                                             // $60
(W)     add (1|M0)               r10.3<1>:d    r10.3<0;1,0>:d    1:w                                 // $90
(W)     add (4|M0)               r86.0<1>:ud   r3.0<0;1,0>:ud    r4.0<4;4,1>:w                       // $60
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r10.3<0;1,0>:d    r9.4<0;1,0>:d                       // $91
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r10.3<0;1,0>:d    r9.4<0;1,0>:d                       // $92
(W)     send (4|M0)              r87      r86     0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $61
        add (16|M0)              r97.0<1>:f    r87.2<0;1,0>:f    -r55.0<8;8,1>:f  {Compacted}        // $66
        add (16|M16)             r99.0<1>:f    r87.2<0;1,0>:f    -r63.0<8;8,1>:f                     // $67
        add (16|M0)              r93.0<1>:f    r87.1<0;1,0>:f    -r53.0<8;8,1>:f  {Compacted}        // $64
        add (16|M16)             r95.0<1>:f    r87.1<0;1,0>:f    -r61.0<8;8,1>:f                     // $65
        mul (16|M0)              r101.0<1>:f   r97.0<8;8,1>:f    r97.0<8;8,1>:f   {Compacted}        // $68
        mul (16|M16)             r103.0<1>:f   r99.0<8;8,1>:f    r99.0<8;8,1>:f                      // $69
        add (16|M0)              r89.0<1>:f    r87.0<0;1,0>:f    -r51.0<8;8,1>:f  {Compacted}        // $62
        add (16|M16)             r91.0<1>:f    r87.0<0;1,0>:f    -r59.0<8;8,1>:f                     // $63
        mad (16|M0)              r5.0<1>:f     r101.0<2;1>:f     r93.0<2;1>:f      r93.0<1>:f       {Compacted} // $70 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r11.0<1>:f    r103.0<2;1>:f     r95.0<2;1>:f      r95.0<1>:f       {Compacted} // $71 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M0)              r13.0<1>:f    r5.0<2;1>:f       r89.0<2;1>:f      r89.0<1>:f       {Compacted} // $72 {0=OL, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r105.0<1>:f   r11.0<2;1>:f      r91.0<2;1>:f      r91.0<1>:f       {Compacted} // $73 {0=OL, 1=OH, 2=OH, BC=GOOD}
        add (16|M0)              r13.0<1>:f    r13.0<8;8,1>:f    r9.2<0;1,0>:f    {Compacted}        // $74
        add (16|M16)             r105.0<1>:f   r105.0<8;8,1>:f   r9.2<0;1,0>:f                       // $75
        math.rsqt (16|M0)        r107.0<1>:f   r13.0<8;8,1>:f                   {Compacted}          // $76
        math.rsqt (16|M16)       r15.0<1>:f    r105.0<8;8,1>:f                                       // $77
        mul (16|M0)              r18.0<1>:f    r87.3<0;1,0>:f    r107.0<8;8,1>:f  {Compacted}        // $78
        mul (16|M16)             r20.0<1>:f    r87.3<0;1,0>:f    r15.0<8;8,1>:f                      // $79
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}        // $80
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r15.0<8;8,1>:f                      // $81
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}        // $82
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r15.0<8;8,1>:f                      // $83
        mad (16|M0)              r67.0<1>:f    r67.0<2;1>:f      r18.0<2;1>:f      r89.0<1>:f       {Compacted} // $84 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r71.0<1>:f    r71.0<2;1>:f      r18.0<2;1>:f      r93.0<1>:f       {Compacted} // $86 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r75.0<1>:f    r75.0<2;1>:f      r18.0<2;1>:f      r97.0<1>:f       {Compacted} // $88 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r69.0<1>:f    r69.0<2;1>:f      r20.0<2;1>:f      r91.0<1>:f       {Compacted} // $85 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r73.0<1>:f    r73.0<2;1>:f      r20.0<2;1>:f      r95.0<1>:f       {Compacted} // $87 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r77.0<1>:f    r77.0<2;1>:f      r20.0<2;1>:f      r99.0<1>:f       {Compacted} // $89 {0=OH, 1=EL, 2=OH, BC=GOOD}
(W&f1.0) jmpi                                _0_019                                                  // $93
// B006: Preds:{B005, B003},  Succs:{B007, B003}
_0_017:
(W)     and (8|M0)               r3.0<1>:ud    r8.2<0;1,0>:ud    0x8F000000:ud                       // $96
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $96
(W)     send (1|M0)              null     r3      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $96
(W)     wait                                 n0.0<0;1,0>:ud                                          // $96
(W)     add (1|M0)               r9.7<1>:d     r9.7<0;1,0>:d     r9.4<0;1,0>:d                       // $97
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r9.7<0;1,0>:d     r9.0<0;1,0>:d                       // $98
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r9.7<0;1,0>:d     r9.0<0;1,0>:d                       // $99
(W&f1.0) jmpi                                _0_016                                                  // $100
// B007: Preds:{B006, B001},  Succs:{}
_0_015:
        send (16|M0)             r11:w    r47     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $103
        mov (16|M0)              r105.0<1>:f   r57.0<8;8,1>:f                   {Compacted}          // $136
        send (16|M16)            r19:w    r49     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $105
        mov (16|M16)             r113.0<1>:f   r65.0<8;8,1>:f                                        // $137
(W)     mov (8|M0)               r127.0<1>:ud  r8.0<8;8,1>:ud                   {Compacted}          // $142
        mad (16|M0)              r87.0<1>:f    r11.0<2;1>:f      r9.1<0;0>:f       r67.0<1>:f       {Compacted} // $106 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r91.0<1>:f    r13.0<2;1>:f      r9.1<0;0>:f       r71.0<1>:f       {Compacted} // $108 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r95.0<1>:f    r15.0<2;1>:f      r9.1<0;0>:f       r75.0<1>:f       {Compacted} // $110 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r89.0<1>:f    r19.0<2;1>:f      r9.1<0;0>:f       r69.0<1>:f       {Compacted} // $107 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r93.0<1>:f    r21.0<2;1>:f      r9.1<0;0>:f       r73.0<1>:f       {Compacted} // $109 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r97.0<1>:f    r23.0<2;1>:f      r9.1<0;0>:f       r77.0<1>:f       {Compacted} // $111 {0=OL, 1=OL, 2=OH, BC=OK}
        mov (16|M0)              r33.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $118
        mov (16|M0)              r27.0<1>:f    r87.0<8;8,1>:f                   {Compacted}          // $112
        mov (16|M0)              r29.0<1>:f    r91.0<8;8,1>:f                   {Compacted}          // $114
        mov (16|M0)              r31.0<1>:f    r95.0<8;8,1>:f                   {Compacted}          // $116
        mov (16|M16)             r41.0<1>:f    r25.0<8;8,1>:f                                        // $119
        mov (16|M16)             r35.0<1>:f    r89.0<8;8,1>:f                                        // $113
        mov (16|M16)             r37.0<1>:f    r93.0<8;8,1>:f                                        // $115
        mov (16|M16)             r39.0<1>:f    r97.0<8;8,1>:f                                        // $117
        mad (16|M0)              r99.0<1>:f    r51.0<2;1>:f      r9.1<0;0>:f       r87.0<1>:f       {Compacted} // $124 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r101.0<1>:f   r53.0<2;1>:f      r9.1<0;0>:f       r91.0<1>:f       {Compacted} // $126 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r103.0<1>:f   r55.0<2;1>:f      r9.1<0;0>:f       r95.0<1>:f       {Compacted} // $128 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r107.0<1>:f   r59.0<2;1>:f      r9.1<0;0>:f       r89.0<1>:f       {Compacted} // $125 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r109.0<1>:f   r61.0<2;1>:f      r9.1<0;0>:f       r93.0<1>:f       {Compacted} // $127 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r111.0<1>:f   r63.0<2;1>:f      r9.1<0;0>:f       r97.0<1>:f       {Compacted} // $129 {0=OL, 1=OL, 2=OH, BC=OK}
        sends (16|M0)            null:w   r47     r27     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $121
        sends (16|M16)           null:w   r49     r35     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $123
        sends (16|M0)            null:w   r47     r99     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $139
        sends (16|M16)           null:w   r49     r107    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $141
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $142
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $142
// Bank Conflict Statistics: 
// -- GOOD: 10
// --  BAD: 0
// --   OK: 12
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
