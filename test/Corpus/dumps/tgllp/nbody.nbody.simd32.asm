//.kernel nbody
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 177
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
//.declare V0051 (59)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r13.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r15.0)
//.declare V0064 (72)  rf=r size=256 type=f align=16 words (r81.0)
//.declare V0065 (73)  rf=r size=256 type=f align=16 words (r89.0)
//.declare P01 (74)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r109.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0074 (83)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r109.0)
//.declare V0075 (84)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r111.0)
//.declare P02 (85)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0076 (86)  rf=r size=4 type=d align=2 words (r9.7)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0079 (89)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r3.0)
//.declare V0080 (90)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r5.0)
//.declare V0081 (91)  rf=r size=256 type=f align=16 words (r11.0)
//.declare V0082 (92)  rf=r size=256 type=f align=16 words (r19.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0083 (95)  rf=r size=4 type=d align=2 words (r10.3)
//.declare V0084 (96)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0085 (97)  rf=r size=4 type=ud alias=V0084+0 align=16 words (r3.0)
//.declare V0086 (98)  rf=r size=16 type=f align=16 words (r5.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0088 (101)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0089 (102)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0090 (103)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0091 (104)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0092 (105)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0093 (106)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0094 (107)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0095 (108)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0096 (109)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0097 (110)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0098 (111)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0099 (112)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0100 (113)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0101 (114)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0102 (115)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0103 (116)  rf=r size=64 type=f align=16 words (r43.0)
//.declare P03 (117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (119)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare P04 (120)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0104 (121)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r77.0)
//.declare V0105 (122)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r79.0)
//.declare V0106 (123)  rf=r size=256 type=f align=16 words (r11.0)
//.declare V0107 (124)  rf=r size=256 type=f align=16 words (r19.0)
//.declare V0108 (125)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0109 (126)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0110 (127)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0111 (128)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0112 (129)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0113 (130)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0114 (131)  rf=r size=256 type=f align=16 words (r39.0)
//.declare V0115 (132)  rf=r size=256 type=f align=16 words (r47.0)
//.declare V0122 (139)  rf=r size=256 type=f align=16 words (r55.0)
//.declare V0123 (140)  rf=r size=256 type=f align=16 words (r63.0)
//.declare V0124 (141)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0125 (142)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0126 (143)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0127 (144)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (145)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (146)  rf=r size=32 type=ud align=16 words (r71.0)
//.declare  (147)  rf=r size=32 type=ud align=16 words (r72.0)
//.declare  (148)  rf=r size=4 type=ud align=2 words (r10.4) Input_Output
//.declare  (149)  rf=r size=8 type=ud align=2 words (r10.5) Input_Output
//.declare  (150)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (151)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (152)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (153)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (154)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (155)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (156)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (157)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (158)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (159)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (160)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (161)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (162)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (163)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (164)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (165)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (166)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (167)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (168)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0124    | :ud      |      4 | r8       | general    |
// | V0125    | :uq      |      8 | r8+8     | general    |
// | V0126    | :uq      |      8 | r8+16    | general    |
// | V0127    | :uq      |      8 | r8+24    | general    |
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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r8.2<0;1,0>:uw   {Compacted,@1}     // $2
        mov (16|M0)              r73.0<1>:d    r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r75.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     mach (1|M0)              r3.0<1>:d     r10.0<0;1,0>:d    r8.1<0;1,0>:d    {Compacted}        // $3
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $17
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r73.0<8;8,1>:d   {Compacted,@2}     // $5
        add (16|M16)             r11.0<1>:d    r3.0<0;1,0>:d     r75.0<8;8,1>:d   {Compacted,@4}     // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r77.0<1>:d    r4.0<8;8,1>:d     4:w               {Compacted,@2}    // $9
        shl (16|M16)             r79.0<1>:d    r11.0<8;8,1>:d    4:w               {Compacted,@2}    // $10
        add (16|M0)              r13.0<1>:d    r77.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted,@2}     // $11
        add (16|M16)             r15.0<1>:d    r79.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted,@2}     // $12
        send.dc1 (16|M0)         r81      r13     null    0x0            0x04805000           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw // $14
        send.dc1 (16|M16)        r89      r15     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw // $16
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.0<0;1,0>:d     0:w                                 // $18
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $19
(~f0.0) if (32|M0)                           _0_013            _nbody_k0_0_cf                        // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B007}
_0_014:
        mov (16|M0)              r97.0<1>:f    0x0:f                               {Compacted}       // $21
        mov (16|M16)             r99.0<1>:f    0x0:f                               {Compacted}       // $22
        mov (16|M0)              r101.0<1>:f   0x0:f                               {Compacted}       // $23
        mov (16|M16)             r103.0<1>:f   0x0:f                               {Compacted}       // $24
        mov (16|M0)              r105.0<1>:f   0x0:f                               {Compacted}       // $25
        mov (16|M16)             r107.0<1>:f   0x0:f                               {Compacted}       // $26
        else (32|M0)                         _nbody_k0_0_cf    _nbody_k0_0_cf                        // $19
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_013:
        shl (16|M0)              r109.0<1>:d   r73.0<8;8,1>:d    4:w               {Compacted}       // $29
        shl (16|M16)             r111.0<1>:d   r75.0<8;8,1>:d    4:w               {Compacted}       // $30
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r9.4<0;1,0>:d     0:w                                 // $31
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r9.4<0;1,0>:d     0:w                                 // $32
        mov (16|M0)              r105.0<1>:f   0x0:f                               {Compacted}       // $34
        mov (16|M16)             r107.0<1>:f   0x0:f                               {Compacted}       // $35
        mov (16|M0)              r101.0<1>:f   0x0:f                               {Compacted}       // $36
        mov (16|M16)             r103.0<1>:f   0x0:f                               {Compacted}       // $37
        mov (16|M0)              r97.0<1>:f    0x0:f                               {Compacted}       // $38
        mov (16|M16)             r99.0<1>:f    0x0:f                               {Compacted}       // $39
