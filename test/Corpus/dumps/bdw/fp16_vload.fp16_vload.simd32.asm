//.kernel fp16_vload
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 128
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
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
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare  (69)  rf=r size=96 type=ud align=16 words (r24.0)
//.declare V0060 (70)  rf=r size=64 type=hf alias=V0059+0 align=16 words (r34.0)
//.declare V0061 (71)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare  (73)  rf=r size=96 type=ud align=16 words (r27.0)
//.declare V0062 (74)  rf=r size=64 type=hf alias=V0061+0 align=16 words (r36.0)
//.declare V0065 (77)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r12.0)
//.declare V0066 (78)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r14.0)
//.declare V0069 (81)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0070 (82)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0071 (83)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0072 (84)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0075 (87)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r30.0)
//.declare V0076 (88)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r32.0)
//.declare V0077 (89)  rf=r size=128 type=d align=16 words (r38.0)
//.declare V0078 (90)  rf=r size=128 type=d align=16 words (r42.0)
//.declare V0081 (93)  rf=r size=128 type=hf alias=V0077+0 align=16 words (r38.0)
//.declare V0082 (94)  rf=r size=128 type=hf alias=V0078+0 align=16 words (r42.0)
//.declare V0083 (95)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0084 (96)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0085 (97)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0086 (98)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0087 (99)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0088 (100)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0091 (103)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0092 (104)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0093 (105)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0094 (106)  rf=r size=64 type=f align=16 words (r68.0)
//.declare  (111)  rf=r size=128 type=ud align=16 words (r74.0)
//.declare  (112)  rf=r size=128 type=ud align=16 words (r78.0)
//.declare V0099 (113)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0100 (114)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0101 (115)  rf=r size=32 type=hf align=16 words (r86.0)
//.declare V0102 (116)  rf=r size=32 type=hf align=16 words (r87.0)
//.declare V0103 (117)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0104 (118)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0105 (119)  rf=r size=32 type=hf align=16 words (r94.0)
//.declare V0106 (120)  rf=r size=32 type=hf align=16 words (r97.0)
//.declare V0107 (121)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0108 (122)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0109 (123)  rf=r size=32 type=hf align=16 words (r104.0)
//.declare V0110 (124)  rf=r size=32 type=hf align=16 words (r107.0)
//.declare V0111 (125)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0112 (126)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0113 (127)  rf=r size=32 type=hf align=16 words (r114.0)
//.declare V0114 (128)  rf=r size=32 type=hf align=16 words (r117.0)
//.declare V0117 (131)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r20.0)
//.declare V0118 (132)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r22.0)
//.declare  (137)  rf=r size=192 type=ud align=16 words (r39.0)
//.declare  (138)  rf=r size=192 type=ud align=16 words (r45.0)
//.declare V0123 (139)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0124 (140)  rf=r size=64 type=f align=16 words (r3.0)
//.declare V0125 (141)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0126 (142)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0127 (143)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0128 (144)  rf=r size=64 type=f align=16 words (r7.0)
//.declare V0129 (145)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0130 (146)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0131 (147)  rf=r size=4 type=d align=2 words (r30.0)
//.declare  (166)  rf=r size=192 type=ud align=16 words (r51.0)
//.declare  (167)  rf=r size=192 type=ud align=16 words (r57.0)
//.declare V0150 (168)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0151 (169)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0152 (170)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (172)  rf=r size=64 type=hf align=32 words (r82.0)
//.declare  (173)  rf=r size=64 type=hf align=32 words (r84.0)
//.declare  (174)  rf=r size=64 type=hf align=32 words (r92.0)
//.declare  (175)  rf=r size=64 type=hf align=32 words (r95.0)
//.declare  (176)  rf=r size=64 type=hf align=32 words (r102.0)
//.declare  (177)  rf=r size=64 type=hf align=32 words (r105.0)
//.declare  (178)  rf=r size=64 type=hf align=32 words (r112.0)
//.declare  (179)  rf=r size=64 type=hf align=32 words (r115.0)
//.declare  (180)  rf=r size=64 type=hf align=32 words (r10.0)
//.declare  (181)  rf=r size=64 type=hf align=32 words (r12.0)
//.declare  (182)  rf=r size=64 type=hf align=32 words (r14.0)
//.declare  (183)  rf=r size=64 type=hf align=32 words (r16.0)
//.declare  (200)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (201)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (202)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (203)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (208)  rf=r size=64 type=d align=16 words (r31.0)
//.declare  (209)  rf=r size=64 type=d align=16 words (r35.0)
//.declare  (210)  rf=r size=64 type=d align=16 words (r33.0)
//.declare  (211)  rf=r size=64 type=d align=16 words (r37.0)
//.declare  (212)  rf=r size=64 type=hf alias=+0 align=16 words (r18.0)
//.declare  (213)  rf=r size=64 type=hf alias=+0 align=16 words (r24.0)
//.declare  (214)  rf=r size=64 type=hf alias=+0 align=16 words (r26.0)
//.declare  (215)  rf=r size=64 type=hf alias=+0 align=16 words (r28.0)
//.declare  (216)  rf=r size=64 type=hf alias=+0 align=16 words (r31.0)
//.declare  (217)  rf=r size=64 type=hf alias=+0 align=16 words (r33.0)
//.declare  (218)  rf=r size=64 type=hf alias=+0 align=16 words (r35.0)
//.declare  (219)  rf=r size=64 type=hf alias=+0 align=16 words (r37.0)

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
// | V0150    | :uq      |      8 | r8       | general    |
// | V0151    | :uq      |      8 | r8+8     | general    |
// | V0152    | :uq      |      8 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// | V0038    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (8|M0)               r24.0<1>:ud   0x0:ud                              {Compacted}       // $12
(W)     mov (8|M0)               r27.0<1>:ud   0x0:ud                              {Compacted}       // $15
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (8|M0)               r16.0<1>:d    r12.0<8;8,1>:ud   2:w                                 // $19
        shl (8|M8)               r17.0<1>:d    r13.0<8;8,1>:ud   2:w                                 // $19
        shl (8|M16)              r18.0<1>:d    r14.0<8;8,1>:ud   2:w                                 // $20
        shl (8|M24)              r19.0<1>:d    r15.0<8;8,1>:ud   2:w                                 // $20
        shl (16|M0)              r25.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $9
        shl (16|M16)             r28.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $10
        shl (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $23
        shl (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $24
        send (16|M0)             r34:w    r24:f   0xA            0x06290500           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $12
        shl (16|M0)              r74.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $57
        add (16|M0)              r30.0<1>:d    r20.0<8;8,1>:d    8:w                                 // $25
        add (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    8:w                                 // $26
        send (16|M16)            r36:w    r27:f   0xA            0x06290500           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $15
        shl (16|M16)             r78.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $58
        send (16|M0)             r38:w    r30:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $28
        send (16|M16)            r42:w    r32:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $30
        mov (16|M0)              r46.0<1>:f    r34.0<2;1,0>:hf                                       // $39
        mul (16|M0)              r70.0<1>:f    r46.0<8;8,1>:f    0x40400000:f                        // $63
        mov (16|M16)             r48.0<1>:f    r36.0<2;1,0>:hf                                       // $40
        math.fdiv (16|M0)        r88.0<1>:f    r46.0<8;8,1>:f    0x40400000:f                        // $67
        nop                                                                                          // $41
        mov (16|M0)              r50.0<1>:f    r38.0<2;1,0>:hf                                       // $41
        mov (16|M16)             r52.0<1>:f    r42.0<2;1,0>:hf                                       // $42
        mov (16|M0)              r58.0<1>:f    r38.1<2;1,0>:hf                                       // $45
        mov (16|M16)             r60.0<1>:f    r42.1<2;1,0>:hf                                       // $46
        add (16|M0)              r54.0<1>:f    r46.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $43
        add (16|M16)             r56.0<1>:f    r48.0<8;8,1>:f    r52.0<8;8,1>:f                      // $44
        mov (16|M0)              r62.0<1>:f    r40.0<2;1,0>:hf                                       // $49
        mov (16|M16)             r64.0<1>:f    r44.0<2;1,0>:hf                                       // $50
        add (16|M0)              r54.0<1>:f    r54.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted}        // $47
        add (16|M16)             r56.0<1>:f    r56.0<8;8,1>:f    r60.0<8;8,1>:f                      // $48
        mov (16|M0)              r66.0<1>:f    r40.1<2;1,0>:hf                                       // $53
        mov (16|M16)             r68.0<1>:f    r44.1<2;1,0>:hf                                       // $54
        add (16|M0)              r54.0<1>:f    r54.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}        // $51
        mul (16|M16)             r72.0<1>:f    r48.0<8;8,1>:f    0x40400000:f                        // $64
        add (16|M16)             r56.0<1>:f    r56.0<8;8,1>:f    r64.0<8;8,1>:f                      // $52
        mov (16|M0)              r82.0<2>:hf   r70.0<8;8,1>:f                                        // $65
        add (16|M0)              r76.0<1>:f    r54.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $55
        mov (16|M16)             r84.0<2>:hf   r72.0<8;8,1>:f                                        // $66
        add (16|M16)             r80.0<1>:f    r56.0<8;8,1>:f    r68.0<8;8,1>:f                      // $56
        math.fdiv (16|M16)       r90.0<1>:f    r48.0<8;8,1>:f    0x40400000:f                        // $68
        send (16|M0)             null:w   r74:f   0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $60
        mov (16|M0)              r86.0<1>:hf   r82.0<2;1,0>:hf                                       // $65
        send (16|M16)            null:w   r78:f   0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $62
        mov (16|M16)             r87.0<1>:hf   r84.0<2;1,0>:hf                                       // $66
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $69
        mov (16|M0)              r92.0<2>:hf   r88.0<8;8,1>:f                                        // $70
        mov (16|M0)              r94.0<1>:hf   r92.0<2;1,0>:hf                                       // $70
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $71
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $72
        mov (16|M16)             r95.0<2>:hf   r90.0<8;8,1>:f                                        // $73
        mov (16|M16)             r97.0<1>:hf   r95.0<2;1,0>:hf                                       // $73
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $74
        mul (16|M0)              r98.0<1>:f    r50.0<8;8,1>:f    0x3F8CCCCD:f                        // $75
        mul (16|M16)             r100.0<1>:f   r52.0<8;8,1>:f    0x3F8CCCCD:f                        // $76
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $77
        mov (16|M0)              r102.0<2>:hf  r98.0<8;8,1>:f                                        // $78
        mov (16|M0)              r104.0<1>:hf  r102.0<2;1,0>:hf                                      // $78
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $79
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $80
        mov (16|M16)             r105.0<2>:hf  r100.0<8;8,1>:f                                       // $81
        mov (16|M16)             r107.0<1>:hf  r105.0<2;1,0>:hf                                      // $81
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $82
        mul (16|M0)              r108.0<1>:f   r58.0<8;8,1>:f    0x3F8CCCCD:f                        // $83
        mul (16|M16)             r110.0<1>:f   r60.0<8;8,1>:f    0x3F8CCCCD:f                        // $84
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $85
        mov (16|M0)              r112.0<2>:hf  r108.0<8;8,1>:f                                       // $86
        mov (16|M0)              r114.0<1>:hf  r112.0<2;1,0>:hf                                      // $86
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $87
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $88
        mov (16|M16)             r115.0<2>:hf  r110.0<8;8,1>:f                                       // $89
        mov (16|M16)             r117.0<1>:hf  r115.0<2;1,0>:hf                                      // $89
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $90
        mul (16|M0)              r118.0<1>:f   r58.0<8;8,1>:f    0x3E99999A:f                        // $113
        mul (16|M0)              r122.0<1>:f   r66.0<8;8,1>:f    0x3E99999A:f                        // $117
        mul (16|M16)             r120.0<1>:f   r60.0<8;8,1>:f    0x3E99999A:f                        // $114
        mul (16|M16)             r124.0<1>:f   r68.0<8;8,1>:f    0x3E99999A:f                        // $118
        mul (16|M0)              r1.0<1>:f     r50.0<8;8,1>:f    0x3E99999A:f                        // $111
        mul (16|M0)              r5.0<1>:f     r62.0<8;8,1>:f    0x3E99999A:f                        // $115
        mul (16|M16)             r3.0<1>:f     r52.0<8;8,1>:f    0x3E99999A:f                        // $112
        mul (16|M16)             r7.0<1>:f     r64.0<8;8,1>:f    0x3E99999A:f                        // $116
        mov (16|M0)              r10.0<2>:hf   r118.0<8;8,1>:f                                       // $124
        mov (16|M0)              r14.0<2>:hf   r122.0<8;8,1>:f                                       // $128
        mov (16|M0)              r18.0<2>:hf   r86.0<16;16,1>:hf                                     // $91
        mov (16|M0)              r26.0<2>:hf   r104.0<16;16,1>:hf                                    // $95
        mov (16|M16)             r12.0<2>:hf   r120.0<8;8,1>:f                                       // $125
        mov (16|M16)             r16.0<2>:hf   r124.0<8;8,1>:f                                       // $129
        mov (16|M0)              r18.1<2>:hf   r94.0<16;16,1>:hf                                     // $93
        mov (16|M0)              r26.1<2>:hf   r114.0<16;16,1>:hf                                    // $97
        mov (16|M16)             r24.0<2>:hf   r87.0<16;16,1>:hf                                     // $92
        mov (16|M16)             r28.0<2>:hf   r107.0<16;16,1>:hf                                    // $96
        mov (16|M0)              r31.0<2>:hf   r1.0<8;8,1>:f                                         // $122
        mov (16|M0)              r35.0<2>:hf   r5.0<8;8,1>:f                                         // $126
        mov (16|M16)             r24.1<2>:hf   r97.0<16;16,1>:hf                                     // $94
        mov (16|M16)             r28.1<2>:hf   r117.0<16;16,1>:hf                                    // $98
(W)     shl (1|M0)               r30.0<1>:d    r9.0<0;1,0>:d     3:w                                 // $119
        mov (16|M16)             r33.0<2>:hf   r3.0<8;8,1>:f                                         // $123
        mov (16|M16)             r37.0<2>:hf   r7.0<8;8,1>:f                                         // $127
        mov (16|M0)              r31.1<2>:hf   r10.0<2;1,0>:hf                                       // $124
        mov (16|M0)              r35.1<2>:hf   r14.0<2;1,0>:hf                                       // $128
        mov (16|M16)             r33.1<2>:hf   r12.0<2;1,0>:hf                                       // $125
        mov (16|M16)             r37.1<2>:hf   r16.0<2;1,0>:hf                                       // $129
        mov (16|M0)              r39.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}          // $108
        mov (16|M0)              r41.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $108
        mov (16|M0)              r43.0<1>:d    r26.0<8;8,1>:d                   {Compacted}          // $108
        mov (16|M16)             r45.0<1>:ud   r22.0<8;8,1>:ud                                       // $110
        mov (16|M16)             r47.0<1>:d    r24.0<8;8,1>:d                                        // $110
        mov (16|M16)             r49.0<1>:d    r28.0<8;8,1>:d                                        // $110
        add (16|M0)              r51.0<1>:d    r30.0<0;1,0>:d    r20.0<8;8,1>:d   {Compacted}        // $120
        mov (16|M0)              r53.0<1>:d    r31.0<8;8,1>:d                   {Compacted}          // $147
        mov (16|M0)              r55.0<1>:d    r35.0<8;8,1>:d                   {Compacted}          // $147
        add (16|M16)             r57.0<1>:d    r30.0<0;1,0>:d    r22.0<8;8,1>:d                      // $121
        mov (16|M16)             r59.0<1>:d    r33.0<8;8,1>:d                                        // $149
        mov (16|M16)             r61.0<1>:d    r37.0<8;8,1>:d                                        // $149
        send (16|M0)             null:w   r39:f   0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $108
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $150
        send (16|M16)            null:w   r45:f   0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $110
        send (16|M0)             null:w   r51:f   0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $147
        send (16|M16)            null:w   r57:f   0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $149
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $150
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
