//.kernel fp16_arith
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 81
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.0)
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r18.0)
//.declare V0062 (70)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0063 (71)  rf=r size=64 type=hf alias=V0062+0 align=16 words (r20.0)
//.declare V0064 (72)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0065 (73)  rf=r size=64 type=hf alias=V0064+0 align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r24.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r26.0)
//.declare V0070 (78)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0071 (79)  rf=r size=128 type=d align=16 words (r32.0)
//.declare V0074 (82)  rf=r size=128 type=hf alias=V0070+0 align=16 words (r28.0)
//.declare V0075 (83)  rf=r size=128 type=hf alias=V0071+0 align=16 words (r32.0)
//.declare V0076 (84)  rf=r size=32 type=hf align=16 words (r8.0)
//.declare V0077 (85)  rf=r size=32 type=hf align=16 words (r36.0)
//.declare V0078 (86)  rf=r size=32 type=hf align=16 words (r37.0)
//.declare V0079 (87)  rf=r size=32 type=hf align=16 words (r38.0)
//.declare V0080 (88)  rf=r size=32 type=hf align=16 words (r39.0)
//.declare V0081 (89)  rf=r size=32 type=hf align=16 words (r40.0)
//.declare V0082 (90)  rf=r size=32 type=hf align=16 words (r41.0)
//.declare V0083 (91)  rf=r size=32 type=hf align=16 words (r42.0)
//.declare V0084 (92)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0085 (93)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0086 (94)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0087 (95)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0088 (96)  rf=r size=32 type=hf align=16 words (r51.0)
//.declare V0089 (97)  rf=r size=32 type=hf align=16 words (r52.0)
//.declare V0090 (98)  rf=r size=32 type=hf align=16 words (r53.0)
//.declare V0091 (99)  rf=r size=32 type=hf align=16 words (r54.0)
//.declare P01 (100)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0092 (101)  rf=r size=32 type=hf align=16 words (r55.0)
//.declare V0093 (102)  rf=r size=32 type=hf align=16 words (r56.0)
//.declare V0094 (103)  rf=r size=32 type=uw alias=V0092+0 align=16 words (r55.0)
//.declare V0095 (104)  rf=r size=32 type=uw alias=V0093+0 align=16 words (r56.0)
//.declare V0096 (105)  rf=r size=64 type=ud align=16 words (r57.0)
//.declare V0097 (106)  rf=r size=64 type=ud align=16 words (r59.0)
//.declare V0098 (107)  rf=r size=32 type=hf align=16 words (r61.0)
//.declare V0099 (108)  rf=r size=32 type=hf align=16 words (r62.0)
//.declare V0100 (109)  rf=r size=32 type=hf align=16 words (r63.0)
//.declare V0101 (110)  rf=r size=32 type=hf align=16 words (r64.0)
//.declare V0102 (111)  rf=r size=32 type=hf align=16 words (r65.0)
//.declare V0103 (112)  rf=r size=32 type=hf align=16 words (r66.0)
//.declare V0104 (113)  rf=r size=32 type=hf align=16 words (r67.0)
//.declare V0105 (114)  rf=r size=32 type=hf align=16 words (r68.0)
//.declare V0108 (117)  rf=r size=128 type=d align=16 words (r69.0)
//.declare V0109 (118)  rf=r size=128 type=d align=16 words (r73.0)
//.declare V0110 (119)  rf=r size=128 type=hf alias=V0108+0 align=16 words (r69.0)
//.declare V0111 (120)  rf=r size=128 type=hf alias=V0109+0 align=16 words (r73.0)
//.declare V0112 (121)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0113 (122)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0116 (125)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0117 (126)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0118 (127)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r81.0)
//.declare V0119 (128)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r83.0)
//.declare V0120 (129)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0121 (130)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0122 (131)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0123 (132)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0124 (133)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (135)  rf=r size=32 type=hf align=16 words (r85.0)
//.declare  (136)  rf=r size=32 type=hf align=16 words (r86.0)
//.declare  (137)  rf=r size=32 type=hf align=16 words (r87.0)
//.declare  (138)  rf=r size=32 type=hf align=16 words (r88.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0120    | :uq      |      8 | r8       | general    |
// | V0121    | :uq      |      8 | r8+8     | general    |
// | V0122    | :uq      |      8 | r8+16    | general    |
// | V0123    | :uq      |      8 | r8+24    | general    |
// | V0124    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $109
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $9
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $10
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $17
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w                                 // $18
        send (16|M0)             r20:w    r16     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $12
        shl (16|M0)              r81.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $103
        send (16|M16)            r22:w    r18     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $15
        send (16|M0)             r28:w    r24     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $20
        send (16|M16)            r32:w    r26     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $22
        shl (16|M16)             r83.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $104
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   0x3E00:hf                           // $31
        mov (16|M0)              r85.0<1>:hf   r20.0<2;1,0>:hf                                       // $35
        mul (16|M16)             r36.0<1>:hf   r22.0<2;1,0>:hf   0x3E00:hf                           // $32
        mov (16|M0)              r86.0<1>:hf   r28.0<2;1,0>:hf                                       // $35
        add (16|M0)              r8.0<1>:hf    r8.0<16;16,1>:hf  0x3400:hf                           // $33
        mov (16|M16)             r87.0<1>:hf   r22.0<2;1,0>:hf                                       // $36
        mov (16|M16)             r88.0<1>:hf   r32.0<2;1,0>:hf                                       // $36
        add (16|M16)             r36.0<1>:hf   r36.0<16;16,1>:hf  0x3400:hf                          // $34
        add (16|M0)              r39.0<1>:hf   r28.1<2;1,0>:hf   0x4000:hf                           // $37
        mad (16|M0)              r37.0<1>:hf   r86.0<2;1>:hf     r85.0<2;1>:hf     r8.0<1>:hf        // $35 {0=EH, 1=OH, 2=EL, BC=GOOD}
        add (16|M16)             r40.0<1>:hf   r32.1<2;1,0>:hf   0x4000:hf                           // $38
        mov (8|M0)               r43.0<1>:f    (abs)r30.1<2;1,0>:hf                                  // $43
        mad (16|M16)             r38.0<1>:hf   r88.0<2;1>:hf     r87.0<2;1>:hf     r36.0<1>:hf       // $36 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mov (8|M8)               r44.0<1>:f    (abs)r31.1<2;1,0>:hf                                  // $43
        mov (8|M16)              r45.0<1>:f    (abs)r34.1<2;1,0>:hf                                  // $44
        mov (8|M24)              r46.0<1>:f    (abs)r35.1<2;1,0>:hf                                  // $44
        math.fdiv (8|M0)         r37.0<1>:hf   r37.0<8;8,1>:hf   r39.0<8;8,1>:hf                     // $109
        math.fdiv (8|M8)         r37.8<1>:hf   r37.8<8;8,1>:hf   r39.8<8;8,1>:hf                     // $39
        math.fdiv (8|M16)        r38.0<1>:hf   r38.0<8;8,1>:hf   r40.0<8;8,1>:hf                     // $109
        math.fdiv (8|M24)        r38.8<1>:hf   r38.8<8;8,1>:hf   r40.8<8;8,1>:hf                     // $40
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r20.0<2;1,0>:hf   r28.0<2;1,0>:hf                     // $51
        math.sqt (16|M0)         r47.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $45
        sel (16|M0)   (ge)f0.0   r41.0<1>:hf   r37.0<16;16,1>:hf  r30.0<2;1,0>:hf                    // $41
        math.sqt (16|M16)        r49.0<1>:f    r45.0<8;8,1>:f                                        // $46
        sel (16|M16)  (ge)f0.0   r42.0<1>:hf   r38.0<16;16,1>:hf  r34.0<2;1,0>:hf                    // $42
        mov (8|M0)               r51.0<1>:hf   r47.0<8;8,1>:f                                        // $47
        cmp (16|M16)  (gt)f0.0   null<1>:hf    r22.0<2;1,0>:hf   r32.0<2;1,0>:hf                     // $52
        mov (8|M8)               r51.8<1>:hf   r48.0<8;8,1>:f                                        // $47
        mul (16|M0)              r61.0<1>:hf   r28.0<2;1,0>:hf   r20.0<2;1,0>:hf                     // $61
        mov (8|M16)              r52.0<1>:hf   r49.0<8;8,1>:f                                        // $48
        mul (16|M0)              r65.0<1>:hf   r30.0<2;1,0>:hf   r20.0<2;1,0>:hf                     // $65
        mov (8|M24)              r52.8<1>:hf   r50.0<8;8,1>:f                                        // $48
        add (16|M0)              r53.0<1>:hf   r41.0<16;16,1>:hf  r51.0<16;16,1>:hf                  // $49
        mul (16|M0)              r63.0<1>:hf   r28.1<2;1,0>:hf   r20.0<2;1,0>:hf                     // $63
        mul (16|M0)              r67.0<1>:hf   r30.1<2;1,0>:hf   r20.0<2;1,0>:hf                     // $67
        mul (16|M16)             r62.0<1>:hf   r32.0<2;1,0>:hf   r22.0<2;1,0>:hf                     // $62
        add (16|M16)             r54.0<1>:hf   r42.0<16;16,1>:hf  r52.0<16;16,1>:hf                  // $50
