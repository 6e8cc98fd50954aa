//.kernel bindless
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 38
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r120.0)
//.declare P01 (64)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (65)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0056 (66)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0057 (67)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0060 (70)  rf=r size=128 type=f align=16 words (r113.0)
//.declare V0061 (71)  rf=r size=128 type=f align=16 words (r16.0)
//.declare  (73)  rf=r size=160 type=ud align=16 words (r108.0)
//.declare  (76)  rf=r size=160 type=ud align=16 words (r20.0)
//.declare V0064 (78)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0065 (79)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0067 (81)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0068 (82)  rf=r size=64 type=f align=16 words (r103.0)
//.declare  (83)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (84)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (89)  rf=r size=160 type=ud align=16 words (r30.0)
//.declare  (90)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (92)  rf=r size=160 type=ud align=16 words (r98.0)
//.declare  (93)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (95)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.0)
//.declare  (96)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.0)
//.declare  (97)  rf=r size=4 type=ud alias=V0035+0 align=2 words (r8.2)
//.declare  (98)  rf=r size=4 type=ud alias=V0035+0 align=2 words (r8.2)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0043    | :w x 16  |     32 | r4       | general    |
// | V0044    | :w x 16  |     32 | r5       | general    |
// | V0045    | :w x 16  |     32 | r6       | general    |
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0039    | :d x 3   |     12 | r8+16    | general    |
// | V0046    | :d       |      4 | r8+28    | general    |
// +----------+----------+--------+----------+------------+


vISA asm emission: failed to re-decode binary for asm output
ERROR: PC[0x100] error decoding instruction
ERROR: PC[0x118] error decoding instruction
ERROR: PC[0x1C8] error decoding instruction
ERROR: PC[0x1D8] error decoding instruction

// B000: Preds:{},  Succs:{B001}
_bindless_k0_0_:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<8;8,1>:ud                   {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     add (1|M0)               a0.0<1>:ud    r8.0<0;1,0>:ud    0xC:ud              {Compacted}     // $31
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r8.7<0;1,0>:d     0:w                                 // $11
(W)     mov (1|M0)               r3.2<1>:ud    0xC000:ud                                             // $22
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r8.7<0;1,0>:d     0:w                                 // $12
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        mov (16|M0)              r109.0<1>:f   0x0:f                                                 // $19
(W)     mov (8|M0)               r108.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $22
        add (16|M0)   (lt)f0.0   r9.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)  (lt)f0.0   r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        mov (16|M16)             r21.0<1>:f    0x0:f                                                 // $23
(W)     mov (8|M0)               r20.0<1>:ud   r3.0<8;8,1>:ud                   {Compacted}          // $26
        shl (16|M0)              r106.0<1>:d   r9.0<8;8,1>:d     2:w                                 // $27
        shl (16|M16)             r25.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $28
        mov (16|M0)              r11.0<1>:f    r9.0<8;8,1>:d                    {Compacted}          // $9
        mov (16|M16)             r120.0<1>:f   r122.0<8;8,1>:d                                       // $10
        illegal                 // OP[]33?:    33 00 80 00 68 00 80 23  40 0d 00 00 fc 5e 20 04: GED error decoding instruction // $31
(W)     mov (8|M0)               r30.0<1>:ud   0x0:ud                              {Compacted}       // $38
        illegal                 // OP[]33?:    33 20 80 00 68 00 e0 2c  20 03 00 00 fc 5e 20 04: GED error decoding instruction // $33
(~f0.0) sel (16|M0)              r13.0<1>:f    r11.0<8;8,1>:f    0xBF800000:f                        // $15
(~f0.0) sel (16|M16)             r118.0<1>:f   r120.0<8;8,1>:f   0xBF800000:f                        // $16
        mov (16|M0)              r31.0<1>:d    r106.0<8;8,1>:d                  {Compacted}          // $38
(W)     add (1|M0)               a0.0<1>:ud    r8.2<0;1,0>:ud    0xA:ud              {Compacted}     // $38
(f1.0)  sel (16|M0)              r111.0<1>:f   r11.0<8;8,1>:f    r13.0<8;8,1>:f                      // $17
(f1.0)  sel (16|M16)             r23.0<1>:f    r120.0<8;8,1>:f   r118.0<8;8,1>:f                     // $18
(W)     mov (8|M0)               r98.0<1>:ud   0x0:ud                              {Compacted}       // $40
        mov (16|M16)             r99.0<1>:d    r25.0<8;8,1>:d                                        // $40
        send (16|M0)             r113:w   r108:f  0x2            0x0A4C2000           // wr:5h+0, rd:4; sampler; simd16 sample override LOD using sampler index 0 // $22
        send (16|M16)            r16:w    r20:f   0x2            0x0A4C2000           // wr:5h+0, rd:4; sampler; simd16 sample override LOD using sampler index 0 // $26
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $41
        mad (16|M0)              r33.0<1>:f    r115.0<2;1>:f     r28.0<2;1>:f      r113.0<1>:f      {Compacted} // $34 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r101.0<1>:f   r18.0<2;1>:f      r103.0<2;1>:f     r16.0<1>:f       {Compacted} // $35 {0=EL, 1=OH, 2=EL, BC=GOOD}
        illegal                 // OP[]33?:    33 00 80 00 60 00 00 20  c0 03 00 00 fc 09 0b 0a: GED error decoding instruction // $38
        illegal                 // OP[]33?:    33 20 80 00 60 00 00 20  40 0c 00 00 fc 09 0b 0a: GED error decoding instruction // $40
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $41
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
