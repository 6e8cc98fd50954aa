//.kernel stateless_4gb
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 86
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r6.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0038 (46)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare V0039 (47)  rf=r size=8 type=uq align=4 words (r9.1)
//.declare V0041 (49)  rf=r size=32 type=d alias=+0 align=16 words (r6.0)
//.declare V0042 (50)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0043 (51)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0056 (64)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r1.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r2.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0063 (71)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare V0066 (74)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r12.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r14.0)
//.declare V0070 (78)  rf=r size=128 type=q align=16 words (r60.0)
//.declare V0071 (79)  rf=r size=128 type=q align=16 words (r64.0)
//.declare V0072 (80)  rf=r size=128 type=uq alias=V0070+0 align=16 words (r60.0)
//.declare V0073 (81)  rf=r size=128 type=uq alias=V0071+0 align=16 words (r64.0)
//.declare V0074 (82)  rf=r size=256 type=f align=16 words (r68.0)
//.declare V0075 (83)  rf=r size=256 type=f align=16 words (r76.0)
//.declare V0076 (84)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0077 (85)  rf=r size=128 type=q align=16 words (r32.0)
//.declare V0078 (86)  rf=r size=128 type=q align=16 words (r36.0)
//.declare V0079 (87)  rf=r size=128 type=uq alias=V0077+0 align=16 words (r32.0)
//.declare V0080 (88)  rf=r size=128 type=uq alias=V0078+0 align=16 words (r36.0)
//.declare V0083 (91)  rf=r size=64 type=ud align=16 words (r48.0)
//.declare V0084 (92)  rf=r size=64 type=b alias=V0083+0 align=16 words (r48.0)
//.declare V0085 (93)  rf=r size=64 type=ud align=16 words (r50.0)
//.declare V0086 (94)  rf=r size=64 type=b alias=V0085+0 align=16 words (r50.0)
//.declare V0089 (97)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0090 (98)  rf=r size=128 type=q align=16 words (r40.0)
//.declare V0091 (99)  rf=r size=128 type=q align=16 words (r44.0)
//.declare V0092 (100)  rf=r size=128 type=uq alias=V0090+0 align=16 words (r40.0)
//.declare V0093 (101)  rf=r size=128 type=uq alias=V0091+0 align=16 words (r44.0)
//.declare V0094 (102)  rf=r size=128 type=q align=16 words (r52.0)
//.declare V0095 (103)  rf=r size=128 type=q align=16 words (r56.0)
//.declare V0096 (104)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0097 (105)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0106 (114)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0107 (115)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0108 (116)  rf=r size=256 type=f align=16 words (r96.0)
//.declare V0109 (117)  rf=r size=256 type=f align=16 words (r104.0)
//.declare V0110 (118)  rf=r size=8 type=q alias=V0038+0 align=4 words (r9.0)
//.declare V0111 (119)  rf=r size=128 type=q align=16 words (r116.0)
//.declare V0112 (120)  rf=r size=128 type=q align=16 words (r120.0)
//.declare V0113 (121)  rf=r size=128 type=uq alias=V0111+0 align=16 words (r116.0)
//.declare V0114 (122)  rf=r size=128 type=uq alias=V0112+0 align=16 words (r120.0)
//.declare V0115 (123)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0116 (124)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0117 (125)  rf=r size=64 type=ud align=16 words (r124.0)
//.declare V0118 (126)  rf=r size=64 type=b alias=V0117+0 align=16 words (r124.0)
//.declare V0119 (127)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare V0120 (128)  rf=r size=64 type=b alias=V0119+0 align=16 words (r2.0)
//.declare V0123 (131)  rf=r size=8 type=q alias=V0039+0 align=4 words (r9.1)
//.declare V0124 (132)  rf=r size=128 type=q align=16 words (r16.0)
//.declare V0125 (133)  rf=r size=128 type=q align=16 words (r20.0)
//.declare V0126 (134)  rf=r size=128 type=uq alias=V0124+0 align=16 words (r16.0)
//.declare V0127 (135)  rf=r size=128 type=uq alias=V0125+0 align=16 words (r20.0)
//.declare V0128 (136)  rf=r size=32 type=ub alias=V0115+0 align=16 words (r4.0)
//.declare V0129 (137)  rf=r size=32 type=ub alias=V0116+0 align=16 words (r5.0)
//.declare V0130 (138)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0131 (139)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0134 (142)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0135 (143)  rf=r size=64 type=b alias=V0134+0 align=16 words (r28.0)
//.declare V0136 (144)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0137 (145)  rf=r size=64 type=b alias=V0136+0 align=16 words (r30.0)
//.declare V0144 (152)  rf=r size=8 type=uq align=16 words (r42.0)
//.declare V0145 (153)  rf=r size=4 type=d align=16 words (r44.0)
//.declare V0146 (154)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0147 (155)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0148 (156)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0149 (157)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0150 (158)  rf=r size=16 type=d align=2 words (r39.0)
//.declare V0151 (159)  rf=r size=8 type=d align=2 words (r40.0)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (161)  rf=r size=64 type=b alias=V0061+0 align=16 words (r12.0)
//.declare  (162)  rf=r size=64 type=b alias=V0062+0 align=16 words (r14.0)
//.declare  (163)  rf=r size=64 type=f align=32 words (r88.0)
//.declare  (164)  rf=r size=64 type=f align=32 words (r90.0)
//.declare  (165)  rf=r size=64 type=f align=32 words (r92.0)
//.declare  (166)  rf=r size=64 type=f align=32 words (r94.0)
//.declare  (171)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (172)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (173)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (174)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (175)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (176)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (177)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (178)  rf=r size=64 type=q align=16 words (r22.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0044    | :w x 16  |     32 | r1       | general    |
// | V0045    | :w x 16  |     32 | r2       | general    |
// | V0046    | :w x 16  |     32 | r3       | general    |
// | V0047    | :w x 16  |     32 | r4       | general    |
// | V0048    | :w x 16  |     32 | r5       | general    |
// | V0049    | :w x 16  |     32 | r6       | general    |
// | V0042    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0037    | :uq      |      8 | r8+24    | general    |
// | V0038    | :uq      |      8 | r9       | general    |
// | V0039    | :uq      |      8 | r9+8     | general    |
// | V0043    | :d x 3   |     12 | r9+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.4<0;1,0>:d     r6.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r6.0<8;8,1>:ud                   {Compacted}          // $86
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (8|M0)               r16.0<1>:q    r12.0<8;8,1>:ud   3:w                                 // $23
        shl (8|M8)               r18.0<1>:q    r13.0<8;8,1>:ud   3:w                                 // $23
        shl (8|M16)              r20.0<1>:q    r14.0<8;8,1>:ud   3:w                                 // $24
        shl (8|M24)              r22.0<1>:q    r15.0<8;8,1>:ud   3:w                                 // $24
        shl (8|M0)               r24.0<1>:q    r12.0<8;8,1>:ud   4:w                                 // $11
        shl (8|M8)               r26.0<1>:q    r13.0<8;8,1>:ud   4:w                                 // $11
        add (8|M0)               r32.0<1>:q    r8.0<0;1,0>:q     r12.0<8;8,1>:ud                     // $17
        add (8|M8)               r34.0<1>:q    r8.0<0;1,0>:q     r13.0<8;8,1>:ud                     // $17
        shl (8|M16)              r28.0<1>:q    r14.0<8;8,1>:ud   4:w                                 // $12
        shl (8|M24)              r30.0<1>:q    r15.0<8;8,1>:ud   4:w                                 // $12
        add (8|M16)              r36.0<1>:q    r8.0<0;1,0>:q     r14.0<8;8,1>:ud                     // $18
        add (8|M24)              r38.0<1>:q    r8.0<0;1,0>:q     r15.0<8;8,1>:ud                     // $18
        add (8|M0)               r40.0<1>:q    r16.0<4;4,1>:q    r8.2<0;1,0>:q                       // $25
        add (8|M8)               r42.0<1>:q    r18.0<4;4,1>:q    r8.2<0;1,0>:q                       // $25
        add (8|M16)              r44.0<1>:q    r20.0<4;4,1>:q    r8.2<0;1,0>:q                       // $26
        add (8|M24)              r46.0<1>:q    r22.0<4;4,1>:q    r8.2<0;1,0>:q                       // $26
        send (16|M0)             r48:w    r32:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $19
        add (8|M0)               r60.0<1>:q    r24.0<4;4,1>:q    r8.1<0;1,0>:q                       // $13
        add (8|M8)               r62.0<1>:q    r26.0<4;4,1>:q    r8.1<0;1,0>:q                       // $13
        send (16|M16)            r50:w    r36:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $21
        add (8|M16)              r64.0<1>:q    r28.0<4;4,1>:q    r8.1<0;1,0>:q                       // $14
        send (16|M0)             r52:w    r40:uq  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $27
        add (8|M24)              r66.0<1>:q    r30.0<4;4,1>:q    r8.1<0;1,0>:q                       // $14
        send (16|M16)            r56:w    r44:uq  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $28
        add (8|M0)               r116.0<1>:q   r24.0<4;4,1>:q    r9.0<0;1,0>:q                       // $51
        send (16|M0)             r68:w    r60:uq  0xC            0x088419FF           // wr:4+0, rd:8; hdc.dc1; a64 dword gathering read // $15
        add (8|M8)               r118.0<1>:q   r26.0<4;4,1>:q    r9.0<0;1,0>:q                       // $51
        send (16|M16)            r76:w    r64:uq  0xC            0x088419FF           // wr:4+0, rd:8; hdc.dc1; a64 dword gathering read // $16
        add (8|M16)              r120.0<1>:q   r28.0<4;4,1>:q    r9.0<0;1,0>:q                       // $52
        add (8|M24)              r122.0<1>:q   r30.0<4;4,1>:q    r9.0<0;1,0>:q                       // $52
        add (8|M0)               r16.0<1>:q    r9.1<0;1,0>:q     r12.0<8;8,1>:ud                     // $63
        add (8|M8)               r18.0<1>:q    r9.1<0;1,0>:q     r13.0<8;8,1>:ud                     // $63
        add (8|M16)              r20.0<1>:q    r9.1<0;1,0>:q     r14.0<8;8,1>:ud                     // $64
        add (8|M24)              r22.0<1>:q    r9.1<0;1,0>:q     r15.0<8;8,1>:ud                     // $64
