//.kernel split_barrier
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 73
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 131072

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0045 (53)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0049 (57)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0051 (59)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0053 (61)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.0)
//.declare V0054 (62)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare V0055 (63)  rf=r size=8 type=ud alias=V0042+0 align=4 words (r5.2)
//.declare V0056 (64)  rf=r size=8 type=ud align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=8 type=ud align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0059 (67)  rf=r size=8 type=ud alias=V0049+0 align=4 words (r127.6)
//.declare V0060 (68)  rf=r size=8 type=ud alias=V0051+0 align=4 words (r127.4)
//.declare V0061 (69)  rf=r size=8 type=ud align=16 words (r3.0)
//.declare V0062 (70)  rf=r size=8 type=ud align=16 words (r2.0)
//.declare V0063 (71)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0064 (72)  rf=r size=8 type=uq align=16 words (r3.0)
//.declare V0065 (73)  rf=r size=8 type=ud alias=V0064+0 align=4 words (r3.0)
//.declare V0066 (74)  rf=r size=8 type=uq align=16 words (r5.0)
//.declare V0067 (75)  rf=r size=8 type=ud alias=V0066+0 align=16 words (r5.0)
//.declare  (76)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0068 (77)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0069 (78)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0070 (79)  rf=r size=8 type=uq align=4 words (r61.2)
//.declare V0071 (80)  rf=r size=16 type=w align=16 words (r61.0)
//.declare V0072 (81)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0073 (82)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0074 (83)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0075 (84)  rf=r size=32 type=ud alias=V0073+0 align=16 words (r60.0)
//.declare V0076 (85)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0077 (86)  rf=r size=16 type=w align=16 words (r5.0)
//.declare V0078 (87)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0079 (88)  rf=r size=16 type=uw alias=V0077+0 align=16 words (r5.0)
//.declare V0080 (89)  rf=r size=4 type=ud align=16 words (r127.0)
//.declare V0081 (90)  rf=r size=8 type=ud alias=V0069+0 align=4 words (r5.0)
//.declare V0082 (91)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0083 (92)  rf=r size=4 type=ud align=16 words (r127.0)
//.declare V0084 (93)  rf=r size=8 type=ud alias=V0070+0 align=4 words (r61.4)
//.declare V0085 (94)  rf=r size=16 type=w align=16 words (r5.0)
//.declare V0086 (95)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0087 (96)  rf=r size=16 type=uw alias=V0085+0 align=16 words (r5.0)
//.declare V0088 (97)  rf=r size=32 type=ud alias=V0086+0 align=16 words (r3.0)
//.declare V0089 (98)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r5.4)
//.declare V0090 (99)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (104)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (105)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (106)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (107)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (108)  rf=r size=1888 type=ud align=16 words
//.declare  (109)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (110)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (111)  rf=r size=1888 type=ud align=16 words
//.declare  (112)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (113)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (114)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (115)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (116)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (117)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (119)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (120)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (121)  rf=r size=64 type=f align=16 words (r2.0)
//.declare  (122)  rf=r size=64 type=f align=16 words (r60.0)
//.declare  (123)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (124)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (125)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (126)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (127)  rf=r size=4 type=ud align=2 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0068    | :uq      |      8 | r5       | general    |
// | V0042    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: [FCALL],  Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r126.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // 
(W)     mov (1|M0)               r127.3<1>:f   0x0:f                                                 //  (0x00000000:f); 
(W)     mov (1|M0)               r127.2<1>:f   0x4:f                                                 //  (0x00000004:f); 
(W)     and (1|M0)               r5.0<1>:ud    r0.5<0;1,0>:ud    0x3FF:ud              {Compacted}   // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.2<1>:ud    r5.0<0;1,0>:ud    0x100:uw                            // $2
        mov (8|M0)               r60.0<1>:d    r1.0<8;8,1>:uw                                        // $20
(W)     mov (2|M0)               r3.0<1>:f     r5.2<2;2,1>:f                                         // $3
        and (8|M0)               r61.0<1>:w    r1.0<8;8,1>:w     255:w                               // $18
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $31
(W)     mov (1|M0)               r127.0<1>:ud  0x6E10CA2E:ud                                         // $16
(W)     mov (1|M0)               r61.4<1>:ud   0x6E10CA2E:ud                                         // $17
(W)     mov (1|M0)               r61.5<1>:ud   0x6E10CA2E:ud                                         // $17
        mov (8|M0)               r26.0<1>:f    0x1:f                                                 //  (0x00000001:f); $29
