//.kernel image_nosampler
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 179
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.4)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0050 (58)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0057 (65)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0064 (72)  rf=r size=256 type=d align=16 words (r47.0)
//.declare V0065 (73)  rf=r size=256 type=d align=16 words (r55.0)
//.declare V0066 (74)  rf=r size=256 type=d align=16 words (r63.0)
//.declare V0067 (75)  rf=r size=256 type=d align=16 words (r71.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0070 (78)  rf=r size=256 type=f align=16 words (r31.0)
//.declare V0071 (79)  rf=r size=256 type=f align=16 words (r39.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0074 (82)  rf=r size=256 type=d alias=V0070+0 align=16 words (r31.0)
//.declare V0075 (83)  rf=r size=256 type=d alias=V0071+0 align=16 words (r39.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r112.0)
//.declare P01 (98)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0090 (99)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0091 (100)  rf=r size=64 type=d align=16 words (r116.0)
//.declare P02 (101)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r120.0)
//.declare P03 (104)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0095 (106)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P04 (107)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0097 (109)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0098 (110)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0099 (111)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0100 (112)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0101 (113)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0102 (114)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0105 (117)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0106 (118)  rf=r size=64 type=f alias=V0098+0 align=16 words (r6.0)
//.declare V0107 (119)  rf=r size=64 type=f alias=V0099+0 align=16 words (r10.0)
//.declare V0108 (120)  rf=r size=64 type=f alias=V0100+0 align=16 words (r12.0)
//.declare V0109 (121)  rf=r size=64 type=f alias=V0101+0 align=16 words (r19.0)
//.declare V0110 (122)  rf=r size=64 type=f alias=V0102+0 align=16 words (r21.0)
//.declare V0111 (123)  rf=r size=64 type=f alias=V0103+0 align=16 words (r27.0)
//.declare V0112 (124)  rf=r size=64 type=f alias=V0104+0 align=16 words (r29.0)
//.declare V0113 (125)  rf=r size=64 type=f alias=V0105+0 align=16 words (r31.0)
//.declare  (127)  rf=r size=160 type=ud align=16 words (r49.0)
//.declare  (129)  rf=r size=160 type=ud align=16 words (r54.0)
//.declare  (131)  rf=r size=160 type=ud align=16 words (r59.0)
//.declare  (133)  rf=r size=160 type=ud align=16 words (r64.0)
//.declare V0118 (134)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0119 (135)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0120 (136)  rf=r size=64 type=f alias=V0090+0 align=16 words (r114.0)
//.declare V0121 (137)  rf=r size=64 type=f alias=V0091+0 align=16 words (r116.0)
//.declare V0122 (138)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r33.0)
//.declare V0123 (139)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r35.0)
//.declare V0124 (140)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0125 (141)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0126 (142)  rf=r size=64 type=f alias=V0092+0 align=16 words (r118.0)
//.declare V0127 (143)  rf=r size=64 type=f alias=V0093+0 align=16 words (r120.0)
//.declare V0128 (144)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r37.0)
//.declare V0129 (145)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r39.0)
//.declare V0130 (146)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0131 (147)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0132 (148)  rf=r size=64 type=f alias=V0094+0 align=16 words (r122.0)
//.declare V0133 (149)  rf=r size=64 type=f alias=V0095+0 align=16 words (r124.0)
//.declare V0134 (150)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r41.0)
//.declare V0135 (151)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r43.0)
//.declare V0136 (152)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0137 (153)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0138 (154)  rf=r size=64 type=f alias=V0096+0 align=16 words (r2.0)
//.declare V0139 (155)  rf=r size=64 type=f alias=V0097+0 align=16 words (r4.0)
//.declare V0140 (156)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r45.0)
//.declare V0141 (157)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r47.0)
//.declare V0142 (158)  rf=r size=64 type=f alias=V0118+0 align=16 words (r33.0)
//.declare V0143 (159)  rf=r size=64 type=f alias=V0119+0 align=16 words (r35.0)
//.declare V0144 (160)  rf=r size=64 type=f alias=V0124+0 align=16 words (r37.0)
//.declare V0145 (161)  rf=r size=64 type=f alias=V0125+0 align=16 words (r39.0)
//.declare V0146 (162)  rf=r size=64 type=f alias=V0130+0 align=16 words (r41.0)
//.declare V0147 (163)  rf=r size=64 type=f alias=V0131+0 align=16 words (r43.0)
//.declare V0148 (164)  rf=r size=64 type=f alias=V0136+0 align=16 words (r45.0)
//.declare V0149 (165)  rf=r size=64 type=f alias=V0137+0 align=16 words (r47.0)
//.declare  (167)  rf=r size=160 type=ud align=16 words (r69.0)
//.declare  (169)  rf=r size=160 type=ud align=16 words (r74.0)
//.declare  (171)  rf=r size=160 type=ud align=16 words (r79.0)
//.declare  (173)  rf=r size=160 type=ud align=16 words (r92.0)
//.declare V0154 (174)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0155 (175)  rf=r size=64 type=d align=16 words (r86.0)
//.declare  (176)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (178)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0156 (179)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0157 (180)  rf=r size=64 type=d align=16 words (r90.0)
//.declare P06 (181)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0159 (183)  rf=r size=16 type=d align=2 words (r3.0)
//.declare V0160 (184)  rf=r size=8 type=uq align=16 words (r4.0)
//.declare V0161 (185)  rf=r size=8 type=ud alias=V0160+0 align=16 words (r4.0)
//.declare V0162 (186)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r8.0)
//.declare V0163 (187)  rf=r size=64 type=uq align=16 words (r10.0)
//.declare V0166 (190)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0168 (192)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0169 (193)  rf=r size=64 type=ud alias=V0163+0 align=16 words (r10.0)
//.declare V0170 (194)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0171 (195)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0172 (196)  rf=r size=4 type=d align=16 words (r14.0)
//.declare  (197)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (198)  rf=r size=16 type=w align=8 words (r5.0)
//.declare  (199)  rf=r size=4 type=d align=16 words (r2.0)
//.declare  (216)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (217)  rf=r size=4 type=uw align=2 words (r96.0)
//.declare  (218)  rf=r size=4 type=uw align=2 words (r95.0)
//.declare  (219)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (220)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (221)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (222)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (223)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (224)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (225)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (226)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (227)  rf=r size=4 type=uw align=2 words (r97.0)
//.declare  (228)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (229)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (230)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (231)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (232)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (233)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0034    | :uq      |      8 | r8       | general    |
// | V0038    | :d x 3   |     12 | r8+8     | general    |
// | V0045    | :d       |      4 | r8+20    | general    |
// | V0046    | :d       |      4 | r8+24    | general    |
// | V0047    | :d       |      4 | r8+28    | general    |
// | V0048    | :d       |      4 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r126.2<0;1,0>:uw {@1}               // $2
(W)     mach (1|M0)              r5.0<1>:d     r8.2<0;1,0>:d     r126.1<0;1,0>:d                     // $5
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r126.12<0;1,0>:uw                   // $9
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
(W)     mach (1|M0)              r14.0<1>:d    r8.3<0;1,0>:d     r126.6<0;1,0>:d                     // $12
        add (16|M0)              r15.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M0)              r19.0<1>:d    r14.0<0;1,0>:d    r3.0<16;16,1>:uw {@2}               // $12
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    1:w               {Compacted,@3}    // $24
        add (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@3}     // $14
        add (16|M16)             r21.0<1>:d    r14.0<0;1,0>:d    r4.0<16;16,1>:uw                    // $13
        send.smpl (16|M0)        r31      r27     r23     0x80            0x0485A000           {@2,$0} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $27
        add (16|M16)             r17.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@4}     // $8
        add (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@2}     // $15
        add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    1:w               {Compacted,@2}    // $25
        send.smpl (16|M0)        r47      r15     r23     0x80            0x0485A000           {$1} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $17
        send.smpl (16|M16)       r39      r29     r25     0x80            0x0485A000           {@1,$2} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $29
        send.smpl (16|M16)       r55      r17     r25     0x80            0x0485A000           {$3} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $19
        send.smpl (16|M0)        r63      r23     r15     0x80            0x0485A000           {$4} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $21
        send.smpl (16|M16)       r71      r25     r17     0x80            0x0485A000           {$5} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $23
        and (16|M0)              r79.0<1>:d    r31.0<8;8,1>:d    -2139095041:d               {$0.dst} // $30
        cmp (16|M0)   (eq)f1.0   null<1>:d     r79.0<8;8,1>:d    r31.0<8;8,1>:d   {@1}               // $46 R{} IR{}{O:7,O:7,},  R{} IR{}{E:0,E:0,},  {BC=2}
        and (16|M0)              r83.0<1>:d    r33.0<8;8,1>:d    -2139095041:d                       // $32
