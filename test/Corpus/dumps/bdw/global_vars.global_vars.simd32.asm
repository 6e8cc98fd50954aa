//.kernel global_vars
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 55
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r3.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r15.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r17.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0060 (68)  rf=r size=8 type=uq align=16 words (r8.0)
//.declare V0061 (69)  rf=r size=8 type=d align=16 words (r23.0)
//.declare V0062 (70)  rf=r size=8 type=ud alias=V0061+0 align=16 words (r23.0)
//.declare V0063 (71)  rf=r size=16 type=uq align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0068 (76)  rf=r size=8 type=q align=4 words (r33.0)
//.declare V0069 (77)  rf=r size=8 type=uq alias=V0068+0 align=4 words (r33.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r29.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r31.0)
//.declare V0074 (82)  rf=r size=128 type=q align=16 words (r34.0)
//.declare V0075 (83)  rf=r size=128 type=q align=16 words (r38.0)
//.declare V0076 (84)  rf=r size=128 type=uq alias=V0074+0 align=16 words (r34.0)
//.declare V0077 (85)  rf=r size=128 type=uq alias=V0075+0 align=16 words (r38.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0079 (87)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0080 (88)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0081 (89)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (90)  rf=r size=128 type=ud align=16 words (r50.0)
//.declare  (91)  rf=r size=128 type=ud align=16 words (r54.0)
//.declare P01 (92)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0083 (95)  rf=r size=2 type=uw align=1 words (r58.0)
//.declare V0084 (96)  rf=r size=4 type=ud align=2 words (r59.0)
//.declare V0085 (97)  rf=r size=4 type=ud align=2 words (r60.0)
//.declare V0086 (98)  rf=r size=4 type=uw alias=V0085+0 align=2 words (r60.0)
//.declare A00 (99)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0087 (100)  rf=r size=128 type=d align=16 words (r61.0)
//.declare  (104)  rf=r size=96 type=ud align=16 words (r65.0)
//.declare V0091 (105)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0092 (106)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (108)  rf=r size=4 type=w align=8 words (r68.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0091    | :uq      |      8 | r8       | general    |
// | V0092    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     r0.1<0;1,0>:d                       // $5
(W)     mov (1|M0)               r8.0<1>:uq    0x6E10CA2E:uq                                         // $2
(W)     mov (2|M0)               r68.0<1>:w    0x40:uv                                               // $19
(W)     mov (1|M0)               r33.0<1>:uq   0x6E10CA2E:uq                                         // $3
(W)     mov (1|M0)               r3.0<1>:uq    0x6E10CA2E:uq                                         // $4
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $8
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $9
(W)     add (2|M0)               r24.0<1>:uq   r8.0<0;1,0>:uq    r68.0<2;2,1>:w                      // $19
        add (16|M0)   (eq)f1.0   r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d                       // $10
        add (16|M16)  (eq)f1.0   r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $11
(W)     send (2|M0)              r23      r24:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $20
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $12
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $13
        send (16|M0)             r19:w    r15:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $15
        mov (16|M0)              r50.0<1>:ud   r15.0<8;8,1>:ud                  {Compacted}          // $43
        send (16|M16)            r21:w    r17:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $17
        mov (16|M16)             r54.0<1>:ud   r17.0<8;8,1>:ud                                       // $45
        sel (16|M0)   (ge)f0.0   r19.0<1>:d    r23.0<0;1,0>:d    r19.0<8;8,1>:d   {Compacted}        // $21
        sel (16|M16)  (ge)f0.0   r21.0<1>:d    r23.0<0;1,0>:d    r21.0<8;8,1>:d                      // $22
        sel (16|M0)   (lt)f0.0   r25.0<1>:d    r23.1<0;1,0>:d    r19.0<8;8,1>:d   {Compacted}        // $23
        sel (16|M16)  (lt)f0.0   r27.0<1>:d    r23.1<0;1,0>:d    r21.0<8;8,1>:d                      // $24
        shl (16|M0)              r29.0<1>:d    r25.0<8;8,1>:d    2:w                                 // $25
        mov (16|M0)              r46.0<1>:f    r25.0<8;8,1>:d                   {Compacted}          // $38
        shl (16|M16)             r31.0<1>:d    r27.0<8;8,1>:d    2:w                                 // $26
        mov (16|M16)             r48.0<1>:f    r27.0<8;8,1>:d                                        // $39
        and (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    28:w                                // $27
        and (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    28:w                                // $28
        add (8|M0)               r34.0<1>:q    r29.0<8;8,1>:ud   r33.0<0;1,0>:q                      // $32
        add (8|M8)               r36.0<1>:q    r30.0<8;8,1>:ud   r33.0<0;1,0>:q                      // $32
        add (8|M16)              r38.0<1>:q    r31.0<8;8,1>:ud   r33.0<0;1,0>:q                      // $33
        add (8|M24)              r40.0<1>:q    r32.0<8;8,1>:ud   r33.0<0;1,0>:q                      // $33
        send (8|M0)              r42:f    r34:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $34
        send (8|M8)              r43:f    r36:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $35
        send (8|M16)             r44:f    r38:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $36
        send (8|M24)             r45:f    r40:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $37
        mul (16|M0)              r52.0<1>:f    r42.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $40
        mul (16|M16)             r56.0<1>:f    r44.0<8;8,1>:f    r48.0<8;8,1>:f                      // $41
        send (16|M0)             null:w   r50:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $43
        send (16|M16)            null:w   r54:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $45
(f1.0)  if (32|M0)                           _global_vars_k0_0_cf  _global_vars_k0_0_cf              // $48
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $51
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r58.0<0;1,0>:uw   r58.0<0;1,0>:uw                     // $52
        mov (16|M0)              r61.0<1>:d    r25.0<8;8,1>:d                   {Compacted}          // $56
        mov (16|M16)             r63.0<1>:d    r27.0<8;8,1>:d                                        // $57
(W)     mov (1|M0)               r59.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $53
(W)     mov (1|M0)               r65.0<1>:uq   r3.0<0;1,0>:uq                                        // $50
(W)     fbl (1|M0)               r60.0<1>:ud   r59.0<0;1,0>:ud                  {Compacted}          // $54
(W)     shl (1|M0)               r60.0<1>:ud   r60.0<0;1,0>:ud   2:w                                 // $55
(W)     add (1|M0)               a0.0<1>:uw    r60.0<0;1,0>:uw   0x7A0:uw                            // $58
(W)     mov (1|M0)               r67.0<1>:d    r[a0.0]<0;1,0>:d                                      // $59
(W)     send (1|M0)              null     r65:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $61
// B002: Preds:{B001, B000},  Succs:{B003}
_global_vars_k0_0_cf:
        endif (32|M0)                        _0_004                                                  // $48
// B003: Preds:{B002},  Succs:{}
_0_004:
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
