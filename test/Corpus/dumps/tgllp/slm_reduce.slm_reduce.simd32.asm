//.kernel slm_reduce
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 125
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0060 (68)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r20.0)
//.declare V0061 (69)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r22.0)
//.declare  (70)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare P01 (72)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0062 (73)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r9.0)
//.declare V0063 (74)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0064 (75)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0065 (76)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0066 (77)  rf=r size=4 type=d align=2 words (r4.2)
//.declare P02 (78)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0067 (79)  rf=r size=4 type=ud alias=V0063+0 align=2 words (r4.1)
//.declare V0068 (80)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r25.0)
//.declare V0069 (81)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r27.0)
//.declare P03 (82)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (83)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0070 (84)  rf=r size=4 type=ud alias=V0066+0 align=2 words (r4.2)
//.declare V0071 (85)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0072 (86)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0073 (87)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r29.0)
//.declare V0074 (88)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r31.0)
//.declare V0075 (89)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0076 (90)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0077 (91)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0078 (92)  rf=r size=64 type=f align=16 words (r39.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare P05 (95)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (96)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0080 (98)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0081 (99)  rf=r size=4 type=d align=2 words (r4.4)
//.declare P07 (100)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0082 (101)  rf=r size=4 type=f align=16 words (r43.0)
//.declare V0083 (102)  rf=r size=4 type=ud align=16 words (r44.0)
//.declare V0084 (103)  rf=r size=4 type=ud alias=V0082+0 align=16 words (r43.0)
//.declare V0085 (104)  rf=r size=4 type=d align=16 words (r45.0)
//.declare V0086 (105)  rf=r size=4 type=ud alias=V0085+0 align=16 words (r45.0)
//.declare V0087 (106)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0088 (107)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0089 (108)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (110)  rf=r size=32 type=uw align=16 words (r46.0)
//.declare  (111)  rf=r size=32 type=uw align=16 words (r47.0)
//.declare  (112)  rf=r size=2 type=uw align=1 words (r4.10)
//.declare  (114)  rf=r size=2 type=uw align=1 words (r4.11)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare  (116)  rf=r size=32 type=ud align=16 words (r49.0)
//.declare  (117)  rf=r size=4 type=ud align=2 words (r4.6) Input_Output
//.declare  (118)  rf=r size=8 type=ud align=2 words (r9.6) Input_Output
//.declare  (119)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (120)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (121)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (122)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (123)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (124)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (125)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (126)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (127)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (128)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (129)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (130)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (131)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (132)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (133)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0087    | :ud      |      4 | r8       | general    |
// | V0088    | :uq      |      8 | r8+8     | general    |
// | V0089    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// | V0038    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B007}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d                       // $3
        shl (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@3}    // $15
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted,@2}     // $5
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted,@4}     // $6
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $9
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $12
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $14
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted}       // $16
        send.dc1 (16|M0)         null     r20     r16     0x80            0x04025EFE           {@7,$0} // wr:2+2, rd:0; untyped surface write with x // $17
        send.dc1 (16|M16)        null     r22     r18     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x // $18
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $19
(W)     and (8|M0)               r24.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $20
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $20
(W)     send.gtwy (1|M0)         null     r24     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier // $20
(W)     sync.bar                             null                                                    // $20
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $21
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $22
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $23
(~f0.0) if (32|M0)                           _0_013            _0_013                                // $23
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_014:
        mov (16|M0)              r25.0<1>:d    r1.0<16;16,1>:uw                                      // $26
        mov (16|M16)             r27.0<1>:d    r2.0<16;16,1>:uw                                      // $27
