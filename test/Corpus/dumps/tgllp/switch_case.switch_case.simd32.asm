//.kernel switch_case
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 161
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.5)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r11.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r13.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r21.0)
//.declare P01 (68)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0060 (69)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r19.0)
//.declare V0061 (70)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r21.0)
//.declare P02 (71)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0062 (72)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0063 (73)  rf=r size=64 type=d align=16 words (r25.0)
//.declare P03 (74)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0064 (75)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r23.0)
//.declare V0065 (76)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r25.0)
//.declare V0066 (77)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0067 (78)  rf=r size=64 type=d align=16 words (r29.0)
//.declare P04 (79)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (80)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (81)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (82)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0068 (83)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.4)
//.declare P08 (84)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0069 (85)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0070 (86)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0071 (87)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0072 (88)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P09 (89)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (90)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P12 (92)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0073 (93)  rf=r size=4 type=d align=2 words (r4.1)
//.declare  (94)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0074 (95)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0075 (96)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare  (99)  rf=r size=4 type=ud align=2 words (r4.2) Input_Output
//.declare  (100)  rf=r size=8 type=ud align=2 words (r4.3) Input_Output
//.declare  (101)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (102)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (103)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (104)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (105)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (106)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (107)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (108)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (109)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (110)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (111)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (112)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (113)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (114)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (115)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (116)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (117)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (118)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (119)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (120)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (121)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (122)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (123)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (124)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (125)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (126)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0074    | :uq      |      8 | r8       | general    |
// | V0075    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0038    | :d x 3   |     12 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B008}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d                       // $5
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r15      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $12
        send.dc1 (16|M16)        r17      r13     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $14
        and (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    7:w               {Compacted,$0.dst} // $15
        and (16|M16)             r21.0<1>:d    r17.0<8;8,1>:d    7:w               {Compacted,$1.dst} // $16
        cmp (16|M0)   (lt)f1.0   null<1>:d     r19.0<8;8,1>:ud   0x2:uw              {@2}            // $17
        cmp (16|M16)  (lt)f1.0   null<1>:d     r21.0<8;8,1>:ud   0x2:uw              {@2}            // $18
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $19
(~f1.0) if (32|M0)                           _0_030            _0_036                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B004}
_0_031:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r19.0<8;8,1>:ud   0x5:uw                              // $21
        cmp (16|M16)  (lt)f0.0   null<1>:d     r21.0<8;8,1>:ud   0x5:uw                              // $22
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $23
(f0.0)  goto (32|M0)                         _0_032            _0_032                                // $23
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B003, B006}
_0_033:
        add (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    -5:w               {Compacted}      // $25
        add (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    -5:w               {Compacted}      // $26
        cmp (16|M0)   (lt)f1.0   null<1>:d     r23.0<8;8,1>:ud   0x2:uw              {@2}            // $27
        cmp (16|M16)  (lt)f1.0   null<1>:d     r25.0<8;8,1>:ud   0x2:uw              {@2}            // $28
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $29
(~f1.0) goto (32|M0)                         _0_032            _0_034                                // $29
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B007}
_0_035:
        add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    -9:w               {Compacted}      // $31
        add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    -9:w               {Compacted}      // $32
        goto (32|M0)                         _0_032            _switch_case_k0_3_cf                  // $33
// B004: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B005, B006}
_0_032:
        join (32|M0)                         _0_034                                                  // 
L432:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r19.0<8;8,1>:d    4:w               {Compacted}       // $35
        cmp (16|M16)  (eq)f0.0   null<1>:d     r21.0<8;8,1>:d    4:w                                 // $36
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $37
(f0.0)  goto (32|M0)                         _0_034            _0_034                                // $37
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_0_037:
        xor (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    85:w               {Compacted}      // $39
        xor (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    85:w               {Compacted}      // $40
        goto (32|M0)                         _0_034            _switch_case_k0_3_cf                  // $41
// B006: [NoMaskWA],  [inDivergent],  Preds:{B004, B002},  Succs:{B007}
_0_034:
        join (32|M0)                         _switch_case_k0_3_cf                                    // 
L536:
        mov (16|M0)              r27.0<1>:d    -r15.0<8;8,1>:d                                       // $43
        mov (16|M16)             r29.0<1>:d    -r17.0<8;8,1>:d                                       // $44
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006, B005, B003},  Succs:{B009}
_switch_case_k0_3_cf:
        join (32|M0)                         L584                                                    // 
L584:
        else (32|M0)                         _0_036            _0_036                                // $19
// B008: [NoMaskWA],  [inDivergent],  Preds:{B000},  Succs:{B009}
_0_030:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r19.0<8;8,1>:d    0:w                                 // $47
        cmp (16|M16)  (eq)f1.0   null<1>:d     r21.0<8;8,1>:d    0:w                                 // $48
(~f1.0) add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    11:w                                // $51
(~f1.0) add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    11:w                                // $52
(f1.0)  mul (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    3:w               {Compacted}       // $55
(f1.0)  mul (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    3:w                                 // $56
// B009: [NoMaskWA],  Preds:{B007, B008},  Succs:{B010, B020}
_0_036:
        endif (32|M0)                        L704                                                    // $19
L704:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w               {Compacted}       // $58
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $59
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $60
(~f0.0) if (32|M0)                           _0_040            _switch_case_k0_0_cf                  // $60
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B015}
_0_041:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x7:uw                              // $62
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x7:uw                              // $63
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $64
(~f1.0) if (32|M0)                           _0_042            _switch_case_k0_2_cf                  // $64
// B011: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B012, B013}
_0_043:
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $66
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $66
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $66
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $66
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $66
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     7:w               {Compacted}       // $66
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $67
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $67
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     7:w                                 // $67
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $68
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $68
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $68
(f0.0)  if (32|M0)                           _switch_case_k0_1_cf  _switch_case_k0_1_cf              // $68
// B012: [NoMaskWA],  [inDivergent],  Preds:{B011},  Succs:{B013}
_0_045:
(W)     mov (1|M0)               r4.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $70
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $70
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $70
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r27.0<8;8,1>:d    0x6667:uw                           // $70
        mach (8|M0)              r31.0<1>:d    r27.0<8;8,1>:d    1717986919:d               {AccWrEn} // 
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r28.0<8;8,1>:d    0x6667:uw                           // $70
        mach (8|M8)              r32.0<1>:d    r28.0<8;8,1>:d    1717986919:d               {AccWrEn} // $71
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r29.0<8;8,1>:d    0x6667:uw                           // $71
        mach (8|M16)             r33.0<1>:d    r29.0<8;8,1>:d    1717986919:d               {AccWrEn} // 
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r30.0<8;8,1>:d    0x6667:uw                           // $71
        mach (8|M24)             r34.0<1>:d    r30.0<8;8,1>:d    1717986919:d               {AccWrEn} // $72
        cmp (16|M0)   (lt)f1.0   null<1>:d     r31.0<8;8,1>:d    0:w               {Compacted,@5}    // $74
        cmp (16|M16)  (lt)f1.0   null<1>:d     r33.0<8;8,1>:d    0:w               {@2}              // $75
        asr (16|M0)              r36.0<1>:d    r31.0<8;8,1>:d    1:w               {Compacted}       // $72
        asr (16|M16)             r38.0<1>:d    r33.0<8;8,1>:d    1:w               {Compacted}       // $73
(f1.0)  add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted,@2}    // $78
(f1.0)  add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    1:w               {@2}              // $79
        mad (16|M0)              r27.0<1>:d    r27.0<8;1>:d      r36.0<8;1>:d      -5:w               {@2} // $81
        mad (16|M16)             r29.0<1>:d    r29.0<8;1>:d      r38.0<8;1>:d      -5:w               {@2} // $82
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                                        // $72
// B013: [NoMaskWA],  [inDivergent],  Preds:{B011, B012},  Succs:{B014}
_switch_case_k0_1_cf:
        endif (32|M0)                        _switch_case_k0_6_cf                                    // $68
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B018}
_switch_case_k0_6_cf:
        else (32|M0)                         _switch_case_k0_2_cf  _switch_case_k0_2_cf              // $64
// B015: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B016, B017}
_0_042:
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $85
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $85
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $85
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $85
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $85
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w               {Compacted}       // $85
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $86
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $86
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $86
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $87
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $87
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $87
(f0.0)  if (32|M0)                           _switch_case_k0_8_cf  _switch_case_k0_8_cf              // $87
// B016: [NoMaskWA],  [inDivergent],  Preds:{B015},  Succs:{B017}
_0_048:
(W)     mov (1|M0)               r4.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $89
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $89
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $89
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r27.0<8;8,1>:d    0x5556:uw                           // $89
        mach (8|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1431655766:d               {AccWrEn} // 
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r28.0<8;8,1>:d    0x5556:uw                           // $89
        mach (8|M8)              r28.0<1>:d    r28.0<8;8,1>:d    1431655766:d               {AccWrEn} // $90
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r29.0<8;8,1>:d    0x5556:uw                           // $90
        mach (8|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1431655766:d               {AccWrEn} // 
(W&f0.0.any32h) mul (8|M0)       acc0.0<1>:d   r30.0<8;8,1>:d    0x5556:uw                           // $90
        mach (8|M24)             r30.0<1>:d    r30.0<8;8,1>:d    1431655766:d               {AccWrEn} // $91
        cmp (16|M0)   (lt)f1.0   null<1>:d     r27.0<8;8,1>:d    0:w               {Compacted,@5}    // $91
        cmp (16|M16)  (lt)f1.0   null<1>:d     r29.0<8;8,1>:d    0:w               {@2}              // $92
(f1.0)  add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w               {Compacted}       // $95
(f1.0)  add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w                                 // $96
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                                        // $91
// B017: [NoMaskWA],  [inDivergent],  Preds:{B015, B016},  Succs:{B018}
_switch_case_k0_8_cf:
        endif (32|M0)                        _switch_case_k0_2_cf                                    // $87
// B018: [NoMaskWA],  [inDivergent],  Preds:{B014, B017},  Succs:{B019}
_switch_case_k0_2_cf:
        endif (32|M0)                        _switch_case_k0_5_cf                                    // $64
// B019: [NoMaskWA],  [inDivergent],  Preds:{B018},  Succs:{B024}
_switch_case_k0_5_cf:
        else (32|M0)                         _switch_case_k0_0_cf  _switch_case_k0_0_cf              // $60
// B020: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B021, B022}
_0_040:
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $99
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $99
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $99
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $99
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $99
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     1:w               {Compacted}       // $99
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $100
(W)     mov (1|M0)               r4.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $100
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     1:w                                 // $100
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}                 // $101
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $101
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $101
(~f0.0) if (32|M0)                           _0_050            _switch_case_k0_10_cf                 // $101
// B021: [NoMaskWA],  [inDivergent],  Preds:{B020},  Succs:{B023}
_0_051:
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $103
(W)     mov (1|M0)               r4.4<1>:uw    f0.0<0;1,0>:uw                   {Compacted}          // $103
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $103
(W)     or (1|M0)                f0.0<1>:uw    f0.0<0;1,0>:uw    0x1:uw                              // $103
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $103
(W&~f1.0.any32h) and (1|M0)      f0.0<1>:uw    f0.0<0;1,0>:uw    0xFFFE:uw                           // $103
(W&f0.0) cmp (1|M0)   (eq)f0.0   r4.1<1>:d     r8.4<0;1,0>:d     0:w                                 // $103
(W&~f1.0.any32h) mov (1|M0)      f0.0<1>:uw    r4.4<0;1,0>:uw                   {@6}                 // $104
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@7}                 // $104
        add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    -r4.1<0;1,0>:d   {Compacted,@3}     // $104
        add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    -r4.1<0;1,0>:d   {Compacted}        // $105
        else (32|M0)                         _switch_case_k0_10_cf  _switch_case_k0_10_cf            // $101
// B022: [NoMaskWA],  [inDivergent],  Preds:{B020},  Succs:{B023}
_0_050:
        shl (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w               {Compacted,@3}    // $108
        shl (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w               {Compacted,@3}    // $109
// B023: [NoMaskWA],  [inDivergent],  Preds:{B022, B021},  Succs:{B024}
_switch_case_k0_10_cf:
        endif (32|M0)                        _switch_case_k0_0_cf                                    // $101
// B024: Preds:{B019, B023},  Succs:{B025}
_switch_case_k0_0_cf:
        endif (32|M0)                        _0_044                                                  // $60
// B025: Preds:{B024},  Succs:{}
_0_044:
        send.dc1 (16|M0)         null     r11     r27     0x80            0x04025E01           {@4,$2} // wr:2+2, rd:0; untyped surface write with x // $112
        send.dc1 (16|M16)        null     r13     r29     0x80            0x04025E01           {@3,$3} // wr:2+2, rd:0; untyped surface write with x // $114
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $115
(W)     send.dc0 (8|M0)          r35      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $115
(W)     mov (8|M0)               null<1>:ud    r35.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $115
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $115


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 207
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
