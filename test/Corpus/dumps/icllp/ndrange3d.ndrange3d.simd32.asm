//.kernel ndrange3d
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 70
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r11.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r11.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=4 type=d align=2 words (r8.3)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r8.2)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0058 (66)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r3.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r4.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0067 (75)  rf=r size=4 type=d align=16 words (r117.0)
//.declare V0070 (78)  rf=r size=32 type=uw alias=V0046+0 align=16 words (r5.0)
//.declare V0071 (79)  rf=r size=32 type=uw alias=V0047+0 align=16 words (r6.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0078 (86)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0079 (87)  rf=r size=4 type=d align=2 words (r126.1)
//.declare V0080 (88)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V0081 (89)  rf=r size=4 type=d align=16 words (r110.0)
//.declare V0082 (90)  rf=r size=4 type=d align=4 words (r9.6)
//.declare V0083 (91)  rf=r size=4 type=d align=4 words (r126.2)
//.declare V0084 (92)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0085 (93)  rf=r size=4 type=d align=2 words (r126.3)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0088 (96)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r27.0)
//.declare V0089 (97)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r108.0)
//.declare V0090 (98)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0042    | :w x 16  |     32 | r1       | general    |
// | V0043    | :w x 16  |     32 | r2       | general    |
// | V0044    | :w x 16  |     32 | r3       | general    |
// | V0045    | :w x 16  |     32 | r4       | general    |
// | V0046    | :w x 16  |     32 | r5       | general    |
// | V0047    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0090    | :uq      |      8 | r8       | general    |
// | V0048    | :d       |      4 | r8+8     | general    |
// | V0037    | :d       |      4 | r8+12    | general    |
// | V0038    | :d x 3   |     12 | r8+16    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// | V0040    | :d x 3   |     12 | r9+12    | general    |
// | V0041    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r11.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r11.2<0;1,0>:uw                     // $2
        mad (16|M0)              r24.0<1>:d    r1.0<8;1>:uw      r3.0<8;1>:uw      10:w               // $31
(W)     add (1|M0)               r8.1<1>:d     r11.1<0;1,0>:d    r11.6<0;1,0>:d                      // $35
        mad (16|M16)             r111.0<1>:d   r2.0<8;1>:uw      r4.0<8;1>:uw      10:w               // $32
(W)     mad (1|M0)               r9.6<1>:d     r8.4<0;0>:d       r8.5<0;0>:d       3:w               // $43
(W)     mach (1|M0)              r126.0<1>:d   r10.0<0;1,0>:d    r11.1<0;1,0>:d   {Compacted}        // $5
(W)     mul (1|M0)               acc0.0<1>:d   r10.1<0;1,0>:d    r11.12<0;1,0>:uw                    // $9
        mad (16|M0)              r24.0<1>:d    r24.0<8;1>:d      r5.0<8;1>:uw      100:w               // $33
(W)     add (1|M0)               r126.1<1>:d   r8.1<0;1,0>:d     r11.7<0;1,0>:d                      // $36
        mad (16|M16)             r111.0<1>:d   r111.0<8;1>:d     r6.0<8;1>:uw      100:w               // $34
        add (16|M0)              r12.0<1>:d    r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
(W)     mach (1|M0)              r8.0<1>:d     r10.1<0;1,0>:d    r11.6<0;1,0>:d                      // $12
(W)     mul (1|M0)               acc0.0<1>:d   r10.2<0;1,0>:d    r11.14<0;1,0>:uw                    // $16
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        mad (16|M0)              r24.0<1>:d    r24.0<8;1>:d      r126.1<0;0>:d     1000:w               // $37
        add (16|M0)              r120.0<1>:d   r8.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