(W)     shr (1|M0)               r4.1<1>:d     r9.0<0;1,0>:ud    1:w               {Compacted}       // $25
(W)     mov (1|M0)               r4.2<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $28
// B002: [NoMaskWA],  [inDivergent],  Preds:{B006, B001},  Succs:{B003, B004}
_0_015:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.1<0;1,0>:ud    r25.0<8;8,1>:ud  {@2}               // $30
        cmp (16|M16)  (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw              {@2}            // $38
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $32
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r27.0<8;8,1>:ud  {@6}               // $31
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw                              // $36
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $34
(W)     mov (1|M0)               r9.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $39
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $39
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $39
(W&f0.0.any32h) mov (1|M0)       r4.10<1>:hf   0x1:hf                                                // $39
(W)     mov (1|M0)               f0.0<1>:ud    r9.6<0;1,0>:ud                   {@4}                 // $39
(f1.0)  sel (16|M16)             r47.0<1>:uw   r4.10<0;1,0>:uw   0x0:uw              {@2}            // $39
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r4.10<0;1,0>:uw   0x0:uw                              // $39
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r47.0<16;16,1>:uw {@2}            // $39
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $40
(f0.0)  if (32|M0)                           _0_016            _0_016                                // $40
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B004}
_0_017:
        add (16|M0)              r29.0<1>:d    r4.1<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}        // $42
        add (16|M16)             r31.0<1>:d    r4.1<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $43
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w               {Compacted,@2}    // $44
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@2}    // $45
        send.dc1 (16|M0)         r37      r20     null    0x0            0x04205EFE           {$7} // wr:2+0, rd:2; untyped surface read with x // $48
        send.dc1 (16|M16)        r39      r22     null    0x0            0x04205EFE           {$8} // wr:2+0, rd:2; untyped surface read with x // $49
        send.dc1 (16|M0)         r33      r29     null    0x0            0x04205EFE           {@2,$9} // wr:2+0, rd:2; untyped surface read with x // $46
        send.dc1 (16|M16)        r35      r31     null    0x0            0x04205EFE           {@1,$10} // wr:2+0, rd:2; untyped surface read with x // $47
        sync.nop                             null                             {Compacted,$9.dst}     // $50
        add (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    r33.0<8;8,1>:f   {Compacted,$7.dst} // $50
        sync.nop                             null                             {Compacted,$10.dst}    // $51
        add (16|M16)             r39.0<1>:f    r39.0<8;8,1>:f    r35.0<8;8,1>:f   {Compacted,$8.dst} // $51
        send.dc1 (16|M0)         null     r20     r37     0x80            0x04025EFE           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $52
        send.dc1 (16|M16)        null     r22     r39     0x80            0x04025EFE           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $53
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003, B002},  Succs:{B005, B007}
_0_016:
        endif (32|M0)                        L840                                                    // $40
