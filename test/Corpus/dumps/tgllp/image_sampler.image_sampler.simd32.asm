//.kernel image_sampler
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 145
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 3
//.spill flag load 4

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.1)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.3)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0054 (62)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0064 (72)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0069 (77)  rf=r size=4 type=f align=2 words (r5.0)
//.declare V0070 (78)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r11.0)
//.declare V0072 (80)  rf=r size=4 type=d alias=V0069+0 align=2 words (r5.0)
//.declare P01 (81)  rf=f1  size=2 type=uw align=1 words (spilled -> )
//.declare V0073 (82)  rf=r size=4 type=f align=2 words (r35.0)
//.declare P02 (83)  rf=f1  size=2 type=uw align=1 words (spilled -> )
//.declare V0074 (84)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r11.0)
//.declare V0075 (85)  rf=r size=4 type=f align=2 words (r37.0)
//.declare V0076 (86)  rf=r size=4 type=f align=2 words (r47.0)
//.declare V0077 (87)  rf=r size=4 type=f align=2 words (r59.0)
//.declare V0078 (88)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0079 (89)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0080 (90)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0081 (91)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0082 (92)  rf=r size=4 type=d align=2 words (r13.0)
//.declare V0083 (93)  rf=r size=4 type=d alias=V0070+0 align=2 words (r6.0)
//.declare P03 (94)  rf=f1  size=2 type=uw align=1 words (spilled -> )
//.declare V0084 (95)  rf=r size=4 type=f align=2 words (r36.0)
//.declare P04 (96)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V0085 (97)  rf=r size=4 type=ud alias=V0082+0 align=2 words (r13.0)
//.declare V0086 (98)  rf=r size=4 type=f align=2 words (r38.0)
//.declare V0087 (99)  rf=r size=4 type=f align=2 words (r48.0)
//.declare V0088 (100)  rf=r size=4 type=f align=2 words (r60.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r83.0)
//.declare V0091 (103)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0092 (104)  rf=r size=64 type=f align=16 words (r123.0)
//.declare P05 (105)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0093 (106)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0094 (107)  rf=r size=64 type=f align=16 words (r63.0)
//.declare P06 (108)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0095 (109)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0096 (110)  rf=r size=64 type=f align=16 words (r67.0)
//.declare P07 (111)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0097 (112)  rf=r size=256 type=f align=16 words (r85.0)
//.declare V0098 (113)  rf=r size=256 type=f align=16 words (r93.0)
//.declare P08 (116)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0099 (117)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0100 (118)  rf=r size=64 type=f align=16 words (r71.0)
//.declare P09 (119)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0101 (120)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0102 (121)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0103 (122)  rf=r size=256 type=f align=16 words (r101.0)
//.declare V0104 (123)  rf=r size=256 type=f align=16 words (r109.0)
//.declare V0105 (126)  rf=r size=256 type=f align=16 words (r2.0)
//.declare V0106 (127)  rf=r size=256 type=f align=16 words (r10.0)
//.declare V0107 (130)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0108 (131)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0109 (132)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0110 (133)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0111 (134)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0112 (135)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0113 (136)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0114 (137)  rf=r size=64 type=f align=16 words (r43.0)
//.declare  (139)  rf=r size=160 type=ud align=16 words (r45.0)
//.declare  (141)  rf=r size=160 type=ud align=16 words (r50.0)
//.declare  (143)  rf=r size=160 type=ud align=16 words (r55.0)
//.declare  (145)  rf=r size=160 type=ud align=16 words (r60.0)
//.declare  (146)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (147)  rf=r size=4 type=f align=2 words (r23.0)
//.declare  (157)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare  (158)  rf=r size=4 type=uw align=2 words (r51.0)
//.declare  (159)  rf=r size=4 type=uw align=2 words (r32.0)
//.declare  (160)  rf=r size=4 type=uw align=2 words (r27.0)
//.declare  (161)  rf=r size=2 type=uw align=1 words (r24.0)
//.declare  (162)  rf=r size=2 type=uw align=1 words (r12.0)
//.declare  (163)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (164)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (165)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (166)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (167)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (168)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (169)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (170)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (171)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (173)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (174)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (175)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (176)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (177)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (178)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (179)  rf=r size=4 type=uw align=2 words (r56.0)
//.declare  (180)  rf=r size=2 type=uw align=1 words (r14.0)
//.declare  (181)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (182)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare  (183)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (184)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (185)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (186)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0037    | :d x 3   |     12 | r8       | general    |
// | V0044    | :d       |      4 | r8+12    | general    |
// | V0045    | :d       |      4 | r8+16    | general    |
// | V0046    | :d       |      4 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mov (1|M0)               r5.0<1>:f     r8.4<0;1,0>:d                    {Compacted,@1}       // $24
(W)     mov (1|M0)               r6.0<1>:f     r8.3<0;1,0>:d                    {Compacted}          // $25
(W)     and (1|M0)    (eq)f0.0   r11.0<1>:d    r5.0<0;1,0>:d     2139095040:d               {@2}     // $26
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r125.2<0;1,0>:uw {Compacted,@5}     // $2
(W)     mach (1|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r125.1<0;1,0>:d  {Compacted}        // $5
(W)     mul (1|M0)               acc0.0<1>:d   r8.1<0;1,0>:d     r125.12<0;1,0>:uw                   // $9
(W)     mov (1|M0)               r12.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $26
(W)     and (1|M0)    (eq)f0.0   r13.0<1>:d    r6.0<0;1,0>:d     2139095040:d               {@6}     // $37
        add (16|M0)              r15.0<1>:d    r9.0<0;1,0>:d     r1.0<16;16,1>:uw {@4}               // $5
        add (16|M16)             r17.0<1>:d    r9.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (1|M0)               r14.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $37
(W)     cmp (1|M0)    (ge)f0.0   null<1>:ud    r11.0<0;1,0>:ud   0x64000000:ud              {@7}     // $29
(W)     mach (1|M0)              r10.0<1>:d    r8.1<0;1,0>:d     r125.6<0;1,0>:d                     // $12
(W)     mov (1|M0)               r23.0<1>:f    0x4F800000:f                               {Compacted} // $28
        add (16|M0)              r19.0<1>:d    r10.0<0;1,0>:d    r3.0<16;16,1>:uw {@2}               // $12
(W)     mov (1|M0)               r24.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $29
        add (16|M0)   (lt)f0.0   r25.0<1>:d    r15.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}     // $7
        add (16|M16)             r21.0<1>:d    r10.0<0;1,0>:d    r4.0<16;16,1>:uw                    // $13
