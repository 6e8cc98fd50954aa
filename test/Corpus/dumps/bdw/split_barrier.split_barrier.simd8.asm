//.kernel split_barrier
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 61
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
//.declare V0044 (52)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0048 (56)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0050 (58)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0052 (60)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.0)
//.declare V0053 (61)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare V0054 (62)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare  (64)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (65)  rf=r size=32 type=uq alias=+0 align=16 words (r0.0)
//.declare  (66)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare V0056 (67)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0058 (69)  rf=r size=8 type=uq align=4 words (r61.2)
//.declare V0059 (70)  rf=r size=16 type=w align=16 words (r61.0)
//.declare V0060 (71)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0061 (72)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0062 (73)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0063 (74)  rf=r size=32 type=ud alias=V0061+0 align=16 words (r60.0)
//.declare V0064 (75)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V0065 (76)  rf=r size=16 type=w align=16 words (r5.0)
//.declare V0067 (78)  rf=r size=16 type=uw alias=V0065+0 align=16 words (r5.0)
//.declare  (79)  rf=r size=64 type=ud align=16 words (r0.0)
//.declare V0068 (80)  rf=r size=4 type=ud align=16 words (r127.0)
//.declare V0069 (81)  rf=r size=32 type=d align=16 words (r0.0)
//.declare  (82)  rf=r size=64 type=ud align=16 words (r0.0)
//.declare V0070 (83)  rf=r size=4 type=ud align=16 words (r127.0)
//.declare V0071 (84)  rf=r size=16 type=w align=16 words (r5.0)
//.declare V0072 (85)  rf=r size=32 type=d align=16 words (r0.0)
//.declare V0073 (86)  rf=r size=16 type=uw alias=V0071+0 align=16 words (r5.0)
//.declare V0074 (87)  rf=r size=32 type=ud alias=V0072+0 align=16 words (r0.0)
//.declare V0075 (88)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r5.4)
//.declare V0076 (89)  rf=r size=32 type=d align=16 words (r1.0)
//.declare  (90)  rf=r size=64 type=ud align=16 words (r0.0)
//.declare  (91)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (92)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (95)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (96)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (97)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (98)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (99)  rf=r size=1888 type=ud align=16 words
//.declare  (100)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (101)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (102)  rf=r size=1888 type=ud align=16 words
//.declare  (103)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (104)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (105)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (106)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (115)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (116)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (117)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (119)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (120)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (121)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (122)  rf=r size=4 type=ud align=2 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0056    | :uq      |      8 | r5       | general    |
// | V0042    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


vISA asm emission: failed to re-decode binary for asm output
ERROR: PC[0x188] error decoding instruction
ERROR: PC[0x280] error decoding instruction

// B000: [FCALL],  Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r126.0<1>:ud  r125.0<8;8,1>:ud                 {Compacted}          // 
(W)     mov (1|M0)               r127.3<1>:ud  0x0:ud                                                // 
(W)     mov (1|M0)               r127.2<1>:ud  0x4:ud                              {Compacted}       // 
(W)     and (1|M0)               r5.0<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud              {Compacted}   // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:ud    r5.0<0;1,0>:ud    0x100:uw                            // $2
        mov (8|M0)               r60.0<1>:d    r1.0<8;8,1>:uw                                        // $13
        and (8|M0)               r61.0<1>:w    r1.0<8;8,1>:w     255:w                               // $11
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $24
(W)     mov (1|M0)               r127.0<2>:ud  0x6E10CA2E:uq                                         // $9
(W)     mov (1|M0)               r61.2<1>:uq   0x6E10CA2E:uq                                         // $10
        mov (8|M0)               r26.0<1>:d    1:w                                                   // $22