(W)     mach (1|M0)              r117.0<1>:d   r10.2<0;1,0>:d    r11.7<0;1,0>:d                      // $19
        add (16|M16)             r16.0<1>:d    r8.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r118.0<1>:d   r120.0<8;8,1>:d   r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M0)              r20.0<1>:d    r117.0<0;1,0>:d   r5.0<16;16,1>:uw                    // $19
        add (16|M16)             r115.0<1>:d   r117.0<0;1,0>:d   r6.0<16;16,1>:uw                    // $20
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        mad (16|M16)             r111.0<1>:d   r111.0<8;1>:d     r126.1<0;0>:d     1000:w               // $38
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted}        // $21
        add (16|M16)             r115.0<1>:d   r115.0<8;8,1>:d   r7.2<0;1,0>:d                       // $22
        add (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
(W)     add (1|M0)               r8.7<1>:d     r7.0<0;1,0>:d     r7.2<0;1,0>:d                       // $47
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    r9.2<0;1,0>:uw                      // $23
(W)     mad (1|M0)               r126.2<1>:d   r9.6<0;0>:d       r8.6<0;0>:d       5:w               // $44
(W)     mov (8|M0)               r127.0<1>:f   r11.0<8;8,1>:f                   {Compacted}          // $59
(W)     add (1|M0)               r126.3<1>:d   r8.7<0;1,0>:d     r8.3<0;1,0>:d                       // $48
        mach (8|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}        // $23
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    r9.2<0;1,0>:uw                      // $23
        mach (8|M8)              r21.0<1>:d    r21.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}        // $24
(W)     mul (8|M16)              acc0.0<1>:d   r115.0<8;8,1>:d   r9.2<0;1,0>:uw                      // $24
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r118.0<8;8,1>:d  {Compacted}        // $25
        mach (8|M16)             r115.0<1>:d   r115.0<8;8,1>:d   r9.1<0;1,0>:d                       // $24
(W)     mul (8|M24)              acc0.0<1>:d   r116.0<8;8,1>:d   r9.2<0;1,0>:uw                      // $24
        mach (8|M24)             r116.0<1>:d   r116.0<8;8,1>:d   r9.1<0;1,0>:d                       // $25
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    r9.0<0;1,0>:uw                      // $27
        add (16|M16)             r115.0<1>:d   r115.0<8;8,1>:d   r18.0<8;8,1>:d                      // $26
        mach (8|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $27
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    r9.0<0;1,0>:uw                      // $27
        mach (8|M8)              r21.0<1>:d    r21.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $28
(W)     mul (8|M16)              acc0.0<1>:d   r115.0<8;8,1>:d   r9.0<0;1,0>:uw                      // $28
        add (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $29
        mach (8|M16)             r115.0<1>:d   r115.0<8;8,1>:d   r9.0<0;1,0>:d                       // $28
(W)     mul (8|M24)              acc0.0<1>:d   r116.0<8;8,1>:d   r9.0<0;1,0>:uw                      // $28
        shl (16|M0)              r27.0<1>:d    r22.0<8;8,1>:d    2:w                                 // $51
        mach (8|M24)             r116.0<1>:d   r116.0<8;8,1>:d   r9.0<0;1,0>:d                       // $29
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r9.8<0;1,0>:uw                      // $39
        add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}        // $53
        add (16|M16)             r113.0<1>:d   r115.0<8;8,1>:d   r122.0<8;8,1>:d                     // $30
(W)     mach (1|M0)              r26.0<1>:d    r9.3<0;1,0>:d     r9.4<0;1,0>:d                       // $40
        shl (16|M16)             r108.0<1>:d   r113.0<8;8,1>:d   2:w                                 // $52
(W)     mul (1|M0)               acc0.0<1>:d   r26.0<0;1,0>:d    r9.10<0;1,0>:uw                     // $40
        add (16|M16)             r108.0<1>:d   r108.0<8;8,1>:d   r8.2<0;1,0>:d                       // $54
(W)     mach (1|M0)              r110.0<1>:d   r26.0<0;1,0>:d    r9.5<0;1,0>:d    {Compacted}        // $41
        add (16|M0)              r24.0<1>:d    r110.0<0;1,0>:d   r24.0<8;8,1>:d   {Compacted}        // $41
        add (16|M16)             r111.0<1>:d   r110.0<0;1,0>:d   r111.0<8;8,1>:d                     // $42
        add (16|M0)              r24.0<1>:d    r126.2<0;1,0>:d   r24.0<8;8,1>:d   {Compacted}        // $45
        add (16|M16)             r111.0<1>:d   r126.2<0;1,0>:d   r111.0<8;8,1>:d                     // $46
        add (16|M0)              r24.0<1>:d    r126.3<0;1,0>:d   r24.0<8;8,1>:d   {Compacted}        // $49
        add (16|M16)             r111.0<1>:d   r126.3<0;1,0>:d   r111.0<8;8,1>:d                     // $50
        sends (16|M0)            null:w   r27     r24     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $56
        sends (16|M16)           null:w   r108    r111    0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $58
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $59
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
