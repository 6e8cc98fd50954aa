//.kernel vme_avc
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 77
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
//.declare V0064 (72)  rf=r size=256 type=d align=16 words (r22.0)
//.declare V0065 (73)  rf=r size=256 type=ud alias=V0064+0 align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=256 type=uq alias=V0064+0 align=16 words (r22.0)
//.declare V0067 (75)  rf=r size=256 type=ub alias=V0064+0 align=16 words (r22.0)
//.declare V0068 (76)  rf=r size=256 type=b alias=V0064+0 align=16 words (r22.0)
//.declare V0072 (80)  rf=r size=256 type=d align=16 words (r30.0)
//.declare V0073 (81)  rf=r size=256 type=ud alias=V0072+0 align=16 words (r30.0)
//.declare V0074 (82)  rf=r size=256 type=d align=16 words (r38.0)
//.declare V0075 (83)  rf=r size=256 type=ud alias=V0074+0 align=16 words (r38.0)
//.declare V0076 (84)  rf=r size=256 type=ub alias=V0074+0 align=16 words (r38.0)
//.declare V0077 (85)  rf=r size=256 type=b alias=V0074+0 align=16 words (r38.0)
//.declare V0080 (88)  rf=r size=256 type=d align=16 words (r46.0)
//.declare V0081 (89)  rf=r size=256 type=ud alias=V0080+0 align=16 words (r46.0)
//.declare V0083 (91)  rf=r size=256 type=uw alias=V0059+0 align=16 words (r14.0)
//.declare V0086 (94)  rf=r size=256 type=uw alias=V0072+0 align=16 words (r30.0)
//.declare V0090 (98)  rf=r size=4 type=d align=2 words (r3.1)
//.declare V0092 (100)  rf=r size=256 type=uw alias=V0080+0 align=16 words (r46.0)
//.declare V0095 (103)  rf=r size=4 type=d align=2 words (r3.2)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0098 (106)  rf=r size=4 type=d align=2 words (r3.3)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0100 (108)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0101 (109)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r58.0)
//.declare V0102 (110)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare  (111)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (114)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (115)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (116)  rf=r size=64 type=uq alias=+0 align=16 words (r60.0)
//.declare  (117)  rf=r size=64 type=uq alias=+0 align=16 words (r62.0)
//.declare  (118)  rf=r size=64 type=d alias=+0 align=16 words (r60.0)
//.declare  (119)  rf=r size=64 type=d alias=+0 align=16 words (r62.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0102    | :uq      |      8 | r5       | general    |
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
(W)     mov (16|M0)              r6.0<1>:ud    0x0:uw                                                // $7
(W)     shl (1|M0)               r3.1<1>:w     r2.12<0;1,0>:w    4:w                                 // $4
(W)     mov (16|M0)              r10.0<1>:ud   0x0:uw                                                // $9
(W)     mov (16|M0)              r8.0<1>:ud    0x0:uw                                                // $8
(W)     mov (1|M0)               r6.3<1>:d     2113929216:d                                          // $14
(W)     mov (1|M0)               r7.4<2>:b     32:w                                                  // $15
(W)     mov (1|M0)               r6.0<1>:d     -720912:d                                             // $16
(W)     mov (1|M0)               r7.4<1>:w     12336:w                                               // $18
(W)     mov (1|M0)               r6.11<1>:w    10288:w                                               // $17
(W)     mov (1|M0)               r7.5<1>:w     52:w                                                  // $35
(W)     mov (1|M0)               r10.0<1>:d    16904207:d                                            // $19
(W)     mov (1|M0)               r7.6<1>:d     0:w                                                   // $36
(W)     mov (1|M0)               r10.1<1>:d    252645392:d                                           // $20
(W)     mov (1|M0)               r10.2<1>:d    -252645361:d                                          // $21
(W)     mov (1|M0)               r10.3<1>:d    16843009:d                                            // $22
(W)     mov (1|M0)               r10.4<1>:d    269488144:d                                           // $23
(W)     mov (1|M0)               r10.5<1>:d    252645135:d                                           // $24
(W)     mov (1|M0)               r10.6<1>:d    -252645361:d                                          // $25
(W)     mov (1|M0)               r11.0<1>:d    16843009:d                                            // $27
(W)     mov (1|M0)               r10.7<1>:d    16904432:d                                            // $26
(W)     mov (1|M0)               r11.1<1>:d    269488144:d                                           // $28
(W)     mov (1|M0)               r11.2<1>:d    252645392:d                                           // $29
(W)     mov (1|M0)               r11.3<1>:d    252645135:d                                           // $30
(W)     mov (1|M0)               r11.4<1>:d    -252645361:d                                          // $31
(W)     mov (1|M0)               r11.5<1>:d    -252645136:d                                          // $32
(W)     mov (1|M0)               r6.2<1>:d     r3.0<0;1,0>:d                    {Compacted}          // $13
(W)     mov (2|M0)               r11.6<1>:d    0:w                                                   // $33
(W)     mov (16|M0)              r22.0<1>:ud   0x0:uw                                                // $42
(W)     mov (1|M0)               r22.3<1>:d    12288:w                                               // $54
(W)     mov (16|M0)              r24.0<1>:ud   0x0:uw                                                // $43
(W)     mov (16|M0)              r26.0<1>:ud   0x0:uw                                                // $44
        send (16|M0)             r14:uw   r6      0x8            0x0C784000           // wr:6h+0, rd:7; vme; ? // $37
