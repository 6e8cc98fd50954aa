//.kernel struct_arg
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 52
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r10.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r9.2)
//.declare V0045 (53)  rf=r size=4 type=f align=2 words (r8.6)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0047 (55)  rf=r size=1 type=b align=2 words (r9.0)
//.declare V0048 (56)  rf=r size=2 type=w align=2 words (r9.2)
//.declare V0049 (57)  rf=r size=8 type=q align=4 words (r9.1)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0056 (64)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r13.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r120.0)
//.declare V0064 (72)  rf=r size=256 type=f align=16 words (r111.0)
//.declare V0065 (73)  rf=r size=256 type=f align=16 words (r16.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0069 (77)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r103.0)
//.declare P01 (80)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0074 (83)  rf=r size=256 type=d alias=V0064+0 align=16 words (r111.0)
//.declare V0075 (84)  rf=r size=256 type=d alias=V0065+0 align=16 words (r16.0)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0080 (89)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0081 (90)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0082 (91)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0083 (92)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r95.0)
//.declare V0084 (93)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r34.0)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0090 (99)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0091 (100)  rf=r size=128 type=d align=16 words (r89.0)
//.declare V0092 (101)  rf=r size=128 type=d align=16 words (r38.0)
//.declare V0095 (104)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r93.0)
//.declare V0096 (105)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r36.0)
//.declare V0097 (106)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0098 (107)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0099 (108)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (114)  rf=r size=64 type=q align=16 words (r87.0)
//.declare  (115)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (116)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (117)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (118)  rf=r size=64 type=d alias=+0 align=16 words (r87.0)
//.declare  (119)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (120)  rf=r size=64 type=d alias=+0 align=16 words (r85.0)
//.declare  (121)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)

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
// | V0097    | :uq      |      8 | r8       | general    |
// | V0098    | :uq      |      8 | r8+8     | general    |
// | V0099    | :uq      |      8 | r8+16    | general    |
// | V0045    | :f       |      4 | r8+24    | general    |
// | V0046    | :d       |      4 | r8+28    | general    |
// | V0047    | :b       |      1 | r9       | general    |
// | V0048    | :w       |      2 | r9+4     | general    |
// | V0049    | :q       |      8 | r9+8     | general    |
// | V0044    | :uq      |      8 | r9+16    | general    |
// | V0037    | :d x 3   |     12 | r10      | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}        // $2
(W)     cmp (16|M0)   (eq)f0.0   null<1>:w     r9.0<0;1,0>:b     0:w                                 // $21
(W)     cmp (16|M16)  (eq)f0.0   null<1>:w     r9.0<0;1,0>:b     0:w                                 // $22
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r13.0<1>:d    r11.0<8;8,1>:d    4:w                                 // $9
        shl (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   4:w                                 // $10
        send (16|M0)             r111:w   r13     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $12
        send (16|M16)            r16:w    r120    0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $14
        mul (16|M0)              r109.0<1>:f   r113.0<8;8,1>:f   r113.0<8;8,1>:f  {Compacted}        // $15
        mul (16|M16)             r24.0<1>:f    r18.0<8;8,1>:f    r18.0<8;8,1>:f                      // $16
        mad (16|M0)              r107.0<1>:f   r109.0<2;1>:f     r111.0<2;1>:f     r111.0<1>:f      {Compacted} // $17 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r26.0<1>:f    r24.0<2;1>:f      r16.0<2;1>:f      r16.0<1>:f       {Compacted} // $18 {0=EL, 1=EL, 2=EL, BC=GOOD}
        mad (16|M0)              r105.0<1>:f   r107.0<2;1>:f     r115.0<2;1>:f     r115.0<1>:f      {Compacted} // $19 {0=OH, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r103.0<1>:f   r26.0<2;1>:f      r20.0<2;1>:f      r20.0<1>:f       {Compacted} // $20 {0=EL, 1=EL, 2=EL, BC=GOOD}
(W&f0.0) jmpi                                _0_004                                                  // $23
// B001: Preds:{B000},  Succs:{B003}
_0_005:
        add (16|M0)              r28.0<1>:d    r117.0<8;8,1>:d   r8.7<0;1,0>:d    {Compacted}        // $25
        add (16|M16)             r101.0<1>:d   r22.0<8;8,1>:d    r8.7<0;1,0>:d                       // $26
        mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:d                   {Compacted}          // $27
        mov (16|M16)             r99.0<1>:f    r101.0<8;8,1>:d                                       // $28
        mad (16|M0)              r32.0<1>:f    r30.0<2;1>:f      r8.6<0;0>:f       r105.0<1>:f      {Compacted} // $29 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r97.0<1>:f    r99.0<2;1>:f      r8.6<0;0>:f       r103.0<1>:f      {Compacted} // $30 {0=OH, 1=EL, 2=OH, BC=GOOD}
(W)     jmpi                                 _0_006                                                  // $31
// B002: Preds:{B000},  Succs:{B003}
_0_004:
(W)     mov (1|M0)               r6.0<1>:f     r9.2<0;1,0>:w                                         // $33
        add (16|M0)              r32.0<1>:f    r105.0<8;8,1>:f   -r6.0<0;1,0>:f   {Compacted}        // $34
        add (16|M16)             r97.0<1>:f    r103.0<8;8,1>:f   -r6.0<0;1,0>:f                      // $35
// B003: Preds:{B002, B001},  Succs:{}
_0_006:
        add (8|M0)               r87.0<1>:q    r117.0<8;8,1>:d   r9.1<0;1,0>:q                       // $45
        add (8|M8)               r42.0<1>:q    r118.0<8;8,1>:d   r9.1<0;1,0>:q                       // $45
        add (8|M16)              r85.0<1>:q    r22.0<8;8,1>:d    r9.1<0;1,0>:q                       // $46
        add (8|M24)              r44.0<1>:q    r23.0<8;8,1>:d    r9.1<0;1,0>:q                       // $46
        shl (16|M0)              r95.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $37
        shl (16|M16)             r34.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $38
        shl (16|M0)              r93.0<1>:d    r11.0<8;8,1>:d    3:w                                 // $47
        mov (8|M0)               r89.0<1>:d    r87.0<2;1,0>:d                                        // $49
        mov (8|M0)               r91.0<1>:d    r87.1<2;1,0>:d                                        // $51
        mov (8|M8)               r90.0<1>:d    r42.0<2;1,0>:d                                        // $50
        mov (8|M8)               r92.0<1>:d    r42.1<2;1,0>:d                                        // $52
        shl (16|M16)             r36.0<1>:d    r122.0<8;8,1>:d   3:w                                 // $48
        mov (8|M16)              r38.0<1>:d    r85.0<2;1,0>:d                                        // $53
        mov (8|M16)              r40.0<1>:d    r85.1<2;1,0>:d                                        // $55
        mov (8|M24)              r39.0<1>:d    r44.0<2;1,0>:d                                        // $54
        mov (8|M24)              r41.0<1>:d    r44.1<2;1,0>:d                                        // $56
        sends (16|M0)            null:w   r95     r32     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $40
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $61
        sends (16|M16)           null:w   r34     r97     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $42
        sends (16|M0)            null:w   r93     r89     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $58
        sends (16|M16)           null:w   r36     r38     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $60
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $61
// Bank Conflict Statistics: 
// -- GOOD: 6
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
