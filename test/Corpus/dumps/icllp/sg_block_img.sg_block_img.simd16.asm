//.kernel sg_block_img
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 52
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.3)
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
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0037 (45)  rf=r size=4 type=d alias=+0 align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=4 type=d alias=+4 align=2 words (r8.5)
//.declare V0039 (47)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0040 (48)  rf=r size=64 type=d align=16 words (r5.0)
//.declare  (53)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0047 (57)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0049 (59)  rf=r size=128 type=d align=16 words (r9.0)
//.declare V0056 (68)  rf=r size=32 type=w align=16 words (r13.0)
//.declare V0062 (75)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0063 (76)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V0064 (77)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0066 (80)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V0068 (83)  rf=r size=32 type=uw alias=V0056+0 align=16 words (r13.0)
//.declare V0071 (86)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0072 (87)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0074 (90)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (92)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (93)  rf=r size=8 type=d align=8 words (r8.4)
//.declare  (94)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (95)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (96)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (97)  rf=r size=64 type=d align=16 words (r32.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0036    | :d x 8   |     32 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r8.4<1>:d     r2.1<0;1,0>:d     6:w                                 // $2
(W)     mov (8|M0)               r7.0<1>:f     r2.0<8;8,1>:f                    {Compacted}          // $7
(W)     shl (1|M0)               r8.5<1>:d     r2.6<0;1,0>:d     1:w                                 // $3
(W)     mov (1|M0)               r7.2<1>:f     0x1F:f                                                //  (0x0000001f:f); $7
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $57
(W)     mov (1|M0)               r7.0<1>:f     r8.4<0;1,0>:f                    {Compacted}          // $7
(W)     add (1|M0)               r17.0<1>:d    r8.4<0;1,0>:d     0x20:uw                             // $38
(W)     mov (1|M0)               r7.1<1>:f     r8.5<0;1,0>:f                                         // $5
(W)     add (1|M0)               r8.0<1>:d     r8.5<0;1,0>:d     1:w                                 // $14
(W)     add (1|M0)               r22.0<1>:d    r8.4<0;1,0>:d     0x20:uw                             // $54
(W)     send (8|M0)              r5:d     r7:f    0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read // $7
(W)     add (1|M0)               r7.0<1>:ud    r8.4<0;1,0>:ud    0x20:uw                             // $8
(W)     mov (1|M0)               r7.1<1>:f     r8.5<0;1,0>:f                                         // $9
(W)     send (8|M0)              r6:d     r7:f    0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read // $11
(W)     mov (1|M0)               r7.1<1>:f     r8.0<0;1,0>:f                                         // $16
(W)     mov (1|M0)               r7.2<1>:f     0x1001F:f                                             //  (0x0001001f:f); $18
(W)     mov (1|M0)               r7.0<1>:f     r8.4<0;1,0>:f                    {Compacted}          // $18
(W)     send (8|M0)              r9:d     r7:f    0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read // $18
(W)     add (1|M0)               r7.0<1>:ud    r8.4<0;1,0>:ud    0x20:uw                             // $19
(W)     mov (1|M0)               r7.1<1>:f     r8.0<0;1,0>:f                                         // $20
(W)     send (8|M0)              r11:d    r7:f    0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read // $22
(W)     mov (2|M0)               r7.0<1>:f     r8.4<2;2,1>:f                                         // $27
(W)     mov (1|M0)               r7.2<1>:f     0x1F:f                                                //  (0x0000001f:f); $30
(W)     send (16|M0)             r13:w    r7:f    0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read // $30
(W)     mov (2|M0)               r7.0<1>:f     r8.4<2;2,1>:f                                         // $36
(W)     mov (8|M0)               r3.0<1>:f     r5.0<8;8,1>:f                    {Compacted}          // $12
(W)     mov (8|M0)               r4.0<1>:f     r6.0<8;8,1>:f                    {Compacted}          // $13
(W)     mov (8|M0)               r28.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $25
(W)     mov (8|M0)               r26.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $23
(W)     mov (8|M0)               r29.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $26
(W)     mov (8|M0)               r27.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $24
        add (16|M0)              r14.0<1>:d    r3.0<8;8,1>:d     r28.0<8;8,1>:d   {Compacted}        // $31
        add (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    r13.0<16;16,1>:uw                   // $42
        add (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d    r13.0<16;16,1>:uw                   // $43
(W)     mov (8|M0)               r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $32
(W)     mov (8|M0)               r19.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $37
(W)     mov (8|M0)               r20.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $46
(W)     mov (8|M0)               r24.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $52
(W)     mov (8|M0)               r21.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $47
(W)     mov (8|M0)               r25.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $53
(W)     sends (8|M0)             null:ud  r7      r16     0x4C            0x020A8001           // wr:1h+1, rd:0; hdc.dc1; media block write // $36
(W)     mov (1|M0)               r7.0<1>:f     r17.0<0;1,0>:f                   {Compacted}          // $40
(W)     sends (8|M0)             null:ud  r7      r19     0x4C            0x020A8001           // wr:1h+1, rd:0; hdc.dc1; media block write // $40
(W)     mov (1|M0)               r7.2<1>:f     0x1001F:f                                             //  (0x0001001f:f); $51
(W)     mov (1|M0)               r7.0<1>:f     r8.4<0;1,0>:f                    {Compacted}          // $51
(W)     mov (1|M0)               r7.1<1>:f     r8.0<0;1,0>:f                                         // $51
(W)     sends (8|M0)             null:ud  r7      r20     0x8C            0x020A8001           // wr:1h+2, rd:0; hdc.dc1; media block write // $51
(W)     mov (1|M0)               r7.0<1>:f     r22.0<0;1,0>:f                   {Compacted}          // $56
(W)     sends (8|M0)             null:ud  r7      r24     0x8C            0x020A8001           // wr:1h+2, rd:0; hdc.dc1; media block write // $56
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $57
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
