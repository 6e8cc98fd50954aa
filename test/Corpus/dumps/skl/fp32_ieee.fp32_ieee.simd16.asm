//.kernel fp32_ieee
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 81
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0048 (56)  rf=r size=64 type=ud alias=V0047+0 align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0050 (58)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=64 type=f align=16 words (r119.0)
//.declare  (60)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (61)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (62)  rf=r size=64 type=f align=16 words (r117.0)
//.declare  (63)  rf=r size=64 type=f align=16 words (r115.0)
//.declare  (64)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (65)  rf=r size=64 type=f align=16 words (r113.0)
//.declare  (66)  rf=r size=64 type=f align=16 words (r111.0)
//.declare  (67)  rf=r size=64 type=f align=16 words (r109.0)
//.declare  (68)  rf=r size=32 type=f align=16 words (r3.0)
//.declare  (69)  rf=r size=32 type=f align=16 words (r123.0)
//.declare  (71)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0052 (72)  rf=r size=64 type=f align=16 words (r107.0)
//.declare  (74)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (75)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (76)  rf=r size=64 type=f align=16 words (r18.0)
//.declare  (77)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (78)  rf=r size=64 type=f align=16 words (r105.0)
//.declare  (79)  rf=r size=64 type=f align=16 words (r22.0)
//.declare  (80)  rf=r size=32 type=f align=16 words (r103.0)
//.declare  (82)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0054 (83)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0055 (84)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0056 (85)  rf=r size=4 type=f align=2 words (r5.0)
//.declare  (87)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (88)  rf=r size=64 type=f align=16 words (r26.0)
//.declare  (89)  rf=r size=64 type=f align=16 words (r99.0)
//.declare  (90)  rf=r size=64 type=f align=16 words (r97.0)
//.declare  (91)  rf=r size=64 type=f align=16 words (r28.0)
//.declare  (92)  rf=r size=64 type=f align=16 words (r30.0)
//.declare  (93)  rf=r size=64 type=f align=16 words (r95.0)
//.declare  (94)  rf=r size=64 type=f align=16 words (r93.0)
//.declare  (95)  rf=r size=64 type=f align=16 words (r91.0)
//.declare  (97)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0058 (98)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0059 (99)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0060 (100)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0058    | :uq      |      8 | r5       | general    |
// | V0059    | :uq      |      8 | r5+8     | general    |
// | V0060    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     mov (8|M0)               r103.0<1>:f   0x3F000000:f                                          // $1
(W)     mov (8|M0)               r123.0<1>:f   0x3F800000:f                                          // $1
(W)     mov (8|M0)               r3.0<1>:f     0x0:f                                                 // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r7.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        shl (16|M0)              r124.0<1>:d   r7.0<8;8,1>:d     2:w                                 // $6
        send (16|M0)             r121:w   r124    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        send (16|M0)             r10:w    r124    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $10
        math.invm (8|M0) (eo)f1.0  r14.mme0:f  r121.nomme:f      r10.nomme:f                         // $11
(~f1.0) if (8|M0)                            _fp32_ieee_k0_0_ifJip  _fp32_ieee_k0_0_ifJip            // $11
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp32_ieee_k0_6_:
        madm (8|M0)              r113.mme1:f   r3.nomme:f        r121.nomme:f      r14.mme0:f        // $11 {0=OL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r111.mme2:f   r123.nomme:f      -r10.nomme:f      r14.mme0:f        // $11 {0=OH, 1=EL, 2=EL, BC=BAD}
        madm (8|M0)              r12.mme3:f    r14.mme0:f        r111.mme2:f       r14.mme0:f        // $11 {0=EL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r109.mme4:f   r121.nomme:f      -r10.nomme:f      r113.mme1:f       // $11 {0=OH, 1=EL, 2=OH, BC=GOOD}
        madm (8|M0)              r113.mme5:f   r113.mme1:f       r109.mme4:f       r12.mme3:f        // $11 {0=OH, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r115.mme6:f   r121.nomme:f      -r10.nomme:f      r113.mme5:f       // $11 {0=OH, 1=EL, 2=OH, BC=GOOD}
        madm (8|M0)              r14.nomme:f   r113.mme5:f       r115.mme6:f       r12.mme3:f        // $11 {0=OH, 1=OH, 2=EL, BC=GOOD}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp32_ieee_k0_0_ifJip:
        endif (8|M0)                         L320                                                    // $11
