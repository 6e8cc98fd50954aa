//.kernel sg_ballot
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 67
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0044 (52)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=64 type=ud alias=V0046+0 align=16 words (r8.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P01 (57)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0049 (58)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r10.0)
//.declare V0050 (59)  rf=r size=4 type=d align=2 words (r3.1)
//.declare V0052 (61)  rf=r size=4 type=d align=2 words (r3.2)
//.declare V0053 (62)  rf=r size=4 type=d align=2 words (r3.3)
//.declare V0054 (63)  rf=r size=4 type=ud alias=V0052+0 align=2 words (r3.2)
//.declare V0055 (64)  rf=r size=4 type=ud alias=V0053+0 align=2 words (r3.3)
//.declare V0058 (67)  rf=r size=4 type=d align=2 words (r3.4)
//.declare V0059 (68)  rf=r size=4 type=d align=2 words (r3.5)
//.declare V0060 (69)  rf=r size=4 type=ud alias=V0058+0 align=2 words (r3.4)
//.declare V0061 (70)  rf=r size=4 type=ud alias=V0059+0 align=2 words (r3.5)
//.declare V0062 (71)  rf=r size=4 type=d align=2 words (r3.6)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r3.7)
//.declare V0064 (73)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0065 (74)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0066 (75)  rf=r size=32 type=w align=16 words (r12.0)
//.declare V0067 (76)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0068 (77)  rf=r size=4 type=ud alias=V0067+0 align=2 words (r5.2)
//.declare V0069 (78)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0070 (79)  rf=r size=4 type=d align=2 words (r5.7)
//.declare P02 (80)  rf=f16  size=2 type=uw align=2 words (f1.0)
//.declare V0071 (81)  rf=r size=4 type=d align=2 words (r13.0)
//.declare V0072 (82)  rf=r size=4 type=d align=2 words (r13.1)
//.declare V0073 (83)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r13.0)
//.declare V0074 (84)  rf=r size=4 type=ud alias=V0072+0 align=2 words (r13.1)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0076 (86)  rf=r size=32 type=uw alias=V0066+0 align=16 words (r12.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (88)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0078 (89)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0079 (90)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0080 (91)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r14.0)
//.declare V0081 (92)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r20.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0083 (94)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P03 (98)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0088 (100)  rf=r size=4 type=d align=2 words (r13.2)
//.declare V0089 (101)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0090 (102)  rf=r size=64 type=d alias=V0089+0 align=16 words (r30.0)
//.declare V0091 (103)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0092 (104)  rf=r size=16 type=ud align=2 words (r13.3)
//.declare V0093 (105)  rf=r size=8 type=ud align=2 words (r33.0)
//.declare V0094 (106)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0095 (107)  rf=r size=4 type=d align=2 words (r13.7)
//.declare P04 (108)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0096 (109)  rf=r size=2 type=uw align=1 words (r33.4)
//.declare V0097 (110)  rf=r size=2 type=uw align=2 words (r33.6)
//.declare V0098 (111)  rf=r size=4 type=d align=2 words (r33.4)
//.declare V0099 (112)  rf=r size=4 type=d align=2 words (r33.5)
//.declare V0100 (113)  rf=r size=4 type=ud alias=V0098+0 align=2 words (r33.4)
//.declare V0101 (114)  rf=r size=4 type=ud alias=V0099+0 align=2 words (r33.5)
//.declare V0103 (116)  rf=r size=4 type=uw alias=V0099+0 align=2 words (r33.10)
//.declare V0104 (117)  rf=r size=2 type=uw align=16 words (r36.0)
//.declare A00 (118)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0105 (119)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0106 (120)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (121)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0105    | :uq      |      8 | r5       | general    |
// | V0106    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d                       // $2
        add (16|M0)              r6.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     2:w                                 // $6
        send (16|M0)             r10:w    r8      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        cmp (16|M0)   (gt)f1.1   null<1>:d     r10.0<8;8,1>:ud   0xA:uw                              // $9
