//.kernel constant_mem
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 62
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r125.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r123.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r10.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0059 (67)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.2)
//.declare V0061 (69)  rf=r size=8 type=q align=4 words (r120.0)
//.declare V0064 (72)  rf=r size=16 type=f align=16 words (r6.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r119.0)
//.declare  (74)  rf=r size=32 type=uq alias=+0 align=16 words (r119.0)
//.declare V0065 (75)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0066 (76)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0067 (77)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0068 (78)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0069 (79)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0070 (80)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0071 (81)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0072 (82)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0073 (83)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0074 (84)  rf=r size=4 type=d align=2 words (r110.0)
//.declare V0075 (85)  rf=r size=8 type=q align=4 words (r22.0)
//.declare V0076 (86)  rf=r size=8 type=uq alias=V0075+0 align=4 words (r22.0)
//.declare V0078 (88)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r110.0)
//.declare V0079 (89)  rf=r size=8 type=q align=16 words (r108.0)
//.declare V0080 (90)  rf=r size=8 type=uq alias=V0079+0 align=16 words (r108.0)
//.declare V0081 (91)  rf=r size=4 type=d align=16 words (r23.0)
//.declare V0082 (92)  rf=r size=4 type=ud alias=V0081+0 align=16 words (r23.0)
//.declare V0083 (93)  rf=r size=4 type=f align=2 words (r109.0)
//.declare V0084 (94)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0085 (95)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0086 (96)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0087 (97)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0094 (104)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r28.0)
//.declare V0095 (105)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r102.0)
//.declare V0096 (106)  rf=r size=128 type=q align=16 words (r30.0)
//.declare V0097 (107)  rf=r size=128 type=q align=16 words (r98.0)
//.declare V0098 (108)  rf=r size=128 type=uq alias=V0096+0 align=16 words (r30.0)
//.declare V0099 (109)  rf=r size=128 type=uq alias=V0097+0 align=16 words (r98.0)
//.declare V0100 (110)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0101 (111)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0102 (112)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0103 (113)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0104 (114)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0105 (115)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0106 (116)  rf=r size=8 type=q align=4 words (r38.0)
//.declare V0107 (117)  rf=r size=8 type=uq alias=V0106+0 align=4 words (r38.0)
//.declare V0110 (120)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r36.0)
//.declare V0111 (121)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r89.0)
//.declare V0112 (122)  rf=r size=128 type=q align=16 words (r85.0)
//.declare V0113 (123)  rf=r size=128 type=q align=16 words (r39.0)
//.declare V0114 (124)  rf=r size=128 type=uq alias=V0112+0 align=16 words (r85.0)
//.declare V0115 (125)  rf=r size=128 type=uq alias=V0113+0 align=16 words (r39.0)
//.declare V0116 (126)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0117 (127)  rf=r size=64 type=f align=16 words (r46.0)
//.declare  (130)  rf=r size=128 type=ud align=16 words (r81.0)
//.declare  (131)  rf=r size=128 type=ud align=16 words (r48.0)
//.declare V0120 (132)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0121 (133)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0043    | :w x 16  |     32 | r4       | general    |
// | V0044    | :w x 16  |     32 | r5       | general    |
// | V0045    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0120    | :uq      |      8 | r8       | general    |
// | V0121    | :uq      |      8 | r8+8     | general    |
// | V0034    | :uq      |      8 | r8+16    | general    |
// | V0035    | :d       |      4 | r8+24    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $4
(W)     shl (1|M0)               r120.0<1>:q   r8.6<0;1,0>:d     4:w                                 // $18
(W)     shl (1|M0)               r8.0<1>:d     r8.6<0;1,0>:d     2:w                                 // $29
(W)     mov (1|M0)               r22.0<1>:uq   0x6E10CA2E:uq                                         // $2
(W)     mov (1|M0)               r38.0<1>:uq   0x6E10CA2E:uq                                         // $3
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $70
        add (16|M0)              r125.0<1>:d   r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r4.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
(W)     add (1|M0)               r119.0<1>:q   r120.0<0;1,0>:q   r8.2<0;1,0>:q                       // $19
(W)     and (1|M0)               r110.0<1>:d   r8.0<0;1,0>:d     60:w                                // $30
        add (16|M0)              r125.0<1>:d   r125.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d                       // $10
