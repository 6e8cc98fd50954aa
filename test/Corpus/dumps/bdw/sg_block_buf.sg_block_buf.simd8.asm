//.kernel sg_block_buf
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 44
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r4.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r4.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r4.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r4.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r4.6)
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r3.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r3.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r3.2)
//.declare V0037 (45)  rf=r size=8 type=uq align=4 words (r3.3)
//.declare V0039 (47)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0040 (48)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r4.0)
//.declare V0042 (50)  rf=r size=8 type=q align=4 words (r1.0)
//.declare V0043 (51)  rf=r size=32 type=ud alias=V0039+0 align=16 words (r0.0)
//.declare V0044 (52)  rf=r size=12 type=ud alias=V0041+0 align=2 words (r4.0)
//.declare V0045 (53)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V0046 (54)  rf=r size=8 type=q alias=V0034+0 align=4 words (r3.0)
//.declare V0047 (55)  rf=r size=8 type=q align=4 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=8 type=uq alias=V0047+0 align=4 words (r5.0)
//.declare  (59)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (60)  rf=r size=32 type=uq alias=+0 align=16 words (r7.0)
//.declare V0052 (62)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (66)  rf=r size=32 type=uq alias=+0 align=16 words (r10.0)
//.declare V0056 (68)  rf=r size=128 type=d align=16 words (r11.0)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r15.0)
//.declare  (72)  rf=r size=32 type=uq alias=+0 align=16 words (r15.0)
//.declare V0059 (73)  rf=r size=8 type=q alias=V0036+0 align=4 words (r3.2)
//.declare V0060 (74)  rf=r size=8 type=q align=4 words (r16.0)
//.declare V0062 (76)  rf=r size=16 type=w align=16 words (r17.0)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare  (80)  rf=r size=32 type=uq alias=+0 align=16 words (r18.0)
//.declare V0065 (81)  rf=r size=8 type=q alias=V0035+0 align=4 words (r3.1)
//.declare V0066 (82)  rf=r size=8 type=q align=4 words (r19.0)
//.declare V0067 (83)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V0068 (84)  rf=r size=8 type=uq alias=V0066+0 align=4 words (r19.0)
//.declare  (86)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare  (87)  rf=r size=32 type=uq alias=+0 align=16 words (r21.0)
//.declare  (88)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0073 (92)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (96)  rf=r size=32 type=uq alias=+0 align=16 words (r26.0)
//.declare  (97)  rf=r size=96 type=ud align=16 words (r27.0)
//.declare V0081 (103)  rf=r size=128 type=d align=16 words (r30.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (107)  rf=r size=32 type=uq alias=+0 align=16 words (r34.0)
//.declare  (108)  rf=r size=160 type=ud align=16 words (r35.0)
//.declare V0084 (109)  rf=r size=8 type=q alias=V0037+0 align=4 words (r3.3)
//.declare V0086 (111)  rf=r size=16 type=w align=16 words (r40.0)
//.declare  (114)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare  (115)  rf=r size=32 type=uq alias=+0 align=16 words (r41.0)
//.declare  (116)  rf=r size=64 type=ud align=16 words (r42.0)
//.declare  (117)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :d x 8   |     32 | r2       | general    |
// | V0034    | :uq      |      8 | r3       | general    |
// | V0035    | :uq      |      8 | r3+8     | general    |
// | V0036    | :uq      |      8 | r3+16    | general    |
// | V0037    | :uq      |      8 | r3+24    | general    |
// | V0041    | :d x 3   |     12 | r4       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r1.0<1>:q     r0.1<0;1,0>:ud    r4.0<0;1,0>:ud                      // $2
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $43
(W)     shl (1|M0)               r2.0<1>:q     r1.0<0;1,0>:q     4:w                                 // $3
(W)     shl (1|M0)               r16.0<1>:q    r1.0<0;1,0>:q     1:w                                 // $13
(W)     add (1|M0)               r5.0<1>:q     r2.0<0;1,0>:q     r3.0<0;1,0>:q                       // $4
(W)     add (1|M0)               r18.0<1>:q    r16.0<0;1,0>:q    r3.2<0;1,0>:q                       // $14
(W)     add (1|M0)               r19.0<1>:q    r2.0<0;1,0>:q     r3.1<0;1,0>:q                       // $17
(W)     add (1|M0)               r41.0<1>:q    r16.0<0;1,0>:q    r3.3<0;1,0>:q                       // $39
(W)     mov (1|M0)               r7.0<1>:uq    r5.0<0;1,0>:uq                                        // $5
(W)     add (1|M0)               r10.0<1>:q    r5.0<0;1,0>:q     32:w                                // $7
(W)     add (1|M0)               r15.0<1>:q    r5.0<0;1,0>:q     96:w                                // $10
(W)     send (4|M0)              r17      r18:f   0xC            0x021D08FF           // wr:1h+0, rd:1; hdc.dc1; a64 aligned oword block read x1 // $16
(W)     mov (1|M0)               r21.0<1>:uq   r19.0<0;1,0>:uq                                       // $19
(W)     add (1|M0)               r26.0<1>:q    r19.0<0;1,0>:q    32:w                                // $21
(W)     add (1|M0)               r34.0<1>:q    r19.0<0;1,0>:q    96:w                                // $28
(W)     send (8|M0)              r6       r7:f    0xC            0x021D0AFF           // wr:1h+0, rd:1; hdc.dc1; a64 aligned oword block read x2 // $6
(W)     send (16|M0)             r8:w     r10:f   0xC            0x022D0BFF           // wr:1h+0, rd:2; hdc.dc1; a64 aligned oword block read x4 // $9
(W)     send (16|M0)             r11:w    r15:f   0xC            0x024D0CFF           // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8 // $12
(W)     mov (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud                  {Compacted}          // $20
(W)     mov (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:ud                  {Compacted}          // $27
(W)     mov (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud                  {Compacted}          // $38
(W)     mov (8|M0)               r42.0<1>:ud   r41.0<8;8,1>:ud                  {Compacted}          // $42
        add (8|M0)               r40.0<1>:w    r17.0<8;8,1>:w    1:w                                 // $40
        add (8|M0)               r20.0<1>:d    r6.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $18
        shl (8|M0)               r24.0<1>:d    r8.0<8;8,1>:d     1:w                                 // $22
        shl (8|M0)               r25.0<1>:d    r9.0<8;8,1>:d     1:w                                 // $23
        add (8|M0)               r30.0<1>:d    r11.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $29
        add (8|M0)               r31.0<1>:d    r12.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $30
        add (8|M0)               r32.0<1>:d    r13.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $31
        add (8|M0)               r33.0<1>:d    r14.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $32
(W)     mov (8|M0)               r23.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $20
(W)     mov (8|M0)               r28.0<1>:d    r24.0<8;8,1>:d                   {Compacted}          // $27
(W)     mov (8|M0)               r29.0<1>:d    r25.0<8;8,1>:d                   {Compacted}          // $27
(W)     mov (8|M0)               r36.0<1>:d    r30.0<8;8,1>:d                   {Compacted}          // $38
(W)     mov (8|M0)               r37.0<1>:d    r31.0<8;8,1>:d                   {Compacted}          // $38
(W)     mov (8|M0)               r38.0<1>:d    r32.0<8;8,1>:d                   {Compacted}          // $38
(W)     mov (8|M0)               r39.0<1>:d    r33.0<8;8,1>:d                   {Compacted}          // $38
(W)     mov (8|M0)               r43.0<1>:ud   r40.0<8;8,1>:ud                  {Compacted}          // $42
(W)     send (8|M0)              null     r22:f   0xC            0x040D42FF           // wr:2h+0, rd:0; hdc.dc1; a64 unaligned oword block write x2 // $20
(W)     send (16|M0)             null:w   r27:f   0xC            0x060D43FF           // wr:3h+0, rd:0; hdc.dc1; a64 unaligned oword block write x4 // $27
(W)     send (16|M0)             null:w   r35:f   0xC            0x0A0D44FF           // wr:5h+0, rd:0; hdc.dc1; a64 unaligned oword block write x8 // $38
(W)     send (8|M0)              null     r42:f   0xC            0x040D40FF           // wr:2h+0, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $42
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $43
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
