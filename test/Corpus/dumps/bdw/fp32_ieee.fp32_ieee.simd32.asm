//.kernel fp32_ieee
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 157
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r6.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r2.0)
//.declare  (67)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (68)  rf=r size=64 type=f align=16 words (r54.0)
//.declare  (69)  rf=r size=64 type=f align=16 words (r52.0)
//.declare  (70)  rf=r size=64 type=f align=16 words (r94.0)
//.declare  (71)  rf=r size=64 type=f align=16 words (r50.0)
//.declare  (72)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (73)  rf=r size=64 type=f align=16 words (r96.0)
//.declare  (74)  rf=r size=64 type=f align=16 words (r98.0)
//.declare  (75)  rf=r size=32 type=f align=16 words (r56.0)
//.declare  (76)  rf=r size=32 type=f align=16 words (r62.0)
//.declare  (78)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (79)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (80)  rf=r size=64 type=f align=16 words (r46.0)
//.declare  (81)  rf=r size=64 type=f align=16 words (r44.0)
//.declare  (82)  rf=r size=64 type=f align=16 words (r100.0)
//.declare  (83)  rf=r size=64 type=f align=16 words (r42.0)
//.declare  (84)  rf=r size=64 type=f align=16 words (r102.0)
//.declare  (85)  rf=r size=64 type=f align=16 words (r104.0)
//.declare  (86)  rf=r size=64 type=f align=16 words (r106.0)
//.declare  (88)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0059 (89)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0060 (90)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0061 (91)  rf=r size=64 type=f align=16 words (r70.0)
//.declare  (93)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (94)  rf=r size=64 type=f align=16 words (r40.0)
//.declare  (95)  rf=r size=64 type=f align=16 words (r38.0)
//.declare  (96)  rf=r size=64 type=f align=16 words (r36.0)
//.declare  (97)  rf=r size=64 type=f align=16 words (r108.0)
//.declare  (98)  rf=r size=64 type=f align=16 words (r34.0)
//.declare  (99)  rf=r size=32 type=f align=16 words (r60.0)
//.declare  (101)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (102)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (103)  rf=r size=64 type=f align=16 words (r32.0)
//.declare  (104)  rf=r size=64 type=f align=16 words (r30.0)
//.declare  (105)  rf=r size=64 type=f align=16 words (r28.0)
//.declare  (106)  rf=r size=64 type=f align=16 words (r110.0)
//.declare  (107)  rf=r size=64 type=f align=16 words (r26.0)
//.declare  (109)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0063 (110)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0064 (111)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0065 (112)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0066 (113)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0067 (114)  rf=r size=4 type=f align=2 words (r126.0)
//.declare V0068 (115)  rf=r size=64 type=f align=16 words (r68.0)
//.declare  (117)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (118)  rf=r size=64 type=f align=16 words (r24.0)
//.declare  (119)  rf=r size=64 type=f align=16 words (r22.0)
//.declare  (120)  rf=r size=64 type=f align=16 words (r112.0)
//.declare  (121)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (122)  rf=r size=64 type=f align=16 words (r18.0)
//.declare  (123)  rf=r size=64 type=f align=16 words (r114.0)
//.declare  (124)  rf=r size=64 type=f align=16 words (r116.0)
//.declare  (125)  rf=r size=64 type=f align=16 words (r118.0)
//.declare  (127)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (128)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (129)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (130)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (131)  rf=r size=64 type=f align=16 words (r120.0)
//.declare  (132)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (133)  rf=r size=64 type=f align=16 words (r10.0)
//.declare  (134)  rf=r size=64 type=f align=16 words (r122.0)
//.declare  (135)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (136)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (138)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (139)  rf=r size=128 type=ud align=16 words (r2.0)
//.declare  (140)  rf=r size=128 type=ud align=16 words (r6.0)
//.declare V0070 (141)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0071 (142)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0072 (143)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (145)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (146)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (147)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (148)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (149)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (150)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (151)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (152)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (153)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (154)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (155)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (156)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (157)  rf=r size=32 type=d align=16 words (r126.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0070    | :uq      |      8 | r8       | general    |
// | V0071    | :uq      |      8 | r8+8     | general    |
// | V0072    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r60.0<1>:f    0x3F000000:f                                          // $1
(W)     mov (8|M0)               r62.0<1>:f    0x3F800000:f                                          // $1
(W)     mov (8|M0)               r56.0<1>:f    0x0:f                                                 // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r8.0<1>:d     r124.0<8;8,1>:d   2:w                                 // $9
        shl (16|M16)             r6.0<1>:d     r122.0<8;8,1>:d   2:w                                 // $10
        send (16|M0)             r86:w    r8:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M0)             r88:w    r8:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        send (16|M16)            r92:w    r6:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r58:w    r6:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
        math.invm (8|M0) (eo)f1.0  r50.mme0:f  r86.nomme:f       r88.nomme:f                         // $19
