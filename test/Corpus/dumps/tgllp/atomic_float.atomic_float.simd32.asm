//.kernel atomic_float
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 74
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
//.declare V0115 (125)  rf=r size=64 type=ud align=16 words (r63.0)
//.declare V0116 (126)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r59.0)
//.declare V0117 (127)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r61.0)
//.declare V0120 (130)  rf=r size=64 type=ud align=16 words (r65.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r67.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r68.0)
//.declare V0121 (133)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0122 (134)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0125 (137)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (138)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (139)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r74.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
        shl (16|M0)              r4.0<1>:w     r1.0<16;16,1>:w   2:w               {@1}              // $2
        shl (16|M16)             r5.0<1>:w     r2.0<16;16,1>:w   2:w                                 // $3
        and (16|M0)              r4.0<1>:w     r4.0<16;16,1>:w   1020:w               {@2}           // $4
        and (16|M16)             r5.0<1>:w     r5.0<16;16,1>:w   1020:w               {@2}           // $5
        mov (16|M0)              r13.0<1>:f    0x0:f                               {Compacted}       // $10
        mov (16|M16)             r15.0<1>:f    0x0:f                               {Compacted}       // $12
        or (16|M0)               r9.0<1>:d     r4.0<16;16,1>:uw  268435456:d               {@4}      // $8
        or (16|M16)              r11.0<1>:d    r5.0<16;16,1>:uw  268435456:d               {@4}      // $9
        send.dc1 (16|M0)         null     r9      r13     0x80            0x04025EFE           {@2,$0} // wr:2+2, rd:0; untyped surface write with x // $11
        send.dc1 (16|M16)        null     r11     r15     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x // $13
(W)     send.dc0 (8|M0)          r6       r3      null    0x0            0x0219E0FE           {@7,$2} // wr:1h+0, rd:1; synchronized SLM fence // $14
(W)     and (8|M0)               r17.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $15
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $15
(W)     send.gtwy (1|M0)         null     r17     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier // $15
(W)     sync.bar                             null                                                    // $15
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw                      // $16
(W)     mach (1|M0)              r18.0<1>:d    r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $19
        add (16|M0)              r19.0<1>:d    r18.0<0;1,0>:d    r1.0<16;16,1>:uw {@1}               // $19
        add (16|M16)             r21.0<1>:d    r18.0<0;1,0>:d    r2.0<16;16,1>:uw                    // $20
        add (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $21
        add (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $22
        shl (16|M0)              r35.0<1>:d    r23.0<8;8,1>:d    2:w               {Compacted,@2}    // $29
        shl (16|M16)             r37.0<1>:d    r25.0<8;8,1>:d    2:w               {Compacted,@2}    // $30
        addc (8|M0)              r39.0<1>:ud   r8.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,Compacted,@2} // $31
        mov (16|M0)              r27.0<1>:f    r23.0<8;8,1>:ud                  {Compacted}          // $23
        mov (8|M0)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $31
        addc (8|M8)              r40.0<1>:ud   r8.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn}          // $33
        mov (16|M16)             r29.0<1>:f    r25.0<8;8,1>:ud                  {Compacted}          // $24
        mov (8|M8)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $33
        addc (8|M16)             r41.0<1>:ud   r8.0<0;1,0>:ud    r37.0<8;8,1>:ud  {AccWrEn,@7}       // $35
        mul (16|M0)              r31.0<1>:f    r27.0<8;8,1>:f    0x3F000000:f               {Compacted,@6} // $25
        mov (8|M16)              r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $35
        addc (8|M24)             r42.0<1>:ud   r8.0<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn}          // $37
        mul (16|M16)             r33.0<1>:f    r29.0<8;8,1>:f    0x3F000000:f               {Compacted,@6} // $26
        mov (8|M24)              r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $37
        add (8|M0)               r47.1<2>:ud   r43.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@7}               // $32
        add (8|M8)               r49.1<2>:ud   r44.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@7}               // $34
        add (8|M16)              r51.1<2>:ud   r45.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@6}               // $36
        add (8|M24)              r53.1<2>:ud   r46.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@4}               // $38
        mov (8|M0)               r47.0<2>:f    r39.0<8;8,1>:f                   {Compacted}          // $39
        mov (8|M8)               r49.0<2>:f    r40.0<8;8,1>:f                   {Compacted}          // $39
        mov (8|M16)              r51.0<2>:f    r41.0<8;8,1>:f                   {Compacted}          // $41
        mov (8|M24)              r53.0<2>:f    r42.0<8;8,1>:f                   {Compacted,@7}       // $41
        send.dc1 (8|M0)          r55      r47     r31     0x40            0x0414A4FF           {@4,$4} // wr:2+1, rd:1; untyped a64 atomic int32 store // $43
        send.dc1 (8|M8)          r56      r49     r32     0x40            0x0414A4FF           {@3,$5} // wr:2+1, rd:1; untyped a64 atomic int32 store // $44
        send.dc1 (8|M16)         r57      r51     r33     0x40            0x0414A4FF           {@2,$6} // wr:2+1, rd:1; untyped a64 atomic int32 store // $46
        send.dc1 (8|M24)         r58      r53     r34     0x40            0x0414A4FF           {@1,$7} // wr:2+1, rd:1; untyped a64 atomic int32 store // $47
        sync.nop                             null                             {Compacted,$5.dst}     // $49
        add (16|M0)              r59.0<1>:f    r55.0<8;8,1>:f    0x3F800000:f               {Compacted,$4.dst} // $49
        sync.nop                             null                             {Compacted,$7.dst}     // $50
        add (16|M16)             r61.0<1>:f    r57.0<8;8,1>:f    0x3F800000:f               {Compacted,$6.dst} // $50
        send.dc1 (16|M0)         r63      r9      r59     0x80            0x0420A4FE           {@2,$8} // wr:2+2, rd:2; untyped atomic int32 store // $51
        send.dc1 (16|M16)        r65      r11     r61     0x80            0x0420A4FE           {@1,$9} // wr:2+2, rd:2; untyped atomic int32 store // $53
