//.kernel vec_loadstore
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 79
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r7.2)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r7.5)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r7.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=256 type=f align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r10.0)
//.declare V0063 (71)  rf=r size=512 type=d align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0065 (73)  rf=r size=256 type=d align=16 words (r40.0)
//.declare V0067 (75)  rf=r size=256 type=b alias=V0065+0 align=16 words (r40.0)
//.declare V0084 (92)  rf=r size=256 type=f align=16 words (r48.0)
//.declare V0093 (101)  rf=r size=512 type=f align=16 words (r70.0)
//.declare V0098 (106)  rf=r size=256 type=f align=16 words (r86.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0103 (111)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0105 (113)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0107 (115)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0109 (117)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0111 (119)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0113 (121)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0115 (123)  rf=r size=512 type=d align=16 words (r110.0)
//.declare V0116 (124)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare V0118 (126)  rf=r size=256 type=d align=16 words (r62.0)
//.declare V0119 (127)  rf=r size=256 type=b alias=V0118+0 align=16 words (r62.0)
//.declare V0120 (128)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare V0121 (129)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0122 (130)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r8.0)
//.declare V0123 (131)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r8.0)
//.declare V0124 (132)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0125 (133)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r10.0)
//.declare V0126 (134)  rf=r size=128 type=f align=16 words (r12.0)
//.declare V0128 (136)  rf=r size=192 type=f align=16 words (r17.0)
//.declare V0129 (137)  rf=r size=4 type=d align=2 words (r16.0)
//.declare V0130 (138)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0131 (139)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r23.0)
//.declare V0132 (140)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0133 (141)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0134 (142)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0135 (143)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0136 (144)  rf=r size=8 type=uq align=4 words (r6.0)
//.declare V0137 (145)  rf=r size=8 type=uq align=4 words (r6.1)
//.declare V0138 (146)  rf=r size=8 type=uq align=4 words (r6.2)
//.declare V0139 (147)  rf=r size=8 type=uq align=4 words (r6.3)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0132    | :uq      |      8 | r5       | general    |
// | V0133    | :uq      |      8 | r5+8     | general    |
// | V0134    | :uq      |      8 | r5+16    | general    |
// | V0135    | :uq      |      8 | r5+24    | general    |
// | V0136    | :uq      |      8 | r6       | general    |
// | V0137    | :uq      |      8 | r6+8     | general    |
// | V0138    | :uq      |      8 | r6+16    | general    |
// | V0139    | :uq      |      8 | r6+24    | general    |
// | V0042    | :uq      |      8 | r7       | general    |
// | V0037    | :d x 3   |     12 | r7+8     | general    |
// | V0038    | :d x 3   |     12 | r7+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.0<1>:d     r7.5<0;1,0>:d     r126.1<0;1,0>:d                     // $2
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}          // $160
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     5:w                                 // $12
        shl (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     4:w                                 // $6
        mul (16|M0)              r8.0<1>:ud    r8.0<8;8,1>:ud    0x3:uw                              // $148
        add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw                             // $15
        send (16|M0)             r16:w    r12     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $8
        send (16|M0)             r24:w    r10     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $14
        send (16|M0)             r40:w    r12     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $19
        send (16|M0)             r32:w    r14     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $17
        add (16|M0)              r2.0<1>:ud    r10.0<8;8,1>:ud   0x10:uw                             // $106
        send (16|M0)             r48:w    r12     0xC            0x04805003           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $53
        add (16|M0)              r4.0<1>:ud    r10.0<8;8,1>:ud   0x10:uw                             // $145
        mul (16|M0)              r56.0<1>:f    r18.0<8;8,1>:f    0x40000000:f                        // $9
        mul (16|M0)              r58.0<1>:f    r20.0<8;8,1>:f    0x40400000:f                        // $10
        mul (16|M0)              r60.0<1>:f    r22.0<8;8,1>:f    0x40800000:f                        // $11
        shl (16|M0)              r94.0<1>:d    r24.0<8;8,1>:d    1:w                                 // $80
        shl (16|M0)              r96.0<1>:d    r26.0<8;8,1>:d    1:w                                 // $82
        shl (16|M0)              r98.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $84
        shl (16|M0)              r100.0<1>:d   r30.0<8;8,1>:d    1:w                                 // $86
        shl (16|M0)              r102.0<1>:d   r32.0<8;8,1>:d    1:w                                 // $88
        shl (16|M0)              r104.0<1>:d   r34.0<8;8,1>:d    1:w                                 // $90
        shl (16|M0)              r106.0<1>:d   r36.0<8;8,1>:d    1:w                                 // $92
        shl (16|M0)              r108.0<1>:d   r38.0<8;8,1>:d    1:w                                 // $94
        xor (16|M0)              r68.3<4>:b    r40.0<4;1,0>:b    90:w                                // $36
        xor (16|M0)              r66.3<4>:b    r42.0<4;1,0>:b    90:w                                // $40
        xor (16|M0)              r64.3<4>:b    r44.0<4;1,0>:b    90:w                                // $44
        xor (16|M0)              r62.3<4>:b    r46.0<4;1,0>:b    90:w                                // $48
        add (16|M0)              r88.0<1>:f    r58.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $71
        add (16|M0)              r90.0<1>:f    r56.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}        // $72
        add (16|M0)              r92.0<1>:f    r16.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted}        // $73
        add (16|M0)              r86.0<1>:f    r60.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $70
        add (16|M0)              r110.0<1>:d   r94.0<8;8,1>:d    2:w                                 // $81
        add (16|M0)              r112.0<1>:d   r96.0<8;8,1>:d    4:w                                 // $83
        add (16|M0)              r114.0<1>:d   r98.0<8;8,1>:d    6:w                                 // $85
        add (16|M0)              r116.0<1>:d   r100.0<8;8,1>:d   8:w                                 // $87
        xor (16|M0)              r68.2<4>:b    r40.1<4;1,0>:b    90:w                                // $37
        xor (16|M0)              r66.2<4>:b    r42.1<4;1,0>:b    90:w                                // $41
        xor (16|M0)              r64.2<4>:b    r44.1<4;1,0>:b    90:w                                // $45
        xor (16|M0)              r62.2<4>:b    r46.1<4;1,0>:b    90:w                                // $49
        add (16|M0)              r118.0<1>:d   r102.0<8;8,1>:d   10:w                                // $89
        add (16|M0)              r120.0<1>:d   r104.0<8;8,1>:d   12:w                                // $91
        add (16|M0)              r122.0<1>:d   r106.0<8;8,1>:d   14:w                                // $93
        add (16|M0)              r124.0<1>:d   r108.0<8;8,1>:d   16:w                                // $95
        xor (16|M0)              r68.1<4>:b    r40.2<4;1,0>:b    90:w                                // $38
        xor (16|M0)              r66.1<4>:b    r42.2<4;1,0>:b    90:w                                // $42
        xor (16|M0)              r64.1<4>:b    r44.2<4;1,0>:b    90:w                                // $46
        xor (16|M0)              r62.1<4>:b    r46.2<4;1,0>:b    90:w                                // $50
        xor (16|M0)              r68.0<4>:b    r40.3<4;1,0>:b    90:w                                // $39
        xor (16|M0)              r66.0<4>:b    r42.3<4;1,0>:b    90:w                                // $43
        xor (16|M0)              r64.0<4>:b    r44.3<4;1,0>:b    90:w                                // $47
        xor (16|M0)              r62.0<4>:b    r46.3<4;1,0>:b    90:w                                // $51
        sends (16|M0)            null:w   r12     r86     0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $79
        add (16|M0)              r70.0<1>:f    r48.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $54
        add (16|M0)              r72.0<1>:f    r50.0<8;8,1>:f    r56.0<8;8,1>:f   {Compacted}        // $55
        add (16|M0)              r74.0<1>:f    r52.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted}        // $56
        add (16|M0)              r76.0<1>:f    r54.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}        // $57
        sends (16|M0)            null:w   r10     r110    0x20C            0x04025005           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $105
        add (16|M0)              r78.0<1>:f    r48.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $58
        add (16|M0)              r80.0<1>:f    r50.0<8;8,1>:f    -r56.0<8;8,1>:f  {Compacted}        // $59
        add (16|M0)              r82.0<1>:f    r52.0<8;8,1>:f    -r58.0<8;8,1>:f  {Compacted}        // $60
        add (16|M0)              r84.0<1>:f    r54.0<8;8,1>:f    -r60.0<8;8,1>:f  {Compacted}        // $61
        sends (16|M0)            null:w   r2      r118    0x20C            0x04025005           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $108
        sends (16|M0)            null:w   r12     r62     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $142
        sends (16|M0)            null:w   r10     r70     0x20C            0x04025007           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $144
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $149
        sends (16|M0)            null:w   r4      r78     0x20C            0x04025007           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $147
(W)     shl (1|M0)               r16.0<1>:d    r7.2<0;1,0>:d     5:w                                 // $156
        add (16|M0)              r23.0<1>:d    r16.0<0;1,0>:d    r10.0<8;8,1>:d   {Compacted}        // $157
        send (16|M0)             r12:w    r10     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $151
        mul (16|M0)              r21.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $152
        mov (16|M0)              r17.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $153
        mov (16|M0)              r19.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $154
        sends (16|M0)            null:w   r23     r17     0x18C            0x04025807           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz // $159
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $160
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