(W)     mov (1|M0)               r9.7<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $33
// B003: [NoMaskWA],  [inDivergent],  Preds:{B006, B002},  Succs:{B004, B006}
_0_016:
        sync.nop                             null                             {Compacted,$5.src}     // $41
        add (16|M0)              r3.0<1>:d     r9.7<0;1,0>:d     r73.0<8;8,1>:d   {Compacted,@1}     // $41 R{} IR{}{O:4,O:4,},  R{r9,} IR{} {BC=1}
        add (16|M16)             r5.0<1>:d     r9.7<0;1,0>:d     r75.0<8;8,1>:d   {Compacted}        // $42
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     4:w               {Compacted,@2}    // $43
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     4:w               {Compacted,@2}    // $44
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted,@2}     // $45
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted,@2}     // $46
        sync.allrd                           ($1,$3)                                                 // $48
        send.dc1 (16|M0)         r11      r3      null    0x0            0x04805000           {@2,$6} // wr:2+0, rd:8; untyped surface read with xyzw // $48
        sync.nop                             null                             {Compacted,$2.src}     // $50
        send.dc1 (16|M16)        r19      r5      null    0x0            0x04805000           {@1,$7} // wr:2+0, rd:8; untyped surface read with xyzw // $50
(W)     mov (1|M0)               r10.5<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $53
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $53
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $53
        sync.nop                             null                             {Compacted,$6.dst}     // $51
        send.dc1 (16|M0)         null     r109    r11     0x200            0x040250FE           {$3} // wr:2+8, rd:0; untyped surface write with xyzw // $51
        sync.nop                             null                             {Compacted,$7.dst}     // $52
        send.dc1 (16|M16)        null     r111    r19     0x200            0x040250FE           {$2} // wr:2+8, rd:0; untyped surface write with xyzw // $52
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $53
(W&f0.0.any32h) send.dc0 (8|M0)   r27     r8      null    0x0            0x0219E0FE           {$8} // wr:1h+0, rd:1; synchronized SLM fence // $53
(W&f0.0.any32h) and (8|M0)       r28.0<1>:ud   r8.2<0;1,0>:ud    0x7F000000:ud              {$4.src} // $54
(W)     mov (8|M0)               null<1>:ud    r27.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $54
(W&f0.0.any32h) send.gtwy (1|M0)   null   r28     null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier // $54
(W)     mov (1|M0)               f0.0<1>:ud    r10.5<0;1,0>:ud                  {@6}                 // $54
(W)     sync.bar                             null                                                    // $54
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $55
(f0.0)  if (32|M0)                           _0_017            _0_017                                // $55
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003},  Succs:{B005}
_0_018:
(W)     mov (1|M0)               r10.5<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $57
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $57
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $57
(W&f0.0.any32h) mov (1|M0)       r10.3<1>:f    0x0:f                                                 //  (0x00000000:f); $57
(W)     mov (1|M0)               f0.0<1>:ud    r10.5<0;1,0>:ud                  {@4}                 // 
// B005: [NoMaskWA],  [inDivergent],  Preds:{B005, B004},  Succs:{B006, B005}
_0_019:
(W)     mov (1|M0)               r10.5<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $59
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $59
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $59
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $59
(W)     mov (1|M0)               r10.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $91
(W&f0.0) shl (1|M0)              r3.0<1>:d     r10.3<0;1,0>:d    4:w               {@7}              // $59
(W&f0.0) add (1|M0)              r10.3<1>:d    r10.3<0;1,0>:d    1:w                                 // $90
(W&f0.0) shr (1|M0)              r4.2<1>:ud    r3.0<0;1,0>:ud    0x4:uw              {@2}            // $60
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r10.3<0;1,0>:d    r9.4<0;1,0>:d    {@2}               // $91
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $61
(W&f0.0) send.dc0 (4|M0)         r5       r4      null    0x0            0x021800FE           {@3,$9} // wr:1h+0, rd:1; oword block read x1 // $61
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r10.4<0;1,0>:ud                  {@6}                 // $92
(W)     mov (1|M0)               r10.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $92
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r10.3<0;1,0>:d    r9.4<0;1,0>:d                       // $92
        sync.nop                             null                             {Compacted,$9.dst}     // $66
        sync.nop                             null                             {Compacted,$2.src}     // $66
        add (16|M0)              r20.0<1>:f    r5.2<0;1,0>:f     -r85.0<8;8,1>:f  {Compacted,$0.dst} // $66 R{} IR{}{O:2,O:2,},  R{r5,} IR{} {BC=1}
        add (16|M16)             r22.0<1>:f    r5.2<0;1,0>:f     -r93.0<8;8,1>:f  {Compacted,$1.dst} // $67
        add (16|M0)              r16.0<1>:f    r5.1<0;1,0>:f     -r83.0<8;8,1>:f  {Compacted,$3.src} // $64
        add (16|M16)             r18.0<1>:f    r5.1<0;1,0>:f     -r91.0<8;8,1>:f  {Compacted}        // $65
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@4}     // $68
        sync.nop                             null                             {Compacted,$4.src}     // $69
        mul (16|M16)             r27.0<1>:f    r22.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@4}     // $69
        add (16|M0)              r12.0<1>:f    r5.0<0;1,0>:f     -r81.0<8;8,1>:f  {Compacted}        // $62
        add (16|M16)             r14.0<1>:f    r5.0<0;1,0>:f     -r89.0<8;8,1>:f  {Compacted}        // $63
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r16.0<8;1>:f      r16.0<1>:f       {@6} // $70
        mad (16|M16)             r31.0<1>:f    r27.0<8;1>:f      r18.0<8;1>:f      r18.0<1>:f       {Compacted,@4} // $71
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r12.0<8;1>:f      r12.0<1>:f       {@4} // $72
        mad (16|M16)             r35.0<1>:f    r31.0<8;1>:f      r14.0<8;1>:f      r14.0<1>:f       {Compacted,@2} // $73
        add (16|M0)              r33.0<1>:f    acc0.0<8;8,1>:f   r9.2<0;1,0>:f    {Compacted}        // $74
        add (16|M16)             r35.0<1>:f    r35.0<8;8,1>:f    r9.2<0;1,0>:f    {Compacted,@2}     // $75
        math.rsqt (16|M0)        r37.0<1>:f    r33.0<8;8,1>:f                   {@2,$10}             // $76
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r10.4<0;1,0>:ud                                       // $93
        math.rsqt (16|M16)       r39.0<1>:f    r35.0<8;8,1>:f                   {@2,$11}             // $77
        mul (16|M0)              acc0.0<1>:f   r5.3<0;1,0>:f     r37.0<8;8,1>:f   {Compacted,$10.dst} // $78 R{} IR{}{O:2,O:2,},  R{r5,} IR{} {BC=1}
        mul (16|M16)             r43.0<1>:f    r5.3<0;1,0>:f     r39.0<8;8,1>:f   {Compacted,$11.dst} // $79
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r37.0<8;8,1>:f   {Compacted}        // $80
        mul (16|M16)             r43.0<1>:f    r43.0<8;8,1>:f    r39.0<8;8,1>:f   {Compacted,@2}     // $81
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r37.0<8;8,1>:f   {Compacted}        // $82
        mul (16|M16)             r43.0<1>:f    r43.0<8;8,1>:f    r39.0<8;8,1>:f   {Compacted,@2}     // $83