(W)     send.dc0 (8|M0)          r67      r3      null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence // $55
(W)     and (8|M0)               r68.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $56
(W)     mov (8|M0)               null<1>:ud    r67.0<8;8,1>:ud                  {$10.dst}            //  memory fence commit; $56
(W)     send.gtwy (1|M0)         null     r68     null    0x0            0x02000004           {@2,$11} // wr:1+0, rd:0; signal barrier // $56
(W)     sync.bar                             null                                                    // $56
        send.dc1 (16|M0)         r69      r9      null    0x0            0x04205EFE           {$12} // wr:2+0, rd:2; untyped surface read with x // $57
        send.dc1 (16|M16)        r71      r11     null    0x0            0x04205EFE           {$13} // wr:2+0, rd:2; untyped surface read with x // $58
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $65
        sync.nop                             null                             {Compacted,$12.dst}    // $59
        add (16|M0)              r69.0<1>:f    r69.0<8;8,1>:f    r63.0<8;8,1>:f   {Compacted,$8.dst} // $59
        sync.nop                             null                             {Compacted,$13.dst}    // $60
        add (16|M16)             r71.0<1>:f    r71.0<8;8,1>:f    r65.0<8;8,1>:f   {Compacted,$9.dst} // $60
        send.dc1 (16|M0)         null     r35     r69     0x80            0x04025E01           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $62
        send.dc1 (16|M16)        null     r37     r71     0x80            0x04025E01           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $64
(W)     send.dc0 (8|M0)          r73      r3      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $65
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {$0.dst}             //  memory fence commit; $65
(W)     send.dc0 (8|M0)          r74      r3      null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence // $65
(W)     mov (8|M0)               null<1>:ud    r74.0<8;8,1>:ud                  {$1.dst}             //  memory fence commit; $65
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $65


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 100
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