(W)     mov (1|M0)               r3.1<1>:d     f1.1<0;1,0>:uw                                        // $10
(W)     and (1|M0)               r3.1<1>:d     sr0.2<0;1,0>:ud   r3.1<0;1,0>:d                       // $11
(W)     shl (1|M0)               r3.4<1>:d     r3.1<0;1,0>:d     16:w                                // $16
(W)     mov (1|M0)               f1.0<2>:uw    0xFFFFFFFF:ud                                         // $26
(W)     bfrev (1|M0)             r3.2<1>:d     r3.1<0;1,0>:d                                         // $12
(W)     mov (8|M0)               r12.0<1>:w    0x76543210:v                                          // $22
(W)     lzd (1|M0)               r3.5<1>:ud    r3.4<0;1,0>:ud                                        // $17
(W)     cbit (1|M0)              r5.2<1>:ud    r3.4<0;1,0>:ud                                        // $24
(W)     lzd (1|M0)               r3.3<1>:ud    r3.2<0;1,0>:ud                                        // $13
(W)     mov (1|M0)               r5.7<1>:d     f1.0<0;1,0>:uw                                        // $27
(W)     add (8|M0)               r12.8<1>:w    r12.0<8;8,1>:w    8:w                                 // $23
(W)     not (1|M0)               r3.6<1>:d     r3.5<0;1,0>:d                                         // $18
(W)     add (1|M0)               r3.7<1>:d     r3.6<0;1,0>:d     16:w                                // $19
(W)     mul (1|M0)               r5.0<1>:d     r3.7<0;1,0>:d     3:w                                 // $20
(W)     add (1|M0)               r5.1<1>:d     r3.3<0;1,0>:d     r5.0<0;1,0>:d                       // $21
(W)     add (1|M0)               r5.3<1>:d     r5.1<0;1,0>:d     r5.2<0;1,0>:d                       // $25
(W)     and (1|M0)               r5.7<1>:d     sr0.2<0;1,0>:ud   r5.7<0;1,0>:d                       // $28
(W)     bfrev (1|M0)             r13.0<1>:d    r5.7<0;1,0>:d                                         // $29
        not (16|M0)              r14.0<1>:d    r12.0<16;16,1>:uw                                     // $35
(W)     mov (16|M0)              r24.0<1>:d    0:w                                                   // $41
(W)     mov (8|M0)               r26.0<2>:d    r10.1<2;1,0>:d                                        // $46
(W)     lzd (1|M0)               r13.1<1>:ud   r13.0<0;1,0>:ud                                       // $30
        mov (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $42
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    16:w                                // $36
(W)     mov (8|M0)               r26.1<2>:d    r10.0<2;1,0>:d                                        // $47
        and (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    1:w                                 // $50
        cmp (16|M0)   (eq)f0.1   r16.0<1>:d    r13.1<0;1,0>:d    r12.0<16;16,1>:uw                   // $32
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    31:w                                // $37
(W)     add (8|M0)               r24.0<1>:d    r24.0<2;1,0>:d    r24.1<2;1,0>:d                      // $43
        and (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    100:w                               // $33
        shl (16|M0)              r14.0<1>:d    r3.4<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}        // $38
(W)     add (16|M0)              r22.0<1>:d    r24.0<2;4,0>:d    r24.1<2;4,0>:d                      // $44
        add (16|M0)              r18.0<1>:d    r5.3<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}        // $34
        cbit (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $39
        add (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $40
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $45
        add (16|M0)              r28.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $49
(~f0.0) if (16|M0)                           _sg_ballot_k0_0_cf  _sg_ballot_k0_0_cf                  // $52
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
(W)     mov (16|M0)              r30.0<1>:ud   0x0:uw                                                // $54
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $62
        mov (16|M0)              r30.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $55
        cmp (16|M0)   (eq)f0.0   null<1>:w     r33.4<0;1,0>:uw   r33.4<0;1,0>:uw                     // $63
(W)     xor (8|M0)               r32.0<1>:ud   r30.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $56
(W)     mov (1|M0)               r33.6<1>:uw   f0.0<0;1,0>:uw                                        // $64
(W)     xor (4|M0)               r13.3<1>:ud   r32.0<4;4,1>:ud   r32.4<4;4,1>:ud                     // $57
(W)     mov (1|M0)               r13.7<1>:d    r33.6<0;1,0>:uw                                       // $65
(W)     xor (2|M0)               r33.0<1>:ud   r13.3<2;2,1>:ud   r13.5<2;2,1>:ud                     // $58
(W)     bfrev (1|M0)             r33.4<1>:d    r13.7<0;1,0>:d                                        // $66
(W)     xor (1|M0)               r13.2<1>:d    r33.0<0;1,0>:ud   r33.1<0;1,0>:ud                     // $59
(W)     lzd (1|M0)               r33.5<1>:ud   r33.4<0;1,0>:ud                                       // $67
        add (16|M0)              r34.0<1>:d    r28.0<8;8,1>:d    r13.2<0;1,0>:d   {Compacted}        // $60
(W)     shl (1|M0)               r36.0<1>:uw   r33.10<0;1,0>:uw  0x2:uw                              // $68
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r10.0<0;1,0>:d   {Compacted}        // $61
(W)     add (1|M0)               a0.0<1>:uw    r36.0<0;1,0>:uw   0x140:uw                            // $69
        add (16|M0)              r28.0<1>:d    r34.0<8;8,1>:d    r[a0.0]<0;1,0>:d                    // $71
// B002: Preds:{B001, B000},  Succs:{B003}
_sg_ballot_k0_0_cf:
        endif (16|M0)                        _0_004                                                  // $52
// B003: Preds:{B002},  Succs:{}
_0_004:
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}          // $75
        sends (16|M0)            null:w   r8      r28     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $74
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $75
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
