//.kernel atomic_int64
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 224
//.RA type	LOCAL_ROUND_ROBIN_RA
//.private memory size 32

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r49.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r49.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r49.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r109.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0050 (58)  rf=r size=32 type=w align=16 words (r7.0)
//.declare P01 (59)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0052 (61)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0053 (62)  rf=r size=4 type=d align=16 words (r8.0)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0054 (64)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0055 (65)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0056 (66)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0057 (67)  rf=r size=64 type=d align=16 words (r110.0)
//.declare P02 (68)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0059 (70)  rf=r size=16 type=d align=16 words (r7.0)
//.declare V0060 (71)  rf=r size=16 type=ud align=16 words (r8.0)
//.declare  (72)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0061 (73)  rf=r size=128 type=q align=16 words (r112.0)
//.declare V0062 (74)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r110.0)
//.declare V0063 (75)  rf=r size=128 type=q align=16 words (r53.0)
//.declare V0065 (77)  rf=r size=128 type=uq align=16 words (r57.0)
//.declare V0066 (78)  rf=r size=8 type=q alias=V0034+0 align=4 words (r5.0)
//.declare V0067 (79)  rf=r size=8 type=q align=16 words (r28.0)
//.declare V0068 (80)  rf=r size=8 type=uq alias=V0067+0 align=16 words (r28.0)
//.declare V0070 (82)  rf=r size=128 type=uq align=16 words (r61.0)
//.declare V0071 (83)  rf=r size=8 type=q align=16 words (r30.0)
//.declare V0072 (84)  rf=r size=8 type=uq alias=V0071+0 align=16 words (r30.0)
//.declare V0074 (86)  rf=r size=128 type=uq align=16 words (r65.0)
//.declare V0075 (87)  rf=r size=8 type=q align=16 words (r32.0)
//.declare V0076 (88)  rf=r size=8 type=uq alias=V0075+0 align=16 words (r32.0)
//.declare V0078 (90)  rf=r size=128 type=uq align=16 words (r69.0)
//.declare V0079 (91)  rf=r size=8 type=q align=16 words (r34.0)
//.declare V0080 (92)  rf=r size=8 type=uq alias=V0079+0 align=16 words (r34.0)
//.declare V0081 (93)  rf=r size=128 type=q align=16 words (r73.0)
//.declare V0083 (95)  rf=r size=128 type=uq align=16 words (r77.0)
//.declare V0084 (96)  rf=r size=8 type=q align=16 words (r36.0)
//.declare V0085 (97)  rf=r size=8 type=uq alias=V0084+0 align=16 words (r36.0)
//.declare V0087 (99)  rf=r size=128 type=uq align=16 words (r81.0)
//.declare V0088 (100)  rf=r size=8 type=q align=16 words (r38.0)
//.declare V0089 (101)  rf=r size=8 type=uq alias=V0088+0 align=16 words (r38.0)
//.declare V0091 (103)  rf=r size=128 type=q align=16 words (r39.0)
//.declare V0092 (104)  rf=r size=128 type=q align=16 words (r85.0)
//.declare V0094 (106)  rf=r size=128 type=uq align=16 words (r89.0)
//.declare V0095 (107)  rf=r size=8 type=q align=16 words (r44.0)
//.declare V0096 (108)  rf=r size=8 type=uq alias=V0095+0 align=16 words (r44.0)
//.declare V0098 (110)  rf=r size=128 type=uq align=16 words (r93.0)
//.declare V0099 (111)  rf=r size=8 type=q align=16 words (r46.0)
//.declare V0100 (112)  rf=r size=8 type=uq alias=V0099+0 align=16 words (r46.0)
//.declare V0101 (113)  rf=r size=128 type=q align=16 words (r97.0)
//.declare V0102 (114)  rf=r size=128 type=ud alias=V0061+0 align=16 words (r112.0)
//.declare V0103 (115)  rf=r size=64 type=ud align=16 words (r8.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0105 (117)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r12.0)
//.declare V0106 (118)  rf=r size=64 type=ud align=16 words (r47.0)
//.declare V0107 (119)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0108 (120)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0109 (121)  rf=r size=128 type=ud alias=V0101+0 align=16 words (r97.0)
//.declare V0110 (122)  rf=r size=128 type=d alias=V0101+0 align=16 words (r97.0)
//.declare V0112 (124)  rf=r size=128 type=uq align=16 words (r101.0)
//.declare V0113 (125)  rf=r size=128 type=q align=16 words (r105.0)
//.declare V0115 (127)  rf=r size=128 type=uq align=16 words (r7.0)
//.declare V0116 (128)  rf=r size=8 type=q alias=V0035+0 align=4 words (r5.1)
//.declare V0117 (129)  rf=r size=8 type=q align=16 words (r50.0)
//.declare V0118 (130)  rf=r size=8 type=uq alias=V0117+0 align=16 words (r50.0)
//.declare V0120 (132)  rf=r size=128 type=uq align=16 words (r11.0)
//.declare V0122 (134)  rf=r size=8 type=q alias=V0036+0 align=4 words (r5.2)
//.declare V0123 (135)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0124 (136)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0126 (138)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r51.0)
//.declare V0127 (139)  rf=r size=128 type=q align=16 words (r15.0)
//.declare V0128 (140)  rf=r size=128 type=uq alias=V0127+0 align=16 words (r15.0)
//.declare V0129 (141)  rf=r size=128 type=q align=16 words (r19.0)
//.declare V0131 (143)  rf=r size=128 type=uq align=16 words (r23.0)
//.declare V0133 (145)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0135 (147)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r27.0)
//.declare V0136 (148)  rf=r size=128 type=q align=16 words (r37.0)
//.declare V0137 (149)  rf=r size=128 type=uq alias=V0136+0 align=16 words (r37.0)
//.declare  (151)  rf=r size=128 type=ud align=16 words (r29.0)
//.declare  (152)  rf=r size=128 type=ud align=16 words (r33.0)
//.declare V0139 (153)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0140 (154)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r109.0)
//.declare V0141 (155)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0142 (156)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r118.0)
//.declare V0143 (157)  rf=r size=64 type=ud align=16 words (r41.0)
//.declare V0145 (159)  rf=r size=64 type=ud align=16 words (r43.0)
//.declare V0146 (160)  rf=r size=64 type=b alias=V0145+0 align=16 words (r43.0)
//.declare P03 (161)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0148 (163)  rf=r size=8 type=q align=4 words (r45.0)
//.declare V0151 (166)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0153 (168)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0154 (169)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r11.0)
//.declare  (172)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare P04 (174)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0158 (175)  rf=r size=8 type=d align=16 words (r22.0)
//.declare V0160 (177)  rf=r size=8 type=ud alias=V0158+0 align=16 words (r22.0)
//.declare V0161 (178)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0162 (179)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0164 (181)  rf=r size=8 type=ud alias=V0162+0 align=16 words (r8.0)
//.declare V0166 (183)  rf=r size=8 type=q align=4 words (r9.0)
//.declare V0167 (184)  rf=r size=8 type=d alias=V0166+0 align=4 words (r9.0)
//.declare V0169 (186)  rf=r size=128 type=d align=16 words (r14.0)
//.declare V0172 (189)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0173 (190)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0175 (192)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0176 (193)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0177 (194)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r23.0)
//.declare V0178 (195)  rf=r size=64 type=ud alias=V0176+0 align=16 words (r25.0)
//.declare V0180 (197)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0181 (198)  rf=r size=64 type=b alias=V0180+0 align=16 words (r7.0)
//.declare P05 (199)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0183 (201)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0184 (202)  rf=r size=64 type=ud alias=V0183+0 align=16 words (r120.0)
//.declare V0185 (203)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0187 (205)  rf=r size=64 type=ud align=16 words (r9.0)
//.declare V0188 (206)  rf=r size=64 type=b alias=V0187+0 align=16 words (r9.0)
//.declare P06 (207)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0192 (211)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0194 (213)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0195 (214)  rf=r size=64 type=ud alias=V0192+0 align=16 words (r11.0)
//.declare  (217)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare P07 (219)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0200 (221)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0201 (222)  rf=r size=8 type=ud alias=V0200+0 align=16 words (r8.0)
//.declare V0202 (223)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0203 (224)  rf=r size=8 type=q align=4 words (r9.0)
//.declare V0204 (225)  rf=r size=8 type=d alias=V0203+0 align=4 words (r9.0)
//.declare V0206 (227)  rf=r size=128 type=d align=16 words (r14.0)
//.declare V0209 (230)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0210 (231)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0212 (233)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0213 (234)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0214 (235)  rf=r size=64 type=ud alias=V0212+0 align=16 words (r22.0)
//.declare V0215 (236)  rf=r size=64 type=ud alias=V0213+0 align=16 words (r24.0)
//.declare V0217 (238)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0218 (239)  rf=r size=64 type=b alias=V0217+0 align=16 words (r7.0)
//.declare P08 (240)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (242)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0220 (243)  rf=r size=16 type=d align=16 words (r8.0)
//.declare V0222 (245)  rf=r size=16 type=ud alias=V0220+0 align=16 words (r8.0)
//.declare V0223 (246)  rf=r size=16 type=ud align=16 words (r7.0)
//.declare V0224 (247)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0225 (248)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0226 (249)  rf=r size=4 type=ud alias=V0225+0 align=16 words (r10.0)
//.declare V0227 (250)  rf=r size=16 type=ud align=16 words (r12.0)
//.declare  (251)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (252)  rf=r size=2 type=w align=1 words (r24.0)
//.declare  (254)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (255)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (256)  rf=r size=2 type=uw align=1 words (r5.12)
//.declare  (257)  rf=r size=8 type=w align=8 words (r11.0)
//.declare  (270)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (271)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (292)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (293)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (294)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (295)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (296)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (297)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (298)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (299)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0039    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0035    | :uq      |      8 | r5+8     | general    |
// | V0036    | :uq      |      8 | r5+16    | general    |
// | V0044    | :uq      |      8 | r5+24    | general    |
// | V0040    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r49.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        or (16|M0)               r7.0<1>:w     r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $5
(W)     mov (8|M0)               r109.0<1>:w   0x76543210:v                                          // $2
(W)     and (1|M0)               r6.3<1>:d     r49.5<0;1,0>:d    -1024:w                             // $4
        or (16|M0)    (eq)f1.0   null<1>:w     r7.0<16;16,1>:w   r3.0<16;16,1>:w                     // $6
