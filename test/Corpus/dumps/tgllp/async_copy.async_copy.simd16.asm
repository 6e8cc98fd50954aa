//.kernel async_copy
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 152
//.RA type	TRIVIAL_RA

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
//.declare V0043 (51)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0045 (53)  rf=r size=4 type=ud alias=V0043+0 align=2 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0061 (69)  rf=r size=4 type=d align=16 words (r15.0)
//.declare V0062 (70)  rf=r size=4 type=d align=16 words (r16.0)
//.declare P01 (71)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0063 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r13.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0065 (74)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0066 (75)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0069 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r25.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0072 (81)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r29.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0074 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r31.0)
//.declare V0075 (84)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r23.0)
//.declare V0076 (85)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r21.0)
//.declare V0077 (86)  rf=r size=4 type=ud alias=V0062+0 align=2 words (r16.0)
//.declare V0078 (87)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0079 (88)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0080 (89)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0081 (90)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r35.0)
//.declare V0082 (91)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r19.0)
//.declare V0083 (92)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r17.0)
//.declare V0084 (93)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare V0085 (94)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare P02 (95)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P03 (96)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0086 (97)  rf=r size=4 type=d align=2 words (r5.4)
//.declare P04 (98)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0087 (99)  rf=r size=4 type=ud alias=V0086+0 align=2 words (r5.4)
//.declare V0088 (100)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0089 (101)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0090 (102)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0093 (105)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0094 (106)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r45.0)
//.declare V0095 (107)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0097 (109)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r49.0)
//.declare V0098 (110)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0099 (111)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r51.0)
//.declare V0100 (112)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r43.0)
//.declare V0101 (113)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0102 (114)  rf=r size=32 type=ud align=16 words (r54.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0104 (116)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r55.0)
//.declare V0105 (117)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r41.0)
//.declare V0106 (118)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r39.0)
//.declare V0107 (119)  rf=r size=4 type=ud alias=V0088+0 align=2 words (r5.5)
//.declare V0108 (120)  rf=r size=4 type=ud alias=V0089+0 align=2 words (r6.3)
//.declare V0109 (121)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare V0110 (122)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare P05 (123)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P06 (124)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (125)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare  (126)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r62.0)
//.declare  (129)  rf=r size=32 type=ud align=16 words (r63.0)
//.declare  (130)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r66.0)
//.declare V0111 (133)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0112 (134)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0113 (135)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r69.0)
//.declare P07 (136)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0114 (137)  rf=r size=64 type=ud align=16 words (r71.0)
//.declare V0115 (138)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0116 (139)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0117 (140)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0118 (141)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0119 (142)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r79.0)
//.declare V0120 (143)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r77.0)
//.declare V0121 (144)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r75.0)
//.declare V0122 (145)  rf=r size=32 type=ud align=16 words (r81.0)
//.declare V0123 (146)  rf=r size=32 type=ud align=16 words (r82.0)
//.declare P08 (147)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare P09 (148)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0124 (149)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0125 (150)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r83.0)
//.declare V0126 (151)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0127 (152)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r67.0)
//.declare V0128 (153)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0129 (154)  rf=r size=32 type=w align=16 words (r89.0)
//.declare V0130 (155)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0131 (156)  rf=r size=32 type=uw alias=V0129+0 align=16 words (r89.0)
//.declare V0132 (157)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r90.0)
//.declare V0133 (158)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0134 (159)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0135 (160)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0136 (161)  rf=r size=4 type=f align=2 words (r6.4)
//.declare V0137 (162)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0138 (163)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0139 (164)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0140 (165)  rf=r size=64 type=ud alias=V0139+0 align=16 words (r102.0)
//.declare V0141 (166)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare V0142 (167)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0143 (168)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (169)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (170)  rf=r size=64 type=d align=16 words (r104.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r106.0)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare  (173)  rf=r size=8 type=ud align=2 words (r6.5) Input_Output
//.declare  (174)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (175)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (176)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (177)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (178)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (179)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (180)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (181)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
        mul (16|M0)              r104.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw {@1}               // $13
