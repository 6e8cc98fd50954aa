//.kernel early_return
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 128
//.RA type	TRIVIAL_BC_RA

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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0035 (43)  rf=r size=4 type=f align=2 words (r8.5)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P01 (63)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0055 (64)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r12.0)
//.declare V0056 (65)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (66)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.4)
//.declare V0058 (67)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0059 (68)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0060 (69)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r16.0)
//.declare V0061 (70)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r18.0)
//.declare V0062 (71)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0063 (72)  rf=r size=64 type=f align=16 words (r22.0)
//.declare P02 (73)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (74)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0064 (75)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0065 (76)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0066 (77)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0067 (78)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0068 (79)  rf=r size=64 type=d alias=V0064+0 align=16 words (r24.0)
//.declare V0069 (80)  rf=r size=64 type=d alias=V0065+0 align=16 words (r26.0)
//.declare P04 (81)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0070 (82)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0071 (83)  rf=r size=64 type=f align=16 words (r34.0)
//.declare P05 (84)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0072 (85)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r28.0)
//.declare V0073 (86)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r30.0)
//.declare V0074 (87)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0075 (88)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0076 (89)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0077 (90)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0078 (91)  rf=r size=4 type=f align=2 words (r4.1)
//.declare V0079 (92)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0080 (93)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0081 (94)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0082 (95)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0083 (96)  rf=r size=64 type=d alias=V0079+0 align=16 words (r45.0)
//.declare V0084 (97)  rf=r size=64 type=d alias=V0080+0 align=16 words (r47.0)
//.declare P06 (98)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0085 (99)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0086 (100)  rf=r size=64 type=f align=16 words (r55.0)
//.declare P07 (101)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0087 (102)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r49.0)
//.declare V0088 (103)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r51.0)
//.declare V0089 (104)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0090 (105)  rf=r size=64 type=f align=16 words (r59.0)
//.declare V0091 (106)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0092 (107)  rf=r size=64 type=f align=16 words (r63.0)
//.declare V0093 (108)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0094 (109)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0095 (110)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0096 (111)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0097 (112)  rf=r size=64 type=d alias=V0093+0 align=16 words (r65.0)
//.declare V0098 (113)  rf=r size=64 type=d alias=V0094+0 align=16 words (r67.0)
//.declare P08 (114)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0099 (115)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0100 (116)  rf=r size=64 type=f align=16 words (r75.0)
//.declare P09 (117)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0101 (118)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r69.0)
//.declare V0102 (119)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r71.0)
//.declare V0103 (120)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0104 (121)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0105 (122)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0106 (123)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0107 (124)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0108 (125)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0109 (126)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0110 (127)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0111 (128)  rf=r size=64 type=d alias=V0107+0 align=16 words (r85.0)
//.declare V0112 (129)  rf=r size=64 type=d alias=V0108+0 align=16 words (r87.0)
//.declare P10 (130)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0113 (131)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0114 (132)  rf=r size=64 type=f align=16 words (r95.0)
//.declare P11 (133)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0115 (134)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r89.0)
//.declare V0116 (135)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r91.0)
//.declare V0117 (136)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0118 (137)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0119 (138)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0120 (139)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0121 (140)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0122 (141)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0123 (142)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0124 (143)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (145)  rf=r size=4 type=f align=2 words (r4.2)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare  (154)  rf=r size=8 type=ud align=2 words (r4.3) Input_Output
//.declare  (155)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (156)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (157)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (158)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (159)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (160)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (161)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (162)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0043    | :w x 16  |     32 | r4       | general    |
// | V0044    | :w x 16  |     32 | r5       | general    |
// | V0045    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0123    | :uq      |      8 | r8       | general    |
// | V0124    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0035    | :f       |      4 | r8+20    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B008}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}     // $2
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $5
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r8.4<0;1,0>:ud   {@2}               // $9
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r8.4<0;1,0>:ud   {@2}               // $10
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $11
(f0.0)  if (32|M0)                           _early_return_k0_0_cf  _early_return_k0_0_cf            // $11
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B006}
_0_009:
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}       // $13
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}       // $14
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $16
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $18
        cmp (16|M0)   (lt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x0:f               {Compacted,$0.dst} // $19
        cmp (16|M16)  (lt)f1.0   null<1>:f     r22.0<8;8,1>:f    0x0:f               {$1.dst}        // $20
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $21
(~f1.0) if (32|M0)                           _0_010            _early_return_k0_2_cf                 // $21
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B003, B004}
_0_011:
        cmp (16|M0)   (gt)f0.0   null<1>:f     r20.0<8;8,1>:f    r8.5<0;1,0>:f    {Compacted}        // $23
        cmp (16|M16)  (gt)f0.0   null<1>:f     r22.0<8;8,1>:f    r8.5<0;1,0>:f                       // $24
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $25
(~f0.0) if (32|M0)                           _early_return_k0_1_cf  _early_return_k0_1_cf            // $25
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B004}
_0_012:
        add (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f    0x3F800000:f               {Compacted} // $27
        add (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    0x3F800000:f               {Compacted} // $28
(W)     mov (1|M0)               r4.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $33
        and (16|M0)   (eq)f1.0   r28.0<1>:d    r24.0<8;8,1>:d    2139095040:d               {@3}     // $29
        and (16|M16)  (eq)f1.0   r30.0<1>:d    r26.0<8;8,1>:d    2139095040:d               {@3}     // $30
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $33
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $33
(W)     mov (1|M0)               r4.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $33
(W&f0.0.any32h) mov (1|M0)       r4.2<1>:f     0x4F800000:f                                          // $33
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $33
        cmp (16|M0)   (ge)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x64000000:ud              {@7}     // $35
        cmp (16|M16)  (ge)f0.0   null<1>:d     r30.0<8;8,1>:ud   0x64000000:ud              {@7}     // $36
(f1.0)  sel (16|M0)              r32.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f               {Compacted,@4} // $33
(f1.0)  sel (16|M16)             r34.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f                        // $34
(f0.0)  mov (16|M0)              r32.0<1>:f    0x2F800000:f                               {Compacted} // $37
(f0.0)  mov (16|M16)             r34.0<1>:f    0x2F800000:f                                          // $38
        mul (16|M0)              r37.0<1>:f    r24.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@2}     // $39
        mul (16|M16)             r39.0<1>:f    r26.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@2}     // $40
        math.inv (16|M0)         r37.0<1>:f    r37.0<8;8,1>:f                   {@2,$2}              // $41
