//.kernel mandelbrot
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 65
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
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r9.0)
//.declare P01 (61)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P02 (62)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare P03 (63)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0053 (64)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0054 (65)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0055 (66)  rf=r size=4 type=f align=2 words (r126.1)
//.declare V0056 (67)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0057 (68)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0058 (69)  rf=r size=4 type=f align=2 words (r5.1)
//.declare V0059 (70)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0060 (71)  rf=r size=4 type=d align=2 words (r5.6)
//.declare V0061 (72)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0062 (73)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0063 (74)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0064 (75)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0065 (76)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0066 (77)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0067 (78)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0068 (79)  rf=r size=64 type=f align=16 words (r22.0)
//.declare P04 (80)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P05 (81)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0069 (82)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0070 (83)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0072 (85)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0073 (86)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r103.0)
//.declare V0075 (88)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0076 (89)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare  (90)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (91)  rf=r size=64 type=b alias=V0070+0 align=16 words (r24.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0039    | :d x 8   |     32 | r4       | general    |
// | V0076    | :uq      |      8 | r5       | general    |
// | V0034    | :d       |      4 | r5+8     | general    |
// | V0035    | :d       |      4 | r5+12    | general    |
// | V0036    | :d       |      4 | r5+16    | general    |
// | V0044    | :d       |      4 | r5+20    | general    |
// | V0040    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B009}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r6.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $2
(W)     mul (1|M0)               r5.0<1>:d     r6.1<0;1,0>:d     r3.6<0;1,0>:d                       // $6
        add (16|M0)              r7.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r122.0<1>:d   r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r124.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        add (16|M0)              r9.0<1>:d     r122.0<8;8,1>:d   r4.1<0;1,0>:d    {Compacted}        // $9
        cmp (16|M0)   (lt)f1.0   null<1>:d     r124.0<8;8,1>:d   r5.2<0;1,0>:d                       // $10
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:d     r9.0<8;8,1>:d     r5.3<0;1,0>:d                       // $11
(f1.0)  if (16|M0)                           _mandelbrot_k0_0_cf  _mandelbrot_k0_0_cf                // $13
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_011:
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r5.4<0;1,0>:d     0:w                                 // $15
(W&f0.0) jmpi                                _0_012                                                  // $16
// B002: [inDivergent],  Preds:{B001},  Succs:{B008}
_0_013:
        mov (16|M0)              r120.0<1>:d   0:w                                                   // $18
(W)     jmpi                                 _0_014                                                  // $19
// B003: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_012:
        mov (16|M0)              r11.0<1>:f    r124.0<8;8,1>:d                  {Compacted}          // $21
        mov (16|M0)              r118.0<1>:f   r9.0<8;8,1>:d                    {Compacted}          // $26
(W)     mov (1|M0)               r126.1<1>:f   r5.2<0;1,0>:d                                         // $23
(W)     mov (1|M0)               r5.1<1>:f     r5.3<0;1,0>:d                                         // $28
        mov (16|M0)              r113.0<1>:f   0x0:f                                                 // $32
        mul (16|M0)              r11.0<1>:f    r11.0<8;8,1>:f    0x40400000:f                        // $22
        mul (16|M0)              r118.0<1>:f   r118.0<8;8,1>:f   0x40200000:f                        // $27
        mov (16|M0)              r111.0<1>:f   0x0:f                                                 // $33
