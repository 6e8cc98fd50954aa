//.kernel async_copy
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 142
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r4.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r4.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r5.6)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0043 (51)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0045 (53)  rf=r size=4 type=ud alias=V0043+0 align=2 words (r126.0)
//.declare V0046 (54)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=ud align=16 words (r124.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r126.1)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r126.2)
//.declare V0062 (70)  rf=r size=4 type=d align=2 words (r5.2)
//.declare P01 (71)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0063 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r9.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0065 (74)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0066 (75)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0069 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r116.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0072 (81)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r114.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0074 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r17.0)
//.declare V0075 (84)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r13.0)
//.declare V0076 (85)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r118.0)
//.declare V0077 (86)  rf=r size=4 type=ud alias=V0062+0 align=2 words (r5.2)
//.declare V0078 (87)  rf=r size=32 type=ud align=16 words (r113.0)
//.declare V0079 (88)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0080 (89)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0081 (90)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r111.0)
//.declare V0082 (91)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r11.0)
//.declare V0083 (92)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r120.0)
//.declare V0084 (93)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0085 (94)  rf=r size=32 type=ud align=16 words (r110.0)
//.declare P02 (95)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P03 (96)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0086 (97)  rf=r size=4 type=d align=2 words (r5.3)
//.declare P04 (98)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0087 (99)  rf=r size=4 type=ud alias=V0086+0 align=2 words (r5.3)
//.declare V0088 (100)  rf=r size=4 type=d align=2 words (r126.3)
//.declare V0089 (101)  rf=r size=4 type=d align=2 words (r5.4)
//.declare V0090 (102)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0093 (105)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0094 (106)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r23.0)
//.declare V0095 (107)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0097 (109)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r25.0)
//.declare V0098 (110)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0099 (111)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r102.0)
//.declare V0100 (112)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r106.0)
//.declare V0101 (113)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare V0102 (114)  rf=r size=32 type=ud align=16 words (r101.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0104 (116)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r28.0)
//.declare V0105 (117)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r21.0)
//.declare V0106 (118)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r108.0)
//.declare V0107 (119)  rf=r size=4 type=ud alias=V0088+0 align=2 words (r126.3)
//.declare V0108 (120)  rf=r size=4 type=ud alias=V0089+0 align=2 words (r5.4)
//.declare V0109 (121)  rf=r size=32 type=ud align=16 words (r100.0)
//.declare V0110 (122)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare P05 (123)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P06 (124)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (125)  rf=r size=32 type=ud align=16 words (r99.0)
//.declare  (126)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r98.0)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare  (129)  rf=r size=32 type=ud align=16 words (r97.0)
//.declare  (130)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0111 (131)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0112 (132)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0113 (133)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r34.0)
//.declare P07 (134)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0114 (135)  rf=r size=64 type=ud align=16 words (r93.0)
//.declare V0115 (136)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0116 (137)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0117 (138)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0118 (139)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0119 (140)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r38.0)
//.declare V0120 (141)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r89.0)
//.declare V0121 (142)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r36.0)
//.declare V0122 (143)  rf=r size=32 type=ud align=16 words (r88.0)
//.declare V0123 (144)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare P08 (145)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare P09 (146)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0124 (147)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0125 (148)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r86.0)
//.declare V0126 (149)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0127 (150)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r95.0)
//.declare V0128 (151)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0129 (152)  rf=r size=32 type=w align=16 words (r85.0)
//.declare V0130 (153)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0131 (154)  rf=r size=32 type=uw alias=V0129+0 align=16 words (r85.0)
//.declare V0132 (155)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r43.0)
//.declare V0133 (156)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0134 (157)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0135 (158)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0136 (159)  rf=r size=4 type=f align=2 words (r6.3)
//.declare V0137 (160)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0138 (161)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0139 (162)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0140 (163)  rf=r size=64 type=ud alias=V0139+0 align=16 words (r75.0)
//.declare V0141 (164)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare V0142 (165)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0143 (166)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (167)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0141    | :ud      |      4 | r5       | general    |
// | V0142    | :uq      |      8 | r5+8     | general    |
// | V0143    | :uq      |      8 | r5+16    | general    |
// | V0041    | :d       |      4 | r5+24    | general    |
// | V0042    | :d       |      4 | r5+28    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     mov (8|M0)               r4.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:ud  r4.1<0;1,0>:ud    r6.0<0;1,0>:uw                      // $2
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        mov (16|M0)              r122.0<1>:d   r1.0<16;16,1>:uw                                      // $16
(W)     mul (1|M0)               r126.2<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:d                       // $18
(W)     mach (1|M0)              r125.0<1>:ud  r4.1<0;1,0>:ud    r6.0<0;1,0>:ud   {AccWrEn,Compacted} // 
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $14
(W)     mul (1|M0)               r5.2<1>:d     r126.2<0;1,0>:d   r6.2<0;1,0>:d                       // $19
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // 
(W)     mov (1|M0)               r5.0<1>:d     r125.0<0;1,0>:d                  {Compacted}          // $8
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r7.0<2;1,0>:uw                      // $15
(W)     mov (1|M0)               r126.0<1>:ud  r124.0<0;1,0>:ud                 {Compacted}          // $3
        mach (8|M0)              null<1>:d     r6.0<0;1,0>:d     r7.0<8;8,1>:d    {AccWrEn,Compacted} // $16