(W)     mov (1|M0)               r4.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $47
        math.inv (16|M16)        r39.0<1>:f    r39.0<8;8,1>:f                   {@2,$3}              // $42
        mul (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$2.dst} // $43
(W)     mov (1|M0)               f0.0<1>:ud    r4.4<0;1,0>:ud                                        // $47
        mul (16|M16)             acc0.0<1>:f   r39.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$3.dst} // $44
        mul (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@3}     // $45
        mul (16|M16)             r39.0<1>:f    acc0.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted}        // $46
(W&f0.0.any32h) mov (1|M0)       r4.1<1>:f     0x3F000000:f                                          // $47
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $48
        mad (16|M0)              r41.0<1>:f    r37.0<8;1>:f      r20.0<8;1>:f      r4.1<0>:f        {Compacted,@2} // $48 R{} IR{}{O:2,E:2,E:2,},  R{r4,} IR{}{E:3,O:2,},  {BC=1}
        mad (16|M16)             r43.0<1>:f    r39.0<8;1>:f      r22.0<8;1>:f      r4.1<0>:f        {Compacted,@4} // $49
        add (16|M0)              r45.0<1>:f    r41.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $50
        add (16|M16)             r47.0<1>:f    r43.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $51
        and (16|M0)   (eq)f1.0   r49.0<1>:d    r45.0<8;8,1>:d    2139095040:d               {@2}     // $52
        and (16|M16)  (eq)f1.0   r51.0<1>:d    r47.0<8;8,1>:d    2139095040:d               {@2}     // $53
        cmp (16|M0)   (ge)f0.0   null<1>:d     r49.0<8;8,1>:ud   0x64000000:ud              {@2}     // $58
        cmp (16|M16)  (ge)f0.0   null<1>:d     r51.0<8;8,1>:ud   0x64000000:ud              {@2}     // $59
