//.kernel constant_mem
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 96
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
//.declare V0048 (56)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare V0049 (57)  rf=r size=8 type=uq align=4 words (r4.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r126.2)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r122.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r4.2)
//.declare V0064 (72)  rf=r size=16 type=f align=16 words (r8.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r119.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0072 (81)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0073 (82)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r126.3)
//.declare V0075 (84)  rf=r size=8 type=q align=4 words (r4.2)
//.declare V0076 (85)  rf=r size=8 type=uq alias=V0075+0 align=4 words (r4.2)
//.declare V0078 (87)  rf=r size=8 type=d alias=V0075+0 align=4 words (r4.4)
//.declare V0083 (92)  rf=r size=4 type=d align=16 words (r110.0)
//.declare V0085 (94)  rf=r size=4 type=ud alias=V0083+0 align=2 words (r110.0)
//.declare V0087 (96)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r126.3)
//.declare V0090 (99)  rf=r size=4 type=ud align=16 words (r22.0)
//.declare V0091 (100)  rf=r size=8 type=uq align=16 words (r108.0)
//.declare V0092 (101)  rf=r size=8 type=ud alias=V0091+0 align=16 words (r108.0)
//.declare V0093 (102)  rf=r size=8 type=d alias=V0091+0 align=16 words (r108.0)
//.declare V0094 (103)  rf=r size=4 type=d align=16 words (r23.0)
//.declare V0095 (104)  rf=r size=4 type=ud alias=V0094+0 align=16 words (r23.0)
//.declare V0096 (105)  rf=r size=4 type=f align=2 words (r109.0)
//.declare V0097 (106)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0098 (107)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0101 (110)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0102 (111)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0111 (120)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0112 (121)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0115 (124)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r30.0)
//.declare V0116 (125)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r100.0)
//.declare V0119 (128)  rf=r size=64 type=ud alias=V0101+0 align=16 words (r28.0)
//.declare V0120 (129)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r102.0)
//.declare V0123 (132)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0124 (133)  rf=r size=32 type=ud align=16 words (r99.0)
//.declare V0125 (134)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0126 (135)  rf=r size=32 type=ud align=16 words (r98.0)
//.declare V0127 (136)  rf=r size=128 type=uq align=16 words (r34.0)
//.declare V0128 (137)  rf=r size=128 type=uq align=16 words (r94.0)
//.declare V0129 (138)  rf=r size=128 type=ud alias=V0127+0 align=16 words (r34.0)
//.declare V0130 (139)  rf=r size=128 type=ud alias=V0128+0 align=16 words (r94.0)
//.declare V0131 (140)  rf=r size=128 type=d alias=V0127+0 align=16 words (r34.0)
//.declare V0132 (141)  rf=r size=128 type=d alias=V0128+0 align=16 words (r94.0)
//.declare V0133 (142)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0134 (143)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0135 (144)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0136 (145)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0137 (146)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0138 (147)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0139 (148)  rf=r size=8 type=q align=4 words (r4.3)
//.declare V0140 (149)  rf=r size=8 type=uq alias=V0139+0 align=4 words (r4.3)
//.declare V0142 (151)  rf=r size=8 type=d alias=V0139+0 align=4 words (r4.6)
//.declare V0147 (156)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0148 (157)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0151 (160)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r83.0)
//.declare V0152 (161)  rf=r size=64 type=ud alias=V0148+0 align=16 words (r42.0)
//.declare V0155 (164)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r40.0)
//.declare V0156 (165)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r85.0)
//.declare V0159 (168)  rf=r size=32 type=ud align=16 words (r91.0)
//.declare V0160 (169)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0161 (170)  rf=r size=32 type=ud align=16 words (r82.0)
//.declare V0162 (171)  rf=r size=32 type=ud align=16 words (r45.0)
//.declare V0163 (172)  rf=r size=128 type=uq align=16 words (r78.0)
//.declare V0164 (173)  rf=r size=128 type=uq align=16 words (r46.0)
//.declare V0165 (174)  rf=r size=128 type=ud alias=V0163+0 align=16 words (r78.0)
//.declare V0166 (175)  rf=r size=128 type=ud alias=V0164+0 align=16 words (r46.0)
//.declare V0167 (176)  rf=r size=128 type=d alias=V0163+0 align=16 words (r78.0)
//.declare V0168 (177)  rf=r size=128 type=d alias=V0164+0 align=16 words (r46.0)
//.declare V0169 (178)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0170 (179)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0171 (180)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0172 (181)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0173 (182)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0174 (183)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0175 (184)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (185)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0173    | :uq      |      8 | r8       | general    |
// | V0174    | :uq      |      8 | r8+8     | general    |
// | V0175    | :uq      |      8 | r8+16    | general    |
// | V0034    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.2<1>:d   r9.0<0;1,0>:d     r3.1<0;1,0>:d                       // $4
(W)     mov (1|M0)               r126.0<1>:ud  0x6E10CA2E:ud                                         // $2
(W)     shl (1|M0)               r4.3<1>:d     r8.6<0;1,0>:d     2:w                                 // $29
(W)     mov (1|M0)               r126.1<1>:ud  0x6E10CA2E:ud                                         // $2
(W)     mov (1|M0)               r4.0<1>:ud    0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r4.1<1>:ud    0x6E10CA2E:ud                                         // $3
(W)     shl (1|M0)               r4.2<1>:d     r8.6<0;1,0>:d     4:w                                 // $17
        add (16|M0)              r5.0<1>:d     r126.2<0;1,0>:d   r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r124.0<1>:d   r126.2<0;1,0>:d   r2.0<16;16,1>:uw                    // $8