(W)     send (4|M0)              r6       r119:f  0xC            0x021D08FF           // wr:1h+0, rd:1; hdc.dc1; a64 aligned oword block read x1 // $20
(W)     add (1|M0)               r108.0<1>:q   r110.0<0;1,0>:ud  r22.0<0;1,0>:q                      // $33
        shl (16|M0)              r123.0<1>:d   r125.0<8;8,1>:d   2:w                                 // $11
        shl (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $12
(W)     send (1|M0)              r23      r108:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $34
        send (16|M0)             r121:w   r123:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        mov (16|M0)              r81.0<1>:ud   r123.0<8;8,1>:ud                 {Compacted}          // $67
        send (16|M16)            r12:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        mov (16|M16)             r48.0<1>:ud   r10.0<8;8,1>:ud                                       // $69
(W)     mov (1|M0)               r109.0<1>:f   r23.0<0;1,0>:d                   {Compacted}          // $35
        shl (16|M0)              r26.0<1>:d    r121.0<8;8,1>:d   2:w                                 // $38
        mov (16|M0)              r14.0<1>:f    r121.0<8;8,1>:d                  {Compacted}          // $21
        shl (16|M16)             r104.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $39
        mov (16|M16)             r16.0<1>:f    r12.0<8;8,1>:d                                        // $22
        and (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    60:w                                // $40
        and (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    12:w                                // $53
        and (16|M16)             r102.0<1>:d   r104.0<8;8,1>:d   60:w                                // $41
        and (16|M16)             r89.0<1>:d    r104.0<8;8,1>:d   12:w                                // $54
        add (8|M0)               r30.0<1>:q    r28.0<8;8,1>:ud   r22.0<0;1,0>:q                      // $45
        add (8|M8)               r32.0<1>:q    r29.0<8;8,1>:ud   r22.0<0;1,0>:q                      // $45
        add (8|M0)               r85.0<1>:q    r36.0<8;8,1>:ud   r38.0<0;1,0>:q                      // $58
        add (8|M16)              r98.0<1>:q    r102.0<8;8,1>:ud  r22.0<0;1,0>:q                      // $46
        add (8|M24)              r100.0<1>:q   r103.0<8;8,1>:ud  r22.0<0;1,0>:q                      // $46
        add (8|M8)               r87.0<1>:q    r37.0<8;8,1>:ud   r38.0<0;1,0>:q                      // $58
        add (8|M16)              r39.0<1>:q    r89.0<8;8,1>:ud   r38.0<0;1,0>:q                      // $59
        send (8|M0)              r34:d    r30:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $47
        add (8|M24)              r41.0<1>:q    r90.0<8;8,1>:ud   r38.0<0;1,0>:q                      // $59
        send (8|M8)              r35:d    r32:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $48
        send (8|M16)             r96:d    r98:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $49
        send (8|M24)             r97:d    r100:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $50
        send (8|M0)              r44:f    r85:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $60
        send (8|M8)              r45:f    r87:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $61
        mad (16|M0)              r117.0<1>:f   r6.0<0;0>:f       r6.1<0;0>:f       r14.0<1>:f       {Compacted} // $23 {0=EL, 1=EL, 2=EL, BC=BAD}
        send (8|M16)             r46:f    r39:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $62
        mul (16|M0)              r115.0<1>:f   r6.2<0;1,0>:f     r14.0<8;8,1>:f   {Compacted}        // $25
        send (8|M24)             r47:f    r41:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $63
        mad (16|M16)             r18.0<1>:f    r6.0<0;0>:f       r6.1<0;0>:f       r16.0<1>:f       {Compacted} // $24 {0=EL, 1=EL, 2=EL, BC=BAD}
        mul (16|M16)             r113.0<1>:f   r6.2<0;1,0>:f     r16.0<8;8,1>:f                      // $26
        mad (16|M0)              r20.0<1>:f    r117.0<2;1>:f     r115.0<2;1>:f     r14.0<1>:f       {Compacted} // $27 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r111.0<1>:f   r18.0<2;1>:f      r113.0<2;1>:f     r16.0<1>:f       {Compacted} // $28 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M0)              r24.0<1>:f    r20.0<2;1>:f      r6.3<0;0>:f       r109.0<0>:f      {Compacted} // $36 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r106.0<1>:f   r111.0<2;1>:f     r6.3<0;0>:f       r109.0<0>:f      {Compacted} // $37 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mov (16|M0)              r93.0<1>:f    r34.0<8;8,1>:d                   {Compacted}          // $51
        mov (16|M16)             r91.0<1>:f    r96.0<8;8,1>:d                                        // $52
        mad (16|M0)              r83.0<1>:f    r24.0<2;1>:f      r44.0<2;1>:f      r93.0<1>:f       {Compacted} // $64 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r50.0<1>:f    r106.0<2;1>:f     r46.0<2;1>:f      r91.0<1>:f       {Compacted} // $65 {0=EH, 1=EL, 2=OH, BC=GOOD}
        send (16|M0)             null:w   r81:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $67
        send (16|M16)            null:w   r48:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $69
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $70
// Bank Conflict Statistics: 
// -- GOOD: 6
// --  BAD: 2
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
