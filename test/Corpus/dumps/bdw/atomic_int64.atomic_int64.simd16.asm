//.kernel atomic_int64
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 265
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r6.3)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r105.0)
//.declare V0048 (56)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r6.3)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r106.0)
//.declare V0051 (59)  rf=r size=32 type=w align=16 words (r7.0)
//.declare P01 (60)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (64)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare V0055 (66)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0056 (67)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0057 (68)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0058 (69)  rf=r size=64 type=d align=16 words (r108.0)
//.declare P02 (70)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (74)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0063 (77)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r108.0)
//.declare  (81)  rf=r size=128 type=ud align=16 words (r49.0)
//.declare  (82)  rf=r size=128 type=ud align=16 words (r53.0)
//.declare V0067 (83)  rf=r size=8 type=q alias=V0034+0 align=4 words (r5.0)
//.declare V0068 (84)  rf=r size=8 type=q align=16 words (r22.0)
//.declare V0069 (85)  rf=r size=8 type=uq alias=V0068+0 align=16 words (r22.0)
//.declare  (88)  rf=r size=128 type=ud align=16 words (r57.0)
//.declare  (89)  rf=r size=128 type=ud align=16 words (r61.0)
//.declare V0072 (90)  rf=r size=8 type=q align=16 words (r24.0)
//.declare V0073 (91)  rf=r size=8 type=uq alias=V0072+0 align=16 words (r24.0)
//.declare V0075 (93)  rf=r size=128 type=uq align=16 words (r65.0)
//.declare V0076 (94)  rf=r size=8 type=q align=16 words (r26.0)
//.declare V0077 (95)  rf=r size=8 type=uq alias=V0076+0 align=16 words (r26.0)
//.declare V0079 (97)  rf=r size=128 type=uq align=16 words (r69.0)
//.declare V0080 (98)  rf=r size=8 type=q align=16 words (r28.0)
//.declare V0081 (99)  rf=r size=8 type=uq alias=V0080+0 align=16 words (r28.0)
//.declare  (103)  rf=r size=128 type=ud align=16 words (r73.0)
//.declare  (104)  rf=r size=128 type=ud align=16 words (r77.0)
//.declare V0085 (105)  rf=r size=8 type=q align=16 words (r30.0)
//.declare V0086 (106)  rf=r size=8 type=uq alias=V0085+0 align=16 words (r30.0)
//.declare  (109)  rf=r size=128 type=ud align=16 words (r81.0)
//.declare  (110)  rf=r size=128 type=ud align=16 words (r85.0)
//.declare V0089 (111)  rf=r size=8 type=q align=16 words (r32.0)
//.declare V0090 (112)  rf=r size=8 type=uq alias=V0089+0 align=16 words (r32.0)
//.declare  (118)  rf=r size=128 type=ud align=16 words (r89.0)
//.declare  (119)  rf=r size=128 type=ud align=16 words (r93.0)
//.declare V0096 (120)  rf=r size=8 type=q align=16 words (r38.0)
//.declare V0097 (121)  rf=r size=8 type=uq alias=V0096+0 align=16 words (r38.0)
//.declare  (124)  rf=r size=128 type=ud align=16 words (r97.0)
//.declare  (125)  rf=r size=128 type=ud align=16 words (r101.0)
//.declare V0100 (126)  rf=r size=8 type=q align=16 words (r40.0)
//.declare V0101 (127)  rf=r size=8 type=uq alias=V0100+0 align=16 words (r40.0)
//.declare V0104 (130)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0105 (131)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0106 (132)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r11.0)
//.declare V0107 (133)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0108 (134)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0109 (135)  rf=r size=64 type=d align=16 words (r13.0)
//.declare  (140)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare  (141)  rf=r size=128 type=ud align=16 words (r11.0)
//.declare  (145)  rf=r size=128 type=ud align=16 words (r15.0)
//.declare  (146)  rf=r size=128 type=ud align=16 words (r19.0)
//.declare V0117 (147)  rf=r size=8 type=q alias=V0035+0 align=4 words (r5.1)
//.declare V0118 (148)  rf=r size=8 type=q align=16 words (r30.0)
//.declare V0119 (149)  rf=r size=8 type=uq alias=V0118+0 align=16 words (r30.0)
//.declare  (152)  rf=r size=128 type=ud align=16 words (r33.0)
//.declare  (153)  rf=r size=128 type=ud align=16 words (r37.0)
//.declare V0123 (155)  rf=r size=8 type=q alias=V0036+0 align=4 words (r5.2)
//.declare V0124 (156)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0125 (157)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0127 (159)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r31.0)
//.declare V0132 (164)  rf=r size=128 type=uq align=16 words (r49.0)
//.declare  (165)  rf=r size=128 type=ud align=16 words (r41.0)
//.declare  (166)  rf=r size=128 type=ud align=16 words (r45.0)
//.declare V0134 (168)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0136 (170)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r56.0)
//.declare  (174)  rf=r size=192 type=ud align=16 words (r60.0)
//.declare  (175)  rf=r size=192 type=ud align=16 words (r66.0)
//.declare V0140 (176)  rf=r size=4 type=d align=2 words (r53.0)
//.declare V0141 (177)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0142 (178)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r105.0)
//.declare V0143 (179)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0144 (180)  rf=r size=8 type=q alias=V0044+0 align=4 words (r5.3)
//.declare V0146 (182)  rf=r size=128 type=q align=16 words (r112.0)
//.declare V0147 (183)  rf=r size=128 type=uq alias=V0146+0 align=16 words (r112.0)
//.declare V0148 (184)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare  (185)  rf=r size=96 type=ud align=16 words (r72.0)
//.declare  (186)  rf=r size=96 type=ud align=16 words (r75.0)
//.declare V0150 (188)  rf=r size=64 type=ud align=16 words (r78.0)
//.declare V0151 (189)  rf=r size=64 type=b alias=V0150+0 align=16 words (r78.0)
//.declare P03 (190)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0153 (192)  rf=r size=8 type=q align=4 words (r80.0)
//.declare V0158 (197)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare  (201)  rf=r size=192 type=ud align=16 words (r7.0)
//.declare P04 (203)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0163 (204)  rf=r size=8 type=d align=16 words (r32.0)
//.declare V0165 (206)  rf=r size=8 type=ud alias=V0163+0 align=16 words (r32.0)
//.declare V0166 (207)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0167 (208)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0169 (210)  rf=r size=8 type=ud alias=V0167+0 align=16 words (r8.0)
//.declare V0171 (212)  rf=r size=8 type=q align=4 words (r9.0)
//.declare V0172 (213)  rf=r size=8 type=d alias=V0171+0 align=4 words (r9.0)
//.declare  (219)  rf=r size=192 type=ud align=16 words (r20.0)
//.declare V0178 (220)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (221)  rf=r size=96 type=ud align=16 words (r26.0)
//.declare  (222)  rf=r size=96 type=ud align=16 words (r29.0)
//.declare  (228)  rf=r size=128 type=ud align=16 words (r33.0)
//.declare V0185 (230)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0186 (231)  rf=r size=64 type=b alias=V0185+0 align=16 words (r7.0)
//.declare P05 (232)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0188 (234)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0190 (236)  rf=r size=128 type=q align=16 words (r116.0)
//.declare V0191 (237)  rf=r size=128 type=uq alias=V0190+0 align=16 words (r116.0)
//.declare V0192 (238)  rf=r size=64 type=ud align=16 words (r9.0)
//.declare  (239)  rf=r size=96 type=ud align=16 words (r11.0)
//.declare  (240)  rf=r size=96 type=ud align=16 words (r14.0)
//.declare V0194 (242)  rf=r size=64 type=ud align=16 words (r17.0)
//.declare V0195 (243)  rf=r size=64 type=b alias=V0194+0 align=16 words (r17.0)
//.declare P06 (244)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0201 (250)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare  (254)  rf=r size=192 type=ud align=16 words (r7.0)
//.declare P07 (256)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0207 (258)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0208 (259)  rf=r size=8 type=ud alias=V0207+0 align=16 words (r8.0)
//.declare V0209 (260)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0210 (261)  rf=r size=8 type=q align=4 words (r9.0)
//.declare V0211 (262)  rf=r size=8 type=d alias=V0210+0 align=4 words (r9.0)
//.declare  (268)  rf=r size=192 type=ud align=16 words (r20.0)
//.declare V0217 (269)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (270)  rf=r size=96 type=ud align=16 words (r26.0)
//.declare  (271)  rf=r size=96 type=ud align=16 words (r29.0)
//.declare  (277)  rf=r size=128 type=ud align=16 words (r32.0)
//.declare V0224 (279)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0225 (280)  rf=r size=64 type=b alias=V0224+0 align=16 words (r7.0)
//.declare P08 (281)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0227 (284)  rf=r size=16 type=d align=16 words (r8.0)
//.declare V0229 (286)  rf=r size=16 type=ud alias=V0227+0 align=16 words (r8.0)
//.declare V0230 (287)  rf=r size=16 type=ud align=16 words (r7.0)
//.declare V0231 (288)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0232 (289)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0233 (290)  rf=r size=4 type=ud alias=V0232+0 align=16 words (r10.0)
//.declare  (293)  rf=r size=96 type=ud align=16 words (r12.0)
//.declare  (294)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (295)  rf=r size=2 type=w align=1 words (r19.0)
//.declare  (297)  rf=r size=64 type=d align=32 words (r23.0)
//.declare  (298)  rf=r size=64 type=d align=32 words (r25.0)
//.declare  (299)  rf=r size=2 type=uw align=1 words (r6.6)
//.declare  (300)  rf=r size=8 type=w align=8 words (r11.0)
//.declare  (301)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (302)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (327)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (328)  rf=r size=64 type=q align=16 words (r17.0)
//.declare  (329)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (330)  rf=r size=64 type=q align=16 words (r35.0)
//.declare  (341)  rf=r size=64 type=q align=16 words (r41.0)
//.declare  (342)  rf=r size=64 type=q align=16 words (r43.0)
//.declare  (347)  rf=r size=64 type=q align=16 words (r45.0)
//.declare  (348)  rf=r size=64 type=q align=16 words (r47.0)
//.declare  (375)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (376)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (377)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (378)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (381)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (382)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (383)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (384)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (385)  rf=r size=64 type=ud alias=+0 align=16 words (r120.0)
//.declare  (386)  rf=r size=64 type=ud alias=+0 align=16 words (r122.0)
//.declare  (387)  rf=r size=64 type=ud alias=+0 align=16 words (r41.0)
//.declare  (388)  rf=r size=64 type=ud alias=+0 align=16 words (r43.0)
//.declare  (389)  rf=r size=64 type=d alias=+0 align=16 words (r41.0)
//.declare  (390)  rf=r size=64 type=d alias=+0 align=16 words (r43.0)
//.declare  (391)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (392)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (393)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (394)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)

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
(W)     and (8|M0)               r107.0<1>:ud  r0.2<0;1,0>:ud    0xF000000:ud                        // 
(W)     and (1|M0)               r6.3<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        or (16|M0)               r7.0<1>:w     r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $6
(W)     mov (8|M0)               r105.0<1>:w   0x76543210:v                                          // $2
(W)     mul (1|M0)               r106.0<1>:d   r6.3<0;1,0>:d     32:w                                // $5
        or (16|M0)    (eq)f1.0   null<1>:w     r7.0<16;16,1>:w   r3.0<16;16,1>:w                     // $7