(W)     shl (1|M0)               r5.1<1>:d     r126.0<0;1,0>:d   2:w                                 // $9
        mov (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d                                       // $16
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw                      // $15
(W)     add (1|M0)               r126.1<1>:d   r5.1<0;1,0>:d     r5.6<0;1,0>:d                       // $10
        mach (8|M8)              null<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {AccWrEn,Compacted} // $16
        mov (8|M8)               r8.0<1>:d     acc0.0<8;8,1>:d                                       // $16
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r122.0<8;8,1>:d  {Compacted}        // $17
        cmp (16|M0)   (lt)f0.1   null<1>:d     r9.0<8;8,1>:ud    r6.0<0;1,0>:ud                      // $20
(f0.1)  if (16|M0)                           _0_013            _0_013                                // $21
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_014:
        mov (16|M0)              r120.0<1>:d   r9.0<8;8,1>:d                    {Compacted}          // $23
        mov (16|M0)              r11.0<1>:d    0:w                                                   // $24
        mov (16|M0)              r118.0<1>:d   r9.0<8;8,1>:d                    {Compacted}          // $25
        mov (16|M0)              r13.0<1>:d    0:w                                                   // $26
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_015:
        shl (16|M0)              r116.0<1>:d   r120.0<8;8,1>:d   2:w                                 // $28
        addc (8|M0)              r17.0<1>:ud   r118.0<8;8,1>:ud  r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $34
        shl (16|M0)              r114.0<1>:d   r118.0<8;8,1>:d   2:w                                 // $32
        add (16|M0)              r116.0<1>:d   r126.1<0;1,0>:d   r116.0<8;8,1>:d  {Compacted}        // $29
        mov (8|M0)               r113.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $34
        addc (8|M8)              r18.0<1>:ud   r119.0<8;8,1>:ud  r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $36
        send (16|M0)             r15:w    r116    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $31
        add (8|M0)               r13.0<1>:ud   r113.0<8;8,1>:ud  r13.0<8;8,1>:ud  {Compacted}        // $35
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $36
        addc (8|M0)              r111.0<1>:ud  r120.0<8;8,1>:ud  r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $38
        cmp (16|M0)   (lt)f1.1   null<1>:d     r17.0<8;8,1>:ud   r6.0<0;1,0>:ud                      // $42
        add (8|M8)               r14.0<1>:ud   r19.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted}        // $37
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $38
        addc (8|M8)              r112.0<1>:ud  r121.0<8;8,1>:ud  r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $40
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $43
        mov (8|M8)               r110.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $40
        add (8|M0)               r11.0<1>:ud   r20.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted}        // $39
        add (8|M8)               r12.0<1>:ud   r110.0<8;8,1>:ud  r12.0<8;8,1>:ud  {Compacted}        // $41
        sends (16|M0)            null:w   r114    r15     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $33
(~f1.1) break (16|M0)                        _async_copy_k0_2_cf  _async_copy_k0_2_cf                // $45
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_016:
        mov (16|M0)              r120.0<1>:d   r111.0<8;8,1>:d                  {Compacted}          // $47
        mov (16|M0)              r118.0<1>:d   r17.0<8;8,1>:d                   {Compacted}          // $48
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_async_copy_k0_2_cf:
        while (16|M0)                        _0_015                                                  // $49
