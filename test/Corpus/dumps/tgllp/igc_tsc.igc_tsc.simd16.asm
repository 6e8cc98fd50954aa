//.kernel igc_tsc
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 50
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=8 type=d align=2 words (r3.1)
//.declare V0048 (56)  rf=r size=8 type=ud alias=V0047+0 align=2 words (r3.1)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r3.3)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r9.0)
//.declare V0052 (60)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r13.0)
//.declare P01 (62)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0055 (64)  rf=r size=4 type=f align=2 words (r6.3)
//.declare V0056 (65)  rf=r size=4 type=f align=2 words (r3.4)
//.declare V0057 (66)  rf=r size=4 type=d align=2 words (r3.5)
//.declare V0058 (67)  rf=r size=4 type=d align=2 words (r3.6)
//.declare V0059 (68)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r17.0)
//.declare P02 (70)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0061 (71)  rf=r size=4 type=ud alias=V0057+0 align=2 words (r3.5)
//.declare P03 (72)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0062 (73)  rf=r size=8 type=d align=2 words (r5.0)
//.declare V0063 (74)  rf=r size=8 type=ud alias=V0062+0 align=2 words (r5.0)
//.declare V0065 (76)  rf=r size=4 type=d align=2 words (r3.7)
//.declare V0066 (77)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0067 (78)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0068 (79)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0069 (80)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (82)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare  (83)  rf=r size=4 type=ud align=2 words (r5.2) Input_Output
//.declare  (84)  rf=r size=8 type=ud align=2 words (r5.3) Input_Output
//.declare  (85)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (86)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (87)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (88)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (89)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (90)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (91)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0067    | :uq      |      8 | r5       | general    |
// | V0068    | :uq      |      8 | r5+8     | general    |
// | V0069    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}     // $2
        mov (16|M0)              r7.0<1>:d     r1.0<16;16,1>:uw                                      // $3
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}        // $3
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r7.0<8;8,1>:d    {Compacted,@1}     // $4
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}     // $5
(W)     mov (1|M0)               r3.1<1>:ud    tm0.0<0;1,0>:ud                  {Compacted,@1}       // $6
(W)     mov (1|M0)               r3.2<1>:ud    tm0.1<0;1,0>:ud                  {@1}                 // $7
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@1}    // $9
(W)     mov (1|M0)               r3.3<1>:f     r3.1<0;1,0>:f                    {@3}                 // $8
        send.dc1 (16|M0)         r11      r9      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $11
        mul (16|M0)              r13.0<1>:f    r11.0<8;8,1>:f    0x40800000:f               {Compacted,$0.dst} // $12
        mov (16|M0)   (gt)f0.0   null<1>:d     r13.0<8;8,1>:f                   {@1}                 // $13
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $15
(f0.0)  if (16|M0)                           _igc_tsc_k0_0_cf  _igc_tsc_k0_0_cf                      // $15
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
(W)     mov (1|M0)               r6.3<1>:f     0x3F000000:f                               {Compacted} // $17
(W)     mov (1|M0)               r3.4<1>:f     0x3F800000:f                               {Compacted} // $18
(W)     mov (1|M0)               r3.5<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $19
// B002: [NoMaskWA],  [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_009:
(W)     mov (1|M0)               r5.6<1>:uw    f0.0<0;1,0>:uw                   {Compacted}          // $22
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $22
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $22
        mad (16|M0)              r11.0<1>:f    r3.4<0;0>:f       r11.0<8;1>:f      r6.3<0>:f        {@5} // $21
(W)     mov (1|M0)               r5.4<1>:uw    f0.1<0;1,0>:uw                                        // $25
        mul (16|M0)              r15.0<1>:f    r11.0<8;8,1>:f    0x40800000:f               {Compacted,@2} // $23
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r3.5<0;1,0>:ud    0x1F:uw              {@7}           // $25
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r5.4<0;1,0>:uw                   {@3}                 // $26
(W&f0.0.any16h) add (1|M0)       r3.6<1>:d     r3.5<0;1,0>:d     1:w                                 // $22
        mov (16|M0)              r17.0<1>:d    r15.0<8;8,1>:f                   {Compacted,@4}       // $24
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r3.6<0;1,0>:d     r17.0<8;8,1>:d   {@1}               // $26
(W)     mov (1|M0)               f0.0<1>:uw    r5.6<0;1,0>:uw                   {@7}                 // $26
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $28
(~f0.1) break (16|M0)                        _igc_tsc_k0_2_cf  _igc_tsc_k0_2_cf                      // $28
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
(W)     mov (1|M0)               r5.6<1>:uw    f0.0<0;1,0>:uw                   {Compacted}          // $30
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $30
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $30
(W&f0.0.any16h) mov (1|M0)       r3.5<1>:f     r3.6<0;1,0>:f                                         // $30
(W)     mov (1|M0)               f0.0<1>:uw    r5.6<0;1,0>:uw                   {@4}                 // 
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003},  Succs:{B002}
_igc_tsc_k0_2_cf:
        while (16|M0)                        _0_009                                                  // $31
// B005: Preds:{B000, B002},  Succs:{B006}
_igc_tsc_k0_0_cf:
        endif (16|M0)                        _0_007                                                  // $15
// B006: Preds:{B005},  Succs:{}
_0_007:
(W)     mov (1|M0)               r5.0<1>:ud    tm0.0<0;1,0>:ud                  {Compacted,@1}       // $33
(W)     mov (1|M0)               r5.1<1>:ud    tm0.1<0;1,0>:ud                  {Compacted,@1}       // $34
(W)     add (1|M0)               r3.7<1>:d     r5.0<0;1,0>:d     -r3.3<0;1,0>:d   {@1}               // $38
        send.dc1 (16|M0)         null     r9      r11     0x80            0x04025E01           {$1} // wr:2+2, rd:0; untyped surface write with x // $37
        mov (16|M0)              r19.0<1>:f    r3.7<0;1,0>:f                    {Compacted,@1}       // $39
        send.dc1 (16|M0)         null     r9      r19     0x80            0x04025E02           {@1,$2} // wr:2+2, rd:0; untyped surface write with x // $41
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $42
(W)     send.dc0 (8|M0)          r21      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing // $42
(W)     mov (8|M0)               null<1>:ud    r21.0<8;8,1>:ud                  {$3.dst}             //  memory fence commit; $42
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $42


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 61
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