(W)     add (1|M0)               r127.3<1>:uq  r5.1<0;1,0>:uq    r5.0<0;1,0>:ud                      // $3
(W)     mov (1|M0)               r5.0<1>:uq    0x0:uw                                                // $6
(W)     mov (1|M0)               r127.2<1>:uq  r127.3<0;1,0>:uq                                      // $4
(W)     mov (4|M0)               r3.0<1>:uq    r5.0<4;4,1>:uq                                        // $8
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r125.1<0;1,0>:d  {Compacted}        // $12
(W)     add (1|M0)               r127.3<1>:uq  r127.3<0;1,0>:uq  0x10:uw                             // $5
(W)     mov (1|M0)               r0.0<1>:uq    r127.2<0;1,0>:uq                                      // $7
        add (8|M0)               r60.0<1>:d    r5.0<0;1,0>:d     r60.0<8;8,1>:d   {Compacted}        // $14
        shl (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    2:w                                 // $19
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<8;8,1>:ud                   {Compacted}          // $8
        add (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $15
        mov (8|M0)               r0.0<1>:ud    r5.0<8;8,1>:uw                                        // $20
(W)     send (8|M0)              null     r2:f    0xC            0x040D40FF           // wr:2h+0, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $8
        shl (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    2:w                                 // $16
        send (8|M0)              r1:d     r60:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $18
        illegal                 // OP[]33?:    33 00 60 0a 14 50 00 00  c1 0f 00 00 ff 02 0a 02: GED error decoding instruction //  stack spill:  to FP[0x32]; $24
        send (8|M0)              null     r0:f    0xC            0x04026EFE           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $21
(W)     add (1|M0)               r2.0<1>:ud    -ip<0;1,0>:ud     r127.0<0;1,0>:ud                    // $24
(W)     add (1|M0)               r2.0<1>:ud    r2.0<0;1,0>:ud    -64:d                               // $24
(W)     add (1|M0)               r127.0<1>:ud  ip<0;1,0>:ud      0x20:ud                             // $24
(W)     jmpi                                 r2.0                                                    // $24
// B001: [FCALL],  Preds:{B000},  Succs:{B002}
L488:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // 
// _split_barrier_k0_0_:
        send (8|M0)              r0:d     r60:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $26
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $24
(W)     mov (1|M0)               r127.0<2>:ud  r61.2<0;1,0>:uq                                       // $31
        mov (8|M0)               r26.0<1>:d    1:w                                                   // $30
(W)     send (8|M0)              r5       r126:f  0xA            0x021802FF           // wr:1h+0, rd:1; hdc.dc0; oword block read x2 //  stack fill:  from FP[0x32]; $24
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $32
        add (8|M0)               r1.0<1>:d     r0.0<8;8,1>:d     1:w                                 // $27
        mov (8|M0)               r0.0<1>:ud    r60.0<8;8,1>:ud                  {Compacted}          // $29
        send (8|M0)              null     r0:f    0xC            0x04026E00           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $29
        illegal                 // OP[]33?:    33 00 60 0a 14 50 00 00  c1 0f 00 00 ff 02 0a 02: GED error decoding instruction //  stack spill:  to FP[0x32]; $32
(W)     add (1|M0)               r2.0<1>:ud    -ip<0;1,0>:ud     r127.0<0;1,0>:ud                    // $32
(W)     add (1|M0)               r2.0<1>:ud    r2.0<0;1,0>:ud    -64:d                               // $32
(W)     add (1|M0)               r127.0<1>:ud  ip<0;1,0>:ud      0x20:ud                             // $32
(W)     jmpi                                 r2.0                                                    // $32
// B002: Preds:{B001},  Succs:{}
L720:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // 
// _split_barrier_k0_1_:
(W)     add (1|M0)               r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $32
(W)     mov (8|M0)               r112.0<1>:ud  r125.0<8;8,1>:ud                 {Compacted}          // $40
(W)     send (8|M0)              r5       r126:f  0xA            0x021802FF           // wr:1h+0, rd:1; hdc.dc0; oword block read x2 //  stack fill:  from FP[0x32]; $32
        add (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    1:w                                 // $33
        mov (8|M0)               r0.0<1>:ud    r5.0<8;8,1>:uw                                        // $35
        math.irem (8|M0)         r0.0<1>:ud    r0.0<8;8,1>:ud    r5.4<0;1,0>:ud   {Compacted}        // $35
        shl (8|M0)               r0.0<1>:d     r0.0<8;8,1>:d     2:w                                 // $36
        send (8|M0)              r1:d     r0:f    0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $37
        mov (8|M0)               r0.0<1>:ud    r60.0<8;8,1>:ud                  {Compacted}          // $39
        send (8|M0)              null     r0:f    0xC            0x04026E00           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $39
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $40
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
