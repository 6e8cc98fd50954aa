//.kernel igc_sbarrier
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 60
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.5)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r9.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r11.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0057 (65)  rf=r size=32 type=w align=16 words (r17.0)
//.declare V0058 (66)  rf=r size=32 type=w align=16 words (r18.0)
//.declare V0059 (67)  rf=r size=64 type=ud align=16 words (r19.0)
//.declare V0060 (68)  rf=r size=64 type=ud align=16 words (r21.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0057+0 align=16 words (r17.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0058+0 align=16 words (r18.0)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r23.0)
//.declare  (72)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r25.0)
//.declare  (74)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare P01 (75)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (76)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0063 (77)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0064 (78)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0065 (79)  rf=r size=32 type=w align=16 words (r31.0)
//.declare V0066 (80)  rf=r size=32 type=w align=16 words (r32.0)
//.declare V0067 (81)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0068 (82)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0069 (83)  rf=r size=32 type=uw alias=V0065+0 align=16 words (r31.0)
//.declare V0070 (84)  rf=r size=32 type=uw alias=V0066+0 align=16 words (r32.0)
//.declare V0071 (85)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r33.0)
//.declare V0072 (86)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r35.0)
//.declare V0073 (87)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r8.2)
//.declare V0074 (88)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r27.0)
//.declare V0075 (89)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r29.0)
//.declare V0076 (90)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0077 (91)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0078 (92)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare  (96)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r44.0)

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
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0078    | :uq      |      8 | r8       | general    |
// | V0037    | :d x 3   |     12 | r8+8     | general    |
// | V0038    | :d x 3   |     12 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B004}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d                       // $4
        mov (16|M0)              r9.0<1>:d     r1.0<16;16,1>:uw                                      // $5
        mov (16|M16)             r11.0<1>:d    r2.0<16;16,1>:uw                                      // $6
        and (16|M0)              r4.0<1>:w     r1.0<16;16,1>:w   255:w                               // $2
        and (16|M16)             r5.0<1>:w     r2.0<16;16,1>:w   255:w                               // $3
        add (16|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $7
        add (16|M16)             r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d                      // $8
        shl (16|M0)              r17.0<1>:w    r4.0<16;16,1>:w   2:w                                 // $17
        shl (16|M16)             r18.0<1>:w    r5.0<16;16,1>:w   2:w                                 // $18
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d                       // $10
        mov (16|M0)              r19.0<1>:ud   r17.0<16;16,1>:uw                                     // $19
        mov (16|M16)             r21.0<1>:ud   r18.0<16;16,1>:uw                                     // $20
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $12
(W)     and (8|M0)               r23.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $23
        send (16|M0)             r13:w    r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        sends (16|M0)            null:w   r19     r13     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $21
        sends (16|M16)           null:w   r21     r15     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $22
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $23
(W)     send (1|M0)              null     r23     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $23
(W)     and (8|M0)               r24.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $24
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $24
(W)     send (1|M0)              null     r24     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $24
(W)     mov (1|M0)               tm0.4<1>:ud   0x200:uw                              {Switch}        // $25
(W)     wait                                 n0.0<0;1,0>:ud                                          // $26
(W)     wait                                 n0.0<0;1,0>:ud                                          // $27
(W)     send (8|M0)              r25      r3      0xA            0x0219F000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L3 r/w data // $28
(W)     mov (8|M0)               null<1>:ud    r25.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $29
        send (8|M0)              r26      r3      0x2            0x021FF000           // wr:1h+0, rd:1; sampler; simd32/64 sampler cache flush using sampler index 0 // $29
(W)     mov (8|M0)               null<1>:ud    r26.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $30
(W)     mov (1|M0)               f1.0<1>:ud    0xFFFFFFFF:ud                                         // $30
(~f1.0) if (32|M0)                           _0_007            _igc_sbarrier_k0_0_cf                 // $31
// B001: Preds:{B000},  Succs:{B002}
_igc_sbarrier_k0_3_preHeader:
_0_008:
// B002: [inDivergent],  Preds:{B001, B002},  Succs:{B003, B002}
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                                         // $33
(~f0.0) while (32|M0)                        _igc_sbarrier_k0_3_preHeader                            // $34
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_009:
        mov (16|M0)              r27.0<1>:d    0:w                                                   // $36
        mov (16|M16)             r29.0<1>:d    0:w                                                   // $37
        else (32|M0)                         _igc_sbarrier_k0_0_cf  _igc_sbarrier_k0_0_cf            // $31
// B004: [inDivergent],  Preds:{B000},  Succs:{B005}
_0_007:
        add (16|M0)              r31.0<1>:w    r4.0<16;16,1>:w   1:w                                 // $40
        add (16|M16)             r32.0<1>:w    r5.0<16;16,1>:w   1:w                                 // $41
        mov (8|M0)               r41.0<1>:ud   r31.0<8;8,1>:uw                                       // $55
        mov (8|M8)               r42.0<1>:ud   r31.8<8;8,1>:uw                                       // $44
        mov (8|M16)              r43.0<1>:ud   r32.0<8;8,1>:uw                                       // $55
        mov (8|M24)              r44.0<1>:ud   r32.8<8;8,1>:uw                                       // $45
        math.irem (8|M0)         r33.0<1>:ud   r41.0<8;8,1>:ud   r8.2<0;1,0>:ud   {Compacted}        // $55
        math.irem (8|M8)         r34.0<1>:ud   r42.0<8;8,1>:ud   r8.2<0;1,0>:ud   {Compacted}        // $44
        math.irem (8|M16)        r35.0<1>:ud   r43.0<8;8,1>:ud   r8.2<0;1,0>:ud                      // $55
        math.irem (8|M24)        r36.0<1>:ud   r44.0<8;8,1>:ud   r8.2<0;1,0>:ud                      // $45
        shl (16|M0)              r27.0<1>:d    r33.0<8;8,1>:d    2:w                                 // $46
        shl (16|M16)             r29.0<1>:d    r35.0<8;8,1>:d    2:w                                 // $47
// B005: Preds:{B003, B004},  Succs:{B006}
_igc_sbarrier_k0_0_cf:
        endif (32|M0)                        _0_010                                                  // $31
// B006: Preds:{B005},  Succs:{}
_0_010:
        send (16|M0)             r37:w    r27     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $49
        send (16|M16)            r39:w    r29     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $50
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $55
        sends (16|M0)            null:w   r9      r37     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $52
        sends (16|M16)           null:w   r11     r39     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $54
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $55
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
