//.kernel slm_reduce
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 73
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r20.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r22.0)
//.declare  (68)  rf=r size=128 type=ud align=16 words (r24.0)
//.declare  (69)  rf=r size=128 type=ud align=16 words (r28.0)
//.declare  (70)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare P01 (71)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0060 (72)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r9.0)
//.declare V0061 (73)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0062 (74)  rf=r size=8 type=q align=4 words (r32.0)
//.declare V0063 (75)  rf=r size=4 type=ud alias=V0061+0 align=2 words (r8.0)
//.declare P02 (78)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0066 (79)  rf=r size=8 type=uq alias=V0062+0 align=4 words (r32.0)
//.declare V0070 (83)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0071 (84)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0072 (85)  rf=r size=64 type=ud alias=V0070+0 align=16 words (r33.0)
//.declare V0073 (86)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r35.0)
//.declare V0074 (87)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0075 (88)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0076 (89)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0077 (90)  rf=r size=64 type=f align=16 words (r43.0)
//.declare  (91)  rf=r size=128 type=ud align=16 words (r45.0)
//.declare  (92)  rf=r size=128 type=ud align=16 words (r49.0)
//.declare P03 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P04 (95)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0078 (96)  rf=r size=4 type=f align=16 words (r53.0)
//.declare V0079 (97)  rf=r size=4 type=ud align=16 words (r54.0)
//.declare V0080 (98)  rf=r size=4 type=ud alias=V0078+0 align=16 words (r53.0)
//.declare  (102)  rf=r size=96 type=ud align=16 words (r55.0)
//.declare V0083 (103)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare V0084 (104)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0085 (105)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (107)  rf=r size=4 type=d alias=V0062+0 align=2 words (r32.0)
//.declare  (108)  rf=r size=4 type=d alias=V0062+0 align=2 words (r32.0)
//.declare  (109)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (110)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (111)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (112)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (113)  rf=r size=64 type=uq alias=+0 align=16 words (r58.0)
//.declare  (114)  rf=r size=64 type=uq alias=+0 align=16 words (r60.0)
//.declare  (115)  rf=r size=64 type=uq alias=+0 align=16 words (r62.0)
//.declare  (116)  rf=r size=64 type=uq alias=+0 align=16 words (r64.0)

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
// | V0083    | :ud      |      4 | r8       | general    |
// | V0084    | :uq      |      8 | r8+8     | general    |
// | V0085    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// | V0038    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B007}
_main:
(W)     and (8|M0)               r6.0<1>:ud    r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r4.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                                      // $4
        add (16|M0)              r12.0<1>:d    r3.0<0;1,0>:d     r4.0<8;8,1>:d    {Compacted}        // $5
        add (16|M16)             r14.0<1>:d    r3.0<0;1,0>:d     r10.0<8;8,1>:d                      // $6
        shl (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $15
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $16
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r24.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}          // $17
        mov (16|M16)             r28.0<1>:ud   r22.0<8;8,1>:ud                                       // $18
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        mov (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $17
        mov (16|M16)             r30.0<1>:f    r18.0<8;8,1>:f                                        // $18
        send (16|M0)             null:w   r24:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $17
        send (16|M16)            null:w   r28:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $18
(W)     send (1|M0)              null     r6:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $20
(W)     wait                                 n0.0<0;1,0>:ud                                          // $20
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $21
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r9.0<0;1,0>:ud    0x2:uw                              // $22
(W&f1.0) jmpi                                _0_013                                                  // $23
// B001: Preds:{B000},  Succs:{B002}
_0_014:
(W)     shr (1|M0)               r8.0<1>:d     r9.0<0;1,0>:ud    1:w                                 // $25
        mov (8|M0)               r58.0<1>:q    r1.0<8;8,1>:uw                                        // $27
        mov (8|M8)               r60.0<1>:q    r1.8<8;8,1>:uw                                        // $27
        mov (8|M16)              r62.0<1>:q    r2.0<8;8,1>:uw                                        // $28
        mov (8|M24)              r64.0<1>:q    r2.8<8;8,1>:uw                                        // $28
(W)     mov (1|M0)               r32.0<1>:q    r8.0<0;1,0>:ud                                        // $26
// B002: Preds:{B006, B001},  Succs:{B003, B004}
_0_015:
        cmp (8|M0)    (gt)f1.0   null<1>:q     r32.0<0;1,0>:uq   r58.0<4;4,1>:uq                     // $30
        cmp (8|M8)    (gt)f1.0   null<1>:q     r32.0<0;1,0>:uq   r60.0<4;4,1>:uq                     // $30
        cmp (8|M16)   (gt)f1.0   null<1>:q     r32.0<0;1,0>:uq   r62.0<4;4,1>:uq                     // $31
        cmp (8|M24)   (gt)f1.0   null<1>:q     r32.0<0;1,0>:uq   r64.0<4;4,1>:uq                     // $31
(f1.0)  if (32|M0)                           _0_016            _0_016                                // $32
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_017:
        add (16|M0)              r33.0<1>:d    r32.0<0;1,0>:d    r4.0<8;8,1>:d    {Compacted}        // $35
        add (16|M16)             r35.0<1>:d    r32.0<0;1,0>:d    r10.0<8;8,1>:d                      // $36
        send (16|M0)             r41:w    r20:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $41
        mov (16|M0)              r45.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}          // $45
        shl (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    2:w                                 // $37
        shl (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    2:w                                 // $38
        send (16|M16)            r43:w    r22:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $42
        mov (16|M16)             r49.0<1>:ud   r22.0<8;8,1>:ud                                       // $46
        send (16|M0)             r37:w    r33:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $39
        send (16|M16)            r39:w    r35:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $40
        add (16|M0)              r47.0<1>:f    r41.0<8;8,1>:f    r37.0<8;8,1>:f   {Compacted}        // $43
        add (16|M16)             r51.0<1>:f    r43.0<8;8,1>:f    r39.0<8;8,1>:f                      // $44
        send (16|M0)             null:w   r45:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $45
        send (16|M16)            null:w   r49:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $46
// B004: Preds:{B003, B002},  Succs:{B005, B007}
_0_016:
        endif (32|M0)                        L768                                                    // $32
L768:
(W)     send (1|M0)              null     r6:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $49
(W)     wait                                 n0.0<0;1,0>:ud                                          // $49
(W)     cmp (8|M0)    (lt)f0.0   null<1>:q     r32.0<0;1,0>:uq   0x2:uw                              // $50
(W)     cmp (8|M8)    (lt)f0.0   null<1>:q     r32.0<0;1,0>:uq   0x2:uw                              // $50
(W)     cmp (8|M16)   (lt)f0.0   null<1>:q     r32.0<0;1,0>:uq   0x2:uw                              // $51
(W)     cmp (8|M24)   (lt)f0.0   null<1>:q     r32.0<0;1,0>:uq   0x2:uw                              // $51
(f0.0)  break (32|M0)                        _slm_reduce_k0_1_cf  _slm_reduce_k0_1_cf                // $52
// B005: Preds:{B004},  Succs:{B006}
_0_018:
(W)     shr (1|M0)               r32.0<1>:q    r32.0<0;1,0>:uq   1:w                                 // $54
// B006: Preds:{B005},  Succs:{B002}
_slm_reduce_k0_1_cf:
        while (32|M0)                        _0_015                                                  // $55
// B007: Preds:{B004, B000},  Succs:{B008, B009}
_0_013:
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $57
        cmp (16|M16)  (eq)f0.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $58
(f0.0)  if (32|M0)                           _slm_reduce_k0_0_cf  _slm_reduce_k0_0_cf                // $59
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
(W)     mov (1|M0)               r54.0<1>:ud   0x0:uw                                                // $61
(W)     shl (1|M0)               r56.0<1>:d    r0.1<0;1,0>:d     2:w                                 // $63
(W)     mov (8|M0)               r55.0<1>:ud   0x0:ud                              {Compacted}       // $65
(W)     send (1|M0)              r53      r54:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $62
(W)     mov (1|M0)               r57.0<1>:f    r53.0<0;1,0>:f                   {Compacted}          // $65
(W)     send (1|M0)              null     r55:f   0xA            0x060B0801           // wr:3h+0, rd:0; hdc.dc0; byte scattering write 32b // $65
// B009: Preds:{B008, B007},  Succs:{B010}
_slm_reduce_k0_0_cf:
        endif (32|M0)                        _0_019                                                  // $59
// B010: Preds:{B009},  Succs:{}
_0_019:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $67
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $67
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
