//.kernel sg_types
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 147
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r7.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0043 (51)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0044 (52)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r117.0)
//.declare V0048 (56)  rf=r size=64 type=ud alias=V0046+0 align=16 words (r115.0)
//.declare V0049 (57)  rf=r size=16 type=b align=16 words (r118.0)
//.declare V0050 (58)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare  (60)  rf=r size=96 type=ud align=16 words (r9.0)
//.declare V0051 (61)  rf=r size=64 type=b alias=V0050+0 align=16 words (r12.0)
//.declare V0052 (62)  rf=r size=4 type=d align=2 words (r14.0)
//.declare V0053 (63)  rf=r size=4 type=d align=2 words (r119.0)
//.declare V0054 (64)  rf=r size=4 type=d align=2 words (r120.0)
//.declare P01 (65)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0055 (66)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0056 (67)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (69)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (71)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r3.0)
//.declare V0061 (72)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0063 (74)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0064 (75)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0065 (76)  rf=r size=4 type=ud alias=V0063+0 align=2 words (r7.0)
//.declare V0066 (77)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0067 (78)  rf=r size=4 type=ud alias=V0064+0 align=2 words (r8.0)
//.declare V0068 (79)  rf=r size=4 type=d align=2 words (r10.0)
//.declare P02 (80)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0069 (81)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r5.0)
//.declare V0070 (82)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r10.0)
//.declare V0071 (83)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0072 (84)  rf=r size=16 type=b align=16 words (r2.0)
//.declare V0074 (86)  rf=r size=16 type=ub alias=V0072+0 align=16 words (r2.0)
//.declare V0076 (88)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0077 (89)  rf=r size=16 type=b align=16 words (r13.0)
//.declare V0078 (90)  rf=r size=64 type=uw alias=V0076+0 align=16 words (r11.0)
//.declare A00 (92)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0082 (95)  rf=r size=32 type=w align=16 words (r50.0)
//.declare V0083 (96)  rf=r size=64 type=ud align=16 words (r23.0)
//.declare  (98)  rf=r size=96 type=ud align=16 words (r20.0)
//.declare V0084 (99)  rf=r size=64 type=w alias=V0083+0 align=16 words (r23.0)
//.declare V0085 (100)  rf=r size=32 type=w align=16 words (r70.0)
//.declare V0086 (101)  rf=r size=32 type=w align=16 words (r53.0)
//.declare V0087 (102)  rf=r size=32 type=w align=16 words (r61.0)
//.declare V0088 (103)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0089 (104)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r14.0)
//.declare V0090 (105)  rf=r size=128 type=d align=16 words (r16.0)
//.declare V0093 (108)  rf=r size=8 type=q align=4 words (r51.0)
//.declare V0095 (110)  rf=r size=64 type=q align=16 words (r41.0)
//.declare V0096 (111)  rf=r size=32 type=q align=16 words (r43.0)
//.declare V0097 (112)  rf=r size=16 type=q align=4 words (r46.0)
//.declare V0098 (113)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0099 (114)  rf=r size=8 type=q align=4 words (r47.0)
//.declare V0100 (115)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0102 (117)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r48.0)
//.declare V0103 (118)  rf=r size=8 type=q align=4 words (r52.0)
//.declare V0104 (119)  rf=r size=8 type=q align=4 words (r54.0)
//.declare V0107 (122)  rf=r size=128 type=q align=16 words (r37.0)
//.declare V0110 (125)  rf=r size=64 type=ud align=16 words (r92.0)
//.declare  (127)  rf=r size=96 type=ud align=16 words (r83.0)
//.declare V0111 (128)  rf=r size=64 type=hf alias=V0110+0 align=16 words (r92.0)
//.declare V0113 (130)  rf=r size=4 type=f align=2 words (r104.0)
//.declare V0114 (131)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0115 (132)  rf=r size=32 type=f align=16 words (r101.0)
//.declare V0116 (133)  rf=r size=16 type=f align=2 words (r102.0)
//.declare V0117 (134)  rf=r size=8 type=f align=2 words (r103.0)
//.declare V0118 (135)  rf=r size=2 type=hf align=8 words (r106.0)
//.declare V0121 (138)  rf=r size=16 type=ub alias=V0077+0 align=16 words (r13.0)
//.declare  (144)  rf=r size=192 type=ud align=16 words (r86.0)
//.declare V0127 (145)  rf=r size=32 type=hf align=16 words (r107.0)
//.declare V0128 (146)  rf=r size=64 type=ud align=16 words (r97.0)
//.declare  (148)  rf=r size=96 type=ud align=16 words (r94.0)
//.declare V0129 (149)  rf=r size=64 type=hf alias=V0128+0 align=16 words (r97.0)
//.declare V0130 (150)  rf=r size=4 type=f align=2 words (r108.0)
//.declare V0131 (151)  rf=r size=4 type=f align=2 words (r109.0)
//.declare V0132 (152)  rf=r size=4 type=f align=2 words (r110.0)
//.declare V0133 (153)  rf=r size=2 type=hf align=8 words (r112.0)
//.declare V0134 (154)  rf=r size=2 type=uw alias=V0133+0 align=1 words (r112.0)
//.declare  (157)  rf=r size=160 type=ud align=16 words (r1.0)
//.declare V0136 (158)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0137 (159)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0138 (160)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0139 (161)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0140 (162)  rf=r size=8 type=uq align=4 words (r6.0)
//.declare V0141 (163)  rf=r size=8 type=uq align=4 words (r6.1)
//.declare  (164)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (165)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (166)  rf=r size=32 type=b alias=V0047+0 align=16 words (r117.0)
//.declare  (167)  rf=r size=64 type=b alias=V0071+0 align=16 words (r121.0)
//.declare  (168)  rf=r size=32 type=b align=16 words (r1.0)
//.declare  (169)  rf=r size=64 type=ub align=16 words (r9.0)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (173)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare  (174)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (175)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (176)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (177)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (178)  rf=r size=2 type=hf align=1 words (r105.0)
//.declare  (179)  rf=r size=16 type=w align=8 words (r59.0)
//.declare  (180)  rf=r size=16 type=w align=8 words (r60.0)
//.declare  (181)  rf=r size=2 type=hf align=1 words (r111.0)
//.declare  (182)  rf=r size=64 type=q align=16 words (r25.0)
//.declare  (183)  rf=r size=64 type=q align=16 words (r27.0)
//.declare  (184)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (185)  rf=r size=64 type=q align=16 words (r35.0)
//.declare  (188)  rf=r size=64 type=q align=16 words (r29.0)
//.declare  (189)  rf=r size=64 type=q align=16 words (r31.0)
//.declare  (190)  rf=r size=64 type=q align=16 words (r55.0)
//.declare  (191)  rf=r size=64 type=q align=16 words (r57.0)
//.declare  (192)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (193)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (194)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (195)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (196)  rf=r size=64 type=q align=16 words (r71.0)
//.declare  (197)  rf=r size=64 type=q align=16 words (r73.0)
//.declare  (200)  rf=r size=64 type=q align=16 words (r75.0)
//.declare  (201)  rf=r size=64 type=q align=16 words (r77.0)
//.declare  (202)  rf=r size=64 type=d align=16 words (r79.0)
//.declare  (203)  rf=r size=64 type=d align=16 words (r81.0)
//.declare  (204)  rf=r size=64 type=d alias=+0 align=16 words (r25.0)
//.declare  (205)  rf=r size=64 type=d alias=+0 align=16 words (r27.0)
//.declare  (206)  rf=r size=64 type=d alias=+0 align=16 words (r75.0)
//.declare  (207)  rf=r size=64 type=d alias=+0 align=16 words (r77.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0136    | :uq      |      8 | r5       | general    |
// | V0137    | :uq      |      8 | r5+8     | general    |
// | V0138    | :uq      |      8 | r5+16    | general    |
// | V0139    | :uq      |      8 | r5+24    | general    |
// | V0140    | :uq      |      8 | r6       | general    |
// | V0141    | :uq      |      8 | r6+8     | general    |
// | V0037    | :d x 3   |     12 | r6+16    | general    |
// | V0038    | :d x 3   |     12 | r7       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r7.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r113.0<1>:d   r1.0<16;16,1>:uw                                      // $3
(W)     mov (8|M0)               r9.0<1>:ud    0x0:ud                              {Compacted}       // $9
(W)     mul (1|M0)               r14.0<1>:d    r6.5<0;1,0>:d     r6.4<0;1,0>:d                       // $11
(W)     mov (8|M0)               r117.0<1>:w   0x76543210:v                                          // $6
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r113.0<8;8,1>:d  {Compacted}        // $4
(W)     mul (1|M0)               r119.0<1>:d   r14.0<0;1,0>:d    r6.6<0;1,0>:d    {Compacted}        // $12
(W)     add (8|M0)               r117.8<1>:w   r117.0<8;8,1>:w   8:w                                 // $7
        add (16|M0)              r115.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