L320:
        math.invm (8|M8) (eo)f1.0  r15.mme0:f  r122.nomme:f      r11.nomme:f                         // $11
(~f1.0) if (8|M8)                            _fp32_ieee_k0_1_ifJip  _fp32_ieee_k0_1_ifJip            // $11
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp32_ieee_k0_7_:
        madm (8|M8)              r114.mme1:f   r3.nomme:f        r122.nomme:f      r15.mme0:f        // $11 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r112.mme2:f   r123.nomme:f      -r11.nomme:f      r15.mme0:f        // $11 {0=OH, 1=OL, 2=OL, BC=BAD}
        madm (8|M8)              r13.mme3:f    r15.mme0:f        r112.mme2:f       r15.mme0:f        // $11 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r110.mme4:f   r122.nomme:f      -r11.nomme:f      r114.mme1:f       // $11 {0=EH, 1=OL, 2=EH, BC=GOOD}
        madm (8|M8)              r114.mme5:f   r114.mme1:f       r110.mme4:f       r13.mme3:f        // $11 {0=EH, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r116.mme6:f   r122.nomme:f      -r11.nomme:f      r114.mme5:f       // $11 {0=EH, 1=OL, 2=EH, BC=GOOD}
        madm (8|M8)              r15.nomme:f   r114.mme5:f       r116.mme6:f       r13.mme3:f        // $11 {0=EH, 1=EH, 2=OL, BC=GOOD}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp32_ieee_k0_1_ifJip:
        endif (8|M8)                         L480                                                    // $11
L480:
        mov (16|M0)              r107.0<1>:f   (abs)r121.0<8;8,1>:f             {Compacted}          // $12
        mov (16|M0)              r119.0<1>:f   r14.0<8;8,1>:f                   {Compacted}          // $11
        math.rsqtm (8|M0) (eo)f0.1  r18.mme0:f  r107.nomme:f                                         // $13
(~f0.1) if (8|M0)                            _fp32_ieee_k0_2_ifJip  _fp32_ieee_k0_2_ifJip            // $13
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp32_ieee_k0_8_:
        madm (8|M0)              r20.mme1:f    r3.nomme:f        r103.nomme:f      r18.mme0:f        // $13 {0=OL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r22.mme2:f    r3.nomme:f        r107.nomme:f      r18.mme0:f        // $13 {0=OL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r105.mme3:f   r103.nomme:f      -r22.mme2:f       r20.mme1:f        // $13 {0=OH, 1=EL, 2=EL, BC=BAD}
        madm (8|M0)              r20.mme4:f    r20.mme1:f        r105.mme3:f       r20.mme1:f        // $13 {0=EL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r18.mme5:f    r22.mme2:f        r105.mme3:f       r22.mme2:f        // $13 {0=EL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r105.mme6:f   r107.nomme:f      -r18.mme5:f       r18.mme5:f        // $13 {0=OH, 1=EL, 2=EL, BC=GOOD}
        madm (8|M0)              r18.nomme:f   r18.mme5:f        r20.mme4:f        r105.mme6:f       // $13 {0=EL, 1=EL, 2=OH, BC=GOOD}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp32_ieee_k0_2_ifJip:
        endif (8|M0)                         L656                                                    // $13
L656:
        math.rsqtm (8|M8) (eo)f0.1  r19.mme0:f  r108.nomme:f                                         // $13
(~f0.1) if (8|M8)                            _fp32_ieee_k0_3_ifJip  _fp32_ieee_k0_3_ifJip            // $13
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp32_ieee_k0_9_:
        madm (8|M8)              r21.mme1:f    r3.nomme:f        r103.nomme:f      r19.mme0:f        // $13 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (8|M8)              r23.mme2:f    r3.nomme:f        r108.nomme:f      r19.mme0:f        // $13 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r106.mme3:f   r103.nomme:f      -r23.mme2:f       r21.mme1:f        // $13 {0=OH, 1=OL, 2=OL, BC=BAD}
        madm (8|M8)              r21.mme4:f    r21.mme1:f        r106.mme3:f       r21.mme1:f        // $13 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r19.mme5:f    r23.mme2:f        r106.mme3:f       r23.mme2:f        // $13 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r106.mme6:f   r108.nomme:f      -r19.mme5:f       r19.mme5:f        // $13 {0=EH, 1=OL, 2=OL, BC=GOOD}
        madm (8|M8)              r19.nomme:f   r19.mme5:f        r21.mme4:f        r106.mme6:f       // $13 {0=OL, 1=OL, 2=EH, BC=GOOD}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp32_ieee_k0_3_ifJip:
        endif (8|M8)                         L816                                                    // $13
