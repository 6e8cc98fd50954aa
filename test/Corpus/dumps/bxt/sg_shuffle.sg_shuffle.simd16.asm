//.kernel sg_shuffle
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 80
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r7.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r7.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0049 (57)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0051 (59)  rf=r size=32 type=w align=16 words (r16.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r5.3)
//.declare P01 (63)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0056 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (67)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (69)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r17.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0064 (73)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0065 (74)  rf=r size=4 type=ud alias=V0063+0 align=2 words (r5.7)
//.declare V0066 (75)  rf=r size=4 type=d align=2 words (r6.4)
//.declare V0067 (76)  rf=r size=4 type=ud alias=V0064+0 align=2 words (r6.3)
//.declare V0068 (77)  rf=r size=4 type=d align=2 words (r6.5)
//.declare P02 (78)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r19.0)
//.declare V0070 (80)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r6.5)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0072 (82)  rf=r size=16 type=b align=16 words (r23.0)
//.declare V0074 (84)  rf=r size=16 type=ub alias=V0072+0 align=16 words (r23.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0078 (88)  rf=r size=64 type=uw alias=V0076+0 align=16 words (r24.0)
//.declare V0079 (89)  rf=r size=32 type=uw align=16 words (r28.0)
//.declare A00 (90)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0080 (91)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0081 (92)  rf=r size=128 type=d align=16 words (r31.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0083 (94)  rf=r size=128 type=d align=16 words (r37.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0088 (99)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0089 (100)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0090 (101)  rf=r size=4 type=d align=2 words (r6.6)
//.declare V0091 (102)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0092 (103)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (104)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (105)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (106)  rf=r size=32 type=b alias=V0051+0 align=16 words (r16.0)
//.declare  (107)  rf=r size=64 type=b alias=V0071+0 align=16 words (r21.0)
//.declare  (108)  rf=r size=32 type=w align=16 words (r51.0)
//.declare  (109)  rf=r size=32 type=b alias=+0 align=16 words (r51.0)
//.declare  (110)  rf=r size=32 type=b align=16 words (r52.0)
//.declare  (111)  rf=r size=64 type=ub align=16 words (r53.0)
//.declare  (112)  rf=r size=32 type=ud align=16 words (r55.0)
//.declare  (113)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare  (114)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare  (116)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare  (117)  rf=r size=32 type=d align=16 words (r60.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0091    | :uq      |      8 | r5       | general    |
// | V0092    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r8.0<1>:d     r1.0<16;16,1>:uw                                      // $3
(W)     mul (1|M0)               r5.1<1>:d     r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $11
(W)     mov (8|M0)               r16.0<1>:w    0x76543210:v                                          // $9
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}        // $4
(W)     mul (1|M0)               r5.2<1>:d     r5.1<0;1,0>:d     r5.6<0;1,0>:d                       // $12
(W)     add (8|M0)               r16.8<1>:w    r16.0<8;8,1>:w    8:w                                 // $10
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $5
(W)     and (1|M0)               r5.3<1>:d     r5.2<0;1,0>:d     15:w                                // $13
        shl (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $6
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r5.3<0;1,0>:d     0:w                                 // $14
        send (16|M0)             r14:w    r12     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
(W&f1.0) jmpi                                _0_007                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r17.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $18
(W)     add (1|M0)               r5.7<1>:d     r5.2<0;1,0>:d     15:w                                // $27
        add (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r6.3<1>:d     r5.7<0;1,0>:ud    3:w                                 // $28
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r17.0<2;1,0>:uw                     // $21
(W)     shr (1|M0)               r6.4<1>:d     r6.3<0;1,0>:ud    0x1:uw                              // $29
        mach (8|M0)              null<1>:d     r5.4<0;1,0>:d     r17.0<8;8,1>:d   {AccWrEn,Compacted} // $22
(W)     add (1|M0)               r6.5<1>:d     r6.4<0;1,0>:d     -1:w                                // $30
        mov (8|M0)               r17.0<1>:d    acc0.0<8;8,1>:d                                       // $22
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r18.0<2;1,0>:uw                     // $21
        mach (8|M8)              null<1>:d     r5.4<0;1,0>:d     r18.0<8;8,1>:d   {AccWrEn,Compacted} // $22
        mov (8|M8)               r18.0<1>:d    acc0.0<8;8,1>:d                                       // $22
        add (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $22
        shr (16|M0)              r17.0<1>:d    r17.0<8;8,1>:ud   3:w                                 // $24
        shr (16|M0)              r19.0<1>:d    r17.0<8;8,1>:ud   0x1:uw                              // $25
        cmp (16|M0)   (lt)f0.1   null<1>:d     r19.0<8;8,1>:ud   r6.5<0;1,0>:ud                      // $31
(~f0.1) goto (16|M0)                         _0_007            _0_007                                // $32
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $35
        mov (16|M0)              r21.0<1>:d    r5.3<0;1,0>:d                    {Compacted}          // $34
(f0.0)  goto (16|M0)                         _0_007            _sg_shuffle_k0_0_cf                   // $35
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_shuffle_k0_0_cf                                     // 
L520:
        mov (16|M0)              r21.0<1>:d    16:w                                                  // $37
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_shuffle_k0_0_cf:
        join (16|M0)                         _sg_shuffle_k0_0_cf                                     // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        mul (16|M0)              r51.0<1>:w    r16.0<2;1,0>:b    3:w                                 // $40
        mov (8|M0)               r56.0<1>:ud   r21.0<4;1,0>:ub                                       // $73
        mov (8|M8)               r59.0<1>:ud   r22.0<4;1,0>:ub                                       // $43
        mov (16|M0)              r23.0<1>:b    r51.0<2;1,0>:b                                        // $40
        add (16|M0)              r52.0<2>:b    r23.0<8;8,1>:b    1:w                                 // $41
        mov (16|M0)              r23.0<1>:b    r52.0<2;1,0>:b                                        // $41
        mov (8|M0)               r55.0<1>:ud   r23.0<8;8,1>:ub                                       // $73
        mov (8|M8)               r58.0<1>:ud   r23.8<8;8,1>:ub                                       // $43
        math.irem (8|M0)         r57.0<1>:d    r55.0<8;8,1>:ud   r56.0<8;8,1>:ud                     // $73
        math.irem (8|M8)         r60.0<1>:d    r58.0<8;8,1>:ud   r59.0<8;8,1>:ud                     // $43
        mov (8|M0)               r53.0<4>:ub   r57.0<8;8,1>:d                                        // $73
        mov (8|M8)               r54.0<4>:ub   r60.0<8;8,1>:d                                        // $43
        mov (16|M0)              r23.0<1>:ub   r53.0<4;1,0>:ub                                       // $43
        mov (16|M0)              r24.0<1>:d    r23.0<8;8,1>:ub                                       // $44
        shl (16|M0)              r28.0<1>:uw   r24.0<2;1,0>:uw   0x2:uw                              // $45
        add (16|M0)              a0.0<1>:uw    r28.0<16;16,1>:uw  0x1C0:uw                           // $46
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                                        // $47
(W)     mov (16|M0)              r31.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $48
(W)     mov (16|M0)              r33.0<1>:d    r26.0<8;8,1>:d                   {Compacted}          // $49
(W)     mov (16|M0)              r37.0<1>:d    r26.0<8;8,1>:d                   {Compacted}          // $52
(W)     mov (16|M0)              r39.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $53
        mov (8|M0)               r29.0<1>:d    r31.2<2;2,1>:d                                        // $50
        mov (8|M0)               r30.0<1>:d    r32.2<2;2,1>:d                                        // $51
(W)     mov (8|M0)               r41.0<2>:d    r14.1<2;1,0>:d                                        // $56
(W)     mul (1|M0)               r6.6<1>:d     r14.2<0;1,0>:d    11:w                                // $69
(W)     mov (8|M0)               r41.1<2>:d    r14.0<2;1,0>:d                                        // $57
        mov (8|M0)               r35.0<1>:d    r38.7<1;1,0>:d                                        // $54
        mov (8|M0)               r36.0<1>:d    r39.7<1;1,0>:d                                        // $55
(W)     mov (8|M0)               r127.0<1>:ud  r7.0<8;8,1>:ud                   {Compacted}          // $73
        mul (16|M0)              r45.0<1>:d    r29.0<8;8,1>:d    3:w                                 // $63
(W)     mov (4|M0)               r43.0<1>:d    r41.4<4;4,1>:d                   {Compacted}          // $58
(W)     mov (4|M0)               r44.0<1>:d    r42.4<4;4,1>:d                   {Compacted}          // $60
(W)     mov (4|M0)               r43.4<1>:d    r41.0<4;4,1>:d                   {Compacted}          // $59
(W)     mov (4|M0)               r44.4<1>:d    r42.0<4;4,1>:d                   {Compacted}          // $61
        mul (16|M0)              r47.0<1>:d    r35.0<8;8,1>:d    5:w                                 // $65
        add (16|M0)              r45.0<1>:d    r26.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $64
        mul (16|M0)              r49.0<1>:d    r43.0<8;8,1>:d    7:w                                 // $67
        add (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}        // $66
        add (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted}        // $68
        add (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r6.6<0;1,0>:d    {Compacted}        // $70
        sends (16|M0)            null:w   r12     r45     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $72
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $73
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
