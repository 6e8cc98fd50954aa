//.kernel bitonic_sort
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 164
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r0.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r0.5)
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
//.declare V0037 (45)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0046 (54)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r3.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0037+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r9.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r11.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r13.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r15.0)
//.declare V0059 (67)  rf=r size=4 type=ud alias=V0044+0 align=2 words (r4.0)
//.declare V0060 (68)  rf=r size=4 type=ud alias=V0045+0 align=2 words (r4.1)
//.declare V0061 (69)  rf=r size=64 type=ud alias=V0047+0 align=16 words (r5.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r7.0)
//.declare V0063 (71)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare V0064 (72)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0065 (73)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0066 (74)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r21.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r23.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r33.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r35.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0081 (89)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r37.0)
//.declare V0082 (90)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r39.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0087 (95)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r45.0)
//.declare V0088 (96)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r47.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r49.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0090 (100)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0091 (101)  rf=r size=4 type=d align=2 words (r4.2)
//.declare P01 (102)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0092 (103)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0093 (104)  rf=r size=4 type=d align=2 words (r4.4)
//.declare V0094 (105)  rf=r size=4 type=d align=2 words (r4.5)
//.declare V0095 (106)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0096 (107)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0097 (108)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0098 (109)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0099 (110)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0100 (111)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0101 (112)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r63.0)
//.declare V0102 (113)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r65.0)
//.declare V0103 (114)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0104 (115)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0105 (116)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r59.0)
//.declare V0106 (117)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r61.0)
//.declare V0107 (118)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0108 (119)  rf=r size=64 type=d align=16 words (r73.0)
//.declare P02 (120)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (121)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P04 (126)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r75.0)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r76.0)
//.declare P05 (129)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (130)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0113 (131)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0114 (132)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0115 (133)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0116 (134)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0117 (135)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (136)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (137)  rf=r size=32 type=uw align=16 words (r85.0)
//.declare  (138)  rf=r size=32 type=uw align=16 words (r86.0)
//.declare  (139)  rf=r size=32 type=uw align=16 words (r87.0)
//.declare  (140)  rf=r size=32 type=uw align=16 words (r88.0)
//.declare  (141)  rf=r size=2 type=uw align=1 words (r4.12)
//.declare  (145)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare  (146)  rf=r size=32 type=ud align=16 words (r90.0)
//.declare  (147)  rf=r size=4 type=ud align=2 words (r4.7) Input_Output
//.declare  (148)  rf=r size=8 type=ud align=2 words (r91.0) Input_Output
//.declare  (149)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (150)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (151)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (152)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (153)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (154)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (155)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (156)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (157)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (158)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (159)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (160)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (161)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (162)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (163)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (164)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (165)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (166)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0037    | :w x 16  |     32 | r1       | general    |
// | V0038    | :w x 16  |     32 | r2       | general    |
// | V0039    | :w x 16  |     32 | r3       | general    |
// | V0040    | :w x 16  |     32 | r4       | general    |
// | V0041    | :w x 16  |     32 | r5       | general    |
// | V0042    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0117    | :uq      |      8 | r8       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     shl (1|M0)               r4.0<1>:d     r3.1<0;1,0>:d     8:w               {Compacted,@1}    // $2
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                                      // $4
        addc (8|M0)              r9.0<1>:ud    r4.0<0;1,0>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted,@1} // $6
        mov (16|M16)             r7.0<1>:d     r2.0<16;16,1>:uw                                      // $5
        mov (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $6
        addc (8|M8)              r10.0<1>:ud   r4.0<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn}          // $8
        mov (16|M0)              r29.0<1>:d    r1.0<16;16,1>:uw                                      // $20
        mov (8|M8)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $8
        addc (8|M16)             r11.0<1>:ud   r4.0<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn,@5}       // $10
        add (16|M0)              r37.0<1>:d    r9.0<8;8,1>:d     128:w               {Compacted,@4}  // $26
        mov (8|M16)              r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $10
        addc (8|M24)             r12.0<1>:ud   r4.0<0;1,0>:ud    r8.0<8;8,1>:ud   {AccWrEn}          // $12
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted}       // $14
        add (16|M16)             r39.0<1>:d    r11.0<8;8,1>:d    128:w               {Compacted,@2}  // $27
        shl (16|M0)              r37.0<1>:d    r37.0<8;8,1>:d    2:w               {Compacted,@5}    // $28
        shl (16|M16)             r23.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}       // $15
        shl (16|M16)             r39.0<1>:d    r39.0<8;8,1>:d    2:w               {Compacted,@3}    // $29
        send.dc1 (16|M0)         r25      r21     null    0x0            0x04205E00           {@5,$0} // wr:2+0, rd:2; untyped surface read with x // $17
        send.dc1 (16|M0)         r41      r37     null    0x0            0x04205E00           {@3,$1} // wr:2+0, rd:2; untyped surface read with x // $31
        send.dc1 (16|M16)        r27      r23     null    0x0            0x04205E00           {@2,$2} // wr:2+0, rd:2; untyped surface read with x // $19
        send.dc1 (16|M16)        r43      r39     null    0x0            0x04205E00           {@1,$3} // wr:2+0, rd:2; untyped surface read with x // $33
        mov (16|M16)             r31.0<1>:d    r2.0<16;16,1>:uw                                      // $21
        shl (16|M0)              r33.0<1>:d    r29.0<8;8,1>:d    2:w               {Compacted}       // $22
        shl (16|M16)             r35.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@2}    // $23
        add (16|M0)              r45.0<1>:d    r33.0<8;8,1>:d    512:w               {Compacted,@2}  // $34
        add (16|M16)             r47.0<1>:d    r35.0<8;8,1>:d    512:w               {Compacted,@2}  // $35
