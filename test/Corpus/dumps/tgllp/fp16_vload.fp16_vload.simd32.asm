//.kernel fp16_vload
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 121
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.1)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
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
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0070+0 align=16 words (r32.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r34.0)
//.declare V0074 (82)  rf=r size=128 type=d align=16 words (r36.0)
//.declare V0075 (83)  rf=r size=128 type=d align=16 words (r40.0)
//.declare V0078 (86)  rf=r size=128 type=hf alias=V0074+0 align=16 words (r36.0)
//.declare V0079 (87)  rf=r size=128 type=hf alias=V0075+0 align=16 words (r40.0)
//.declare V0082 (90)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0083 (91)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0084 (92)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0085 (93)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0086 (94)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0087 (95)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0088 (96)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0089 (97)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0090 (98)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0091 (99)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0096 (104)  rf=r size=32 type=hf align=16 words (r8.0)
//.declare V0097 (105)  rf=r size=32 type=hf align=16 words (r64.0)
//.declare V0098 (106)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0099 (107)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0100 (108)  rf=r size=32 type=hf align=16 words (r69.0)
//.declare V0101 (109)  rf=r size=32 type=hf align=16 words (r70.0)
//.declare V0102 (110)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0103 (111)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0104 (112)  rf=r size=32 type=hf align=16 words (r75.0)
//.declare V0105 (113)  rf=r size=32 type=hf align=16 words (r76.0)
//.declare V0106 (114)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0107 (115)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0108 (116)  rf=r size=32 type=hf align=16 words (r81.0)
//.declare V0109 (117)  rf=r size=32 type=hf align=16 words (r82.0)
//.declare V0112 (120)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r28.0)
//.declare V0113 (121)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r30.0)
//.declare V0114 (122)  rf=r size=128 type=d align=16 words (r83.0)
//.declare V0115 (123)  rf=r size=128 type=d align=16 words (r87.0)
//.declare V0116 (124)  rf=r size=128 type=hf alias=V0114+0 align=16 words (r83.0)
//.declare V0117 (125)  rf=r size=128 type=hf alias=V0115+0 align=16 words (r87.0)
//.declare V0126 (134)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0127 (135)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0128 (136)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0139 (147)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r91.0)
//.declare V0140 (148)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r93.0)
//.declare V0141 (149)  rf=r size=128 type=d align=16 words (r95.0)
//.declare V0142 (150)  rf=r size=128 type=d align=16 words (r99.0)
//.declare V0143 (151)  rf=r size=128 type=hf alias=V0141+0 align=16 words (r95.0)
//.declare V0144 (152)  rf=r size=128 type=hf alias=V0142+0 align=16 words (r99.0)
//.declare V0145 (153)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0146 (154)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0147 (155)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (156)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (157)  rf=r size=32 type=hf align=32 words (r103.0)
//.declare  (158)  rf=r size=32 type=hf align=32 words (r104.0)
//.declare  (159)  rf=r size=32 type=hf align=32 words (r105.0)
//.declare  (160)  rf=r size=32 type=hf align=32 words (r106.0)
//.declare  (173)  rf=r size=32 type=ud align=16 words (r107.0)

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
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0145    | :uq      |      8 | r8       | general    |
// | V0146    | :uq      |      8 | r8+8     | general    |
// | V0147    | :uq      |      8 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// | V0038    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d                       // $5
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $17
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}    // $18
        shl (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,@2}    // $19
        shl (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,@2}    // $20
        add (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d    8:w               {Compacted,@2}    // $21
        add (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    8:w               {Compacted,@2}    // $22
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}       // $9
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}       // $10
        send.dc1 (16|M0)         r36      r32     null    0x0            0x04405C00           {@4,$0} // wr:2+0, rd:4; untyped surface read with xy // $24
        send.dc1 (16|M16)        r40      r34     null    0x0            0x04405C00           {@3,$1} // wr:2+0, rd:4; untyped surface read with xy // $26
        send.dc0 (16|M0)         r20      r16     null    0x0            0x04210500           {@2,$2} // wr:2+0, rd:2; byte gathering read 16b // $12
        send.dc0 (16|M16)        r22      r18     null    0x0            0x04210500           {@1,$3} // wr:2+0, rd:2; byte gathering read 16b // $15
        mov (8|M0)               r44.0<1>:f    r36.0<2;1,0>:hf                  {$0.dst}             // $37
        mov (8|M8)               r45.0<1>:f    r37.0<2;1,0>:hf                                       // $37
        mov (8|M16)              r46.0<1>:f    r40.0<2;1,0>:hf                  {$1.dst}             // $38
        mov (8|M24)              r47.0<1>:f    r41.0<2;1,0>:hf                                       // $38
        mov (8|M0)               r52.0<1>:f    r36.1<2;1,0>:hf                                       // $41
        mov (8|M8)               r53.0<1>:f    r37.1<2;1,0>:hf                                       // $41
        mov (8|M16)              r54.0<1>:f    r40.1<2;1,0>:hf                                       // $42
        mov (8|M24)              r55.0<1>:f    r41.1<2;1,0>:hf                                       // $42
        add (8|M0)               r48.0<1>:f    r20.0<2;1,0>:hf   r44.0<8;8,1>:f   {@7,$2.dst}        // $39
        add (8|M8)               r49.0<1>:f    r21.0<2;1,0>:hf   r45.0<8;8,1>:f   {@7}               // $39
        add (8|M16)              r50.0<1>:f    r22.0<2;1,0>:hf   r46.0<8;8,1>:f   {@7,$3.dst}        // $40
        add (8|M24)              r51.0<1>:f    r23.0<2;1,0>:hf   r47.0<8;8,1>:f   {@7}               // $40
        add (16|M0)              acc0.0<1>:f   r48.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted,@3}     // $43
        add (16|M16)             r50.0<1>:f    r50.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted,@2}     // $44
        mov (8|M0)               r56.0<1>:f    r38.0<2;1,0>:hf                                       // $45
        mov (8|M8)               r57.0<1>:f    r39.0<2;1,0>:hf                                       // $45
        mov (8|M16)              r58.0<1>:f    r42.0<2;1,0>:hf                                       // $46
        mov (8|M24)              r59.0<1>:f    r43.0<2;1,0>:hf                                       // $46
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r56.0<8;8,1>:f   {Compacted,@3}     // $47
        add (16|M16)             r50.0<1>:f    r50.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted,@2}     // $48
        mov (8|M0)               r60.0<1>:f    r38.1<2;1,0>:hf                                       // $49
        mov (8|M8)               r61.0<1>:f    r39.1<2;1,0>:hf                                       // $49
        mov (8|M16)              r62.0<1>:f    r42.1<2;1,0>:hf                                       // $50
        mov (8|M24)              r63.0<1>:f    r43.1<2;1,0>:hf                                       // $50
        add (16|M0)              r48.0<1>:f    acc0.0<8;8,1>:f   r60.0<8;8,1>:f   {Compacted,@3}     // $51
        add (16|M16)             r50.0<1>:f    r50.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted,@2}     // $52
        send.dc1 (16|M0)         null     r24     r48     0x80            0x04025E02           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $56
        send.dc1 (16|M16)        null     r26     r50     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $58
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   0x4200:hf                           // $59
        mul (8|M0)               r65.0<1>:f    r20.0<2;1,0>:hf   0x3EAAAAAB:f                        // $61
        mul (8|M8)               r66.0<1>:f    r21.0<2;1,0>:hf   0x3EAAAAAB:f                        // $61
        mul (16|M16)             r64.0<1>:hf   r22.0<2;1,0>:hf   0x4200:hf                           // $60
        mul (8|M16)              r67.0<1>:f    r22.0<2;1,0>:hf   0x3EAAAAAB:f                        // $62
        mul (8|M24)              r68.0<1>:f    r23.0<2;1,0>:hf   0x3EAAAAAB:f                        // $62
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $63
        mov (8|M0)               r69.0<1>:hf   r65.0<8;8,1>:f                   {@1}                 // $64
        mov (8|M8)               r69.8<1>:hf   r66.0<8;8,1>:f                   {@6}                 // $64
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $65
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $66
        mov (8|M16)              r70.0<1>:hf   r67.0<8;8,1>:f                   {@1}                 // $67
        mov (8|M24)              r70.8<1>:hf   r68.0<8;8,1>:f                   {@7}                 // $67
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $68
        mul (16|M0)              r71.0<1>:f    r44.0<8;8,1>:f    0x3F8CCCCD:f               {@1}     // $69
        mul (16|M16)             r73.0<1>:f    r46.0<8;8,1>:f    0x3F8CCCCD:f                        // $70
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $71
        mov (8|M0)               r75.0<1>:hf   r71.0<8;8,1>:f                   {@1}                 // $72
        mov (8|M8)               r75.8<1>:hf   r72.0<8;8,1>:f                                        // $72
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $73
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $74
        mov (8|M16)              r76.0<1>:hf   r73.0<8;8,1>:f                   {@1}                 // $75
        mov (8|M24)              r76.8<1>:hf   r74.0<8;8,1>:f                                        // $75
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {@1}           // $76
        mul (16|M0)              r77.0<1>:f    r52.0<8;8,1>:f    0x3F8CCCCD:f               {@1}     // $77
        mul (16|M16)             r79.0<1>:f    r54.0<8;8,1>:f    0x3F8CCCCD:f                        // $78
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $79
        mov (8|M0)               r81.0<1>:hf   r77.0<8;8,1>:f                   {@1}                 // $80
        mov (8|M8)               r81.8<1>:hf   r78.0<8;8,1>:f                                        // $80
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $81
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $82
        mov (8|M16)              r82.0<1>:hf   r79.0<8;8,1>:f                   {@1}                 // $83
        mov (8|M24)              r82.8<1>:hf   r80.0<8;8,1>:f                                        // $83
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}           // $84
(W)     shl (1|M0)               r4.1<1>:d     r9.0<0;1,0>:d     3:w               {Compacted,@1}    // $113
        mul (8|M0)               r103.0<1>:hf  r52.0<8;8,1>:f    0x3E99999A:f                        // $107
        mul (8|M8)               r103.8<1>:hf  r53.0<8;8,1>:f    0x3E99999A:f                        // $107
        mul (8|M16)              r104.0<1>:hf  r54.0<8;8,1>:f    0x3E99999A:f                        // $108
        mul (8|M24)              r104.8<1>:hf  r55.0<8;8,1>:f    0x3E99999A:f                        // $108
        mul (8|M0)               r105.0<1>:hf  r60.0<8;8,1>:f    0x3E99999A:f                        // $111
        mul (8|M8)               r105.8<1>:hf  r61.0<8;8,1>:f    0x3E99999A:f                        // $111
        mul (8|M16)              r106.0<1>:hf  r62.0<8;8,1>:f    0x3E99999A:f                        // $112
        mul (8|M24)              r106.8<1>:hf  r63.0<8;8,1>:f    0x3E99999A:f                        // $112
        add (16|M0)              r91.0<1>:d    r4.1<0;1,0>:d     r28.0<8;8,1>:d   {Compacted,@7}     // $114
        add (16|M16)             r93.0<1>:d    r4.1<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}        // $115
        mov (16|M0)              r83.0<2>:hf   r8.0<16;16,1>:hf                                      // $85
        mov (16|M16)             r87.0<2>:hf   r64.0<16;16,1>:hf                                     // $86
        mov (16|M0)              r85.0<2>:hf   r75.0<16;16,1>:hf                                     // $89
        mov (16|M16)             r89.0<2>:hf   r76.0<16;16,1>:hf                                     // $90
        mul (8|M0)               r95.0<2>:hf   r44.0<8;8,1>:f    0x3E99999A:f                        // $105
        mul (8|M8)               r96.0<2>:hf   r45.0<8;8,1>:f    0x3E99999A:f                        // $105
        mul (8|M16)              r99.0<2>:hf   r46.0<8;8,1>:f    0x3E99999A:f                        // $106
        mul (8|M24)              r100.0<2>:hf  r47.0<8;8,1>:f    0x3E99999A:f                        // $106
        mul (8|M0)               r97.0<2>:hf   r56.0<8;8,1>:f    0x3E99999A:f                        // $109
        mul (8|M8)               r98.0<2>:hf   r57.0<8;8,1>:f    0x3E99999A:f                        // $109
        mul (8|M16)              r101.0<2>:hf  r58.0<8;8,1>:f    0x3E99999A:f                        // $110
        mul (8|M24)              r102.0<2>:hf  r59.0<8;8,1>:f    0x3E99999A:f                        // $110
        mov (16|M0)              r83.1<2>:hf   r69.0<16;16,1>:hf                                     // $87
        mov (16|M16)             r87.1<2>:hf   r70.0<16;16,1>:hf                                     // $88
        mov (16|M0)              r85.1<2>:hf   r81.0<16;16,1>:hf                                     // $91
        mov (16|M16)             r89.1<2>:hf   r82.0<16;16,1>:hf                                     // $92
        mov (16|M0)              r95.1<2>:hf   r103.0<16;16,1>:hf                                    // $107
        mov (16|M16)             r99.1<2>:hf   r104.0<16;16,1>:hf                                    // $108
        mov (16|M0)              r97.1<2>:hf   r105.0<16;16,1>:hf                                    // $111
        mov (16|M16)             r101.1<2>:hf  r106.0<16;16,1>:hf                                    // $112
        send.dc1 (16|M0)         null     r28     r83     0x100            0x04025C01           {@6,$6} // wr:2+4, rd:0; untyped surface write with xy // $102
        send.dc1 (16|M16)        null     r30     r87     0x100            0x04025C01           {@5,$7} // wr:2+4, rd:0; untyped surface write with xy // $104
        send.dc1 (16|M0)         null     r91     r95     0x100            0x04025C01           {@2,$8} // wr:2+4, rd:0; untyped surface write with xy // $141
        send.dc1 (16|M16)        null     r93     r99     0x100            0x04025C01           {@1,$9} // wr:2+4, rd:0; untyped surface write with xy // $143
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $144
(W)     send.dc0 (8|M0)          r107     r3      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $144
(W)     mov (8|M0)               null<1>:ud    r107.0<8;8,1>:ud                 {$10.dst}            //  memory fence commit; $144
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $144


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 159
//
//.RMWs: 0
//
//.accSubDef: 2
//.accSubUse: 2
//.accSubCandidateDef: 4
//.accSubCandidateUse: 4