(W)     and (1|M0)               r120.0<1>:d   r119.0<0;1,0>:d   15:w                                // $13
        mov (16|M0)              r10.0<1>:ud   r115.0<8;8,1>:ud                 {Compacted}          // $9
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r120.0<0;1,0>:d   0:w                                 // $14
        send (16|M0)             r12:w    r9:f    0xA            0x06290100           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 8b // $9
        mov (16|M0)              r118.0<1>:b   r12.0<4;1,0>:b                                        // $10
(W&f1.0) jmpi                                _0_007                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r3.0<1>:d     r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $18
(W)     add (1|M0)               r7.0<1>:d     r119.0<0;1,0>:d   15:w                                // $27
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r8.0<1>:d     r7.0<0;1,0>:ud    3:w                                 // $28
        mul (16|M0)              r3.0<1>:d     r6.4<0;1,0>:d     r3.0<8;8,1>:d    {Compacted}        // $21
(W)     shr (1|M0)               r9.0<1>:d     r8.0<0;1,0>:ud    0x1:uw                              // $29
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r113.0<8;8,1>:d  {Compacted}        // $22
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     -1:w                                // $30
        shr (16|M0)              r3.0<1>:d     r3.0<8;8,1>:ud    3:w                                 // $24
        shr (16|M0)              r5.0<1>:d     r3.0<8;8,1>:ud    0x1:uw                              // $25
        cmp (16|M0)   (lt)f0.1   null<1>:d     r5.0<8;8,1>:ud    r10.0<0;1,0>:ud                     // $31
