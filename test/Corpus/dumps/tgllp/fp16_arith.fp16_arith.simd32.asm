//.kernel fp16_arith
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 86
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
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r4.0)
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
//.declare V0082 (90)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0083 (91)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0086 (94)  rf=r size=32 type=hf align=16 words (r45.0)
//.declare V0087 (95)  rf=r size=32 type=hf align=16 words (r46.0)
//.declare V0088 (96)  rf=r size=32 type=hf align=16 words (r47.0)
//.declare V0089 (97)  rf=r size=32 type=hf align=16 words (r48.0)
//.declare V0090 (98)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0091 (99)  rf=r size=64 type=f align=16 words (r51.0)
//.declare V0092 (100)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0093 (101)  rf=r size=64 type=f align=16 words (r55.0)
//.declare V0094 (102)  rf=r size=32 type=hf align=16 words (r57.0)
//.declare V0095 (103)  rf=r size=32 type=hf align=16 words (r58.0)
//.declare V0096 (104)  rf=r size=32 type=hf align=16 words (r59.0)
//.declare V0097 (105)  rf=r size=32 type=hf align=16 words (r60.0)
//.declare P01 (106)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0098 (107)  rf=r size=32 type=hf align=16 words (r61.0)
//.declare V0099 (108)  rf=r size=32 type=hf align=16 words (r62.0)
//.declare V0100 (109)  rf=r size=32 type=uw alias=V0098+0 align=16 words (r61.0)
//.declare V0101 (110)  rf=r size=32 type=uw alias=V0099+0 align=16 words (r62.0)
//.declare V0102 (111)  rf=r size=64 type=ud align=16 words (r63.0)
//.declare V0103 (112)  rf=r size=64 type=ud align=16 words (r65.0)
//.declare V0104 (113)  rf=r size=32 type=hf align=16 words (r67.0)
//.declare V0105 (114)  rf=r size=32 type=hf align=16 words (r68.0)
//.declare V0106 (115)  rf=r size=32 type=hf align=16 words (r69.0)
//.declare V0107 (116)  rf=r size=32 type=hf align=16 words (r70.0)
//.declare V0108 (117)  rf=r size=32 type=hf align=16 words (r71.0)
//.declare V0109 (118)  rf=r size=32 type=hf align=16 words (r72.0)
//.declare V0110 (119)  rf=r size=32 type=hf align=16 words (r73.0)
//.declare V0111 (120)  rf=r size=32 type=hf align=16 words (r74.0)
//.declare V0114 (123)  rf=r size=128 type=d align=16 words (r75.0)
//.declare V0115 (124)  rf=r size=128 type=d align=16 words (r79.0)
//.declare V0116 (125)  rf=r size=128 type=hf alias=V0114+0 align=16 words (r75.0)
//.declare V0117 (126)  rf=r size=128 type=hf alias=V0115+0 align=16 words (r79.0)
//.declare V0118 (127)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0119 (128)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0122 (131)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0123 (132)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0124 (133)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r87.0)
//.declare V0125 (134)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r89.0)
//.declare V0126 (135)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0127 (136)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0128 (137)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0129 (138)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0130 (139)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (149)  rf=r size=32 type=ud align=16 words (r91.0)

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
// | V0126    | :uq      |      8 | r8       | general    |
// | V0127    | :uq      |      8 | r8+8     | general    |
// | V0128    | :uq      |      8 | r8+16    | general    |
// | V0129    | :uq      |      8 | r8+24    | general    |
// | V0130    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d                       // $5
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $117
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}    // $17
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted,@2}    // $18
        send.dc1 (16|M0)         r28      r24     null    0x0            0x04405C01           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $20
        send.dc1 (16|M16)        r32      r26     null    0x0            0x04405C01           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy // $22
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}       // $9
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}       // $10
        send.dc0 (16|M0)         r20      r16     null    0x0            0x04210500           {@2,$2} // wr:2+0, rd:2; byte gathering read 16b // $12
        send.dc0 (16|M16)        r22      r18     null    0x0            0x04210500           {@1,$3} // wr:2+0, rd:2; byte gathering read 16b // $15
        shl (16|M0)              r87.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}       // $111
        shl (16|M16)             r89.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}       // $112
        add (16|M0)              r39.0<1>:hf   r28.1<2;1,0>:hf   0x4000:hf              {$0.dst}     // $37
        add (16|M16)             r40.0<1>:hf   r32.1<2;1,0>:hf   0x4000:hf              {$1.dst}     // $38
        mov (8|M0)               r41.0<1>:f    r39.0<8;8,1>:hf                  {@2}                 // $39
        mov (8|M8)               r42.0<1>:f    r39.8<8;8,1>:hf                                       // $39
        mov (8|M16)              r43.0<1>:f    r40.0<8;8,1>:hf                  {@3}                 // $40
        mov (8|M24)              r44.0<1>:f    r40.8<8;8,1>:hf                                       // $40
        mul (16|M0)              acc0.0<1>:hf  r20.0<2;1,0>:hf   0x3E00:hf              {$2.dst}     // $31
        mul (16|M16)             acc1.0<1>:hf  r22.0<2;1,0>:hf   0x3E00:hf              {$3.dst}     // $32
        mov (8|M0)               r49.0<1>:f    (abs)r30.1<2;1,0>:hf                                  // $51
        mov (8|M8)               r50.0<1>:f    (abs)r31.1<2;1,0>:hf                                  // $51
        mov (8|M16)              r51.0<1>:f    (abs)r34.1<2;1,0>:hf                                  // $52
        mov (8|M24)              r52.0<1>:f    (abs)r35.1<2;1,0>:hf                                  // $52
        math.inv (16|M0)         r41.0<1>:f    r41.0<8;8,1>:f                   {@7,$4}              // $41
        add (16|M0)              r8.0<1>:hf    acc0.0<16;16,1>:hf  0x3400:hf                         // $33
        math.inv (16|M16)        r43.0<1>:f    r43.0<8;8,1>:f                   {@7,$5}              // $42
        add (16|M16)             r36.0<1>:hf   acc1.0<16;16,1>:hf  0x3400:hf                         // $34
        math.sqt (16|M0)         r53.0<1>:f    r49.0<8;8,1>:f                   {@5,$6}              // $53
        mad (16|M0)              r37.0<1>:hf   r28.0<4;2>:hf     r20.0<4;2>:hf     r8.0<1>:hf       {@2} // $35 R{} IR{}{E:6,E:2,E:4,},  R{r8,} IR{}{O:6,O:2,},  {BC=1}
        math.sqt (16|M16)        r55.0<1>:f    r51.0<8;8,1>:f                   {@4,$7}              // $54
        mad (16|M16)             r38.0<1>:hf   r32.0<4;2>:hf     r22.0<4;2>:hf     r36.0<1>:hf      {@2} // $36 R{} IR{}{E:0,E:3,E:2,},  R{r36,} IR{}{O:0,O:3,},  {BC=1}
        mul (8|M0)               r45.0<1>:hf   r37.0<8;8,1>:hf   r41.0<8;8,1>:f   {@2,$4.dst}        // $45
        mul (8|M8)               r45.8<1>:hf   r37.8<8;8,1>:hf   r42.0<8;8,1>:f                      // $45
        mul (8|M16)              r46.0<1>:hf   r38.0<8;8,1>:hf   r43.0<8;8,1>:f   {@3,$5.dst}        // $46
        mul (8|M24)              r46.8<1>:hf   r38.8<8;8,1>:hf   r44.0<8;8,1>:f                      // $46
        mov (8|M0)               r57.0<1>:hf   r53.0<8;8,1>:f                   {$6.dst}             // $55
        mov (8|M8)               r57.8<1>:hf   r54.0<8;8,1>:f                                        // $55
        mov (8|M16)              r58.0<1>:hf   r55.0<8;8,1>:f                   {$7.dst}             // $56
        mov (8|M24)              r58.8<1>:hf   r56.0<8;8,1>:f                                        // $56
        sel (16|M0)   (ge)f0.0   acc0.0<1>:hf  r45.0<16;16,1>:hf  r30.0<2;1,0>:hf {@7}               // $49
        sel (16|M16)  (ge)f0.0   acc1.0<1>:hf  r46.0<16;16,1>:hf  r34.0<2;1,0>:hf {@6}               // $50
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r20.0<2;1,0>:hf   r28.0<2;1,0>:hf                     // $59
        cmp (16|M16)  (gt)f0.0   null<1>:hf    r22.0<2;1,0>:hf   r32.0<2;1,0>:hf                     // $60
        add (16|M0)              r59.0<1>:hf   acc0.0<16;16,1>:hf  r57.0<16;16,1>:hf {@7}            // $57
        add (16|M16)             r60.0<1>:hf   acc1.0<16;16,1>:hf  r58.0<16;16,1>:hf {@6}            // $58
        mul (16|M0)              r67.0<1>:hf   r28.0<2;1,0>:hf   r20.0<2;1,0>:hf                     // $69
        mul (16|M0)              r69.0<1>:hf   r28.1<2;1,0>:hf   r20.0<2;1,0>:hf                     // $71
        mul (16|M0)              r71.0<1>:hf   r30.0<2;1,0>:hf   r20.0<2;1,0>:hf                     // $73
        mul (16|M0)              r73.0<1>:hf   r30.1<2;1,0>:hf   r20.0<2;1,0>:hf                     // $75
        mul (16|M16)             r68.0<1>:hf   r32.0<2;1,0>:hf   r22.0<2;1,0>:hf                     // $70
        mul (16|M16)             r70.0<1>:hf   r32.1<2;1,0>:hf   r22.0<2;1,0>:hf                     // $72
        mul (16|M16)             r72.0<1>:hf   r34.0<2;1,0>:hf   r22.0<2;1,0>:hf                     // $74
        mul (16|M16)             r74.0<1>:hf   r34.1<2;1,0>:hf   r22.0<2;1,0>:hf                     // $76
