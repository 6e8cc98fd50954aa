//.kernel fences
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 74
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0062 (71)  rf=r size=32 type=w align=16 words (r27.0)
//.declare V0063 (72)  rf=r size=32 type=w align=16 words (r28.0)
//.declare V0064 (73)  rf=r size=64 type=ud align=16 words (r29.0)
//.declare V0065 (74)  rf=r size=64 type=ud align=16 words (r31.0)
//.declare V0066 (75)  rf=r size=32 type=uw alias=V0062+0 align=16 words (r27.0)
//.declare V0067 (76)  rf=r size=32 type=uw alias=V0063+0 align=16 words (r28.0)
//.declare  (77)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare  (78)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare  (80)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare P01 (82)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (83)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0068 (84)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0069 (85)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0070 (86)  rf=r size=32 type=w align=16 words (r42.0)
//.declare V0071 (87)  rf=r size=32 type=w align=16 words (r43.0)
//.declare V0072 (88)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0073 (89)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0074 (90)  rf=r size=32 type=uw alias=V0070+0 align=16 words (r42.0)
//.declare V0075 (91)  rf=r size=32 type=uw alias=V0071+0 align=16 words (r43.0)
//.declare V0076 (92)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r44.0)
//.declare V0077 (93)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r46.0)
//.declare V0078 (94)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r8.4)
//.declare V0079 (95)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r38.0)
//.declare V0080 (96)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r40.0)
//.declare V0081 (97)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0082 (98)  rf=r size=64 type=d align=16 words (r50.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r52.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0083 (101)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0084 (102)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (104)  rf=r size=32 type=ud align=16 words (r54.0)
//.declare  (105)  rf=r size=32 type=ud align=16 words (r55.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare  (108)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (109)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (110)  rf=r size=64 type=f align=16 words (r29.0)
//.declare  (111)  rf=r size=64 type=f align=16 words (r31.0)
//.declare  (112)  rf=r size=64 type=f align=16 words (r37.0)

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
// | V0083    | :uq      |      8 | r8       | general    |
// | V0084    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B004}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw                      // $4
        and (16|M0)              r4.0<1>:w     r1.0<16;16,1>:w   255:w                               // $2
        and (16|M16)             r5.0<1>:w     r2.0<16;16,1>:w   255:w                               // $3
(W)     mach (1|M0)              r6.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $10
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $11
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $12
        send (16|M0)             r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $17
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $18
        sends (16|M0)            null:w   r14     r18     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $20
        sends (16|M16)           null:w   r16     r20     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $22
(W)     send (8|M0)              r22      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $23
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $25
        send (16|M0)             r23:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $25
        shl (16|M0)              r27.0<1>:w    r4.0<16;16,1>:w   2:w                                 // $28
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $27
        send (16|M16)            r25:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $27
        shl (16|M16)             r28.0<1>:w    r5.0<16;16,1>:w   2:w                                 // $29
        mov (16|M0)              r29.0<1>:ud   r27.0<16;16,1>:uw                                     // $30
        mov (16|M16)             r31.0<1>:ud   r28.0<16;16,1>:uw                                     // $31
        sends (16|M0)            null:w   r29     r23     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $32
        sends (16|M16)           null:w   r31     r25     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $33
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $34
(W)     send (8|M0)              r33      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $34
(W)     mov (8|M0)               null<1>:ud    r33.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $35
(W)     send (8|M0)              r34      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $35
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $36
(W)     send (8|M0)              r35      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $36
(W)     mov (8|M0)               null<1>:ud    r35.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $37
(W)     send (8|M0)              r36      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $37
(W)     mov (8|M0)               null<1>:ud    r36.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $38
(W)     and (8|M0)               r37.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $38
(W)     send (1|M0)              null     r37:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $38
(W)     wait                                 n0.0<0;1,0>:ud                                          // $38
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                                         // $39
(W)     mov (8|M0)               r29.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $40
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $40
(W)     mov (8|M0)               r37.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $40
(~f0.0) if (32|M0)                           _0_007            _fences_k0_0_cf                       // $40
// B001: Preds:{B000},  Succs:{B002}
_fences_k0_3_preHeader:
_0_008:
// B002: [inDivergent],  Preds:{B001, B002},  Succs:{B003, B002}
(W)     mov (1|M0)               f1.0<1>:ud    0xFFFFFFFF:ud                                         // $42
(~f1.0) while (32|M0)                        _fences_k0_3_preHeader                                  // $43
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_009:
        mov (16|M0)              r38.0<1>:f    0x0:f                                                 //  (0x00000000:f); $45
        mov (16|M16)             r40.0<1>:f    0x0:f                                                 //  (0x00000000:f); $46
        else (32|M0)                         _fences_k0_0_cf   _fences_k0_0_cf                       // $40
// B004: [inDivergent],  Preds:{B000},  Succs:{B005}
_0_007:
        add (16|M0)              r42.0<1>:w    r4.0<16;16,1>:w   3:w                                 // $49
        add (16|M16)             r43.0<1>:w    r5.0<16;16,1>:w   3:w                                 // $50
        mov (8|M0)               r54.0<1>:ud   r42.0<8;8,1>:uw                                       // $66
        mov (8|M8)               r55.0<1>:ud   r42.8<8;8,1>:uw                                       // $53
        mov (8|M16)              r56.0<1>:ud   r43.0<8;8,1>:uw                                       // $66
        mov (8|M24)              r57.0<1>:ud   r43.8<8;8,1>:uw                                       // $54
        math.irem (8|M0)         r44.0<1>:ud   r54.0<8;8,1>:ud   r8.4<0;1,0>:ud   {Compacted}        // $66
        math.irem (8|M8)         r45.0<1>:ud   r55.0<8;8,1>:ud   r8.4<0;1,0>:ud   {Compacted}        // $53
        math.irem (8|M16)        r46.0<1>:ud   r56.0<8;8,1>:ud   r8.4<0;1,0>:ud                      // $66
        math.irem (8|M24)        r47.0<1>:ud   r57.0<8;8,1>:ud   r8.4<0;1,0>:ud                      // $54
        shl (16|M0)              r38.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $55
        shl (16|M16)             r40.0<1>:d    r46.0<8;8,1>:d    2:w                                 // $56
// B005: Preds:{B003, B004},  Succs:{B006}
_fences_k0_0_cf:
        endif (32|M0)                        _0_010                                                  // $40
// B006: Preds:{B005},  Succs:{}
_0_010:
        send (16|M0)             r48:w    r38:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $58
        send (16|M16)            r50:w    r40:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $59
        sends (16|M0)            null:w   r14     r48     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $61
        sends (16|M16)           null:w   r16     r50     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $63
(W)     send (8|M0)              r52      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $64
(W)     mov (8|M0)               null<1>:ud    r52.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $65
(W)     send (8|M0)              r53      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $65
(W)     mov (8|M0)               null<1>:ud    r53.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $66
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $66
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $66
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
