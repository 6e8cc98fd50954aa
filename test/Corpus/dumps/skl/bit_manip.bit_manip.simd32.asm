//.kernel bit_manip
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 87
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r13.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r15.0)
//.declare V0060 (68)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r17.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0069 (77)  rf=r size=64 type=ub alias=V0055+0 align=16 words (r15.0)
//.declare V0070 (78)  rf=r size=64 type=ub alias=V0056+0 align=16 words (r17.0)
//.declare V0071 (79)  rf=r size=64 type=ub alias=V0067+0 align=16 words (r35.0)
//.declare V0072 (80)  rf=r size=64 type=ub alias=V0068+0 align=16 words (r37.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0093 (101)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0094 (102)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0097 (105)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r83.0)
//.declare V0098 (106)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r85.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0100 (108)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0102 (110)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0103 (111)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0104 (112)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0105 (113)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0106 (114)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0105    | :uq      |      8 | r8       | general    |
// | V0106    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $91
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        shr (16|M0)              r19.0<1>:d    r15.0<8;8,1>:ud   5:w                                 // $15
        shr (16|M16)             r21.0<1>:d    r17.0<8;8,1>:ud   5:w                                 // $16
        and (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    -1044481:d                          // $19
        and (16|M0)              r39.0<1>:d    r15.0<8;8,1>:d    31:w                                // $35
        and (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    1023:w                              // $17
        and (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    1023:w                              // $18
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    12:w                                // $21
        shl (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    12:w                                // $22
        and (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    -1044481:d                          // $20
        and (16|M16)             r41.0<1>:d    r17.0<8;8,1>:d    31:w                                // $36
        and (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    1044480:d                           // $23
        and (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    1044480:d                           // $24
        add (16|M0)              r43.0<1>:d    -r39.0<8;8,1>:d   32:w                                // $37
        mov (16|M0)              r35.3<4>:ub   r15.0<4;1,0>:ub                                       // $27
        or (16|M0)               r31.0<1>:d    r27.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}        // $25
        add (16|M16)             r45.0<1>:d    -r41.0<8;8,1>:d   32:w                                // $38
        or (16|M16)              r33.0<1>:d    r29.0<8;8,1>:d    r21.0<8;8,1>:d                      // $26
        mov (16|M16)             r37.3<4>:ub   r17.0<4;1,0>:ub                                       // $31
        mov (16|M0)              r35.0<4>:ub   r15.3<4;1,0>:ub                                       // $28
        mov (16|M16)             r37.0<4>:ub   r17.3<4;1,0>:ub                                       // $32
        mov (16|M0)              r35.2<4>:ub   r15.1<4;1,0>:ub                                       // $29
        and (16|M0)              r63.0<1>:d    r15.0<8;8,1>:d    31:w                                // $51
        shl (16|M0)              r39.0<1>:d    r15.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}        // $39
        shr (16|M0)              r43.0<1>:d    r15.0<8;8,1>:ud   r43.0<8;8,1>:d                      // $41
        add (16|M0)              r91.0<1>:d    r23.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted}        // $69
        mov (16|M16)             r37.2<4>:ub   r17.1<4;1,0>:ub                                       // $33
        mov (16|M0)              r35.1<4>:ub   r15.2<4;1,0>:ub                                       // $30
        and (16|M16)             r65.0<1>:d    r17.0<8;8,1>:d    31:w                                // $52
        shl (16|M16)             r41.0<1>:d    r17.0<8;8,1>:d    r41.0<8;8,1>:d                      // $40
        shr (16|M16)             r45.0<1>:d    r17.0<8;8,1>:ud   r45.0<8;8,1>:d                      // $42
        add (16|M16)             r93.0<1>:d    r25.0<8;8,1>:d    r33.0<8;8,1>:d                      // $70
        mov (16|M16)             r37.1<4>:ub   r17.2<4;1,0>:ub                                       // $34
        shl (16|M0)              r51.0<1>:d    r15.0<8;8,1>:d    29:w                                // $45
        shr (16|M0)              r55.0<1>:d    r15.0<8;8,1>:ud   3:w                                 // $47
        add (16|M0)              r67.0<1>:d    -r63.0<8;8,1>:d   32:w                                // $53
        or (16|M0)               r47.0<1>:d    r39.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $43
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}        // $71
        shl (16|M16)             r53.0<1>:d    r17.0<8;8,1>:d    29:w                                // $46
        shr (16|M16)             r57.0<1>:d    r17.0<8;8,1>:ud   3:w                                 // $48
        add (16|M16)             r69.0<1>:d    -r65.0<8;8,1>:d   32:w                                // $54
        or (16|M16)              r49.0<1>:d    r41.0<8;8,1>:d    r45.0<8;8,1>:d                      // $44
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r37.0<8;8,1>:d                      // $72
        shr (16|M0)              r63.0<1>:d    r15.0<8;8,1>:ud   r63.0<8;8,1>:d                      // $57
        or (16|M0)               r59.0<1>:d    r51.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}        // $49
        shl (16|M0)              r67.0<1>:d    r15.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $55
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}        // $73
        shr (16|M16)             r65.0<1>:d    r17.0<8;8,1>:ud   r65.0<8;8,1>:d                      // $58
        or (16|M16)              r61.0<1>:d    r53.0<8;8,1>:d    r57.0<8;8,1>:d                      // $50
        shl (16|M16)             r69.0<1>:d    r17.0<8;8,1>:d    r69.0<8;8,1>:d                      // $56
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r49.0<8;8,1>:d                      // $74
        shl (16|M0)              r75.0<1>:d    r15.0<8;8,1>:d    20:w                                // $61
        or (16|M0)               r71.0<1>:d    r67.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted}        // $59
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}        // $75
        shl (16|M16)             r77.0<1>:d    r17.0<8;8,1>:d    20:w                                // $62
        or (16|M16)              r73.0<1>:d    r69.0<8;8,1>:d    r65.0<8;8,1>:d                      // $60
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r61.0<8;8,1>:d                      // $76
        cbit (16|M0)             r83.0<1>:ud   r15.0<8;8,1>:ud                  {Compacted}          // $65
        asr (16|M0)              r79.0<1>:d    r75.0<8;8,1>:d    20:w                                // $63
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}        // $77
        cbit (16|M16)            r85.0<1>:ud   r17.0<8;8,1>:ud                                       // $66
        asr (16|M16)             r81.0<1>:d    r77.0<8;8,1>:d    20:w                                // $64
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r73.0<8;8,1>:d                      // $78
        and (16|M0)              r87.0<1>:d    r83.0<8;8,1>:d    1:w                                 // $67
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r79.0<8;8,1>:d   {Compacted}        // $79
        and (16|M16)             r89.0<1>:d    r85.0<8;8,1>:d    1:w                                 // $68
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r81.0<8;8,1>:d                      // $80
        not (16|M0)              r95.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $83
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r87.0<8;8,1>:d   {Compacted}        // $81
        not (16|M16)             r97.0<1>:d    r17.0<8;8,1>:d                                        // $84
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r89.0<8;8,1>:d                      // $82
        add (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    r95.0<8;8,1>:d   {Compacted}        // $85
        add (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    r97.0<8;8,1>:d                      // $86
        sends (16|M0)            null:w   r11     r91     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $88
        sends (16|M16)           null:w   r13     r93     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $90
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $91
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
