//.kernel nbody
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 157
//.RA type	LOCAL_ROUND_ROBIN_BC_RA

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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0036 (44)  rf=r size=4 type=f align=2 words (r9.1)
//.declare V0037 (45)  rf=r size=4 type=f align=2 words (r9.2)
//.declare V0039 (47)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0040 (48)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0042 (50)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r43.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r45.0)
//.declare V0060 (68)  rf=r size=256 type=f align=16 words (r47.0)
//.declare V0061 (69)  rf=r size=256 type=f align=16 words (r55.0)
//.declare P01 (70)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0062 (71)  rf=r size=64 type=f align=16 words (r63.0)
//.declare V0063 (72)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0064 (73)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0069 (78)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0070 (79)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r75.0)
//.declare V0071 (80)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r77.0)
//.declare P02 (81)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0072 (82)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.1)
//.declare V0073 (83)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0074 (84)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0080 (90)  rf=r size=128 type=q align=16 words (r92.0)
//.declare V0081 (91)  rf=r size=128 type=q align=16 words (r13.0)
//.declare V0082 (92)  rf=r size=128 type=uq alias=V0080+0 align=16 words (r92.0)
//.declare V0083 (93)  rf=r size=128 type=uq alias=V0081+0 align=16 words (r13.0)
//.declare V0084 (94)  rf=r size=256 type=f align=16 words (r100.0)
//.declare V0085 (95)  rf=r size=256 type=f align=16 words (r108.0)
//.declare V0086 (96)  rf=r size=128 type=f align=16 words (r17.0)
//.declare V0087 (97)  rf=r size=128 type=f align=16 words (r21.0)
//.declare V0088 (98)  rf=r size=128 type=f align=16 words (r25.0)
//.declare V0089 (99)  rf=r size=128 type=f align=16 words (r96.0)
//.declare  (100)  rf=r size=320 type=ud align=16 words (r116.0)
//.declare  (101)  rf=r size=320 type=ud align=16 words (r29.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r79.0)
//.declare V0090 (103)  rf=r size=4 type=d align=2 words (r80.0)
//.declare V0091 (104)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0092 (105)  rf=r size=4 type=ud alias=V0091+0 align=16 words (r3.0)
//.declare V0093 (106)  rf=r size=16 type=f align=16 words (r87.0)
//.declare V0094 (107)  rf=r size=16 type=ud alias=V0093+0 align=16 words (r87.0)
//.declare V0095 (108)  rf=r size=16 type=ud align=16 words (r86.0)
//.declare V0096 (109)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0097 (110)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0098 (111)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0099 (112)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0100 (113)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0101 (114)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0102 (115)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0103 (116)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0104 (117)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0105 (118)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0106 (119)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0107 (120)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0108 (121)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0109 (122)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0110 (123)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0111 (124)  rf=r size=64 type=f align=16 words (r20.0)
//.declare P03 (125)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (127)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0112 (128)  rf=r size=256 type=f align=16 words (r11.0)
//.declare V0113 (129)  rf=r size=256 type=f align=16 words (r19.0)
//.declare V0114 (130)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0115 (131)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0116 (132)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0117 (133)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0118 (134)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0119 (135)  rf=r size=64 type=f align=16 words (r97.0)
//.declare  (138)  rf=r size=320 type=ud align=16 words (r27.0)
//.declare  (139)  rf=r size=320 type=ud align=16 words (r99.0)
//.declare  (148)  rf=r size=320 type=ud align=16 words (r99.0)
//.declare  (149)  rf=r size=320 type=ud align=16 words (r109.0)
//.declare V0130 (150)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0131 (151)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0132 (152)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (154)  rf=r size=8 type=w align=8 words (r4.0)
//.declare  (159)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (160)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (161)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (162)  rf=r size=64 type=q align=16 words (r90.0)

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
// | V0040    | :d x 8   |     32 | r7       | general    |
// | V0130    | :ud      |      4 | r8       | general    |
// | V0034    | :uq      |      8 | r8+8     | general    |
// | V0131    | :uq      |      8 | r8+16    | general    |
// | V0132    | :uq      |      8 | r8+24    | general    |
// | V0035    | :d       |      4 | r9       | general    |
// | V0036    | :f       |      4 | r9+4     | general    |
// | V0037    | :f       |      4 | r9+8     | general    |
// | V0041    | :d x 3   |     12 | r9+12    | general    |
// | V0042    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     and (8|M0)               r79.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r10.0<0;1,0>:d    r0.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r39.0<1>:d    r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r41.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $15
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $16
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r39.0<8;8,1>:d   {Compacted}        // $5
        add (16|M16)             r86.0<1>:d    r3.0<0;1,0>:d     r41.0<8;8,1>:d                      // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r86.0<1>:d    r86.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r43.0<1>:d    r4.0<8;8,1>:d     4:w                                 // $9
        shl (16|M16)             r45.0<1>:d    r86.0<8;8,1>:d    4:w                                 // $10
        send (16|M0)             r47:w    r43:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $12
        send (16|M16)            r55:w    r45:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $14