(W)     shr (1|M0)               r4.1<1>:d     r3.1<0;1,0>:ud    24:w               {Compacted}      // $3
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $12
        add (8|M0)               r13.0<1>:ud   r17.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted,@2}     // $7
        add (8|M16)              r15.0<1>:ud   r19.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted}        // $11
        add (8|M8)               r14.0<1>:ud   r18.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted}        // $9
        add (8|M24)              r16.0<1>:ud   r20.0<8;8,1>:ud   r4.1<0;1,0>:ud   {Compacted,@4}     // $13
        send.dc1 (16|M0)         null     r33     r25     0x80            0x04025EFE           {$0} // wr:2+2, rd:0; untyped surface write with x // $24
        send.dc1 (16|M16)        null     r35     r27     0x80            0x04025EFE           {$2} // wr:2+2, rd:0; untyped surface write with x // $25
        send.dc1 (16|M0)         null     r45     r41     0x80            0x04025EFE           {@7,$1} // wr:2+2, rd:0; untyped surface write with x // $36
        send.dc1 (16|M16)        null     r47     r43     0x80            0x04025EFE           {@7,$3} // wr:2+2, rd:0; untyped surface write with x // $37
(W)     send.dc0 (8|M0)          r49      r3      null    0x0            0x0219E0FE           {$4} // wr:1h+0, rd:1; synchronized SLM fence // $38
(W)     and (8|M0)               r50.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $39
(W)     mov (8|M0)               null<1>:ud    r49.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $39
(W)     send.gtwy (1|M0)         null     r50     null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $39
(W)     sync.bar                             null                                                    // $39
        shl (16|M0)              r51.0<1>:d    r29.0<8;8,1>:d    1:w               {Compacted}       // $40
        shl (16|M16)             r53.0<1>:d    r31.0<8;8,1>:d    1:w               {Compacted}       // $41
