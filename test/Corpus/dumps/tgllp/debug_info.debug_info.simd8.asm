//.kernel debug_info
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -generateDebugInfo -insertRSDummyMov "
//.instCount 33
//.RA type	GRAPH_COLORING_RR_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.3)
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r5.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r5.5)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0049 (57)  rf=r size=32 type=ud alias=V0048+0 align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=32 type=f align=16 words (r6.0)
//.declare P01 (59)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0051 (60)  rf=r size=4 type=d align=2 words (r2.1)
//.declare V0052 (61)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0053 (62)  rf=r size=32 type=ud alias=V0052+0 align=16 words (r4.0)
//.declare V0054 (63)  rf=r size=32 type=f align=16 words (r7.0)
//.declare V0055 (64)  rf=r size=32 type=f align=16 words (r11.0)
//.declare V0056 (65)  rf=r size=32 type=f align=16 words (r10.0)
//.declare V0057 (66)  rf=r size=32 type=f align=16 words (r9.0)
//.declare P02 (67)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0058 (68)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0059 (69)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0060 (70)  rf=r size=32 type=f align=16 words (r13.0)
//.declare V0061 (71)  rf=r size=4 type=f align=2 words (r2.0)
//.declare  (72)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare  (74)  rf=r size=8 type=ud align=4 words (r2.2)
//.declare  (75)  rf=r size=4 type=ud align=16 words
//.declare  (76)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (77)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (78)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (79)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0037    | :d x 8   |     32 | r4       | general    |
// | V0058    | :uq      |      8 | r5       | general    |
// | V0059    | :uq      |      8 | r5+8     | general    |
// | V0034    | :d       |      4 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r5+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B004}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1

// File: /tmp/visa-corpus-work/src/debug_info.cl

// Line 10:  size_t i = get_global_id(0);
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $7
(W)     mach (1|M0)              r5.0<1>:d     r5.5<0;1,0>:d     r3.1<0;1,0>:d                       // $9

// Line 12:  for (int k = 1; k < n; k++)
(W)     cmp (8|M0)    (gt)f0.0   null<1>:d     r5.4<0;1,0>:d     1:w                                 // $18

// Line 10:  size_t i = get_global_id(0);
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}     // $9
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d                       // $10

// Line 11:  float acc = in[i];
        shl (8|M0)               r12.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@1}    // $13
        send.dc1 (8|M0)          r6       r12     null    0x0            0x02106E00           {@1,$0} // wr:1+0, rd:1; untyped surface read with x // $15

// Line 12:  for (int k = 1; k < n; k++)
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $19
(f0.0)  if (8|M0)                            _debug_info_k0_2_cf  _debug_info_k0_2_cf                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
(W)     mov (1|M0)               r2.1<1>:f     0x1:f                                                 //  (0x00000001:f); $21
// B002: [CALL],  [inDivergent],  Preds:{B003, B001},  Succs:{B006}
_0_009:

// Line 13:  acc = smooth(acc, in[i + k]);
        add (8|M0)               acc0.0<1>:d   r8.0<8;8,1>:d     r2.1<0;1,0>:d    {@1}               // $25
        mov (8|M0)               r11.0<1>:f    r6.0<8;8,1>:f                    {Compacted,$0.dst}   // $29
        shl (8|M0)               r4.0<1>:d     acc0.0<8;8,1>:d   2:w                                 // $26
        send.dc1 (8|M0)          r7       r4      null    0x0            0x02106E00           {@1,$1} // wr:1+0, rd:1; untyped surface read with x // $28
        mov (8|M0)               r10.0<1>:f    r7.0<8;8,1>:f                    {Compacted,$1.dst}   // $30
        call (8|M0)              r2.2          smooth                           {@1}                 // $31
// B003: [RETURN],  [inDivergent],  Preds:{B006},  Succs:{B004, B002}
_debug_info_k0_0_:

// Line 12:  for (int k = 1; k < n; k++)
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w               {Compacted}       // $35

// Line 13:  acc = smooth(acc, in[i + k]);
        mov (8|M0)               r6.0<1>:f     r9.0<8;8,1>:f                    {Compacted}          // $32

// Line 12:  for (int k = 1; k < n; k++)
(W)     cmp (8|M0)    (lt)f0.1   null<1>:d     r2.1<0;1,0>:d     r5.4<0;1,0>:d    {@2}               // $38
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $39
(f0.1)  while (8|M0)                         _0_009                                                  // $39
// B004: Preds:{B000, B003},  Succs:{B005}
_debug_info_k0_2_cf:
        endif (8|M0)                         _0_007                                                  // $19
// B005: Preds:{B004},  Succs:{}
_0_007:

// Line 14:  out[i] = acc;
        send.dc1 (8|M0)          null     r12     r6      0x40            0x02026E01           {@5,$0} // wr:1+1, rd:0; untyped surface write with x // $43

// Line 15:  }
(W)     mov (8|M0)               r112.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $45

// Line 7:  return a * 0.75f + b * 0.25f;
(W)     send.dc0 (8|M0)          r14      r3      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing // $53

// Line 15:  }
(W)     mov (8|M0)               null<1>:ud    r14.0<8;8,1>:ud                  {$2.dst}             //  memory fence commit; $45
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $45
// B006: [INIT,EXIT],  [inDivergent],  Preds:{B002},  Succs:{B003}
smooth:

// Line 7:  return a * 0.75f + b * 0.25f;
        mul (8|M0)               acc0.0<1>:f   r10.0<8;8,1>:f    0x3E800000:f               {Compacted,@7} // $49
(W)     mov (1|M0)               r2.0<1>:f     0x3F400000:f                               {Compacted} // $50
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r11.0<8;1>:f      r2.0<0>:f        {@1} // $51
        ret (8|M0)                           r2.2                             {@1}                   // $53


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 33
//
//.RMWs: 0
//
//.accSubDef: 3
//.accSubUse: 3
//.accSubCandidateDef: 3
//.accSubCandidateUse: 3