(W)     mov (1|M0)               f0.0<1>:ud    r10.5<0;1,0>:ud                                       // $93
        mad (16|M0)              r97.0<1>:f    r97.0<8;1>:f      acc0.0<8;1>:f     r12.0<1>:f       {Compacted} // $84
        mad (16|M0)              r101.0<1>:f   r101.0<8;1>:f     acc0.0<8;1>:f     r16.0<1>:f       {Compacted} // $86
        mad (16|M0)              r105.0<1>:f   r105.0<8;1>:f     acc0.0<8;1>:f     r20.0<1>:f       {Compacted} // $88
        mad (16|M16)             r99.0<1>:f    r99.0<8;1>:f      r43.0<8;1>:f      r14.0<1>:f       {Compacted,@5} // $85
        mad (16|M16)             r103.0<1>:f   r103.0<8;1>:f     r43.0<8;1>:f      r18.0<1>:f       {Compacted} // $87
        mad (16|M16)             r107.0<1>:f   r107.0<8;1>:f     r43.0<8;1>:f      r22.0<1>:f       {Compacted} // $89 R{} IR{}{O:5,O:5,E:3,},  R{} IR{}{E:6,E:6,O:3,},  {BC=2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $93
(f1.0)  while (32|M0)                        _0_019                                                  // $93
// B006: [NoMaskWA],  [inDivergent],  Preds:{B003, B005},  Succs:{B007, B003}
_0_017:
        endif (32|M0)                        L1384                                                   // $55