(W)     mov (1|M0)               r27.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $7
        mov (16|M0)              r39.0<1>:f    r25.0<8;8,1>:d                   {Compacted,@3}       // $16
(W)     mov (1|M0)               f0.0<1>:ud    r27.0<0;1,0>:ud                  {@2}                 // $8
        add (16|M16)  (lt)f0.0   r28.0<1>:d    r17.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
(W)     cmp (1|M0)    (ge)f1.0   null<1>:ud    r13.0<0;1,0>:ud   0x64000000:ud                       // $40
(W)     mov (8|M0)               r127.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $140
(W)     mov (1|M0)               r27.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $8
        add (16|M0)   (lt)f0.0   r30.0<1>:d    r19.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@7}     // $14
        mov (16|M16)             r41.0<1>:f    r28.0<8;8,1>:d                   {Compacted,@5}       // $17
(W)     mov (1|M0)               r32.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $14
        mov (16|M0)              r43.0<1>:f    r30.0<8;8,1>:d                   {Compacted,@3}       // $18
(W)     mov (1|M0)               f0.0<1>:ud    r32.0<0;1,0>:ud                  {@2}                 // $15
        add (16|M16)  (lt)f0.0   r33.0<1>:d    r21.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
(W)     mov (1|M0)               r32.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $15
(W)     mov (1|M0)               f0.0<1>:uw    r12.0<0;1,0>:uw                                       // $28
        mov (16|M16)             acc0.0<1>:f   r33.0<8;8,1>:d                   {@3}                 // $19
