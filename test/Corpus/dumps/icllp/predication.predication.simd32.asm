//.kernel predication
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 71
//.RA type	TRIVIAL_RA

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
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r20.0)
//.declare V0059 (67)  rf=r size=128 type=f align=16 words (r24.0)
//.declare V0060 (68)  rf=r size=128 type=f align=16 words (r28.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P01 (73)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (74)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0065 (75)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0066 (76)  rf=r size=64 type=d align=16 words (r42.0)
//.declare P03 (77)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (78)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0071 (83)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0072 (84)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0075 (87)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0076 (88)  rf=r size=64 type=d align=16 words (r54.0)
//.declare P05 (89)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (90)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0077 (91)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0078 (92)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0079 (93)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0080 (94)  rf=r size=64 type=f align=16 words (r62.0)
//.declare P07 (95)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0081 (96)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0082 (97)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0083 (98)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0084 (99)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (101)  rf=r size=2 type=w align=1 words (r4.2)
//.declare  (103)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (104)  rf=r size=64 type=f align=16 words (r12.0)

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
// | V0081    | :uq      |      8 | r8       | general    |
// | V0082    | :uq      |      8 | r8+8     | general    |
// | V0083    | :uq      |      8 | r8+16    | general    |
// | V0084    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw                      // $2
(W)     mov (1|M0)               r4.2<1>:hf    0x1:hf                                                // $29
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $79
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $5
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r12:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r20:w    r14:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        send (16|M0)             r24:w    r12:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $16
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $18
        send (16|M16)            r28:w    r14:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $18
        cmp (16|M0)   (gt)f1.0   null<1>:d     r16.0<8;8,1>:d    -1:w                                // $27
        cmp (16|M16)  (gt)f1.0   null<1>:d     r20.0<8;8,1>:d    -1:w                                // $28
        add (16|M0)              r36.0<1>:d    r18.0<8;8,1>:d    -r16.0<8;8,1>:d  {Compacted}        // $21
        cmp (16|M0)   (gt)f0.0   null<1>:d     r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $23
(f1.0)  sel (16|M0)              r40.0<1>:d    r4.2<0;1,0>:w     -1:w                                // $29
        add (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    -r20.0<8;8,1>:d                     // $22
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:d    r22.0<8;8,1>:d                      // $24
(f1.0)  sel (16|M16)             r42.0<1>:d    r4.2<0;1,0>:w     -1:w                                // $30
        cmp (16|M0)   (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    0:w                                 // $31
        cmp (16|M16)  (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $32
        add (16|M0)              r32.0<1>:d    r16.0<8;8,1>:d    -r18.0<8;8,1>:d  {Compacted}        // $19
        add (16|M16)             r34.0<1>:d    r20.0<8;8,1>:d    -r22.0<8;8,1>:d                     // $20
(~f0.0) mov (16|M0)              r32.0<1>:f    r36.0<8;8,1>:f                                        // $25
(f1.0)  mov (16|M0)              r40.0<1>:f    0x11:f                                                //  (0x00000011:f); $33
(~f0.0) mov (16|M16)             r34.0<1>:f    r38.0<8;8,1>:f                                        // $26
        and (16|M0)   (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    1:w                                 // $37
(f1.0)  mov (16|M16)             r42.0<1>:f    0x11:f                                                //  (0x00000011:f); $34
        and (16|M16)  (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    1:w                                 // $39
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $35
(f0.0)  sel (16|M0)              r44.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $41
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r42.0<8;8,1>:d                      // $36
(f0.0)  sel (16|M16)             r46.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d                      // $42
        sel (16|M0)   (lt)f0.0   r48.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $45
        asr (16|M0)              r52.0<1>:d    r16.0<8;8,1>:d    31:w                                // $49
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $43
        sel (16|M16)  (lt)f0.0   r50.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d                      // $46
        asr (16|M16)             r54.0<1>:d    r20.0<8;8,1>:d    31:w                                // $50
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r46.0<8;8,1>:d                      // $44
        cmp (16|M0)   (lt)f1.0   null<1>:f     r26.0<8;8,1>:f    0x41200000:f                        // $59
        cmp (16|M0)   (ne)f0.0   null<1>:f     r24.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $69
        cmp (16|M16)  (lt)f1.0   null<1>:f     r30.0<8;8,1>:f    0x41200000:f                        // $60
        cmp (16|M16)  (ne)f0.0   null<1>:f     r28.0<8;8,1>:f    r28.0<8;8,1>:f                      // $70
        xor (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $51
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $47
        sel (16|M0)   (lt)f0.0   r60.0<1>:f    r24.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $67
        xor (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    r20.0<8;8,1>:d                      // $52
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r50.0<8;8,1>:d                      // $48
        sel (16|M16)  (lt)f0.0   r62.0<1>:f    r28.0<8;8,1>:f    r30.0<8;8,1>:f                      // $68
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:f     r24.0<8;8,1>:f    r26.0<8;8,1>:f                      // $61
(f0.0)  mov (16|M0)              r60.0<1>:f    0x0:f                                                 // $71
(f1.0)  cmp (16|M16)  (lt)f1.0   null<1>:f     r28.0<8;8,1>:f    r30.0<8;8,1>:f                      // $63
(f0.0)  mov (16|M16)             r62.0<1>:f    0x0:f                                                 // $72
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $53
        mul (16|M0)              r56.0<1>:f    r24.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $65
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r54.0<8;8,1>:d                      // $54
        mul (16|M16)             r58.0<1>:f    r28.0<8;8,1>:f    r30.0<8;8,1>:f                      // $66
(~f1.0) mov (16|M0)              r56.0<1>:f    r60.0<8;8,1>:f                                        // $73
(~f1.0) mov (16|M16)             r58.0<1>:f    r62.0<8;8,1>:f                                        // $74
        sends (16|M0)            null:w   r12     r32     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $56
        sends (16|M16)           null:w   r14     r34     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $58
        sends (16|M0)            null:w   r12     r56     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $76
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $78
        sends (16|M16)           null:w   r14     r58     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $78
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $79
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