L1384:
(W)     mov (1|M0)               r10.5<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $95
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $95
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $95
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $95
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $95
(W&f0.0) send.dc0 (8|M0)         r3       r8      null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence // $95
(W&f0.0) and (8|M0)              r4.0<1>:ud    r8.2<0;1,0>:ud    0x7F000000:ud                       // $96
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$12.dst}            //  memory fence commit; $96
(W&f0.0) send.gtwy (1|M0)        null     r4      null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $96
(W)     sync.bar                             null                                                    // $96
(W&f0.0) add (1|M0)              r9.7<1>:d     r9.7<0;1,0>:d     r9.4<0;1,0>:d                       // $97
(W)     mov (1|M0)               r10.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $98
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r9.7<0;1,0>:d     r9.0<0;1,0>:d    {@2}               // $98
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r10.4<0;1,0>:ud                  {@2}                 // $99
(W)     mov (1|M0)               r10.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $99
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r9.7<0;1,0>:d     r9.0<0;1,0>:d                       // $99
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r10.4<0;1,0>:ud                  {@2}                 // $100
(W)     mov (1|M0)               f0.0<1>:ud    r10.5<0;1,0>:ud                                       // $100
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $100
(f1.0)  while (32|M0)                        _0_016                                                  // $100
// B007: Preds:{B001, B006},  Succs:{B008}
_nbody_k0_0_cf:
        endif (32|M0)                        _0_015                                                  // $19
// B008: Preds:{B007},  Succs:{}
_0_015:
        sync.allrd                           ($1,$3)                                                 // $103
        send.dc1 (16|M0)         r11      r77     null    0x0            0x04805001           {$13} // wr:2+0, rd:8; untyped surface read with xyzw // $103
        sync.nop                             null                             {Compacted,$2.src}     // $105
        send.dc1 (16|M16)        r19      r79     null    0x0            0x04805001           {$14} // wr:2+0, rd:8; untyped surface read with xyzw // $105
        mov (16|M0)              r61.0<1>:f    r87.0<8;8,1>:f                   {Compacted,$0.dst}   // $136
        mov (16|M16)             r69.0<1>:f    r95.0<8;8,1>:f                   {Compacted,$1.dst}   // $137
