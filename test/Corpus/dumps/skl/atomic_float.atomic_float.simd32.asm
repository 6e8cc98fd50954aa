//.kernel atomic_float
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 53
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0047+0 align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r5.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r9.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r11.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r15.0)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0059 (68)  rf=r size=4 type=d align=2 words (r8.2)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0062 (71)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0063 (72)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0064 (73)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0066 (75)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r17.0)
//.declare V0067 (76)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r19.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0070 (79)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0075 (84)  rf=r size=64 type=ud alias=V0071+0 align=16 words (r29.0)
//.declare V0076 (85)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r31.0)
//.declare V0077 (86)  rf=r size=128 type=q align=16 words (r33.0)
//.declare V0078 (87)  rf=r size=128 type=q align=16 words (r37.0)
//.declare V0079 (88)  rf=r size=128 type=uq alias=V0077+0 align=16 words (r33.0)
//.declare V0080 (89)  rf=r size=128 type=uq alias=V0078+0 align=16 words (r37.0)
//.declare V0081 (90)  rf=r size=64 type=d alias=V0068+0 align=16 words (r25.0)
//.declare V0082 (91)  rf=r size=64 type=d alias=V0069+0 align=16 words (r27.0)
//.declare V0085 (94)  rf=r size=64 type=ud align=16 words (r41.0)
//.declare V0088 (97)  rf=r size=64 type=ud align=16 words (r43.0)
//.declare V0089 (98)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0090 (99)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0093 (102)  rf=r size=64 type=d alias=V0089+0 align=16 words (r45.0)
//.declare V0094 (103)  rf=r size=64 type=d alias=V0090+0 align=16 words (r47.0)
//.declare V0095 (104)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0096 (105)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0097 (106)  rf=r size=64 type=ud align=16 words (r53.0)
//.declare V0098 (107)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r45.0)
//.declare V0099 (108)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r47.0)
//.declare V0100 (109)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r49.0)
//.declare V0101 (110)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r51.0)
//.declare V0102 (111)  rf=r size=64 type=ud align=16 words (r55.0)
//.declare  (112)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare V0103 (113)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0104 (114)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0105 (115)  rf=r size=64 type=f alias=V0095+0 align=16 words (r49.0)
//.declare V0106 (116)  rf=r size=64 type=f alias=V0096+0 align=16 words (r51.0)
//.declare V0107 (117)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0034    | :uq      |      8 | r8       | general    |
// | V0107    | :uq      |      8 | r8+8     | general    |
// | V0038    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        shl (16|M0)              r4.0<1>:w     r1.0<16;16,1>:w   2:w                                 // $2
        shl (16|M16)             r5.0<1>:w     r2.0<16;16,1>:w   2:w                                 // $3
        mov (16|M0)              r13.0<1>:f    0x0:f                                                 // $10
        mov (16|M16)             r15.0<1>:f    0x0:f                                                 // $12
        and (16|M0)              r4.0<1>:w     r4.0<16;16,1>:w   1020:w                              // $4
        and (16|M16)             r5.0<1>:w     r5.0<16;16,1>:w   1020:w                              // $5
        or (16|M0)               r9.0<1>:d     r4.0<16;16,1>:uw  268435456:d                         // $8
        or (16|M16)              r11.0<1>:d    r5.0<16;16,1>:uw  268435456:d                         // $9
        sends (16|M0)            null:w   r9      r13     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $11
        sends (16|M16)           null:w   r11     r15     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $13
(W)     and (8|M0)               r6.0<1>:ud    r3.2<0;1,0>:ud    0x8F000000:ud                       // $15
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $15
(W)     send (1|M0)              null     r6      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $15
(W)     wait                                 n0.0<0;1,0>:ud                                          // $15
(W)     mul (1|M0)               r8.2<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $16
        add (16|M0)              r17.0<1>:d    r8.2<0;1,0>:d     r1.0<16;16,1>:uw                    // $19
        add (16|M16)             r19.0<1>:d    r8.2<0;1,0>:d     r2.0<16;16,1>:uw                    // $20
        add (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $21
        add (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    r7.0<0;1,0>:d                       // $22
        mov (16|M0)              r21.0<1>:f    r17.0<8;8,1>:ud                  {Compacted}          // $23
        shl (16|M0)              r29.0<1>:d    r17.0<8;8,1>:d    2:w                                 // $27
        mov (16|M16)             r23.0<1>:f    r19.0<8;8,1>:ud                                       // $24
        shl (16|M16)             r31.0<1>:d    r19.0<8;8,1>:d    2:w                                 // $28
        mul (16|M0)              r25.0<1>:f    r21.0<8;8,1>:f    0x3F000000:f                        // $25
        add (8|M0)               r33.0<1>:q    r8.0<0;1,0>:q     r29.0<8;8,1>:ud                     // $31
        add (8|M8)               r35.0<1>:q    r8.0<0;1,0>:q     r30.0<8;8,1>:ud                     // $31
        mul (16|M16)             r27.0<1>:f    r23.0<8;8,1>:f    0x3F000000:f                        // $26
        add (8|M16)              r37.0<1>:q    r8.0<0;1,0>:q     r31.0<8;8,1>:ud                     // $32
        add (8|M24)              r39.0<1>:q    r8.0<0;1,0>:q     r32.0<8;8,1>:ud                     // $32
        sends (8|M0)             r41:ud   r33     r25     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $33
        sends (8|M8)             r42:ud   r35     r26     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $34
        sends (8|M16)            r43:ud   r37     r27     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $36
        sends (8|M24)            r44:ud   r39     r28     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $37
        add (16|M0)              r45.0<1>:f    r41.0<8;8,1>:f    0x3F800000:f                        // $39
        add (16|M16)             r47.0<1>:f    r43.0<8;8,1>:f    0x3F800000:f                        // $40
        sends (16|M0)            r53:w    r9      r45     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store // $41
        sends (16|M16)           r55:w    r11     r47     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store // $43
        mov (16|M0)              r49.0<1>:ud   r53.0<8;8,1>:ud                  {Compacted}          // $42
        mov (16|M16)             r51.0<1>:ud   r55.0<8;8,1>:ud                                       // $44
(W)     and (8|M0)               r57.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $46
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $46
(W)     send (1|M0)              null     r57     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $46
(W)     wait                                 n0.0<0;1,0>:ud                                          // $46
        send (16|M0)             r58:w    r9      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $47
        send (16|M16)            r60:w    r11     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $48
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $55
        add (16|M0)              r58.0<1>:f    r58.0<8;8,1>:f    r49.0<8;8,1>:f   {Compacted}        // $49
        add (16|M16)             r60.0<1>:f    r60.0<8;8,1>:f    r51.0<8;8,1>:f                      // $50
        sends (16|M0)            null:w   r29     r58     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $52
        sends (16|M16)           null:w   r31     r60     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $54
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $55
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
