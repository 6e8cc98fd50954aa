//.kernel atomic_global
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 168
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r123.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r123.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0059 (67)  rf=r size=8 type=uq align=16 words (r122.0)
//.declare V0060 (68)  rf=r size=4 type=d align=16 words (r124.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0064 (72)  rf=r size=32 type=d align=16 words (r82.0)
//.declare V0065 (73)  rf=r size=16 type=d align=2 words (r91.0)
//.declare V0066 (74)  rf=r size=8 type=d align=2 words (r104.0)
//.declare V0067 (75)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0068 (76)  rf=r size=8 type=q align=16 words (r126.0)
//.declare V0069 (77)  rf=r size=8 type=uq alias=V0068+0 align=16 words (r126.0)
//.declare V0072 (80)  rf=r size=4 type=d align=16 words (r2.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0076 (84)  rf=r size=32 type=d align=16 words (r83.0)
//.declare V0077 (85)  rf=r size=16 type=d align=2 words (r92.0)
//.declare V0078 (86)  rf=r size=8 type=d align=2 words (r105.0)
//.declare V0079 (87)  rf=r size=8 type=q align=16 words (r4.0)
//.declare V0080 (88)  rf=r size=8 type=uq alias=V0079+0 align=16 words (r4.0)
//.declare P01 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0083 (92)  rf=r size=2 type=uw align=1 words (r8.12)
//.declare V0085 (94)  rf=r size=4 type=ud align=2 words (r106.0)
//.declare V0086 (95)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0087 (96)  rf=r size=8 type=q align=16 words (r10.0)
//.declare V0088 (97)  rf=r size=8 type=uq alias=V0087+0 align=16 words (r10.0)
//.declare V0091 (100)  rf=r size=4 type=d align=16 words (r16.0)
//.declare V0092 (101)  rf=r size=8 type=q align=16 words (r18.0)
//.declare V0093 (102)  rf=r size=8 type=uq alias=V0092+0 align=16 words (r18.0)
//.declare V0094 (103)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0095 (104)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0098 (107)  rf=r size=4 type=d align=16 words (r20.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0101 (110)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0102 (111)  rf=r size=32 type=d align=16 words (r84.0)
//.declare V0103 (112)  rf=r size=16 type=d align=2 words (r93.0)
//.declare V0104 (113)  rf=r size=8 type=d align=2 words (r107.0)
//.declare V0105 (114)  rf=r size=8 type=q align=16 words (r22.0)
//.declare V0106 (115)  rf=r size=8 type=uq alias=V0105+0 align=16 words (r22.0)
//.declare V0109 (118)  rf=r size=4 type=d align=16 words (r24.0)
//.declare V0110 (119)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0111 (120)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0112 (121)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0113 (122)  rf=r size=32 type=d align=16 words (r85.0)
//.declare V0114 (123)  rf=r size=16 type=d align=2 words (r94.0)
//.declare V0115 (124)  rf=r size=8 type=d align=2 words (r108.0)
//.declare V0116 (125)  rf=r size=8 type=q align=16 words (r26.0)
//.declare V0117 (126)  rf=r size=8 type=uq alias=V0116+0 align=16 words (r26.0)
//.declare V0118 (127)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0119 (128)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0124 (133)  rf=r size=4 type=d align=16 words (r28.0)
//.declare V0125 (134)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0126 (135)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0127 (136)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0128 (137)  rf=r size=32 type=d align=16 words (r86.0)
//.declare V0129 (138)  rf=r size=16 type=d align=2 words (r95.0)
//.declare V0130 (139)  rf=r size=8 type=d align=2 words (r109.0)
//.declare V0131 (140)  rf=r size=8 type=q align=16 words (r30.0)
//.declare V0132 (141)  rf=r size=8 type=uq alias=V0131+0 align=16 words (r30.0)
//.declare V0135 (144)  rf=r size=4 type=d align=16 words (r32.0)
//.declare V0136 (145)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0137 (146)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0138 (147)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0139 (148)  rf=r size=32 type=d align=16 words (r87.0)
//.declare V0140 (149)  rf=r size=16 type=d align=2 words (r96.0)
//.declare V0141 (150)  rf=r size=8 type=d align=2 words (r110.0)
//.declare V0142 (151)  rf=r size=8 type=q align=16 words (r34.0)
//.declare V0143 (152)  rf=r size=8 type=uq alias=V0142+0 align=16 words (r34.0)
//.declare V0148 (157)  rf=r size=4 type=d align=16 words (r36.0)
//.declare V0149 (158)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0150 (159)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0151 (160)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0152 (161)  rf=r size=32 type=d align=16 words (r88.0)
//.declare V0153 (162)  rf=r size=16 type=d align=2 words (r97.0)
//.declare V0154 (163)  rf=r size=8 type=d align=2 words (r111.0)
//.declare V0155 (164)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0156 (165)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0159 (168)  rf=r size=8 type=uq align=16 words (r38.0)
//.declare V0160 (169)  rf=r size=4 type=ud align=16 words (r40.0)
//.declare V0161 (170)  rf=r size=64 type=ud align=16 words (r56.0)
//.declare V0162 (171)  rf=r size=64 type=d alias=V0161+0 align=16 words (r56.0)
//.declare V0163 (172)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0164 (173)  rf=r size=64 type=d alias=V0163+0 align=16 words (r58.0)
//.declare V0165 (174)  rf=r size=64 type=ud align=16 words (r78.0)
//.declare V0166 (175)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare V0167 (176)  rf=r size=16 type=ud align=2 words (r98.0)
//.declare V0168 (177)  rf=r size=8 type=ud align=2 words (r112.0)
//.declare V0169 (178)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare V0170 (179)  rf=r size=8 type=q align=16 words (r42.0)
//.declare V0171 (180)  rf=r size=8 type=uq alias=V0170+0 align=16 words (r42.0)
//.declare V0174 (183)  rf=r size=4 type=ud align=16 words (r44.0)
//.declare V0175 (184)  rf=r size=64 type=ud align=16 words (r60.0)
//.declare V0176 (185)  rf=r size=64 type=d alias=V0175+0 align=16 words (r60.0)
//.declare V0177 (186)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0178 (187)  rf=r size=64 type=d alias=V0177+0 align=16 words (r62.0)
//.declare V0179 (188)  rf=r size=64 type=ud align=16 words (r80.0)
//.declare V0180 (189)  rf=r size=32 type=ud align=16 words (r90.0)
//.declare V0181 (190)  rf=r size=16 type=ud align=2 words (r99.0)
//.declare V0182 (191)  rf=r size=8 type=ud align=2 words (r113.0)
//.declare V0183 (192)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0184 (193)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0185 (194)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0190 (199)  rf=r size=128 type=q align=16 words (r45.0)
//.declare V0191 (200)  rf=r size=128 type=q align=16 words (r49.0)
//.declare V0192 (201)  rf=r size=128 type=uq alias=V0190+0 align=16 words (r45.0)
//.declare V0193 (202)  rf=r size=128 type=uq alias=V0191+0 align=16 words (r49.0)
//.declare V0194 (203)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0195 (204)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0196 (205)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0197 (206)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0198 (207)  rf=r size=64 type=ud align=16 words (r57.0)
//.declare V0199 (208)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r65.0)
//.declare V0200 (209)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r67.0)
//.declare V0201 (210)  rf=r size=64 type=ud align=16 words (r59.0)
//.declare V0202 (211)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0203 (212)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0208 (217)  rf=r size=128 type=q align=16 words (r81.0)
//.declare V0209 (218)  rf=r size=128 type=q align=16 words (r85.0)
//.declare V0210 (219)  rf=r size=128 type=uq alias=V0208+0 align=16 words (r81.0)
//.declare V0211 (220)  rf=r size=128 type=uq alias=V0209+0 align=16 words (r85.0)
//.declare V0212 (221)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0213 (222)  rf=r size=64 type=d align=16 words (r79.0)
//.declare  (225)  rf=r size=64 type=ud align=16 words (r89.0)
//.declare  (226)  rf=r size=64 type=ud align=16 words (r91.0)
//.declare  (227)  rf=r size=64 type=ud align=16 words (r93.0)
//.declare  (228)  rf=r size=64 type=ud align=16 words (r95.0)
//.declare  (229)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (230)  rf=r size=2 type=w align=1 words (r19.0)
//.declare  (236)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (237)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (238)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (239)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (244)  rf=r size=64 type=q align=16 words (r69.0)
//.declare  (245)  rf=r size=64 type=q align=16 words (r71.0)
//.declare  (246)  rf=r size=64 type=q align=16 words (r73.0)
//.declare  (247)  rf=r size=64 type=q align=16 words (r75.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0044    | :w x 16  |     32 | r4       | general    |
// | V0045    | :w x 16  |     32 | r5       | general    |
// | V0046    | :w x 16  |     32 | r6       | general    |
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0040    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r123.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r123.1<0;1,0>:d  {Compacted}        // $2
(W)     mov (1|M0)               r19.0<1>:w    1:w                                                   // $68
(W)     mov (16|M0)              r20.0<1>:d    0:w                                                   // $10
(W)     mov (16|M16)             r22.0<1>:d    0:w                                                   // $12
(W)     mov (16|M0)              r24.0<1>:d    0:w                                                   // $21
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (16|M16)             r26.0<1>:d    0:w                                                   // $23
(W)     mov (16|M0)              r32.0<1>:d    2147483647:d                                          // $44
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
(W)     mov (16|M16)             r34.0<1>:d    2147483647:d                                          // $46
(W)     mov (16|M0)              r36.0<1>:d    -2147483648:d                                         // $55
        and (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    31:w                                // $66
        and (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    31:w                                // $67
        add (16|M0)              r28.0<1>:d    r11.0<8;8,1>:d    -100:w                              // $42
        add (16|M16)             r30.0<1>:d    r13.0<8;8,1>:d    -100:w                              // $43
        shl (16|M0)              r15.0<1>:d    r19.0<0;1,0>:w    r15.0<8;8,1>:d                      // $68
        shl (16|M16)             r17.0<1>:d    r19.0<0;1,0>:w    r17.0<8;8,1>:d                      // $69
        mov (16|M0)              r20.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $11
        mov (16|M16)             r22.0<1>:d    r13.0<8;8,1>:d                                        // $13
        mov (16|M0)              r24.0<1>:d    -r11.0<8;8,1>:d                  {Compacted}          // $22
        mov (16|M16)             r26.0<1>:d    -r13.0<8;8,1>:d                                       // $24
        mul (16|M0)              r52.0<1>:d    r11.0<8;8,1>:d    3:w                                 // $106
        mul (16|M16)             r54.0<1>:d    r13.0<8;8,1>:d    3:w                                 // $107
(W)     mov (16|M16)             r38.0<1>:d    -2147483648:d                                         // $57
(W)     mov (16|M0)              r40.0<1>:d    -1:w                                                  // $72
(W)     mov (16|M16)             r42.0<1>:d    -1:w                                                  // $74
        mov (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d                   {Compacted}          // $45
        mov (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d                                        // $47
(W)     mov (16|M0)              r44.0<1>:d    0:w                                                   // $83
(W)     mov (16|M16)             r46.0<1>:d    0:w                                                   // $85
        mov (16|M0)              r36.0<1>:d    r28.0<8;8,1>:d                   {Compacted}          // $56
        mov (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d                                        // $58
(W)     mov (16|M0)              r48.0<1>:d    0:w                                                   // $96
(W)     mov (16|M16)             r50.0<1>:d    0:w                                                   // $98
        not (16|M0)              r40.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $70
        not (16|M16)             r42.0<1>:d    r17.0<8;8,1>:d                                        // $71
(W)     mov (16|M0)              r56.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $109
(W)     mov (16|M16)             r58.0<1>:ud   0xFFFFFFFF:ud                                         // $111
(W)     add (16|M0)              r64.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $14
        mov (16|M0)              r44.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $84
        mov (16|M16)             r46.0<1>:d    r17.0<8;8,1>:d                                        // $86
(W)     mov (16|M0)              r60.0<1>:ud   0x0:uw                                                // $120
(W)     mov (16|M16)             r62.0<1>:ud   0x0:uw                                                // $122
(W)     add (16|M0)              r66.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $25
        mul (16|M0)              r48.0<1>:d    r11.0<8;8,1>:d    16843009:d                          // $94
        mul (16|M16)             r50.0<1>:d    r13.0<8;8,1>:d    16843009:d                          // $95
        mov (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d                   {Compacted}          // $110
        mov (16|M16)             r58.0<1>:d    r54.0<8;8,1>:d                                        // $112
        mov (16|M0)              r60.0<1>:d    r52.0<8;8,1>:d                   {Compacted}          // $121
        mov (16|M16)             r62.0<1>:d    r54.0<8;8,1>:d                                        // $123
(W)     sel (16|M0)   (lt)f0.0   r68.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $48
(W)     sel (16|M0)   (ge)f0.0   r70.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $59
(W)     and (16|M0)              r72.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}        // $76
(W)     add (8|M0)               r82.0<1>:d    r64.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted}        // $15
(W)     or (16|M0)               r74.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $87
(W)     add (8|M0)               r83.0<1>:d    r66.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $26
(W)     xor (16|M0)              r76.0<1>:d    r48.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $100
(W)     sel (16|M0)   (lt)f0.0   r78.0<1>:ud   r56.0<8;8,1>:ud   r58.0<8;8,1>:ud  {Compacted}        // $113
(W)     sel (16|M0)   (ge)f0.0   r80.0<1>:ud   r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {Compacted}        // $124
(W)     sel (8|M0)    (lt)f0.0   r84.0<1>:d    r68.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $49
(W)     sel (8|M0)    (ge)f0.0   r85.0<1>:d    r70.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}        // $60
(W)     and (8|M0)               r86.0<1>:d    r72.0<8;8,1>:d    r73.0<8;8,1>:d   {Compacted}        // $77
(W)     add (4|M0)               r91.0<1>:d    r82.0<4;4,1>:d    r82.4<4;4,1>:d   {Compacted}        // $16
(W)     or (8|M0)                r87.0<1>:d    r74.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $88
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $32
(W)     add (4|M0)               r92.0<1>:d    r83.0<4;4,1>:d    r83.4<4;4,1>:d   {Compacted}        // $27
(W)     xor (8|M0)               r88.0<1>:d    r76.0<8;8,1>:d    r77.0<8;8,1>:d   {Compacted}        // $101
(W)     sel (8|M0)    (lt)f0.0   r89.0<1>:ud   r78.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted}        // $114
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r8.12<0;1,0>:uw   r8.12<0;1,0>:uw                     // $33
(W)     sel (8|M0)    (ge)f0.0   r90.0<1>:ud   r80.0<8;8,1>:ud   r81.0<8;8,1>:ud  {Compacted}        // $125
(W)     sel (4|M0)    (lt)f0.0   r93.0<1>:d    r84.0<4;4,1>:d    r84.4<4;4,1>:d   {Compacted}        // $50
(W)     sel (4|M0)    (ge)f0.0   r94.0<1>:d    r85.0<4;4,1>:d    r85.4<4;4,1>:d   {Compacted}        // $61
(W)     and (4|M0)               r95.0<1>:d    r86.0<4;4,1>:d    r86.4<4;4,1>:d   {Compacted}        // $78
(W)     add (2|M0)               r104.0<1>:d   r91.0<2;2,1>:d    r91.2<2;2,1>:d                      // $17
(W)     or (4|M0)                r96.0<1>:d    r87.0<4;4,1>:d    r87.4<4;4,1>:d   {Compacted}        // $89
(W)     add (2|M0)               r105.0<1>:d   r92.0<2;2,1>:d    r92.2<2;2,1>:d                      // $28
(W)     xor (4|M0)               r97.0<1>:d    r88.0<4;4,1>:d    r88.4<4;4,1>:d   {Compacted}        // $102
(W)     sel (4|M0)    (lt)f0.0   r98.0<1>:ud   r89.0<4;4,1>:ud   r89.4<4;4,1>:ud  {Compacted}        // $115
(W)     cbit (1|M0)              r106.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $35
(W)     sel (4|M0)    (ge)f0.0   r99.0<1>:ud   r90.0<4;4,1>:ud   r90.4<4;4,1>:ud  {Compacted}        // $126
        shl (16|M0)              r100.0<1>:d   r11.0<8;8,1>:d    1:w                                 // $130
(W)     sel (2|M0)    (lt)f0.0   r107.0<1>:d   r93.0<2;2,1>:d    r93.2<2;2,1>:d                      // $51
(W)     sel (2|M0)    (ge)f0.0   r108.0<1>:d   r94.0<2;2,1>:d    r94.2<2;2,1>:d                      // $62
        shl (16|M16)             r102.0<1>:d   r13.0<8;8,1>:d    1:w                                 // $131
(W)     and (2|M0)               r109.0<1>:d   r95.0<2;2,1>:d    r95.2<2;2,1>:d                      // $79
(W)     mov (1|M0)               r122.0<1>:uq  r8.0<0;1,0>:uq                                        // $9
(W)     add (1|M0)               r124.0<1>:d   r104.0<0;1,0>:d   r104.1<0;1,0>:d  {Compacted}        // $18
(W)     or (2|M0)                r110.0<1>:d   r96.0<2;2,1>:d    r96.2<2;2,1>:d                      // $90
(W)     add (1|M0)               r126.0<1>:q   r8.0<0;1,0>:q     4:w                                 // $20
(W)     add (1|M0)               r2.0<1>:d     r105.0<0;1,0>:d   r105.1<0;1,0>:d  {Compacted}        // $29
(W)     xor (2|M0)               r111.0<1>:d   r97.0<2;2,1>:d    r97.2<2;2,1>:d                      // $103
(W)     add (1|M0)               r4.0<1>:q     r8.0<0;1,0>:q     8:w                                 // $31
(W)     sel (2|M0)    (lt)f0.0   r112.0<1>:ud  r98.0<2;2,1>:ud   r98.2<2;2,1>:ud                     // $116
(W)     mov (1|M0)               r6.0<1>:d     r106.0<0;1,0>:ud                                      // $36
(W)     add (1|M0)               r10.0<1>:q    r8.0<0;1,0>:q     12:w                                // $38
(W)     mov (1|M0)               r16.0<1>:d    -r106.0<0;1,0>:ud                                     // $39
(W)     sel (2|M0)    (ge)f0.0   r113.0<1>:ud  r99.0<2;2,1>:ud   r99.2<2;2,1>:ud                     // $127
(W)     add (1|M0)               r18.0<1>:q    r8.0<0;1,0>:q     16:w                                // $41
        shl (8|M0)               r114.0<1>:q   r100.0<8;8,1>:d   2:w                                 // $134
(W)     sel (1|M0)    (lt)f0.0   r20.0<1>:d    r107.0<0;1,0>:d   r107.1<0;1,0>:d  {Compacted}        // $52
(W)     add (1|M0)               r22.0<1>:q    r8.0<0;1,0>:q     20:w                                // $54
        shl (8|M8)               r116.0<1>:q   r101.0<8;8,1>:d   2:w                                 // $134
(W)     sel (1|M0)    (ge)f0.0   r24.0<1>:d    r108.0<0;1,0>:d   r108.1<0;1,0>:d  {Compacted}        // $63
(W)     add (1|M0)               r26.0<1>:q    r8.0<0;1,0>:q     24:w                                // $65
        shl (8|M16)              r118.0<1>:q   r102.0<8;8,1>:d   2:w                                 // $135
(W)     and (1|M0)               r28.0<1>:d    r109.0<0;1,0>:d   r109.1<0;1,0>:d  {Compacted}        // $80
(W)     sends (1|M0)             null:ud  r122    r124    0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     add (1|M0)               r30.0<1>:q    r8.0<0;1,0>:q     28:w                                // $82
        shl (8|M24)              r120.0<1>:q   r103.0<8;8,1>:d   2:w                                 // $135
(W)     or (1|M0)                r32.0<1>:d    r110.0<0;1,0>:d   r110.1<0;1,0>:d  {Compacted}        // $91
(W)     sends (1|M0)             null:ud  r126    r2      0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $30
(W)     add (1|M0)               r34.0<1>:q    r8.0<0;1,0>:q     32:w                                // $93
(W)     xor (1|M0)               r36.0<1>:d    r111.0<0;1,0>:d   r111.1<0;1,0>:d  {Compacted}        // $104
(W)     sends (1|M0)             null:ud  r4      r6      0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $37
(W)     mov (1|M0)               r38.0<1>:uq   r8.1<0;1,0>:uq                                        // $108
(W)     sel (1|M0)    (lt)f0.0   r40.0<1>:ud   r112.0<0;1,0>:ud  r112.1<0;1,0>:ud {Compacted}        // $117
(W)     sends (1|M0)             null:ud  r10     r16     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $40
(W)     add (1|M0)               r42.0<1>:q    r8.1<0;1,0>:q     4:w                                 // $119
(W)     sel (1|M0)    (ge)f0.0   r44.0<1>:ud   r113.0<0;1,0>:ud  r113.1<0;1,0>:ud {Compacted}        // $128
(W)     sends (1|M0)             null:ud  r18     r20     0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $53
        add (16|M0)              r53.0<1>:d    r11.0<8;8,1>:d    7:w                                 // $138
        add (8|M0)               r45.0<1>:q    r114.0<4;4,1>:q   r8.2<0;1,0>:q                       // $136
(W)     sends (1|M0)             null:ud  r22     r24     0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max // $64
        add (8|M8)               r47.0<1>:q    r116.0<4;4,1>:q   r8.2<0;1,0>:q                       // $136
(W)     sends (1|M0)             null:ud  r26     r28     0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $81
        add (16|M16)             r55.0<1>:d    r13.0<8;8,1>:d    7:w                                 // $139
        add (8|M16)              r49.0<1>:q    r118.0<4;4,1>:q   r8.2<0;1,0>:q                       // $137
(W)     sends (1|M0)             null:ud  r30     r32     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $92
        add (8|M24)              r51.0<1>:q    r120.0<4;4,1>:q   r8.2<0;1,0>:q                       // $137
(W)     sends (1|M0)             null:ud  r34     r36     0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $105
        add (16|M0)              r61.0<1>:d    r100.0<8;8,1>:d   1:w                                 // $146
(W)     sends (1|M0)             null:ud  r38     r40     0x4C            0x04048DFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min // $118
        add (16|M16)             r63.0<1>:d    r102.0<8;8,1>:d   1:w                                 // $147
(W)     sends (1|M0)             null:ud  r42     r44     0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $129
        add (16|M0)              r77.0<1>:d    r11.0<8;8,1>:d    9:w                                 // $154
        sends (8|M0)             r57:ud   r45     r53     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $140
        shl (8|M0)               r69.0<1>:q    r61.0<8;8,1>:d    2:w                                 // $150
        sends (8|M8)             r58:ud   r47     r54     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $141
        shl (8|M8)               r71.0<1>:q    r62.0<8;8,1>:d    2:w                                 // $150
        sends (8|M16)            r59:ud   r49     r55     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $143
        add (16|M16)             r79.0<1>:d    r13.0<8;8,1>:d    9:w                                 // $155
        sends (8|M24)            r60:ud   r51     r56     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $144
        shl (8|M16)              r73.0<1>:q    r63.0<8;8,1>:d    2:w                                 // $151
        shl (8|M24)              r75.0<1>:q    r64.0<8;8,1>:d    2:w                                 // $151
        mov (8|M0)               r90.0<1>:d    r77.0<8;8,1>:d                   {Compacted}          // $156
        add (8|M0)               r81.0<1>:q    r69.0<4;4,1>:q    r8.2<0;1,0>:q                       // $152
        mov (8|M8)               r92.0<1>:d    r78.0<8;8,1>:d                   {Compacted}          // $157
        add (8|M8)               r83.0<1>:q    r71.0<4;4,1>:q    r8.2<0;1,0>:q                       // $152
        mov (8|M16)              r94.0<1>:d    r79.0<8;8,1>:d                                        // $158
        add (8|M16)              r85.0<1>:q    r73.0<4;4,1>:q    r8.2<0;1,0>:q                       // $153
        mov (8|M24)              r96.0<1>:d    r80.0<8;8,1>:d                                        // $159
        add (8|M24)              r87.0<1>:q    r75.0<4;4,1>:q    r8.2<0;1,0>:q                       // $153
(W)     mov (8|M0)               r127.0<1>:ud  r123.0<8;8,1>:ud                 {Compacted}          // $160
        mov (16|M0)              r65.0<1>:ud   r57.0<8;8,1>:ud                  {Compacted}          // $142
        mov (16|M16)             r67.0<1>:ud   r59.0<8;8,1>:ud                                       // $145
        mov (8|M0)               r89.0<1>:d    r65.0<8;8,1>:d                   {Compacted}          // $156
        mov (8|M8)               r91.0<1>:d    r66.0<8;8,1>:d                   {Compacted}          // $157
        mov (8|M16)              r93.0<1>:d    r67.0<8;8,1>:d                                        // $158
        mov (8|M24)              r95.0<1>:d    r68.0<8;8,1>:d                                        // $159
        sends (8|M0)             null:ud  r81     r89     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $156
        sends (8|M8)             null:ud  r83     r91     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $157
        sends (8|M16)            null:ud  r85     r93     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $158
        sends (8|M24)            null:ud  r87     r95     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $159
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $160
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