(f1.0)  sel (16|M0)              r53.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f               {Compacted} // $56
(f1.0)  sel (16|M16)             r55.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f                        // $57
(f0.0)  mov (16|M0)              r53.0<1>:f    0x2F800000:f                               {Compacted} // $60
(f0.0)  mov (16|M16)             r55.0<1>:f    0x2F800000:f                                          // $61
        mul (16|M0)              r57.0<1>:f    r45.0<8;8,1>:f    r53.0<8;8,1>:f   {Compacted,@2}     // $62
        mul (16|M16)             r59.0<1>:f    r47.0<8;8,1>:f    r55.0<8;8,1>:f   {Compacted,@2}     // $63
        math.inv (16|M0)         r57.0<1>:f    r57.0<8;8,1>:f                   {@2,$4}              // $64
        math.inv (16|M16)        r59.0<1>:f    r59.0<8;8,1>:f                   {@1,$5}              // $65
        mul (16|M0)              acc0.0<1>:f   r57.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$4.dst} // $66
        mul (16|M16)             r59.0<1>:f    r59.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$5.dst} // $67
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r53.0<8;8,1>:f   {Compacted}        // $68
        mul (16|M16)             r59.0<1>:f    r59.0<8;8,1>:f    r55.0<8;8,1>:f   {Compacted,@2}     // $69
        mad (16|M0)              r61.0<1>:f    acc0.0<8;1>:f     r41.0<8;1>:f      r4.1<0>:f         // $70
        mad (16|M16)             r63.0<1>:f    r59.0<8;1>:f      r43.0<8;1>:f      r4.1<0>:f        {Compacted,@2} // $71 R{r4,} IR{}{O:5,O:5,},  R{r4,} IR{}{E:6,E:6,},  {BC=2}
        add (16|M0)              r65.0<1>:f    r61.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $72
        add (16|M16)             r67.0<1>:f    r63.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $73
        and (16|M0)   (eq)f1.0   r69.0<1>:d    r65.0<8;8,1>:d    2139095040:d               {@2}     // $74
        and (16|M16)  (eq)f1.0   r71.0<1>:d    r67.0<8;8,1>:d    2139095040:d               {@2}     // $75
        cmp (16|M0)   (ge)f0.0   null<1>:d     r69.0<8;8,1>:ud   0x64000000:ud              {@2}     // $80
        cmp (16|M16)  (ge)f0.0   null<1>:d     r71.0<8;8,1>:ud   0x64000000:ud              {@2}     // $81
(f1.0)  sel (16|M0)              r73.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f               {Compacted} // $78
(f1.0)  sel (16|M16)             r75.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f                        // $79
(f0.0)  mov (16|M0)              r73.0<1>:f    0x2F800000:f                               {Compacted} // $82
(f0.0)  mov (16|M16)             r75.0<1>:f    0x2F800000:f                                          // $83
        mul (16|M0)              r77.0<1>:f    r65.0<8;8,1>:f    r73.0<8;8,1>:f   {Compacted,@2}     // $84
        mul (16|M16)             r79.0<1>:f    r67.0<8;8,1>:f    r75.0<8;8,1>:f   {Compacted,@2}     // $85
        math.inv (16|M0)         r77.0<1>:f    r77.0<8;8,1>:f                   {@2,$6}              // $86
        math.inv (16|M16)        r79.0<1>:f    r79.0<8;8,1>:f                   {@1,$7}              // $87
        mul (16|M0)              acc0.0<1>:f   r77.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$6.dst} // $88
        mul (16|M16)             r79.0<1>:f    r79.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$7.dst} // $89
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r73.0<8;8,1>:f   {Compacted}        // $90
        mul (16|M16)             r79.0<1>:f    r79.0<8;8,1>:f    r75.0<8;8,1>:f   {Compacted,@2}     // $91
        mad (16|M0)              r81.0<1>:f    acc0.0<8;1>:f     r61.0<8;1>:f      r4.1<0>:f         // $92
        mad (16|M16)             r83.0<1>:f    r79.0<8;1>:f      r63.0<8;1>:f      r4.1<0>:f        {Compacted,@2} // $93 R{r4,} IR{}{O:7,O:7,},  R{r4,} IR{}{E:0,E:0,},  {BC=2}
        add (16|M0)              r85.0<1>:f    r81.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $94
        add (16|M16)             r87.0<1>:f    r83.0<8;8,1>:f    0x3F800000:f               {Compacted,@2} // $95
        and (16|M0)   (eq)f1.0   r89.0<1>:d    r85.0<8;8,1>:d    2139095040:d               {@2}     // $96
        and (16|M16)  (eq)f1.0   r91.0<1>:d    r87.0<8;8,1>:d    2139095040:d               {@2}     // $97
        cmp (16|M0)   (ge)f0.0   null<1>:d     r89.0<8;8,1>:ud   0x64000000:ud              {@2}     // $102
        cmp (16|M16)  (ge)f0.0   null<1>:d     r91.0<8;8,1>:ud   0x64000000:ud              {@2}     // $103
