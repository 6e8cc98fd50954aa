//.kernel mandelbrot
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 121
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0036 (44)  rf=r size=4 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0045 (53)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P01 (61)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P02 (62)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P03 (63)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0053 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0054 (65)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0055 (66)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0056 (67)  rf=r size=4 type=f align=2 words (r5.1)
//.declare V0057 (68)  rf=r size=4 type=d align=2 words (r5.6)
//.declare V0058 (69)  rf=r size=4 type=d alias=V0056+0 align=2 words (r5.1)
//.declare P04 (70)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V0059 (71)  rf=r size=4 type=f align=2 words (r5.7)
//.declare P05 (72)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V0060 (73)  rf=r size=4 type=ud alias=V0057+0 align=2 words (r5.6)
//.declare V0061 (74)  rf=r size=4 type=f align=2 words (r6.3)
//.declare V0062 (75)  rf=r size=4 type=f align=2 words (r6.4)
//.declare V0063 (76)  rf=r size=4 type=f align=2 words (r6.5)
//.declare V0064 (77)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0065 (78)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0066 (79)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0067 (80)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0068 (81)  rf=r size=4 type=f align=2 words (r6.6)
//.declare V0069 (82)  rf=r size=4 type=d align=2 words (r6.7)
//.declare V0070 (83)  rf=r size=4 type=d alias=V0068+0 align=2 words (r6.6)
//.declare P06 (84)  rf=f1  size=2 type=uw align=1 words (f0.1)
//.declare V0071 (85)  rf=r size=4 type=f align=2 words (r11.1)
//.declare P07 (86)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V0072 (87)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r6.7)
//.declare V0073 (88)  rf=r size=4 type=f align=2 words (r11.2)
//.declare V0074 (89)  rf=r size=4 type=f align=2 words (r11.3)
//.declare V0075 (90)  rf=r size=4 type=f align=2 words (r11.4)
//.declare V0076 (91)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0077 (92)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0078 (93)  rf=r size=4 type=d align=2 words (r11.5)
//.declare V0079 (94)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0080 (95)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0081 (96)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0082 (97)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0083 (98)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0084 (99)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0085 (100)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0086 (101)  rf=r size=64 type=f align=16 words (r52.0)
//.declare P08 (102)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P09 (103)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0087 (104)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0088 (105)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0090 (107)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0091 (108)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r58.0)
//.declare V0093 (110)  rf=r size=64 type=ud align=16 words (r60.0)
//.declare V0094 (111)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare  (112)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (113)  rf=r size=64 type=b alias=V0088+0 align=16 words (r56.0)
//.declare  (114)  rf=r size=4 type=f align=2 words (r11.6)
//.declare  (116)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (117)  rf=r size=4 type=ud align=2 words (r11.7) Input_Output
//.declare  (118)  rf=r size=8 type=ud align=2 words (r39.0) Input_Output
//.declare  (119)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (120)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (121)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (122)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (123)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (124)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (125)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (126)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (127)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (128)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (129)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (130)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0039    | :d x 8   |     32 | r4       | general    |
// | V0094    | :uq      |      8 | r5       | general    |
// | V0034    | :d       |      4 | r5+8     | general    |
// | V0035    | :d       |      4 | r5+12    | general    |
// | V0036    | :d       |      4 | r5+16    | general    |
// | V0044    | :d       |      4 | r5+20    | general    |
// | V0040    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B009}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}     // $2
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $4
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.12<0;1,0>:uw                     // $6
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $4
(W)     mach (1|M0)              r11.0<1>:d    r6.1<0;1,0>:d     r3.6<0;1,0>:d                       // $8
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}     // $5
        add (16|M0)              r12.0<1>:d    r11.0<0;1,0>:d    r2.0<16;16,1>:uw {@2}               // $8
        cmp (16|M0)   (lt)f0.1   null<1>:d     r9.0<8;8,1>:d     r5.2<0;1,0>:d    {@2}               // $10
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r4.1<0;1,0>:d    {Compacted,@2}     // $9
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r14.0<8;8,1>:d    r5.3<0;1,0>:d    {@1}               // $11
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $13
(f0.1)  if (16|M0)                           _mandelbrot_k0_0_cf  _mandelbrot_k0_0_cf                // $13
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_011:
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.4<0;1,0>:d     0:w                                 // $15
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3} // $16
(~f1.1) if (16|M0)                           _0_012            _0_014                                // $16
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B008}
_0_013:
        mov (16|M0)              r16.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $18
        else (16|M0)                         _0_014            _0_014                                // $16