(W)     mul (1|M0)               acc0.0<1>:ud  r4.1<0;1,0>:ud    r6.0<0;1,0>:uw   {@3}               // $2
        add (16|M0)              r9.0<1>:d     r104.0<8;8,1>:d   r2.0<16;16,1>:uw {@2}               // $14
(W)     mach (1|M0)              r8.0<1>:ud    r4.1<0;1,0>:ud    r6.0<0;1,0>:ud   {AccWrEn}          // 
        mov (16|M0)              r11.0<1>:d    r1.0<16;16,1>:uw                                      // $15
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // 
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r9.0<2;1,0>:uw   {Compacted,@4}     // $14
        mach (8|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $14
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw                     // $14
        mach (8|M8)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $15
(W)     mov (1|M0)               r5.0<1>:f     r7.0<0;1,0>:f                    {Compacted,@5}       // $3
        add (16|M0)              r13.0<1>:d    r9.0<8;8,1>:d     r11.0<8;8,1>:d   {Compacted,@2}     // $16
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}        // $17
        cmp (16|M0)   (lt)f0.1   null<1>:d     r13.0<8;8,1>:ud   r6.0<0;1,0>:ud   {@2}               // $19
(W)     mach (1|M0)              r15.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}        // $18
(W)     shl (1|M0)               r5.2<1>:d     r5.0<0;1,0>:d     2:w               {Compacted,@5}    // $9
(W)     mul (1|M0)               acc0.0<1>:d   r15.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}     // $18
(W)     mov (1|M0)               r5.1<1>:f     r8.0<0;1,0>:f                    {Compacted}          // $8
(W)     add (1|M0)               r5.3<1>:d     r5.2<0;1,0>:d     r5.6<0;1,0>:d    {@3}               // $10
(W)     mach (1|M0)              r16.0<1>:d    r15.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}        // $19
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $20
(f0.1)  if (16|M0)                           _0_013            _0_013                                // $20
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_014:
        mov (16|M0)              r17.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // $22
        mov (16|M0)              r19.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $23
        mov (16|M0)              r21.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // $24
        mov (16|M0)              r23.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $25
// B002: [NoMaskWA],  [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_015:
        shl (16|M0)              r25.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted,@4}    // $27
        addc (8|M0)              r31.0<1>:ud   r21.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn,Compacted,@3} // $33
        add (16|M0)              r25.0<1>:d    r5.3<0;1,0>:d     r25.0<8;8,1>:d   {Compacted,@2}     // $28
        mov (8|M0)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $33
        sync.nop                             null                             {Compacted,$0.src}     // $30
        send.dc1 (16|M0)         r27      r25     null    0x0            0x04205E00           {@2,$1} // wr:2+0, rd:2; untyped surface read with x // $30
        addc (8|M8)              r32.0<1>:ud   r22.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn}          // $35
        add (8|M0)               r23.0<1>:ud   r33.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted,@2}     // $34
        mov (8|M8)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $35
        cmp (16|M0)   (lt)f1.1   null<1>:d     r31.0<8;8,1>:ud   r6.0<0;1,0>:ud   {@3}               // $41
        addc (8|M0)              r35.0<1>:ud   r17.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn,Compacted} // $37
        add (8|M8)               r24.0<1>:ud   r34.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted,@3}     // $36
        mov (8|M0)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $37
        addc (8|M8)              r36.0<1>:ud   r18.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn}          // $39
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r23.0<8;8,1>:d    0:w               {@3}              // $42
        shl (16|M0)              r29.0<1>:d    r21.0<8;8,1>:d    2:w               {Compacted}       // $31
        mov (8|M8)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $39
        add (8|M0)               r19.0<1>:ud   r37.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted,@5}     // $38
        add (8|M8)               r20.0<1>:ud   r38.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted,@2}     // $40
        sync.nop                             null                             {Compacted,$1.dst}     // $32
        send.dc1 (16|M0)         null     r29     r27     0x80            0x04025EFE           {@4,$0} // wr:2+2, rd:0; untyped surface write with x // $32
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $44
(~f1.1) break (16|M0)                        _async_copy_k0_2_cf  _async_copy_k0_2_cf                // $44
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B004}
_0_016:
        mov (16|M0)              r17.0<1>:f    r35.0<8;8,1>:f                   {Compacted,@7}       // $46
        mov (16|M0)              r21.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $47
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003},  Succs:{B002}
_async_copy_k0_2_cf:
        while (16|M0)                        _0_015                                                  // $48