(~f0.1) goto (16|M0)                         _0_007            _0_007                                // $32
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $35
        mov (16|M0)              r121.0<1>:d   r120.0<0;1,0>:d                  {Compacted}          // $34
(f0.0)  goto (16|M0)                         _0_007            _sg_types_k0_0_cf                     // $35
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
L440:
        mov (16|M0)              r121.0<1>:d   16:w                                                  // $37
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_types_k0_0_cf:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        add (16|M0)              r1.0<2>:b     r117.0<2;1,0>:b   1:w                                 // $40
        mov (8|M0)               r4.0<1>:ud    r121.0<4;1,0>:ub                                      // $128
        mov (8|M8)               r6.0<1>:ud    r122.0<4;1,0>:ub                                      // $42
        mov (16|M0)              r2.0<1>:b     r1.0<2;1,0>:b                                         // $40
        mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ub                                        // $128
        mov (8|M8)               r5.0<1>:ud    r2.8<8;8,1>:ub                                        // $42
        math.irem (8|M0)         r7.0<1>:d     r3.0<8;8,1>:ud    r4.0<8;8,1>:ud                      // $128
        math.irem (8|M8)         r8.0<1>:d     r5.0<8;8,1>:ud    r6.0<8;8,1>:ud                      // $42
        mov (8|M0)               r9.0<4>:ub    r7.0<8;8,1>:d                                         // $128
        mov (8|M8)               r10.0<4>:ub   r8.0<8;8,1>:d                                         // $42
        mov (16|M0)              r2.0<1>:ub    r9.0<4;1,0>:ub                                        // $42
        mov (16|M0)              r11.0<1>:d    r2.0<8;8,1>:ub                                        // $43
        add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xEC0:uw                            // $45
        mov (16|M0)              r13.0<1>:b    r[a0.0]<1,0>:b                                        // $46
        shl (16|M0)              r14.0<1>:d    r115.0<8;8,1>:d   3:w                                 // $58
        shl (16|M0)              r21.0<1>:d    r115.0<8;8,1>:d   1:w                                 // $47
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud                              {Compacted}       // $49
(W)     mov (8|M0)               r29.0<1>:q    -9223372036854775808:q                                // $77
(W)     mov (8|M0)               r31.0<1>:q    -9223372036854775808:q                                // $77
        send (16|M0)             r16:w    r14:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $60
