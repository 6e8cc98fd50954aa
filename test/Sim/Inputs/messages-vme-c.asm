// VME messages on the image_nosampler kernel's surfaces, used for their
// binding table: BTI 0 source, BTI 1 the output buffer, BTI 2 and 3 the
// backward and forward references (48x48 luma, see vme-images.py): with
// reference ids forward 1, backward 0 (M1.6 = 0x01010101) they sit at
// BTI 0 + 1 + 2*1 and 0 + 2 + 2*0. Each response (7 GRFs, prefilled with
// 0xAA bytes) is stored at out[256*k]; macroblock (16,16):
//  0: IME dual reference, 8x16 only: left half forward, right backward
//  1: as 0 with the unidirectional mix disabled (M1.1[28]): all forward
//  2: SIC 8x8 forward skip at (4,-4), ids 0x01 in every quadrant
//  3: SIC 16x16 bidirectional skip, forward (4,-4), backward (-8,0),
//     BiWeight 16
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
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF8FFF8:ud
(W)     mov (1|M0)               r10.1<1>:ud  0xFFF8FFF8:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7B000700:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x20200000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x22221010:ud
(W)     mov (1|M0)               r11.6<1>:ud  0x01010101:ud
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
(W)     sends (8|M0)             null:ud  r5      r20     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    32:ud
(W)     sends (8|M0)             null:ud  r5      r21     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    64:ud
(W)     sends (8|M0)             null:ud  r5      r22     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    96:ud
(W)     sends (8|M0)             null:ud  r5      r23     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    128:ud
(W)     sends (8|M0)             null:ud  r5      r24     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    160:ud
(W)     sends (8|M0)             null:ud  r5      r25     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    192:ud
(W)     sends (8|M0)             null:ud  r5      r26     0x4C            0x02026E01
// k=1
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF8FFF8:ud
(W)     mov (1|M0)               r10.1<1>:ud  0xFFF8FFF8:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7B000700:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x20200000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x10000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x22221010:ud
(W)     mov (1|M0)               r11.6<1>:ud  0x01010101:ud
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
(W)     sends (8|M0)             null:ud  r5      r30     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    288:ud
(W)     sends (8|M0)             null:ud  r5      r31     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    320:ud
(W)     sends (8|M0)             null:ud  r5      r32     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    352:ud
(W)     sends (8|M0)             null:ud  r5      r33     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    384:ud
(W)     sends (8|M0)             null:ud  r5      r34     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    416:ud
(W)     sends (8|M0)             null:ud  r5      r35     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    448:ud
(W)     sends (8|M0)             null:ud  r5      r36     0x4C            0x02026E01
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
(W)     mov (1|M0)               r40.3<1>:ud  0x00004000:ud
(W)     mov (1|M0)               r41.0<1>:ud  0x00000001:ud
(W)     mov (1|M0)               r41.6<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r41.7<1>:ud  0x55000007:ud
(W)     mov (1|M0)               r45.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r44.0<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.2<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.4<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.6<1>:ud  0xFFFC0004:ud
(W)     mov (8|M0)               r50.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r51.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r52.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r53.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r54.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r55.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r56.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r50:uw   r40     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    512:ud
(W)     sends (8|M0)             null:ud  r5      r50     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    544:ud
(W)     sends (8|M0)             null:ud  r5      r51     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    576:ud
(W)     sends (8|M0)             null:ud  r5      r52     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    608:ud
(W)     sends (8|M0)             null:ud  r5      r53     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    640:ud
(W)     sends (8|M0)             null:ud  r5      r54     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    672:ud
(W)     sends (8|M0)             null:ud  r5      r55     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    704:ud
(W)     sends (8|M0)             null:ud  r5      r56     0x4C            0x02026E01
// k=3
(W)     mov (8|M0)               r40.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r41.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r42.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r43.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r44.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r45.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r46.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r47.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r40.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r41.0<1>:ud  0x00000001:ud
(W)     mov (1|M0)               r41.1<1>:ud  0x00100000:ud
(W)     mov (1|M0)               r41.6<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r41.7<1>:ud  0x03000007:ud
(W)     mov (1|M0)               r45.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r44.0<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.1<1>:ud  0x0000FFF8:ud
(W)     mov (8|M0)               r50.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r51.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r52.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r53.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r54.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r55.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r56.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r50:uw   r40     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    768:ud
(W)     sends (8|M0)             null:ud  r5      r50     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    800:ud
(W)     sends (8|M0)             null:ud  r5      r51     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    832:ud
(W)     sends (8|M0)             null:ud  r5      r52     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    864:ud
(W)     sends (8|M0)             null:ud  r5      r53     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    896:ud
(W)     sends (8|M0)             null:ud  r5      r54     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    928:ud
(W)     sends (8|M0)             null:ud  r5      r55     0x4C            0x02026E01
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    960:ud
(W)     sends (8|M0)             null:ud  r5      r56     0x4C            0x02026E01
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