(f0.0)  sel (16|M0)              r61.0<1>:hf   r59.0<16;16,1>:hf  -r59.0<16;16,1>:hf {@7}            // $61
(f0.0)  sel (16|M16)             r62.0<1>:hf   r60.0<16;16,1>:hf  -r60.0<16;16,1>:hf {@7}            // $62
        add (16|M0)              r75.0<2>:hf   r67.0<16;16,1>:hf  r59.0<16;16,1>:hf {@7}             // $77
        add (16|M0)              r77.0<2>:hf   r71.0<16;16,1>:hf  r59.0<16;16,1>:hf {@7}             // $81
        add (16|M16)             r79.0<2>:hf   r68.0<16;16,1>:hf  r60.0<16;16,1>:hf {@7}             // $78
        add (16|M16)             r81.0<2>:hf   r72.0<16;16,1>:hf  r60.0<16;16,1>:hf {@7}             // $82
        add (16|M0)              r75.1<2>:hf   r69.0<16;16,1>:hf  r59.0<16;16,1>:hf                  // $79
        add (16|M0)              r77.1<2>:hf   r73.0<16;16,1>:hf  r59.0<16;16,1>:hf                  // $83
        add (16|M16)             r79.1<2>:hf   r70.0<16;16,1>:hf  r60.0<16;16,1>:hf {@7}             // $80
        add (16|M16)             r81.1<2>:hf   r74.0<16;16,1>:hf  r60.0<16;16,1>:hf {@7}             // $84
        add (8|M0)               r83.0<1>:f    r59.0<8;8,1>:hf   r30.1<2;1,0>:hf                     // $109
        add (8|M8)               r84.0<1>:f    r59.8<8;8,1>:hf   r31.1<2;1,0>:hf                     // $109
        add (8|M16)              r85.0<1>:f    r60.0<8;8,1>:hf   r34.1<2;1,0>:hf                     // $110
        add (8|M24)              r86.0<1>:f    r60.8<8;8,1>:hf   r35.1<2;1,0>:hf                     // $110
        mov (16|M0)              r63.0<1>:ud   r61.0<16;16,1>:uw                                     // $63
        mov (16|M16)             r65.0<1>:ud   r62.0<16;16,1>:uw                                     // $66
        send.dc0 (16|M0)         null     r16     r63     0x80            0x04030502           {@2,$8} // wr:2+2, rd:0; byte scattering write 16b // $65
        send.dc0 (16|M16)        null     r18     r65     0x80            0x04030502           {@1,$9} // wr:2+2, rd:0; byte scattering write 16b // $68
        send.dc1 (16|M0)         null     r24     r75     0x100            0x04025C03           {@7,$10} // wr:2+4, rd:0; untyped surface write with xy // $102
        send.dc1 (16|M16)        null     r26     r79     0x100            0x04025C03           {@7,$11} // wr:2+4, rd:0; untyped surface write with xy // $104
        send.dc1 (16|M0)         null     r87     r83     0x80            0x04025E04           {@5,$12} // wr:2+2, rd:0; untyped surface write with x // $114
        send.dc1 (16|M16)        null     r89     r85     0x80            0x04025E04           {@3,$13} // wr:2+2, rd:0; untyped surface write with x // $116
(W)     send.dc0 (8|M0)          r91      r3      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing // $117
(W)     mov (8|M0)               null<1>:ud    r91.0<8;8,1>:ud                  {$14.dst}            //  memory fence commit; $117
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $117


//.BankConflicts: 2
//.BankConflicts.SameBank: 2
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 124
//
//.RMWs: 0
//
//.accSubDef: 4
//.accSubUse: 4
//.accSubCandidateDef: 4
//.accSubCandidateUse: 4
