//.kernel struct_arg
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 68
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.6)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r9.2)
//.declare V0045 (53)  rf=r size=4 type=f align=2 words (r8.6)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0047 (55)  rf=r size=1 type=b align=2 words (r9.0)
//.declare V0048 (56)  rf=r size=2 type=w align=2 words (r9.2)
//.declare V0049 (57)  rf=r size=8 type=q align=4 words (r9.1)
//.declare V0053 (61)  rf=r size=8 type=d align=2 words (r4.0)
//.declare V0054 (62)  rf=r size=8 type=d alias=V0049+0 align=4 words (r9.2)
//.declare V0055 (63)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0064 (72)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r19.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r21.0)
//.declare V0066 (74)  rf=r size=256 type=f align=16 words (r23.0)
//.declare V0067 (75)  rf=r size=256 type=f align=16 words (r31.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0069 (77)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r50.0)
//.declare P01 (82)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0074 (83)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0075 (84)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0076 (85)  rf=r size=256 type=d alias=V0066+0 align=16 words (r23.0)
//.declare V0077 (86)  rf=r size=256 type=d alias=V0067+0 align=16 words (r31.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r59.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0081 (90)  rf=r size=64 type=f align=16 words (r63.0)
//.declare V0082 (91)  rf=r size=4 type=f align=2 words (r4.2)
//.declare V0083 (92)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0084 (93)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0085 (94)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r65.0)
//.declare V0086 (95)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r67.0)
//.declare V0087 (96)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0090 (99)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0091 (100)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0092 (101)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0093 (102)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r73.0)
//.declare V0094 (103)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r75.0)
//.declare V0095 (104)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r77.0)
//.declare V0096 (105)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r79.0)
//.declare V0097 (106)  rf=r size=256 type=ud alias=V0066+0 align=16 words (r23.0)
//.declare V0098 (107)  rf=r size=256 type=ud alias=V0067+0 align=16 words (r31.0)
//.declare V0099 (108)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r69.0)
//.declare V0100 (109)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r71.0)
//.declare V0101 (110)  rf=r size=8 type=ud alias=V0053+0 align=2 words (r4.0)
//.declare V0102 (111)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0103 (112)  rf=r size=32 type=ud align=16 words (r39.0)
//.declare V0104 (113)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0105 (114)  rf=r size=32 type=ud align=16 words (r81.0)
//.declare V0106 (115)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0107 (116)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0108 (117)  rf=r size=128 type=d align=16 words (r86.0)
//.declare V0109 (118)  rf=r size=128 type=d align=16 words (r90.0)
//.declare V0110 (119)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r82.0)
//.declare V0111 (120)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r84.0)
//.declare V0112 (121)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0113 (122)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0114 (123)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (124)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (125)  rf=r size=32 type=ud align=16 words (r94.0)
//.declare  (126)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (127)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0112    | :uq      |      8 | r8       | general    |
// | V0113    | :uq      |      8 | r8+8     | general    |
// | V0114    | :uq      |      8 | r8+16    | general    |
// | V0045    | :f       |      4 | r8+24    | general    |
// | V0046    | :d       |      4 | r8+28    | general    |
// | V0047    | :b       |      1 | r9       | general    |
// | V0048    | :w       |      2 | r9+4     | general    |
// | V0049    | :q       |      8 | r9+8     | general    |
// | V0044    | :uq      |      8 | r9+16    | general    |
// | V0037    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw   {Compacted,@1}     // $3
(W)     mach (1|M0)              r5.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}        // $6
(W)     cmp (16|M0)   (eq)f0.0   null<1>:w     r9.0<0;1,0>:b     0:w                                 // $22
        add (16|M0)              r11.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $6
        add (16|M16)             r13.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $7
        add (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        add (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $9
        shl (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    4:w               {Compacted,@2}    // $10
        shl (16|M16)             r21.0<1>:d    r17.0<8;8,1>:d    4:w               {Compacted,@2}    // $11
        send.dc1 (16|M0)         r23      r19     null    0x0            0x04805000           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw // $13
        send.dc1 (16|M16)        r31      r21     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw // $15
(W)     cmp (16|M16)  (eq)f0.0   null<1>:w     r9.0<0;1,0>:b     0:w                                 // $23
(W)     mov (2|M0)               r4.0<1>:f     r9.2<2;2,1>:f                    {Compacted}          // $2
        mul (16|M0)              acc0.0<1>:f   r25.0<8;8,1>:f    r25.0<8;8,1>:f   {Compacted,$0.dst} // $16
        mul (16|M16)             r42.0<1>:f    r33.0<8;8,1>:f    r33.0<8;8,1>:f   {Compacted,$1.dst} // $17
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r23.0<8;1>:f      r23.0<1>:f        // $18
        mad (16|M16)             r46.0<1>:f    r42.0<8;1>:f      r31.0<8;1>:f      r31.0<1>:f       {Compacted,@2} // $19
        mad (16|M0)              r48.0<1>:f    acc0.0<8;1>:f     r27.0<8;1>:f      r27.0<1>:f        // $20
        mad (16|M16)             r50.0<1>:f    r46.0<8;1>:f      r35.0<8;1>:f      r35.0<1>:f       {Compacted,@2} // $21
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $24
(~f0.0) if (32|M0)                           _0_004            _struct_arg_k0_0_cf                   // $24
// B001: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_005:
        add (16|M0)              r52.0<1>:d    r29.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $26
        add (16|M16)             r54.0<1>:d    r37.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $27
        mov (16|M0)              acc0.0<1>:f   r52.0<8;8,1>:d                   {@2}                 // $28
        mov (16|M16)             r59.0<1>:f    r54.0<8;8,1>:d                   {Compacted,@2}       // $29
        mad (16|M0)              r61.0<1>:f    acc0.0<8;1>:f     r48.0<8;1>:f      r8.6<0>:f        {@7} // $30
        mad (16|M16)             r63.0<1>:f    r59.0<8;1>:f      r50.0<8;1>:f      r8.6<0>:f        {Compacted,@2} // $31
        else (32|M0)                         _struct_arg_k0_0_cf  _struct_arg_k0_0_cf                // $24
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_004:
(W)     mov (1|M0)               r4.2<1>:f     r9.2<0;1,0>:w                                         // $34
        add (16|M0)              r61.0<1>:f    r48.0<8;8,1>:f    -r4.2<0;1,0>:f   {Compacted,@1}     // $35
        add (16|M16)             r63.0<1>:f    r50.0<8;8,1>:f    -r4.2<0;1,0>:f   {Compacted}        // $36
// B003: Preds:{B002, B001},  Succs:{B004}
_struct_arg_k0_0_cf:
        endif (32|M0)                        _0_006                                                  // $24
// B004: Preds:{B003},  Succs:{}
_0_006:
        addc (8|M0)              r73.0<1>:ud   r29.0<8;8,1>:ud   r4.0<0;1,0>:ud   {AccWrEn,Compacted} // $46
        asr (16|M0)              r69.0<1>:d    r29.0<8;8,1>:d    31:w               {Compacted}      // $44
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $46
        addc (8|M8)              r74.0<1>:ud   r30.0<8;8,1>:ud   r4.0<0;1,0>:ud   {AccWrEn}          // $49
        asr (16|M16)             r71.0<1>:d    r37.0<8;8,1>:d    31:w               {Compacted}      // $45
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $49
        addc (8|M16)             r75.0<1>:ud   r37.0<8;8,1>:ud   r4.0<0;1,0>:ud   {AccWrEn}          // $52
        add (8|M0)               r77.0<1>:ud   r69.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted,@6}     // $47
        mov (8|M16)              r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $52
        addc (8|M24)             r76.0<1>:ud   r38.0<8;8,1>:ud   r4.0<0;1,0>:ud   {AccWrEn}          // $55
        add (8|M8)               r78.0<1>:ud   r70.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted}        // $50
        add (8|M16)              r79.0<1>:ud   r71.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted,@7}     // $53
        add (8|M24)              r80.0<1>:ud   r72.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted}        // $56
        mov (8|M24)              r81.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $55
        add (8|M0)               r77.0<1>:ud   r6.0<8;8,1>:ud    r77.0<8;8,1>:ud  {Compacted,@7}     // $48
        add (8|M8)               r78.0<1>:ud   r39.0<8;8,1>:ud   r78.0<8;8,1>:ud  {Compacted,@5}     // $51
        add (8|M16)              r79.0<1>:ud   r56.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted,@5}     // $54
        add (8|M24)              r80.0<1>:ud   r81.0<8;8,1>:ud   r80.0<8;8,1>:ud  {Compacted,@4}     // $57
        shl (16|M0)              r65.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted}       // $38
        shl (16|M16)             r67.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted}       // $39
        shl (16|M0)              r82.0<1>:d    r15.0<8;8,1>:d    3:w               {Compacted}       // $58
        shl (16|M16)             r84.0<1>:d    r17.0<8;8,1>:d    3:w               {Compacted}       // $59
        mov (16|M0)              r86.0<1>:f    r73.0<8;8,1>:f                   {Compacted}          // $60
        mov (16|M16)             r90.0<1>:f    r75.0<8;8,1>:f                   {Compacted}          // $61
        mov (16|M0)              r88.0<1>:f    r77.0<8;8,1>:f                   {Compacted,@7}       // $62
        mov (16|M16)             r92.0<1>:f    r79.0<8;8,1>:f                   {Compacted,@7}       // $63
        send.dc1 (16|M0)         null     r65     r61     0x80            0x04025E01           {@7,$2} // wr:2+2, rd:0; untyped surface write with x // $41
        send.dc1 (16|M16)        null     r67     r63     0x80            0x04025E01           {@7,$3} // wr:2+2, rd:0; untyped surface write with x // $43
        send.dc1 (16|M0)         null     r82     r86     0x100            0x04025C02           {@2,$4} // wr:2+4, rd:0; untyped surface write with xy // $65
        send.dc1 (16|M16)        null     r84     r90     0x100            0x04025C02           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy // $67
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $68
(W)     send.dc0 (8|M0)          r94      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $68
(W)     mov (8|M0)               null<1>:ud    r94.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $68
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $68


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 98
//
//.RMWs: 0
//
//.accSubDef: 3
//.accSubUse: 3
//.accSubCandidateDef: 6
//.accSubCandidateUse: 6