(W)     mov (1|M0)               r4.2<1>:f     0x2:f                                                 //  (0x00000002:f); $42
// B001: [NoMaskWA],  [inDivergent],  Preds:{B008, B000},  Succs:{B002, B008}
_0_013:
(W)     mov (1|M0)               r91.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $44
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $44
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $44
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $44
(W)     mov (1|M0)               r4.7<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $44
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.2<0;1,0>:d     1:w               {@6}              // $44
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.7<0;1,0>:ud                   {@2}                 // $45
(W)     mov (1|M0)               r4.7<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $45
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.2<0;1,0>:d     1:w                                 // $45
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.7<0;1,0>:ud                   {@2}                 // $46
(W)     mov (1|M0)               f1.0<1>:ud    r91.0<0;1,0>:ud                  {@7}                 // $46
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $46
(f0.0)  if (32|M0)                           _0_014            _0_014                                // $46
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B003}
_0_015:
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $48
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $48
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $48
(W&f0.0.any32h) mov (1|M0)       r4.3<1>:f     r4.2<0;1,0>:f                                         // $48
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {@4}                 // 
// B003: [NoMaskWA],  [inDivergent],  Preds:{B007, B002},  Succs:{B004, B005}
_0_016:
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $50
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $50
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $50
(W&f0.0.any32h) asr (1|M0)       r4.4<1>:d     r4.3<0;1,0>:d     1:w               {@5}              // $50
(W)     mov (1|M0)               r91.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $50
(W&f0.0.any32h) add (1|M0)       r4.5<1>:d     r4.4<0;1,0>:d     0xFFFF:uw              {@2}         // $51
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {@6}                 // $52
        and (16|M0)              r55.0<1>:d    r4.5<0;1,0>:d     r29.0<8;8,1>:d   {Compacted,@2}     // $52
        and (16|M16)             r57.0<1>:d    r4.5<0;1,0>:d     r31.0<8;8,1>:d   {Compacted}        // $53
        add (16|M0)              r55.0<1>:d    r51.0<8;8,1>:d    -r55.0<8;8,1>:d  {Compacted,@2}     // $54
        add (16|M16)             r57.0<1>:d    r53.0<8;8,1>:d    -r57.0<8;8,1>:d  {Compacted,@2}     // $55
        sync.nop                             null                             {Compacted,$6.src}     // $56
        add (16|M0)              r59.0<1>:d    r55.0<8;8,1>:d    r4.4<0;1,0>:d    {Compacted,@2}     // $56
        sync.nop                             null                             {Compacted,$7.src}     // $57
        add (16|M16)             r61.0<1>:d    r57.0<8;8,1>:d    r4.4<0;1,0>:d    {Compacted,@2}     // $57
        shl (16|M0)              r63.0<1>:d    r55.0<8;8,1>:d    2:w               {Compacted,$10.src} // $58
        shl (16|M16)             r65.0<1>:d    r57.0<8;8,1>:d    2:w               {Compacted,$9.src} // $59
        shl (16|M0)              r59.0<1>:d    r59.0<8;8,1>:d    2:w               {Compacted,@4}    // $62
        shl (16|M16)             r61.0<1>:d    r61.0<8;8,1>:d    2:w               {Compacted,@4}    // $63
        send.dc1 (16|M0)         r67      r63     null    0x0            0x04205EFE           {@4,$11} // wr:2+0, rd:2; untyped surface read with x // $60
        send.dc1 (16|M16)        r69      r65     null    0x0            0x04205EFE           {@3,$12} // wr:2+0, rd:2; untyped surface read with x // $61
        send.dc1 (16|M0)         r71      r59     null    0x0            0x04205EFE           {@2,$13} // wr:2+0, rd:2; untyped surface read with x // $64
        send.dc1 (16|M16)        r73      r61     null    0x0            0x04205EFE           {@1,$14} // wr:2+0, rd:2; untyped surface read with x // $65
        and (16|M0)   (eq)f0.0   null<1>:d     r55.0<8;8,1>:d    r4.2<0;1,0>:d                       // $68
        and (16|M16)  (eq)f0.0   null<1>:d     r57.0<8;8,1>:d    r4.2<0;1,0>:d                       // $70
        sync.nop                             null                             {Compacted,$13.dst}    // $66
        cmp (16|M0)   (le)f1.0   null<1>:d     r67.0<8;8,1>:d    r71.0<8;8,1>:d   {$11.dst}          // $66
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $72
(W)     mov (1|M0)               f0.0<1>:ud    r91.1<0;1,0>:ud                                       // $72
        sync.nop                             null                             {Compacted,$14.dst}    // $67
        cmp (16|M16)  (le)f1.0   null<1>:d     r69.0<8;8,1>:d    r73.0<8;8,1>:d   {$12.dst}          // $67
(W&f0.0.any32h) mov (1|M0)       r4.12<1>:hf   0x1:hf                                                // $72
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {@4}                 // $72
(f1.0)  sel (16|M0)              acc0.0<1>:uw  r4.12<0;1,0>:uw   0x0:uw              {@2}            // $72
(f1.0)  sel (16|M16)             r85.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $73
(f0.0)  sel (16|M0)              r88.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw              {Compacted}     // $72
(f0.0)  sel (16|M16)             r86.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $73
        xor (16|M0)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r88.0<16;16,1>:uw {@2}            // $72
        xor (16|M16)  (ne)f1.0   null<1>:uw    r85.0<16;16,1>:uw  r86.0<16;16,1>:uw {@2}             // $73
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $74
(f1.0)  if (32|M0)                           _0_017            _0_017                                // $74
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003},  Succs:{B005}
_0_018:
        send.dc1 (16|M0)         null     r63     r71     0x80            0x04025EFE           {$10} // wr:2+2, rd:0; untyped surface write with x // $76
        send.dc1 (16|M16)        null     r65     r73     0x80            0x04025EFE           {$9} // wr:2+2, rd:0; untyped surface write with x // $77
        send.dc1 (16|M0)         null     r59     r67     0x80            0x04025EFE           {$6} // wr:2+2, rd:0; untyped surface write with x // $78
        send.dc1 (16|M16)        null     r61     r69     0x80            0x04025EFE           {$7} // wr:2+2, rd:0; untyped surface write with x // $79
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004, B003},  Succs:{B006, B008}
_0_017:
        endif (32|M0)                        L1400                                                   // $74