(W&f0.0) sel (1|M0)              r35.0<1>:f    r23.0<0;1,0>:f    0x3F800000:f                        // $28
(W)     mov (1|M0)               f0.0<1>:uw    r14.0<0;1,0>:uw                                       // $39
(W&f0.0) sel (1|M0)              r36.0<1>:f    r23.0<0;1,0>:f    0x3F800000:f                        // $39
(W)     mov (1|M0)               f0.0<1>:uw    r24.0<0;1,0>:uw                                       // $30
(W&~f1.0) sel (1|M0)             r38.0<1>:f    r36.0<0;1,0>:f    0x2F800000:f               {@2}     // $41
(W)     mov (1|M0)               f1.0<1>:ud    r27.0<0;1,0>:ud                                       // $50
(W)     mul (1|M0)               r48.0<1>:f    r6.0<0;1,0>:f     r38.0<0;1,0>:f   {Compacted,@2}     // $42 R{} IR{}{E:3,E:3,},  {BC=1}
(W&~f0.0) sel (1|M0)             r37.0<1>:f    r35.0<0;1,0>:f    0x2F800000:f               {@7}     // $30
        add (16|M0)   (lt)f0.0   r49.0<1>:f    r39.0<8;8,1>:f    0x3F000000:f               {Compacted} // $20
(~f1.0) sel (16|M0)              r61.0<1>:f    r39.0<8;8,1>:f    0xBF800000:f                        // $50
(W)     mov (1|M0)               r51.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $20
(~f1.0) sel (16|M16)             r63.0<1>:f    r41.0<8;8,1>:f    0xBF800000:f                        // $51
(W)     mov (1|M0)               f0.0<1>:ud    r51.0<0;1,0>:ud                  {@2}                 // $21
        add (16|M16)  (lt)f0.0   r52.0<1>:f    r41.0<8;8,1>:f    0x3F000000:f                        // $21
(W)     mov (1|M0)               f1.0<1>:ud    r32.0<0;1,0>:ud                                       // $54
(W)     mul (1|M0)               r47.0<1>:f    r5.0<0;1,0>:f     r37.0<0;1,0>:f   {Compacted,@7}     // $31 R{} IR{}{O:2,O:2,},  {BC=1}
(W)     mov (1|M0)               r51.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $21
        add (16|M0)   (lt)f0.0   r54.0<1>:f    r43.0<8;8,1>:f    0x3F000000:f               {Compacted} // $22
(~f1.0) sel (16|M0)              r65.0<1>:f    r43.0<8;8,1>:f    0xBF800000:f                        // $54
(W)     mov (1|M0)               r56.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $22
(~f1.0) sel (16|M16)             r67.0<1>:f    acc0.0<8;8,1>:f   0xBF800000:f                        // $55
(W)     mov (1|M0)               f0.0<1>:ud    r56.0<0;1,0>:ud                  {@2}                 // $23
        add (16|M16)  (lt)f0.0   r57.0<1>:f    acc0.0<8;8,1>:f   0x3F000000:f                        // $23
(W)     mov (1|M0)               f1.0<1>:ud    r51.0<0;1,0>:ud                  {@7}                 // $70
(W)     math.inv (1|M0)          r60.0<1>:f    r48.0<0;1,0>:f                   {$0}                 // $43
(W)     mov (1|M0)               r56.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $23
(W)     math.inv (1|M0)          r59.0<1>:f    r47.0<0;1,0>:f                   {@7,$1}              // $32
(~f1.0) sel (16|M0)              r69.0<1>:f    r49.0<8;8,1>:f    0xBF800000:f                        // $70
(~f1.0) sel (16|M16)             r71.0<1>:f    r52.0<8;8,1>:f    0xBF800000:f                        // $71
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.5<0;1,0>:d     0:w               {Compacted}       // $56
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.5<0;1,0>:d     0:w                                 // $57
(W)     mov (1|M0)               f1.0<1>:ud    r56.0<0;1,0>:ud                  {@5}                 // $76
        mul (16|M0)              r81.0<1>:f    r60.0<0;1,0>:f    r54.0<8;8,1>:f   {Compacted,$0.dst} // $44
        mul (16|M16)             r83.0<1>:f    r60.0<0;1,0>:f    r57.0<8;8,1>:f   {Compacted,@7}     // $45
        mul (16|M0)              r77.0<1>:f    r59.0<0;1,0>:f    r49.0<8;8,1>:f   {Compacted,$1.dst} // $33
        mul (16|M16)             r79.0<1>:f    r59.0<0;1,0>:f    r52.0<8;8,1>:f   {Compacted}        // $34