(~f1.0) if (8|M0)                            _fp32_ieee_k0_0_ifJip  _fp32_ieee_k0_0_ifJip            // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp32_ieee_k0_12_:
        madm (8|M0)              r48.mme1:f    r56.nomme:f       r86.nomme:f       r50.mme0:f        // $19 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r96.mme2:f    r62.nomme:f       -r88.nomme:f      r50.mme0:f        // $19 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r54.mme3:f    r50.mme0:f        r96.mme2:f        r50.mme0:f        // $19 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r98.mme4:f    r86.nomme:f       -r88.nomme:f      r48.mme1:f        // $19 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r48.mme5:f    r48.mme1:f        r98.mme4:f        r54.mme3:f        // $19 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r94.mme6:f    r86.nomme:f       -r88.nomme:f      r48.mme5:f        // $19 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r50.nomme:f   r48.mme5:f        r94.mme6:f        r54.mme3:f        // $19 {0=EL, 1=EH, 2=EL, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp32_ieee_k0_0_ifJip:
        endif (8|M0)                         L384                                                    // $19
L384:
        math.invm (8|M8) (eo)f1.0  r51.mme0:f  r87.nomme:f       r89.nomme:f                         // $19
(~f1.0) if (8|M8)                            _fp32_ieee_k0_1_ifJip  _fp32_ieee_k0_1_ifJip            // $19
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp32_ieee_k0_13_:
        madm (8|M8)              r49.mme1:f    r56.nomme:f       r87.nomme:f       r51.mme0:f        // $19 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r97.mme2:f    r62.nomme:f       -r89.nomme:f      r51.mme0:f        // $19 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r55.mme3:f    r51.mme0:f        r97.mme2:f        r51.mme0:f        // $19 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r99.mme4:f    r87.nomme:f       -r89.nomme:f      r49.mme1:f        // $19 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r49.mme5:f    r49.mme1:f        r99.mme4:f        r55.mme3:f        // $19 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r95.mme6:f    r87.nomme:f       -r89.nomme:f      r49.mme5:f        // $19 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r51.nomme:f   r49.mme5:f        r95.mme6:f        r55.mme3:f        // $19 {0=OL, 1=OH, 2=OL, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp32_ieee_k0_1_ifJip:
        endif (8|M8)                         L544                                                    // $19
L544:
        math.invm (8|M16) (eo)f0.0  r42.mme0:f  r92.nomme:f      r58.nomme:f                         // $20
        mov (16|M0)              r4.0<1>:f     r50.0<8;8,1>:f                   {Compacted}          // $19
(~f0.0) if (8|M16)                           _fp32_ieee_k0_2_ifJip  _fp32_ieee_k0_2_ifJip            // $20
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp32_ieee_k0_14_:
        madm (8|M16)             r102.mme1:f   r56.nomme:f       r92.nomme:f       r42.mme0:f        // $20 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r104.mme2:f   r62.nomme:f       -r58.nomme:f      r42.mme0:f        // $20 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (8|M16)             r46.mme3:f    r42.mme0:f        r104.mme2:f       r42.mme0:f        // $20 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r106.mme4:f   r92.nomme:f       -r58.nomme:f      r102.mme1:f       // $20 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (8|M16)             r102.mme5:f   r102.mme1:f       r106.mme4:f       r46.mme3:f        // $20 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r100.mme6:f   r92.nomme:f       -r58.nomme:f      r102.mme5:f       // $20 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (8|M16)             r42.nomme:f   r102.mme5:f       r100.mme6:f       r46.mme3:f        // $20 {0=EH, 1=EH, 2=EL, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp32_ieee_k0_2_ifJip:
        endif (8|M16)                        L712                                                    // $20
L712:
        math.invm (8|M24) (eo)f0.0  r43.mme0:f  r93.nomme:f      r59.nomme:f                         // $20
