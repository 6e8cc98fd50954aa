//.kernel early_return
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 68
//.RA type	TRIVIAL_BC_RA

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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0035 (43)  rf=r size=4 type=f align=2 words (r8.5)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r125.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P01 (61)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0053 (62)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r123.0)
//.declare V0054 (63)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r10.0)
//.declare V0055 (64)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.4)
//.declare V0056 (65)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r121.0)
//.declare V0059 (68)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r12.0)
//.declare V0060 (69)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0061 (70)  rf=r size=64 type=f align=16 words (r117.0)
//.declare P02 (71)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (72)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0062 (73)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0063 (74)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0064 (75)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0065 (76)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0066 (77)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0067 (78)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0068 (79)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0069 (80)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0070 (81)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0071 (82)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0072 (83)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0073 (84)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0074 (85)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0075 (86)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0076 (87)  rf=r size=64 type=f align=16 words (r97.0)
//.declare  (90)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare  (91)  rf=r size=128 type=ud align=16 words (r93.0)
//.declare  (93)  rf=r size=128 type=ud align=16 words (r26.0)
//.declare  (95)  rf=r size=128 type=ud align=16 words (r89.0)
//.declare V0081 (96)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0082 (97)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0043    | :w x 16  |     32 | r4       | general    |
// | V0044    | :w x 16  |     32 | r5       | general    |
// | V0045    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0081    | :uq      |      8 | r8       | general    |
// | V0082    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0035    | :f       |      4 | r8+20    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B008}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r125.0<1>:d   r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r4.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r123.0<1>:d   r125.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        cmp (16|M0)   (lt)f0.0   null<1>:d     r123.0<8;8,1>:ud  r8.4<0;1,0>:ud                      // $9
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   r8.4<0;1,0>:ud                      // $10
(f0.0)  if (32|M0)                           _early_return_k0_0_cf  _early_return_k0_0_cf            // $11
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B006}
_0_009:
        shl (16|M0)              r121.0<1>:d   r123.0<8;8,1>:d   2:w                                 // $13
        shl (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $14
        send (16|M0)             r119:w   r121:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        send (16|M16)            r117:w   r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
        cmp (16|M0)   (lt)f1.0   null<1>:f     r119.0<8;8,1>:f   0x0:f                               // $19
        cmp (16|M16)  (lt)f1.0   null<1>:f     r117.0<8;8,1>:f   0x0:f                               // $20
(~f1.0) if (32|M0)                           _0_010            _early_return_k0_2_cf                 // $21
// B002: [inDivergent],  Preds:{B001},  Succs:{B003, B004}
_0_011:
        cmp (16|M0)   (gt)f0.0   null<1>:f     r119.0<8;8,1>:f   r8.5<0;1,0>:f    {Compacted}        // $23
        cmp (16|M16)  (gt)f0.0   null<1>:f     r117.0<8;8,1>:f   r8.5<0;1,0>:f                       // $24
(~f0.0) if (32|M0)                           _early_return_k0_1_cf  _early_return_k0_1_cf            // $25
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_012:
        add (16|M0)              r14.0<1>:f    r119.0<8;8,1>:f   0x3F800000:f                        // $27
        add (16|M16)             r115.0<1>:f   r117.0<8;8,1>:f   0x3F800000:f                        // $28
(W)     mov (1|M0)               r6.0<1>:f     0x3F000000:f                                          // $31
        mov (16|M0)              r22.0<1>:ud   r121.0<8;8,1>:ud                 {Compacted}          // $53
        math.fdiv (16|M0)        r14.0<1>:f    r119.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}        // $29
        nop                                                                                          // $55
        mov (16|M16)             r93.0<1>:ud   r12.0<8;8,1>:ud                                       // $55
        math.fdiv (16|M16)       r115.0<1>:f   r117.0<8;8,1>:f   r115.0<8;8,1>:f                     // $30
        nop                                                                                          // $32
        mad (16|M0)              r113.0<1>:f   r14.0<2;1>:f      r6.0<0;0>:f       r119.0<1>:f      {Compacted} // $32 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r111.0<1>:f   r115.0<2;1>:f     r6.0<0;0>:f       r117.0<1>:f      {Compacted} // $33 {0=OH, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r109.0<1>:f   r113.0<8;8,1>:f   0x3F800000:f                        // $34
        add (16|M16)             r16.0<1>:f    r111.0<8;8,1>:f   0x3F800000:f                        // $35
        math.fdiv (16|M0)        r109.0<1>:f   r119.0<8;8,1>:f   r109.0<8;8,1>:f  {Compacted}        // $36
        nop                                                                                          // $37
        math.fdiv (16|M16)       r16.0<1>:f    r117.0<8;8,1>:f   r16.0<8;8,1>:f                      // $37
        nop                                                                                          // $38
        mad (16|M0)              r107.0<1>:f   r109.0<2;1>:f     r6.0<0;0>:f       r113.0<1>:f      {Compacted} // $38 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r105.0<1>:f   r16.0<2;1>:f      r6.0<0;0>:f       r111.0<1>:f      {Compacted} // $39 {0=EL, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r18.0<1>:f    r107.0<8;8,1>:f   0x3F800000:f                        // $40
        add (16|M16)             r103.0<1>:f   r105.0<8;8,1>:f   0x3F800000:f                        // $41
        math.fdiv (16|M0)        r18.0<1>:f    r119.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}        // $42
        nop                                                                                          // $43
        math.fdiv (16|M16)       r103.0<1>:f   r117.0<8;8,1>:f   r103.0<8;8,1>:f                     // $43
        nop                                                                                          // $44
        mad (16|M0)              r101.0<1>:f   r18.0<2;1>:f      r6.0<0;0>:f       r107.0<1>:f      {Compacted} // $44 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r99.0<1>:f    r103.0<2;1>:f     r6.0<0;0>:f       r105.0<1>:f      {Compacted} // $45 {0=OH, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r20.0<1>:f    r101.0<8;8,1>:f   0x3F800000:f                        // $46
        add (16|M16)             r97.0<1>:f    r99.0<8;8,1>:f    0x3F800000:f                        // $47
        math.fdiv (16|M0)        r20.0<1>:f    r119.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted}        // $48
        nop                                                                                          // $49
        math.fdiv (16|M16)       r97.0<1>:f    r117.0<8;8,1>:f   r97.0<8;8,1>:f                      // $49
        nop                                                                                          // $50
        mad (16|M0)              r24.0<1>:f    r20.0<2;1>:f      r6.0<0;0>:f       r101.0<1>:f      {Compacted} // $50 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r95.0<1>:f    r97.0<2;1>:f      r6.0<0;0>:f       r99.0<1>:f       {Compacted} // $51 {0=OH, 1=EL, 2=OH, BC=GOOD}
        send (16|M0)             null:w   r22:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $53
        send (16|M16)            null:w   r93:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $55
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_early_return_k0_1_cf:
        endif (32|M0)                        _early_return_k0_3_cf                                   // $25
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_early_return_k0_3_cf:
        else (32|M0)                         _early_return_k0_2_cf  _early_return_k0_2_cf            // $21
// B006: [inDivergent],  Preds:{B001},  Succs:{B007}
_0_010:
        mov (16|M0)              r28.0<1>:f    0x0:f                                                 // $58
        mov (16|M0)              r26.0<1>:ud   r121.0<8;8,1>:ud                 {Compacted}          // $60
        mov (16|M16)             r91.0<1>:f    0x0:f                                                 // $61
        mov (16|M16)             r89.0<1>:ud   r12.0<8;8,1>:ud                                       // $63
        send (16|M0)             null:w   r26:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $60
        send (16|M16)            null:w   r89:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $63
// B007: [inDivergent],  Preds:{B006, B005},  Succs:{B008}
_early_return_k0_2_cf:
        endif (32|M0)                        _early_return_k0_0_cf                                   // $21
// B008: Preds:{B000, B007},  Succs:{B009}
_early_return_k0_0_cf:
        endif (32|M0)                        _0_008                                                  // $11
// B009: Preds:{B008},  Succs:{}
_0_008:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $65
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $65
// Bank Conflict Statistics: 
// -- GOOD: 8
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
