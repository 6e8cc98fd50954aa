//.kernel slm_transpose
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 93
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r23.0)
//.declare P01 (69)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (70)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0062 (72)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0063 (73)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r25.0)
//.declare V0064 (74)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r27.0)
//.declare V0065 (75)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0066 (76)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0067 (77)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r34.0)
//.declare V0070 (80)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r36.0)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (82)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0071 (83)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0072 (84)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r44.0)
//.declare P03 (87)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (88)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0075 (89)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0076 (90)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0077 (91)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r46.0)
//.declare V0078 (92)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r48.0)
//.declare V0079 (93)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0080 (94)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0081 (95)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0082 (96)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0083 (97)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r54.0)
//.declare V0084 (98)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r56.0)
//.declare V0085 (99)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0086 (100)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (102)  rf=r size=32 type=uw align=16 words (r58.0)
//.declare  (103)  rf=r size=32 type=uw align=16 words (r59.0)
//.declare  (104)  rf=r size=32 type=uw align=16 words (r60.0)
//.declare  (105)  rf=r size=32 type=uw align=16 words (r61.0)
//.declare  (106)  rf=r size=2 type=uw align=1 words (r6.4)
//.declare  (108)  rf=r size=2 type=uw align=1 words (r6.5)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r62.0)
//.declare  (111)  rf=r size=32 type=ud align=16 words (r63.0)
//.declare  (112)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (113)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (114)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (115)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0042    | :w x 16  |     32 | r4       | general    |
// | V0043    | :w x 16  |     32 | r5       | general    |
// | V0044    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0085    | :uq      |      8 | r8       | general    |
// | V0086    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0035    | :d       |      4 | r8+20    | general    |
// | V0045    | :d       |      4 | r8+24    | general    |
// | V0046    | :d       |      4 | r8+28    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     shl (1|M0)               r6.0<1>:d     r5.1<0;1,0>:d     4:w               {Compacted,@1}    // $2
        mov (16|M16)             r11.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     shl (1|M0)               r6.1<1>:d     r5.6<0;1,0>:d     4:w                                 // $7
        mov (16|M16)             r19.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        mov (16|M0)              r9.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        add (16|M16)             r15.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted,@4}     // $6
        add (16|M16)             r23.0<1>:d    r6.1<0;1,0>:d     r19.0<8;8,1>:d   {Compacted,@3}     // $11
        add (16|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted,@3}     // $5
        cmp (16|M16)  (lt)f0.0   null<1>:d     r15.0<8;8,1>:d    r8.4<0;1,0>:d    {@3}               // $13
        cmp (16|M16)  (lt)f1.0   null<1>:d     r23.0<8;8,1>:d    r8.5<0;1,0>:d    {@3}               // $16
        mov (16|M0)              r17.0<1>:d    r3.0<16;16,1>:uw                                      // $8
(W)     mov (1|M0)               r6.4<1>:hf    0x1:hf                                                // $17
        cmp (16|M0)   (lt)f1.0   null<1>:d     r13.0<8;8,1>:d    r8.4<0;1,0>:d    {@5}               // $12
        add (16|M0)              r21.0<1>:d    r6.1<0;1,0>:d     r17.0<8;8,1>:d   {Compacted,@3}     // $10
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r6.4<0;1,0>:uw    0x0:uw              {@3}            // $17
(f0.0)  sel (16|M16)             r59.0<1>:uw   r6.4<0;1,0>:uw    0x0:uw                              // $17
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:d     r21.0<8;8,1>:d    r8.5<0;1,0>:d    {@3}               // $14
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r59.0<16;16,1>:uw {@2}            // $17
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $18
(f1.0)  if (32|M0)                           _0_007            _0_007                                // $18
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:d    r8.8<0;1,0>:uw   {Compacted}        // $20
        mach (8|M0)              r25.0<1>:d    r21.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $20
(W)     mul (8|M8)               acc0.0<1>:d   r22.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $20
        mach (8|M8)              r26.0<1>:d    r22.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $21
(W)     mul (8|M16)              acc0.0<1>:d   r23.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $21
        mach (8|M16)             r27.0<1>:d    r23.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $21
(W)     mul (8|M24)              acc0.0<1>:d   r24.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $21
        mach (8|M24)             r28.0<1>:d    r24.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $22
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted,@5}     // $22
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted,@2}     // $23
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w               {Compacted,@2}    // $24
        shl (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    2:w               {Compacted,@2}    // $25
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}     // $26
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}     // $27
        send.dc1 (16|M0)         r29      r25     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $29
        send.dc1 (16|M16)        r31      r27     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $31
        shl (16|M0)              r34.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted}       // $32
        shl (16|M16)             r36.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}       // $33
        mad (16|M0)              r34.0<1>:d    r34.0<8;1>:d      r17.0<8;1>:d      68:w               {@2} // $34
        mad (16|M16)             r36.0<1>:d    r36.0<8;1>:d      r19.0<8;1>:d      68:w               {@2} // $35
        send.dc1 (16|M0)         null     r34     r29     0x80            0x04025EFE           {@2,$0} // wr:2+2, rd:0; untyped surface write with x // $36
        send.dc1 (16|M16)        null     r36     r31     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x // $37
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_007:
        endif (32|M0)                        L576                                                    // $18
