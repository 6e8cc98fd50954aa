//.kernel debug_o0
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string "-debug "
//.full_options "-debug -emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -nopresched -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -generateDebugInfo "
//.instCount 120
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 131072

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.6)
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
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0047 (55)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0049 (57)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0051 (59)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0053 (61)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0055 (63)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.6)
//.declare V0056 (64)  rf=r size=4 type=ud align=2 words (r5.6)
//.declare V0057 (65)  rf=r size=8 type=uq align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=8 type=uq align=16 words (r2.0)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (68)  rf=r size=32 type=uq alias=+0 align=16 words (r2.0)
//.declare V0059 (69)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0060 (70)  rf=r size=32 type=d align=16 words (r64.0)
//.declare V0061 (71)  rf=r size=16 type=uw alias=V0059+0 align=16 words (r2.0)
//.declare V0062 (72)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0063 (73)  rf=r size=64 type=uq align=16 words (r7.0)
//.declare V0064 (74)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0065 (75)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0066 (76)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0067 (77)  rf=r size=64 type=uq align=16 words (r62.0)
//.declare V0068 (78)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0069 (79)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare P01 (80)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V0070 (81)  rf=r size=2 type=b align=1 words (r6.12)
//.declare V0071 (82)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0072 (83)  rf=r size=2 type=ub alias=V0070+0 align=1 words (r6.12)
//.declare V0073 (84)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0074 (85)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0075 (86)  rf=r size=4 type=uw alias=V0073+0 align=2 words (r6.6)
//.declare V0076 (87)  rf=r size=2 type=uw align=1 words (r6.6)
//.declare A00 (88)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0077 (89)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0078 (90)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0079 (91)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0080 (92)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0081 (93)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0082 (94)  rf=r size=64 type=uq align=16 words (r60.0)
//.declare V0083 (95)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0084 (96)  rf=r size=64 type=q align=16 words (r3.0)
//.declare V0085 (97)  rf=r size=32 type=ud alias=V0080+0 align=16 words (r4.0)
//.declare V0086 (98)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0087 (99)  rf=r size=64 type=d alias=V0084+0 align=16 words (r3.0)
//.declare V0088 (100)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0089 (101)  rf=r size=64 type=q align=16 words (r2.0)
//.declare V0090 (102)  rf=r size=64 type=q alias=V0088+0 align=16 words (r4.0)
//.declare V0091 (103)  rf=r size=64 type=uq alias=V0089+0 align=16 words (r2.0)
//.declare V0092 (104)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0093 (105)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0094 (106)  rf=r size=64 type=uq align=16 words (r66.0)
//.declare V0095 (107)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0096 (108)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0097 (109)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0099 (111)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0100 (112)  rf=r size=64 type=uq align=16 words (r64.0)
//.declare V0101 (113)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0102 (114)  rf=r size=32 type=d align=16 words (r2.0)
//.declare P02 (115)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0103 (116)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0104 (117)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0105 (118)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0106 (119)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0107 (120)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0108 (121)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0109 (122)  rf=r size=64 type=q align=16 words (r2.0)
//.declare V0110 (123)  rf=r size=64 type=q alias=V0108+0 align=16 words (r4.0)
//.declare V0111 (124)  rf=r size=64 type=uq alias=V0109+0 align=16 words (r2.0)
//.declare  (125)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (126)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (127)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (129)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (130)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (131)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (132)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (133)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (134)  rf=r size=1888 type=ud align=16 words
//.declare  (135)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (136)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (137)  rf=r size=1888 type=ud align=16 words
//.declare  (138)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (139)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (140)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (141)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
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
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0037 (43)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0039 (45)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0041 (47)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0043 (49)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0045 (51)  rf=r size=8 type=uq align=16 words (r8.0)
//.declare V0046 (52)  rf=r size=8 type=uq align=16 words (r2.0)
//.declare  (53)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (54)  rf=r size=32 type=uq alias=+0 align=16 words (r2.0)
//.declare V0047 (55)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=16 type=uw alias=V0047+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=uq align=16 words (r6.0)
//.declare V0052 (60)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0054 (62)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0055 (63)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0056 (64)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (66)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (67)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (68)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (69)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (70)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (71)  rf=r size=16 type=ud align=2 words (r59.4)
//.declare  (72)  rf=r size=16 type=ud align=2 words (r127.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0038    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0035    | :uq      |      8 | r5+8     | general    |
// | V0043    | :uq      |      8 | r5+16    | general    |
// | V0039    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: [FCALL],  Preds:{},  Succs:{B006}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // $12
(W)     mov (8|M0)               r126.0<1>:ud  r125.0<8;8,1>:ud                                      // $12
(W)     mov (1|M0)               r127.3<1>:ud  0x0:ud                                                // $12
(W)     mov (1|M0)               r127.2<1>:ud  0x0:ud                                                // $12
(W)     and (1|M0)               r5.6<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // $12
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.6<1>:ud    r5.6<0;1,0>:ud    0x3C0:uw                            // $2
(W)     add (1|M0)               r127.3<1>:uq  r5.2<0;1,0>:uq    r5.6<0;1,0>:ud                      // $3
(W)     mov (1|M0)               r127.2<1>:uq  r127.3<0;1,0>:uq                                      // $4
(W)     add (1|M0)               r127.3<1>:uq  r127.3<0;1,0>:uq  0x110:uw                            // $5
(W)     mov (1|M0)               r3.0<1>:uq    0x0:uw                                                // $6
(W)     mov (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq                                      // $7
(W)     sends (8|M0)             null:ud  r2      r3      0x4C            0x020D40FF           // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $8
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $9

// File: /tmp/visa-corpus-work/src/debug_o0.cl

// Line 11:  kernel void debug_o0(global const int *in, global int *out) {
        mov (8|M0)               r64.0<1>:d    r2.0<8;8,1>:uw                                        // $13
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $14
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     64:w                                // $15
(W)     add (1|M0)               r5.2<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $16
        add (8|M0)               r7.0<1>:uq    r5.2<0;1,0>:uq    r2.0<8;8,1>:d                       // $17
        mov (8|M0)               r2.0<1>:uq    r5.0<0;1,0>:uq                                        // $18
        sends (8|M0)             null:ud  r7      r2      0x8C            0x040682FF           // wr:2+2, rd:0; hdc.dc1; a64 qword scattering write // $19
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $20
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     128:w                               // $21
(W)     add (1|M0)               r5.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $22
        add (8|M0)               r62.0<1>:uq   r5.0<0;1,0>:uq    r2.0<8;8,1>:d                       // $23
        mov (8|M0)               r2.0<1>:uq    r5.1<0;1,0>:uq                                        // $24
        sends (8|M0)             null:ud  r62     r2      0x8C            0x040682FF           // wr:2+2, rd:0; hdc.dc1; a64 qword scattering write // $25

// Line 12:  size_t i = get_global_id(0);
(W)     mov (1|M0)               r6.6<1>:w     0:w                                                   // $27
(W)     cmp (1|M0)    (eq)f0.0   null<1>:w     r6.6<0;1,0>:w     0:w                                 // $27
(W)     mov (1|M0)               r6.6<1>:w     1:w                                                   // $28
(W&f0.0) sel (1|M0)              r6.12<2>:b    r6.6<0;1,0>:w     5:w                                 // $28
(W)     mov (1|M0)               r6.3<1>:d     r6.12<0;1,0>:ub                                       // $29
(W)     mul (1|M0)               r6.6<1>:uw    r6.6<0;1,0>:uw    0x4:uw                              // $31
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0xFA0:uw                            // $32
(W)     mov (1|M0)               r6.3<1>:d     r[a0.0]<0;1,0>:d                                      // $33
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r6.3<0;1,0>:d                       // $34
        mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw                                        // $35
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r3.0<0;1,0>:d                       // $36
        add (8|M0)               r4.0<1>:d     r2.0<8;8,1>:d     r4.0<0;1,0>:d                       // $37
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $38
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     192:w                               // $39
(W)     add (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $40
        add (8|M0)               r60.0<1>:uq   r2.0<0;1,0>:uq    r3.0<8;8,1>:d                       // $41
        mov (8|M0)               r3.0<1>:q     r4.0<8;8,1>:ud                                        // $42
        mov (8|M0)               r2.0<1>:d     r3.0<2;1,0>:d                                         // $43
        mov (8|M0)               r3.0<1>:d     r3.1<2;1,0>:d                                         // $44
        sends (8|M0)             null:ud  r60     r2      0x8C            0x040685FF           // wr:2+2, rd:0; hdc.dc1; a64 dword scattering write // $45

// Line 13:  int x = in[i];
        send (8|M0)              r4:uq    r7:uq   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $47
        send (8|M0)              r2:q     r60:uq  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $48
        shl (8|M0)               r2.0<1>:q     r2.0<4;4,1>:q     2:w                                 // $49
        add (8|M0)               r2.0<1>:q     r4.0<4;4,1>:q     r2.0<4;4,1>:q                       // $50
        send (8|M0)              r4:d     r2:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $51
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $52
(W)     add (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $54
        add (8|M0)               r66.0<1>:uq   r2.0<0;1,0>:uq    r3.0<8;8,1>:d                       // $55
        sends (8|M0)             null:ud  r66     r4      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $56

// Line 14:  int r = weigh(x, 3);
        send (8|M0)              r2:d     r66:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $58
        mov (8|M0)               r26.0<1>:d    r2.0<8;8,1>:d                                         // $59
        mov (8|M0)               r27.0<1>:d    3:w                                                   // $60
        call (8|M0)              r127.0:ud     L_f0_weigh                                            // $61
// B001: Preds:{B006},  Succs:{B002, B004}
L960:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // $12
// _debug_o0_k0_0_:
        mov (8|M0)               r4.0<1>:d     r26.0<8;8,1>:d                                        // $62
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $63
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     32:w                                // $64
(W)     add (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $65
        add (8|M0)               r64.0<1>:uq   r2.0<0;1,0>:uq    r3.0<8;8,1>:d                       // $66
        sends (8|M0)             null:ud  r64     r4      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $67

// Line 15:  if (x > 10)
        send (8|M0)              r2:d     r66:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $69
        cmp (8|M0)    (gt)f0.0   null<1>:d     r2.0<8;8,1>:d     10:w                                // $70
(f0.0)  if (8|M0)                            _debug_o0_k0_2_cf  _debug_o0_k0_2_cf                    // $71
// B002: [FCALL],  [inDivergent],  Preds:{B001},  Succs:{B006}
_0_005:

// Line 16:  r += weigh(r, x);
        send (8|M0)              r3:d     r64:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $74
        send (8|M0)              r2:d     r66:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $75
        mov (8|M0)               r26.0<1>:d    r3.0<8;8,1>:d                                         // $76
        mov (8|M0)               r27.0<1>:d    r2.0<8;8,1>:d                                         // $77
        call (8|M0)              r127.0:ud     L_f0_weigh                                            // $78
// B003: [inDivergent],  Preds:{B006},  Succs:{B004}
L1200:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // $12
// _debug_o0_k0_1_:
        mov (8|M0)               r3.0<1>:d     r26.0<8;8,1>:d                                        // $79
        send (8|M0)              r2:d     r64:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $80
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d                       // $81
        sends (8|M0)             null:ud  r64     r2      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $82
// B004: Preds:{B001, B003},  Succs:{B005}
_debug_o0_k0_2_cf:

// Line 15:  if (x > 10)
        endif (8|M0)                         _0_004                                                  // $71
// B005: Preds:{B004},  Succs:{}
_0_004:

// Line 17:  out[i] = r;
        send (8|M0)              r6:d     r64:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $85
        send (8|M0)              r4:uq    r62:uq  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $86
        send (8|M0)              r2:q     r60:uq  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $87
        shl (8|M0)               r2.0<1>:q     r2.0<4;4,1>:q     2:w                                 // $88
        add (8|M0)               r2.0<1>:q     r4.0<4;4,1>:q     r2.0<4;4,1>:q                       // $89
        sends (8|M0)             null:ud  r2      r6      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $90

// Line 18:  }
(W)     mov (8|M0)               r112.0<1>:ud  r125.0<8;8,1>:ud                                      // $92
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $92
// B006: [inDivergent],  Preds:{B002, B000},  Succs:{B003, B001}
L_f0_weigh:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // $1
(W)     add (1|M0)               r126.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud                              // $1
(W)     sends (8|M0)             null:ud  r126    r127    0x4A            0x020A02FF           // wr:1h+1, rd:0; hdc.dc0; oword block write x2 //  stack spill:  to FP[0x32]; $1
(W)     mov (4|M0)               r59.4<1>:ud   r127.0<4;4,1>:ud                                      //  save vISA SP/FP to temp; $1
(W)     mov (1|M0)               r127.3<1>:ud  r127.2<0;1,0>:ud                                      //  vISA_FP = vISA_SP; $1
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x4:ud                              //  vISA_SP += vISA_frameSize; $1
(W)     mov (1|M0)               r8.0<1>:uq    r127.2<0;1,0>:uq                                      // $1
(W)     mov (1|M0)               r127.2<1>:uq  r127.3<0;1,0>:uq                                      // $2
(W)     add (1|M0)               r127.3<1>:uq  r127.3<0;1,0>:uq  0x50:uw                             // $3
(W)     mov (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq                                      // $4
(W)     sends (8|M0)             null:ud  r2      r8      0x4C            0x020D40FF           // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $5
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $6
        mov (8|M0)               r4.0<1>:d     r2.0<8;8,1>:uw                                        // $7

// Line 8:  __attribute__((noinline)) int weigh(int a, int b) {
        mul (8|M0)               r3.0<1>:d     r4.0<8;8,1>:d     4:w                                 // $11
(W)     add (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $13
        add (8|M0)               r6.0<1>:uq    r2.0<0;1,0>:uq    r3.0<8;8,1>:d                       // $14
        sends (8|M0)             null:ud  r6      r26     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $15
        mul (8|M0)               r3.0<1>:d     r4.0<8;8,1>:d     4:w                                 // $16
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     32:w                                // $17
(W)     add (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $18
        add (8|M0)               r4.0<1>:uq    r2.0<0;1,0>:uq    r3.0<8;8,1>:d                       // $19
        sends (8|M0)             null:ud  r4      r27     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $20

// Line 9:  return a * 7 - b;
        send (8|M0)              r3:d     r6:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $22
        mul (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     7:w                                 // $23
        send (8|M0)              r2:d     r4:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $24
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     -r2.0<8;8,1>:d                      // $25
(W)     mov (1|M0)               r127.3<1>:uq  r127.2<0;1,0>:uq                                      // $26
(W)     mov (1|M0)               r127.2<1>:uq  r8.0<0;1,0>:uq                                        // $27
        mov (8|M0)               r26.0<1>:d    r3.0<8;8,1>:d                                         // $28
(W)     mov (4|M0)               r127.0<1>:ud  r59.4<4;4,1>:ud                                       //  restore vISA SP/FP from temp; $29
        ret (8|M0)                           r127.0:ud                                               // $29
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
