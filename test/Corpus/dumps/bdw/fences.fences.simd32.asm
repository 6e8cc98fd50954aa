//.kernel fences
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 67
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.6)
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
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (66)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare  (67)  rf=r size=128 type=ud align=16 words (r26.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0058 (69)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0059 (70)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0060 (71)  rf=r size=32 type=w align=16 words (r34.0)
//.declare V0061 (72)  rf=r size=32 type=w align=16 words (r35.0)
//.declare V0064 (75)  rf=r size=32 type=uw alias=V0060+0 align=16 words (r34.0)
//.declare V0065 (76)  rf=r size=32 type=uw alias=V0061+0 align=16 words (r35.0)
//.declare  (77)  rf=r size=128 type=ud align=16 words (r36.0)
//.declare  (78)  rf=r size=128 type=ud align=16 words (r40.0)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare  (80)  rf=r size=32 type=ud align=16 words (r45.0)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r46.0)
//.declare P01 (82)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (83)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0066 (84)  rf=r size=32 type=w align=16 words (r47.0)
//.declare V0067 (85)  rf=r size=32 type=w align=16 words (r48.0)
//.declare V0068 (86)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0069 (87)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0070 (88)  rf=r size=32 type=uw alias=V0066+0 align=16 words (r47.0)
//.declare V0071 (89)  rf=r size=32 type=uw alias=V0067+0 align=16 words (r48.0)
//.declare V0072 (90)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r49.0)
//.declare V0073 (91)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r51.0)
//.declare V0074 (92)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r8.4)
//.declare V0075 (93)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0076 (94)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0077 (95)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r53.0)
//.declare V0078 (96)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r55.0)
//.declare V0079 (97)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0080 (98)  rf=r size=64 type=d align=16 words (r59.0)
//.declare  (99)  rf=r size=128 type=ud align=16 words (r61.0)
//.declare  (100)  rf=r size=128 type=ud align=16 words (r65.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare V0081 (102)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0082 (103)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (104)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (105)  rf=r size=32 type=ud align=16 words (r70.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r71.0)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r72.0)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r73.0)

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
// | V0081    | :uq      |      8 | r8       | general    |
// | V0082    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B004}
_main:
(W)     and (8|M0)               r46.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $4
        and (16|M0)              r3.0<1>:w     r1.0<16;16,1>:w   255:w                               // $2
        and (16|M16)             r4.0<1>:w     r2.0<16;16,1>:w   255:w                               // $3
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $10
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $11
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $12
        send (16|M0)             r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        mov (16|M0)              r22.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $20
        send (16|M16)            r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        mov (16|M16)             r26.0<1>:ud   r16.0<8;8,1>:ud                                       // $22
        add (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $17
        add (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $18
        send (16|M0)             null:w   r22:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $20
        send (16|M16)            null:w   r26:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $22
(W)     send (8|M0)              r6       r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $23
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $25
        send (16|M0)             r30:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $25
        shl (16|M0)              r34.0<1>:w    r3.0<16;16,1>:w   2:w                                 // $28
        send (16|M16)            r32:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $27
        shl (16|M16)             r35.0<1>:w    r4.0<16;16,1>:w   2:w                                 // $29
        mov (16|M0)              r36.0<1>:ud   r34.0<16;16,1>:uw                                     // $30
        mov (16|M16)             r40.0<1>:ud   r35.0<16;16,1>:uw                                     // $31
        mov (16|M0)              r38.0<1>:d    r30.0<8;8,1>:d                   {Compacted}          // $32
        mov (16|M16)             r42.0<1>:d    r32.0<8;8,1>:d                                        // $33
        send (16|M0)             null:w   r36:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $32
        send (16|M16)            null:w   r40:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $33
(W)     send (8|M0)              r44      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $35
(W)     mov (8|M0)               null<1>:ud    r44.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $36
(W)     send (8|M0)              r45      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $37
(W)     mov (8|M0)               null<1>:ud    r45.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $38
(W)     send (1|M0)              null     r46:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $38
(W)     wait                                 n0.0<0;1,0>:ud                                          // $38
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                                         // $39
(~f0.0) if (32|M0)                           _0_007            _fences_k0_1_cf                       // $40
// B001: Preds:{B000},  Succs:{B002}
_fences_k0_4_preHeader:
_0_008:
// B002: [inDivergent],  Preds:{B001, B002},  Succs:{B003, B002}
(W)     mov (1|M0)               f1.0<1>:ud    0xFFFFFFFF:ud                                         // $42
(~f1.0) while (32|M0)                        _fences_k0_4_preHeader                                  // $43
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_fences_k0_2_cf:
        else (32|M0)                         _fences_k0_1_cf   _fences_k0_1_cf                       // $40
// B004: [inDivergent],  Preds:{B000},  Succs:{B005}
_0_007:
        add (16|M0)              r47.0<1>:w    r3.0<16;16,1>:w   3:w                                 // $46
        add (16|M16)             r48.0<1>:w    r4.0<16;16,1>:w   3:w                                 // $47
        mov (8|M0)               r70.0<1>:ud   r47.0<8;8,1>:uw                                       // $63
        mov (8|M8)               r71.0<1>:ud   r47.8<8;8,1>:uw                                       // $50
        mov (8|M16)              r72.0<1>:ud   r48.0<8;8,1>:uw                                       // $63
        mov (8|M24)              r73.0<1>:ud   r48.8<8;8,1>:uw                                       // $51
        math.irem (8|M0)         r49.0<1>:ud   r70.0<8;8,1>:ud   r8.4<0;1,0>:ud   {Compacted}        // $63
        math.irem (8|M8)         r50.0<1>:ud   r71.0<8;8,1>:ud   r8.4<0;1,0>:ud   {Compacted}        // $50
        math.irem (8|M16)        r51.0<1>:ud   r72.0<8;8,1>:ud   r8.4<0;1,0>:ud                      // $63
        math.irem (8|M24)        r52.0<1>:ud   r73.0<8;8,1>:ud   r8.4<0;1,0>:ud                      // $51
        shl (16|M0)              r53.0<1>:d    r49.0<8;8,1>:d    2:w                                 // $52
        shl (16|M16)             r55.0<1>:d    r51.0<8;8,1>:d    2:w                                 // $53
// B005: Preds:{B004, B003},  Succs:{B006}
_fences_k0_1_cf:
        endif (32|M0)                        _0_009                                                  // $40
// B006: Preds:{B005},  Succs:{}
_0_009:
        send (16|M0)             r57:w    r53:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $55
        mov (16|M0)              r61.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $58
        send (16|M16)            r59:w    r55:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $56
        mov (16|M16)             r65.0<1>:ud   r16.0<8;8,1>:ud                                       // $60
        mov (16|M0)              r63.0<1>:d    r57.0<8;8,1>:d                   {Compacted}          // $58
        mov (16|M16)             r67.0<1>:d    r59.0<8;8,1>:d                                        // $60
        send (16|M0)             null:w   r61:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $58
        send (16|M16)            null:w   r65:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $60
(W)     send (8|M0)              r69      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $62
(W)     mov (8|M0)               null<1>:ud    r69.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $63
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $63
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $63
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
