//.kernel sg_ballot
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 68
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r5.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.2)
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
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r2.0)
//.declare V0042 (50)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0043 (51)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0044 (52)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0045 (53)  rf=r size=64 type=ud alias=V0044+0 align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P01 (55)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0047 (56)  rf=r size=64 type=ud alias=V0046+0 align=16 words (r10.0)
//.declare V0048 (57)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0050 (59)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0051 (60)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0052 (61)  rf=r size=4 type=ud alias=V0050+0 align=2 words (r5.0)
//.declare V0053 (62)  rf=r size=4 type=ud alias=V0051+0 align=2 words (r12.0)
//.declare V0056 (65)  rf=r size=4 type=d align=2 words (r13.0)
//.declare V0057 (66)  rf=r size=4 type=d align=2 words (r14.0)
//.declare V0058 (67)  rf=r size=4 type=ud alias=V0056+0 align=2 words (r13.0)
//.declare V0059 (68)  rf=r size=4 type=ud alias=V0057+0 align=2 words (r14.0)
//.declare V0060 (69)  rf=r size=4 type=d align=2 words (r15.0)
//.declare V0061 (70)  rf=r size=4 type=d align=2 words (r16.0)
//.declare V0062 (71)  rf=r size=4 type=d align=2 words (r17.0)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r18.0)
//.declare V0064 (73)  rf=r size=32 type=w align=16 words (r19.0)
//.declare V0065 (74)  rf=r size=4 type=d align=2 words (r20.0)
//.declare V0066 (75)  rf=r size=4 type=ud alias=V0065+0 align=2 words (r20.0)
//.declare V0067 (76)  rf=r size=4 type=d align=2 words (r21.0)
//.declare V0068 (77)  rf=r size=4 type=d align=2 words (r22.0)
//.declare P02 (78)  rf=f16  size=2 type=uw align=2 words (f1.0)
//.declare V0069 (79)  rf=r size=4 type=d align=2 words (r23.0)
//.declare V0070 (80)  rf=r size=4 type=d align=2 words (r24.0)
//.declare V0071 (81)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r23.0)
//.declare V0072 (82)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r24.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0074 (84)  rf=r size=32 type=uw alias=V0064+0 align=16 words (r19.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r27.0)
//.declare  (86)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0076 (87)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0077 (88)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0078 (89)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r25.0)
//.declare V0079 (90)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r31.0)
//.declare V0080 (91)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0081 (92)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0083 (94)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0084 (95)  rf=r size=64 type=d align=16 words (r39.0)
//.declare P03 (96)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0086 (98)  rf=r size=4 type=d align=2 words (r41.0)
//.declare V0087 (99)  rf=r size=64 type=ud align=16 words (r42.0)
//.declare V0088 (100)  rf=r size=64 type=d alias=V0087+0 align=16 words (r42.0)
//.declare V0089 (101)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0090 (102)  rf=r size=16 type=ud align=2 words (r45.0)
//.declare V0091 (103)  rf=r size=8 type=ud align=2 words (r46.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0093 (105)  rf=r size=4 type=d align=2 words (r49.0)
//.declare P04 (106)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0094 (107)  rf=r size=2 type=uw align=1 words (r50.0)
//.declare V0095 (108)  rf=r size=2 type=uw align=2 words (r51.0)
//.declare V0096 (109)  rf=r size=4 type=d align=2 words (r52.0)
//.declare V0097 (110)  rf=r size=4 type=d align=2 words (r53.0)
//.declare V0098 (111)  rf=r size=4 type=ud alias=V0096+0 align=2 words (r52.0)
//.declare V0099 (112)  rf=r size=4 type=ud alias=V0097+0 align=2 words (r53.0)
//.declare V0101 (114)  rf=r size=4 type=uw alias=V0097+0 align=2 words (r53.0)
//.declare V0102 (115)  rf=r size=2 type=uw align=16 words (r54.0)
//.declare A00 (116)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare  (117)  rf=r size=128 type=ud align=16 words (r55.0)
//.declare V0103 (118)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0104 (119)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (120)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0103    | :uq      |      8 | r5       | general    |
// | V0104    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.0<1>:d     r5.4<0;1,0>:d     r0.1<0;1,0>:d                       // $2
        add (16|M0)              r6.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     2:w                                 // $6
        send (16|M0)             r10:w    r8:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        cmp (16|M0)   (gt)f1.1   null<1>:d     r10.0<8;8,1>:ud   0xA:uw                              // $9