(f0.0)  sel (16|M0)              r55.0<1>:hf   r53.0<16;16,1>:hf  -r53.0<16;16,1>:hf                 // $53
        mul (16|M16)             r66.0<1>:hf   r34.0<2;1,0>:hf   r22.0<2;1,0>:hf                     // $66
        mul (16|M16)             r64.0<1>:hf   r32.1<2;1,0>:hf   r22.0<2;1,0>:hf                     // $64
        mul (16|M16)             r68.0<1>:hf   r34.1<2;1,0>:hf   r22.0<2;1,0>:hf                     // $68
(f0.0)  sel (16|M16)             r56.0<1>:hf   r54.0<16;16,1>:hf  -r54.0<16;16,1>:hf                 // $54
        mov (16|M0)              r57.0<1>:ud   r55.0<16;16,1>:uw                                     // $55
        add (16|M0)              r69.0<2>:hf   r61.0<16;16,1>:hf  r53.0<16;16,1>:hf                  // $69
        add (16|M0)              r71.0<2>:hf   r65.0<16;16,1>:hf  r53.0<16;16,1>:hf                  // $73
        add (16|M0)              r69.1<2>:hf   r63.0<16;16,1>:hf  r53.0<16;16,1>:hf                  // $71
        add (16|M0)              r71.1<2>:hf   r67.0<16;16,1>:hf  r53.0<16;16,1>:hf                  // $75
        mov (16|M16)             r59.0<1>:ud   r56.0<16;16,1>:uw                                     // $58
        add (16|M16)             r73.0<2>:hf   r62.0<16;16,1>:hf  r54.0<16;16,1>:hf                  // $70
        add (16|M16)             r75.0<2>:hf   r66.0<16;16,1>:hf  r54.0<16;16,1>:hf                  // $74
        add (16|M16)             r73.1<2>:hf   r64.0<16;16,1>:hf  r54.0<16;16,1>:hf                  // $72
        add (16|M16)             r75.1<2>:hf   r68.0<16;16,1>:hf  r54.0<16;16,1>:hf                  // $76
        sends (16|M0)            null:w   r16     r57     0x8A            0x04030502           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b // $57
        add (8|M0)               r77.0<1>:f    r53.0<8;8,1>:hf   r30.1<2;1,0>:hf                     // $101
        add (8|M8)               r78.0<1>:f    r53.8<8;8,1>:hf   r31.1<2;1,0>:hf                     // $101
        sends (16|M16)           null:w   r18     r59     0x8A            0x04030502           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b // $60
        add (8|M16)              r79.0<1>:f    r54.0<8;8,1>:hf   r34.1<2;1,0>:hf                     // $102
        add (8|M24)              r80.0<1>:f    r54.8<8;8,1>:hf   r35.1<2;1,0>:hf                     // $102
        sends (16|M0)            null:w   r24     r69     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $94
        sends (16|M16)           null:w   r26     r73     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $96
        sends (16|M0)            null:w   r81     r77     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $106
        sends (16|M16)           null:w   r83     r79     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $108
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $109
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