// B005: Preds:{B000, B002},  Succs:{B006, B010}
_0_013:
        endif (16|M0)                        L616                                                    // $20
L616:
(W)     shr (1|M0)               r5.4<1>:d     r6.0<0;1,0>:ud    1:w               {Compacted}       // $50
        cmp (16|M0)   (gt)f0.0   null<1>:d     r5.4<0;1,0>:ud    r13.0<8;8,1>:ud  {@1}               // $51
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $52
(f0.0)  if (16|M0)                           _async_copy_k0_0_cf  _async_copy_k0_0_cf                // $52
// B006: [inDivergent],  Preds:{B005},  Succs:{B007}
_0_018:
        shl (16|M0)              r39.0<1>:d    r13.0<8;8,1>:d    1:w               {Compacted}       // $56
        shr (16|M0)              r41.0<1>:d    r13.0<8;8,1>:ud   31:w               {Compacted}      // $57
        mov (16|M0)              r43.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $58
(W)     shl (1|M0)               r5.5<1>:d     r16.0<0;1,0>:d    1:w               {Compacted}       // $54
(W)     shr (1|M0)               r6.3<1>:d     r16.0<0;1,0>:ud   31:w               {Compacted}      // $55
// B007: [NoMaskWA],  [inDivergent],  Preds:{B009, B006},  Succs:{B008, B010}
_0_019:
        shl (16|M0)              r45.0<1>:d    r39.0<8;8,1>:d    2:w               {Compacted,@5}    // $60
        addc (8|M0)              r51.0<1>:ud   r13.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn,Compacted} // $67
        add (16|M0)              r45.0<1>:d    r5.3<0;1,0>:d     r45.0<8;8,1>:d   {Compacted,@2}     // $61
        mov (8|M0)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $67
        sync.nop                             null                             {Compacted,$2.src}     // $63
        send.dc1 (16|M0)         r47      r45     null    0x0            0x04205E00           {@2,$3} // wr:2+0, rd:2; untyped surface read with x // $63
        addc (8|M8)              r52.0<1>:ud   r14.0<8;8,1>:ud   r16.0<0;1,0>:ud  {AccWrEn}          // $69
        add (16|M0)              r49.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}        // $64
        mov (8|M8)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $69
        cmp (16|M0)   (lt)f1.0   null<1>:d     r51.0<8;8,1>:ud   r5.4<0;1,0>:ud   {@3}               // $77
        add (8|M0)               r43.0<1>:ud   r53.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted,@5}     // $68
        addc (8|M0)              r55.0<1>:ud   r39.0<8;8,1>:ud   r5.5<0;1,0>:ud   {AccWrEn,Compacted,@7} // $71
        add (8|M8)               r44.0<1>:ud   r54.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted,@4}     // $70
        mov (8|M0)               r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $71
        addc (8|M8)              r56.0<1>:ud   r40.0<8;8,1>:ud   r5.5<0;1,0>:ud   {AccWrEn}          // $74
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r43.0<8;8,1>:d    0:w               {@3}              // $78
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w               {Compacted,@7}    // $65
        add (8|M0)               r41.0<1>:ud   r41.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted}        // $72
        add (8|M8)               r42.0<1>:ud   r42.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted}        // $75
        mov (8|M8)               r58.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $74
        add (8|M0)               r41.0<1>:ud   r57.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted,@3}     // $73 R{} IR{}{O:4,O:4,},  {BC=1}
        add (8|M8)               r42.0<1>:ud   r58.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted,@2}     // $76 R{} IR{}{E:5,E:5,},  {BC=1}
        sync.nop                             null                             {Compacted,$3.dst}     // $66
        send.dc1 (16|M0)         null     r49     r47     0x80            0x04025EFE           {@6,$2} // wr:2+2, rd:0; untyped surface write with x // $66
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $80
(~f1.0) break (16|M0)                        _async_copy_k0_4_cf  _async_copy_k0_4_cf                // $80
// B008: [NoMaskWA],  [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
        mov (16|M0)              r39.0<1>:f    r55.0<8;8,1>:f                   {Compacted,@7}       // $82
        mov (16|M0)              r13.0<1>:f    r51.0<8;8,1>:f                   {Compacted}          // $83