(W&f0.0) jmpi                                _0_013                                                  // $17
// B001: Preds:{B000},  Succs:{B007}
_0_014:
        mov (16|M0)              r63.0<1>:f    0x0:f                                                 // $19
        mov (16|M16)             r65.0<1>:f    0x0:f                                                 // $20
        mov (16|M0)              r67.0<1>:f    0x0:f                                                 // $21
        mov (16|M16)             r69.0<1>:f    0x0:f                                                 // $22
        mov (16|M0)              r71.0<1>:f    0x0:f                                                 // $23
        mov (16|M16)             r73.0<1>:f    0x0:f                                                 // $24
(W)     jmpi                                 _0_015                                                  // $25
// B002: Preds:{B000},  Succs:{B003}
_0_013:
        shl (16|M0)              r75.0<1>:d    r39.0<8;8,1>:d    4:w                                 // $27
        shl (16|M16)             r77.0<1>:d    r41.0<8;8,1>:d    4:w                                 // $28
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.3<0;1,0>:d     0:w                                 // $29
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.3<0;1,0>:d     0:w                                 // $30
        mov (16|M0)              r71.0<1>:f    0x0:f                                                 // $32
        mov (16|M16)             r73.0<1>:f    0x0:f                                                 // $33
        mov (16|M0)              r67.0<1>:f    0x0:f                                                 // $34
        mov (16|M16)             r69.0<1>:f    0x0:f                                                 // $35
        mov (16|M0)              r63.0<1>:f    0x0:f                                                 // $36
        mov (16|M16)             r65.0<1>:f    0x0:f                                                 // $37
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $31
// B003: Preds:{B006, B002},  Succs:{B004, B006}
_0_016:
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r39.0<8;8,1>:d   {Compacted}        // $39
        add (16|M16)             r5.0<1>:d     r8.0<0;1,0>:d     r41.0<8;8,1>:d                      // $40
        mov (16|M0)              r116.0<1>:ud  r75.0<8;8,1>:ud                  {Compacted}          // $67
        mov (16|M16)             r29.0<1>:ud   r77.0<8;8,1>:ud                                       // $68
        shl (8|M0)               r11.0<1>:q    r3.0<8;8,1>:d     4:w                                 // $43
        shl (8|M8)               r86.0<1>:q    r4.0<8;8,1>:d     4:w                                 // $43
        shl (8|M16)              r88.0<1>:q    r5.0<8;8,1>:d     4:w                                 // $44
        shl (8|M24)              r90.0<1>:q    r6.0<8;8,1>:d     4:w                                 // $44
        add (8|M0)               r92.0<1>:q    r11.0<4;4,1>:q    r8.1<0;1,0>:q                       // $45
        add (8|M8)               r94.0<1>:q    r86.0<4;4,1>:q    r8.1<0;1,0>:q                       // $45
        add (8|M16)              r13.0<1>:q    r88.0<4;4,1>:q    r8.1<0;1,0>:q                       // $46
        add (8|M24)              r15.0<1>:q    r90.0<4;4,1>:q    r8.1<0;1,0>:q                       // $46
        send (8|M0)              r17:f    r92:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $47
        send (8|M8)              r21:f    r94:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $48
        send (8|M16)             r25:f    r13:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $57
        send (8|M24)             r96:f    r15:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $58
        mov (8|M0)               r100.0<1>:f   r17.0<8;8,1>:f                   {Compacted}          // $49
        mov (8|M0)               r102.0<1>:f   r18.0<8;8,1>:f                   {Compacted}          // $51
        mov (8|M0)               r104.0<1>:f   r19.0<8;8,1>:f                   {Compacted}          // $53
        mov (8|M0)               r106.0<1>:f   r20.0<8;8,1>:f                   {Compacted}          // $55
        mov (8|M8)               r101.0<1>:f   r21.0<8;8,1>:f                   {Compacted}          // $50
        mov (8|M8)               r103.0<1>:f   r22.0<8;8,1>:f                   {Compacted}          // $52
        mov (8|M8)               r105.0<1>:f   r23.0<8;8,1>:f                   {Compacted}          // $54
        mov (8|M8)               r107.0<1>:f   r24.0<8;8,1>:f                   {Compacted}          // $56
        mov (8|M16)              r108.0<1>:f   r25.0<8;8,1>:f                                        // $59
        mov (8|M16)              r110.0<1>:f   r26.0<8;8,1>:f                                        // $61
        mov (8|M16)              r112.0<1>:f   r27.0<8;8,1>:f                                        // $63
        mov (8|M16)              r114.0<1>:f   r28.0<8;8,1>:f                                        // $65
        mov (8|M24)              r109.0<1>:f   r96.0<8;8,1>:f                                        // $60
        mov (8|M24)              r111.0<1>:f   r97.0<8;8,1>:f                                        // $62
        mov (8|M24)              r113.0<1>:f   r98.0<8;8,1>:f                                        // $64
        mov (8|M24)              r115.0<1>:f   r99.0<8;8,1>:f                                        // $66
        mov (16|M0)              r118.0<1>:f   r100.0<8;8,1>:f                  {Compacted}          // $67
        mov (16|M0)              r120.0<1>:f   r102.0<8;8,1>:f                  {Compacted}          // $67
        mov (16|M0)              r122.0<1>:f   r104.0<8;8,1>:f                  {Compacted}          // $67
        mov (16|M0)              r124.0<1>:f   r106.0<8;8,1>:f                  {Compacted}          // $67
        mov (16|M16)             r31.0<1>:f    r108.0<8;8,1>:f                                       // $68
        mov (16|M16)             r33.0<1>:f    r110.0<8;8,1>:f                                       // $68
        mov (16|M16)             r35.0<1>:f    r112.0<8;8,1>:f                                       // $68
        mov (16|M16)             r37.0<1>:f    r114.0<8;8,1>:f                                       // $68
        send (16|M0)             null:w   r116:f  0xC            0x140250FE           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $67
        send (16|M16)            null:w   r29:f   0xC            0x140250FE           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $68
