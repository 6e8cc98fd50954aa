//.kernel vme_avc
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 94
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.4)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.6)
//.declare V0043 (51)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0048 (56)  rf=r size=32 type=w alias=V0035+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=256 type=d align=16 words (r6.0)
//.declare V0052 (60)  rf=r size=256 type=ud alias=V0051+0 align=16 words (r6.0)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0054 (62)  rf=r size=4 type=w alias=V0053+0 align=2 words (r3.0)
//.declare V0055 (63)  rf=r size=256 type=ub alias=V0051+0 align=16 words (r6.0)
//.declare V0056 (64)  rf=r size=256 type=b alias=V0051+0 align=16 words (r6.0)
//.declare V0057 (65)  rf=r size=256 type=uw alias=V0051+0 align=16 words (r6.0)
//.declare V0058 (66)  rf=r size=256 type=w alias=V0051+0 align=16 words (r6.0)
//.declare V0059 (67)  rf=r size=256 type=d align=16 words (r14.0)
//.declare V0060 (68)  rf=r size=256 type=ud alias=V0059+0 align=16 words (r14.0)
//.declare V0062 (70)  rf=r size=256 type=uq alias=V0059+0 align=16 words (r14.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0069 (77)  rf=r size=256 type=d align=16 words (r26.0)
//.declare V0070 (78)  rf=r size=256 type=ud alias=V0069+0 align=16 words (r26.0)
//.declare V0075 (83)  rf=r size=256 type=uq alias=V0069+0 align=16 words (r26.0)
//.declare V0077 (85)  rf=r size=256 type=ub alias=V0069+0 align=16 words (r26.0)
//.declare V0078 (86)  rf=r size=256 type=b alias=V0069+0 align=16 words (r26.0)
//.declare V0082 (90)  rf=r size=256 type=d align=16 words (r34.0)
//.declare V0083 (91)  rf=r size=256 type=ud alias=V0082+0 align=16 words (r34.0)
//.declare V0084 (92)  rf=r size=256 type=d align=16 words (r42.0)
//.declare V0085 (93)  rf=r size=256 type=ud alias=V0084+0 align=16 words (r42.0)
//.declare V0086 (94)  rf=r size=256 type=ub alias=V0084+0 align=16 words (r42.0)
//.declare V0087 (95)  rf=r size=256 type=b alias=V0084+0 align=16 words (r42.0)
//.declare V0090 (98)  rf=r size=256 type=d align=16 words (r50.0)
//.declare V0091 (99)  rf=r size=256 type=ud alias=V0090+0 align=16 words (r50.0)
//.declare V0093 (101)  rf=r size=256 type=uw alias=V0059+0 align=16 words (r14.0)
//.declare V0096 (104)  rf=r size=256 type=uw alias=V0082+0 align=16 words (r34.0)
//.declare V0100 (108)  rf=r size=4 type=d align=2 words (r3.1)
//.declare V0102 (110)  rf=r size=256 type=uw alias=V0090+0 align=16 words (r50.0)
//.declare V0105 (113)  rf=r size=4 type=d align=2 words (r3.2)
//.declare V0106 (114)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0107 (115)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0108 (116)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0109 (117)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0110 (118)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r60.0)
//.declare V0111 (119)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare  (120)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (121)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (122)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (125)  rf=r size=64 type=d align=16 words (r66.0)
//.declare  (126)  rf=r size=64 type=d align=16 words (r68.0)
//.declare  (127)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (128)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (129)  rf=r size=64 type=ud alias=+0 align=16 words (r62.0)
//.declare  (130)  rf=r size=64 type=ud alias=+0 align=16 words (r64.0)
//.declare  (131)  rf=r size=64 type=d alias=+0 align=16 words (r62.0)
//.declare  (132)  rf=r size=64 type=d alias=+0 align=16 words (r64.0)
//.declare  (133)  rf=r size=64 type=d alias=+0 align=16 words (r70.0)
//.declare  (134)  rf=r size=64 type=d alias=+0 align=16 words (r72.0)
//.declare  (135)  rf=r size=64 type=ud alias=+0 align=16 words (r70.0)
//.declare  (136)  rf=r size=64 type=ud alias=+0 align=16 words (r72.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0111    | :uq      |      8 | r5       | general    |
// | V0037    | :d x 3   |     12 | r5+8     | general    |
// | V0041    | :d       |      4 | r5+20    | general    |
// | V0042    | :d       |      4 | r5+24    | general    |
// | V0043    | :d       |      4 | r5+28    | general    |
// | V0044    | :d       |      4 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r3.0<1>:w     r2.2<0;1,0>:w     4:w                                 // $3
(W)     mov (16|M0)              r6.0<1>:f     0x0:f                                                 //  (0x00000000:f); $7
(W)     shl (1|M0)               r3.1<1>:w     r2.12<0;1,0>:w    4:w                                 // $4
(W)     mov (16|M0)              r10.0<1>:f    0x0:f                                                 //  (0x00000000:f); $9
(W)     mov (16|M0)              r8.0<1>:f     0x0:f                                                 //  (0x00000000:f); $8
(W)     mov (1|M0)               r6.3<1>:f     0x7E000000:f                                          //  (0x7e000000:f); $14
(W)     mov (1|M0)               r7.4<2>:b     32:w                                                  // $15
(W)     mov (1|M0)               r6.0<1>:f     0xFFF4FFF0:f                                          //  (0xfff4fff0:f); $16
(W)     mov (1|M0)               r7.4<1>:hf    0x3030:hf                                             // $18
(W)     mov (1|M0)               r6.11<1>:hf   0x2830:hf                                             // $17
(W)     mov (1|M0)               r7.5<1>:hf    0x34:hf                                               // $35
(W)     mov (1|M0)               r10.0<1>:f    0x101F00F:f                                           //  (0x0101f00f:f); $19
(W)     mov (1|M0)               r7.6<1>:f     0x0:f                                                 //  (0x00000000:f); $36
(W)     mov (1|M0)               r10.1<1>:f    0xF0F1010:f                                           //  (0x0f0f1010:f); $20
(W)     mov (1|M0)               r10.2<1>:f    0xF0F0F00F:f                                          //  (0xf0f0f00f:f); $21
(W)     mov (1|M0)               r10.3<1>:f    0x1010101:f                                           //  (0x01010101:f); $22
(W)     mov (1|M0)               r10.4<1>:f    0x10101010:f                                          //  (0x10101010:f); $23
(W)     mov (1|M0)               r10.5<1>:f    0xF0F0F0F:f                                           //  (0x0f0f0f0f:f); $24
(W)     mov (1|M0)               r10.6<1>:f    0xF0F0F00F:f                                          //  (0xf0f0f00f:f); $25
(W)     mov (1|M0)               r11.0<1>:f    0x1010101:f                                           //  (0x01010101:f); $27
(W)     mov (1|M0)               r10.7<1>:f    0x101F0F0:f                                           //  (0x0101f0f0:f); $26
(W)     mov (1|M0)               r11.1<1>:f    0x10101010:f                                          //  (0x10101010:f); $28
(W)     mov (1|M0)               r11.2<1>:f    0xF0F1010:f                                           //  (0x0f0f1010:f); $29
(W)     mov (1|M0)               r11.3<1>:f    0xF0F0F0F:f                                           //  (0x0f0f0f0f:f); $30
(W)     mov (1|M0)               r11.4<1>:f    0xF0F0F00F:f                                          //  (0xf0f0f00f:f); $31
(W)     mov (1|M0)               r11.5<1>:f    0xF0F0F0F0:f                                          //  (0xf0f0f0f0:f); $32
(W)     mov (1|M0)               r6.2<1>:f     r3.0<0;1,0>:f                    {Compacted}          // $13
(W)     mov (2|M0)               r11.6<1>:f    0x0:f                                                 //  (0x00000000:f); $33
(W)     mov (16|M0)              r26.0<1>:f    0x0:f                                                 //  (0x00000000:f); $50
(W)     mov (1|M0)               r26.3<1>:f    0x3000:f                                              //  (0x00003000:f); $72
(W)     mov (16|M0)              r30.0<1>:f    0x0:f                                                 //  (0x00000000:f); $52
(W)     mov (16|M0)              r32.0<1>:f    0x0:f                                                 //  (0x00000000:f); $53
        send (16|M0)             r14:uw   r6:f    0x8            0x0C784000           // wr:6h+0, rd:7; vme; ? // $37