// B005: Preds:{B000, B002},  Succs:{B006, B010}
_0_013:
        endif (16|M0)                        L624                                                    // $21
L624:
(W)     shr (1|M0)               r5.3<1>:d     r6.0<0;1,0>:ud    1:w                                 // $51
        cmp (16|M0)   (gt)f0.0   null<1>:d     r5.3<0;1,0>:ud    r9.0<8;8,1>:ud                      // $52
(f0.0)  if (16|M0)                           _async_copy_k0_0_cf  _async_copy_k0_0_cf                // $53
// B006: [inDivergent],  Preds:{B005},  Succs:{B007}
_0_018:
        shl (16|M0)              r108.0<1>:d   r9.0<8;8,1>:d     1:w                                 // $57
        shr (16|M0)              r21.0<1>:d    r9.0<8;8,1>:ud    31:w                                // $58
        mov (16|M0)              r106.0<1>:d   0:w                                                   // $59
(W)     shl (1|M0)               r126.3<1>:d   r5.2<0;1,0>:d     1:w                                 // $55
(W)     shr (1|M0)               r5.4<1>:d     r5.2<0;1,0>:ud    31:w                                // $56
// B007: [inDivergent],  Preds:{B009, B006},  Succs:{B008, B010}
_0_019:
        shl (16|M0)              r23.0<1>:d    r108.0<8;8,1>:d   2:w                                 // $61
        addc (8|M0)              r102.0<1>:ud  r9.0<8;8,1>:ud    r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $68
        add (16|M0)              r25.0<1>:d    r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $65
        add (8|M0)               r21.0<1>:ud   r21.0<8;8,1>:ud   r5.4<0;1,0>:ud   {Compacted}        // $73
        add (8|M8)               r22.0<1>:ud   r22.0<8;8,1>:ud   r5.4<0;1,0>:ud   {Compacted}        // $76
        add (16|M0)              r23.0<1>:d    r126.1<0;1,0>:d   r23.0<8;8,1>:d   {Compacted}        // $62
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $68
        addc (8|M8)              r103.0<1>:ud  r10.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn,Compacted} // $70
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w                                 // $66
        send (16|M0)             r104:w   r23     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $64
        add (8|M0)               r106.0<1>:ud  r27.0<8;8,1>:ud   r106.0<8;8,1>:ud {Compacted}        // $69
        mov (8|M8)               r101.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $70
        addc (8|M0)              r28.0<1>:ud   r108.0<8;8,1>:ud  r126.3<0;1,0>:ud {AccWrEn,Compacted} // $72
        cmp (16|M0)   (lt)f1.0   null<1>:d     r102.0<8;8,1>:ud  r5.3<0;1,0>:ud                      // $78
        add (8|M8)               r107.0<1>:ud  r101.0<8;8,1>:ud  r107.0<8;8,1>:ud {Compacted}        // $71
        mov (8|M0)               r100.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $72
        addc (8|M8)              r29.0<1>:ud   r109.0<8;8,1>:ud  r126.3<0;1,0>:ud {AccWrEn,Compacted} // $75
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w                                 // $79
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $75
        add (8|M0)               r21.0<1>:ud   r100.0<8;8,1>:ud  r21.0<8;8,1>:ud  {Compacted}        // $74
        add (8|M8)               r22.0<1>:ud   r30.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $77
        sends (16|M0)            null:w   r25     r104    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $67
(~f1.0) break (16|M0)                        _async_copy_k0_4_cf  _async_copy_k0_4_cf                // $81
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
        mov (16|M0)              r108.0<1>:d   r28.0<8;8,1>:d                   {Compacted}          // $83
        mov (16|M0)              r9.0<1>:d     r102.0<8;8,1>:d                  {Compacted}          // $84
// B009: [inDivergent],  Preds:{B008},  Succs:{B007}
_async_copy_k0_4_cf:
        while (16|M0)                        _0_019                                                  // $85
// B010: Preds:{B005, B007},  Succs:{B011}
_async_copy_k0_0_cf:
        endif (16|M0)                        _0_017                                                  // $53