(W)     mov (8|M0)               r127.0<1>:f   r8.0<8;8,1>:f                    {Compacted}          // $142
        mad (16|M0)              acc0.0<1>:f   r11.0<8;1>:f      r97.0<8;1>:f      r9.1<0>:f        {Compacted,$13.dst} // $106 R{} IR{}{O:5,O:0,O:4,},  R{r9,} IR{}{E:6,E:1,},  {BC=1}
        mad (16|M0)              r31.0<1>:f    r13.0<8;1>:f      r101.0<8;1>:f     r9.1<0>:f        {Compacted} // $108
        mad (16|M0)              r35.0<1>:f    r15.0<8;1>:f      r105.0<8;1>:f     r9.1<0>:f        {Compacted} // $110
        mad (16|M16)             r29.0<1>:f    r19.0<8;1>:f      r99.0<8;1>:f      r9.1<0>:f        {Compacted,$14.dst} // $107 R{r9,} IR{}{O:1,O:1,},  R{r9,} IR{}{E:2,E:2,},  {BC=2}
        mad (16|M16)             r33.0<1>:f    r21.0<8;1>:f      r103.0<8;1>:f     r9.1<0>:f        {Compacted} // $109
        mad (16|M16)             r37.0<1>:f    r23.0<8;1>:f      r107.0<8;1>:f     r9.1<0>:f        {Compacted} // $111
        mov (16|M0)              r45.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $118
        mov (16|M0)              r39.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}          // $112
        mov (16|M16)             r53.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $119
        mad (16|M0)              r55.0<1>:f    r81.0<8;1>:f      acc0.0<8;1>:f     r9.1<0>:f        {Compacted} // $124
        mov (16|M0)              r41.0<1>:f    r31.0<8;8,1>:f                   {Compacted,@7}       // $114
        mad (16|M0)              r57.0<1>:f    r83.0<8;1>:f      r31.0<8;1>:f      r9.1<0>:f        {Compacted} // $126 R{} IR{}{O:1,O:7,O:4,},  R{r9,} IR{}{E:2,E:0,},  {BC=1}
        mov (16|M0)              r43.0<1>:f    r35.0<8;8,1>:f                   {Compacted,@7}       // $116
        mad (16|M0)              r59.0<1>:f    r85.0<8;1>:f      r35.0<8;1>:f      r9.1<0>:f        {Compacted} // $128 R{} IR{}{O:2,O:1,O:4,},  R{r9,} IR{}{E:3,E:2,},  {BC=1}
        mov (16|M16)             r47.0<1>:f    r29.0<8;8,1>:f                   {Compacted,@7}       // $113
        mad (16|M16)             r63.0<1>:f    r89.0<8;1>:f      r29.0<8;1>:f      r9.1<0>:f        {Compacted} // $125 R{} IR{}{O:4,O:6,O:4,},  R{r9,} IR{}{E:5,E:7,},  {BC=1}
        mov (16|M16)             r49.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $115
        mad (16|M16)             r65.0<1>:f    r91.0<8;1>:f      r33.0<8;1>:f      r9.1<0>:f        {Compacted} // $127 R{} IR{}{O:5,O:0,O:4,},  R{r9,} IR{}{E:6,E:1,},  {BC=1}
        mov (16|M16)             r51.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $117
        mad (16|M16)             r67.0<1>:f    r93.0<8;1>:f      r37.0<8;1>:f      r9.1<0>:f        {Compacted} // $129 R{} IR{}{O:6,O:2,O:4,},  R{r9,} IR{}{E:7,E:3,},  {BC=1}
        send.dc1 (16|M0)         null     r77     r39     0x200            0x04025001           {@7,$15} // wr:2+8, rd:0; untyped surface write with xyzw // $121
        send.dc1 (16|M16)        null     r79     r47     0x200            0x04025001           {@2,$0} // wr:2+8, rd:0; untyped surface write with xyzw // $123
        send.dc1 (16|M0)         null     r77     r55     0x200            0x04025002           {@7,$1} // wr:2+8, rd:0; untyped surface write with xyzw // $139
        send.dc1 (16|M16)        null     r79     r63     0x200            0x04025002           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw // $141
(W)     send.dc0 (8|M0)          r71      r8      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing // $142
(W)     mov (8|M0)               null<1>:ud    r71.0<8;8,1>:ud                  {$3.dst}             //  memory fence commit; $142
(W)     send.dc0 (8|M0)          r72      r8      null    0x0            0x0219E0FE           {$4} // wr:1h+0, rd:1; synchronized SLM fence // $142
(W)     mov (8|M0)               null<1>:ud    r72.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $142
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $142


//.BankConflicts: 13
//.BankConflicts.SameBank: 6
//.BankConflicts.TwoSrc: 5
//.SIMD16ReadSuppressions: 1
//.SIMD8s: 255
//
//.RMWs: 0
//
//.accSubDef: 7
//.accSubUse: 10
//.accSubCandidateDef: 18
//.accSubCandidateUse: 28