(W)     mov (16|M0)              r28.0<1>:f    0x0:f                                                 //  (0x00000000:f); $51
(W)     mov (1|M0)               r26.2<1>:f    r3.0<0;1,0>:f                    {Compacted}          // $54
(W)     mov (1|M0)               r27.6<1>:f    0x0:f                                                 //  (0x00000000:f); $76
(W)     or (1|M0)                r26.14<2>:b   r26.14<0;1,0>:b   4:w                                 // $74
(W)     mov (1|M0)               r28.20<2>:b   0:w                                                   // $69
(W)     mov (1|M0)               r28.21<2>:b   0:w                                                   // $70
(W)     mov (16|M0)              r42.0<1>:f    0x0:f                                                 //  (0x00000000:f); $78
(W)     mov (1|M0)               r28.22<2>:b   0:w                                                   // $71
(W)     mov (16|M0)              r46.0<1>:f    0x0:f                                                 //  (0x00000000:f); $80
(W)     mov (16|M0)              r48.0<1>:f    0x0:f                                                 //  (0x00000000:f); $81
(W)     mov (16|M0)              r44.0<1>:f    0x0:f                                                 //  (0x00000000:f); $79
(W)     mov (1|M0)               r42.2<1>:f    r3.0<0;1,0>:f                    {Compacted}          // $82
(W)     mov (1|M0)               r43.28<2>:b   0:w                                                   // $83
(W)     mov (1|M0)               r47.7<2>:b    0:w                                                   // $86
(W)     mov (1|M0)               r43.29<2>:b   0:w                                                   // $84
(W)     mov (8|M0)               r47.4<1>:hf   0x0:hf                                                // $87
(W)     mov (4|M0)               r47.12<1>:hf  0x0:hf                                                // $88
(W)     mov (8|M0)               r48.0<1>:hf   0x0:hf                                                // $85
(W)     mov (4|M0)               r62.0<2>:f    r15.0<2;1,0>:f                                        // $38
(W)     mov (4|M0)               r63.0<2>:f    r16.0<2;1,0>:f                                        // $40
(W)     mov (4|M0)               r64.0<2>:f    r17.0<2;1,0>:f                                        // $42
(W)     mov (4|M0)               r65.0<2>:f    r18.0<2;1,0>:f                                        // $44
(W)     mov (4|M0)               r62.1<2>:f    r15.1<2;1,0>:f                                        // $39
(W)     mov (4|M0)               r63.1<2>:f    r16.1<2;1,0>:f                                        // $41
(W)     mov (4|M0)               r64.1<2>:f    r17.1<2;1,0>:f                                        // $43
(W)     mov (4|M0)               r65.1<2>:f    r18.1<2;1,0>:f                                        // $45
(W)     mov (1|M0)               r47.5<2>:b    1:w                                                   // $91
(W)     mul (1|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r2.2<0;1,0>:uw                      // $102
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $109
        mov (8|M0)               r22.0<1>:f    r62.0<2;1,0>:f                                        // $46
        mov (8|M0)               r24.0<1>:f    r62.1<2;1,0>:f                                        // $48
        mov (8|M8)               r23.0<1>:f    r64.0<2;1,0>:f                                        // $47
        mov (8|M8)               r25.0<1>:f    r64.1<2;1,0>:f                                        // $49
(W)     mov (16|M0)              r12.0<1>:f    0x0:f                                                 //  (0x00000000:f); $10
(W)     mach (1|M0)              r5.0<1>:d     r5.2<0;1,0>:d     r2.1<0;1,0>:d                       // $104
        mov (16|M0)              r66.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $55
        mov (16|M0)              r68.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $56
        add (16|M0)              r60.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $104
        mov (8|M0)               r70.0<2>:f    r66.0<8;8,1>:f                                        // $57
        mov (8|M8)               r72.0<2>:f    r67.0<8;8,1>:f                                        // $58
        mov (8|M0)               r70.1<2>:f    r68.0<8;8,1>:f                                        // $59
        mov (8|M8)               r72.1<2>:f    r69.0<8;8,1>:f                                        // $60
        add (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $105
(W)     mov (4|M0)               r30.0<2>:f    r70.0<2;1,0>:f                                        // $61
(W)     mov (4|M0)               r31.0<2>:f    r71.0<2;1,0>:f                                        // $63
(W)     mov (4|M0)               r32.0<2>:f    r72.0<2;1,0>:f                                        // $65
(W)     mov (4|M0)               r33.0<2>:f    r73.0<2;1,0>:f                                        // $67
(W)     mov (4|M0)               r30.1<2>:f    r70.1<2;1,0>:f                                        // $62
(W)     mov (4|M0)               r31.1<2>:f    r71.1<2;1,0>:f                                        // $64
(W)     mov (4|M0)               r32.1<2>:f    r72.1<2;1,0>:f                                        // $66
(W)     mov (4|M0)               r33.1<2>:f    r73.1<2;1,0>:f                                        // $68
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    2:w                                 // $106
        send (16|M0)             r34:uw   r26:f   0xD            0x10786000           // wr:8h+0, rd:7; cre; ? // $77
        send (16|M0)             r50:uw   r42:f   0xD            0x10782000           // wr:8h+0, rd:7; cre; ? // $92
(W)     add (1|M0)               r3.1<1>:d     r14.4<0;1,0>:uw   r34.4<0;1,0>:uw                     // $97
(W)     add (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     r50.6<0;1,0>:uw                     // $100
        add (16|M0)              r58.0<1>:d    r3.2<0;1,0>:d     r22.0<8;8,1>:d   {Compacted}        // $101
        sends (16|M0)            null:w   r60     r58     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $108
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $109
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