L1400:
(W)     mov (1|M0)               r91.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $81
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $81
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $81
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $81
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $81
(W&f1.0) send.dc0 (8|M0)         r75      r3      null    0x0            0x0219E0FE           {$15} // wr:1h+0, rd:1; synchronized SLM fence // $81
(W&f1.0) and (8|M0)              r76.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud              {$8.src} // $82
(W)     mov (8|M0)               null<1>:ud    r75.0<8;8,1>:ud                  {$15.dst}            //  memory fence commit; $82
(W&f1.0) send.gtwy (1|M0)        null     r76     null    0x0            0x02000004           {@2,$8} // wr:1+0, rd:0; signal barrier // $82
(W)     sync.bar                             null                                                    // $82
(W)     mov (1|M0)               r4.7<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $83
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.3<0;1,0>:d     3:w                                 // $83
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.7<0;1,0>:ud                   {@2}                 // $84
(W)     mov (1|M0)               r4.7<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $84
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.3<0;1,0>:d     3:w                                 // $84
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.7<0;1,0>:ud                   {@2}                 // $85
(W)     mov (1|M0)               f1.0<1>:ud    r91.0<0;1,0>:ud                                       // $85
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $85
(~f0.0) break (32|M0)                        _bitonic_sort_k0_2_cf  _bitonic_sort_k0_2_cf            // $85
// B006: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B007}
_0_019:
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $87
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $87
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $87
(W&f0.0.any32h) mov (1|M0)       r4.3<1>:f     r4.4<0;1,0>:f                                         // $87
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {@4}                 // 
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B003}
_bitonic_sort_k0_2_cf:
        while (32|M0)                        _0_016                                                  // $88
// B008: [NoMaskWA],  [inDivergent],  Preds:{B001, B005},  Succs:{B009, B001}
_0_014:
        endif (32|M0)                        L1784                                                   // $46
L1784:
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $90
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $90
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $90
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $90
(W)     mov (1|M0)               r4.7<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $91
(W&f0.0) shl (1|M0)              r4.2<1>:d     r4.2<0;1,0>:d     1:w                                 // $90
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.2<0;1,0>:d     257:w               {@1}            // $91
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.7<0;1,0>:ud                   {@3}                 // $92
(W)     mov (1|M0)               r4.7<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $92
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r4.2<0;1,0>:d     257:w                               // $92
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.7<0;1,0>:ud                   {@2}                 // $93
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {@7}                 // $93
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $93
(f1.0)  while (32|M0)                        _0_013                                                  // $93
// B009: Preds:{B008},  Succs:{}
_0_020:
        send.dc1 (16|M0)         r77      r33     null    0x0            0x04205EFE           {$4} // wr:2+0, rd:2; untyped surface read with x // $95
        send.dc1 (16|M16)        r79      r35     null    0x0            0x04205EFE           {$5} // wr:2+0, rd:2; untyped surface read with x // $96
        send.dc1 (16|M0)         r81      r45     null    0x0            0x04205EFE           {$6} // wr:2+0, rd:2; untyped surface read with x // $97
        send.dc1 (16|M16)        r83      r47     null    0x0            0x04205EFE           {$7} // wr:2+0, rd:2; untyped surface read with x // $98
        send.dc1 (16|M0)         null     r21     r77     0x80            0x04025E00           {$4} // wr:2+2, rd:0; untyped surface write with x // $100
        send.dc1 (16|M16)        null     r23     r79     0x80            0x04025E00           {$5} // wr:2+2, rd:0; untyped surface write with x // $102
        send.dc1 (16|M0)         null     r37     r81     0x80            0x04025E00           {$6} // wr:2+2, rd:0; untyped surface write with x // $104
        send.dc1 (16|M16)        null     r39     r83     0x80            0x04025E00           {$7} // wr:2+2, rd:0; untyped surface write with x // $106
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $107
(W)     send.dc0 (8|M0)          r89      r3      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing // $107
(W)     mov (8|M0)               null<1>:ud    r89.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $107
(W)     send.dc0 (8|M0)          r90      r3      null    0x0            0x0219E0FE           {$9} // wr:1h+0, rd:1; synchronized SLM fence // $107
(W)     mov (8|M0)               null<1>:ud    r90.0<8;8,1>:ud                  {$9.dst}             //  memory fence commit; $107
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $107


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 194
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
