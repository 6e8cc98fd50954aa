//.kernel constant_mem
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 92
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0048 (56)  rf=r size=8 type=uq align=4 words (r4.0)
//.declare V0049 (57)  rf=r size=8 type=uq align=4 words (r4.1)
//.declare V0050 (58)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r4.4)
//.declare V0064 (72)  rf=r size=16 type=f align=16 words (r23.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0072 (81)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0073 (82)  rf=r size=4 type=d align=2 words (r4.5)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r4.6)
//.declare V0075 (84)  rf=r size=8 type=q align=4 words (r5.1)
//.declare V0076 (85)  rf=r size=8 type=uq alias=V0075+0 align=4 words (r5.1)
//.declare V0077 (86)  rf=r size=8 type=ud alias=V0075+0 align=4 words (r5.2)
//.declare V0078 (87)  rf=r size=8 type=ud alias=V0048+0 align=4 words (r4.0)
//.declare V0080 (89)  rf=r size=8 type=d alias=V0075+0 align=4 words (r5.2)
//.declare V0086 (95)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0088 (97)  rf=r size=4 type=ud alias=V0086+0 align=2 words (r8.0)
//.declare V0090 (99)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r4.6)
//.declare V0093 (102)  rf=r size=4 type=ud align=16 words (r22.0)
//.declare V0094 (103)  rf=r size=8 type=uq align=16 words (r32.0)
//.declare V0095 (104)  rf=r size=8 type=ud alias=V0094+0 align=16 words (r32.0)
//.declare V0096 (105)  rf=r size=8 type=d alias=V0094+0 align=16 words (r32.0)
//.declare V0097 (106)  rf=r size=4 type=d align=16 words (r41.0)
//.declare V0098 (107)  rf=r size=4 type=ud alias=V0097+0 align=16 words (r41.0)
//.declare V0099 (108)  rf=r size=4 type=f align=2 words (r4.7)
//.declare V0100 (109)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0101 (110)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0102 (111)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0103 (112)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0104 (113)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0105 (114)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0116 (125)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0117 (126)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0120 (129)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r54.0)
//.declare V0121 (130)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r56.0)
//.declare V0124 (133)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r50.0)
//.declare V0125 (134)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r52.0)
//.declare V0128 (137)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare V0129 (138)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare V0130 (139)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare V0131 (140)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare V0132 (141)  rf=r size=128 type=uq align=16 words (r62.0)
//.declare V0133 (142)  rf=r size=128 type=uq align=16 words (r66.0)
//.declare V0134 (143)  rf=r size=128 type=ud alias=V0132+0 align=16 words (r62.0)
//.declare V0135 (144)  rf=r size=128 type=ud alias=V0133+0 align=16 words (r66.0)
//.declare V0136 (145)  rf=r size=128 type=d alias=V0132+0 align=16 words (r62.0)
//.declare V0137 (146)  rf=r size=128 type=d alias=V0133+0 align=16 words (r66.0)
//.declare V0138 (147)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0139 (148)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0140 (149)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0141 (150)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0142 (151)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0143 (152)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0144 (153)  rf=r size=8 type=q align=4 words (r5.2)
//.declare V0145 (154)  rf=r size=8 type=uq alias=V0144+0 align=4 words (r5.2)
//.declare V0146 (155)  rf=r size=8 type=ud alias=V0144+0 align=4 words (r5.4)
//.declare V0147 (156)  rf=r size=8 type=ud alias=V0049+0 align=4 words (r4.2)
//.declare V0149 (158)  rf=r size=8 type=d alias=V0144+0 align=4 words (r5.4)
//.declare V0155 (164)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0156 (165)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0159 (168)  rf=r size=64 type=ud alias=V0155+0 align=16 words (r82.0)
//.declare V0160 (169)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r84.0)
//.declare V0163 (172)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r78.0)
//.declare V0164 (173)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r80.0)
//.declare V0167 (176)  rf=r size=32 type=ud align=16 words (r86.0)
//.declare V0168 (177)  rf=r size=32 type=ud align=16 words (r87.0)
//.declare V0169 (178)  rf=r size=32 type=ud align=16 words (r88.0)
//.declare V0170 (179)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare V0171 (180)  rf=r size=128 type=uq align=16 words (r90.0)
//.declare V0172 (181)  rf=r size=128 type=uq align=16 words (r94.0)
//.declare V0173 (182)  rf=r size=128 type=ud alias=V0171+0 align=16 words (r90.0)
//.declare V0174 (183)  rf=r size=128 type=ud alias=V0172+0 align=16 words (r94.0)
//.declare V0175 (184)  rf=r size=128 type=d alias=V0171+0 align=16 words (r90.0)
//.declare V0176 (185)  rf=r size=128 type=d alias=V0172+0 align=16 words (r94.0)
//.declare V0177 (186)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0178 (187)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0179 (188)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0180 (189)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0181 (190)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0182 (191)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0183 (192)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (193)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (194)  rf=r size=32 type=ud align=16 words (r98.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0042    | :w x 16  |     32 | r4       | general    |
// | V0043    | :w x 16  |     32 | r5       | general    |
// | V0044    | :w x 16  |     32 | r6       | general    |
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0181    | :uq      |      8 | r8       | general    |
// | V0182    | :uq      |      8 | r8+8     | general    |
// | V0183    | :uq      |      8 | r8+16    | general    |
// | V0034    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}     // $4
(W)     mach (1|M0)              r5.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $7
(W)     mov (1|M0)               r4.0<1>:ud    0x6E10CA2E:ud                                         // $2
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $7
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $9
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $10
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $11
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $12
        send.dc1 (16|M0)         r18      r14     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $14
        send.dc1 (16|M16)        r20      r16     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $16
