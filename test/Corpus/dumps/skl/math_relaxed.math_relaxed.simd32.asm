//.kernel math_relaxed
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -finiteMathOnly -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 50
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r122.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0069 (77)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0074 (82)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0075 (83)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0076 (84)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0077 (85)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0079 (87)  rf=r size=64 type=f align=16 words (r95.0)
//.declare V0080 (88)  rf=r size=64 type=f align=16 words (r93.0)
//.declare V0081 (89)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0082 (90)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0083 (91)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0084 (92)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0085 (93)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0086 (94)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0087 (95)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (96)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0084    | :uq      |      8 | r8       | general    |
// | V0085    | :uq      |      8 | r8+8     | general    |
// | V0086    | :uq      |      8 | r8+16    | general    |
// | V0087    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (1|M0)               r6.0<1>:f     0x3F317218:f                                          // $49
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $58
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2:w                                 // $10
        send (16|M0)             r119:w   r10     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        send (16|M16)            r117:w   r122    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
        send (16|M0)             r12:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M0)             r16:w    r10     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $20
        send (16|M16)            r14:w    r122    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r115:w   r122    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $22
        add (16|M0)              r109.0<1>:f   r119.0<8;8,1>:f   0x40000000:f                        // $29
        add (16|M16)             r107.0<1>:f   r117.0<8;8,1>:f   0x40000000:f                        // $30
        add (16|M0)              r30.0<1>:f    (abs)r119.0<8;8,1>:f  0x3F800000:f                    // $41
        lrp (16|M0)              r18.0<1>:f    r16.0<2;1>:f      r119.0<2;1>:f     r12.0<1>:f       {Compacted} // $23 {0=EL, 1=OH, 2=EL, BC=GOOD}
        lrp (16|M0)              r20.0<1>:f    r16.0<2;1>:f      r12.0<2;1>:f      r119.0<1>:f      {Compacted} // $25 {0=EL, 1=EL, 2=OH, BC=GOOD}
        lrp (16|M16)             r113.0<1>:f   r115.0<2;1>:f     r117.0<2;1>:f     r14.0<1>:f       {Compacted} // $24 {0=OH, 1=OH, 2=EL, BC=GOOD}
        lrp (16|M16)             r111.0<1>:f   r115.0<2;1>:f     r14.0<2;1>:f      r117.0<1>:f      {Compacted} // $26 {0=OH, 1=EL, 2=OH, BC=GOOD}
        math.inv (16|M0)         r109.0<1>:f   r109.0<8;8,1>:f                  {Compacted}          // $31
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $27
        math.inv (16|M16)        r107.0<1>:f   r107.0<8;8,1>:f                                       // $32
        add (16|M16)             r113.0<1>:f   r113.0<8;8,1>:f   r111.0<8;8,1>:f                     // $28
        mul (16|M0)              r103.0<1>:f   r16.0<8;8,1>:f    0x3FB8AA3B:f                        // $37
        mad (16|M0)              r22.0<1>:f    r18.0<2;1>:f      r12.0<2;1>:f      r109.0<1>:f      {Compacted} // $33 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mul (16|M16)             r28.0<1>:f    r115.0<8;8,1>:f   0x3FB8AA3B:f                        // $38
        mad (16|M16)             r105.0<1>:f   r113.0<2;1>:f     r14.0<2;1>:f      r107.0<1>:f      {Compacted} // $34 {0=OH, 1=EL, 2=OH, BC=GOOD}
        math.sin (16|M0)         r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $35
        add (16|M16)             r97.0<1>:f    (abs)r117.0<8;8,1>:f  0x3F800000:f                    // $42
        math.exp (16|M0)         r101.0<1>:f   r103.0<8;8,1>:f                  {Compacted}          // $39
        math.sqt (16|M0)         r32.0<1>:f    (abs)r22.0<8;8,1>:f              {Compacted}          // $45
        math.sin (16|M16)        r26.0<1>:f    r14.0<8;8,1>:f                                        // $36
        math.exp (16|M16)        r99.0<1>:f    r28.0<8;8,1>:f                                        // $40
        math.sqt (16|M16)        r91.0<1>:f    (abs)r105.0<8;8,1>:f                                  // $46
        mad (16|M0)              r32.0<1>:f    r32.0<2;1>:f      r24.0<2;1>:f      r101.0<1>:f      {Compacted} // $47 {0=EL, 1=EL, 2=OH, BC=GOOD}
        math.log (16|M0)         r95.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $43
        math.log (16|M16)        r93.0<1>:f    r97.0<8;8,1>:f                                        // $44
        mad (16|M16)             r91.0<1>:f    r91.0<2;1>:f      r26.0<2;1>:f      r99.0<1>:f       {Compacted} // $48 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r32.0<1>:f    r32.0<2;1>:f      r95.0<2;1>:f      r6.0<0>:f        {Compacted} // $50 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r91.0<1>:f    r91.0<2;1>:f      r93.0<2;1>:f      r6.0<0>:f        {Compacted} // $51 {0=OH, 1=OH, 2=EL, BC=GOOD}
        add (16|M0)              r32.0<1>:f    r22.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $52
        add (16|M16)             r91.0<1>:f    r105.0<8;8,1>:f   r91.0<8;8,1>:f                      // $53
        sends (16|M0)            null:w   r10     r32     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $55
        sends (16|M16)           null:w   r122    r91     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $57
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $58
// Bank Conflict Statistics: 
// -- GOOD: 10
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