(W)     and (1|M0)               r126.3<1>:d   r4.3<0;1,0>:d     60:w                                // $30
(W)     mov (1|M0)               r4.2<1>:uq    r126.0<0;1,0>:uq                                      // $31
(W)     add (1|M0)               r119.2<1>:d   r4.2<0;1,0>:d     r8.7<0;1,0>:d                       // $18
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $10
(W)     mov (1|M0)               r4.3<1>:uq    r4.0<0;1,0>:uq                                        // $74
(W)     addc (1|M0)              r110.0<1>:ud  r126.3<0;1,0>:ud  r4.4<0;1,0>:ud   {AccWrEn}          // $35
(W)     send (4|M0)              r8:f     r119    0xA            0x02184002           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x1 // $20
        shl (16|M0)              r10.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2:w                                 // $12
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $102
(W)     mov (1|M0)               r22.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $35
(W)     mov (1|M0)               r108.0<2>:d   r110.0<0;1,0>:d                                       // $38
        send (16|M0)             r12:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r120:w   r122    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
(W)     add (1|M0)               r108.1<2>:ud  r22.0<0;1,0>:ud   r4.5<0;1,0>:ud                      // $37
(W)     send (1|M0)              r23      r108:d  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $40
        shl (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $44
        shl (16|M16)             r104.0<1>:d   r120.0<8;8,1>:d   2:w                                 // $45
        mov (16|M0)              r14.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $21
        mov (16|M16)             r16.0<1>:f    r120.0<8;8,1>:d                                       // $22
        and (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    60:w                                // $46
        and (16|M16)             r102.0<1>:d   r104.0<8;8,1>:d   60:w                                // $47
        and (16|M0)              r40.0<1>:d    r26.0<8;8,1>:d    12:w                                // $72
        and (16|M16)             r85.0<1>:d    r104.0<8;8,1>:d   12:w                                // $73
        addc (8|M0)              r30.0<1>:ud   r28.0<8;8,1>:ud   r4.4<0;1,0>:ud   {AccWrEn,Compacted} // $52
        mad (8|M0)               r117.0<1>:f   r8.0<0;0>:f       r8.1<0;0>:f       r14.0<1>:f       {Compacted} // $23 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r118.0<1>:f   r8.0<0;0>:f       r8.1<0;0>:f       r15.0<1>:f        // $23 {0=EL, 1=EL, 2=OL, BC=GOOD}
        mul (16|M0)              r115.0<1>:f   r8.2<0;1,0>:f     r14.0<8;8,1>:f   {Compacted}        // $25
        mad (8|M16)              r18.0<1>:f    r8.0<0;0>:f       r8.1<0;0>:f       r16.0<1>:f        // $24 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r19.0<1>:f    r8.0<0;0>:f       r8.1<0;0>:f       r17.0<1>:f        // $24 {0=EL, 1=EL, 2=OL, BC=GOOD}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $52
        addc (8|M8)              r31.0<1>:ud   r29.0<8;8,1>:ud   r4.4<0;1,0>:ud   {AccWrEn,Compacted} // $55
        mul (16|M16)             r113.0<1>:f   r8.2<0;1,0>:f     r16.0<8;8,1>:f                      // $26
(W)     mov (1|M0)               r109.0<1>:f   r23.0<0;1,0>:d                   {Compacted}          // $41
        mad (8|M0)               r20.0<1>:f    r117.0<2;1>:f     r115.0<2;1>:f     r14.0<1>:f       {Compacted} // $27 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r21.0<1>:f    r118.0<2;1>:f     r116.0<2;1>:f     r15.0<1>:f        // $27 {0=EH, 1=EH, 2=OL, BC=GOOD}
        add (8|M0)               r34.1<2>:ud   r32.0<8;8,1>:ud   r4.5<0;1,0>:ud                      // $54
        mov (8|M8)               r99.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $55
        addc (8|M16)             r100.0<1>:ud  r102.0<8;8,1>:ud  r4.4<0;1,0>:ud   {AccWrEn}          // $58
        mov (8|M0)               r34.0<2>:d    r30.0<8;8,1>:d                                        // $64
        mad (8|M16)              r111.0<1>:f   r18.0<2;1>:f      r113.0<2;1>:f     r16.0<1>:f        // $28 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r112.0<1>:f   r19.0<2;1>:f      r114.0<2;1>:f     r17.0<1>:f        // $28 {0=OL, 1=EH, 2=OL, BC=GOOD}
        mad (8|M0)               r24.0<1>:f    r20.0<2;1>:f      r8.3<0;0>:f       r109.0<0>:f      {Compacted} // $42 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r25.0<1>:f    r21.0<2;1>:f      r8.3<0;0>:f       r109.0<0>:f       // $42 {0=OL, 1=EL, 2=OH, BC=GOOD}
        add (8|M8)               r36.1<2>:ud   r99.0<8;8,1>:ud   r4.5<0;1,0>:ud                      // $57
        mov (8|M16)              r33.0<1>:ud   acc0.0<8;8,1>:ud                                      // $58
        addc (8|M24)             r101.0<1>:ud  r103.0<8;8,1>:ud  r4.4<0;1,0>:ud   {AccWrEn}          // $61
        mov (8|M8)               r36.0<2>:d    r31.0<8;8,1>:d                                        // $64
        mad (8|M16)              r106.0<1>:f   r111.0<2;1>:f     r8.3<0;0>:f       r109.0<0>:f       // $43 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r107.0<1>:f   r112.0<2;1>:f     r8.3<0;0>:f       r109.0<0>:f       // $43 {0=EH, 1=EL, 2=OH, BC=GOOD}
        add (8|M16)              r94.1<2>:ud   r33.0<8;8,1>:ud   r4.5<0;1,0>:ud                      // $60
        mov (8|M24)              r98.0<1>:ud   acc0.0<8;8,1>:ud                                      // $61
        addc (8|M0)              r83.0<1>:ud   r40.0<8;8,1>:ud   r4.6<0;1,0>:ud   {AccWrEn,Compacted} // $78
        mov (8|M16)              r94.0<2>:d    r100.0<8;8,1>:d                                       // $66
        send (16|M0)             r38:w    r34:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $68
        add (8|M24)              r96.1<2>:ud   r98.0<8;8,1>:ud   r4.5<0;1,0>:ud                      // $63
        mov (8|M0)               r91.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $78
        addc (8|M8)              r84.0<1>:ud   r41.0<8;8,1>:ud   r4.6<0;1,0>:ud   {AccWrEn,Compacted} // $81
        mov (8|M24)              r96.0<2>:d    r101.0<8;8,1>:d                                       // $66
        add (8|M0)               r78.1<2>:ud   r91.0<8;8,1>:ud   r4.7<0;1,0>:ud                      // $80
        mov (8|M8)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $81
        addc (8|M16)             r42.0<1>:ud   r85.0<8;8,1>:ud   r4.6<0;1,0>:ud   {AccWrEn}          // $84
        mov (8|M0)               r78.0<2>:d    r83.0<8;8,1>:d                                        // $90
        send (16|M16)            r92:w    r94:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $69
        add (8|M8)               r80.1<2>:ud   r44.0<8;8,1>:ud   r4.7<0;1,0>:ud                      // $83
        mov (8|M16)              r82.0<1>:ud   acc0.0<8;8,1>:ud                                      // $84
        addc (8|M24)             r43.0<1>:ud   r86.0<8;8,1>:ud   r4.6<0;1,0>:ud   {AccWrEn}          // $87
        mov (8|M8)               r80.0<2>:d    r84.0<8;8,1>:d                                        // $90
        add (8|M16)              r46.1<2>:ud   r82.0<8;8,1>:ud   r4.7<0;1,0>:ud                      // $86
        mov (8|M24)              r45.0<1>:ud   acc0.0<8;8,1>:ud                                      // $87
        mov (8|M16)              r46.0<2>:d    r42.0<8;8,1>:d                                        // $92
        send (16|M0)             r50:w    r78:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $94
        add (8|M24)              r48.1<2>:ud   r45.0<8;8,1>:ud   r4.7<0;1,0>:ud                      // $89
        mov (8|M24)              r48.0<2>:d    r43.0<8;8,1>:d                                        // $92
        send (16|M16)            r52:w    r46:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $95
        mov (16|M0)              r89.0<1>:f    r38.0<8;8,1>:d                   {Compacted}          // $70
        mov (16|M16)             r87.0<1>:f    r92.0<8;8,1>:d                                        // $71
        mad (8|M0)               r76.0<1>:f    r24.0<2;1>:f      r50.0<2;1>:f      r89.0<1>:f       {Compacted} // $96 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r77.0<1>:f    r25.0<2;1>:f      r51.0<2;1>:f      r90.0<1>:f        // $96 {0=OL, 1=OL, 2=EH, BC=GOOD}
        sends (16|M0)            null:w   r10     r76     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $99
        mad (8|M16)              r54.0<1>:f    r106.0<2;1>:f     r52.0<2;1>:f      r87.0<1>:f        // $97 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r55.0<1>:f    r107.0<2;1>:f     r53.0<2;1>:f      r88.0<1>:f        // $97 {0=OH, 1=OL, 2=EH, BC=GOOD}
        sends (16|M16)           null:w   r122    r54     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $101
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $102
// Bank Conflict Statistics: 
// -- GOOD: 14
// --  BAD: 2
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