// B011: Preds:{B010},  Succs:{}
_0_017:
(W)     send (8|M0)              r99      r4      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $87
(W)     mov (8|M0)               null<1>:ud    r99.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $88
(W)     and (8|M0)               r31.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $88
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $88
(W)     send (1|M0)              null     r31     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $88
(W)     wait                                 n0.0<0;1,0>:ud                                          // $88
(W)     and (8|M0)               r98.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $90
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $90
(W)     send (1|M0)              null     r98     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $90
(W)     wait                                 n0.0<0;1,0>:ud                                          // $90
(W)     send (8|M0)              r32      r4      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $91
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $92
(W)     and (8|M0)               r97.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $92
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $92
(W)     send (1|M0)              null     r97     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $92
(W)     wait                                 n0.0<0;1,0>:ud                                          // $92
(W)     and (8|M0)               r33.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $94
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $94
(W)     send (1|M0)              null     r33     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $94
(W)     wait                                 n0.0<0;1,0>:ud                                          // $94
        mov (16|M0)              r36.0<1>:d    r1.0<16;16,1>:uw                                      // $100
        shl (16|M0)              r95.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $95
        cmp (16|M0)   (eq)f0.1   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $97
        add (16|M0)              r86.0<1>:d    r122.0<8;8,1>:d   1:w                                 // $108
        addc (8|M0)              r38.0<1>:ud   r36.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted} // $101
        add (16|M0)              r34.0<1>:d    r95.0<8;8,1>:d    -4:w                                // $96
        send (16|M0)             r41:w    r95     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $112
        shr (16|M0)              r85.0<1>:w    r1.0<16;16,1>:uw  1:w                                 // $113
        mov (8|M0)               r88.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $101
        addc (8|M8)              r39.0<1>:ud   r37.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted} // $103
(~f0.1) sel (16|M0)              r93.0<1>:ud   r34.0<8;8,1>:ud   0x0:uw                              // $98
(W)     mov (1|M0)               r6.3<1>:f     0x3E800000:f                                          // $119
        add (16|M0)              r43.0<1>:d    r6.0<0;1,0>:d     r85.0<16;16,1>:uw                   // $115
        mov (8|M0)               r89.0<1>:ud   r88.0<8;8,1>:ud                  {Compacted}          // $102
        mov (8|M8)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $103
        cmp (16|M0)   (eq)f0.0   null<1>:d     r38.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}        // $105
        send (16|M0)             r91:w    r93     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $99
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    2:w                                 // $116
        mov (8|M8)               r90.0<1>:ud   r40.0<8;8,1>:ud                  {Compacted}          // $104
        add (16|M0)              r75.0<1>:d    r126.0<0;1,0>:d   r36.0<8;8,1>:d   {Compacted}        // $123
(W)     mov (8|M0)               r127.0<1>:ud  r4.0<8;8,1>:ud                   {Compacted}          // $128
        send (16|M0)             r81:w    r43     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $117
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r89.0<8;8,1>:d    0:w                                 // $106
        shl (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    2:w                                 // $124
(f0.0)  mov (16|M0)              r86.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $109
        add (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    r5.7<0;1,0>:d    {Compacted}        // $125
        shl (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    2:w                                 // $110
        send (16|M0)             r83:w    r86     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $111
        mul (16|M0)              r45.0<1>:f    r41.0<8;8,1>:f    0x3F000000:f                        // $118
        mad (8|M0)               r79.0<1>:f    r45.0<2;1>:f      r6.3<0;0>:f       r91.0<1>:f       {Compacted} // $120 {0=OL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r80.0<1>:f    r46.0<2;1>:f      r6.3<0;0>:f       r92.0<1>:f        // $120 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r77.0<1>:f    r79.0<2;1>:f      r6.3<0;0>:f       r83.0<1>:f       {Compacted} // $121 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r78.0<1>:f    r80.0<2;1>:f      r6.3<0;0>:f       r84.0<1>:f        // $121 {0=EH, 1=EL, 2=EH, BC=OK}
        add (16|M0)              r47.0<1>:f    r77.0<8;8,1>:f    r81.0<8;8,1>:f   {Compacted}        // $122
        sends (16|M0)            null:w   r75     r47     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $127
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $128
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 2
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