// B009: [NoMaskWA],  [inDivergent],  Preds:{B008},  Succs:{B007}
_async_copy_k0_4_cf:
        while (16|M0)                        _0_019                                                  // $84
// B010: Preds:{B005, B007},  Succs:{B011}
_async_copy_k0_0_cf:
        endif (16|M0)                        _0_017                                                  // $52
// B011: Preds:{B010},  Succs:{}
_0_017:
(W)     send.dc0 (8|M0)          r59      r4      null    0x0            0x0219E100           {$4} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $86
(W)     and (8|M0)               r60.0<1>:ud   r4.2<0;1,0>:ud    0x7F000000:ud                       // $87
(W)     mov (8|M0)               null<1>:ud    r59.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $87
(W)     send.gtwy (1|M0)         null     r60     null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $87
(W)     sync.bar                             null                                                    // $87
(W)     send.dc0 (8|M0)          r61      r4      null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence // $88
(W)     and (8|M0)               r62.0<1>:ud   r4.2<0;1,0>:ud    0x7F000000:ud                       // $89
(W)     mov (8|M0)               null<1>:ud    r61.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $89
(W)     send.gtwy (1|M0)         null     r62     null    0x0            0x02000004           {@2,$7} // wr:1+0, rd:0; signal barrier // $89
(W)     sync.bar                             null                                                    // $89
(W)     send.dc0 (8|M0)          r63      r4      null    0x0            0x0219E100           {$8} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $90
(W)     and (8|M0)               r64.0<1>:ud   r4.2<0;1,0>:ud    0x7F000000:ud                       // $91
(W)     mov (8|M0)               null<1>:ud    r63.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $91
(W)     send.gtwy (1|M0)         null     r64     null    0x0            0x02000004           {@2,$9} // wr:1+0, rd:0; signal barrier // $91
(W)     sync.bar                             null                                                    // $91
(W)     send.dc0 (8|M0)          r65      r4      null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence // $92
(W)     and (8|M0)               r66.0<1>:ud   r4.2<0;1,0>:ud    0x7F000000:ud                       // $93
(W)     mov (8|M0)               null<1>:ud    r65.0<8;8,1>:ud                  {$10.dst}            //  memory fence commit; $93
(W)     send.gtwy (1|M0)         null     r66     null    0x0            0x02000004           {@2,$11} // wr:1+0, rd:0; signal barrier // $93
(W)     sync.bar                             null                                                    // $93
        mov (16|M0)              r75.0<1>:d    r1.0<16;16,1>:uw                                      // $99
        addc (8|M0)              r79.0<1>:ud   r75.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted,@1} // $100
        shl (16|M0)              r67.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}       // $94
        mov (8|M0)               r81.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $100
        addc (8|M8)              r80.0<1>:ud   r76.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $102
        mov (8|M0)               r77.0<1>:f    r81.0<8;8,1>:f                   {Compacted,@2}       // $101
        mov (8|M8)               r82.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $102
        cmp (16|M0)   (eq)f0.0   null<1>:d     r79.0<8;8,1>:d    r6.0<0;1,0>:d    {@3}               // $104
        mov (8|M8)               r78.0<1>:f    r82.0<8;8,1>:f                   {Compacted,@2}       // $103
        cmp (16|M0)   (eq)f0.1   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $96
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r77.0<8;8,1>:d    0:w               {@2}              // $105
        shr (16|M0)              r89.0<1>:w    r1.0<16;16,1>:uw  1:w                                 // $112
        add (16|M0)              r69.0<1>:d    r67.0<8;8,1>:d    -4:w               {Compacted,@7}   // $95
        send.dc1 (16|M0)         r87      r67     null    0x0            0x04205EFE           {$12} // wr:2+0, rd:2; untyped surface read with x // $111
        add (16|M0)              r83.0<1>:d    r11.0<8;8,1>:d    1:w               {Compacted}       // $107