(W)     mov (1|M0)               r4.1<1>:ud    0x6E10CA2E:ud                                         // $2
(W)     shl (1|M0)               r4.5<1>:d     r8.6<0;1,0>:d     2:w                                 // $29
(W)     mov (2|M0)               r5.2<1>:f     r4.0<2;2,1>:f                    {Compacted,@2}       // $31
(W)     and (1|M0)               r4.6<1>:d     r4.5<0;1,0>:d     60:w               {@2}             // $30
(W)     mov (1|M0)               r4.2<1>:ud    0x6E10CA2E:ud                                         // $3
(W)     addc (1|M0)              r8.0<1>:ud    r4.6<0;1,0>:ud    r5.2<0;1,0>:ud   {AccWrEn,@2}       // $35
(W)     mov (1|M0)               r4.3<1>:ud    0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r22.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $35
(W)     mov (2|M0)               r5.4<1>:f     r4.2<2;2,1>:f                    {@2}                 // $74
(W)     shl (1|M0)               r4.4<1>:d     r8.6<0;1,0>:d     4:w                                 // $17
(W)     mov (1|M0)               r32.0<2>:f    r8.0<0;1,0>:f                    {Compacted,@5}       // $38
(W)     add (1|M0)               r6.2<1>:d     r4.4<0;1,0>:d     r8.7<0;1,0>:d    {@2}               // $18
(W)     add (1|M0)               r32.1<2>:ud   r22.0<0;1,0>:ud   r5.3<0;1,0>:ud   {@5}               // $37
(W)     send.dc0 (4|M0)          r23      r6      null    0x0            0x02184002           {@2,$2} // wr:1h+0, rd:1; oword aligned block read x1 // $20
(W)     send.dc1 (1|M0)          r41      r32     null    0x0            0x041401FF           {@1,$3} // wr:2+0, rd:1; a64 dword gathering read // $40
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $102
        shl (16|M0)              r46.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted,$0.dst} // $44
        shl (16|M16)             r48.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,$1.dst} // $45
        and (16|M0)              r50.0<1>:d    r46.0<8;8,1>:d    60:w               {Compacted,@2}   // $46
        addc (8|M0)              r54.0<1>:ud   r50.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn,Compacted,@1} // $52
        and (16|M16)             r52.0<1>:d    r48.0<8;8,1>:d    60:w               {Compacted,@3}   // $47
        mov (8|M0)               r58.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $52
        addc (8|M8)              r55.0<1>:ud   r51.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}          // $55
        and (16|M0)              r78.0<1>:d    r46.0<8;8,1>:d    12:w               {Compacted}      // $72
        mov (8|M8)               r59.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $55
        addc (8|M16)             r56.0<1>:ud   r52.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn,@5}       // $58
        and (16|M16)             r80.0<1>:d    r48.0<8;8,1>:d    12:w               {Compacted}      // $73
        mov (8|M16)              r60.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $58
        addc (8|M24)             r57.0<1>:ud   r53.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}          // $61 R{} IR{}{O:2,O:2,},  {BC=1}
        add (8|M0)               r62.1<2>:ud   r58.0<8;8,1>:ud   r5.3<0;1,0>:ud   {@7}               // $54
        mov (8|M24)              r61.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $61
        addc (8|M0)              r82.0<1>:ud   r78.0<8;8,1>:ud   r5.4<0;1,0>:ud   {AccWrEn,Compacted,@7} // $78
        add (8|M8)               r64.1<2>:ud   r59.0<8;8,1>:ud   r5.3<0;1,0>:ud   {@7}               // $57
        mov (8|M0)               r86.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $78
        addc (8|M8)              r83.0<1>:ud   r79.0<8;8,1>:ud   r5.4<0;1,0>:ud   {AccWrEn}          // $81
        add (8|M16)              r66.1<2>:ud   r60.0<8;8,1>:ud   r5.3<0;1,0>:ud   {@7}               // $60
        mov (8|M8)               r87.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $81
        addc (8|M16)             r84.0<1>:ud   r80.0<8;8,1>:ud   r5.4<0;1,0>:ud   {AccWrEn,@7}       // $84
        mov (8|M0)               r62.0<2>:f    r54.0<8;8,1>:f                   {Compacted}          // $64
        mov (8|M16)              r88.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $84
        addc (8|M24)             r85.0<1>:ud   r81.0<8;8,1>:ud   r5.4<0;1,0>:ud   {AccWrEn}          // $87
        add (8|M24)              r68.1<2>:ud   r61.0<8;8,1>:ud   r5.3<0;1,0>:ud   {@7}               // $63
        mov (8|M8)               r64.0<2>:f    r55.0<8;8,1>:f                   {Compacted}          // $64
        mov (8|M16)              r66.0<2>:f    r56.0<8;8,1>:f                   {Compacted}          // $66
        mov (8|M24)              r68.0<2>:f    r57.0<8;8,1>:f                   {Compacted}          // $66
        mov (8|M24)              r89.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $87
        send.dc1 (16|M0)         r70      r62     null    0x0            0x082411FF           {@4,$4} // wr:4+0, rd:2; a64 dword gathering read // $68
        send.dc1 (16|M16)        r72      r66     null    0x0            0x082411FF           {@2,$5} // wr:4+0, rd:2; a64 dword gathering read // $69
        add (8|M0)               r90.1<2>:ud   r86.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $80
        add (8|M8)               r92.1<2>:ud   r87.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@7}               // $83
        add (8|M16)              r94.1<2>:ud   r88.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@7}               // $86
        add (8|M24)              r96.1<2>:ud   r89.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@4}               // $89
        mov (8|M0)               r90.0<2>:f    r82.0<8;8,1>:f                   {Compacted}          // $90
        mov (8|M8)               r92.0<2>:f    r83.0<8;8,1>:f                   {Compacted}          // $90
        mov (8|M16)              r94.0<2>:f    r84.0<8;8,1>:f                   {Compacted}          // $92
        mov (8|M24)              r96.0<2>:f    r85.0<8;8,1>:f                   {Compacted}          // $92
        send.dc1 (16|M0)         r99      r90     null    0x0            0x082411FF           {@3,$6} // wr:4+0, rd:2; a64 dword gathering read // $94
        send.dc1 (16|M16)        r101     r94     null    0x0            0x082411FF           {@1,$7} // wr:4+0, rd:2; a64 dword gathering read // $95
        mov (16|M0)              r24.0<1>:f    r18.0<8;8,1>:d                   {Compacted}          // $21
        mov (16|M16)             r26.0<1>:f    r20.0<8;8,1>:d                   {Compacted}          // $22
        sync.nop                             null                             {Compacted,$3.src}     // $25
        mul (16|M0)              r33.0<1>:f    r23.2<0;1,0>:f    r24.0<8;8,1>:f   {Compacted,@2,$2.dst} // $25
        mul (16|M16)             r35.0<1>:f    r23.2<0;1,0>:f    r26.0<8;8,1>:f   {Compacted,@2}     // $26
        mad (16|M0)              acc0.0<1>:f   r23.0<0;0>:f      r24.0<8;1>:f      r23.1<0>:f       {Compacted} // $23
        mad (16|M16)             r30.0<1>:f    r23.0<0;0>:f      r26.0<8;1>:f      r23.1<0>:f       {Compacted} // $24