(f1.0)  sel (16|M0)              r93.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f               {Compacted} // $100
(f1.0)  sel (16|M16)             r95.0<1>:f    r4.2<0;1,0>:f     0x3F800000:f                        // $101
(f0.0)  mov (16|M0)              r93.0<1>:f    0x2F800000:f                               {Compacted} // $104
(f0.0)  mov (16|M16)             r95.0<1>:f    0x2F800000:f                                          // $105
        mul (16|M0)              r97.0<1>:f    r85.0<8;8,1>:f    r93.0<8;8,1>:f   {Compacted,@2}     // $106
        mul (16|M16)             r99.0<1>:f    r87.0<8;8,1>:f    r95.0<8;8,1>:f   {Compacted,@2}     // $107
        math.inv (16|M0)         r97.0<1>:f    r97.0<8;8,1>:f                   {@2,$8}              // $108
        math.inv (16|M16)        r99.0<1>:f    r99.0<8;8,1>:f                   {@1,$9}              // $109
        mul (16|M0)              acc0.0<1>:f   r97.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$8.dst} // $110
        mul (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$9.dst} // $111
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r93.0<8;8,1>:f   {Compacted}        // $112
        mul (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    r95.0<8;8,1>:f   {Compacted,@2}     // $113
        mad (16|M0)              r101.0<1>:f   acc0.0<8;1>:f     r81.0<8;1>:f      r4.1<0>:f         // $114
        mad (16|M16)             r103.0<1>:f   r99.0<8;1>:f      r83.0<8;1>:f      r4.1<0>:f        {Compacted,@2} // $115 R{r4,} IR{}{O:1,O:1,},  R{r4,} IR{}{E:2,E:2,},  {BC=2}
        send.dc1 (16|M0)         null     r16     r101    0x80            0x04025E01           {@2,$10} // wr:2+2, rd:0; untyped surface write with x // $117
        send.dc1 (16|M16)        null     r18     r103    0x80            0x04025E01           {@1,$11} // wr:2+2, rd:0; untyped surface write with x // $119
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_early_return_k0_1_cf:
        endif (32|M0)                        _early_return_k0_3_cf                                   // $25
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_early_return_k0_3_cf:
        else (32|M0)                         _early_return_k0_2_cf  _early_return_k0_2_cf            // $21
// B006: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B007}
_0_010:
        mov (16|M0)              r105.0<1>:f   0x0:f                               {Compacted}       // $122
        mov (16|M16)             r107.0<1>:f   0x0:f                               {Compacted}       // $125
        send.dc1 (16|M0)         null     r16     r105    0x80            0x04025E01           {@2,$12} // wr:2+2, rd:0; untyped surface write with x // $124
        send.dc1 (16|M16)        null     r18     r107    0x80            0x04025E01           {@1,$13} // wr:2+2, rd:0; untyped surface write with x // $127
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006, B005},  Succs:{B008}
_early_return_k0_2_cf:
        endif (32|M0)                        _early_return_k0_0_cf                                   // $21
// B008: Preds:{B000, B007},  Succs:{B009}
_early_return_k0_0_cf:
        endif (32|M0)                        _0_008                                                  // $11
// B009: Preds:{B008},  Succs:{}
_0_008:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $129
(W)     send.dc0 (8|M0)          r36      r3      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing // $129
(W)     mov (8|M0)               null<1>:ud    r36.0<8;8,1>:ud                  {$14.dst}            //  memory fence commit; $129
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $129


//.BankConflicts: 7
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 6
//.SIMD16ReadSuppressions: 3
//.SIMD8s: 214
//
//.RMWs: 0
//
//.accSubDef: 7
//.accSubUse: 7
//.accSubCandidateDef: 22
//.accSubCandidateUse: 28
