//.kernel igc_bitfield
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 44
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r13.0)
//.declare V0055 (63)  rf=r size=128 type=d align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r20.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0063 (71)  rf=r size=128 type=ud alias=V0055+0 align=16 words (r16.0)
//.declare V0064 (72)  rf=r size=128 type=ud alias=V0056+0 align=16 words (r20.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r39.0)
//.declare  (75)  rf=r size=64 type=d align=16 words (r41.0)
//.declare  (76)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0067 (77)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r28.0)
//.declare V0070 (80)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r30.0)
//.declare V0071 (81)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r33.0)
//.declare V0072 (82)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r35.0)
//.declare V0073 (83)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r45.0)
//.declare V0074 (84)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r47.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0079 (89)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0083 (93)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0084 (94)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (96)  rf=r size=32 type=ud align=16 words (r15.0)

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
// | V0083    | :uq      |      8 | r8       | general    |
// | V0084    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $5
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $43
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r16      r11     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $12
        send.dc1 (16|M16)        r20      r13     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy // $14
        and (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    15:w               {Compacted,$0.dst} // $15
        shr (16|M0)              r33.0<1>:d    r18.0<8;8,1>:ud   4:w               {Compacted}       // $19
        and (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    15:w               {Compacted,$1.dst} // $16
        shr (16|M16)             r35.0<1>:d    r22.0<8;8,1>:ud   4:w               {Compacted}       // $20
        add (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,@4}    // $17
        add (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,@3}    // $18
        and (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    15:w               {Compacted,@5}   // $21
        and (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    15:w               {Compacted,@4}   // $22
        bfi1 (16|M0)             r41.0<1>:d    r28.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted,@2}     // $23
        bfi1 (16|M16)            r43.0<1>:d    r30.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted,@2}     // $24
        bfe (16|M0)              r45.0<1>:ud   r28.0<8;1>:ud     r33.0<8;1>:ud     r16.0<1>:ud       // $25
        bfe (16|M16)             r47.0<1>:ud   r30.0<8;1>:ud     r35.0<8;1>:ud     r20.0<1>:ud       // $26
        bfi2 (16|M0)             r37.0<1>:d    r41.0<8;1>:d      r16.0<8;1>:d      r18.0<1>:d       {@4} // $23
        bfi2 (16|M16)            r39.0<1>:d    r43.0<8;1>:d      r20.0<8;1>:d      r22.0<1>:d       {@4} // $24
        add (16|M0)              r49.0<1>:d    r37.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted,@2}     // $27
        add (16|M16)             r51.0<1>:d    r39.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted,@2}     // $28
        add (16|M0)              r57.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $33
        add (16|M16)             r59.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $34
        bfe (16|M0)              r53.0<1>:d    r28.0<8;1>:d      r33.0<8;1>:d      r16.0<1>:d        // $29
        bfe (16|M16)             r55.0<1>:d    r30.0<8;1>:d      r35.0<8;1>:d      r20.0<1>:d        // $30
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted,@2}     // $31
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted,@2}     // $32
        bfrev (16|M0)            r61.0<1>:d    r57.0<8;8,1>:d                   {@6}                 // $35
        bfrev (16|M16)           r63.0<1>:d    r59.0<8;8,1>:d                   {@6}                 // $36
        xor (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted,@2}     // $37
        xor (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted,@2}     // $38
        send.dc1 (16|M0)         null     r11     r49     0x80            0x04025E01           {@2,$2} // wr:2+2, rd:0; untyped surface write with x // $40
        send.dc1 (16|M16)        null     r13     r51     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x // $42
(W)     send.dc0 (8|M0)          r15      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $43
(W)     mov (8|M0)               null<1>:ud    r15.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $43
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $43


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 76
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