(W)     mov (1|M0)               r3.0<1>:d     f1.1<0;1,0>:uw                                        // $10
(W)     and (1|M0)               r3.0<1>:d     sr0.2<0;1,0>:ud   r3.0<0;1,0>:d                       // $11
(W)     shl (1|M0)               r13.0<1>:d    r3.0<0;1,0>:d     16:w                                // $16
(W)     bfrev (1|M0)             r5.0<1>:d     r3.0<0;1,0>:d                    {Compacted}          // $12
(W)     mov (1|M0)               f1.0<2>:uw    0xFFFFFFFF:ud                                         // $26
(W)     mov (8|M0)               r19.0<1>:w    0x76543210:v                                          // $22
(W)     lzd (1|M0)               r14.0<1>:ud   r13.0<0;1,0>:ud                  {Compacted}          // $17
(W)     lzd (1|M0)               r12.0<1>:ud   r5.0<0;1,0>:ud                   {Compacted}          // $13
(W)     cbit (1|M0)              r20.0<1>:ud   r13.0<0;1,0>:ud                  {Compacted}          // $24
(W)     mov (1|M0)               r22.0<1>:d    f1.0<0;1,0>:uw                                        // $27
(W)     add (8|M0)               r19.8<1>:w    r19.0<8;8,1>:w    8:w                                 // $23
(W)     not (1|M0)               r15.0<1>:d    r14.0<0;1,0>:d                   {Compacted}          // $18
(W)     add (1|M0)               r16.0<1>:d    r15.0<0;1,0>:d    16:w                                // $19
(W)     mul (1|M0)               r17.0<1>:d    r16.0<0;1,0>:d    3:w                                 // $20
(W)     add (1|M0)               r18.0<1>:d    r12.0<0;1,0>:d    r17.0<0;1,0>:d   {Compacted}        // $21
(W)     add (1|M0)               r21.0<1>:d    r18.0<0;1,0>:d    r20.0<0;1,0>:d   {Compacted}        // $25
(W)     and (1|M0)               r22.0<1>:d    sr0.2<0;1,0>:ud   r22.0<0;1,0>:d                      // $28
(W)     bfrev (1|M0)             r23.0<1>:d    r22.0<0;1,0>:d                   {Compacted}          // $29
        not (16|M0)              r25.0<1>:d    r19.0<16;16,1>:uw                                     // $35
(W)     mov (16|M0)              r35.0<1>:d    0:w                                                   // $41
(W)     mov (8|M0)               r37.0<2>:d    r10.1<2;1,0>:d                                        // $46
(W)     lzd (1|M0)               r24.0<1>:ud   r23.0<0;1,0>:ud                  {Compacted}          // $30
        mov (16|M0)              r35.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $42
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    16:w                                // $36
(W)     mov (8|M0)               r37.1<2>:d    r10.0<2;1,0>:d                                        // $47
        and (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    1:w                                 // $50
        cmp (16|M0)   (eq)f0.1   r27.0<1>:d    r24.0<0;1,0>:d    r19.0<16;16,1>:uw                   // $32
        and (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    31:w                                // $37
(W)     add (8|M0)               r35.0<1>:d    r35.0<2;1,0>:d    r35.1<2;1,0>:d                      // $43
        and (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    100:w                               // $33
        shl (16|M0)              r25.0<1>:d    r13.0<0;1,0>:d    r25.0<8;8,1>:d   {Compacted}        // $38
(W)     add (16|M0)              r33.0<1>:d    r35.0<2;4,0>:d    r35.1<2;4,0>:d                      // $44
        add (16|M0)              r29.0<1>:d    r21.0<0;1,0>:d    r27.0<8;8,1>:d   {Compacted}        // $34
        cbit (16|M0)             r31.0<1>:ud   r25.0<8;8,1>:ud                  {Compacted}          // $39
        add (16|M0)              r31.0<1>:d    r29.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted}        // $40
        add (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}        // $45
        add (16|M0)              r39.0<1>:d    r31.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $49
(~f0.0) if (16|M0)                           _sg_ballot_k0_0_cf  _sg_ballot_k0_0_cf                  // $52
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
(W)     mov (16|M0)              r42.0<1>:ud   0x0:uw                                                // $54
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $62
        mov (16|M0)              r42.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $55
        cmp (16|M0)   (eq)f0.0   null<1>:w     r50.0<0;1,0>:uw   r50.0<0;1,0>:uw                     // $63
(W)     xor (8|M0)               r44.0<1>:ud   r42.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}        // $56
(W)     mov (1|M0)               r51.0<1>:uw   f0.0<0;1,0>:uw                                        // $64
(W)     xor (4|M0)               r45.0<1>:ud   r44.0<4;4,1>:ud   r44.4<4;4,1>:ud  {Compacted}        // $57
(W)     mov (1|M0)               r49.0<1>:d    r51.0<0;1,0>:uw                                       // $65
(W)     xor (2|M0)               r46.0<1>:ud   r45.0<2;2,1>:ud   r45.2<2;2,1>:ud                     // $58
(W)     bfrev (1|M0)             r52.0<1>:d    r49.0<0;1,0>:d                   {Compacted}          // $66
(W)     xor (1|M0)               r41.0<1>:d    r46.0<0;1,0>:ud   r46.1<0;1,0>:ud                     // $59
(W)     lzd (1|M0)               r53.0<1>:ud   r52.0<0;1,0>:ud                  {Compacted}          // $67
        add (16|M0)              r47.0<1>:d    r39.0<8;8,1>:d    r41.0<0;1,0>:d   {Compacted}        // $60
(W)     shl (1|M0)               r54.0<1>:uw   r53.0<0;1,0>:uw   0x2:uw                              // $68
        add (16|M0)              r47.0<1>:d    r47.0<8;8,1>:d    r10.0<0;1,0>:d   {Compacted}        // $61
(W)     add (1|M0)               a0.0<1>:uw    r54.0<0;1,0>:uw   0x140:uw                            // $69
        add (16|M0)              r39.0<1>:d    r47.0<8;8,1>:d    r[a0.0]<0;1,0>:d                    // $71
// B002: Preds:{B001, B000},  Succs:{B003}
_sg_ballot_k0_0_cf:
        endif (16|M0)                        _0_004                                                  // $52
// B003: Preds:{B002},  Succs:{}
_0_004:
        mov (16|M0)              r55.0<1>:ud   r8.0<8;8,1>:ud                   {Compacted}          // $74
        mov (16|M0)              r57.0<1>:d    r39.0<8;8,1>:d                   {Compacted}          // $74
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $75
        send (16|M0)             null:w   r55:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $74
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $75
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