L576:
(W)     send.dc0 (8|M0)          r7       r5      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $39
(W)     and (8|M0)               r33.0<1>:ud   r5.2<0;1,0>:ud    0x7F000000:ud                       // $40
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $40
(W)     send.gtwy (1|M0)         null     r33     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier // $40
(W)     sync.bar                             null                                                    // $40
        add (16|M16)             r40.0<1>:d    r6.1<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}        // $42
        add (16|M16)             r44.0<1>:d    r6.0<0;1,0>:d     r19.0<8;8,1>:d   {Compacted}        // $44
        add (16|M0)              r38.0<1>:d    r6.1<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $41
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:d    r8.5<0;1,0>:d    {@3}               // $46 R{} IR{}{E:4,E:4,},  R{r8,} IR{} {BC=1}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r44.0<8;8,1>:d    r8.4<0;1,0>:d    {@3}               // $49
(W)     mov (1|M0)               r6.5<1>:hf    0x1:hf                                                // $50
        cmp (16|M0)   (lt)f0.0   null<1>:d     r38.0<8;8,1>:d    r8.5<0;1,0>:d    {@4}               // $45
        add (16|M0)              r42.0<1>:d    r6.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}        // $43
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r6.5<0;1,0>:uw    0x0:uw              {@3}            // $50
(f1.0)  sel (16|M16)             r61.0<1>:uw   r6.5<0;1,0>:uw    0x0:uw                              // $50
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r42.0<8;8,1>:d    r8.4<0;1,0>:d    {@3}               // $47
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r61.0<16;16,1>:uw {@2}            // $50
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $51
(f0.0)  if (32|M0)                           _slm_transpose_k0_0_cf  _slm_transpose_k0_0_cf          // $51
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
(W)     mul (8|M0)               acc0.0<1>:d   r42.0<8;8,1>:d    r8.10<0;1,0>:uw  {Compacted}        // $59
        mach (8|M0)              r54.0<1>:d    r42.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $59
(W)     mul (8|M8)               acc0.0<1>:d   r43.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $59
        shl (16|M0)              r46.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted}       // $53
        shl (16|M16)             r48.0<1>:d    r19.0<8;8,1>:d    2:w               {Compacted}       // $54
        mach (8|M8)              r55.0<1>:d    r43.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $60
(W)     mul (8|M16)              acc0.0<1>:d   r44.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $60
        mach (8|M16)             r56.0<1>:d    r44.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $60
(W)     mul (8|M24)              acc0.0<1>:d   r45.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $60
        mach (8|M24)             r57.0<1>:d    r45.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $61
        mad (16|M0)              r46.0<1>:d    r46.0<8;1>:d      r9.0<8;1>:d       68:w               {@7} // $55
        mad (16|M16)             r48.0<1>:d    r48.0<8;1>:d      r11.0<8;1>:d      68:w               {@7} // $56
        add (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@7}     // $61 R{} IR{}{E:3,E:3,},  R{} IR{}{O:3,O:3,},  {BC=2}
        add (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@4}     // $62 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        send.dc1 (16|M0)         r50      r46     null    0x0            0x04205EFE           {@4,$4} // wr:2+0, rd:2; untyped surface read with x // $57
        send.dc1 (16|M16)        r52      r48     null    0x0            0x04205EFE           {@3,$5} // wr:2+0, rd:2; untyped surface read with x // $58
        shl (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    2:w               {Compacted,@2}    // $63
        shl (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    2:w               {Compacted,@2}    // $64
        add (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted,@2}     // $65
        add (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted,@2}     // $66
        send.dc1 (16|M0)         null     r54     r50     0x80            0x04025E01           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $68
        send.dc1 (16|M16)        null     r56     r52     0x80            0x04025E01           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $70
// B004: Preds:{B003, B002},  Succs:{B005}
_slm_transpose_k0_0_cf:
        endif (32|M0)                        _0_009                                                  // $51
// B005: Preds:{B004},  Succs:{}
_0_009:
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}          // $72
(W)     send.dc0 (8|M0)          r62      r5      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $72
(W)     mov (8|M0)               null<1>:ud    r62.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $72
(W)     send.dc0 (8|M0)          r63      r5      null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence // $72
(W)     mov (8|M0)               null<1>:ud    r63.0<8;8,1>:ud                  {$7.dst}             //  memory fence commit; $72
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $72


//.BankConflicts: 5
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 5
//.SIMD16ReadSuppressions: 2
//.SIMD8s: 133
//
//.RMWs: 0
//
//.accSubDef: 2
//.accSubUse: 2
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