(~f0.0) if (8|M24)                           _fp32_ieee_k0_3_ifJip  _fp32_ieee_k0_3_ifJip            // $20
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp32_ieee_k0_15_:
        madm (8|M24)             r103.mme1:f   r56.nomme:f       r93.nomme:f       r43.mme0:f        // $20 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r105.mme2:f   r62.nomme:f       -r59.nomme:f      r43.mme0:f        // $20 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (8|M24)             r47.mme3:f    r43.mme0:f        r105.mme2:f       r43.mme0:f        // $20 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r107.mme4:f   r93.nomme:f       -r59.nomme:f      r103.mme1:f       // $20 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (8|M24)             r103.mme5:f   r103.mme1:f       r107.mme4:f       r47.mme3:f        // $20 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r101.mme6:f   r93.nomme:f       -r59.nomme:f      r103.mme5:f       // $20 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (8|M24)             r43.nomme:f   r103.mme5:f       r101.mme6:f       r47.mme3:f        // $20 {0=OH, 1=OH, 2=OL, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp32_ieee_k0_3_ifJip:
        endif (8|M24)                        L872                                                    // $20
L872:
        mov (16|M0)              r82.0<1>:f    (abs)r86.0<8;8,1>:f              {Compacted}          // $21
        mov (16|M16)             r2.0<1>:f     r42.0<8;8,1>:f                                        // $20
        mov (16|M16)             r80.0<1>:f    (abs)r92.0<8;8,1>:f                                   // $22
        math.rsqtm (8|M0) (eo)f0.0  r38.mme0:f  r82.nomme:f                                          // $23
(~f0.0) if (8|M0)                            _fp32_ieee_k0_4_ifJip  _fp32_ieee_k0_4_ifJip            // $23
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp32_ieee_k0_16_:
        madm (8|M0)              r36.mme1:f    r56.nomme:f       r60.nomme:f       r38.mme0:f        // $23 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (8|M0)              r34.mme2:f    r56.nomme:f       r82.nomme:f       r38.mme0:f        // $23 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r108.mme3:f   r60.nomme:f       -r34.mme2:f       r36.mme1:f        // $23 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (8|M0)              r36.mme4:f    r36.mme1:f        r108.mme3:f       r36.mme1:f        // $23 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r38.mme5:f    r34.mme2:f        r108.mme3:f       r34.mme2:f        // $23 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r108.mme6:f   r82.nomme:f       -r38.mme5:f       r38.mme5:f        // $23 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (8|M0)              r38.nomme:f   r38.mme5:f        r36.mme4:f        r108.mme6:f       // $23 {0=EL, 1=EL, 2=EH, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp32_ieee_k0_4_ifJip:
        endif (8|M0)                         L1072                                                   // $23
L1072:
        math.rsqtm (8|M8) (eo)f0.0  r39.mme0:f  r83.nomme:f                                          // $23
(~f0.0) if (8|M8)                            _fp32_ieee_k0_5_ifJip  _fp32_ieee_k0_5_ifJip            // $23
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp32_ieee_k0_17_:
        madm (8|M8)              r37.mme1:f    r56.nomme:f       r60.nomme:f       r39.mme0:f        // $23 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (8|M8)              r35.mme2:f    r56.nomme:f       r83.nomme:f       r39.mme0:f        // $23 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r109.mme3:f   r60.nomme:f       -r35.mme2:f       r37.mme1:f        // $23 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (8|M8)              r37.mme4:f    r37.mme1:f        r109.mme3:f       r37.mme1:f        // $23 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r39.mme5:f    r35.mme2:f        r109.mme3:f       r35.mme2:f        // $23 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r109.mme6:f   r83.nomme:f       -r39.mme5:f       r39.mme5:f        // $23 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (8|M8)              r39.nomme:f   r39.mme5:f        r37.mme4:f        r109.mme6:f       // $23 {0=OL, 1=OL, 2=OH, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp32_ieee_k0_5_ifJip:
        endif (8|M8)                         L1232                                                   // $23
L1232:
        math.rsqtm (8|M16) (eo)f1.0  r30.mme0:f  r80.nomme:f                                         // $24
        mov (16|M0)              r70.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $23
(~f1.0) if (8|M16)                           _fp32_ieee_k0_6_ifJip  _fp32_ieee_k0_6_ifJip            // $24
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp32_ieee_k0_18_:
        madm (8|M16)             r28.mme1:f    r56.nomme:f       r60.nomme:f       r30.mme0:f        // $24 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (8|M16)             r26.mme2:f    r56.nomme:f       r80.nomme:f       r30.mme0:f        // $24 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r110.mme3:f   r60.nomme:f       -r26.mme2:f       r28.mme1:f        // $24 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (8|M16)             r28.mme4:f    r28.mme1:f        r110.mme3:f       r28.mme1:f        // $24 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r30.mme5:f    r26.mme2:f        r110.mme3:f       r26.mme2:f        // $24 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r110.mme6:f   r80.nomme:f       -r30.mme5:f       r30.mme5:f        // $24 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (8|M16)             r30.nomme:f   r30.mme5:f        r28.mme4:f        r110.mme6:f       // $24 {0=EL, 1=EL, 2=EH, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp32_ieee_k0_6_ifJip:
        endif (8|M16)                        L1400                                                   // $24