L816:
(W)     mov (1|M0)               r5.0<1>:f     0x3F800000:f                                          // $15
(W)     mov (16|M0)              r91.0<1>:f    0x3F800000:f                                          // $17
        add (16|M0)              r24.0<1>:f    r119.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}        // $14
        mad (16|M0)              r101.0<1>:f   r5.0<0;0>:f       r10.0<2;1>:f      r10.0<1>:f       {Compacted} // $16 {0=OL, 1=EL, 2=EL, BC=GOOD}
        math.invm (8|M0) (eo)f0.0  r28.mme0:f  r91.nomme:f       r101.nomme:f                        // $17
(~f0.0) if (8|M0)                            _fp32_ieee_k0_4_ifJip  _fp32_ieee_k0_4_ifJip            // $17
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp32_ieee_k0_10_:
        madm (8|M0)              r30.mme1:f    r3.nomme:f        r91.nomme:f       r28.mme0:f        // $17 {0=OL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r95.mme2:f    r123.nomme:f      -r101.nomme:f     r28.mme0:f        // $17 {0=OH, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r26.mme3:f    r28.mme0:f        r95.mme2:f        r28.mme0:f        // $17 {0=EL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r93.mme4:f    r91.nomme:f       -r101.nomme:f     r30.mme1:f        // $17 {0=OH, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r30.mme5:f    r30.mme1:f        r93.mme4:f        r26.mme3:f        // $17 {0=EL, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r97.mme6:f    r91.nomme:f       -r101.nomme:f     r30.mme5:f        // $17 {0=OH, 1=OH, 2=EL, BC=GOOD}
        madm (8|M0)              r28.nomme:f   r30.mme5:f        r97.mme6:f        r26.mme3:f        // $17 {0=EL, 1=OH, 2=EL, BC=GOOD}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp32_ieee_k0_4_ifJip:
        endif (8|M0)                         L1024                                                   // $17
L1024:
        math.invm (8|M8) (eo)f0.0  r29.mme0:f  r92.nomme:f       r102.nomme:f                        // $17
(~f0.0) if (8|M8)                            _fp32_ieee_k0_5_ifJip  _fp32_ieee_k0_5_ifJip            // $17
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp32_ieee_k0_11_:
        madm (8|M8)              r31.mme1:f    r3.nomme:f        r92.nomme:f       r29.mme0:f        // $17 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r96.mme2:f    r123.nomme:f      -r102.nomme:f     r29.mme0:f        // $17 {0=OH, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r27.mme3:f    r29.mme0:f        r96.mme2:f        r29.mme0:f        // $17 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r94.mme4:f    r92.nomme:f       -r102.nomme:f     r31.mme1:f        // $17 {0=EH, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r31.mme5:f    r31.mme1:f        r94.mme4:f        r27.mme3:f        // $17 {0=OL, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r98.mme6:f    r92.nomme:f       -r102.nomme:f     r31.mme5:f        // $17 {0=EH, 1=EH, 2=OL, BC=GOOD}
        madm (8|M8)              r29.nomme:f   r31.mme5:f        r98.mme6:f        r27.mme3:f        // $17 {0=OL, 1=EH, 2=OL, BC=GOOD}
// B012: Preds:{B011, B010},  Succs:{}
_fp32_ieee_k0_5_ifJip:
        endif (8|M8)                         L1184                                                   // $17
L1184:
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}        // $18
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}          // $21
        sends (16|M0)            null:w   r124    r24     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $20
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $21
// Bank Conflict Statistics: 
// -- GOOD: 38
// --  BAD: 4
// --   OK: 1
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
