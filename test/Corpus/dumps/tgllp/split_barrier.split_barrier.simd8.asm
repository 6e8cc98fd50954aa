//.kernel split_barrier
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -fusedCallWA 1 -insertRSDummyMov "
//.instCount 121
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
//.declare V0080 (89)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0081 (90)  rf=r size=8 type=ud alias=V0069+0 align=4 words (r5.0)
//.declare V0082 (91)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0083 (92)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0084 (93)  rf=r size=8 type=ud alias=V0070+0 align=4 words (r61.4)
//.declare V0085 (94)  rf=r size=16 type=w align=16 words (r5.0)
//.declare V0086 (95)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0087 (96)  rf=r size=16 type=uw alias=V0085+0 align=16 words (r5.0)
//.declare V0088 (97)  rf=r size=32 type=ud alias=V0086+0 align=16 words (r2.0)
//.declare V0089 (98)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r5.4)
//.declare V0090 (99)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (104)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare  (105)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (106)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare  (107)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (108)  rf=r size=4 type=d align=16 words (r62.0)
//.declare  (109)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (110)  rf=r size=4 type=d align=16 words (r5.0)
//.declare  (111)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare  (112)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (113)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare  (114)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (115)  rf=r size=4 type=d align=16 words (r62.0)
//.declare  (116)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (117)  rf=r size=4 type=d align=16 words (r5.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (119)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (120)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (121)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (122)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (123)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (124)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (125)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (126)  rf=r size=1888 type=ud align=16 words
//.declare  (127)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (128)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (129)  rf=r size=1888 type=ud align=16 words
//.declare  (130)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (131)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (132)  rf=r size=1888 type=ud align=16 words
//.declare  (133)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (134)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (135)  rf=r size=1888 type=ud align=16 words
//.declare  (136)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (137)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (138)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (139)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (140)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (141)  rf=r size=4 type=ud align=2 words (r127.0)
//.declare  (142)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (143)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (145)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (146)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (147)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (149)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (150)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (151)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (152)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (153)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (154)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (155)  rf=r size=8 type=w align=1 words (r0.0)

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


// B000: [FCALL],  Preds:{},  Succs:{B001, B003}
_main:
(W)     or (1|M0)                sr0.2<1>:ud   sr0.2<0;1,0>:ud   0xFFFFFF00:ud              {@1}     // 
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                   {@1}                 // 
(W)     mov (8|M0)               r126.0<1>:f   r125.0<8;8,1>:f                  {Compacted,@1}       // 
(W)     mov (1|M0)               r127.3<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); 
(W)     mov (1|M0)               r127.2<1>:f   0x4:f                                                 //  (0x00000004:f); 
(W)     and (1|M0)               r5.0<1>:ud    r0.5<0;1,0>:ud    0x3FF:ud              {Compacted}   // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               r3.2<1>:ud    r5.0<0;1,0>:ud    0x100:uw              {@1}          // $2
(W)     mov (2|M0)               r3.0<1>:f     r5.2<2;2,1>:f                    {Compacted}          // $3
        mov (8|M0)               r60.0<1>:d    r1.0<8;8,1>:uw                                        // $20
(W)     addc (1|M0)              r2.0<1>:ud    r3.0<0;1,0>:ud    r3.2<0;1,0>:ud   {AccWrEn,@2}       // $4
        and (8|M0)               r61.0<1>:w    r1.0<8;8,1>:w     255:w                               // $18
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $4
(W)     mov (1|M0)               r7.0<1>:ud    0x6E10CA2E:ud                                         // $16
(W)     add (1|M0)               r2.1<1>:ud    r5.0<0;1,0>:ud    r3.1<0;1,0>:ud   {@2}               // $5
(W)     mov (1|M0)               r61.4<1>:ud   0x6E10CA2E:ud                                         // $17
(W)     mov (2|M0)               r127.6<1>:f   r2.0<2;2,1>:f                    {Compacted,@2}       // $6
(W)     mov (1|M0)               r61.5<1>:ud   0x6E10CA2E:ud                                         // $17
(W)     mov (2|M0)               r127.4<1>:f   r127.6<2;2,1>:f                  {@2}                 // $7
        mov (8|M0)               r26.0<1>:f    0x1:f                                                 //  (0x00000001:f); $29