(W)     mov (1|M0)               r95.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $46
        cmp (16|M0)   (eq)f1.0   null<1>:d     r83.0<8;8,1>:d    r33.0<8;8,1>:d   {@2}               // $50
        and (16|M0)              r87.0<1>:d    r35.0<8;8,1>:d    -2139095041:d                       // $34
        and (16|M16)             r81.0<1>:d    r39.0<8;8,1>:d    -2139095041:d               {$2.dst} // $31
(W)     mov (1|M0)               f0.0<1>:ud    r95.0<0;1,0>:ud                  {@4}                 // $47
        cmp (16|M16)  (eq)f0.0   null<1>:d     r81.0<8;8,1>:d    r39.0<8;8,1>:d   {@2}               // $47
        and (16|M16)             r85.0<1>:d    r41.0<8;8,1>:d    -2139095041:d                       // $33
(W)     mov (1|M0)               r96.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $50
        cmp (16|M0)   (eq)f1.0   null<1>:d     r87.0<8;8,1>:d    r35.0<8;8,1>:d   {@6}               // $54
(W)     mov (1|M0)               r95.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $47
(W)     mov (1|M0)               f0.0<1>:ud    r96.0<0;1,0>:ud                  {@3}                 // $51
        cmp (16|M16)  (eq)f0.0   null<1>:d     r85.0<8;8,1>:d    r41.0<8;8,1>:d   {@5}               // $51
        and (16|M16)             r89.0<1>:d    r43.0<8;8,1>:d    -2139095041:d                       // $35
