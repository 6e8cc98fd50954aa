//.kernel sg_block_buf
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 37
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r5.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r5.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r4.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r5.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r5.2)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r4.4)
//.declare V0038 (46)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0039 (47)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0040 (48)  rf=r size=4 type=d align=2 words (r4.2)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0043 (51)  rf=r size=4 type=ud alias=V0042+0 align=2 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r2.0)
//.declare V0045 (53)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r4.4)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r3.1)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r3.2)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.3)
//.declare V0049 (57)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=4 type=ud alias=V0048+0 align=2 words (r3.3)
//.declare  (60)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0053 (62)  rf=r size=64 type=d align=16 words (r7.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0057 (67)  rf=r size=128 type=d align=16 words (r10.0)
//.declare  (70)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0060 (71)  rf=r size=4 type=d align=2 words (r3.4)
//.declare V0062 (73)  rf=r size=16 type=w align=16 words (r15.0)
//.declare  (76)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0065 (77)  rf=r size=4 type=d align=2 words (r3.5)
//.declare V0066 (78)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V0067 (79)  rf=r size=4 type=ud alias=V0065+0 align=2 words (r3.5)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0069 (82)  rf=r size=4 type=d align=2 words (r3.6)
//.declare V0072 (85)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0073 (86)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r3.6)
//.declare  (88)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare V0075 (89)  rf=r size=4 type=d align=2 words (r3.7)
//.declare V0080 (94)  rf=r size=128 type=d align=16 words (r22.0)
//.declare V0081 (95)  rf=r size=4 type=ud alias=V0075+0 align=2 words (r3.7)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0083 (98)  rf=r size=4 type=d align=2 words (r4.7)
//.declare V0084 (99)  rf=r size=16 type=w align=16 words (r27.0)
//.declare V0085 (100)  rf=r size=4 type=ud alias=V0083+0 align=2 words (r4.7)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0087 (103)  rf=r size=8 type=uq align=4 words (r3.0)
//.declare V0088 (104)  rf=r size=8 type=uq align=4 words (r3.1)
//.declare V0089 (105)  rf=r size=8 type=uq align=4 words (r3.2)
//.declare V0090 (106)  rf=r size=8 type=uq align=4 words (r3.3)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0036    | :d x 8   |     32 | r2       | general    |
// | V0087    | :uq      |      8 | r3       | general    |
// | V0088    | :uq      |      8 | r3+8     | general    |
// | V0089    | :uq      |      8 | r3+16    | general    |
// | V0090    | :uq      |      8 | r3+24    | general    |
// | V0038    | :d       |      4 | r4       | general    |
// | V0039    | :d       |      4 | r4+4     | general    |
// | V0040    | :d       |      4 | r4+8     | general    |
// | V0041    | :d       |      4 | r4+12    | general    |
// | V0037    | :d x 3   |     12 | r4+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:ud    r2.1<0;1,0>:ud    r4.4<0;1,0>:ud                      // $2
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}          // $48
(W)     shl (1|M0)               r3.1<1>:d     r3.0<0;1,0>:d     2:w                                 // $3
(W)     shl (1|M0)               r3.4<1>:d     r3.0<0;1,0>:d     1:w                                 // $14
(W)     shl (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     2:w                                 // $4
(W)     add (1|M0)               r16.2<1>:d    r3.4<0;1,0>:d     r4.2<0;1,0>:d                       // $15
(W)     add (1|M0)               r4.7<1>:d     r3.4<0;1,0>:d     r4.3<0;1,0>:d                       // $43
(W)     add (1|M0)               r3.3<1>:d     r3.2<0;1,0>:d     r4.0<0;1,0>:d                       // $5
(W)     send (4|M0)              r15:w    r16     0xA            0x02184002           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x1 // $17
(W)     add (1|M0)               r3.5<1>:d     r3.2<0;1,0>:d     r4.1<0;1,0>:d                       // $18
(W)     shr (1|M0)               r28.2<1>:ud   r4.7<0;1,0>:ud    0x4:uw                              // $45
(W)     mov (1|M0)               r6.2<1>:ud    r3.3<0;1,0>:ud                                        // $7
(W)     add (1|M0)               r9.2<1>:d     r3.3<0;1,0>:d     32:w                                // $8
(W)     add (1|M0)               r14.2<1>:d    r3.3<0;1,0>:d     96:w                                // $11
(W)     add (1|M0)               r3.6<1>:d     r3.5<0;1,0>:d     32:w                                // $23
(W)     add (1|M0)               r3.7<1>:d     r3.5<0;1,0>:d     96:w                                // $31
(W)     shr (1|M0)               r18.2<1>:ud   r3.5<0;1,0>:ud    0x4:uw                              // $20
(W)     send (8|M0)              r5:d     r6      0xA            0x02184200           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2 // $7
(W)     send (16|M0)             r7:w     r9      0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4 // $10
(W)     send (16|M0)             r10:w    r14     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8 // $13
(W)     shr (1|M0)               r21.2<1>:ud   r3.6<0;1,0>:ud    0x4:uw                              // $28
(W)     shr (1|M0)               r26.2<1>:ud   r3.7<0;1,0>:ud    0x4:uw                              // $40
        add (8|M0)               r27.0<1>:w    r15.0<8;8,1>:w    1:w                                 // $44
        add (8|M0)               r17.0<1>:d    r5.0<8;8,1>:d     r7.0<8;8,1>:d    {Compacted}        // $19
        shl (8|M0)               r19.0<1>:d    r7.0<8;8,1>:d     1:w                                 // $24
        shl (8|M0)               r20.0<1>:d    r8.0<8;8,1>:d     1:w                                 // $25
        add (8|M0)               r22.0<1>:d    r10.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted}        // $32
        add (8|M0)               r23.0<1>:d    r11.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted}        // $33
        add (8|M0)               r24.0<1>:d    r12.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted}        // $34
        add (8|M0)               r25.0<1>:d    r13.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted}        // $35
(W)     sends (8|M0)             null:ud  r18     r17     0x4A            0x020A0201           // wr:1h+1, rd:0; hdc.dc0; oword block write x2 // $22
(W)     sends (16|M0)            null:uw  r21     r19     0x8A            0x020A0301           // wr:1h+2, rd:0; hdc.dc0; oword block write x4 // $30
(W)     sends (16|M0)            null:uw  r26     r22     0x10A            0x020A0401           // wr:1h+4, rd:0; hdc.dc0; oword block write x8 // $42
(W)     sends (4|M0)             null:ud  r28     r27     0x4A            0x020A0003           // wr:1h+1, rd:0; hdc.dc0; oword block write x1 // $47
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $48
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