(W)     mov (1|M0)               r42.0<1>:uq   r8.3<0;1,0>:uq                                        // $75
        mov (16|M0)              r84.0<1>:f    r48.0<4;1,0>:ub                                       // $29
        mov (16|M16)             r86.0<1>:f    r50.0<4;1,0>:ub                                       // $30
        mov (8|M0)               r88.0<2>:f    r52.0<4;4,1>:q                                        // $39
        mov (8|M8)               r90.0<2>:f    r54.0<4;4,1>:q                                        // $39
        mov (8|M16)              r92.0<2>:f    r56.0<4;4,1>:q                                        // $40
        mov (8|M24)              r94.0<2>:f    r58.0<4;4,1>:q                                        // $40
        mul (16|M0)              r96.0<1>:f    r68.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $31
        mul (16|M0)              r98.0<1>:f    r70.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $33
        mul (16|M0)              r100.0<1>:f   r72.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $35
        mov (8|M0)               r112.0<1>:f   r88.0<2;1,0>:f                                        // $39
        mov (8|M8)               r113.0<1>:f   r90.0<2;1,0>:f                                        // $39
        mul (16|M16)             r104.0<1>:f   r76.0<8;8,1>:f    r86.0<8;8,1>:f                      // $32
        mul (16|M16)             r106.0<1>:f   r78.0<8;8,1>:f    r86.0<8;8,1>:f                      // $34
        mul (16|M16)             r108.0<1>:f   r80.0<8;8,1>:f    r86.0<8;8,1>:f                      // $36
        mul (16|M0)              r84.0<1>:f    r74.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $37
        mov (8|M16)              r114.0<1>:f   r92.0<2;1,0>:f                                        // $40
        mov (8|M24)              r115.0<1>:f   r94.0<2;1,0>:f                                        // $40
        mul (16|M16)             r86.0<1>:f    r82.0<8;8,1>:f    r86.0<8;8,1>:f                      // $38
        add (16|M0)              r102.0<1>:f   r84.0<8;8,1>:f    r112.0<8;8,1>:f  {Compacted}        // $41
        add (16|M16)             r110.0<1>:f   r86.0<8;8,1>:f    r114.0<8;8,1>:f                     // $42
        sends (16|M0)            null:w   r116    r96     0x20C            0x080699FF           // wr:4+8, rd:0; hdc.dc1; a64 dword scattering write // $53
        sends (16|M16)           null:w   r120    r104    0x20C            0x080699FF           // wr:4+8, rd:0; hdc.dc1; a64 dword scattering write // $54
        send (16|M0)             r124:w   r32:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $55
        send (16|M16)            r2:w     r36:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $57
        xor (16|M0)              r4.0<2>:b     r124.0<4;1,0>:b   r12.0<4;1,0>:b                      // $61
        xor (16|M16)             r5.0<2>:b     r2.0<4;1,0>:b     r14.0<4;1,0>:b                      // $62
        mov (16|M0)              r24.0<1>:ud   r4.0<2;1,0>:ub                                        // $65
        mov (16|M16)             r26.0<1>:ud   r5.0<2;1,0>:ub                                        // $67
        sends (16|M0)            null:w   r16     r24     0x8C            0x080690FF           // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 8b // $66
        sends (16|M16)           null:w   r20     r26     0x8C            0x080690FF           // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 8b // $68
        send (16|M0)             r28:w    r32:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $69
(W)     mov (16|M0)              r32.0<1>:d    0:w                                                   // $76
        send (16|M16)            r30:w    r36:uq  0xC            0x082410FF           // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b // $71
(W)     mov (16|M16)             r34.0<1>:d    0:w                                                   // $78
        mov (16|M0)              r32.0<1>:d    r28.0<4;1,0>:ub                                       // $73
        mov (16|M16)             r34.0<1>:d    r30.0<4;1,0>:ub                                       // $74
(W)     add (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $80
(W)     add (8|M0)               r38.0<1>:d    r36.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $81
(W)     add (4|M0)               r39.0<1>:d    r38.0<4;4,1>:d    r38.4<4;4,1>:d   {Compacted}        // $82
(W)     add (2|M0)               r40.0<1>:d    r39.0<2;2,1>:d    r39.2<2;2,1>:d                      // $83
(W)     add (1|M0)               r44.0<1>:d    r40.0<0;1,0>:d    r40.1<0;1,0>:d   {Compacted}        // $84
(W)     sends (1|M0)             null:ud  r42     r44     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $85
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $86
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