(W)     mov (1|M0)               r97.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $54
(W)     mov (1|M0)               f1.0<1>:ud    r95.0<0;1,0>:ud                  {@5}                 // $48
        and (16|M0)              r98.0<1>:d    r31.0<8;8,1>:d    -2147483648:d                       // $38
        and (16|M16)             r100.0<1>:d   r39.0<8;8,1>:d    -2147483648:d                       // $39
(W)     mov (1|M0)               r96.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $51
(W)     mov (1|M0)               f0.0<1>:ud    r97.0<0;1,0>:ud                  {@5}                 // $55
        cmp (16|M16)  (eq)f0.0   null<1>:d     r89.0<8;8,1>:d    r43.0<8;8,1>:d   {@7}               // $55
(f1.0)  sel (16|M0)              r114.0<1>:d   r98.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted,@5}     // $48
(f1.0)  sel (16|M16)             r116.0<1>:d   r100.0<8;8,1>:d   r39.0<8;8,1>:d   {@5}               // $49
(W)     mov (1|M0)               f1.0<1>:ud    r96.0<0;1,0>:ud                  {@5}                 // $52
        and (16|M0)              r91.0<1>:d    r37.0<8;8,1>:d    -2139095041:d                       // $36
        and (16|M0)              r102.0<1>:d   r33.0<8;8,1>:d    -2147483648:d                       // $40
        and (16|M16)             r93.0<1>:d    r45.0<8;8,1>:d    -2139095041:d                       // $37
        and (16|M16)             r104.0<1>:d   r41.0<8;8,1>:d    -2147483648:d                       // $41