L840:
(W)     mov (1|M0)               r9.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $55
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $55
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $55
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $55
(W)     mov (1|M0)               r9.7<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $55
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $55
(W&f1.0) send.dc0 (8|M0)         r41      r3      null    0x0            0x0219E0FE           {$11} // wr:1h+0, rd:1; synchronized SLM fence // $55
(W&f1.0) and (8|M0)              r42.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud              {$6.src} // $56
(W)     mov (8|M0)               null<1>:ud    r41.0<8;8,1>:ud                  {$11.dst}            //  memory fence commit; $56
(W&f1.0) send.gtwy (1|M0)        null     r42     null    0x0            0x02000004           {@2,$6} // wr:1+0, rd:0; signal barrier // $56
(W)     sync.bar                             null                                                    // $56
(W)     mov (1|M0)               r4.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $58
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw                              // $58
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.6<0;1,0>:ud                   {@2}                 // $57
(W)     mov (1|M0)               f1.0<1>:ud    r9.6<0;1,0>:ud                   {@7}                 // $57
(W)     mov (1|M0)               r9.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $57
(W)     mov (1|M0)               f0.0<1>:ud    r9.7<0;1,0>:ud                   {@7}                 // $57
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $57
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw                              // $57
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@2}                 // $61
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $61
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $61
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@2}                 // $62
(W)     mov (1|M0)               f0.0<1>:ud    r9.6<0;1,0>:ud                   {@7}                 // $62
(W)     mov (1|M0)               r9.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $62
(W)     mov (1|M0)               f1.0<1>:ud    r9.7<0;1,0>:ud                                        // $62
(W&f1.0) mov (1|M0)              r4.11<1>:uw   f0.1<0;1,0>:uw                                        // $62
(W)     mov (1|M0)               f1.0<1>:ud    r9.6<0;1,0>:ud                   {@3}                 // $59
(W)     mov (1|M0)               r9.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $59
(W)     mov (1|M0)               f0.0<1>:ud    r9.7<0;1,0>:ud                                        // $59
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $59
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud                       // $59
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $59
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@3}                 // $62
(W&f0.0) and (1|M16)             f1.1<1>:uw    f1.1<0;1,0>:uw    r4.11<0;1,0>:uw  {@7}               // $62
(W)     mov (1|M0)               f0.0<1>:ud    r9.6<0;1,0>:ud                   {@7}                 // $63
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $63
(f1.0)  break (32|M0)                        _slm_reduce_k0_2_cf  _slm_reduce_k0_2_cf                // $63
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B006}
_0_018:
(W)     mov (1|M0)               r9.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $66
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $66
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $66
(W&f0.0.any32h) shl (1|M0)       r4.3<1>:d     r4.2<0;1,0>:d     31:w                                // $66
(W&f0.0.any32h) shr (1|M0)       r4.4<1>:d     r4.1<0;1,0>:ud    1:w                                 // $67
(W&f0.0.any32h) shr (1|M0)       r4.2<1>:d     r4.2<0;1,0>:ud    1:w                                 // $65
(W&f0.0.any32h) or (1|M0)        r4.1<1>:d     r4.4<0;1,0>:d     r4.3<0;1,0>:d    {@2}               // $68
(W)     mov (1|M0)               f0.0<1>:ud    r9.6<0;1,0>:ud                   {@7}                 // 
// B006: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B002}
_slm_reduce_k0_2_cf:
        while (32|M0)                        _0_015                                                  // $70
// B007: Preds:{B000, B004},  Succs:{B008, B009}
_0_013:
        endif (32|M0)                        L1528                                                   // $23
L1528:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $72
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $73
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $74
(f1.0)  if (32|M0)                           _slm_reduce_k0_0_cf  _slm_reduce_k0_0_cf                // $74
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
(W)     mov (1|M0)               r44.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $76
(W)     shl (1|M0)               r45.0<1>:d    r3.1<0;1,0>:d     2:w               {Compacted}       // $78
(W)     send.dc0 (1|M0)          r43      r44     null    0x0            0x021108FE           {@2,$12} // wr:1+0, rd:1; byte gathering read 32b // $77
(W)     send.dc0 (1|M0)          null     r45     r43     0x40            0x02030801           {@1,$12} // wr:1+1, rd:0; byte scattering write 32b // $80
// B009: Preds:{B008, B007},  Succs:{B010}
_slm_reduce_k0_0_cf:
        endif (32|M0)                        _0_019                                                  // $74
// B010: Preds:{B009},  Succs:{}
_0_019:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $82
(W)     send.dc0 (8|M0)          r48      r3      null    0x0            0x0219E000           {$13} // wr:1h+0, rd:1; synchronized global fence flushing // $82
(W)     mov (8|M0)               null<1>:ud    r48.0<8;8,1>:ud                  {$13.dst}            //  memory fence commit; $82
(W)     send.dc0 (8|M0)          r49      r3      null    0x0            0x0219E0FE           {$14} // wr:1h+0, rd:1; synchronized SLM fence // $82
(W)     mov (8|M0)               null<1>:ud    r49.0<8;8,1>:ud                  {$14.dst}            //  memory fence commit; $82
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $82


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 145
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 1
//.accSubCandidateUse: 1
