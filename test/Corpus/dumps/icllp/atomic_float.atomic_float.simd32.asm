//.kernel atomic_float
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 73
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
//.declare  (68)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare V0059 (69)  rf=r size=4 type=d align=16 words (r18.0)
//.declare V0060 (70)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0062 (72)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0063 (73)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0064 (74)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0065 (75)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0066 (76)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0067 (77)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0068 (78)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r23.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r25.0)
//.declare V0070 (80)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0071 (81)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0074 (84)  rf=r size=8 type=d alias=V0034+0 align=4 words (r8.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0081 (91)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r39.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r41.0)
//.declare V0087 (97)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r35.0)
//.declare V0088 (98)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r37.0)
//.declare V0089 (99)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare V0090 (100)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0091 (101)  rf=r size=32 type=ud align=16 words (r45.0)
//.declare V0092 (102)  rf=r size=32 type=ud align=16 words (r46.0)
//.declare V0093 (103)  rf=r size=128 type=uq align=16 words (r47.0)
//.declare V0094 (104)  rf=r size=128 type=uq align=16 words (r51.0)
//.declare V0095 (105)  rf=r size=128 type=ud alias=V0093+0 align=16 words (r47.0)
//.declare V0096 (106)  rf=r size=128 type=ud alias=V0094+0 align=16 words (r51.0)
//.declare V0097 (107)  rf=r size=128 type=d alias=V0093+0 align=16 words (r47.0)
//.declare V0098 (108)  rf=r size=128 type=d alias=V0094+0 align=16 words (r51.0)
//.declare V0099 (109)  rf=r size=64 type=d alias=V0070+0 align=16 words (r31.0)
//.declare V0100 (110)  rf=r size=64 type=d alias=V0071+0 align=16 words (r33.0)
//.declare V0103 (113)  rf=r size=64 type=ud align=16 words (r55.0)
//.declare V0106 (116)  rf=r size=64 type=ud align=16 words (r57.0)
//.declare V0107 (117)  rf=r size=64 type=f align=16 words (r59.0)
//.declare V0108 (118)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0111 (121)  rf=r size=64 type=d alias=V0107+0 align=16 words (r59.0)
//.declare V0112 (122)  rf=r size=64 type=d alias=V0108+0 align=16 words (r61.0)
//.declare V0113 (123)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0114 (124)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0115 (125)  rf=r size=64 type=ud align=16 words (r67.0)
//.declare V0116 (126)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r59.0)
//.declare V0117 (127)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r61.0)
//.declare V0118 (128)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r63.0)
//.declare V0119 (129)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r65.0)
//.declare V0120 (130)  rf=r size=64 type=ud align=16 words (r69.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r71.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r72.0)
//.declare V0121 (133)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0122 (134)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0123 (135)  rf=r size=64 type=f alias=V0113+0 align=16 words (r63.0)
//.declare V0124 (136)  rf=r size=64 type=f alias=V0114+0 align=16 words (r65.0)
//.declare V0125 (137)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (138)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (139)  rf=r size=64 type=f align=16 words (r9.0)
//.declare  (140)  rf=r size=64 type=f align=16 words (r11.0)
//.declare  (141)  rf=r size=64 type=f align=16 words (r17.0)
//.declare  (142)  rf=r size=64 type=f align=16 words (r47.0)
//.declare  (143)  rf=r size=64 type=f align=16 words (r72.0)

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
// | V0125    | :uq      |      8 | r8+8     | general    |
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
(W)     send (8|M0)              r6       r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $14
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $15
(W)     and (8|M0)               r17.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $15
(W)     send (1|M0)              null     r17:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $15
(W)     wait                                 n0.0<0;1,0>:ud                                          // $15
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw                      // $16
(W)     mach (1|M0)              r18.0<1>:d    r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $19
        add (16|M0)              r19.0<1>:d    r18.0<0;1,0>:d    r1.0<16;16,1>:uw                    // $19
        add (16|M16)             r21.0<1>:d    r18.0<0;1,0>:d    r2.0<16;16,1>:uw                    // $20
        add (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $21
        add (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    r7.0<0;1,0>:d                       // $22
        shl (16|M0)              r35.0<1>:d    r23.0<8;8,1>:d    2:w                                 // $29
        shl (16|M16)             r37.0<1>:d    r25.0<8;8,1>:d    2:w                                 // $30
        mov (16|M0)              r27.0<1>:f    r23.0<8;8,1>:ud                  {Compacted}          // $23
        mov (16|M16)             r29.0<1>:f    r25.0<8;8,1>:ud                                       // $24
        addc (8|M0)              r39.0<1>:ud   r8.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,Compacted} // $31
        mul (16|M0)              r31.0<1>:f    r27.0<8;8,1>:f    0x3F000000:f                        // $25
        mul (16|M16)             r33.0<1>:f    r29.0<8;8,1>:f    0x3F000000:f                        // $26
        mov (8|M0)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $31
        addc (8|M8)              r40.0<1>:ud   r8.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn,Compacted} // $33
        add (8|M0)               r47.1<2>:ud   r43.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $32
        mov (8|M8)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $33
        addc (8|M16)             r41.0<1>:ud   r8.0<0;1,0>:ud    r37.0<8;8,1>:ud  {AccWrEn}          // $35
        mov (8|M0)               r47.0<2>:f    r39.0<8;8,1>:f                                        // $39
        add (8|M8)               r49.1<2>:ud   r44.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $34
        mov (8|M16)              r45.0<1>:ud   acc0.0<8;8,1>:ud                                      // $35
        addc (8|M24)             r42.0<1>:ud   r8.0<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn}          // $37
        mov (8|M8)               r49.0<2>:f    r40.0<8;8,1>:f                                        // $39
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}          // $43
        sends (8|M0)             r55:ud   r47     r31     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $43
        add (8|M16)              r51.1<2>:ud   r45.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $36
        mov (8|M24)              r46.0<1>:ud   acc0.0<8;8,1>:ud                                      // $37
        mov (8|M16)              r51.0<2>:f    r41.0<8;8,1>:f                                        // $41
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $44
        sends (8|M8)             r56:ud   r49     r32     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $44
        add (8|M24)              r53.1<2>:ud   r46.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $38
        mov (8|M24)              r53.0<2>:f    r42.0<8;8,1>:f                                        // $41
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $46
        sends (8|M16)            r57:ud   r51     r33     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $46
