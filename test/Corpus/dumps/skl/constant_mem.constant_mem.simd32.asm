//.kernel constant_mem
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 57
//.RA type	TRIVIAL_BC_RA

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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r122.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0064 (72)  rf=r size=16 type=f align=16 words (r8.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r119.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0072 (81)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0073 (82)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r126.1)
//.declare V0075 (84)  rf=r size=8 type=q align=4 words (r6.1)
//.declare V0076 (85)  rf=r size=8 type=uq alias=V0075+0 align=4 words (r6.1)
//.declare V0078 (87)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r126.1)
//.declare V0079 (88)  rf=r size=8 type=q align=16 words (r110.0)
//.declare V0080 (89)  rf=r size=8 type=uq alias=V0079+0 align=16 words (r110.0)
//.declare V0081 (90)  rf=r size=4 type=d align=16 words (r22.0)
//.declare V0082 (91)  rf=r size=4 type=ud alias=V0081+0 align=16 words (r22.0)
//.declare V0083 (92)  rf=r size=4 type=f align=2 words (r109.0)
//.declare V0084 (93)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0085 (94)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0086 (95)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0087 (96)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0094 (103)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r27.0)
//.declare V0095 (104)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r103.0)
//.declare V0096 (105)  rf=r size=128 type=q align=16 words (r29.0)
//.declare V0097 (106)  rf=r size=128 type=q align=16 words (r99.0)
//.declare V0098 (107)  rf=r size=128 type=uq alias=V0096+0 align=16 words (r29.0)
//.declare V0099 (108)  rf=r size=128 type=uq alias=V0097+0 align=16 words (r99.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0101 (110)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0102 (111)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0103 (112)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0104 (113)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0105 (114)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0106 (115)  rf=r size=8 type=q align=4 words (r6.2)
//.declare V0107 (116)  rf=r size=8 type=uq alias=V0106+0 align=4 words (r6.2)
//.declare V0110 (119)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r35.0)
//.declare V0111 (120)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r91.0)
//.declare V0112 (121)  rf=r size=128 type=q align=16 words (r87.0)
//.declare V0113 (122)  rf=r size=128 type=q align=16 words (r37.0)
//.declare V0114 (123)  rf=r size=128 type=uq alias=V0112+0 align=16 words (r87.0)
//.declare V0115 (124)  rf=r size=128 type=uq alias=V0113+0 align=16 words (r37.0)
//.declare V0116 (125)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0117 (126)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0118 (127)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0119 (128)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0120 (129)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0121 (130)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0122 (131)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0120    | :uq      |      8 | r8       | general    |
// | V0121    | :uq      |      8 | r8+8     | general    |
// | V0122    | :uq      |      8 | r8+16    | general    |
// | V0034    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $4
(W)     shl (1|M0)               r6.0<1>:d     r8.6<0;1,0>:d     4:w                                 // $17
(W)     shl (1|M0)               r6.1<1>:d     r8.6<0;1,0>:d     2:w                                 // $29
(W)     mov (1|M0)               r6.1<1>:uq    0x6E10CA2E:uq                                         // $2
(W)     mov (1|M0)               r6.2<1>:uq    0x6E10CA2E:uq                                         // $3
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $66
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $8
(W)     add (1|M0)               r119.2<1>:d   r6.0<0;1,0>:d     r8.7<0;1,0>:d                       // $18
(W)     and (1|M0)               r126.1<1>:d   r6.1<0;1,0>:d     60:w                                // $30
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $10
(W)     send (4|M0)              r8:f     r119    0xA            0x02184002           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x1 // $20
(W)     add (1|M0)               r110.0<1>:q   r126.1<0;1,0>:ud  r6.1<0;1,0>:q                       // $33
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2:w                                 // $12
(W)     send (1|M0)              r22      r110:uq  0xC           0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $34
        send (16|M0)             r12:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r120:w   r122    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