(W)     mov (2|M0)               r3.0<1>:f     r127.4<2;2,1>:f                  {Compacted,@2}       // $8
(W)     addc (1|M0)              r2.0<1>:ud    r3.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $9
(W)     mov (1|M0)               r3.0<2>:f     0x0:f                                                 //  (0x00000000:f); $12
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $9
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r125.2<0;1,0>:uw {Compacted}        // $19
(W)     add (1|M0)               r2.1<1>:ud    r5.0<0;1,0>:ud    r3.1<0;1,0>:ud   {@2}               // $10
(W)     mov (2|M0)               r5.0<1>:f     r127.4<2;2,1>:f                  {Compacted}          // $14
(W)     mov (1|M0)               r3.1<2>:f     0x0:f                                                 //  (0x00000000:f); $13
(W)     mov (2|M0)               r127.6<1>:f   r2.0<2;2,1>:f                    {Compacted,@3}       // $11
(W)     mov (1|M0)               r2.0<1>:f     r5.0<0;1,0>:f                    {Compacted,@3}       // $15
(W)     mov (1|M0)               r2.1<1>:f     r5.1<0;1,0>:f                    {Compacted}          // $15
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r125.1<0;1,0>:d  {Compacted}        // $20
(W)     send.dc1 (8|M0)          null     r2      r3      0x40            0x020D40FF           {@2,$0} // wr:1h+1, rd:0; a64 unaligned oword block write x1 // $15
        add (8|M0)               r60.0<1>:d    r5.0<0;1,0>:d     r60.0<8;8,1>:d   {Compacted,@1}     // $21
(W)     mov (1|M0)               r5.1<1>:ud    0x6E10CA2E:ud                                         // $16
        add (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@2}     // $22
        shl (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    2:w                                 // $26
        shl (8|M0)               r60.0<1>:d    r60.0<8;8,1>:d    2:w               {Compacted,@2}    // $23
        sync.nop                             null                             {Compacted,$0.src}     // $27
        mov (8|M0)               r2.0<1>:ud    r5.0<8;8,1>:uw                   {@2}                 // $27
        send.dc1 (8|M0)          r3       r60     null    0x0            0x02106E00           {@2,$1} // wr:1+0, rd:1; untyped surface read with x // $25
        send.dc1 (8|M0)          null     r2      r3      0x40            0x02026EFE           {@1,$1} // wr:1+1, rd:0; untyped surface write with x // $28
(W)     mov (1|M0)               r5.0<1>:ud    sr0.0<0;1,0>:ud                  {Compacted,@1}       // 
(W)     and (16|M0)   (eq)f0.1   null<1>:uw    r5.0<0;1,0>:uw    0x80:uw              {@1}           // 
(W&~f0.1) mov (1|M0)             cr0.2<1>:ud   r7.0<0;1,0>:ud                   {@1}                 // 
(W)     mov (1|M16)              r5.0<1>:ud    cr0.2<0;1,0>:ud                  {@1}                 // 
(W)     add (1|M16)              r5.0<1>:d     -ip<0;1,0>:d      r5.0<0;1,0>:d    {@1}               // 
(W)     add (1|M16)              r62.0<1>:d    r5.0<0;1,0>:d     -312:d               {@1}           // 
(W)     add (1|M0)               r5.0<1>:d     -ip<0;1,0>:d      r7.0<0;1,0>:d    {@1}               // 
(W)     add (1|M0)               r5.0<1>:d     r5.0<0;1,0>:d     -128:d               {@1}           // 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // 
(~f0.1) goto (8|M0)                          _split_barrier_k0_4_CallWA_SmallB0  _split_barrier_k0_4_CallWA_SmallB0 // 
// B001: Preds:{B000},  Succs:{B002}
_split_barrier_k0_2_CallWA_BigB0:
(W)     mov (1|M0)               r127.0<1>:f   r5.0<0;1,0>:f                    {@3}                 // $31
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $31
(W)     send.dc0 (8|M16)         null     r126    r5      0x40            0x020A02FF           {@1,$2} // wr:1h+1, rd:0; oword block write x2 //  stack spill:  to FP[0x32]; $31
        sync.allrd                           ($1,$2)                                                 // $31
        call (8|M0)              r127.0        r127.0                           {@1}                 // $31
// B002: Preds:{B001},  Succs:{B003, B005}
_split_barrier_k0_3_CallWA_BigB1:
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$2.src}        // $31
(W)     send.dc0 (8|M16)         r5       r126    null    0x0            0x021802FF           {@1,$3} // wr:1h+0, rd:1; oword block read x2 //  stack fill:  from FP[0x32]; $31
        sync.nop                             null                             {Compacted,$3.dst}     // 
        goto (8|M0)                          _split_barrier_k0_4_CallWA_SmallB0  _split_barrier_k0_0_ // 