(W)     mov (1|M0)               r37.0<1>:q    -9223372036854775808:q                                // $79
(W)     mov (8|M0)               r33.0<1>:q    0:w                                                   // $65
        send (16|M0)             r23:w    r20:f   0xA            0x06290501           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $49
(W)     mov (8|M0)               r35.0<1>:q    0:w                                                   // $65
        mov (8|M0)               r59.0<1>:w    r13.0<8;8,1>:ub                                       // $108
        mov (8|M8)               r60.0<1>:w    r13.8<8;8,1>:ub                                       // $108
(W)     mov (8|M0)               r83.0<1>:ud   0x0:ud                              {Compacted}       // $97
        mov (16|M0)              r84.0<1>:ud   r21.0<8;8,1>:ud                  {Compacted}          // $97
        mov (16|M0)              r86.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $117
        mov (8|M0)               r66.0<1>:q    r59.0<8;8,1>:w                                        // $108
        mov (8|M8)               r68.0<1>:q    r60.0<8;8,1>:w                                        // $108
(W)     mov (8|M0)               r94.0<1>:ud   0x0:ud                              {Compacted}       // $119
        send (16|M0)             r92:w    r83:f   0xA            0x06290503           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $97
        mov (16|M0)              r95.0<1>:ud   r21.0<8;8,1>:ud                  {Compacted}          // $119
(W)     mov (16|M0)              r99.0<1>:f    0xFF800000:f                                          // $100
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud                              {Compacted}       // $127
        mov (16|M0)              r2.0<1>:ud    r21.0<8;8,1>:ud                  {Compacted}          // $127
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $128
        mov (8|M0)               r25.0<2>:d    r16.0<8;8,1>:d                                        // $61
        mov (8|M8)               r27.0<2>:d    r17.0<8;8,1>:d                                        // $62
        mov (8|M0)               r25.1<2>:d    r18.0<8;8,1>:d                                        // $63
        mov (8|M8)               r27.1<2>:d    r19.0<8;8,1>:d                                        // $64
        mov (16|M0)              r44.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $71
        mov (16|M0)              r50.0<1>:w    r23.0<2;1,0>:w                                        // $50
        mov (8|M0)               r29.0<1>:q    r25.0<4;4,1>:q                                        // $78
        mov (8|M8)               r31.0<1>:q    r27.0<4;4,1>:q                                        // $78
        mov (8|M0)               r33.0<1>:q    r25.0<4;4,1>:q                                        // $66
        mov (8|M8)               r35.0<1>:q    r27.0<4;4,1>:q                                        // $66
        mov (8|M0)               r48.0<1>:d    r25.0<2;1,0>:d                                        // $73