(W)     mov (1|M0)               r5.6<1>:d     0:w                                                   // $31
        math.fdiv (16|M0)        r11.0<1>:f    r11.0<8;8,1>:f    r126.1<0;1,0>:f  {Compacted}        // $24
        nop                                                                                          // $29
        math.fdiv (16|M0)        r118.0<1>:f   r118.0<8;8,1>:f   r5.1<0;1,0>:f    {Compacted}        // $29
        nop                                                                                          // $25
        add (16|M0)              r13.0<1>:f    r11.0<8;8,1>:f    0xC0000000:f                        // $25
        add (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f   0xBFA00000:f                        // $30
// B004: [inDivergent],  Preds:{B007, B003},  Succs:{B005, B006}
_0_015:
        mul (16|M0)              r15.0<1>:f    r113.0<8;8,1>:f   -r113.0<8;8,1>:f {Compacted}        // $35
        mul (16|M0)              r20.0<1>:f    r111.0<8;8,1>:f   0x40000000:f                        // $38
(W)     add (1|M0)               r5.6<1>:d     r5.6<0;1,0>:d     1:w                                 // $40
        mad (8|M0)               r109.0<1>:f   r15.0<2;1>:f      r111.0<2;1>:f     r111.0<1>:f      {Compacted} // $36 {0=OL, 1=OH, 2=OH, BC=GOOD}
        mad (8|M8)               r110.0<1>:f   r16.0<2;1>:f      r112.0<2;1>:f     r112.0<1>:f       // $36 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (8|M0)               r113.0<1>:f   r116.0<2;1>:f     r113.0<2;1>:f     r20.0<1>:f       {Compacted} // $39 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r114.0<1>:f   r117.0<2;1>:f     r114.0<2;1>:f     r21.0<1>:f        // $39 {0=OH, 1=EH, 2=OL, BC=GOOD}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r5.6<0;1,0>:d     r5.4<0;1,0>:d                       // $43
        mov (16|M0)              r105.0<1>:d   r5.6<0;1,0>:d                                         // $46
        add (16|M0)              r18.0<1>:f    r109.0<8;8,1>:f   r13.0<8;8,1>:f   {Compacted}        // $37
        mul (16|M0)              r107.0<1>:f   r113.0<8;8,1>:f   r113.0<8;8,1>:f  {Compacted}        // $41
        mad (8|M0)               r22.0<1>:f    r107.0<2;1>:f     r18.0<2;1>:f      r18.0<1>:f       {Compacted} // $42 {0=OH, 1=EL, 2=EL, BC=GOOD}
        mad (8|M8)               r23.0<1>:f    r108.0<2;1>:f     r19.0<2;1>:f      r19.0<1>:f        // $42 {0=EH, 1=OL, 2=OL, BC=GOOD}
(f0.1)  cmp (16|M0)   (le)f0.1   null<1>:f     r22.0<8;8,1>:f    0x40800000:f                        // $44
(~f0.1) if (16|M0)                           _0_016            _0_016                                // $47
// B005: [inDivergent],  Preds:{B004},  Succs:{B008}
_0_017:
        mul (16|M0)              r120.0<1>:d   r105.0<8;8,1>:d   255:w                               // $49
        break (16|M0)                        _0_016            _mandelbrot_k0_2_cf                   // $50
// B006: [inDivergent],  Preds:{B004},  Succs:{B007}
_0_016:
        endif (16|M0)                        _mandelbrot_k0_2_cf                                     // $47
L664:
        mov (16|M0)              r111.0<1>:f   r18.0<8;8,1>:f                   {Compacted}          // $52
// B007: [inDivergent],  Preds:{B006},  Succs:{B004}
_mandelbrot_k0_2_cf:
        while (16|M0)                        _0_015                                                  // $53
// B008: [inDivergent],  Preds:{B005, B002},  Succs:{B009}
_0_014:
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<8;8,1>:d     r5.4<0;1,0>:uw                      // $57
        math.iqot (8|M0)         r24.0<1>:d    r120.0<8;8,1>:d   r5.4<0;1,0>:d    {Compacted}        // $64
        math.iqot (8|M8)         r25.0<1>:d    r121.0<8;8,1>:d   r5.4<0;1,0>:d    {Compacted}        // $55
        mach (8|M0)              null<1>:d     r9.0<8;8,1>:d     r5.2<0;1,0>:d    {AccWrEn,Compacted} // $58
        mov (8|M0)               r103.0<1>:d   acc0.0<8;8,1>:d                                       // $58
(W)     mul (8|M0)               acc0.0<1>:d   r10.0<8;8,1>:d    r5.4<0;1,0>:uw                      // $57
        mov (16|M0)              r26.0<1>:ud   r24.0<4;1,0>:ub                                       // $60
        mach (8|M8)              null<1>:d     r10.0<8;8,1>:d    r5.2<0;1,0>:d    {AccWrEn,Compacted} // $58
        mov (8|M8)               r104.0<1>:d   acc0.0<8;8,1>:d                                       // $58
        add (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $58
        add (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   r5.5<0;1,0>:d    {Compacted}        // $59
        sends (16|M0)            null:w   r103    r26     0x8A            0x04030100           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $62
// B009: Preds:{B000, B008},  Succs:{B010}
_mandelbrot_k0_0_cf:
        endif (16|M0)                        _0_010                                                  // $13
// B010: Preds:{B009},  Succs:{}
_0_010:
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $64
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $64
// Bank Conflict Statistics: 
// -- GOOD: 6
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