// B003: Preds:{B002, B000},  Succs:{B004}
_split_barrier_k0_4_CallWA_SmallB0:
        join (8|M0)                          _split_barrier_k0_0_                                    // 
L832:
(W)     mov (1|M0)               r127.0<1>:f   r62.0<0;1,0>:f                   {@7}                 // 
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$3.src}        // 
(W)     send.dc0 (8|M16)         null     r126    r5      0x40            0x020A02FF           {@1,$3} // wr:1h+1, rd:0; oword block write x2 //  stack spill:  to FP[0x32]; 
        sync.allrd                           ($1,$3)                                                 // 
        call (8|M0)              r127.0        r62.0                            {@1}                 // 
// B004: Preds:{B003},  Succs:{B005}
_split_barrier_k0_5_CallWA_SmallB1:
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$3.src}        // 
(W)     send.dc0 (8|M16)         r5       r126    null    0x0            0x021802FF           {@1,$4} // wr:1h+0, rd:1; oword block read x2 //  stack fill:  from FP[0x32]; 
        sync.nop                             null                             {Compacted,$4.dst}     // 
// B005: [FCALL],  Preds:{B004, B002},  Succs:{B006, B008}
_split_barrier_k0_0_:
        join (8|M0)                          L968                                                    // $33
L968:
        sync.nop                             null                             {Compacted,$1.src}     // $33
        send.dc1 (8|M0)          r2       r60     null    0x0            0x02106E00           {$5} // wr:1+0, rd:1; untyped surface read with x // $33
        mov (8|M0)               r26.0<1>:f    0x1:f                                                 //  (0x00000001:f); $37
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1:w               {Compacted,$5.dst} // $34
        send.dc1 (8|M0)          null     r60     r2      0x40            0x02026E00           {@1,$6} // wr:1+1, rd:0; untyped surface write with x // $36
(W)     mov (1|M0)               r2.0<1>:f     r61.4<0;1,0>:f                   {Compacted,$6.src}   // $38
        sync.nop                             null                             {Compacted,$4.dst}     // 
(W)     mov (1|M0)               r5.0<1>:ud    sr0.0<0;1,0>:ud                  {Compacted,@1,$3.dst} // 
(W)     and (16|M0)   (eq)f0.0   null<1>:uw    r5.0<0;1,0>:uw    0x80:uw              {@1}           // 
(W&~f0.0) mov (1|M0)             cr0.2<1>:ud   r2.0<0;1,0>:ud                   {@1}                 // 
(W)     mov (1|M16)              r5.0<1>:ud    cr0.2<0;1,0>:ud                  {@1}                 // 
(W)     add (1|M16)              r5.0<1>:d     -ip<0;1,0>:d      r5.0<0;1,0>:d    {@1}               // 
(W)     add (1|M16)              r62.0<1>:d    r5.0<0;1,0>:d     -296:d               {@1}           // 
(W)     add (1|M0)               r5.0<1>:d     -ip<0;1,0>:d      r2.0<0;1,0>:d    {@1}               // 
(W)     add (1|M0)               r5.0<1>:d     r5.0<0;1,0>:d     -120:d               {@1}           // 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // 
(~f0.0) goto (8|M0)                          _split_barrier_k0_8_CallWA_SmallB0  _split_barrier_k0_8_CallWA_SmallB0 // 
// B006: Preds:{B005},  Succs:{B007}
_split_barrier_k0_6_CallWA_BigB0:
(W)     mov (1|M0)               r127.0<1>:f   r5.0<0;1,0>:f                    {@3}                 // $39
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud                              // $39
(W)     send.dc0 (8|M16)         null     r126    r5      0x40            0x020A02FF           {@1,$7} // wr:1h+1, rd:0; oword block write x2 //  stack spill:  to FP[0x32]; $39
        sync.nop                             null                             {Compacted,$7.src}     // $39
        call (8|M0)              r127.0        r127.0                           {@1}                 // $39