(W)     mov (1|M0)               r97.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $55
(f1.0)  sel (16|M0)              r118.0<1>:d   r102.0<8;8,1>:d   r33.0<8;8,1>:d   {Compacted,@4}     // $52
(f1.0)  sel (16|M16)             r120.0<1>:d   r104.0<8;8,1>:d   r41.0<8;8,1>:d   {@3}               // $53
        cmp (16|M0)   (eq)f0.0   null<1>:d     r91.0<8;8,1>:d    r37.0<8;8,1>:d   {@7}               // $58
        cmp (16|M16)  (eq)f0.0   null<1>:d     r93.0<8;8,1>:d    r45.0<8;8,1>:d   {@6}               // $59 R{} IR{}{O:6,O:6,},  R{} IR{}{E:7,E:7,},  {BC=2}
(W)     mov (1|M0)               f1.0<1>:ud    r97.0<0;1,0>:ud                  {@5}                 // $56
        and (16|M0)              r106.0<1>:d   r35.0<8;8,1>:d    -2147483648:d                       // $42
        and (16|M0)              r110.0<1>:d   r37.0<8;8,1>:d    -2147483648:d                       // $44
        and (16|M16)             r112.0<1>:d   r45.0<8;8,1>:d    -2147483648:d                       // $45
        and (16|M16)             r108.0<1>:d   r43.0<8;8,1>:d    -2147483648:d                       // $43
(f1.0)  sel (16|M0)              r122.0<1>:d   r106.0<8;8,1>:d   r35.0<8;8,1>:d   {Compacted,@4}     // $56
(f0.0)  sel (16|M0)              r2.0<1>:d     r110.0<8;8,1>:d   r37.0<8;8,1>:d   {Compacted,@4}     // $60
(f0.0)  sel (16|M16)             r4.0<1>:d     r112.0<8;8,1>:d   r45.0<8;8,1>:d   {@4}               // $61
        cmp (16|M0)   (eq)f1.0   r84.0<1>:d    r23.0<8;8,1>:d    0:w                                 // $142
        cmp (16|M0)   (eq)f0.0   null<1>:d     r15.0<8;8,1>:d    0:w               {Compacted}       // $144
        cmp (16|M16)  (eq)f0.0   r86.0<1>:d    r25.0<8;8,1>:d    0:w                                 // $143
        cmp (16|M16)  (eq)f0.0   null<1>:d     r17.0<8;8,1>:d    0:w                                 // $145
(f1.0)  sel (16|M16)             r124.0<1>:d   r108.0<8;8,1>:d   r43.0<8;8,1>:d   {@7}               // $57
        shl (16|M0)              r6.0<1>:d     r47.0<8;8,1>:d    1:w               {Compacted,$1.dst} // $62
        shl (16|M0)              r12.0<1>:d    r49.0<8;8,1>:d    1:w               {Compacted}       // $64
        shl (16|M0)              r21.0<1>:d    r51.0<8;8,1>:d    1:w               {Compacted}       // $66
        shl (16|M0)              r29.0<1>:d    r53.0<8;8,1>:d    1:w               {Compacted}       // $68
        shl (16|M16)             r10.0<1>:d    r55.0<8;8,1>:d    1:w               {Compacted,$3.dst} // $63
        shl (16|M16)             r19.0<1>:d    r57.0<8;8,1>:d    1:w               {Compacted}       // $65
        shl (16|M16)             r27.0<1>:d    r59.0<8;8,1>:d    1:w               {Compacted}       // $67
        shl (16|M16)             r31.0<1>:d    r61.0<8;8,1>:d    1:w               {Compacted}       // $69
        mov (16|M0)              r33.0<1>:ud   r114.0<8;8,1>:f                                       // $102
        mov (16|M16)             r39.0<1>:ud   r120.0<8;8,1>:f                                       // $105
        mov (16|M16)             r35.0<1>:ud   r116.0<8;8,1>:f                                       // $103
        mov (16|M0)              r41.0<1>:ud   r122.0<8;8,1>:f                                       // $106
        mov (16|M0)              r37.0<1>:ud   r118.0<8;8,1>:f                                       // $104
        mov (16|M0)              r45.0<1>:ud   r2.0<8;8,1>:f                                         // $108
        mov (16|M16)             r43.0<1>:ud   r124.0<8;8,1>:f                                       // $107
        mov (16|M16)             r47.0<1>:ud   r4.0<8;8,1>:f                                         // $109