(W)     send (1|M0)              null     r79:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $70
(W)     wait                                 n0.0<0;1,0>:ud                                          // $70
(W&~f0.0) jmpi                               _0_017                                                  // $71
// B004: Preds:{B003},  Succs:{B005}
_0_018:
(W)     mov (1|M0)               r80.0<1>:d    0:w                                                   // $73
// B005: Preds:{B005, B004},  Succs:{B006, B005}
_0_019:
(W)     shl (1|M0)               r3.0<1>:d     r80.0<0;1,0>:d    4:w                                 // $75
(W)     mov (4|M0)               r4.0<1>:w     0xC840:uv                                             // $76
(W)     add (1|M0)               r80.0<1>:d    r80.0<0;1,0>:d    1:w                                 // $106
(W)     add (4|M0)               r86.0<1>:ud   r3.0<0;1,0>:ud    r4.0<4;4,1>:w                       // $76
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r80.0<0;1,0>:d    r9.3<0;1,0>:d                       // $107
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r80.0<0;1,0>:d    r9.3<0;1,0>:d                       // $108
(W)     send (4|M0)              r87      r86:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $77
        add (16|M0)              r97.0<1>:f    r87.2<0;1,0>:f    -r51.0<8;8,1>:f  {Compacted}        // $82
        add (16|M16)             r99.0<1>:f    r87.2<0;1,0>:f    -r59.0<8;8,1>:f                     // $83
        add (16|M0)              r93.0<1>:f    r87.1<0;1,0>:f    -r49.0<8;8,1>:f  {Compacted}        // $80
        add (16|M16)             r95.0<1>:f    r87.1<0;1,0>:f    -r57.0<8;8,1>:f                     // $81
        mul (16|M0)              r101.0<1>:f   r97.0<8;8,1>:f    r97.0<8;8,1>:f   {Compacted}        // $84
        mul (16|M16)             r103.0<1>:f   r99.0<8;8,1>:f    r99.0<8;8,1>:f                      // $85
        add (16|M0)              r89.0<1>:f    r87.0<0;1,0>:f    -r47.0<8;8,1>:f  {Compacted}        // $78
        add (16|M16)             r91.0<1>:f    r87.0<0;1,0>:f    -r55.0<8;8,1>:f                     // $79
        mad (16|M0)              r5.0<1>:f     r101.0<2;1>:f     r93.0<2;1>:f      r93.0<1>:f       {Compacted} // $86 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r11.0<1>:f    r103.0<2;1>:f     r95.0<2;1>:f      r95.0<1>:f       {Compacted} // $87 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M0)              r13.0<1>:f    r5.0<2;1>:f       r89.0<2;1>:f      r89.0<1>:f       {Compacted} // $88 {0=OL, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r105.0<1>:f   r11.0<2;1>:f      r91.0<2;1>:f      r91.0<1>:f       {Compacted} // $89 {0=OL, 1=OH, 2=OH, BC=GOOD}
        add (16|M0)              r13.0<1>:f    r13.0<8;8,1>:f    r9.2<0;1,0>:f    {Compacted}        // $90
        add (16|M16)             r105.0<1>:f   r105.0<8;8,1>:f   r9.2<0;1,0>:f                       // $91
        math.rsqt (16|M0)        r107.0<1>:f   r13.0<8;8,1>:f                   {Compacted}          // $92
        math.rsqt (16|M16)       r15.0<1>:f    r105.0<8;8,1>:f                                       // $93
        mul (16|M0)              r18.0<1>:f    r87.3<0;1,0>:f    r107.0<8;8,1>:f  {Compacted}        // $94
        mul (16|M16)             r20.0<1>:f    r87.3<0;1,0>:f    r15.0<8;8,1>:f                      // $95
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}        // $96
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r15.0<8;8,1>:f                      // $97
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}        // $98
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r15.0<8;8,1>:f                      // $99
        mad (16|M0)              r63.0<1>:f    r63.0<2;1>:f      r18.0<2;1>:f      r89.0<1>:f       {Compacted} // $100 {0=OL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r67.0<1>:f    r67.0<2;1>:f      r18.0<2;1>:f      r93.0<1>:f       {Compacted} // $102 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r71.0<1>:f    r71.0<2;1>:f      r18.0<2;1>:f      r97.0<1>:f       {Compacted} // $104 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r65.0<1>:f    r65.0<2;1>:f      r20.0<2;1>:f      r91.0<1>:f       {Compacted} // $101 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r69.0<1>:f    r69.0<2;1>:f      r20.0<2;1>:f      r95.0<1>:f       {Compacted} // $103 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r73.0<1>:f    r73.0<2;1>:f      r20.0<2;1>:f      r99.0<1>:f       {Compacted} // $105 {0=OH, 1=EL, 2=OH, BC=GOOD}