L1400:
        math.rsqtm (8|M24) (eo)f1.0  r31.mme0:f  r81.nomme:f                                         // $24
(~f1.0) if (8|M24)                           _fp32_ieee_k0_7_ifJip  _fp32_ieee_k0_7_ifJip            // $24
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp32_ieee_k0_19_:
        madm (8|M24)             r29.mme1:f    r56.nomme:f       r60.nomme:f       r31.mme0:f        // $24 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (8|M24)             r27.mme2:f    r56.nomme:f       r81.nomme:f       r31.mme0:f        // $24 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r111.mme3:f   r60.nomme:f       -r27.mme2:f       r29.mme1:f        // $24 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (8|M24)             r29.mme4:f    r29.mme1:f        r111.mme3:f       r29.mme1:f        // $24 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r31.mme5:f    r27.mme2:f        r111.mme3:f       r27.mme2:f        // $24 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r111.mme6:f   r81.nomme:f       -r31.mme5:f       r31.mme5:f        // $24 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (8|M24)             r31.nomme:f   r31.mme5:f        r29.mme4:f        r111.mme6:f       // $24 {0=OL, 1=OL, 2=OH, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp32_ieee_k0_7_ifJip:
        endif (8|M24)                        L1560                                                   // $24
L1560:
(W)     mov (1|M0)               r126.0<1>:f   0x3F800000:f                                          // $27
(W)     mov (16|M0)              r118.0<1>:f   0x3F800000:f                                          // $30
        add (16|M0)              r64.0<1>:f    r4.0<8;8,1>:f     r70.0<8;8,1>:f   {Compacted}        // $25
        add (16|M16)             r66.0<1>:f    r2.0<8;8,1>:f     r30.0<8;8,1>:f                      // $26
        mad (16|M0)              r90.0<1>:f    r126.0<0;0>:f     r88.0<2;1>:f      r88.0<1>:f       {Compacted} // $28 {0=EH, 1=EH, 2=EH, BC=GOOD}
        mad (16|M16)             r84.0<1>:f    r126.0<0;0>:f     r58.0<2;1>:f      r58.0<1>:f       {Compacted} // $29 {0=EH, 1=EL, 2=EL, BC=GOOD}
        math.invm (8|M0) (eo)f1.0  r20.mme0:f  r118.nomme:f      r90.nomme:f                         // $30
(~f1.0) if (8|M0)                            _fp32_ieee_k0_8_ifJip  _fp32_ieee_k0_8_ifJip            // $30
// B017: [inDivergent],  Preds:{B016},  Succs:{B018}
_fp32_ieee_k0_20_:
        madm (8|M0)              r18.mme1:f    r56.nomme:f       r118.nomme:f      r20.mme0:f        // $30 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r114.mme2:f   r62.nomme:f       -r90.nomme:f      r20.mme0:f        // $30 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r24.mme3:f    r20.mme0:f        r114.mme2:f       r20.mme0:f        // $30 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r116.mme4:f   r118.nomme:f      -r90.nomme:f      r18.mme1:f        // $30 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r18.mme5:f    r18.mme1:f        r116.mme4:f       r24.mme3:f        // $30 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r112.mme6:f   r118.nomme:f      -r90.nomme:f      r18.mme5:f        // $30 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M0)              r20.nomme:f   r18.mme5:f        r112.mme6:f       r24.mme3:f        // $30 {0=EL, 1=EH, 2=EL, BC=OK}
// B018: Preds:{B017, B016},  Succs:{B019, B020}
_fp32_ieee_k0_8_ifJip:
        endif (8|M0)                         L1792                                                   // $30
L1792:
        math.invm (8|M8) (eo)f1.0  r21.mme0:f  r119.nomme:f      r91.nomme:f                         // $30
