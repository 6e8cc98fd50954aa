//.kernel igc_bitfield
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 41
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
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r9.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r122.0)
//.declare V0055 (63)  rf=r size=128 type=d align=16 words (r117.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0063 (71)  rf=r size=128 type=ud alias=V0055+0 align=16 words (r117.0)
//.declare V0064 (72)  rf=r size=128 type=ud alias=V0056+0 align=16 words (r12.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r109.0)
//.declare  (75)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (76)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0067 (77)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r113.0)
//.declare V0070 (80)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r18.0)
//.declare V0071 (81)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r20.0)
//.declare V0072 (82)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r111.0)
//.declare V0073 (83)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r26.0)
//.declare V0074 (84)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r105.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0079 (89)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0083 (93)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0084 (94)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r127.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $43
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r9.0<1>:d     r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2:w                                 // $10
        send (16|M0)             r117:w   r9      0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r12:w    r122    0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        and (16|M0)              r115.0<1>:d   r119.0<8;8,1>:d   15:w                                // $15
        shr (16|M0)              r20.0<1>:d    r119.0<8;8,1>:ud  4:w                                 // $19
        and (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    15:w                                // $16
        shr (16|M16)             r111.0<1>:d   r14.0<8;8,1>:ud   4:w                                 // $20
        add (16|M0)              r113.0<1>:d   r115.0<8;8,1>:d   1:w                                 // $17
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    15:w                                // $21
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $18
        and (16|M16)             r111.0<1>:d   r111.0<8;8,1>:d   15:w                                // $22
        add (16|M0)              r32.0<1>:d    r117.0<8;8,1>:d   r119.0<8;8,1>:d  {Compacted}        // $33
        bfi1 (16|M0)             r24.0<1>:d    r113.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted}        // $23
        bfi1 (16|M16)            r107.0<1>:d   r18.0<8;8,1>:d    r111.0<8;8,1>:d                     // $24
        bfe (16|M0)              r26.0<1>:ud   r113.0<2;1>:ud    r20.0<2;1>:ud     r117.0<1>:ud      // $25 {0=OH, 1=EL, 2=OH, BC=GOOD}
        bfi2 (16|M0)             r22.0<1>:d    r24.0<2;1>:d      r117.0<2;1>:d     r119.0<1>:d       // $23 {0=EL, 1=OH, 2=OH, BC=BAD}
        bfe (16|M16)             r105.0<1>:ud  r18.0<2;1>:ud     r111.0<2;1>:ud    r12.0<1>:ud       // $26 {0=EL, 1=OH, 2=EL, BC=GOOD}
        bfi2 (16|M16)            r109.0<1>:d   r107.0<2;1>:d     r12.0<2;1>:d      r14.0<1>:d        // $24 {0=OH, 1=EL, 2=EL, BC=BAD}
        bfe (16|M0)              r30.0<1>:d    r113.0<2;1>:d     r20.0<2;1>:d      r117.0<1>:d       // $29 {0=OH, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $27
        add (16|M16)             r99.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d                      // $34
        bfe (16|M16)             r101.0<1>:d   r18.0<2;1>:d      r111.0<2;1>:d     r12.0<1>:d        // $30 {0=EL, 1=OH, 2=EL, BC=GOOD}
        add (16|M16)             r103.0<1>:d   r109.0<8;8,1>:d   r105.0<8;8,1>:d                     // $28
        bfrev (16|M0)            r34.0<1>:d    r32.0<8;8,1>:d                   {Compacted}          // $35
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $31
        bfrev (16|M16)           r97.0<1>:d    r99.0<8;8,1>:d                                        // $36
        add (16|M16)             r103.0<1>:d   r103.0<8;8,1>:d   r101.0<8;8,1>:d                     // $32
        xor (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $37
        xor (16|M16)             r103.0<1>:d   r103.0<8;8,1>:d   r97.0<8;8,1>:d                      // $38
        sends (16|M0)            null:w   r9      r28     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $40
        sends (16|M16)           null:w   r122    r103    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $42
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $43
// Bank Conflict Statistics: 
// -- GOOD: 4
// --  BAD: 2
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