(f0.0)  mov (16|M0)              r61.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $58
(f0.0)  mov (16|M0)              r65.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $60
(f0.0)  mov (16|M0)              r69.0<1>:f    r49.0<8;8,1>:f                   {Compacted}          // $72
(f0.0)  mov (16|M16)             r63.0<1>:f    r41.0<8;8,1>:f                                        // $59
(f0.0)  mov (16|M16)             r67.0<1>:f    acc0.0<8;8,1>:f                                       // $61
(f0.0)  mov (16|M16)             r71.0<1>:f    r52.0<8;8,1>:f                                        // $73
(~f1.0) sel (16|M0)              r73.0<1>:f    r54.0<8;8,1>:f    0xBF800000:f                        // $76
(~f1.0) sel (16|M16)             r75.0<1>:f    r57.0<8;8,1>:f    0xBF800000:f                        // $77
(f0.0)  mov (16|M0)              r73.0<1>:f    r54.0<8;8,1>:f                   {Compacted}          // $78
(f0.0)  mov (16|M16)             r75.0<1>:f    r57.0<8;8,1>:f                                        // $79
        send.smpl (16|M0)        r85      r61     r65     0x80            0x04858000           {@7,$2} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $64
        send.smpl (16|M16)       r93      r63     r67     0x80            0x04858000           {@6,$3} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $67
        send.smpl (16|M0)        r101     r69     r73     0x80            0x04858000           {@2,$4} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $82
        send.smpl (16|M16)       r109     r71     r75     0x80            0x04858000           {@1,$5} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $85
        mul (16|M0)              r121.0<1>:f   r81.0<8;8,1>:f    r38.0<0;1,0>:f   {Compacted}        // $46
        mul (16|M16)             r123.0<1>:f   r83.0<8;8,1>:f    r38.0<0;1,0>:f   {Compacted}        // $47
        mul (16|M0)              r117.0<1>:f   r77.0<8;8,1>:f    r37.0<0;1,0>:f   {Compacted}        // $35
        mul (16|M16)             r119.0<1>:f   r79.0<8;8,1>:f    r37.0<0;1,0>:f   {Compacted}        // $36
        send.smpl (16|M0)        r2       r117    r121    0x80            0x04858100           {@2,$6} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 1 // $88
        send.smpl (16|M16)       r10      r119    r123    0x80            0x04858100           {@1,$7} // wr:2+2, rd:8; simd16 sample with lod forced to 0 using sampler index 1 // $91
        mov (8|M24)              r60.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $139
        mov (8|M8)               r50.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $127
        mov (8|M0)               r45.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $121
        mov (8|M16)              r55.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $133
        sync.nop                             null                             {Compacted,$4.dst}     // $92
        add (16|M0)              acc0.0<1>:f   r85.0<8;8,1>:f    r101.0<8;8,1>:f  {Compacted,$2.dst} // $92 R{} IR{}{O:2,O:2,},  R{} IR{}{E:3,E:3,},  {BC=2}
        add (16|M0)              r22.0<1>:f    r87.0<8;8,1>:f    r103.0<8;8,1>:f  {Compacted}        // $94 R{} IR{}{O:3,O:3,},  R{} IR{}{E:4,E:4,},  {BC=2}
        add (16|M0)              r37.0<1>:f    r89.0<8;8,1>:f    r105.0<8;8,1>:f  {Compacted}        // $96 R{} IR{}{O:4,O:4,},  R{} IR{}{E:5,E:5,},  {BC=2}
        add (16|M0)              r41.0<1>:f    r91.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}        // $98 R{} IR{}{O:5,O:5,},  R{} IR{}{E:6,E:6,},  {BC=2}
        sync.nop                             null                             {Compacted,$5.dst}     // $93
        add (16|M16)             r20.0<1>:f    r93.0<8;8,1>:f    r109.0<8;8,1>:f  {Compacted,$3.dst} // $93 R{} IR{}{O:6,O:6,},  R{} IR{}{E:7,E:7,},  {BC=2}
        add (16|M16)             r35.0<1>:f    r95.0<8;8,1>:f    r111.0<8;8,1>:f  {Compacted}        // $95 R{} IR{}{O:7,O:7,},  R{} IR{}{E:0,E:0,},  {BC=2}
        add (16|M16)             r39.0<1>:f    r97.0<8;8,1>:f    r113.0<8;8,1>:f  {Compacted}        // $97 R{} IR{}{O:0,O:0,},  R{} IR{}{E:1,E:1,},  {BC=2}
        add (16|M16)             r43.0<1>:f    r99.0<8;8,1>:f    r115.0<8;8,1>:f  {Compacted}        // $99 R{} IR{}{O:1,O:1,},  R{} IR{}{E:2,E:2,},  {BC=2}
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted,$6.dst} // $100
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@7}     // $102
        add (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@7}     // $104
        add (16|M0)              r41.0<1>:f    r41.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@7}     // $106
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@7,$7.dst} // $101
        add (16|M16)             r35.0<1>:f    r35.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@7}     // $103
        add (16|M16)             r39.0<1>:f    r39.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@7}     // $105
        add (16|M16)             r43.0<1>:f    r43.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@7}     // $107
        mul (16|M0)              r18.0<1>:f    acc0.0<8;8,1>:f   0x3EAAAAAB:f                        // $108
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $110
        mul (16|M0)              r37.0<1>:f    r37.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $112
        mul (16|M0)              r41.0<1>:f    r41.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $114
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $109
        mul (16|M16)             r35.0<1>:f    r35.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $111
        mul (16|M16)             r39.0<1>:f    r39.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $113
        mul (16|M16)             r43.0<1>:f    r43.0<8;8,1>:f    0x3EAAAAAB:f               {@7}     // $115
        mov (8|M0)               r46.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}       // $116
        mov (8|M8)               r51.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $122
        mov (8|M0)               r47.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}       // $117
        mov (8|M8)               r52.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $123
        mov (8|M0)               r48.0<1>:f    r37.0<8;8,1>:f                   {Compacted,@7}       // $118
        mov (8|M8)               r53.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $124
        mov (8|M0)               r49.0<1>:f    r41.0<8;8,1>:f                   {Compacted,@7}       // $119
        mov (8|M8)               r54.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $125
        mov (8|M16)              r56.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $128
        mov (8|M24)              r61.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $134
        mov (8|M16)              r57.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $129
        mov (8|M24)              r62.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $135
        mov (8|M16)              r58.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $130
        mov (8|M24)              r63.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $136
        mov (8|M16)              r59.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $131
        mov (8|M24)              r64.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $137
        send.dc1 (8|M0)          null     r25     r45     0x140            0x02035001           {@7,$8} // wr:1+5, rd:0; typed surface write with xyzw; u // $121
        send.dc1 (8|M8)          null     r26     r50     0x140            0x02035001           {@7,$9} // wr:1+5, rd:0; typed surface write with xyzw; u // $127
        send.dc1 (8|M16)         null     r28     r55     0x140            0x02035001           {@2,$10} // wr:1+5, rd:0; typed surface write with xyzw; u // $133
        send.dc1 (8|M24)         null     r29     r60     0x140            0x02035001           {@1,$11} // wr:1+5, rd:0; typed surface write with xyzw; u // $139
(W)     send.dc0 (8|M0)          r65      r125    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing // $140
(W)     mov (8|M0)               null<1>:ud    r65.0<8;8,1>:ud                  {$12.dst}            //  memory fence commit; $140
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $140


//.BankConflicts: 18
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 18
//.SIMD16ReadSuppressions: 8
//.SIMD8s: 209
//
//.RMWs: 0
//
//.accSubDef: 3
//.accSubUse: 5
//.accSubCandidateDef: 24
//.accSubCandidateUse: 32