(W)     shl (1|M0)               r47.0<1>:q    r44.1<0;1,0>:d    32:w                                // $72
(W)     mov (8|M0)               r53.0<2>:w    r50.1<2;1,0>:w                                        // $51
(W)     mov (2|M0)               r37.1<1>:q    r29.0<2;2,1>:q                                        // $80
(W)     mov (2|M0)               r37.3<1>:q    r29.2<2;2,1>:q                                        // $80
(W)     mov (2|M0)               r38.3<1>:q    r30.2<2;2,1>:q                                        // $81
(W)     mov (2|M0)               r38.1<1>:q    r30.0<2;2,1>:q                                        // $81
(W)     mov (2|M0)               r39.1<1>:q    r31.0<2;2,1>:q                                        // $82
(W)     mov (2|M0)               r39.3<1>:q    r31.2<2;2,1>:q                                        // $82
(W)     mov (2|M0)               r40.1<1>:q    r32.0<2;2,1>:q                                        // $83
(W)     add (8|M0)               r41.0<1>:q    r33.0<4;4,1>:q    r35.0<4;4,1>:q                      // $67
(W)     mov (1|M0)               r40.3<1>:q    r32.2<0;1,0>:q                                        // $84
(W)     or (1|M0)                r52.0<1>:q    r47.0<0;1,0>:q    r48.1<0;1,0>:ud                     // $75
(W)     sel (4|M0)    (ge)f0.0   r37.1<2>:q    r37.0<2;1,0>:q    r37.1<2;1,0>:q                      // $85
(W)     mov (8|M0)               r53.1<2>:w    r50.0<2;1,0>:w                                        // $52
        mov (16|M0)              r99.0<1>:f    r92.0<2;1,0>:hf                                       // $99
(W)     add (4|M0)               r43.0<1>:q    r41.0<4;4,1>:q    r42.0<4;4,1>:q                      // $68
(W)     sel (4|M0)    (ge)f0.0   r39.1<2>:q    r39.0<2;1,0>:q    r39.1<2;1,0>:q                      // $86
        mov (8|M8)               r49.0<1>:d    r27.0<2;1,0>:d                                        // $73
(W)     sel (2|M0)    (ge)f0.0   r37.2<4>:q    r37.2<4;1,0>:q    r37.1<4;1,0>:q                      // $87
(W)     mov (4|M0)               r61.0<4>:w    r53.2<4;1,0>:w                                        // $53
(W)     mov (4|M0)               r61.2<4>:w    r53.0<4;1,0>:w                                        // $54
(W)     mov (4|M0)               r61.1<4>:w    r53.3<4;1,0>:w                                        // $55
(W)     add (2|M0)               r46.0<1>:q    r43.0<2;2,1>:q    r43.2<2;2,1>:q                      // $69
(W)     sel (2|M0)    (ge)f0.0   r39.2<4>:q    r39.2<4;1,0>:q    r39.1<4;1,0>:q                      // $88
(W)     mov (4|M0)               r61.3<4>:w    r53.1<4;1,0>:w                                        // $56
(W)     sel (2|M0)    (ge)f0.0   r37.3<4>:q    r37.3<4;1,0>:q    r37.1<4;1,0>:q                      // $89
(W)     sel (8|M0)    (ge)f0.0   r101.0<1>:f   r99.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}        // $102
(W)     add (1|M0)               r51.0<1>:q    r46.0<0;1,0>:q    r46.1<0;1,0>:q                      // $70
(W)     sel (2|M0)    (ge)f0.0   r39.3<4>:q    r39.3<4;1,0>:q    r39.1<4;1,0>:q                      // $90
(W)     mov (16|M0)              r70.0<1>:w    r61.0<16;16,1>:w                                      // $57
(W)     sel (4|M0)    (ge)f0.0   r38.0<1>:q    r37.3<0;1,0>:q    r38.0<4;4,1>:q                      // $91
(W)     sel (4|M0)    (ge)f0.0   r102.0<1>:f   r101.0<4;4,1>:f   r101.4<4;4,1>:f  {Compacted}        // $103
(W)     add (1|M0)               r54.0<1>:q    r51.0<0;1,0>:q    r52.0<0;1,0>:q                      // $76
(W)     sel (4|M0)    (ge)f0.0   r40.0<1>:q    r39.3<0;1,0>:q    r40.0<4;4,1>:q                      // $92
        sel (8|M0)    (ge)f0.0   r55.0<1>:q    r37.0<4;4,1>:q    r25.0<4;4,1>:q                      // $95
