//.kernel igc_tsc
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 37
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r2.0)
//.declare V0042 (50)  rf=r size=64 type=d align=16 words (r125.0)
//.declare V0043 (51)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0044 (52)  rf=r size=8 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=8 type=ud alias=V0044+0 align=2 words (r3.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0048 (56)  rf=r size=64 type=ud alias=V0047+0 align=16 words (r7.0)
//.declare V0049 (57)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=64 type=f align=16 words (r122.0)
//.declare P01 (59)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0052 (61)  rf=r size=4 type=f align=2 words (r121.0)
//.declare V0053 (62)  rf=r size=4 type=f align=2 words (r5.0)
//.declare V0054 (63)  rf=r size=4 type=d align=2 words (r120.0)
//.declare V0055 (64)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0056 (65)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P02 (67)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0058 (68)  rf=r size=4 type=ud alias=V0054+0 align=2 words (r120.0)
//.declare P03 (69)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0059 (70)  rf=r size=8 type=d align=2 words (r117.0)
//.declare V0060 (71)  rf=r size=8 type=ud alias=V0059+0 align=2 words (r117.0)
//.declare  (73)  rf=r size=128 type=ud align=16 words (r14.0)
//.declare V0062 (74)  rf=r size=4 type=d align=2 words (r116.0)
//.declare  (76)  rf=r size=128 type=ud align=16 words (r18.0)
//.declare V0064 (77)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0065 (78)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0066 (79)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (80)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0064    | :uq      |      8 | r5       | general    |
// | V0065    | :uq      |      8 | r5+8     | general    |
// | V0066    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r125.0<1>:d   r1.0<16;16,1>:uw                                      // $3
        add (16|M0)              r125.0<1>:d   r2.0<0;1,0>:d     r125.0<8;8,1>:d  {Compacted}        // $4
        add (16|M0)              r125.0<1>:d   r125.0<8;8,1>:d   r4.0<0;1,0>:d    {Compacted}        // $5
(W)     mov (1|M0)               r3.0<1>:ud    tm0.0<0;1,0>:ud                  {Compacted}          // $6
(W)     mov (1|M0)               r3.1<1>:ud    tm0.1<0;1,0>:ud                                       // $7
        shl (16|M0)              r7.0<1>:d     r125.0<8;8,1>:d   2:w                                 // $9
(W)     mov (1|M0)               r124.0<1>:d   r3.0<0;1,0>:d                    {Compacted}          // $8
        send (16|M0)             r10:w    r7:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $11
        mul (16|M0)              r122.0<1>:f   r10.0<8;8,1>:f    0x40800000:f                        // $12
        mov (16|M0)   (gt)f0.0   null<1>:d     r122.0<8;8,1>:f                                       // $13
(f0.0)  if (16|M0)                           _igc_tsc_k0_0_cf  _igc_tsc_k0_0_cf                      // $15
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
(W)     mov (1|M0)               r121.0<1>:f   0x3F000000:f                                          // $17
(W)     mov (1|M0)               r5.0<1>:f     0x3F800000:f                                          // $18
(W)     mov (1|M0)               r120.0<1>:d   0:w                                                   // $19
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_009:
        mad (16|M0)              r10.0<1>:f    r5.0<0;0>:f       r121.0<0;0>:f     r10.0<1>:f       {Compacted} // $21 {0=OL, 1=OH, 2=EL, BC=GOOD}
(W)     add (1|M0)               r9.0<1>:d     r120.0<0;1,0>:d   1:w                                 // $22
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r120.0<0;1,0>:ud  0x1F:uw                             // $25
        mul (16|M0)              r118.0<1>:f   r10.0<8;8,1>:f    0x40800000:f                        // $23
        mov (16|M0)              r12.0<1>:d    r118.0<8;8,1>:f                  {Compacted}          // $24
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}        // $26
(~f0.1) break (16|M0)                        _igc_tsc_k0_2_cf  _igc_tsc_k0_2_cf                      // $28
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
(W)     mov (1|M0)               r120.0<1>:d   r9.0<0;1,0>:d                    {Compacted}          // $30
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_igc_tsc_k0_2_cf:
        while (16|M0)                        _0_009                                                  // $31
// B005: Preds:{B000, B002},  Succs:{B006}
_igc_tsc_k0_0_cf:
        endif (16|M0)                        _0_007                                                  // $15
// B006: Preds:{B005},  Succs:{}
_0_007:
(W)     mov (1|M0)               r117.0<1>:ud  tm0.0<0;1,0>:ud                  {Compacted}          // $33
(W)     mov (1|M0)               r117.1<1>:ud  tm0.1<0;1,0>:ud                                       // $34
(W)     add (1|M0)               r116.0<1>:d   r117.0<0;1,0>:d   -r124.0<0;1,0>:d {Compacted}        // $38
        mov (16|M0)              r14.0<1>:ud   r7.0<8;8,1>:ud                   {Compacted}          // $37
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $37
        mov (16|M0)              r18.0<1>:ud   r7.0<8;8,1>:ud                   {Compacted}          // $41
        mov (16|M0)              r20.0<1>:d    r116.0<0;1,0>:d                  {Compacted}          // $39
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $42
        send (16|M0)             null:w   r14:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $37
        send (16|M0)             null:w   r18:f   0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $41
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $42
// Bank Conflict Statistics: 
// -- GOOD: 1
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
