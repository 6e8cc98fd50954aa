//.kernel sg_simd8_mix
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 50
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.1)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r6.6)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0049 (57)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0050 (58)  rf=r size=32 type=ud alias=V0049+0 align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0052 (60)  rf=r size=32 type=ud alias=V0048+0 align=16 words (r7.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V0058 (66)  rf=r size=32 type=ud alias=V0053+0 align=16 words (r11.0)
//.declare V0060 (68)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0062 (70)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V0063 (71)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V0064 (72)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V0065 (73)  rf=r size=32 type=ud alias=V0063+0 align=16 words (r17.0)
//.declare V0066 (74)  rf=r size=32 type=ud alias=V0064+0 align=16 words (r18.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r9.0)
//.declare V0068 (76)  rf=r size=32 type=ud alias=V0056+0 align=16 words (r13.0)
//.declare V0069 (77)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0070 (78)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V0071 (79)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V0072 (80)  rf=r size=32 type=ud alias=V0070+0 align=16 words (r20.0)
//.declare V0073 (81)  rf=r size=32 type=ud alias=V0071+0 align=16 words (r21.0)
//.declare V0074 (82)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0075 (83)  rf=r size=32 type=d align=16 words (r23.0)
//.declare P01 (84)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0077 (86)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V0079 (88)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V0080 (89)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V0081 (90)  rf=r size=32 type=ud alias=V0079+0 align=16 words (r25.0)
//.declare V0082 (91)  rf=r size=32 type=ud alias=V0080+0 align=16 words (r26.0)
//.declare V0083 (92)  rf=r size=32 type=ud alias=V0077+0 align=16 words (r24.0)
//.declare V0084 (93)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare V0085 (94)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V0086 (95)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0088 (97)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0089 (98)  rf=r size=32 type=ud alias=V0085+0 align=16 words (r28.0)
//.declare V0090 (99)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V0092 (101)  rf=r size=32 type=ud alias=V0090+0 align=16 words (r29.0)
//.declare V0094 (103)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0095 (104)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0096 (105)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0097 (106)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0098 (107)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (109)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare  (110)  rf=r size=16 type=w align=8 words (r33.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0096    | :uq      |      8 | r5       | general    |
// | V0097    | :uq      |      8 | r5+8     | general    |
// | V0098    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// | V0038    | :d x 3   |     12 | r6+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.6<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d                       // $2
        mov (8|M0)               r33.0<1>:w    0x76543210:v                                          // $34
(W)     mov (1|M0)               r6.7<1>:ud    0x0:ud                              {Compacted}       // $23
        mul (8|M0)               r28.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw                      // $38
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}          // $51
        add (8|M0)               r7.0<1>:d     r6.6<0;1,0>:d     r1.0<8;8,1>:uw                      // $4
        mov (8|M0)               r24.0<1>:d    r33.0<8;8,1>:w                                        // $34
        add (8|M0)               r28.0<1>:d    r28.0<8;8,1>:d    r2.0<8;8,1>:uw                      // $40
        add (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     3:w                                 // $6
        shl (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     2:w                                 // $9
        send (8|M0)              r9:d     r8      0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy // $8
        send (8|M0)              r11:d    r7      0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $11
        mul (8|M0)               acc0.0<1>:ud  r11.0<8;8,1>:ud   0x3:uw                              // $13
        cmp (8|M0)    (lt)f0.0   null<1>:d     r11.0<8;8,1>:d    0:w                                 // $30
        asr (8|M0)               r12.0<1>:d    r11.0<8;8,1>:d    31:w                                // $12
        mach (8|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x3:ud              {AccWrEn,Compacted} // 
        mul (8|M0)               r16.0<1>:d    r12.0<8;8,1>:d    0x3:uw                              // $18
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        add (8|M0)               r13.0<1>:d    r15.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $19
        addc (8|M0)              r17.0<1>:ud   r9.0<8;8,1>:ud    r14.0<8;8,1>:ud  {AccWrEn,Compacted} // $20
        add (8|M0)               r18.0<1>:ud   r10.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $21
        shl (8|M0)               r23.0<1>:d    r17.0<8;8,1>:d    2:w                                 // $26
        mov (8|M0)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $20
        subb (8|M0)              r20.0<1>:ud   r6.7<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn}          // $23
        shr (8|M0)               r17.0<1>:d    r17.0<8;8,1>:ud   30:w                                // $27
(~f0.0) mov (8|M0)               r20.0<1>:d    r23.0<8;8,1>:d                                        // $31
        add (8|M0)               r18.0<1>:ud   r19.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $22
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $23
        addc (8|M0)              r25.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted} // $35
        add (8|M0)               r21.0<1>:ud   -r22.0<8;8,1>:ud  -r18.0<8;8,1>:ud {Compacted}        // $25
        shl (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $28
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $35
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r28.0<2;1,0>:uw                     // $41
        or (8|M0)                r18.0<1>:d    r18.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}        // $29
        mach (8|M0)              null<1>:d     r6.0<0;1,0>:d     r28.0<8;8,1>:d   {AccWrEn,Compacted} // $42
(~f0.0) mov (8|M0)               r21.0<1>:d    r18.0<8;8,1>:d                                        // $32
        mov (8|M0)               r28.0<1>:d    acc0.0<8;8,1>:d                                       // $42
        add (8|M0)               r26.0<1>:ud   r27.0<8;8,1>:ud   r21.0<8;8,1>:ud  {Compacted}        // $36
        add (8|M0)               r28.0<1>:d    r28.0<8;8,1>:d    r1.0<8;8,1>:uw                      // $42
        shr (8|M0)               r28.0<1>:d    r28.0<8;8,1>:ud   3:w                                 // $43
        mul (8|M0)               r28.0<1>:d    r28.0<8;8,1>:d    100:w                               // $44
        addc (8|M0)              r29.0<1>:ud   r25.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted} // $45
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $45
        mov (8|M0)               r31.0<1>:d    r29.0<8;8,1>:d                   {Compacted}          // $47
        add (8|M0)               r32.0<1>:ud   r30.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $46
        sends (8|M0)             null:ud  r8      r31     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy // $50
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $51
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
