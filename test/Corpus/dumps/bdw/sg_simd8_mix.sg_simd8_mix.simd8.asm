//.kernel sg_simd8_mix
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 30
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.1)
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0046 (54)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=32 type=ud alias=V0046+0 align=16 words (r8.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=q align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=64 type=d alias=V0049+0 align=16 words (r11.0)
//.declare V0051 (59)  rf=r size=32 type=ud alias=V0045+0 align=16 words (r7.0)
//.declare V0052 (60)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=q align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=q align=16 words (r16.0)
//.declare P01 (63)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0058 (67)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V0059 (68)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0061 (70)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0062 (71)  rf=r size=32 type=ud alias=V0058+0 align=16 words (r18.0)
//.declare V0065 (74)  rf=r size=64 type=d alias=V0054+0 align=16 words (r16.0)
//.declare  (75)  rf=r size=96 type=ud align=16 words (r19.0)
//.declare V0066 (76)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0067 (77)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0068 (78)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (80)  rf=r size=16 type=w align=8 words (r22.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0066    | :uq      |      8 | r5       | general    |
// | V0067    | :uq      |      8 | r5+8     | general    |
// | V0068    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// | V0038    | :d x 3   |     12 | r6+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r6.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mul (8|M0)               r18.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw                      // $23
        mov (8|M0)               r22.0<1>:w    0x76543210:v                                          // $21
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $36
        add (8|M0)               r7.0<1>:d     r5.0<0;1,0>:d     r1.0<8;8,1>:uw                      // $4
        add (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r2.0<8;8,1>:uw                      // $25
        add (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        mul (8|M0)               r18.0<1>:d    r6.0<0;1,0>:d     r18.0<8;8,1>:d   {Compacted}        // $26
        shl (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     3:w                                 // $6
        shl (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     2:w                                 // $11
        add (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r1.0<8;8,1>:uw                      // $27
        send (8|M0)              r9:d     r8:f    0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy // $8
        send (8|M0)              r13:d    r7:f    0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $13
        shr (8|M0)               r18.0<1>:d    r18.0<8;8,1>:ud   3:w                                 // $28
        mov (8|M0)               r19.0<1>:ud   r8.0<8;8,1>:ud                   {Compacted}          // $35
        mul (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    100:w                               // $29
        mov (8|M0)               r11.0<2>:d    r9.0<8;8,1>:d                                         // $9
        mul (8|M0)               r14.0<1>:q    r13.0<8;8,1>:d    3:d                                 // $14
        mov (8|M0)               r11.1<2>:d    r10.0<8;8,1>:d                                        // $10
        cmp (8|M0)    (lt)f0.0   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $17
        add (8|M0)               r11.0<1>:q    r11.0<4;4,1>:q    r14.0<4;4,1>:q                      // $15
        shl (8|M0)               r16.0<1>:q    r11.0<4;4,1>:q    2:w                                 // $16
(f0.0)  mov (8|M0)               r16.0<1>:q    -r11.0<4;4,1>:q                                       // $18
        add (8|M0)               r16.0<1>:q    r16.0<4;4,1>:q    r22.0<8;8,1>:w                      // $21
        add (8|M0)               r16.0<1>:q    r16.0<4;4,1>:q    r18.0<8;8,1>:ud                     // $31
        mov (8|M0)               r20.0<1>:d    r16.0<2;1,0>:d                                        // $32
        mov (8|M0)               r21.0<1>:d    r16.1<2;1,0>:d                                        // $33
        send (8|M0)              null     r19:f   0xC            0x06026C02           // wr:3+0, rd:0; hdc.dc1; untyped surface write with xy // $35
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $36
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
