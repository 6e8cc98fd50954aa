// VME/CRE messages on the vme_avc kernel's surfaces: BTI 0 source, BTI 1
// reference (48x64 luma, see vme-images.py), BTI 2 the output buffer. Each
// response (7 GRFs, prefilled with 0xAA bytes) is stored at out[256*k]:
//  0: FBR quarter pel from MV (0,0), macroblock (2,2): the source is the
//     reference ramp moved by (1/4, 1/2)
//  1: SIC intra, all partitions, macroblock (32,16) of constant columns,
//     upper neighbours (the same columns) and left neighbours (200)
//  2: SIC intra, all partitions, macroblock (32,32) of constant rows, left
//     neighbours only (the same rows)
//  3: IME 16x16 on flat pictures, cost centre (8,4), cost table 0, 15 x 7
//  4: as 1 with the 4x4 partition only and HAAR: all vertical
//  5: as 1 with 16x16 only and no neighbours: DC (128), SAD 16 x 1024
//  6-8: 16x16 DC (128) without neighbours on the flat 138 macroblock
//     (0,24): 6 HAAR, 7 AC-only HAAR, 8 SAD
//  9: as 1 with the 8x8 partition only
//  10, 11: 8x8 only and 4x4 only on the noise macroblock (16,18) with all
//     neighbours available: upper (37i+11)&255, left (53j+7)&255, corner 99
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
(W)     mov (8|M0)               r16.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r17.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00020002:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x00043000:ud
(W)     mov (8|M0)               r20.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r21.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r22.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r23.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r24.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r25.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r26.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r20:uw   r10     0xD             0x10786000
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
(W)     mov (8|M0)               r30.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r31.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r32.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r33.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r34.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r35.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r36.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r37.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r30.2<1>:ud  0x00100020:ud
(W)     mov (1|M0)               r31.7<1>:ud  0x00007000:ud
(W)     mov (1|M0)               r35.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r35.2<1>:ud  0x35251505:ud
(W)     mov (1|M0)               r35.3<1>:ud  0x75655545:ud
(W)     mov (1|M0)               r35.4<1>:ud  0xB5A59585:ud
(W)     mov (1|M0)               r35.5<1>:ud  0xF5E5D5C5:ud
(W)     mov (1|M0)               r36.0<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r36.1<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r36.2<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r36.3<1>:ud  0xC8C8C8C8:ud
(W)     mov (8|M0)               r40.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r41.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r42.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r43.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r44.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r45.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r46.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r40:uw   r30     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    256:ud
(W)     sends (8|M0)             null:ud  r5      r40     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    288:ud
(W)     sends (8|M0)             null:ud  r5      r41     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    320:ud
(W)     sends (8|M0)             null:ud  r5      r42     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    352:ud
(W)     sends (8|M0)             null:ud  r5      r43     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    384:ud
(W)     sends (8|M0)             null:ud  r5      r44     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    416:ud
(W)     sends (8|M0)             null:ud  r5      r45     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    448:ud
(W)     sends (8|M0)             null:ud  r5      r46     0x4C            0x02026E02
// k=2
(W)     mov (8|M0)               r50.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r51.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r52.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r53.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r54.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r55.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r56.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r57.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r50.2<1>:ud  0x00200020:ud
(W)     mov (1|M0)               r51.7<1>:ud  0x00006000:ud
(W)     mov (1|M0)               r55.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r55.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r55.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r55.4<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r55.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r56.0<1>:ud  0x33231303:ud
(W)     mov (1|M0)               r56.1<1>:ud  0x73635343:ud
(W)     mov (1|M0)               r56.2<1>:ud  0xB3A39383:ud
(W)     mov (1|M0)               r56.3<1>:ud  0xF3E3D3C3:ud
(W)     mov (8|M0)               r60.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r61.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r62.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r63.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r64.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r65.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r66.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r60:uw   r50     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    512:ud
(W)     sends (8|M0)             null:ud  r5      r60     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    544:ud
(W)     sends (8|M0)             null:ud  r5      r61     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    576:ud
(W)     sends (8|M0)             null:ud  r5      r62     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    608:ud
(W)     sends (8|M0)             null:ud  r5      r63     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    640:ud
(W)     sends (8|M0)             null:ud  r5      r64     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    672:ud
(W)     sends (8|M0)             null:ud  r5      r65     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    704:ud
(W)     sends (8|M0)             null:ud  r5      r66     0x4C            0x02026E02
// k=3
(W)     mov (8|M0)               r70.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r71.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r72.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r73.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r74.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r75.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r70.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r70.2<1>:ud  0x00280010:ud
(W)     mov (1|M0)               r70.3<1>:ud  0x7E000000:ud
(W)     mov (1|M0)               r70.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r71.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r71.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r72.3<1>:ud  0x0F0F0F00:ud
(W)     mov (1|M0)               r72.4<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r73.0<1>:ud  0x00040008:ud
(W)     mov (1|M0)               r73.2<1>:ud  0x00040008:ud
(W)     mov (1|M0)               r73.4<1>:ud  0x00040008:ud
(W)     mov (1|M0)               r73.6<1>:ud  0x00040008:ud
(W)     mov (1|M0)               r74.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r74.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r74.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r74.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r74.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r74.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r74.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r74.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r75.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r75.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r75.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r75.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r75.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r75.5<1>:ud  0xF0F0F0F0:ud
(W)     mov (8|M0)               r80.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r81.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r82.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r83.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r84.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r85.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r86.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r80:uw   r70     0x8             0x0C784000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    768:ud
(W)     sends (8|M0)             null:ud  r5      r80     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    800:ud
(W)     sends (8|M0)             null:ud  r5      r81     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    832:ud
(W)     sends (8|M0)             null:ud  r5      r82     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    864:ud
(W)     sends (8|M0)             null:ud  r5      r83     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    896:ud
(W)     sends (8|M0)             null:ud  r5      r84     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    928:ud
(W)     sends (8|M0)             null:ud  r5      r85     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    960:ud
(W)     sends (8|M0)             null:ud  r5      r86     0x4C            0x02026E02
// k=4
(W)     mov (8|M0)               r90.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r91.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r92.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r93.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r94.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r95.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r96.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r97.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r90.2<1>:ud  0x00100020:ud
(W)     mov (1|M0)               r91.7<1>:ud  0x00007003:ud
(W)     mov (1|M0)               r95.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r95.2<1>:ud  0x35251505:ud
(W)     mov (1|M0)               r95.3<1>:ud  0x75655545:ud
(W)     mov (1|M0)               r95.4<1>:ud  0xB5A59585:ud
(W)     mov (1|M0)               r95.5<1>:ud  0xF5E5D5C5:ud
(W)     mov (1|M0)               r96.0<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r96.1<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r96.2<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r96.3<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r90.3<1>:ud  0x00800000:ud
(W)     mov (8|M0)               r100.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r101.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r102.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r103.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r104.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r105.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r106.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r100:uw  r90     0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1024:ud
(W)     sends (8|M0)             null:ud  r5      r100     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1056:ud
(W)     sends (8|M0)             null:ud  r5      r101     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1088:ud
(W)     sends (8|M0)             null:ud  r5      r102     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1120:ud
(W)     sends (8|M0)             null:ud  r5      r103     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1152:ud
(W)     sends (8|M0)             null:ud  r5      r104     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1184:ud
(W)     sends (8|M0)             null:ud  r5      r105     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1216:ud
(W)     sends (8|M0)             null:ud  r5      r106     0x4C            0x02026E02
// k=5
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00100020:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00000006:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.4<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.0<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x00000000:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1280:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1312:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1344:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1376:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1408:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1440:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1472:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=6
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00180000:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00000006:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.4<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.0<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r110.3<1>:ud  0x00800000:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1536:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1568:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1600:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1632:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1664:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1696:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1728:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=7
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00180000:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00200006:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.4<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.0<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r110.3<1>:ud  0x00800000:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1792:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1824:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1856:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1888:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1920:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1952:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    1984:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=8
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00180000:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00000006:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.4<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.0<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x00000000:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2048:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2080:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2112:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2144:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2176:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2208:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2240:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=9
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00100020:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00007005:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x35251505:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x75655545:ud
(W)     mov (1|M0)               r115.4<1>:ud  0xB5A59585:ud
(W)     mov (1|M0)               r115.5<1>:ud  0xF5E5D5C5:ud
(W)     mov (1|M0)               r116.0<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r116.1<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r116.2<1>:ud  0xC8C8C8C8:ud
(W)     mov (1|M0)               r116.3<1>:ud  0xC8C8C8C8:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2304:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2336:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2368:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2400:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2432:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2464:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2496:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=10
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00120010:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00007C05:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x63000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x7A55300B:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x0EE9C49F:ud
(W)     mov (1|M0)               r115.4<1>:ud  0xA27D5833:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x3611ECC7:ud
(W)     mov (1|M0)               r115.6<1>:ud  0xCAA5805B:ud
(W)     mov (1|M0)               r115.7<1>:ud  0x5E3914EF:ud
(W)     mov (1|M0)               r116.0<1>:ud  0xA6713C07:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x7A4510DB:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x4E19E4AF:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x22EDB883:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2560:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2592:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2624:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2656:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2688:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2720:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2752:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
// k=11
(W)     mov (8|M0)               r110.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r111.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r112.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r113.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r114.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r115.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r116.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r117.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r110.2<1>:ud  0x00120010:ud
(W)     mov (1|M0)               r111.7<1>:ud  0x00007C03:ud
(W)     mov (1|M0)               r115.1<1>:ud  0x63000100:ud
(W)     mov (1|M0)               r115.2<1>:ud  0x7A55300B:ud
(W)     mov (1|M0)               r115.3<1>:ud  0x0EE9C49F:ud
(W)     mov (1|M0)               r115.4<1>:ud  0xA27D5833:ud
(W)     mov (1|M0)               r115.5<1>:ud  0x3611ECC7:ud
(W)     mov (1|M0)               r115.6<1>:ud  0xCAA5805B:ud
(W)     mov (1|M0)               r115.7<1>:ud  0x5E3914EF:ud
(W)     mov (1|M0)               r116.0<1>:ud  0xA6713C07:ud
(W)     mov (1|M0)               r116.1<1>:ud  0x7A4510DB:ud
(W)     mov (1|M0)               r116.2<1>:ud  0x4E19E4AF:ud
(W)     mov (1|M0)               r116.3<1>:ud  0x22EDB883:ud
(W)     mov (8|M0)               r120.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r121.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r122.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r123.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r124.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r125.0<1>:ud   0xAAAAAAAA:ud
(W)     mov (8|M0)               r126.0<1>:ud   0xAAAAAAAA:ud
        send (16|M0)             r120:uw  r110    0xD             0x10782000
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2816:ud
(W)     sends (8|M0)             null:ud  r5      r120     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2848:ud
(W)     sends (8|M0)             null:ud  r5      r121     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2880:ud
(W)     sends (8|M0)             null:ud  r5      r122     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2912:ud
(W)     sends (8|M0)             null:ud  r5      r123     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2944:ud
(W)     sends (8|M0)             null:ud  r5      r124     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    2976:ud
(W)     sends (8|M0)             null:ud  r5      r125     0x4C            0x02026E02
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    3008:ud
(W)     sends (8|M0)             null:ud  r5      r126     0x4C            0x02026E02
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
