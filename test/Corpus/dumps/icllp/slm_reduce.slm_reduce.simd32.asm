//.kernel slm_reduce
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 89
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
//.declare  (115)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (116)  rf=r size=64 type=f align=16 words (r22.0)
//.declare  (117)  rf=r size=64 type=f align=16 words (r24.0)
//.declare  (118)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (119)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (120)  rf=r size=64 type=f align=16 words (r22.0)
//.declare  (121)  rf=r size=64 type=f align=16 words (r42.0)
//.declare  (122)  rf=r size=64 type=f align=16 words (r45.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw                      // $2
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $3
        shl (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $15
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $16
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}        // $5
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d                      // $6
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        sends (16|M0)            null:w   r20     r16     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $17
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $18
(W)     send (8|M0)              r8       r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $19
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $20
(W)     and (8|M0)               r24.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $20
(W)     send (1|M0)              null     r24:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $20
(W)     wait                                 n0.0<0;1,0>:ud                                          // $20
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $21
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $22
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $23
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $23
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $23
(W&f0.0) jmpi                                _0_013                                                  // $23
// B001: Preds:{B000},  Succs:{B002}
_0_014:
        mov (16|M0)              r25.0<1>:d    r1.0<16;16,1>:uw                                      // $26
        mov (16|M16)             r27.0<1>:d    r2.0<16;16,1>:uw                                      // $27
(W)     shr (1|M0)               r4.1<1>:d     r9.0<0;1,0>:ud    1:w                                 // $25
(W)     mov (1|M0)               r4.2<1>:f     0x0:f                                                 //  (0x00000000:f); $28
// B002: Preds:{B006, B001},  Succs:{B003, B004}
_0_015:
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r27.0<8;8,1>:ud                     // $31
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.1<0;1,0>:ud    r25.0<8;8,1>:ud                     // $30
        cmp (16|M16)  (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw                              // $38
(W)     mov (1|M0)               r4.10<1>:hf   0x1:hf                                                // $39
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $34
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $32
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r4.10<0;1,0>:uw   0x0:uw                              // $39
(f1.0)  sel (16|M16)             r47.0<1>:uw   r4.10<0;1,0>:uw   0x0:uw                              // $39
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw                              // $36
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r47.0<16;16,1>:uw                 // $39
(f0.0)  if (32|M0)                           _0_016            _0_016                                // $40
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_017:
        add (16|M0)              r29.0<1>:d    r4.1<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}        // $42
        add (16|M16)             r31.0<1>:d    r4.1<0;1,0>:d     r10.0<8;8,1>:d                      // $43
        send (16|M0)             r37:w    r20:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $48
        send (16|M16)            r39:w    r22:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $49
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w                                 // $44
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    2:w                                 // $45
        send (16|M0)             r33:w    r29:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $46
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $47
        send (16|M16)            r35:w    r31:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $47
        add (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    r33.0<8;8,1>:f   {Compacted}        // $50
        add (16|M16)             r39.0<1>:f    r39.0<8;8,1>:f    r35.0<8;8,1>:f                      // $51
        sends (16|M0)            null:w   r20     r37     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $52
        sends (16|M16)           null:w   r22     r39     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $53
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // 
// B004: Preds:{B003, B002},  Succs:{B005, B007}
_0_016:
        endif (32|M0)                        L864                                                    // $40
L864:
(W)     send (8|M0)              r41      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $55
(W)     mov (8|M0)               null<1>:ud    r41.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $56
(W)     and (8|M0)               r42.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $56
(W)     send (1|M0)              null     r42:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $56
(W)     wait                                 n0.0<0;1,0>:ud                                          // $56
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw                              // $58
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw                              // $57
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $61
(W)     mov (1|M0)               r4.11<1>:uw   f0.1<0;1,0>:uw                                        // $62
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w                                 // $59
(W)     and (1|M16)              f1.1<1>:uw    f1.1<0;1,0>:uw    r4.11<0;1,0>:uw                     // $62
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $63
(f1.0)  break (32|M0)                        _slm_reduce_k0_1_cf  _slm_reduce_k0_1_cf                // $63
// B005: Preds:{B004},  Succs:{B006}
_0_018:
(W)     shl (1|M0)               r4.3<1>:d     r4.2<0;1,0>:d     31:w                                // $66
(W)     shr (1|M0)               r4.4<1>:d     r4.1<0;1,0>:ud    1:w                                 // $67
(W)     shr (1|M0)               r4.2<1>:d     r4.2<0;1,0>:ud    1:w                                 // $65
(W)     or (1|M0)                r4.1<1>:d     r4.4<0;1,0>:d     r4.3<0;1,0>:d                       // $68
// B006: Preds:{B005},  Succs:{B002}
_slm_reduce_k0_1_cf:
        while (32|M0)                        _0_015                                                  // $70
// B007: Preds:{B004, B000},  Succs:{B008, B009}
_0_013:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $72
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $73
(f1.0)  if (32|M0)                           _slm_reduce_k0_0_cf  _slm_reduce_k0_0_cf                // $74
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
(W)     mov (1|M0)               r44.0<1>:f    0x0:f                                                 //  (0x00000000:f); $76
(W)     shl (1|M0)               r45.0<1>:d    r3.1<0;1,0>:d     2:w                                 // $78
(W)     send (1|M0)              r43      r44:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $77
(W)     sends (1|M0)             null:ud  r45     r43     0x4A            0x02030801           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $80
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}          // 
// B009: Preds:{B008, B007},  Succs:{B010}
_slm_reduce_k0_0_cf:
        endif (32|M0)                        _0_019                                                  // $74
// B010: Preds:{B009},  Succs:{}
_0_019:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $82
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $82
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