(W)     addc (1|M0)              r2.0<1>:ud    r3.0<0;1,0>:ud    r3.2<0;1,0>:ud   {AccWrEn,Compacted} // $4
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $4
(W)     add (1|M0)               r2.1<1>:ud    r5.0<0;1,0>:ud    r3.1<0;1,0>:ud                      // $5
(W)     mov (2|M0)               r127.6<1>:f   r2.0<2;2,1>:f                                         // $6
(W)     mov (2|M0)               r127.4<1>:f   r127.6<2;2,1>:f                                       // $7
(W)     mov (2|M0)               r3.0<1>:f     r127.4<2;2,1>:f                                       // $8
(W)     addc (1|M0)              r2.0<1>:ud    r3.0<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted} // $9
(W)     mov (1|M0)               r3.0<2>:f     0x0:f                                                 //  (0x00000000:f); $12
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $9
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r125.2<0;1,0>:uw                    // $19
(W)     add (1|M0)               r2.1<1>:ud    r5.0<0;1,0>:ud    r3.1<0;1,0>:ud                      // $10
(W)     mov (2|M0)               r5.0<1>:f     r127.4<2;2,1>:f                                       // $14
(W)     mov (1|M0)               r3.1<2>:f     0x0:f                                                 //  (0x00000000:f); $13
(W)     mov (2|M0)               r127.6<1>:f   r2.0<2;2,1>:f                                         // $11
(W)     mov (1|M0)               r2.0<1>:f     r5.0<0;1,0>:f                    {Compacted}          // $15
(W)     mov (1|M0)               r2.1<1>:f     r5.1<0;1,0>:f                                         // $15
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r125.1<0;1,0>:d  {Compacted}        // $20
(W)     mov (1|M0)               r5.1<1>:ud    0x6E10CA2E:ud                                         // $16
(W)     sends (8|M0)             null:ud  r2      r3      0x4C            0x020D40FF           {NoPreempt} // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $15
        add (8|M0)               r60.0<1>:d    r5.0<0;1,0>:d     r60.0<8;8,1>:d   {Compacted}        // $21
        shl (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    2:w                                 // $26
        add (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $22
        mov (8|M0)               r2.0<1>:ud    r5.0<8;8,1>:uw                                        // $27
        shl (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    2:w                                 // $23
        send (8|M0)              r3:d     r60:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $25
(W)     sends (8|M0)             null:ud  r126    r5      0x4A            0x020A02FF           // wr:1h+1, rd:0; hdc.dc0; oword block write x2 //  stack spill:  to FP[0x32]; $31
        sends (8|M0)             null:ud  r2      r3      0x4C            0x02026EFE           {NoPreempt} // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $28
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $31
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}          // $31
(W)     add (1|M0)               r2.0<1>:ud    -ip<0;1,0>:ud     r127.0<0;1,0>:ud                    // $31
(W)     add (1|M0)               r2.0<1>:ud    r2.0<0;1,0>:ud    -64:d                               // $31
(W)     add (1|M0)               r127.0<1>:ud  ip<0;1,0>:ud      0x20:ud                             // $31
(W)     jmpi                                 r2.0                                                    // $31
// B001: [FCALL],  Preds:{B000},  Succs:{B002}
_split_barrier_k0_0_:
        send (8|M0)              r2:d     r60:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $33
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $31
(W)     mov (1|M0)               r127.0<1>:f   r61.4<0;1,0>:f                   {Compacted}          // $38
        mov (8|M0)               r26.0<1>:f    0x1:f                                                 //  (0x00000001:f); $37
(W)     send (8|M0)              r5       r126:f  0xA            0x021802FF           // wr:1h+0, rd:1; hdc.dc0; oword block read x2 //  stack fill:  from FP[0x32]; $31
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $39
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1:w                                 // $34
        sends (8|M0)             null:ud  r60     r2      0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $36
(W)     sends (8|M0)             null:ud  r126    r5      0x4A            0x020A02FF           // wr:1h+1, rd:0; hdc.dc0; oword block write x2 //  stack spill:  to FP[0x32]; $39
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}          // $39
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $39
(W)     add (1|M0)               r2.0<1>:ud    -ip<0;1,0>:ud     r127.0<0;1,0>:ud                    // $39
(W)     add (1|M0)               r2.0<1>:ud    r2.0<0;1,0>:ud    -64:d                               // $39
(W)     add (1|M0)               r127.0<1>:ud  ip<0;1,0>:ud      0x20:ud                             // $39
(W)     jmpi                                 r2.0                                                    // $39
// B002: Preds:{B001},  Succs:{}
_split_barrier_k0_1_:
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $39
(W)     mov (8|M0)               r112.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $47
(W)     send (8|M0)              r5       r126:f  0xA            0x021802FF           // wr:1h+0, rd:1; hdc.dc0; oword block read x2 //  stack fill:  from FP[0x32]; $39
        add (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    1:w                                 // $40
        mov (8|M0)               r2.0<1>:ud    r5.0<8;8,1>:uw                                        // $42
        math.irem (8|M0)         r3.0<1>:ud    r2.0<8;8,1>:ud    r5.4<0;1,0>:ud   {Compacted}        // $42
        shl (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $43
        send (8|M0)              r2:d     r3:f    0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $44
        sends (8|M0)             null:ud  r60     r2      0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $46
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $47
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
