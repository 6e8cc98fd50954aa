//.kernel dot4
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 42
//.RA type	TRIVIAL_BC_RA

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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r17.0)
//.declare V0064 (72)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r19.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r24.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0077 (85)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0078 (86)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0079 (87)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0080 (88)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (89)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (90)  rf=r size=32 type=ud align=16 words (r8.0)

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
// | V0077    | :uq      |      8 | r8       | general    |
// | V0078    | :uq      |      8 | r8+8     | general    |
// | V0079    | :uq      |      8 | r8+16    | general    |
// | V0080    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}     // $2
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $5
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $51
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r17      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $12
        send.dc1 (16|M0)         r22      r12     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x // $16
        send.dc1 (16|M16)        r19      r14     null    0x0            0x04205E00           {@1,$2} // wr:2+0, rd:2; untyped surface read with x // $14
        send.dc1 (16|M16)        r24      r14     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x // $18
        send.dc1 (16|M0)         r30      r12     null    0x0            0x04205E02           {$4} // wr:2+0, rd:2; untyped surface read with x // $22
        send.dc1 (16|M16)        r32      r14     null    0x0            0x04205E02           {$5} // wr:2+0, rd:2; untyped surface read with x // $24
        sync.nop                             null                             {Compacted,$1.dst}     // $19
        dp4a (16|M0)             r26.0<1>:d    0:w                r17.0<8;1>:ud     r22.0<1>:ud      {$0.dst} // $19
        sync.nop                             null                             {Compacted,$3.dst}     // $20
        dp4a (16|M16)            r28.0<1>:d    0:w                r19.0<8;1>:ud     r24.0<1>:ud      {$2.dst} // $20
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@2,$4.dst} // $25
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@2,$5.dst} // $26
        send.dc1 (16|M0)         null     r12     r30     0x80            0x04025E02           {@2,$6} // wr:2+2, rd:0; untyped surface write with x // $28
        send.dc1 (16|M16)        null     r14     r32     0x80            0x04025E02           {@1,$7} // wr:2+2, rd:0; untyped surface write with x // $30
        send.dc1 (16|M0)         r35      r12     null    0x0            0x04205E00           {$8} // wr:2+0, rd:2; untyped surface read with x // $32
        send.dc1 (16|M16)        r37      r14     null    0x0            0x04205E00           {$9} // wr:2+0, rd:2; untyped surface read with x // $34
        send.dc1 (16|M0)         r40      r12     null    0x0            0x04205E01           {$10} // wr:2+0, rd:2; untyped surface read with x // $36
        send.dc1 (16|M16)        r42      r14     null    0x0            0x04205E01           {$11} // wr:2+0, rd:2; untyped surface read with x // $38
        send.dc1 (16|M0)         r48      r12     null    0x0            0x04205E03           {$12} // wr:2+0, rd:2; untyped surface read with x // $42
        send.dc1 (16|M16)        r50      r14     null    0x0            0x04205E03           {$13} // wr:2+0, rd:2; untyped surface read with x // $44
        sync.nop                             null                             {Compacted,$10.dst}    // $39
        dp4a (16|M0)             r44.0<1>:d    0:w                r35.0<8;1>:d      r40.0<1>:d       {$8.dst} // $39
        sync.nop                             null                             {Compacted,$11.dst}    // $40
        dp4a (16|M16)            r46.0<1>:d    0:w                r37.0<8;1>:d      r42.0<1>:d       {$9.dst} // $40
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@2,$12.dst} // $45
        add (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@2,$13.dst} // $46
        send.dc1 (16|M0)         null     r12     r48     0x80            0x04025E03           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $48
        send.dc1 (16|M16)        null     r14     r50     0x80            0x04025E03           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $50
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $51
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $51
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $51


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 56
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
