//.kernel sg_shuffle
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 84
//.RA type	TRIVIAL_BC_RA

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
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0049 (57)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0051 (59)  rf=r size=32 type=w align=16 words (r14.0)
//.declare V0052 (60)  rf=r size=4 type=d align=16 words (r17.0)
//.declare V0053 (61)  rf=r size=4 type=d align=16 words (r18.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r5.1)
//.declare P01 (63)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0056 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0058 (67)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (69)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r19.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0064 (73)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0065 (74)  rf=r size=4 type=ud alias=V0063+0 align=2 words (r5.2)
//.declare V0066 (75)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0067 (76)  rf=r size=4 type=ud alias=V0064+0 align=2 words (r5.3)
//.declare V0068 (77)  rf=r size=4 type=d align=2 words (r6.3)
//.declare P02 (78)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r21.0)
//.declare V0070 (80)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r6.3)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0072 (82)  rf=r size=16 type=b align=16 words (r25.0)
//.declare V0074 (84)  rf=r size=16 type=ub alias=V0072+0 align=16 words (r25.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0078 (88)  rf=r size=64 type=uw alias=V0076+0 align=16 words (r26.0)
//.declare V0079 (89)  rf=r size=32 type=uw align=16 words (r28.0)
//.declare A00 (90)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0080 (91)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0081 (92)  rf=r size=128 type=d align=16 words (r34.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0083 (94)  rf=r size=128 type=d align=16 words (r41.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0088 (99)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0089 (100)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (102)  rf=r size=32 type=b alias=V0051+0 align=16 words (r14.0)
//.declare  (103)  rf=r size=64 type=b alias=V0071+0 align=16 words (r23.0)
//.declare  (104)  rf=r size=64 type=d align=16 words (r52.0)
//.declare  (105)  rf=r size=32 type=w align=16 words (r31.0)
//.declare  (106)  rf=r size=32 type=b alias=+0 align=16 words (r31.0)
//.declare  (107)  rf=r size=32 type=b align=16 words (r38.0)
//.declare  (108)  rf=r size=64 type=ub align=16 words (r54.0)
//.declare  (109)  rf=r size=16 type=uw align=16 words (r49.0)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare  (111)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare  (112)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (113)  rf=r size=16 type=uw align=16 words (r59.0)
//.declare  (114)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare  (116)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (117)  rf=r size=64 type=d align=32 words (r63.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare  (119)  rf=r size=8 type=ud align=2 words (r6.4) Input_Output
//.declare  (120)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (121)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (122)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (123)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0088    | :uq      |      8 | r5       | general    |
// | V0089    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r7.2<0;1,0>:uw   {Compacted,@1}     // $2
        mov (16|M0)              r8.0<1>:d     r1.0<16;16,1>:uw                                      // $3
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}        // $3
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r5.8<0;1,0>:uw                      // $11
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted,@2}     // $4
(W)     mach (1|M0)              r17.0<1>:d    r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $12
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@2}     // $5
(W)     mul (1|M0)               acc0.0<1>:d   r17.0<0;1,0>:d    r5.12<0;1,0>:uw  {Compacted,@2}     // $12
        shl (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $6
(W)     mach (1|M0)              r18.0<1>:d    r17.0<0;1,0>:d    r5.6<0;1,0>:d    {Compacted}        // $13
        send.dc1 (16|M0)         r15      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $8
(W)     and (1|M0)               r5.1<1>:d     r18.0<0;1,0>:d    15:w               {Compacted,@1}   // $13
(W)     mov (8|M0)               r14.0<1>:w    0x76543210:v                                          // $9
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     0:w               {@2}              // $14
(W)     add (8|M0)               r14.8<1>:w    r14.0<8;8,1>:w    8:w               {@2}              // $10
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $15
(f0.1)  goto (16|M0)                         _0_007            _0_007                                // $15
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r52.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $19
(W)     add (1|M0)               r5.2<1>:d     r18.0<0;1,0>:d    15:w               {Compacted}      // $26
        add (16|M0)              r19.0<1>:d    r52.0<8;8,1>:d    r2.0<16;16,1>:uw {@2}               // $20
(W)     shr (1|M0)               r5.3<1>:d     r5.2<0;1,0>:ud    3:w               {@2}              // $27
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r19.0<2;1,0>:uw  {Compacted,@2}     // $20
        mach (8|M0)              r19.0<1>:d    r5.4<0;1,0>:d     r19.0<8;8,1>:d   {Compacted}        // $20
(W)     mul (8|M8)               acc0.0<1>:d   r5.4<0;1,0>:d     r20.0<2;1,0>:uw                     // $20
        mach (8|M8)              r20.0<1>:d    r5.4<0;1,0>:d     r20.0<8;8,1>:d   {Compacted}        // $21
(W)     shr (1|M0)               r5.7<1>:d     r5.3<0;1,0>:ud    0x1:uw              {@5}            // $28
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@2}     // $21
(W)     add (1|M0)               r6.3<1>:d     r5.7<0;1,0>:d     -1:w               {@2}             // $29
        shr (16|M0)              r19.0<1>:d    r19.0<8;8,1>:ud   3:w               {Compacted,@2}    // $23
        shr (16|M0)              r21.0<1>:d    r19.0<8;8,1>:ud   0x1:uw              {@1}            // $24
        cmp (16|M0)   (lt)f0.0   null<1>:d     r21.0<8;8,1>:ud   r6.3<0;1,0>:ud   {@1}               // $30
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $31
(f0.0)  goto (16|M0)                         _0_007            _0_007                                // $31
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
        mov (16|M0)              r23.0<1>:f    r5.1<0;1,0>:f                    {Compacted}          // $33
        goto (16|M0)                         _0_007            _sg_shuffle_k0_0_cf                   // $34