(W)     mov (1|M0)               r4.7<1>:f     r41.0<0;1,0>:d                   {Compacted,$3.dst}   // $41
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r33.0<8;1>:f      r24.0<1>:f       {@5} // $27
        mad (16|M16)             r39.0<1>:f    r30.0<8;1>:f      r35.0<8;1>:f      r26.0<1>:f       {Compacted,@3} // $28
        mad (16|M0)              r42.0<1>:f    acc0.0<8;1>:f     r23.3<0;0>:f      r4.7<0>:f        {@3} // $42
        mad (16|M16)             r44.0<1>:f    r39.0<8;1>:f      r23.3<0;0>:f      r4.7<0>:f        {@2} // $43
        mov (16|M0)              acc0.0<1>:f   r70.0<8;8,1>:d                   {$4.dst}             // $70
        mov (16|M16)             r76.0<1>:f    r72.0<8;8,1>:d                   {Compacted,$5.dst}   // $71
        mad (16|M0)              r103.0<1>:f   r42.0<8;1>:f      acc0.0<8;1>:f     r99.0<1>:f       {Compacted,@4,$6.dst} // $96
        mad (16|M16)             r105.0<1>:f   r44.0<8;1>:f      r76.0<8;1>:f      r101.0<1>:f      {Compacted,@2,$7.dst} // $97 R{} IR{}{E:6,E:6,O:2,},  R{} IR{}{O:6,O:6,E:3,},  {BC=2}
        send.dc1 (16|M0)         null     r14     r103    0x80            0x04025E01           {@2,$8} // wr:2+2, rd:0; untyped surface write with x // $99
        send.dc1 (16|M16)        null     r16     r105    0x80            0x04025E01           {@1,$9} // wr:2+2, rd:0; untyped surface write with x // $101
(W)     send.dc0 (8|M0)          r98      r3      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $102
(W)     mov (8|M0)               null<1>:ud    r98.0<8;8,1>:ud                  {$10.dst}            //  memory fence commit; $102
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $102


//.BankConflicts: 3
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 1
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 134
//
//.RMWs: 0
//
//.accSubDef: 3
//.accSubUse: 3
//.accSubCandidateDef: 10
//.accSubCandidateUse: 10