(W)     add (8|M0)               r109.8<1>:w   r109.0<8;8,1>:w   8:w                                 // $3
(f1.0)  if (16|M0)                           _0_028            _0_028                                // $8
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_029:
(W)     mov (1|M0)               r7.0<1>:ud    0x10000010:ud                                         // $10
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $11
(W)     sends (1|M0)             null:ud  r7      r8      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $12
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_028:
        endif (16|M0)                        L192                                                    // $8
L192:
(W)     and (8|M0)               r7.0<1>:ud    r49.2<0;1,0>:ud   0x8F000000:ud                       // $15
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $15
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $15
(W)     wait                                 n0.0<0;1,0>:ud                                          // $15
(W)     mul (1|M0)               r8.0<1>:d     r6.0<0;1,0>:d     r49.1<0;1,0>:d   {Compacted}        // $16
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $20
        add (16|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $18
        add (16|M0)              r110.0<1>:d   r9.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $19
(f0.0)  if (16|M0)                           _0_030            _0_030                                // $21
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_031:
(W)     mov (4|M0)               r7.0<1>:d     0:w                                                   // $24
(W)     mov (4|M0)               r8.0<1>:ud    0xC080400:uv                                          // $25
(W)     sends (4|M0)             null:ud  r8      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $26
// B004: Preds:{B003, B002},  Succs:{B005, B009}
_0_030:
        endif (16|M0)                        L376                                                    // $21
L376:
(W)     and (8|M0)               r7.0<1>:ud    r49.2<0;1,0>:ud   0x8F000000:ud                       // $29
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $29
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $29
(W)     wait                                 n0.0<0;1,0>:ud                                          // $29
        mov (8|M0)               r112.0<1>:q   r110.0<8;8,1>:ud                                      // $30
        mov (8|M8)               r114.0<1>:q   r111.0<8;8,1>:ud                                      // $30
(W)     add (1|M0)               r28.0<1>:q    r5.0<0;1,0>:q     8:w                                 // $35
(W)     add (1|M0)               r30.0<1>:q    r5.0<0;1,0>:q     16:w                                // $39
(W)     mov (1|M0)               r24.0<1>:w    1:w                                                   // $58
(W)     add (1|M0)               r32.0<1>:q    r5.0<0;1,0>:q     24:w                                // $43
        mov (8|M0)               r57.0<1>:uq   r5.0<0;1,0>:uq                                        // $32
        mov (8|M0)               r8.0<1>:ud    r112.0<2;1,0>:ud                                      // $68
        mov (8|M8)               r9.0<1>:ud    r114.0<2;1,0>:ud                                      // $68
        mov (8|M0)               r12.0<1>:ud   r112.1<2;1,0>:ud                                      // $69
        mov (8|M8)               r13.0<1>:ud   r114.1<2;1,0>:ud                                      // $69
        and (8|M0)               r20.0<1>:q    r112.0<4;4,1>:q   63:w                                // $57
        and (8|M8)               r22.0<1>:q    r114.0<4;4,1>:q   63:w                                // $57
        shl (8|M0)               r53.0<1>:q    r112.0<4;4,1>:q   33:w                                // $31
(W)     mul (8|M0)               acc0.0<1>:ud  r8.0<8;8,1>:ud    0x101:uw                            // $71
        mul (16|M0)              r14.0<1>:d    r8.0<8;8,1>:ud    16843009:d                          // $72
(W)     add (1|M0)               r34.0<1>:q    r5.0<0;1,0>:q     32:w                                // $47
        mov (8|M8)               r59.0<1>:uq   r5.0<0;1,0>:uq                                        // $32
        shl (8|M0)               r16.0<2>:d    r112.0<4;4,1>:q   1:w                                 // $89
        shl (8|M8)               r18.0<2>:d    r114.0<4;4,1>:q   1:w                                 // $89
        mach (8|M0)              r10.0<1>:d    r8.0<8;8,1>:ud    0x1010101:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:ud    0x101:uw                            // $71
        shl (8|M8)               r55.0<1>:q    r114.0<4;4,1>:q   33:w                                // $31
        mov (8|M0)               r61.0<1>:uq   r28.0<0;1,0>:uq                                       // $36
(W)     add (1|M0)               r36.0<1>:q    r5.0<0;1,0>:q     40:w                                // $52
        mov (8|M8)               r63.0<1>:uq   r28.0<0;1,0>:uq                                       // $36
        mov (8|M0)               r65.0<1>:uq   r30.0<0;1,0>:uq                                       // $40
(W)     add (1|M0)               r38.0<1>:q    r5.0<0;1,0>:q     48:w                                // $56
        mach (8|M8)              r11.0<1>:d    r9.0<8;8,1>:ud    0x1010101:ud              {AccWrEn} // $72
        mov (8|M8)               r67.0<1>:uq   r30.0<0;1,0>:uq                                       // $40
        shl (8|M0)               r39.0<1>:q    r24.0<0;1,0>:w    r20.0<4;4,1>:q                      // $58
        mov (8|M0)               r69.0<1>:uq   r32.0<0;1,0>:uq                                       // $44
        shl (8|M8)               r41.0<1>:q    r24.0<0;1,0>:w    r22.0<4;4,1>:q                      // $58
        sends (8|M0)             null:ud  r57     r53     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $33
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $73
        mul (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    0x1010101:ud                        // $74
(W)     add (1|M0)               r44.0<1>:q    r5.0<0;1,0>:q     56:w                                // $63
        mov (8|M8)               r71.0<1>:uq   r32.0<0;1,0>:uq                                       // $44
        sends (8|M8)             null:ud  r59     r55     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $34
        mov (8|M0)               r73.0<1>:q    -r112.0<4;4,1>:q                                      // $48
        mul (16|M0)              r47.0<1>:ud   r8.0<8;8,1>:ud    0x1010101:ud                        // $70
        mov (8|M0)               r77.0<1>:uq   r34.0<0;1,0>:uq                                       // $49
        mov (8|M0)               r25.0<1>:d    r16.0<2;1,0>:d                                        // $89
        mov (8|M8)               r26.0<1>:d    r18.0<2;1,0>:d                                        // $89
        sends (8|M0)             null:ud  r61     r112    0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $37
(W)     add (1|M0)               r46.0<1>:q    r5.0<0;1,0>:q     64:w                                // $67
        mov (8|M8)               r75.0<1>:q    -r114.0<4;4,1>:q                                      // $48
        mov (8|M8)               r79.0<1>:uq   r34.0<0;1,0>:uq                                       // $49
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $75
        sends (8|M8)             null:ud  r63     r114    0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $38
        mov (8|M0)               r81.0<1>:uq   r36.0<0;1,0>:uq                                       // $53
        send (8|M0)              null     r65:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $41
        mov (8|M8)               r83.0<1>:uq   r36.0<0;1,0>:uq                                       // $53
        send (8|M8)              null     r67:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $42
        mov (8|M0)               r89.0<1>:uq   r38.0<0;1,0>:uq                                       // $60
        not (8|M0)               r85.0<1>:q    r39.0<4;4,1>:q                                        // $59
        send (8|M0)              null     r69:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $45
(W)     add (1|M0)               r50.0<1>:q    r5.1<0;1,0>:q     8:w                                 // $85
        mov (8|M8)               r91.0<1>:uq   r38.0<0;1,0>:uq                                       // $60
        not (8|M8)               r87.0<1>:q    r41.0<4;4,1>:q                                        // $59
        send (8|M8)              null     r71:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $46
        mov (8|M0)               r93.0<1>:uq   r44.0<0;1,0>:uq                                       // $64
        sends (8|M0)             null:ud  r77     r73     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $50
        mov (8|M8)               r95.0<1>:uq   r44.0<0;1,0>:uq                                       // $64
        mov (8|M0)               r97.0<2>:ud   r47.0<8;8,1>:ud                                       // $76
        shl (16|M0)              r51.0<1>:d    r25.0<8;8,1>:d    3:w                                 // $91
        sends (8|M8)             null:ud  r79     r75     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $51
        mov (8|M8)               r99.0<2>:ud   r48.0<8;8,1>:ud                                       // $76
        mov (8|M0)               r101.0<1>:uq  r46.0<0;1,0>:uq                                       // $78
        mov (8|M0)               r97.1<2>:d    r10.0<8;8,1>:d                                        // $77
        sends (8|M0)             null:ud  r81     r112    0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $54
        mov (8|M8)               r103.0<1>:uq  r46.0<0;1,0>:uq                                       // $78
        mov (8|M8)               r99.1<2>:d    r11.0<8;8,1>:d                                        // $77
        sends (8|M8)             null:ud  r83     r114    0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $55
        add (8|M0)               r105.0<1>:q   r112.0<4;4,1>:q   5:w                                 // $81
        mov (8|M0)               r7.0<1>:uq    r5.1<0;1,0>:uq                                        // $82
        sends (8|M0)             null:ud  r89     r85     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $61
        add (8|M8)               r107.0<1>:q   r114.0<4;4,1>:q   5:w                                 // $81
        mov (8|M8)               r9.0<1>:uq    r5.1<0;1,0>:uq                                        // $82
        sends (8|M8)             null:ud  r91     r87     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $62
        mov (8|M0)               r11.0<1>:uq   r50.0<0;1,0>:uq                                       // $86
        sends (8|M0)             null:ud  r93     r39     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $65
        mov (8|M8)               r13.0<1>:uq   r50.0<0;1,0>:uq                                       // $86
        sends (8|M8)             null:ud  r95     r41     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $66
        mul (8|M0)               r19.0<1>:q    r110.0<8;8,1>:ud  0x3:ud                              // $94
        add (8|M0)               r15.0<1>:q    r5.2<0;1,0>:q     r51.0<8;8,1>:ud                     // $93
        sends (8|M0)             null:ud  r101    r97     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $79
        mul (8|M8)               r21.0<1>:q    r111.0<8;8,1>:ud  0x3:ud                              // $94
        add (8|M8)               r17.0<1>:q    r5.2<0;1,0>:q     r52.0<8;8,1>:ud                     // $93
        sends (8|M8)             null:ud  r103    r99     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $80
        mov (16|M0)              r116.0<1>:d   r109.0<16;16,1>:uw                                    // $103
        sends (8|M0)             null:ud  r7      r105    0x8C            0x04049DFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $83
        or (16|M0)               r27.0<1>:d    r51.0<8;8,1>:d    8:w                                 // $98
        sends (8|M8)             null:ud  r9      r107    0x8C            0x04049DFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $84
        mov (8|M0)               r31.0<1>:q    r112.0<4;4,1>:q                                       // $101
        sends (8|M0)             null:ud  r11     r105    0x8C            0x04049CFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $87
        add (16|M0)              r118.0<1>:d   r116.0<8;8,1>:d   16:w                                // $104
        sends (8|M8)             null:ud  r13     r107    0x8C            0x04049CFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $88
        add (8|M0)               r37.0<1>:q    r5.2<0;1,0>:q     r27.0<8;8,1>:ud                     // $100
        sends (8|M0)             r23:uq   r15     r19     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store // $95
        mov (8|M8)               r35.0<1>:q    r114.0<4;4,1>:q                                       // $102
        sends (8|M8)             r25:uq   r17     r21     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store // $96
        add (8|M8)               r39.0<1>:q    r5.2<0;1,0>:q     r28.0<8;8,1>:ud                     // $100
        mov (16|M0)              r41.0<1>:ud   0x0:uw                                                // $106
        add (16|M0)              r118.0<1>:d   r6.3<0;1,0>:d     r118.0<8;8,1>:d  {Compacted}        // $105
(W)     mov (1|M0)               r45.0<1>:q    72340172838076673:q                                   // $112
        mov (8|M0)               r29.0<1>:uq   r23.0<4;4,1>:uq                                       // $97
        mov (8|M8)               r33.0<1>:uq   r25.0<4;4,1>:uq                                       // $97
        sends (8|M0)             null:ud  r37     r29     0x10C            0x04049EFF           // wr:2+4, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $101
        sends (8|M8)             null:ud  r39     r33     0x10C            0x04049EFF           // wr:2+4, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $102
        sends (16|M0)            null:w   r118    r41     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $107
        send (16|M0)             r43:w    r118    0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $108
        and (16|M0)   (eq)f0.1   null<2>:b     r43.0<4;1,0>:b    1:w                                 // $110
(f0.1)  if (16|M0)                           _0_032            _0_032                                // $113
// B005: Preds:{B004},  Succs:{B006}
_atomic_int64_k0_6_preHeader:
_0_033:
// B006: [inDivergent],  Preds:{B005, B008},  Succs:{B007, B008}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $115
        mov (16|M0)              r9.0<1>:d     1:w                                                   // $116
        mov (16|M0)              r11.0<1>:d    268435472:d                                           // $117
        mov (16|M0)              r7.0<1>:d     0:w                                                   // $118
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $119
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $121
(f1.1)  if (16|M0)                           _0_034            _0_034                                // $122
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_0_035:
(W)     mov (2|M0)               r7.0<1>:ud    0x400:uv                                              // $125
        mov (16|M0)              r18.0<1>:ud   0x0:uw                                                // $138
        mov (16|M0)              r20.0<1>:ud   0x1:uw                                                // $140
(W)     send (2|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $129
(W)     send (2|M0)              r22      r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $126
        sends (16|M0)            null:w   r118    r20     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $141
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}          // $130
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                                         // $131
        add (8|M0)               r10.0<1>:q    r9.0<0;1,0>:q     r112.0<4;4,1>:q                     // $132
        add (8|M8)               r12.0<1>:q    r9.0<0;1,0>:q     r114.0<4;4,1>:q                     // $132
        mov (8|M0)               r14.0<1>:d    r10.0<2;1,0>:d                                        // $133
        mov (8|M0)               r16.0<1>:d    r10.1<2;1,0>:d                                        // $135
        mov (8|M8)               r15.0<1>:d    r12.0<2;1,0>:d                                        // $134
        mov (8|M8)               r17.0<1>:d    r12.1<2;1,0>:d                                        // $136
        sends (16|M0)            null:w   r18     r14     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $139
        mov (16|M0)              r23.0<1>:d    268435472:d                                           // $143
        mov (16|M0)              r25.0<1>:d    0:w                                                   // $144
        sends (16|M0)            null:w   r23     r25     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store // $145
// B008: [inDivergent],  Preds:{B007, B006},  Succs:{B009, B006}
_0_034:
        endif (16|M0)                        L2648                                                   // $122
L2648:
        send (16|M0)             r7:w     r118    0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $148
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $150
(f1.0)  while (16|M0)                        _atomic_int64_k0_6_preHeader                            // $152
// B009: Preds:{B004, B008},  Succs:{B010, B014}
_0_032:
        endif (16|M0)                        L2712                                                   // $113
L2712:
        add (16|M0)              r120.0<1>:d   r6.3<0;1,0>:d     r116.0<8;8,1>:d  {Compacted}        // $154
        mov (16|M0)              r7.0<1>:ud    0x0:uw                                                // $155
        sends (16|M0)            null:w   r120    r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $156
        send (16|M0)             r9:w     r120    0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $157
        and (16|M0)   (eq)f0.1   null<2>:b     r9.0<4;1,0>:b     1:w                                 // $159
(f0.1)  if (16|M0)                           _0_036            _0_036                                // $161
// B010: Preds:{B009},  Succs:{B011}
_atomic_int64_k0_5_preHeader:
_0_037:
// B011: [inDivergent],  Preds:{B010, B013},  Succs:{B012, B013}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $163
        mov (16|M0)              r9.0<1>:d     1:w                                                   // $164
        mov (16|M0)              r11.0<1>:d    268435472:d                                           // $165
        mov (16|M0)              r7.0<1>:d     0:w                                                   // $166
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $167
        cmp (16|M0)   (eq)f0.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $169
(f0.1)  if (16|M0)                           _0_038            _0_038                                // $170
// B012: [inDivergent],  Preds:{B011},  Succs:{B013}
_0_039:
(W)     mov (1|M0)               r5.12<1>:uw   0x8:uw                                                // $173
        mov (16|M0)              r18.0<1>:ud   0x8:uw                                                // $183
        mov (16|M0)              r20.0<1>:ud   0x1:uw                                                // $185
(W)     add (2|M0)               r7.0<1>:ud    r5.12<0;1,0>:uw   0x400:uv                            // $173
        sends (16|M0)            null:w   r120    r20     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $186
(W)     send (2|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $174
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}          // $175
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                                         // $176
        sel (8|M0)    (ge)f0.0   r10.0<1>:q    r9.0<0;1,0>:q     r112.0<4;4,1>:q                     // $177
        sel (8|M8)    (ge)f0.0   r12.0<1>:q    r9.0<0;1,0>:q     r114.0<4;4,1>:q                     // $177
        mov (8|M0)               r14.0<1>:d    r10.0<2;1,0>:d                                        // $178
        mov (8|M0)               r16.0<1>:d    r10.1<2;1,0>:d                                        // $180
        mov (8|M8)               r15.0<1>:d    r12.0<2;1,0>:d                                        // $179
        mov (8|M8)               r17.0<1>:d    r12.1<2;1,0>:d                                        // $181
        sends (16|M0)            null:w   r18     r14     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $184
        mov (16|M0)              r22.0<1>:d    268435472:d                                           // $188
        mov (16|M0)              r24.0<1>:d    0:w                                                   // $189
        sends (16|M0)            null:w   r22     r24     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store // $190
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B011}
_0_038:
        endif (16|M0)                        L3208                                                   // $170
L3208:
        send (16|M0)             r7:w     r120    0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $193
        and (16|M0)   (eq)f1.1   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $195
(f1.1)  while (16|M0)                        _atomic_int64_k0_5_preHeader                            // $197
// B014: Preds:{B009, B013},  Succs:{B015, B016}
_0_036:
        endif (16|M0)                        L3272                                                   // $161
L3272:
(W)     and (8|M0)               r7.0<1>:ud    r49.2<0;1,0>:ud   0x8F000000:ud                       // $200
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $200
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $200
(W)     wait                                 n0.0<0;1,0>:ud                                          // $200
(f0.0)  if (16|M0)                           _atomic_int64_k0_0_cf  _atomic_int64_k0_0_cf            // $201
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_0_041:
(W)     mov (4|M0)               r7.0<1>:ud    0xC080400:uv                                          // $204
(W)     shl (1|M0)               r9.0<1>:d     r49.1<0;1,0>:d    4:w                                 // $206
(W)     mov (4|M0)               r11.0<1>:w    0xC840:uv                                             // $208
(W)     send (4|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $205
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     72:w                                // $207
(W)     add (4|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r11.0<4;4,1>:w                      // $208
(W)     sends (4|M0)             null:ud  r12     r8      0x4A            0x02030800           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $210
// B016: Preds:{B015, B014},  Succs:{B017}
_atomic_int64_k0_0_cf:
        endif (16|M0)                        _0_040                                                  // $201
// B017: Preds:{B016},  Succs:{}
_0_040:
(W)     mov (8|M0)               r127.0<1>:ud  r49.0<8;8,1>:ud                  {Compacted}          // $212
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $212
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