// B003: [NoMaskWA],  [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_shuffle_k0_0_cf                                     // 
L504:
        mov (16|M0)              r23.0<1>:f    0x10:f                                                //  (0x00000010:f); $36
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_shuffle_k0_0_cf:
        join (16|M0)                         _0_010                                                  // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        mul (16|M0)              r31.0<1>:w    r14.0<2;1,0>:b    3:w                                 // $39
        mov (8|M0)               r49.0<1>:uw   r23.0<4;1,0>:ub                  {@3}                 // $68
        mov (16|M0)              r25.0<1>:b    r31.0<2;1,0>:b                   {@2}                 // $39
        add (16|M0)              r38.0<2>:b    r25.0<8;8,1>:b    1:w               {@1}              // $40
        mov (8|M8)               r59.0<1>:uw   r24.0<4;1,0>:ub                                       // $42
        mov (16|M0)              r25.0<1>:b    r38.0<2;1,0>:b                   {@2}                 // $40
        mov (8|M0)               r57.0<1>:ud   r49.0<8;8,1>:uw                  {@5}                 // $68
        mov (8|M8)               r61.0<1>:ud   r59.0<8;8,1>:uw                  {@3}                 // $42
        mov (8|M0)               r56.0<1>:ud   r25.0<8;8,1>:ub                  {@3}                 // $68
        mov (8|M8)               r60.0<1>:ud   r25.8<8;8,1>:ub                                       // $42
        math.irem (8|M0)         r58.0<1>:d    r56.0<8;8,1>:ud   r57.0<8;8,1>:ud  {@2,$1}            // $68
        math.irem (8|M8)         r62.0<1>:d    r60.0<8;8,1>:ud   r61.0<8;8,1>:ud  {@1,$2}            // $42
        mov (8|M0)               r54.0<4>:ub   r58.0<8;8,1>:d                   {$1.dst}             // $68
        mov (8|M8)               r55.0<4>:ub   r62.0<8;8,1>:d                   {$2.dst}             // $42
        mov (16|M0)              r25.0<1>:ub   r54.0<4;1,0>:ub                  {@1}                 // $42
        mov (16|M0)              r26.0<1>:d    r25.0<8;8,1>:ub                  {@1}                 // $43
        shl (16|M0)              r28.0<1>:uw   r26.0<2;1,0>:uw   0x2:uw              {Compacted,@1}  // $44
        add (16|M0)              a0.0<1>:uw    r28.0<16;16,1>:uw  0x1E0:uw             {@1}          // $45
        mov (16|M0)              r63.0<1>:d    r[a0.0]<1,0>:d                   {$0.dst}             // $46
        mov (16|M0)              r29.0<1>:f    r63.0<8;8,1>:f                   {Compacted,@1}       // $46
(W)     mov (16|M0)              r34.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $47
(W)     mov (16|M0)              r36.0<1>:f    r29.0<8;8,1>:f                   {Compacted,@2}       // $48
(W)     mov (16|M0)              r43.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $52
(W)     mov (16|M0)              r41.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $51
        mov (8|M0)               r32.0<1>:f    r34.2<2;2,1>:f                   {Compacted,@4}       // $49
        mov (8|M0)               r33.0<1>:f    r35.2<2;2,1>:f                   {Compacted,@4}       // $50
(W)     mov (8|M0)               r45.0<2>:f    r15.1<2;1,0>:f                   {Compacted}          // $55
        mov (8|M0)               r40.0<1>:f    r43.7<1;1,0>:f                   {Compacted,@5}       // $54
        mov (8|M0)               r39.0<1>:f    r42.7<1;1,0>:f                   {Compacted,@5}       // $53
(W)     mov (8|M0)               r45.1<2>:f    r15.0<2;1,0>:f                   {Compacted}          // $56
        mad (16|M0)              r50.0<1>:d    r29.0<8;1>:d      r32.0<8;1>:d      3:w               {@5} // $62
(W)     mov (4|M0)               r47.0<1>:f    r45.4<4;4,1>:f                   {@2}                 // $57
(W)     mov (4|M0)               r47.4<1>:f    r45.0<4;4,1>:f                                        // $58
(W)     mov (4|M0)               r48.0<1>:f    r46.4<4;4,1>:f                                        // $59
(W)     mov (4|M0)               r48.4<1>:f    r46.0<4;4,1>:f                                        // $60
        mad (16|M0)              r50.0<1>:d    r50.0<8;1>:d      r39.0<8;1>:d      5:w               {@5} // $63
        mad (16|M0)              r50.0<1>:d    r50.0<8;1>:d      r47.0<8;1>:d      7:w               {@1} // $64
        mad (16|M0)              r50.0<1>:d    r50.0<8;1>:d      r15.2<0;0>:d      11:w               {@1} // $65
        send.dc1 (16|M0)         null     r12     r50     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x // $67
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}          // $68
(W)     send.dc0 (8|M0)          r65      r7      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $68
(W)     mov (8|M0)               null<1>:ud    r65.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $68
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $68


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 111
//
//.RMWs: 3
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