(W)     mov (16|M0)              r28.0<1>:ud   0x0:uw                                                // $45
(W)     mov (1|M0)               r22.2<1>:d    r3.0<0;1,0>:d                    {Compacted}          // $46
(W)     mov (1|M0)               r23.6<1>:d    0:w                                                   // $58
(W)     mov (1|M0)               r24.20<2>:b   0:w                                                   // $51
(W)     mov (1|M0)               r24.21<2>:b   0:w                                                   // $52
(W)     or (1|M0)                r22.14<2>:b   r22.14<0;1,0>:b   4:w                                 // $56
(W)     mov (1|M0)               r24.22<2>:b   0:w                                                   // $53
(W)     mov (16|M0)              r38.0<1>:ud   0x0:uw                                                // $60
(W)     mov (16|M0)              r42.0<1>:ud   0x0:uw                                                // $62
(W)     mov (16|M0)              r44.0<1>:ud   0x0:uw                                                // $63
(W)     mov (16|M0)              r40.0<1>:ud   0x0:uw                                                // $61
(W)     mov (1|M0)               r38.2<1>:d    r3.0<0;1,0>:d                    {Compacted}          // $64
(W)     mov (1|M0)               r39.28<2>:b   0:w                                                   // $65
(W)     mov (1|M0)               r43.7<2>:b    0:w                                                   // $68
(W)     mov (1|M0)               r39.29<2>:b   0:w                                                   // $66
(W)     mov (8|M0)               r43.4<1>:uw   0x0:uw                                                // $69
(W)     mov (4|M0)               r43.12<1>:uw  0x0:uw                                                // $70
(W)     mov (8|M0)               r44.0<1>:uw   0x0:uw                                                // $67
(W)     mov (4|M0)               r60.0<1>:uq   r15.0<4;4,1>:uq                                       // $38
(W)     mov (4|M0)               r61.0<1>:uq   r16.0<4;4,1>:uq                                       // $39
(W)     mov (4|M0)               r62.0<1>:uq   r17.0<4;4,1>:uq                                       // $40
(W)     mov (4|M0)               r63.0<1>:uq   r18.0<4;4,1>:uq                                       // $41
(W)     mov (1|M0)               r43.5<2>:b    1:w                                                   // $73
(W)     mul (1|M0)               r3.3<1>:d     r5.2<0;1,0>:d     r2.1<0;1,0>:d                       // $85
(W)     mov (4|M0)               r26.0<1>:uq   r60.0<4;4,1>:uq                                       // $47
(W)     mov (4|M0)               r27.0<1>:uq   r61.0<4;4,1>:uq                                       // $48
(W)     mov (4|M0)               r28.0<1>:uq   r62.0<4;4,1>:uq                                       // $49
(W)     mov (4|M0)               r29.0<1>:uq   r63.0<4;4,1>:uq                                       // $50
        mov (8|M0)               r54.0<1>:d    r60.0<2;1,0>:d                                        // $83
        mov (8|M8)               r55.0<1>:d    r62.0<2;1,0>:d                                        // $83
        add (16|M0)              r58.0<1>:d    r3.3<0;1,0>:d     r1.0<16;16,1>:uw                    // $87
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}          // $92
(W)     mov (16|M0)              r12.0<1>:ud   0x0:uw                                                // $10
        send (16|M0)             r30:uw   r22:d   0xD            0x10786000           // wr:8h+0, rd:7; cre; ? // $59
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $88
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    2:w                                 // $89
        send (16|M0)             r46:uw   r38:d   0xD            0x10782000           // wr:8h+0, rd:7; cre; ? // $74
(W)     add (1|M0)               r3.1<1>:d     r14.4<0;1,0>:uw   r30.4<0;1,0>:uw                     // $79
(W)     add (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     r46.6<0;1,0>:uw                     // $82
        add (16|M0)              r56.0<1>:d    r3.2<0;1,0>:d     r54.0<8;8,1>:d   {Compacted}        // $84
        sends (16|M0)            null:w   r58     r56     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $91
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $92
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
