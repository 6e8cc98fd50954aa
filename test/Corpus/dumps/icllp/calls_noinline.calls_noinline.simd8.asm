//.kernel calls_noinline
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 55
//.RA type	GRAPH_COLORING_RR_BC_RA

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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=4 type=d align=16 words (r2.0)
//.declare V0046 (54)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0049 (57)  rf=r size=32 type=ud alias=V0048+0 align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V0051 (59)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V0055 (63)  rf=r size=32 type=d align=16 words (r14.0)
//.declare P01 (64)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0058 (67)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V0059 (68)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V0060 (69)  rf=r size=32 type=f align=16 words (r24.0)
//.declare V0062 (71)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (72)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0063 (73)  rf=r size=32 type=f align=16 words (r4.0)
//.declare V0064 (74)  rf=r size=32 type=f align=16 words (r18.0)
//.declare V0065 (75)  rf=r size=32 type=f align=16 words (r19.0)
//.declare V0066 (76)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V0067 (77)  rf=r size=32 type=f align=16 words (r21.0)
//.declare V0068 (78)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0069 (79)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0070 (80)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0071 (81)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare P02 (82)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0072 (83)  rf=r size=32 type=f align=16 words (r23.0)
//.declare V0073 (84)  rf=r size=32 type=f align=16 words (r22.0)
//.declare V0074 (85)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0075 (86)  rf=r size=32 type=f align=16 words (r3.0)
//.declare V0076 (87)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V0080 (91)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V0081 (92)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (94)  rf=r size=8 type=ud align=4 words (r3.2)
//.declare  (95)  rf=r size=8 type=ud align=4 words (r3.0)
//.declare  (96)  rf=r size=8 type=ud align=4 words (r2.2)
//.declare  (97)  rf=r size=4 type=ud align=16 words
//.declare  (98)  rf=r size=4 type=ud align=16 words
//.declare  (99)  rf=r size=4 type=ud align=16 words
//.declare  (100)  rf=r size=4 type=ud align=16 words
//.declare  (101)  rf=r size=4 type=ud align=16 words
//.declare  (102)  rf=r size=64 type=f align=16 words (r12.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0068    | :uq      |      8 | r5       | general    |
// | V0069    | :uq      |      8 | r5+8     | general    |
// | V0070    | :uq      |      8 | r5+16    | general    |
// | V0071    | :uq      |      8 | r5+24    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: [CALL],  Preds:{},  Succs:{B010}
_main:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r7.2<0;1,0>:uw                      // $2
        mov (8|M0)               r11.0<1>:f    0x5:f                                                 //  (0x00000005:f); $10
        mov (8|M0)               r15.0<1>:f    0x7:f                                                 //  (0x00000007:f); $11
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}        // $4
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw                      // $4
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d                       // $5
        shl (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d   2:w                                 // $6
        send (8|M0)              r16:d    r12:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $8
        mov (8|M0)               r8.0<1>:f     r16.0<8;8,1>:f                   {Compacted}          // $9
        call (8|M0)              r3.2:ud       poly                                                  // $12
// B001: [RETURN],  Preds:{B010},  Succs:{B002, B004}
_calls_noinline_k0_0_:
        and (8|M0)    (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    1:w                                 // $14
        mov (8|M0)               r10.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $13
(~f0.0) if (8|M0)                            _0_004            _0_004                                // $16
// B002: [CALL],  [inDivergent],  Preds:{B001},  Succs:{B007}
_0_005:
        mov (8|M0)               r20.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $18
        call (8|M0)              r3.0:ud       twice                                                 // $19
// B003: [RETURN],  [inDivergent],  Preds:{B009},  Succs:{B004}
_calls_noinline_k0_1_:
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $21
// B004: [CALL],  Preds:{B001, B003},  Succs:{B006}
_0_004:
        endif (8|M0)                         L264                                                    // $16
L264:
        sends (8|M0)             null:ud  r12     r10     0x4C            0x02026E02           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $24
        cmp (8|M0)    (gt)f1.0   r5.0<1>:d     r16.0<8;8,1>:d    0:w                                 // $28
        mov (8|M0)               r19.0<1>:f    r10.0<8;8,1>:d                   {Compacted}          // $27
        mov (8|M0)               r25.0<1>:d    -r5.0<8;8,1>:d                   {Compacted}          // $29
        send (8|M0)              r24:f    r12:f   0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $26
        mov (8|M0)               r18.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $30
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $33
        call (8|M0)              r2.2:ud       blend                                                 // $33
// B005: [RETURN],  Preds:{B006},  Succs:{}
_calls_noinline_k0_2_:
        mov (8|M0)               r4.0<1>:f     r21.0<8;8,1>:f                   {Compacted}          // $34
(W)     mov (8|M0)               r112.0<1>:f   r7.0<8;8,1>:f                    {Compacted}          // $37
        sends (8|M0)             null:ud  r12     r4      0x4C            0x02026E03           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $36
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $37
// B006: [INIT,EXIT],  Preds:{B004},  Succs:{B005}
blend:
        mul (8|M0)               acc0.0<1>:f   r19.0<8;8,1>:f    0x3E800000:f                        // $40
(W)     mov (1|M0)               r2.0<1>:f     0x3F400000:f                                          // $41
        cmp (8|M0)    (eq)f0.1   null<1>:d     r25.0<8;8,1>:d    0:w                                 // $39
        add (8|M0)               r3.0<1>:f     r18.0<8;8,1>:f    -r19.0<8;8,1>:f  {Compacted}        // $43
        mac (8|M0)               r22.0<1>:f    r18.0<8;8,1>:f    r2.0<0;1,0>:f    {Compacted}        // $42
(f0.1)  sel (8|M0)               r21.0<1>:f    r3.0<8;8,1>:f     r22.0<8;8,1>:f                      // $44
        ret (8|M0)                           r2.2:ud                                                 // $46
// B007: [CALL,INIT],  [inDivergent],  Preds:{B002},  Succs:{B010}
twice:
        mov (8|M0)               r8.0<1>:f     r20.0<8;8,1>:f                   {Compacted}          // $48
        mov (8|M0)               r11.0<1>:f    0x2:f                                                 //  (0x00000002:f); $49
        mov (8|M0)               r15.0<1>:f    0x1:f                                                 //  (0x00000001:f); $50
        call (8|M0)              r3.2:ud       poly                                                  // $51
// B008: [CALL,RETURN],  [inDivergent],  Preds:{B010},  Succs:{B010}
_calls_noinline_k0_3_:
        mov (8|M0)               r27.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $52
        add (8|M0)               r8.0<1>:d     r20.0<8;8,1>:d    1:w                                 // $53
        mov (8|M0)               r11.0<1>:f    0x3:f                                                 //  (0x00000003:f); $55
        mov (8|M0)               r15.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $56
        call (8|M0)              r3.2:ud       poly                                                  // $57
// B009: [RETURN,EXIT],  [inDivergent],  Preds:{B010},  Succs:{B003}
_calls_noinline_k0_4_:
        add (8|M0)               r26.0<1>:d    r27.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $59
        ret (8|M0)                           r3.0:ud                                                 // $61
// B010: [INIT,EXIT],  [inDivergent],  Preds:{B008, B007, B000},  Succs:{B001, B008, B009}
poly:
(W)     mul (8|M0)               acc0.0<1>:d   r8.0<8;8,1>:d     r11.0<2;1,0>:uw                     // $63
        asr (8|M0)               r2.0<1>:d     r8.0<8;8,1>:d     3:w                                 // $65
        mach (8|M0)              r13.0<1>:d    r8.0<8;8,1>:d     r11.0<8;8,1>:d   {Compacted}        // $64
        add (8|M0)               acc0.0<1>:d   r13.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted}        // $64
        xor (8|M0)               r14.0<1>:d    acc0.0<8;8,1>:d   r2.0<8;8,1>:d                       // $66
        ret (8|M0)                           r3.2:ud                                                 // $68
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 4
//.accSubUse: 4
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