(f0.0)  sel (16|M0)              r88.0<1>:d    -r84.0<8;8,1>:d   0:w               {Compacted}       // $146
(f0.0)  sel (16|M16)             r90.0<1>:d    -r86.0<8;8,1>:d   0:w                                 // $147
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     -1:w               {Compacted}      // $70
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    -1:w               {Compacted}      // $72
        add (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    -1:w               {Compacted}      // $74
        add (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    -1:w               {Compacted}      // $76
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    -1:w               {Compacted}      // $71
        add (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    -1:w               {Compacted}      // $73
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    -1:w               {Compacted}      // $75
        add (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    -1:w               {Compacted}      // $77
        add (16|M0)              r33.0<1>:d    r63.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted,$4.dst} // $110
        add (16|M16)             r39.0<1>:d    r73.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted,$5.dst} // $113
        add (16|M16)             r35.0<1>:d    r71.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}        // $111
        add (16|M0)              r41.0<1>:d    r67.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted}        // $114
        add (16|M0)              r37.0<1>:d    r65.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $112
        add (16|M0)              r45.0<1>:d    r69.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $116
        add (16|M16)             r43.0<1>:d    r75.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $115 R{} IR{}{O:5,O:5,},  R{} IR{}{E:6,E:6,},  {BC=2}
        add (16|M16)             r47.0<1>:d    r77.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}        // $117
        cmp (16|M0)   (ne)f1.0   null<1>:d     r88.0<8;8,1>:d    0:w                                 // $148
        cmp (16|M16)  (ne)f1.0   null<1>:d     r90.0<8;8,1>:d    0:w                                 // $149
        mov (8|M16)              r79.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $135
        mov (8|M24)              r92.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $141
        mov (8|M0)               r49.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $83
        mov (8|M8)               r54.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $89
        mov (8|M16)              r59.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $95
        mov (8|M0)               r50.0<1>:f    r6.0<8;8,1>:f                    {Compacted}          // $78
        mov (8|M8)               r55.0<1>:f    r7.0<8;8,1>:f                    {Compacted}          // $84
        mov (8|M0)               r51.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $79
        mov (8|M8)               r56.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // $85
        mov (8|M0)               r52.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $80
        mov (8|M8)               r57.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $86
        mov (8|M0)               r53.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $81
        mov (8|M8)               r58.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $87
        mov (8|M16)              r60.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $90
        mov (8|M16)              r61.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $91
        mov (8|M16)              r62.0<1>:f    r27.0<8;8,1>:f                   {Compacted}          // $92
        mov (8|M16)              r63.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $93
        mov (8|M24)              r64.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $101
        mov (8|M8)               r74.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $129
        mov (8|M16)              r81.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $131
        mov (8|M24)              r94.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $137
        mov (8|M16)              r80.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $130
        mov (8|M24)              r93.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $136
        mov (8|M24)              r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $98
        mov (8|M24)              r68.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $99
        mov (8|M0)               r72.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $120
        mov (8|M24)              r65.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $96
        mov (8|M24)              r66.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $97
        mov (8|M0)               r71.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $119
        mov (8|M0)               r70.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $118
        mov (8|M0)               r69.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $123
        mov (8|M0)               r73.0<1>:f    r45.0<8;8,1>:f                   {Compacted}          // $121
        mov (8|M8)               r75.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $124
        mov (8|M8)               r76.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $125
        mov (8|M16)              r82.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $132
        mov (8|M24)              r95.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $138
        mov (8|M8)               r77.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $126
        mov (8|M8)               r78.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $127
        mov (8|M16)              r83.0<1>:f    r47.0<8;8,1>:f                   {Compacted}          // $133
        mov (8|M24)              r96.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $139
        send.dc1 (8|M0)          null     r15     r49     0x140            0x02035002           {$6} // wr:1+5, rd:0; typed surface write with xyzw; u // $83
        send.dc1 (8|M8)          null     r16     r54     0x140            0x02035002           {$7} // wr:1+5, rd:0; typed surface write with xyzw; u // $89
        send.dc1 (8|M16)         null     r17     r59     0x140            0x02035002           {$8} // wr:1+5, rd:0; typed surface write with xyzw; u // $95
        send.dc1 (8|M24)         null     r18     r64     0x140            0x02035002           {$9} // wr:1+5, rd:0; typed surface write with xyzw; u // $101
        send.dc1 (8|M0)          null     r15     r69     0x140            0x02035003           {@7,$10} // wr:1+5, rd:0; typed surface write with xyzw; u // $123
        send.dc1 (8|M8)          null     r16     r74     0x140            0x02035003           {@3,$11} // wr:1+5, rd:0; typed surface write with xyzw; u // $129
        send.dc1 (8|M16)         null     r17     r79     0x140            0x02035003           {@2,$12} // wr:1+5, rd:0; typed surface write with xyzw; u // $135
        send.dc1 (8|M24)         null     r18     r92     0x140            0x02035003           {@1,$13} // wr:1+5, rd:0; typed surface write with xyzw; u // $141
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $150
(f1.0)  if (32|M0)                           _image_nosampler_k0_0_cf  _image_nosampler_k0_0_cf      // $150
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
(W)     mov (2|M0)               r4.0<1>:f     r8.0<2;2,1>:f                    {Compacted}          // $157
(W)     mov (8|M0)               r5.0<1>:w     0xC840:uv                                             // $160
(W)     mul (1|M0)               acc0.0<1>:d   r8.6<0;1,0>:d     r8.10<0;1,0>:uw                     // $152
(W)     mach (1|M0)              r2.0<1>:d     r8.6<0;1,0>:d     r8.5<0;1,0>:d                       // $153
(W)     addc (8|M0)              r6.0<1>:ud    r4.0<0;1,0>:ud    r5.0<8;8,1>:w    {AccWrEn,@3}       // $160
(W)     mov (1|M0)               r3.0<1>:f     r8.6<0;1,0>:f                    {Compacted}          // $153
(W)     mov (1|M0)               r3.1<1>:f     r8.5<0;1,0>:f                                         // $154
(W)     mov (1|M0)               r3.3<1>:f     r9.0<0;1,0>:f                    {Compacted}          // $156
(W)     mov (1|M0)               r3.2<1>:f     r2.0<0;1,0>:f                    {Compacted,@5}       // $153
(W)     mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $160
(W)     mov (1|M0)               r13.0<1>:f    0x10:f                                                //  (0x00000010:f); $167
(W)     mov (1|M0)               r14.0<1>:f    r8.7<0;1,0>:f                    {Compacted}          // $168
(W)     mov (8|M0)               r12.0<1>:f    r3.0<0;1,0>:f                    {Compacted,@7}       // $164
(W)     add (8|M0)               r10.1<2>:ud   r7.0<8;8,1>:ud    r4.1<0;1,0>:ud   {@4}               // $161
(W)     mov (4|M0)               r12.0<1>:f    r3.0<4;4,1>:f                    {@6}                 // $165
(W)     mov (8|M0)               r10.0<2>:f    r6.0<8;8,1>:f                    {Compacted,@7}       // $162
(W)     send.dc1 (8|M0)          null     r10     r12     0x40            0x040681FF           {@1,$14} // wr:2+1, rd:0; a64 dword scattering write // $166
(W)     send.dc0 (1|M0)          null     r13     r14     0x40            0x02030801           {@5,$15} // wr:1+1, rd:0; byte scattering write 32b // $170
// B002: Preds:{B001, B000},  Succs:{B003}
_image_nosampler_k0_0_cf:
        endif (32|M0)                        _0_004                                                  // $150
// B003: Preds:{B002},  Succs:{}
_0_004:
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $172
(W)     send.dc0 (8|M0)          r2       r126    null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $172
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $172
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $172


//.BankConflicts: 6
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 6
//.SIMD16ReadSuppressions: 3
//.SIMD8s: 263
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