(W)     sel (2|M0)    (ge)f0.0   r103.0<1>:f   r102.0<2;2,1>:f   r102.2<2;2,1>:f                     // $104
(W)     sel (8|M0)    (ge)f0.0   r39.0<1>:q    r38.3<0;1,0>:q    r39.0<4;4,1>:q                      // $93
        add (8|M0)               r62.0<1>:q    r54.0<0;1,0>:q    r55.0<4;4,1>:q                      // $107
(W)     sel (1|M0)    (ge)f0.0   r104.0<1>:f   r103.0<0;1,0>:f   r103.1<0;1,0>:f  {Compacted}        // $105
        sel (8|M8)    (ge)f0.0   r57.0<1>:q    r39.0<4;4,1>:q    r27.0<4;4,1>:q                      // $95
        add (8|M0)               r71.0<1>:q    r62.0<4;4,1>:q    r66.0<4;4,1>:q                      // $109
(W)     mov (1|M0)               r105.0<2>:hf  r104.0<0;1,0>:f                                       // $106
        add (8|M8)               r64.0<1>:q    r54.0<0;1,0>:q    r57.0<4;4,1>:q                      // $107
        add (8|M0)               r75.0<1>:q    r71.0<4;4,1>:q    r70.0<8;8,1>:w                      // $111
(W)     mov (1|M0)               r106.0<1>:hf  r105.0<0;1,0>:hf                                      // $107
        add (8|M8)               r73.0<1>:q    r64.0<4;4,1>:q    r68.0<4;4,1>:q                      // $109
        mov (8|M0)               r79.0<1>:d    r75.0<2;1,0>:d                                        // $112
        mov (8|M0)               r81.0<1>:d    r75.1<2;1,0>:d                                        // $114
(W)     mov (1|M0)               r108.0<1>:f   r106.0<0;1,0>:hf                                      // $121
        add (8|M8)               r77.0<1>:q    r73.0<4;4,1>:q    r70.8<8;8,1>:w                      // $111
        mov (8|M8)               r80.0<1>:d    r77.0<2;1,0>:d                                        // $113
        mov (8|M8)               r82.0<1>:d    r77.1<2;1,0>:d                                        // $115
        mov (16|M0)              r88.0<1>:d    r79.0<8;8,1>:d                   {Compacted}          // $117
        mov (16|M0)              r90.0<1>:d    r81.0<8;8,1>:d                   {Compacted}          // $117
        send (16|M0)             null:w   r86:f   0xC            0x0C025C04           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $117
        send (16|M0)             r97:w    r94:f   0xA            0x06290503           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $119
        mov (16|M0)              r107.0<1>:hf  r97.0<2;1,0>:hf                                       // $120
(W)     mov (1|M0)               r109.0<1>:f   r107.0<0;1,0>:hf                                      // $122
(W)     add (1|M0)               r110.0<1>:f   r108.0<0;1,0>:f   r109.0<0;1,0>:f  {Compacted}        // $123
(W)     mov (1|M0)               r111.0<2>:hf  r110.0<0;1,0>:f                                       // $124
(W)     mov (1|M0)               r112.0<1>:hf  r111.0<0;1,0>:hf                                      // $125
        mov (16|M0)              r4.0<1>:ud    r112.0<0;1,0>:uw                                      // $125
        send (16|M0)             null:w   r1:f    0xA            0x0A0B0505           // wr:5h+0, rd:0; hdc.dc0; byte scattering write 16b // $127
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $128
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