(f0.0)  mov (16|M0)              r83.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $108
        add (16|M0)              r90.0<1>:d    r6.0<0;1,0>:d     r89.0<16;16,1>:uw {@4}              // $114
(~f0.1) sel (16|M0)              r71.0<1>:ud   r69.0<8;8,1>:ud   0x0:uw              {@4}            // $97
        shl (16|M0)              r83.0<1>:d    r83.0<8;8,1>:d    2:w               {Compacted,@3}    // $109
        send.dc1 (16|M0)         r73      r71     null    0x0            0x04205EFE           {@2,$13} // wr:2+0, rd:2; untyped surface read with x // $98
        shl (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    2:w               {Compacted,@3}    // $115
        send.dc1 (16|M0)         r85      r83     null    0x0            0x04205EFE           {@2,$14} // wr:2+0, rd:2; untyped surface read with x // $110
        send.dc1 (16|M0)         r92      r90     null    0x0            0x04205EFE           {@1,$15} // wr:2+0, rd:2; untyped surface read with x // $116
        mul (16|M0)              acc0.0<1>:f   r87.0<8;8,1>:f    0x3F000000:f               {Compacted,$12.dst} // $117
(W)     mov (1|M0)               r6.4<1>:f     0x3E800000:f                               {Compacted} // $118
        add (16|M0)              r102.0<1>:d   r5.0<0;1,0>:d     r75.0<8;8,1>:d   {Compacted}        // $122
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r73.0<8;1>:f      r6.4<0>:f        {@2,$13.dst} // $119
        shl (16|M0)              r102.0<1>:d   r102.0<8;8,1>:d   2:w               {Compacted,@2}    // $123
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r85.0<8;1>:f      r6.4<0>:f        {$14.dst} // $120
        add (16|M0)              r102.0<1>:d   r102.0<8;8,1>:d   r5.7<0;1,0>:d    {Compacted,@2}     // $124
        add (16|M0)              r100.0<1>:f   acc0.0<8;8,1>:f   r92.0<8;8,1>:f   {Compacted,$15.dst} // $121
(W)     mov (8|M0)               r127.0<1>:f   r4.0<8;8,1>:f                    {Compacted}          // $127
        send.dc1 (16|M0)         null     r102    r100    0x80            0x04025E01           {@2,$0} // wr:2+2, rd:0; untyped surface write with x // $126
(W)     send.dc0 (8|M0)          r106     r4      null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing // $127
(W)     mov (8|M0)               null<1>:ud    r106.0<8;8,1>:ud                 {$1.dst}             //  memory fence commit; $127
(W)     send.dc0 (8|M0)          r107     r4      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $127
(W)     mov (8|M0)               null<1>:ud    r107.0<8;8,1>:ud                 {$2.dst}             //  memory fence commit; $127
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $127


//.BankConflicts: 2
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 2
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 198
//
//.RMWs: 0
//
//.accSubDef: 3
//.accSubUse: 3
//.accSubCandidateDef: 3
//.accSubCandidateUse: 3
