//.kernel bindless
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 35
//.RA type	TRIVIAL_BC_RA

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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r17.0)
//.declare P01 (66)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (67)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0058 (68)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0059 (69)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0060 (70)  rf=r size=128 type=f align=16 words (r24.0)
//.declare V0061 (71)  rf=r size=128 type=f align=16 words (r28.0)
//.declare  (73)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (75)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare V0062 (76)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0063 (77)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0065 (79)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r8.0)
//.declare V0066 (80)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0067 (81)  rf=r size=64 type=f align=16 words (r39.0)
//.declare  (82)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (83)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare V0068 (84)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0069 (85)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0071 (87)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r8.2)
//.declare  (88)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (89)  rf=a size=4 type=ud align=4 words (a0.0)
//.declare  (90)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (91)  rf=r size=32 type=ud align=16 words (r23.0)

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


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d                       // $5
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r8.7<0;1,0>:d     0:w                                 // $11
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)   (lt)f0.0   r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)  (lt)f0.0   r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {@2}               // $8
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r8.7<0;1,0>:d     0:w                                 // $12
        mov (16|M0)              r15.0<1>:f    r11.0<8;8,1>:d                   {Compacted,@3}       // $9
        mov (16|M16)             r17.0<1>:f    r13.0<8;8,1>:d                   {Compacted,@3}       // $10
(W)     mov (1|M0)               a0.0<1>:ud    0x2:uw                                                // $21
(~f0.0) sel (16|M0)              acc0.0<1>:f   r15.0<8;8,1>:f    0xBF800000:f               {@3}     // $15
(~f0.0) sel (16|M16)             r21.0<1>:f    r17.0<8;8,1>:f    0xBF800000:f               {@3}     // $16
(~f1.0) mov (16|M0)              r15.0<1>:f    acc0.0<8;8,1>:f                                       // $17
(~f1.0) mov (16|M16)             r17.0<1>:f    r21.0<8;8,1>:f                   {@2}                 // $18
        send.smpl (16|M0)        r24      r15     null    a0.0        0x044580FC           {@2,$0} // wr:2+0, rd:4; simd16 sample with lod forced to 0 using sampler index 0 // $21
        send.smpl (16|M16)       r28      r17     null    a0.0        0x044580FC           {@1,$1} // wr:2+0, rd:4; simd16 sample with lod forced to 0 using sampler index 0 // $24
(W)     add (1|M0)               a0.0<1>:ud    r8.0<0;1,0>:ud    0xC:ud                              // $29
        shl (16|M0)              r32.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}       // $25
        shl (16|M16)             r34.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted}       // $26
        send.dc1 (16|M0)         r37      r32     null    a0.0        0x04205EFC           {@2,$2} // wr:2+0, rd:2; untyped surface read with x // $29
        send.dc1 (16|M16)        r39      r34     null    a0.0        0x04205EFC           {@1,$3} // wr:2+0, rd:2; untyped surface read with x // $31
(W)     add (1|M0)               a0.0<1>:ud    r8.2<0;1,0>:ud    0x8A:ud                             // $36
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $39
        sync.nop                             null                             {Compacted,$2.dst}     // $32
        mad (16|M0)              r41.0<1>:f    r26.0<8;1>:f      r37.0<8;1>:f      r24.0<1>:f       {Compacted,$0.dst} // $32
        sync.nop                             null                             {Compacted,$3.dst}     // $33
        mad (16|M16)             r43.0<1>:f    r30.0<8;1>:f      r39.0<8;1>:f      r28.0<1>:f       {Compacted,$1.dst} // $33
        send.dc0 (16|M0)         null     r32     r41     a0.0        0x040309FC           {@2,$4} // wr:2+a0.0[10:6], rd:0; byte scattering write 32b // $36
        send.dc0 (16|M16)        null     r34     r43     a0.0        0x040309FC           {@1,$5} // wr:2+a0.0[10:6], rd:0; byte scattering write 32b // $38
(W)     send.dc0 (8|M0)          r23      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $39
(W)     mov (8|M0)               null<1>:ud    r23.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $39
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $39


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 49
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