// B007: Preds:{B006},  Succs:{B008, B010}
_split_barrier_k0_7_CallWA_BigB1:
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$7.src}        // $39
(W)     send.dc0 (8|M16)         r5       r126    null    0x0            0x021802FF           {@1,$8} // wr:1h+0, rd:1; oword block read x2 //  stack fill:  from FP[0x32]; $39
        sync.nop                             null                             {Compacted,$8.dst}     // 
        goto (8|M0)                          _split_barrier_k0_8_CallWA_SmallB0  _split_barrier_k0_1_ // 
// B008: Preds:{B007, B005},  Succs:{B009}
_split_barrier_k0_8_CallWA_SmallB0:
        join (8|M0)                          _split_barrier_k0_1_                                    // 
L1344:
(W)     mov (1|M0)               r127.0<1>:f   r62.0<0;1,0>:f                   {@7}                 // 
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$8.src}        // 
(W)     send.dc0 (8|M16)         null     r126    r5      0x40            0x020A02FF           {@1,$8} // wr:1h+1, rd:0; oword block write x2 //  stack spill:  to FP[0x32]; 
        sync.nop                             null                             {Compacted,$8.src}     // 
        call (8|M0)              r127.0        r62.0                            {@1}                 // 
// B009: Preds:{B008},  Succs:{B010}
_split_barrier_k0_9_CallWA_SmallB1:
(W)     add (1|M16)              r126.2<1>:ud  r127.3<0;1,0>:ud  0x0:ud              {$8.src}        // 
(W)     send.dc0 (8|M16)         r5       r126    null    0x0            0x021802FF           {@1,$9} // wr:1h+0, rd:1; oword block read x2 //  stack fill:  from FP[0x32]; 
        sync.nop                             null                             {Compacted,$9.dst}     // 
// B010: Preds:{B009, B007},  Succs:{}
_split_barrier_k0_1_:
        join (8|M0)                          L1472                                                   // $40
L1472:
        sync.nop                             null                             {Compacted,$9.dst}     // $40
        add (8|M0)               r5.0<1>:w     r61.0<8;8,1>:w    1:w               {$8.dst}          // $40
(W)     mov (8|M0)               r112.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $47
        mov (8|M0)               r2.0<1>:ud    r5.0<8;8,1>:uw                   {@2}                 // $42
        math.irem (8|M0)         r2.0<1>:ud    r2.0<8;8,1>:ud    r5.4<0;1,0>:ud   {@1,$10}           // $42
        shl (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,$10.dst} // $43
        send.dc1 (8|M0)          r2       r2      null    0x0            0x02106EFE           {@1,$11} // wr:1+0, rd:1; untyped surface read with x // $44
        send.dc1 (8|M0)          null     r60     r2      0x40            0x02026E00           {$11} // wr:1+1, rd:0; untyped surface write with x // $46
        sync.nop                             null                             {Compacted,$11.src}    // $47
(W)     send.dc0 (8|M0)          r2       r125    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing // $47
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$12.dst}            //  memory fence commit; $47
(W)     send.dc0 (8|M0)          r2       r125    null    0x0            0x0219E0FE           {@1,$13} // wr:1h+0, rd:1; synchronized SLM fence // $47
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$13.dst}            //  memory fence commit; $47
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $47


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 121
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