// B003: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_012:
(W)     mov (1|M0)               r39.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}          // $23
(W)     mov (1|M0)               r11.14<1>:uw  f1.0<0;1,0>:uw                   {Compacted}          // $24
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                                                // $23
(W)     or (1|M0)                f1.0<1>:uw    f1.0<0;1,0>:uw    0x1:uw                              // $24
        cmp (16|M0)   (eq)f1.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $23
        mov (16|M0)              r18.0<1>:f    r9.0<8;8,1>:d                    {Compacted}          // $21
(W&~f1.1.any16h) and (1|M0)      f1.0<1>:uw    f1.0<0;1,0>:uw    0xFFFE:uw                           // $24
(W&f1.1.any16h) mov (1|M0)       r5.1<1>:f     r5.2<0;1,0>:d                                         // $23
(W&f1.1.any16h) mov (1|M0)       r11.6<1>:f    0x4F800000:f                                          // $26
(W&f1.1.any16h) mov (1|M0)       r6.6<1>:f     r5.3<0;1,0>:d                                         // $36
(W&f1.0) and (1|M0)   (eq)f1.0   r5.6<1>:d     r5.1<0;1,0>:d     2139095040:d               {@3}     // $24
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    r11.14<0;1,0>:uw                 {@7}                 // $26
        mov (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:d                                        // $34
        mul (16|M0)              r20.0<1>:f    r18.0<8;8,1>:f    0x40400000:f               {Compacted,@7} // $22
(W)     mov (1|M0)               r11.14<1>:uw  f1.0<0;1,0>:uw                   {Compacted}          // $26
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                                                // $26
        mul (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   0x40200000:f               {Compacted} // $35
        mov (16|M0)              r35.0<1>:f    0x0:f                               {Compacted}       // $48
(W&f1.0) sel (1|M0)              r5.7<1>:f     r11.6<0;1,0>:f    0x3F800000:f               {@7}     // $26
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    r11.14<0;1,0>:uw                 {@5}                 // $27
        mov (16|M0)              r37.0<1>:f    0x0:f                               {Compacted}       // $49
(W&f1.1.any16h) mov (1|M0)       r11.5<1>:f    0x0:f                                                 //  (0x00000000:f); $47
(W)     mov (1|M0)               r11.14<1>:uw  f1.0<0;1,0>:uw                   {Compacted}          // $27
(W)     cmp (1|M0)    (ge)f1.0   null<1>:ud    r5.6<0;1,0>:ud    0x64000000:ud                       // $27
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    r11.14<0;1,0>:uw                 {@2}                 // $28
(W)     mov (1|M0)               r11.14<1>:uw  f1.0<0;1,0>:uw                   {Compacted}          // $28
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                                             // $28
(W&~f1.0) sel (1|M0)             r6.3<1>:f     r5.7<0;1,0>:f     0x2F800000:f               {@7}     // $28
(W&~f1.1.any16h) mov (1|M0)      f1.0<1>:uw    r11.14<0;1,0>:uw                 {@3}                 // $29
(W)     mov (1|M0)               r11.14<1>:uw  f0.1<0;1,0>:uw                   {Compacted}          // $37
(W)     or (1|M0)                f0.1<1>:uw    f0.1<0;1,0>:uw    0x1:uw                              // $37
(W&f1.1.any16h) mul (1|M0)       r6.4<1>:f     r5.1<0;1,0>:f     r6.3<0;1,0>:f    {@4}               // $29
(W&f1.1.any16h) math.inv (1|M0)   r6.5<1>:f    r6.4<0;1,0>:f                    {@1,$0}              // $30
(W&~f1.1.any16h) and (1|M0)      f0.1<1>:uw    f0.1<0;1,0>:uw    0xFFFE:uw                           // $37
        mul (16|M0)              acc0.0<1>:f   r6.5<0;1,0>:f     r20.0<8;8,1>:f   {Compacted,$0.dst} // $31
(W&f0.1) and (1|M0)   (eq)f0.1   r6.7<1>:d     r6.6<0;1,0>:d     2139095040:d                        // $37
(W&~f1.1.any16h) mov (1|M0)      f0.1<1>:uw    r11.14<0;1,0>:uw                 {@6}                 // $39
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r6.3<0;1,0>:f    {Compacted}        // $32
(W)     mov (1|M0)               r11.14<1>:uw  f0.1<0;1,0>:uw                   {Compacted}          // $39
(W&~f1.1.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                                                // $39
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   0xC0000000:f               {Compacted} // $33
(W&f0.1) sel (1|M0)              r11.1<1>:f    r11.6<0;1,0>:f    0x3F800000:f                        // $39
(W&~f1.1.any16h) mov (1|M0)      f0.1<1>:uw    r11.14<0;1,0>:uw                 {@4}                 // $40
(W)     mov (1|M0)               r11.14<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $40
(W)     cmp (1|M0)    (ge)f0.0   null<1>:ud    r6.7<0;1,0>:ud    0x64000000:ud              {@7}     // $40
(W&~f1.1.any16h) mov (1|M0)      f0.0<1>:uw    r11.14<0;1,0>:uw                 {@2}                 // $41
(W)     mov (1|M0)               r11.14<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $41
(W&~f1.1.any16h) mov (1|M0)      f0.0<1>:uw    0xFFFF:uw                                             // $41
(W&~f0.0) sel (1|M0)             r11.2<1>:f    r11.1<0;1,0>:f    0x2F800000:f               {@7}     // $41
(W&~f1.1.any16h) mov (1|M0)      f0.0<1>:uw    r11.14<0;1,0>:uw                 {@3}                 // $42
(W&f1.1.any16h) mul (1|M0)       r11.3<1>:f    r6.6<0;1,0>:f     r11.2<0;1,0>:f   {@2}               // $42
(W&f1.1.any16h) math.inv (1|M0)   r11.4<1>:f   r11.3<0;1,0>:f                   {@1,$1}              // $43
        mul (16|M0)              acc0.0<1>:f   r11.4<0;1,0>:f    r28.0<8;8,1>:f   {Compacted,$1.dst} // $44
(W)     mov (1|M0)               f1.1<1>:uw    r39.0<0;1,0>:uw                                       // $48
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r11.2<0;1,0>:f   {Compacted}        // $45
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   0xBFA00000:f               {Compacted} // $46
// B004: [NoMaskWA],  [inDivergent],  Preds:{B007, B003},  Succs:{B005, B006}
_0_015:
        mul (16|M0)              acc0.0<1>:f   r35.0<8;8,1>:f    -r35.0<8;8,1>:f  {Compacted}        // $51
        mul (16|M0)              r48.0<1>:f    r37.0<8;8,1>:f    0x40000000:f               {Compacted} // $54
(W)     mov (1|M0)               r39.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}          // $56
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $56
        cmp (16|M0)   (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $56
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r37.0<8;1>:f      r37.0<1>:f        // $52
        mad (16|M0)              r35.0<1>:f    r32.0<8;1>:f      r48.0<8;1>:f      r35.0<1>:f       {Compacted,@5} // $55 R{} IR{}{E:0,E:0,O:1,},  R{} IR{}{O:0,O:0,E:2,},  {BC=2}
(W)     mov (1|M0)               r11.14<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $59
(W&f0.1.any16h) add (1|M0)       r11.5<1>:d    r11.5<0;1,0>:d    1:w                                 // $56
        add (16|M0)              r45.0<1>:f    acc0.0<8;8,1>:f   r24.0<8;8,1>:f   {Compacted}        // $53
        mul (16|M0)              acc0.0<1>:f   r35.0<8;8,1>:f    r35.0<8;8,1>:f   {Compacted,@4}     // $57
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r11.5<0;1,0>:d    r5.4<0;1,0>:d    {@3}               // $59
(W&~f0.1.any16h) mov (1|M0)      f0.0<1>:uw    r11.14<0;1,0>:uw                 {@5}                 // $60
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r45.0<8;1>:f      r45.0<1>:f       {@4} // $58
        mov (16|M0)              r54.0<1>:f    r11.5<0;1,0>:f                   {Compacted}          // $62
(f0.0)  cmp (16|M0)   (le)f0.0   null<1>:f     acc0.0<8;8,1>:f   0x40800000:f                        // $60
(W)     mov (1|M0)               f0.1<1>:uw    r39.0<0;1,0>:uw                                       // $60
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $63
(~f0.0) if (16|M0)                           _0_016            _0_016                                // $63
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B008}
_0_017:
        mul (16|M0)              r16.0<1>:d    r54.0<8;8,1>:d    255:w               {Compacted,@5}  // $65
        break (16|M0)                        _0_016            _mandelbrot_k0_3_cf                   // $66
// B006: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_0_016:
        endif (16|M0)                        _mandelbrot_k0_3_cf                                     // $63
L1280:
        mov (16|M0)              r37.0<1>:f    r45.0<8;8,1>:f                   {Compacted}          // $68
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B004}
_mandelbrot_k0_3_cf:
        while (16|M0)                        _0_015                                                  // $69
// B008: [NoMaskWA],  [inDivergent],  Preds:{B002, B005},  Succs:{B009}
_0_014:
        endif (16|M0)                        L1320                                                   // $16
L1320:
(W)     mov (1|M0)               r39.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $73
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $73
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $73
        math.iqot (8|M0)         r56.0<1>:d    r16.0<8;8,1>:d    r5.4<0;1,0>:d    {@7,$2}            // $80
(W&f0.0.any16h) mov (1|M0)       f0.0<1>:uw    0xFFFF:uw                                             // $73
        math.iqot (8|M8)         r57.0<1>:d    r17.0<8;8,1>:d    r5.4<0;1,0>:d    {$3}               // $71
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r14.0<8;8,1>:d    r5.4<0;1,0>:uw                      // $73
        mach (8|M0)              r58.0<1>:d    r14.0<8;8,1>:d    r5.2<0;1,0>:d    {Compacted}        // $73
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r15.0<8;8,1>:d    r5.4<0;1,0>:uw                      // $73
        mach (8|M8)              r59.0<1>:d    r15.0<8;8,1>:d    r5.2<0;1,0>:d    {Compacted}        // $74
        sync.nop                             null                             {Compacted,$3.dst}     // $76
        mov (16|M0)              r60.0<1>:ud   r56.0<4;1,0>:ub                  {$2.dst}             // $76
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r9.0<8;8,1>:d    {Compacted,@2}     // $74
(W)     mov (1|M0)               f0.0<1>:uw    r39.0<0;1,0>:uw                  {@7}                 // $74
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r5.5<0;1,0>:d    {Compacted,@2}     // $75
        send.dc0 (16|M0)         null     r58     r60     0x80            0x04030100           {@1,$4} // wr:2+2, rd:0; byte scattering write 8b // $78
// B009: Preds:{B000, B008},  Succs:{B010}
_mandelbrot_k0_0_cf:
        endif (16|M0)                        _0_010                                                  // $13
// B010: Preds:{B009},  Succs:{}
_0_010:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $80
(W)     send.dc0 (8|M0)          r34      r3      null    0x0            0x0219E000           {$5} // wr:1h+0, rd:1; synchronized global fence flushing // $80
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$5.dst}             //  memory fence commit; $80
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $80


//.BankConflicts: 2
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 151
//
//.RMWs: 0
//
//.accSubDef: 9
//.accSubUse: 9
//.accSubCandidateDef: 11
//.accSubCandidateUse: 11
