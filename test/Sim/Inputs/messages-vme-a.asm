// VME/CRE messages on the vme_avc kernel's surfaces: BTI 0 source, BTI 1
// reference (48x96 luma, see vme-images.py), BTI 2 the output buffer. Each
// response (7 GRFs, prefilled with 0xAA bytes) is stored at out[256*k]:
//  0: IME, exhaustive single reference, 16x16 only, macroblock (16,16)
//  1: IME, all partitions, macroblock (16,64)
//  2: FBR quarter pel, 16x16 forward, macroblock (16,16), start MV (13,-7)
//  3: SIC skip check, 16x16 forward, skip MV (12,-8), intra disabled
//  4 (at 1024, 11 GRFs): as 0 with stream out: W7 holds the 16x8, 8x16,
//     8x8 and 16x16 distortions and the 16x16 MV, W8 the other MVs
//  5 (at 1536): as 0 with a stream-in record claiming MV (100,100) at
//     distortion 0 for 16x16 (0xFFFF for the other shapes): it wins
//  6, 7 (at 2048, 2304): FBR quarter pel, 16x16 forward, macroblock
//     (16,64) from MV (1,1): 6 H.264 filters, 7 bilinear (M1.7[18])
//  8 (at 2560): IME, all partitions, macroblock (0,0) (no match), the
//     medium MV cost table around (0,0)
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
// k=0
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7E000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r20.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r21.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r22.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r23.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r24.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r25.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r26.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r20:uw   r10     0x8             0x0C784000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0:ud
(W)     sends (8|M0)             null:ud  r5      r20     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    32:ud
(W)     sends (8|M0)             null:ud  r5      r21     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    64:ud
(W)     sends (8|M0)             null:ud  r5      r22     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    96:ud
(W)     sends (8|M0)             null:ud  r5      r23     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    128:ud
(W)     sends (8|M0)             null:ud  r5      r24     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    160:ud
(W)     sends (8|M0)             null:ud  r5      r25     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    192:ud
(W)     sends (8|M0)             null:ud  r5      r26     0x4C            0x02026E02
// k=1
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00400010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r30.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r31.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r32.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r33.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r34.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r35.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r36.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r30:uw   r10     0x8             0x0C784000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    256:ud
(W)     sends (8|M0)             null:ud  r5      r30     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    288:ud
(W)     sends (8|M0)             null:ud  r5      r31     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    320:ud
(W)     sends (8|M0)             null:ud  r5      r32     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    352:ud
(W)     sends (8|M0)             null:ud  r5      r33     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    384:ud
(W)     sends (8|M0)             null:ud  r5      r34     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    416:ud
(W)     sends (8|M0)             null:ud  r5      r35     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    448:ud
(W)     sends (8|M0)             null:ud  r5      r36     0x4C            0x02026E02
// k=2
(W)     mov (8|M0)               r40.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r41.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r42.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r43.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r44.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r45.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r46.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r47.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r40.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r40.3<1>:ud  0x00043000:ud
(W)     mov (4|M0)               r44.0<2>:ud   0xFFF9000D:ud
(W)     mov (4|M0)               r45.0<2>:ud   0xFFF9000D:ud
(W)     mov (4|M0)               r46.0<2>:ud   0xFFF9000D:ud
(W)     mov (4|M0)               r47.0<2>:ud   0xFFF9000D:ud
(W)     mov (8|M0)               r50.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r51.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r52.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r53.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r54.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r55.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r56.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r50:uw   r40     0xD             0x10786000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    512:ud
(W)     sends (8|M0)             null:ud  r5      r50     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    544:ud
(W)     sends (8|M0)             null:ud  r5      r51     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    576:ud
(W)     sends (8|M0)             null:ud  r5      r52     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    608:ud
(W)     sends (8|M0)             null:ud  r5      r53     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    640:ud
(W)     sends (8|M0)             null:ud  r5      r54     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    672:ud
(W)     sends (8|M0)             null:ud  r5      r55     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    704:ud
(W)     sends (8|M0)             null:ud  r5      r56     0x4C            0x02026E02
// k=3
(W)     mov (8|M0)               r60.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r61.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r62.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r63.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r64.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r65.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r66.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r67.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r60.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r61.0<1>:ud  0x00000001:ud
(W)     mov (1|M0)               r61.7<1>:ud  0x01000007:ud
(W)     mov (1|M0)               r64.0<1>:ud  0xFFF8000C:ud
(W)     mov (1|M0)               r65.1<1>:ud  0x00000100:ud
(W)     mov (8|M0)               r70.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r71.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r72.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r73.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r74.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r75.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r76.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r70:uw   r60     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    768:ud
(W)     sends (8|M0)             null:ud  r5      r70     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    800:ud
(W)     sends (8|M0)             null:ud  r5      r71     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    832:ud
(W)     sends (8|M0)             null:ud  r5      r72     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    864:ud
(W)     sends (8|M0)             null:ud  r5      r73     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    896:ud
(W)     sends (8|M0)             null:ud  r5      r74     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    928:ud
(W)     sends (8|M0)             null:ud  r5      r75     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    960:ud
(W)     sends (8|M0)             null:ud  r5      r76     0x4C            0x02026E02
// k=4
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7E000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r20.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r21.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r22.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r23.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r24.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r25.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r26.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r27.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r28.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r29.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r30.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r20:uw   r10     0x8             0x0C98C000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1024:ud
(W)     sends (8|M0)             null:ud  r5      r20     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1056:ud
(W)     sends (8|M0)             null:ud  r5      r21     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1088:ud
(W)     sends (8|M0)             null:ud  r5      r22     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1120:ud
(W)     sends (8|M0)             null:ud  r5      r23     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1152:ud
(W)     sends (8|M0)             null:ud  r5      r24     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1184:ud
(W)     sends (8|M0)             null:ud  r5      r25     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1216:ud
(W)     sends (8|M0)             null:ud  r5      r26     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1248:ud
(W)     sends (8|M0)             null:ud  r5      r27     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1280:ud
(W)     sends (8|M0)             null:ud  r5      r28     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1312:ud
(W)     sends (8|M0)             null:ud  r5      r29     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1344:ud
(W)     sends (8|M0)             null:ud  r5      r30     0x4C            0x02026E02
// k=5
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7E000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r16.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r17.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r16.0<1>:ud  0xFFFFFFFF:ud
(W)     mov (1|M0)               r16.1<1>:ud  0xFFFFFFFF:ud
(W)     mov (1|M0)               r16.2<1>:ud  0xFFFFFFFF:ud
(W)     mov (1|M0)               r16.3<1>:ud  0xFFFFFFFF:ud
(W)     mov (1|M0)               r16.4<1>:ud  0xFFFF0000:ud
(W)     mov (1|M0)               r16.5<1>:ud  0x00640064:ud
(W)     mov (8|M0)               r30.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r31.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r32.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r33.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r34.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r35.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r36.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r30:uw   r10     0x8             0x10794000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1536:ud
(W)     sends (8|M0)             null:ud  r5      r30     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1568:ud
(W)     sends (8|M0)             null:ud  r5      r31     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1600:ud
(W)     sends (8|M0)             null:ud  r5      r32     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1632:ud
(W)     sends (8|M0)             null:ud  r5      r33     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1664:ud
(W)     sends (8|M0)             null:ud  r5      r34     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1696:ud
(W)     sends (8|M0)             null:ud  r5      r35     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1728:ud
(W)     sends (8|M0)             null:ud  r5      r36     0x4C            0x02026E02
// k=6
(W)     mov (8|M0)               r40.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r41.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r42.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r43.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r44.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r45.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r46.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r47.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r40.2<1>:ud  0x00400010:ud
(W)     mov (1|M0)               r40.3<1>:ud  0x00043000:ud
(W)     mov (1|M0)               r41.7<1>:ud  0x00000000:ud
(W)     mov (4|M0)               r44.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r45.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r46.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r47.0<2>:ud   0x00010001:ud
(W)     mov (8|M0)               r50.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r51.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r52.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r53.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r54.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r55.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r56.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r50:uw   r40     0xD             0x10786000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2048:ud
(W)     sends (8|M0)             null:ud  r5      r50     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2080:ud
(W)     sends (8|M0)             null:ud  r5      r51     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2112:ud
(W)     sends (8|M0)             null:ud  r5      r52     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2144:ud
(W)     sends (8|M0)             null:ud  r5      r53     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2176:ud
(W)     sends (8|M0)             null:ud  r5      r54     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2208:ud
(W)     sends (8|M0)             null:ud  r5      r55     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2240:ud
(W)     sends (8|M0)             null:ud  r5      r56     0x4C            0x02026E02
// k=7
(W)     mov (8|M0)               r40.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r41.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r42.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r43.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r44.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r45.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r46.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r47.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r40.2<1>:ud  0x00400010:ud
(W)     mov (1|M0)               r40.3<1>:ud  0x00043000:ud
(W)     mov (1|M0)               r41.7<1>:ud  0x00040000:ud
(W)     mov (4|M0)               r44.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r45.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r46.0<2>:ud   0x00010001:ud
(W)     mov (4|M0)               r47.0<2>:ud   0x00010001:ud
(W)     mov (8|M0)               r50.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r51.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r52.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r53.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r54.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r55.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r56.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r50:uw   r40     0xD             0x10786000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2304:ud
(W)     sends (8|M0)             null:ud  r5      r50     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2336:ud
(W)     sends (8|M0)             null:ud  r5      r51     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2368:ud
(W)     sends (8|M0)             null:ud  r5      r52     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2400:ud
(W)     sends (8|M0)             null:ud  r5      r53     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2432:ud
(W)     sends (8|M0)             null:ud  r5      r54     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2464:ud
(W)     sends (8|M0)             null:ud  r5      r55     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2496:ud
(W)     sends (8|M0)             null:ud  r5      r56     0x4C            0x02026E02
// k=8
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r12.3<1>:ud  0x2B1D1A05:ud
(W)     mov (1|M0)               r12.4<1>:ud  0x39392F2D:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r20.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r21.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r22.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r23.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r24.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r25.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r26.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r20:uw   r10     0x8             0x0C784000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2560:ud
(W)     sends (8|M0)             null:ud  r5      r20     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2592:ud
(W)     sends (8|M0)             null:ud  r5      r21     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2624:ud
(W)     sends (8|M0)             null:ud  r5      r22     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2656:ud
(W)     sends (8|M0)             null:ud  r5      r23     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2688:ud
(W)     sends (8|M0)             null:ud  r5      r24     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2720:ud
(W)     sends (8|M0)             null:ud  r5      r25     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2752:ud
(W)     sends (8|M0)             null:ud  r5      r26     0x4C            0x02026E02
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