(W)     mov (8|M0)               r47.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $47
        sends (8|M24)            r58:ud   r53     r34     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $47
        add (16|M0)              r59.0<1>:f    r55.0<8;8,1>:f    0x3F800000:f                        // $49
        sends (16|M0)            r67:w    r9      r59     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store // $51
        add (16|M16)             r61.0<1>:f    r57.0<8;8,1>:f    0x3F800000:f                        // $50
        sends (16|M16)           r69:w    r11     r61     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store // $53
        mov (16|M0)              r63.0<1>:f    r67.0<8;8,1>:f                   {Compacted}          // $52
        mov (16|M16)             r65.0<1>:f    r69.0<8;8,1>:f                                        // $54
(W)     send (8|M0)              r71      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $55
(W)     mov (8|M0)               null<1>:ud    r71.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $56
(W)     and (8|M0)               r72.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $56
(W)     send (1|M0)              null     r72:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $56
(W)     wait                                 n0.0<0;1,0>:ud                                          // $56
        send (16|M0)             r73:w    r9:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $57
        send (16|M16)            r75:w    r11:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $58
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $65
        add (16|M0)              r73.0<1>:f    r73.0<8;8,1>:f    r63.0<8;8,1>:f   {Compacted}        // $59
        add (16|M16)             r75.0<1>:f    r75.0<8;8,1>:f    r65.0<8;8,1>:f                      // $60
        sends (16|M0)            null:w   r35     r73     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $62
        sends (16|M16)           null:w   r37     r75     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $64
(W)     mov (8|M0)               r72.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $65
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $65
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