(W&f1.0) jmpi                                _0_019                                                  // $109
// B006: Preds:{B005, B003},  Succs:{B007, B003}
_0_017:
(W)     send (1|M0)              null     r79:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $112
(W)     wait                                 n0.0<0;1,0>:ud                                          // $112
(W)     add (1|M0)               r8.0<1>:d     r8.0<0;1,0>:d     r9.3<0;1,0>:d    {Compacted}        // $113
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r8.0<0;1,0>:d     r9.0<0;1,0>:d                       // $114
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r8.0<0;1,0>:d     r9.0<0;1,0>:d                       // $115
(W&f1.0) jmpi                                _0_016                                                  // $116
// B007: Preds:{B006, B001},  Succs:{}
_0_015:
        send (16|M0)             r11:w    r43:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $119
        mov (16|M0)              r27.0<1>:ud   r43.0<8;8,1>:ud                  {Compacted}          // $137
        send (16|M16)            r19:w    r45:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $121
        mov (16|M16)             r99.0<1>:ud   r45.0<8;8,1>:ud                                       // $139
        mov (16|M16)             r117.0<1>:f   r61.0<8;8,1>:f                                        // $153
        mov (16|M16)             r109.0<1>:ud  r45.0<8;8,1>:ud                                       // $157
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $158
        mad (16|M0)              r87.0<1>:f    r11.0<2;1>:f      r9.1<0;0>:f       r63.0<1>:f       {Compacted} // $122 {0=OL, 1=OL, 2=OL, BC=BAD}
        mad (16|M0)              r91.0<1>:f    r13.0<2;1>:f      r9.1<0;0>:f       r67.0<1>:f       {Compacted} // $124 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r95.0<1>:f    r15.0<2;1>:f      r9.1<0;0>:f       r71.0<1>:f       {Compacted} // $126 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r89.0<1>:f    r19.0<2;1>:f      r9.1<0;0>:f       r65.0<1>:f       {Compacted} // $123 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r93.0<1>:f    r21.0<2;1>:f      r9.1<0;0>:f       r69.0<1>:f       {Compacted} // $125 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r97.0<1>:f    r23.0<2;1>:f      r9.1<0;0>:f       r73.0<1>:f       {Compacted} // $127 {0=OL, 1=OL, 2=OH, BC=OK}
        mov (16|M0)              r35.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $134
        mov (16|M0)              r29.0<1>:f    r87.0<8;8,1>:f                   {Compacted}          // $128
        mov (16|M0)              r31.0<1>:f    r91.0<8;8,1>:f                   {Compacted}          // $130
        mov (16|M0)              r33.0<1>:f    r95.0<8;8,1>:f                   {Compacted}          // $132
        mov (16|M16)             r107.0<1>:f   r25.0<8;8,1>:f                                        // $135
        mov (16|M16)             r101.0<1>:f   r89.0<8;8,1>:f                                        // $129
        mov (16|M16)             r103.0<1>:f   r93.0<8;8,1>:f                                        // $131
        mov (16|M16)             r105.0<1>:f   r97.0<8;8,1>:f                                        // $133
        send (16|M0)             null:w   r27:f   0xC            0x14025001           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $137
        mad (16|M16)             r111.0<1>:f   r55.0<2;1>:f      r9.1<0;0>:f       r89.0<1>:f       {Compacted} // $141 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M16)             r113.0<1>:f   r57.0<2;1>:f      r9.1<0;0>:f       r93.0<1>:f       {Compacted} // $143 {0=OL, 1=OL, 2=OH, BC=OK}
        send (16|M16)            null:w   r99:f   0xC            0x14025001           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $139
        mad (16|M0)              r101.0<1>:f   r47.0<2;1>:f      r9.1<0;0>:f       r87.0<1>:f       {Compacted} // $140 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r103.0<1>:f   r49.0<2;1>:f      r9.1<0;0>:f       r91.0<1>:f       {Compacted} // $142 {0=OL, 1=OL, 2=OH, BC=OK}
        mad (16|M0)              r105.0<1>:f   r51.0<2;1>:f      r9.1<0;0>:f       r95.0<1>:f       {Compacted} // $144 {0=OL, 1=OL, 2=OH, BC=OK}
        mov (16|M0)              r107.0<1>:f   r53.0<8;8,1>:f                   {Compacted}          // $152
        mov (16|M0)              r99.0<1>:ud   r43.0<8;8,1>:ud                  {Compacted}          // $155
        mad (16|M16)             r115.0<1>:f   r59.0<2;1>:f      r9.1<0;0>:f       r97.0<1>:f       {Compacted} // $145 {0=OL, 1=OL, 2=OH, BC=OK}
        send (16|M0)             null:w   r99:f   0xC            0x14025002           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $155
        send (16|M16)            null:w   r109:f  0xC            0x14025002           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $157
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $158
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $158
// Bank Conflict Statistics: 
// -- GOOD: 10
// --  BAD: 1
// --   OK: 11
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
