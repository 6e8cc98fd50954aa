//.kernel math_native
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 82
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r11.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0064 (72)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0069 (77)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r51.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r55.0)
//.declare V0074 (82)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0075 (83)  rf=r size=64 type=f align=16 words (r59.0)
//.declare V0076 (84)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0077 (85)  rf=r size=64 type=f align=16 words (r63.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0079 (87)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0080 (88)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0081 (89)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0082 (90)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0083 (91)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0084 (92)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0085 (93)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0086 (94)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0087 (95)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0088 (96)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0089 (97)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0090 (98)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0091 (99)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0092 (100)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0093 (101)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0094 (102)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0095 (103)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0096 (104)  rf=r size=64 type=f align=16 words (r101.0)
//.declare  (105)  rf=r size=128 type=ud align=16 words (r103.0)
//.declare  (106)  rf=r size=128 type=ud align=16 words (r107.0)
//.declare V0097 (107)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0098 (108)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0097    | :uq      |      8 | r8       | general    |
// | V0098    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.4<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $83
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r15:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        mov (16|M0)              r103.0<1>:ud  r11.0<8;8,1>:ud                  {Compacted}          // $80
        send (16|M16)            r17:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        mov (16|M16)             r107.0<1>:ud  r13.0<8;8,1>:ud                                       // $82
        add (16|M0)              r19.0<1>:f    (abs)r15.0<8;8,1>:f  0x3F800000:f                     // $15
        mul (16|M0)              r31.0<1>:f    r15.0<8;8,1>:f    0x3F000000:f                        // $23
        mul (16|M0)              r47.0<1>:f    r15.0<8;8,1>:f    0x3DCCCCCD:f                        // $33
        add (16|M16)             r21.0<1>:f    (abs)r17.0<8;8,1>:f  0x3F800000:f                     // $16
        mul (16|M16)             r33.0<1>:f    r17.0<8;8,1>:f    0x3F000000:f                        // $24
        mul (16|M16)             r49.0<1>:f    r17.0<8;8,1>:f    0x3DCCCCCD:f                        // $34
        math.sin (16|M0)         r23.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $17
        math.cos (16|M0)         r27.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $19
        mul (16|M0)              r51.0<1>:f    r47.0<8;8,1>:f    0x3FB8AA3B:f                        // $35
        math.log (16|M0)         r39.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $27
        math.exp (16|M0)         r35.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $25
        math.sin (16|M16)        r25.0<1>:f    r17.0<8;8,1>:f                                        // $18
        math.cos (16|M16)        r29.0<1>:f    r17.0<8;8,1>:f                                        // $20
        mul (16|M16)             r53.0<1>:f    r49.0<8;8,1>:f    0x3FB8AA3B:f                        // $36
        math.log (16|M16)        r41.0<1>:f    r21.0<8;8,1>:f                                        // $28
        math.exp (16|M16)        r37.0<1>:f    r33.0<8;8,1>:f                                        // $26
        math.cos (16|M0)         r95.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $65
        math.cos (16|M16)        r97.0<1>:f    r49.0<8;8,1>:f                                        // $66
        math.sqt (16|M0)         r67.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $45
        math.rsqt (16|M0)        r71.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $47
        math.inv (16|M0)         r75.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $51
        math.exp (16|M0)         r55.0<1>:f    r51.0<8;8,1>:f                   {Compacted}          // $37
        math.sqt (16|M16)        r69.0<1>:f    r21.0<8;8,1>:f                                        // $46
        math.rsqt (16|M16)       r73.0<1>:f    r21.0<8;8,1>:f                                        // $48
        math.inv (16|M16)        r77.0<1>:f    r21.0<8;8,1>:f                                        // $52
        add (16|M0)              r23.0<1>:f    r23.0<8;8,1>:f    r27.0<8;8,1>:f   {Compacted}        // $21
        math.exp (16|M16)        r57.0<1>:f    r53.0<8;8,1>:f                                        // $38
        mul (16|M0)              r59.0<1>:f    r39.0<8;8,1>:f    0x3F317218:f                        // $39
        math.pow (16|M0)         r87.0<1>:f    r19.0<8;8,1>:f    0x3FC00000:f                        // $59
        nop                                                                                          // $29
        add (16|M0)              r35.0<1>:f    r35.0<8;8,1>:f    r39.0<8;8,1>:f   {Compacted}        // $29
        math.pow (16|M16)        r89.0<1>:f    r21.0<8;8,1>:f    0x3FC00000:f                        // $60
        nop                                                                                          // $22
        add (16|M16)             r25.0<1>:f    r25.0<8;8,1>:f    r29.0<8;8,1>:f                      // $22
        mul (16|M16)             r61.0<1>:f    r41.0<8;8,1>:f    0x3F317218:f                        // $40
        add (16|M16)             r37.0<1>:f    r37.0<8;8,1>:f    r41.0<8;8,1>:f                      // $30
        math.sin (16|M0)         r91.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $63
        math.inv (16|M0)         r95.0<1>:f    r95.0<8;8,1>:f                   {Compacted}          // $67
        add (16|M0)              r71.0<1>:f    r67.0<8;8,1>:f    r71.0<8;8,1>:f   {Compacted}        // $49
        math.sin (16|M16)        r93.0<1>:f    r49.0<8;8,1>:f                                        // $64
        mul (16|M0)              r83.0<1>:f    r75.0<8;8,1>:f    r15.0<8;8,1>:f   {Compacted}        // $57
        math.inv (16|M16)        r97.0<1>:f    r97.0<8;8,1>:f                                        // $68
        add (16|M0)              r55.0<1>:f    r55.0<8;8,1>:f    r59.0<8;8,1>:f   {Compacted}        // $41
        add (16|M0)              r43.0<1>:f    r23.0<8;8,1>:f    r35.0<8;8,1>:f   {Compacted}        // $31
        add (16|M16)             r73.0<1>:f    r69.0<8;8,1>:f    r73.0<8;8,1>:f                      // $50
        mul (16|M16)             r85.0<1>:f    r77.0<8;8,1>:f    r17.0<8;8,1>:f                      // $58
        add (16|M16)             r57.0<1>:f    r57.0<8;8,1>:f    r61.0<8;8,1>:f                      // $42
        add (16|M16)             r45.0<1>:f    r25.0<8;8,1>:f    r37.0<8;8,1>:f                      // $32
        add (16|M0)              r71.0<1>:f    r71.0<8;8,1>:f    r75.0<8;8,1>:f   {Compacted}        // $53
        mul (16|M0)              r91.0<1>:f    r91.0<8;8,1>:f    r95.0<8;8,1>:f   {Compacted}        // $69
        add (16|M0)              r83.0<1>:f    r83.0<8;8,1>:f    r87.0<8;8,1>:f   {Compacted}        // $61
        add (16|M0)              r63.0<1>:f    r43.0<8;8,1>:f    r55.0<8;8,1>:f   {Compacted}        // $43
        mul (16|M16)             r93.0<1>:f    r93.0<8;8,1>:f    r97.0<8;8,1>:f                      // $70
        add (16|M16)             r73.0<1>:f    r73.0<8;8,1>:f    r77.0<8;8,1>:f                      // $54
        add (16|M16)             r85.0<1>:f    r85.0<8;8,1>:f    r89.0<8;8,1>:f                      // $62
        add (16|M16)             r65.0<1>:f    r45.0<8;8,1>:f    r57.0<8;8,1>:f                      // $44
        add (16|M0)              r83.0<1>:f    r83.0<8;8,1>:f    r91.0<8;8,1>:f   {Compacted}        // $71
        add (16|M0)              r79.0<1>:f    r63.0<8;8,1>:f    r71.0<8;8,1>:f   {Compacted}        // $55
        add (16|M16)             r85.0<1>:f    r85.0<8;8,1>:f    r93.0<8;8,1>:f                      // $72
        add (16|M16)             r81.0<1>:f    r65.0<8;8,1>:f    r73.0<8;8,1>:f                      // $56
        add (16|M0)              r99.0<1>:f    r67.0<8;8,1>:f    r75.0<8;8,1>:f   {Compacted}        // $75
        add (16|M0)              r83.0<1>:f    r79.0<8;8,1>:f    r83.0<8;8,1>:f   {Compacted}        // $73
        add (16|M16)             r101.0<1>:f   r69.0<8;8,1>:f    r77.0<8;8,1>:f                      // $76
        add (16|M16)             r85.0<1>:f    r81.0<8;8,1>:f    r85.0<8;8,1>:f                      // $74
        add (16|M0)              r105.0<1>:f   r83.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted}        // $77
        add (16|M16)             r109.0<1>:f   r85.0<8;8,1>:f    r101.0<8;8,1>:f                     // $78
        send (16|M0)             null:w   r103:f  0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $80
        send (16|M16)            null:w   r107:f  0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $82
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $83
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