(~f1.0) if (8|M8)                            _fp32_ieee_k0_9_ifJip  _fp32_ieee_k0_9_ifJip            // $30
// B019: [inDivergent],  Preds:{B018},  Succs:{B020}
_fp32_ieee_k0_21_:
        madm (8|M8)              r19.mme1:f    r56.nomme:f       r119.nomme:f      r21.mme0:f        // $30 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r115.mme2:f   r62.nomme:f       -r91.nomme:f      r21.mme0:f        // $30 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r25.mme3:f    r21.mme0:f        r115.mme2:f       r21.mme0:f        // $30 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r117.mme4:f   r119.nomme:f      -r91.nomme:f      r19.mme1:f        // $30 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r19.mme5:f    r19.mme1:f        r117.mme4:f       r25.mme3:f        // $30 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r113.mme6:f   r119.nomme:f      -r91.nomme:f      r19.mme5:f        // $30 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r21.nomme:f   r19.mme5:f        r113.mme6:f       r25.mme3:f        // $30 {0=OL, 1=OH, 2=OL, BC=OK}
// B020: Preds:{B019, B018},  Succs:{B021, B022}
_fp32_ieee_k0_9_ifJip:
        endif (8|M8)                         L1952                                                   // $30
L1952:
(W)     mov (16|M0)              r126.0<1>:f   0x3F800000:f                                          // $31
        mov (16|M0)              r68.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $30
        math.invm (8|M16) (eo)f0.0  r12.mme0:f  r126.nomme:f     r84.nomme:f                         // $31
(~f0.0) if (8|M16)                           _fp32_ieee_k0_10_ifJip  _fp32_ieee_k0_10_ifJip          // $31
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_fp32_ieee_k0_22_:
        madm (8|M16)             r10.mme1:f    r56.nomme:f       r126.nomme:f      r12.mme0:f        // $31 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r122.mme2:f   r62.nomme:f       -r84.nomme:f      r12.mme0:f        // $31 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r16.mme3:f    r12.mme0:f        r122.mme2:f       r12.mme0:f        // $31 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r124.mme4:f   r126.nomme:f      -r84.nomme:f      r10.mme1:f        // $31 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r10.mme5:f    r10.mme1:f        r124.mme4:f       r16.mme3:f        // $31 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r120.mme6:f   r126.nomme:f      -r84.nomme:f      r10.mme5:f        // $31 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (8|M16)             r12.nomme:f   r10.mme5:f        r120.mme6:f       r16.mme3:f        // $31 {0=EL, 1=EH, 2=EL, BC=OK}
// B022: Preds:{B021, B020},  Succs:{B023, B024}
_fp32_ieee_k0_10_ifJip:
        endif (8|M16)                        L2136                                                   // $31
L2136:
        math.invm (8|M24) (eo)f0.0  r13.mme0:f  r127.nomme:f     r85.nomme:f                         // $31
(~f0.0) if (8|M24)                           _fp32_ieee_k0_11_ifJip  _fp32_ieee_k0_11_ifJip          // $31
// B023: [inDivergent],  Preds:{B022},  Succs:{B024}
_fp32_ieee_k0_23_:
        madm (8|M24)             r11.mme1:f    r56.nomme:f       r127.nomme:f      r13.mme0:f        // $31 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r123.mme2:f   r62.nomme:f       -r85.nomme:f      r13.mme0:f        // $31 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r17.mme3:f    r13.mme0:f        r123.mme2:f       r13.mme0:f        // $31 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r125.mme4:f   r127.nomme:f      -r85.nomme:f      r11.mme1:f        // $31 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r11.mme5:f    r11.mme1:f        r125.mme4:f       r17.mme3:f        // $31 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r121.mme6:f   r127.nomme:f      -r85.nomme:f      r11.mme5:f        // $31 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (8|M24)             r13.nomme:f   r11.mme5:f        r121.mme6:f       r17.mme3:f        // $31 {0=OL, 1=OH, 2=OL, BC=OK}
// B024: Preds:{B023, B022},  Succs:{}
_fp32_ieee_k0_11_ifJip:
        endif (8|M24)                        L2296                                                   // $31
L2296:
        add (16|M0)              r64.0<1>:f    r64.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $32
        add (16|M16)             r66.0<1>:f    r66.0<8;8,1>:f    r12.0<8;8,1>:f                      // $33
        mov (16|M0)              r2.0<1>:ud    r8.0<8;8,1>:ud                   {Compacted}          // $35
        mov (16|M0)              r4.0<1>:f     r64.0<8;8,1>:f                   {Compacted}          // $35
        mov (16|M16)             r8.0<1>:f     r66.0<8;8,1>:f                                        // $37
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $38
        send (16|M0)             null:w   r2:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $35
        send (16|M16)            null:w   r6:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $37
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $38
// Bank Conflict Statistics: 
// -- GOOD: 8
// --  BAD: 8
// --   OK: 70
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