(W)     add (8|M0)               r105.8<1>:w   r105.0<8;8,1>:w   8:w                                 // $3
(f1.0)  if (16|M0)                           _0_028            _0_028                                // $9
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_029:
(W)     mov (1|M0)               r7.0<1>:ud    0x10000010:ud                                         // $11
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $12
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $13
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_028:
        endif (16|M0)                        L208                                                    // $9
L208:
(W)     send (1|M0)              null     r107:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $16
(W)     wait                                 n0.0<0;1,0>:ud                                          // $16
(W)     mul (1|M0)               r6.3<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d                       // $17
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $21
        add (16|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r1.0<16;16,1>:uw                    // $19
        add (16|M0)              r108.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $20
(f0.0)  if (16|M0)                           _0_030            _0_030                                // $22
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_031:
(W)     mov (4|M0)               r8.0<1>:d     0:w                                                   // $25
(W)     mov (4|M0)               r7.0<1>:ud    0xC080400:uv                                          // $26
(W)     send (4|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $27
// B004: Preds:{B003, B002},  Succs:{B005, B009}
_0_030:
        endif (16|M0)                        L368                                                    // $22
L368:
(W)     send (1|M0)              null     r107:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $30
(W)     wait                                 n0.0<0;1,0>:ud                                          // $30
        mov (8|M0)               r120.0<1>:q   r108.0<8;8,1>:ud                                      // $31
        mov (8|M8)               r122.0<1>:q   r109.0<8;8,1>:ud                                      // $31
(W)     add (1|M0)               r24.0<1>:q    r5.0<0;1,0>:q     16:w                                // $40
(W)     add (1|M0)               r26.0<1>:q    r5.0<0;1,0>:q     24:w                                // $44
(W)     add (1|M0)               r22.0<1>:q    r5.0<0;1,0>:q     8:w                                 // $36
(W)     mov (1|M0)               r19.0<1>:w    1:w                                                   // $59
(W)     add (1|M0)               r28.0<1>:q    r5.0<0;1,0>:q     32:w                                // $48
        mov (8|M0)               r7.0<1>:ud    r120.0<2;1,0>:ud                                      // $69
        mov (8|M8)               r8.0<1>:ud    r122.0<2;1,0>:ud                                      // $69
        mov (8|M0)               r11.0<1>:ud   r120.1<2;1,0>:ud                                      // $70
        mov (8|M8)               r12.0<1>:ud   r122.1<2;1,0>:ud                                      // $70
        and (8|M0)               r15.0<1>:q    r120.0<4;4,1>:q   63:w                                // $58
        and (8|M8)               r17.0<1>:q    r122.0<4;4,1>:q   63:w                                // $58
        mov (8|M0)               r49.0<1>:uq   r5.0<0;1,0>:uq                                        // $33
(W)     mul (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:ud    0x101:uw                            // $72
        mul (16|M0)              r13.0<1>:d    r7.0<8;8,1>:ud    16843009:d                          // $73
        shl (8|M0)               r51.0<1>:q    r120.0<4;4,1>:q   33:w                                // $32
        mov (8|M0)               r65.0<1>:uq   r24.0<0;1,0>:uq                                       // $41
        mov (8|M8)               r67.0<1>:uq   r24.0<0;1,0>:uq                                       // $41
        mov (8|M0)               r69.0<1>:uq   r26.0<0;1,0>:uq                                       // $45
        mach (8|M0)              r9.0<1>:d     r7.0<8;8,1>:ud    0x1010101:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r8.0<8;8,1>:ud    0x101:uw                            // $72
        mov (8|M8)               r71.0<1>:uq   r26.0<0;1,0>:uq                                       // $45
        mov (8|M8)               r53.0<1>:uq   r5.0<0;1,0>:uq                                        // $33
        shl (8|M8)               r55.0<1>:q    r122.0<4;4,1>:q   33:w                                // $32
        mul (16|M0)              r20.0<1>:ud   r7.0<8;8,1>:ud    0x1010101:ud                        // $71
        shl (8|M0)               r23.0<2>:d    r120.0<4;4,1>:q   1:w                                 // $90
        mach (8|M8)              r10.0<1>:d    r8.0<8;8,1>:ud    0x1010101:ud              {AccWrEn} // $73
        shl (8|M8)               r25.0<2>:d    r122.0<4;4,1>:q   1:w                                 // $90
        mov (8|M0)               r59.0<1>:q    r120.0<4;4,1>:q                                       // $38
        mov (8|M0)               r57.0<1>:uq   r22.0<0;1,0>:uq                                       // $37
(W)     add (1|M0)               r30.0<1>:q    r5.0<0;1,0>:q     40:w                                // $53
        mov (8|M8)               r63.0<1>:q    r122.0<4;4,1>:q                                       // $39
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r13.0<8;8,1>:d   {Compacted}        // $74
        mul (16|M0)              r13.0<1>:d    r11.0<8;8,1>:d    0x1010101:ud                        // $75
        mov (8|M8)               r61.0<1>:uq   r22.0<0;1,0>:uq                                       // $37
(W)     add (1|M0)               r32.0<1>:q    r5.0<0;1,0>:q     48:w                                // $57
        shl (8|M0)               r33.0<1>:q    r19.0<0;1,0>:w    r15.0<4;4,1>:q                      // $59
        shl (8|M8)               r35.0<1>:q    r19.0<0;1,0>:w    r17.0<4;4,1>:q                      // $59
        send (8|M0)              null     r49:f   0xC            0x080497FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $34
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r13.0<8;8,1>:d   {Compacted}        // $76
(W)     add (1|M0)               r38.0<1>:q    r5.0<0;1,0>:q     56:w                                // $64
        mov (8|M0)               r73.0<1>:uq   r28.0<0;1,0>:uq                                       // $50
        mov (8|M8)               r77.0<1>:uq   r28.0<0;1,0>:uq                                       // $50
        send (8|M8)              null     r53:f   0xC            0x080497FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $35
        mov (8|M0)               r75.0<1>:q    -r120.0<4;4,1>:q                                      // $49
        mov (8|M0)               r41.0<2>:ud   r20.0<8;8,1>:ud                                       // $77
        mov (8|M0)               r27.0<1>:d    r23.0<2;1,0>:d                                        // $90
        mov (8|M8)               r28.0<1>:d    r25.0<2;1,0>:d                                        // $90
        send (8|M0)              null     r57:f   0xC            0x080498FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $38
(W)     add (1|M0)               r40.0<1>:q    r5.0<0;1,0>:q     64:w                                // $68
        mov (8|M8)               r79.0<1>:q    -r122.0<4;4,1>:q                                      // $49
        mov (8|M8)               r43.0<2>:ud   r21.0<8;8,1>:ud                                       // $77
        mov (8|M0)               r41.1<2>:d    r9.0<8;8,1>:d                                         // $78
        send (8|M8)              null     r61:f   0xC            0x080498FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $39
        mov (8|M0)               r83.0<1>:q    r120.0<4;4,1>:q                                       // $55
        mov (8|M0)               r81.0<1>:uq   r30.0<0;1,0>:uq                                       // $54
        mov (8|M8)               r43.1<2>:d    r10.0<8;8,1>:d                                        // $78
        send (8|M0)              null     r65:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $42
        add (8|M0)               r45.0<1>:q    r120.0<4;4,1>:q   5:w                                 // $82
        mov (8|M8)               r87.0<1>:q    r122.0<4;4,1>:q                                       // $56
        mov (8|M8)               r85.0<1>:uq   r30.0<0;1,0>:uq                                       // $54
        send (8|M8)              null     r67:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $43
        add (8|M8)               r47.0<1>:q    r122.0<4;4,1>:q   5:w                                 // $82
        mov (8|M0)               r89.0<1>:uq   r32.0<0;1,0>:uq                                       // $61
        not (8|M0)               r91.0<1>:q    r33.0<4;4,1>:q                                        // $60
        send (8|M0)              null     r69:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $46
        mov (8|M8)               r93.0<1>:uq   r32.0<0;1,0>:uq                                       // $61
        not (8|M8)               r95.0<1>:q    r35.0<4;4,1>:q                                        // $60
(W)     add (1|M0)               r30.0<1>:q    r5.1<0;1,0>:q     8:w                                 // $86
        send (8|M8)              null     r71:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $47
        mov (8|M0)               r99.0<1>:q    r33.0<4;4,1>:q                                        // $66
        mov (8|M0)               r97.0<1>:uq   r38.0<0;1,0>:uq                                       // $65
        send (8|M0)              null     r73:f   0xC            0x08049BFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $51
        mov (8|M8)               r103.0<1>:q   r35.0<4;4,1>:q                                        // $67
        mov (8|M8)               r101.0<1>:uq  r38.0<0;1,0>:uq                                       // $65
        shl (16|M0)              r31.0<1>:d    r27.0<8;8,1>:d    3:w                                 // $92
        send (8|M8)              null     r77:f   0xC            0x08049BFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $52
        mov (8|M0)               r7.0<1>:uq    r40.0<0;1,0>:uq                                       // $79
        mov (8|M0)               r9.0<1>:q     r41.0<4;4,1>:q                                        // $80
        send (8|M0)              null     r81:f   0xC            0x08049AFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $55
        mov (8|M8)               r11.0<1>:uq   r40.0<0;1,0>:uq                                       // $79
        mov (8|M8)               r13.0<1>:q    r43.0<4;4,1>:q                                        // $81
        send (8|M8)              null     r85:f   0xC            0x08049AFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $56
        mov (8|M0)               r15.0<1>:uq   r5.1<0;1,0>:uq                                        // $83
        mov (8|M0)               r17.0<1>:q    r45.0<4;4,1>:q                                        // $84
        send (8|M0)              null     r89:f   0xC            0x080491FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $62
        mov (8|M8)               r19.0<1>:uq   r5.1<0;1,0>:uq                                        // $83
        mov (8|M8)               r21.0<1>:q    r47.0<4;4,1>:q                                        // $85
        send (8|M8)              null     r93:f   0xC            0x080491FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $63
        mov (8|M0)               r35.0<1>:q    r45.0<4;4,1>:q                                        // $88
        mov (8|M0)               r33.0<1>:uq   r30.0<0;1,0>:uq                                       // $87
        send (8|M0)              null     r97:f   0xC            0x080492FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $66
        mov (8|M8)               r37.0<1>:uq   r30.0<0;1,0>:uq                                       // $87
        mov (8|M8)               r39.0<1>:q    r47.0<4;4,1>:q                                        // $89
        send (8|M8)              null     r101:f  0xC            0x080492FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $67
        add (8|M0)               r41.0<1>:q    r5.2<0;1,0>:q     r31.0<8;8,1>:ud                     // $94
        mul (8|M0)               r43.0<1>:q    r108.0<8;8,1>:ud  0x3:ud                              // $95
        send (8|M0)              null     r7:f    0xC            0x080493FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $80
        add (8|M8)               r45.0<1>:q    r5.2<0;1,0>:q     r32.0<8;8,1>:ud                     // $94
        mul (8|M8)               r47.0<1>:q    r109.0<8;8,1>:ud  0x3:ud                              // $95
        send (8|M8)              null     r11:f   0xC            0x080493FF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $81
        mov (16|M0)              r110.0<1>:d   r105.0<16;16,1>:uw                                    // $105
        send (8|M0)              null     r15:f   0xC            0x08049DFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $84
(W)     add (1|M0)               r53.0<1>:d    r106.0<0;1,0>:d   16:w                                // $104
        send (8|M8)              null     r19:f   0xC            0x08049DFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $85
        or (16|M0)               r56.0<1>:d    r31.0<8;8,1>:d    8:w                                 // $99
        send (8|M0)              null     r33:f   0xC            0x08049CFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $88
        mov (16|M0)              r58.0<1>:ud   0x0:uw                                                // $109
        send (8|M8)              null     r37:f   0xC            0x08049CFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $89
        add (16|M0)              r54.0<1>:d    r53.0<0;1,0>:d    r110.0<8;8,1>:d  {Compacted}        // $106
        send (8|M0)              r49:uq   r41:f   0xC            0x0824B4FF           // wr:4+0, rd:2; hdc.dc1; untyped a64 atomic int64 store // $96
        mov (8|M0)               r64.0<1>:q    r120.0<4;4,1>:q                                       // $102
        send (8|M8)              r51:uq   r45:f   0xC            0x0824B4FF           // wr:4+0, rd:2; hdc.dc1; untyped a64 atomic int64 store // $97
        add (8|M0)               r60.0<1>:q    r5.2<0;1,0>:q     r56.0<8;8,1>:ud                     // $101
        mov (8|M8)               r70.0<1>:q    r122.0<4;4,1>:q                                       // $103
        add (8|M0)               r112.0<1>:q   r5.3<0;1,0>:q     r54.0<8;8,1>:d                      // $108
        add (8|M8)               r114.0<1>:q   r5.3<0;1,0>:q     r55.0<8;8,1>:d                      // $108
        add (8|M8)               r66.0<1>:q    r5.2<0;1,0>:q     r57.0<8;8,1>:ud                     // $101
        mov (8|M0)               r74.0<1>:ud   r58.0<8;8,1>:ud                  {Compacted}          // $110
        mov (8|M8)               r77.0<1>:ud   r59.0<8;8,1>:ud                  {Compacted}          // $111
(W)     mov (1|M0)               r80.0<1>:q    72340172838076673:q                                   // $117
        mov (8|M0)               r72.0<1>:uq   r112.0<4;4,1>:uq                                      // $110
        mov (8|M8)               r75.0<1>:uq   r114.0<4;4,1>:uq                                      // $111
        mov (8|M0)               r62.0<1>:uq   r49.0<4;4,1>:uq                                       // $98
        mov (8|M8)               r68.0<1>:uq   r51.0<4;4,1>:uq                                       // $98
        send (8|M0)              null     r60:f   0xC            0x0C049EFF           // wr:6+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $102
        send (8|M8)              null     r66:f   0xC            0x0C049EFF           // wr:6+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $103
        send (8|M0)              null     r72:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $110
        send (8|M8)              null     r75:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $111
        send (8|M0)              r78      r112:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $112
        send (8|M8)              r79      r114:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $113
        and (16|M0)   (eq)f0.1   null<2>:b     r78.0<4;1,0>:b    1:w                                 // $115
(f0.1)  if (16|M0)                           _0_032            _0_032                                // $118
// B005: Preds:{B004},  Succs:{B006}
_atomic_int64_k0_6_preHeader:
_0_033:
// B006: [inDivergent],  Preds:{B005, B008},  Succs:{B007, B008}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $120
        mov (16|M0)              r11.0<1>:d    1:w                                                   // $121
        mov (16|M0)              r7.0<1>:d     268435472:d                                           // $122
        mov (16|M0)              r9.0<1>:d     0:w                                                   // $123
        send (16|M0)             r13:w    r7:f    0xC            0x0C20AEFE           // wr:6+0, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $124
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $126
(f1.1)  if (16|M0)                           _0_034            _0_034                                // $127
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_0_035:
(W)     mov (2|M0)               r7.0<1>:ud    0x400:uv                                              // $130
        mov (16|M0)              r18.0<1>:ud   0x1:uw                                                // $145
        mov (16|M0)              r20.0<1>:ud   0x0:uw                                                // $143
        mov (8|M0)               r26.0<1>:uq   r112.0<4;4,1>:uq                                      // $146
        mov (8|M8)               r29.0<1>:uq   r114.0<4;4,1>:uq                                      // $147
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $134
        mov (8|M0)               r28.0<1>:ud   r18.0<8;8,1>:ud                  {Compacted}          // $146
        mov (8|M8)               r31.0<1>:ud   r19.0<8;8,1>:ud                  {Compacted}          // $147
(W)     send (2|M0)              r32      r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $131
        send (8|M0)              null     r26:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $146
        send (8|M8)              null     r29:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $147
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}          // $135
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                                         // $136
        add (8|M0)               r10.0<1>:q    r9.0<0;1,0>:q     r120.0<4;4,1>:q                     // $137
        add (8|M8)               r12.0<1>:q    r9.0<0;1,0>:q     r122.0<4;4,1>:q                     // $137
        mov (8|M0)               r14.0<1>:d    r10.0<2;1,0>:d                                        // $138
        mov (8|M0)               r16.0<1>:d    r10.1<2;1,0>:d                                        // $140
        mov (8|M8)               r15.0<1>:d    r12.0<2;1,0>:d                                        // $139
        mov (8|M8)               r17.0<1>:d    r12.1<2;1,0>:d                                        // $141
        mov (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $144
        mov (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d                   {Compacted}          // $144
        send (16|M0)             null:w   r20:f   0xC            0x0C025CFE           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $144
        mov (16|M0)              r33.0<1>:d    268435472:d                                           // $149
        mov (16|M0)              r35.0<1>:d    0:w                                                   // $150
        send (16|M0)             null:w   r33:f   0xC            0x080084FE           // wr:4+0, rd:0; hdc.dc1; untyped atomic int32 store // $151
// B008: [inDivergent],  Preds:{B007, B006},  Succs:{B009, B006}
_0_034:
        endif (16|M0)                        L2992                                                   // $127
L2992:
        send (8|M0)              r7       r112:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $154
        send (8|M8)              r8       r114:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $155
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $157
(f1.0)  while (16|M0)                        _atomic_int64_k0_6_preHeader                            // $159
// B009: Preds:{B004, B008},  Succs:{B010, B014}
_0_032:
        endif (16|M0)                        L3072                                                   // $118
L3072:
        add (16|M0)              r7.0<1>:d     r106.0<0;1,0>:d   r110.0<8;8,1>:d  {Compacted}        // $161
        mov (16|M0)              r9.0<1>:ud    0x0:uw                                                // $164
        add (8|M0)               r116.0<1>:q   r5.3<0;1,0>:q     r7.0<8;8,1>:d                       // $163
        add (8|M8)               r118.0<1>:q   r5.3<0;1,0>:q     r8.0<8;8,1>:d                       // $163
        mov (8|M0)               r13.0<1>:ud   r9.0<8;8,1>:ud                   {Compacted}          // $165
        mov (8|M8)               r16.0<1>:ud   r10.0<8;8,1>:ud                  {Compacted}          // $166
        mov (8|M0)               r11.0<1>:uq   r116.0<4;4,1>:uq                                      // $165
        mov (8|M8)               r14.0<1>:uq   r118.0<4;4,1>:uq                                      // $166
        send (8|M0)              null     r11:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $165
        send (8|M8)              null     r14:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $166
        send (8|M0)              r17      r116:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $167
        send (8|M8)              r18      r118:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $168
        and (16|M0)   (eq)f0.1   null<2>:b     r17.0<4;1,0>:b    1:w                                 // $170
(f0.1)  if (16|M0)                           _0_036            _0_036                                // $172
// B010: Preds:{B009},  Succs:{B011}
_atomic_int64_k0_5_preHeader:
_0_037:
// B011: [inDivergent],  Preds:{B010, B013},  Succs:{B012, B013}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $174
        mov (16|M0)              r11.0<1>:d    1:w                                                   // $175
        mov (16|M0)              r7.0<1>:d     268435472:d                                           // $176
        mov (16|M0)              r9.0<1>:d     0:w                                                   // $177
        send (16|M0)             r13:w    r7:f    0xC            0x0C20AEFE           // wr:6+0, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $178
        cmp (16|M0)   (eq)f0.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $180
(f0.1)  if (16|M0)                           _0_038            _0_038                                // $181
// B012: [inDivergent],  Preds:{B011},  Succs:{B013}
_0_039:
(W)     mov (1|M0)               r6.6<1>:uw    0x8:uw                                                // $184
        mov (16|M0)              r18.0<1>:ud   0x1:uw                                                // $196
        mov (16|M0)              r20.0<1>:ud   0x8:uw                                                // $194
        mov (8|M0)               r26.0<1>:uq   r116.0<4;4,1>:uq                                      // $197
        mov (8|M8)               r29.0<1>:uq   r118.0<4;4,1>:uq                                      // $198
(W)     add (2|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw    0x400:uv                            // $184
        mov (8|M0)               r28.0<1>:ud   r18.0<8;8,1>:ud                  {Compacted}          // $197
        mov (8|M8)               r31.0<1>:ud   r19.0<8;8,1>:ud                  {Compacted}          // $198
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $185
        send (8|M0)              null     r26:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $197
        send (8|M8)              null     r29:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $198
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}          // $186
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                                         // $187
        sel (8|M0)    (ge)f0.0   r10.0<1>:q    r9.0<0;1,0>:q     r120.0<4;4,1>:q                     // $188
        sel (8|M8)    (ge)f0.0   r12.0<1>:q    r9.0<0;1,0>:q     r122.0<4;4,1>:q                     // $188
        mov (8|M0)               r14.0<1>:d    r10.0<2;1,0>:d                                        // $189
        mov (8|M0)               r16.0<1>:d    r10.1<2;1,0>:d                                        // $191
        mov (8|M8)               r15.0<1>:d    r12.0<2;1,0>:d                                        // $190
        mov (8|M8)               r17.0<1>:d    r12.1<2;1,0>:d                                        // $192
        mov (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $195
        mov (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d                   {Compacted}          // $195
        send (16|M0)             null:w   r20:f   0xC            0x0C025CFE           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $195
        mov (16|M0)              r32.0<1>:d    268435472:d                                           // $200
        mov (16|M0)              r34.0<1>:d    0:w                                                   // $201
        send (16|M0)             null:w   r32:f   0xC            0x080084FE           // wr:4+0, rd:0; hdc.dc1; untyped atomic int32 store // $202
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B011}
_0_038:
        endif (16|M0)                        L3760                                                   // $181
L3760:
        send (8|M0)              r7       r116:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $205
        send (8|M8)              r8       r118:f  0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $206
        and (16|M0)   (eq)f1.1   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $208
(f1.1)  while (16|M0)                        _atomic_int64_k0_5_preHeader                            // $210
// B014: Preds:{B009, B013},  Succs:{B015, B016}
_0_036:
        endif (16|M0)                        L3840                                                   // $172
L3840:
(W)     send (1|M0)              null     r107:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $213
(W)     wait                                 n0.0<0;1,0>:ud                                          // $213
(f0.0)  if (16|M0)                           _atomic_int64_k0_0_cf  _atomic_int64_k0_0_cf            // $214
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_0_041:
(W)     mov (4|M0)               r7.0<1>:ud    0xC080400:uv                                          // $217
(W)     shl (1|M0)               r9.0<1>:d     r0.1<0;1,0>:d     4:w                                 // $219
(W)     mov (4|M0)               r11.0<1>:w    0xC840:uv                                             // $221
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud                              {Compacted}       // $223
(W)     send (4|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $218
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     72:w                                // $220
(W)     add (4|M0)               r13.0<1>:ud   r10.0<0;1,0>:ud   r11.0<4;4,1>:w                      // $221
(W)     mov (4|M0)               r14.0<1>:d    r8.0<4;4,1>:d                    {Compacted}          // $223
(W)     send (4|M0)              null     r12:f   0xA            0x060B0800           // wr:3h+0, rd:0; hdc.dc0; byte scattering write 32b // $223
// B016: Preds:{B015, B014},  Succs:{B017}
_atomic_int64_k0_0_cf:
        endif (16|M0)                        _0_040                                                  // $214
// B017: Preds:{B016},  Succs:{}
_0_040:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $225
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $225
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