(W)     mov (1|M0)               r109.0<1>:f   r22.0<0;1,0>:d                   {Compacted}          // $35
        shl (16|M0)              r25.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $38
        shl (16|M16)             r105.0<1>:d   r120.0<8;8,1>:d   2:w                                 // $39
        mov (16|M0)              r14.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $21
        mov (16|M16)             r16.0<1>:f    r120.0<8;8,1>:d                                       // $22
        and (16|M0)              r27.0<1>:d    r25.0<8;8,1>:d    60:w                                // $40
        and (16|M16)             r103.0<1>:d   r105.0<8;8,1>:d   60:w                                // $41
        and (16|M0)              r35.0<1>:d    r25.0<8;8,1>:d    12:w                                // $51
        and (16|M16)             r91.0<1>:d    r105.0<8;8,1>:d   12:w                                // $52
        add (8|M0)               r29.0<1>:q    r27.0<8;8,1>:ud   r6.1<0;1,0>:q                       // $45
        add (8|M8)               r31.0<1>:q    r28.0<8;8,1>:ud   r6.1<0;1,0>:q                       // $45
        add (8|M16)              r99.0<1>:q    r103.0<8;8,1>:ud  r6.1<0;1,0>:q                       // $46
        add (8|M24)              r101.0<1>:q   r104.0<8;8,1>:ud  r6.1<0;1,0>:q                       // $46
        add (8|M0)               r87.0<1>:q    r35.0<8;8,1>:ud   r6.2<0;1,0>:q                       // $56
        add (8|M8)               r89.0<1>:q    r36.0<8;8,1>:ud   r6.2<0;1,0>:q                       // $56
        add (8|M16)              r37.0<1>:q    r91.0<8;8,1>:ud   r6.2<0;1,0>:q                       // $57
        add (8|M24)              r39.0<1>:q    r92.0<8;8,1>:ud   r6.2<0;1,0>:q                       // $57
        send (16|M0)             r33:w    r29:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $47
        mad (16|M0)              r117.0<1>:f   r8.0<0;0>:f       r8.1<0;0>:f       r14.0<1>:f       {Compacted} // $23 {0=EL, 1=EL, 2=EL, BC=BAD}
        send (16|M16)            r97:w    r99:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $48
        send (16|M0)             r42:w    r87:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $58
        mul (16|M0)              r115.0<1>:f   r8.2<0;1,0>:f     r14.0<8;8,1>:f   {Compacted}        // $25
        send (16|M16)            r44:w    r37:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $59
        mad (16|M16)             r18.0<1>:f    r8.0<0;0>:f       r8.1<0;0>:f       r16.0<1>:f       {Compacted} // $24 {0=EL, 1=EL, 2=EL, BC=BAD}
        mul (16|M16)             r113.0<1>:f   r8.2<0;1,0>:f     r16.0<8;8,1>:f                      // $26
        mad (16|M0)              r20.0<1>:f    r117.0<2;1>:f     r115.0<2;1>:f     r14.0<1>:f       {Compacted} // $27 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r111.0<1>:f   r18.0<2;1>:f      r113.0<2;1>:f     r16.0<1>:f       {Compacted} // $28 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M0)              r23.0<1>:f    r20.0<2;1>:f      r8.3<0;0>:f       r109.0<0>:f      {Compacted} // $36 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r107.0<1>:f   r111.0<2;1>:f     r8.3<0;0>:f       r109.0<0>:f      {Compacted} // $37 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mov (16|M0)              r95.0<1>:f    r33.0<8;8,1>:d                   {Compacted}          // $49
        mov (16|M16)             r93.0<1>:f    r97.0<8;8,1>:d                                        // $50
        mad (16|M0)              r85.0<1>:f    r23.0<2;1>:f      r42.0<2;1>:f      r95.0<1>:f       {Compacted} // $60 {0=OL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r46.0<1>:f    r107.0<2;1>:f     r44.0<2;1>:f      r93.0<1>:f       {Compacted} // $61 {0=OH, 1=EL, 2=OH, BC=GOOD}
        sends (16|M0)            null:w   r10     r85     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $63
        sends (16|M16)           null:w   r122    r46     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $65
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $66
// Bank Conflict Statistics: 
// -- GOOD: 6
// --  BAD: 2
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
