//.kernel loop_divergent
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 44
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0048 (56)  rf=r size=64 type=ud alias=V0047+0 align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r13.0)
//.declare P01 (59)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0051 (60)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r11.0)
//.declare V0052 (61)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0053 (62)  rf=r size=4 type=d alias=+0 align=2 words (r3.4)
//.declare V0054 (63)  rf=r size=4 type=d alias=+4 align=2 words (r3.5)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r17.0)
//.declare P02 (65)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0057 (67)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0058 (68)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0059 (69)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r21.0)
//.declare V0060 (70)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r13.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0062 (72)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0064 (74)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r17.0)
//.declare P03 (75)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0065 (76)  rf=r size=64 type=d align=16 words (r27.0)
//.declare P04 (77)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0066 (78)  rf=r size=4 type=ud alias=V0053+0 align=2 words (r3.4)
//.declare P05 (79)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0067 (80)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0068 (81)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0069 (82)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (83)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (84)  rf=r size=8 type=d align=8 words (r3.4)
//.declare  (85)  rf=r size=2 type=w align=1 words (r3.2)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0067    | :uq      |      8 | r5       | general    |
// | V0068    | :uq      |      8 | r5+8     | general    |
// | V0069    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w                                 // $6
        send (16|M0)             r11:w    r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        cmp (16|M0)   (lt)f0.0   null<1>:d     r11.0<8;8,1>:ud   0x2:uw                              // $10
        or (16|M0)               r13.0<1>:d    r11.0<8;8,1>:d    1:w                                 // $9
(f0.0)  if (16|M0)                           _0_010            _loop_divergent_k0_0_cf               // $11
// B001: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_011:
        mov (16|M0)              r15.0<1>:d    0:w                                                   // $13
        else (16|M0)                         _loop_divergent_k0_0_cf  _loop_divergent_k0_0_cf        // $11
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_010:
        mov (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $18
(W)     mov (2|M0)               r3.4<1>:d     0:w                                                   // $16
// B003: [inDivergent],  Preds:{B008, B002},  Succs:{B004, B005}
_0_013:
        and (16|M0)   (eq)f0.0   null<1>:d     r17.0<8;8,1>:d    1:w                                 // $20
(~f0.0) if (16|M0)                           _0_014            _0_016                                // $22
// B004: [inDivergent],  Preds:{B003},  Succs:{B006}
_0_015:
        mul (16|M0)              r19.0<1>:d    r17.0<8;8,1>:d    3:w                                 // $24
        add (16|M0)              r21.0<1>:d    r19.0<8;8,1>:d    1:w                                 // $25
        sel (16|M0)   (ge)f0.0   r13.0<1>:ud   r21.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $26
        mov (16|M0)              r23.0<1>:d    r21.0<8;8,1>:d                   {Compacted}          // $27
        mov (16|M0)              r25.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $28
        else (16|M0)                         _0_016            _0_016                                // $22
// B005: [inDivergent],  Preds:{B003},  Succs:{B006}
_0_014:
        shr (16|M0)              r23.0<1>:d    r17.0<8;8,1>:ud   1:w                                 // $31
        mov (16|M0)              r25.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $33
// B006: [inDivergent],  Preds:{B005, B004},  Succs:{B007, B009}
_0_016:
        endif (16|M0)                        L344                                                    // $22
L344:
        cmp (16|M0)   (eq)f1.1   null<1>:d     r23.0<8;8,1>:d    1:w                                 // $36
(W)     mov (1|M0)               r3.2<1>:w     1:w                                                   // $37
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r3.4<0;1,0>:ud    0x3E:uw                             // $38
(W)     add (1|M0)               r3.5<1>:d     r3.5<0;1,0>:d     1:w                                 // $35
        mov (16|M0)              r13.0<1>:d    r25.0<8;8,1>:d                   {Compacted}          // $41
(f1.1)  sel (16|M0)              r27.0<1>:d    r3.2<0;1,0>:w     0:w                                 // $37
(f1.0)  mov (16|M0)              r27.0<1>:d    1:w                                                   // $39
        mov (16|M0)              r15.0<1>:d    r3.5<0;1,0>:d                    {Compacted}          // $42
        cmp (16|M0)   (ne)f0.1   null<1>:d     r27.0<8;8,1>:d    0:w                                 // $40
(f0.1)  break (16|M0)                        _loop_divergent_k0_2_cf  _loop_divergent_k0_2_cf        // $43
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_0_017:
        mov (16|M0)              r13.0<1>:d    r25.0<8;8,1>:d                   {Compacted}          // $46
        mov (16|M0)              r17.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $47
(W)     add (1|M0)               r3.4<1>:d     r3.4<0;1,0>:d     1:w                                 // $45
// B008: [inDivergent],  Preds:{B007},  Succs:{B003}
_loop_divergent_k0_2_cf:
        while (16|M0)                        _0_013                                                  // $48
// B009: Preds:{B001, B006},  Succs:{B010}
_loop_divergent_k0_0_cf:
        endif (16|M0)                        _0_012                                                  // $11
// B010: Preds:{B009},  Succs:{}
_0_012:
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}          // $54
        sends (16|M0)            null:w   r9      r15     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $51
        sends (16|M0)            null:w   r9      r13     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $53
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $54
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
