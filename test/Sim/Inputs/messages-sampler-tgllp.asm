// Sampler messages on the image_mip kernel's surfaces: BTI 0 src (4x2 rgba
// float, texel (x, y) = (x+10y, 100+x+10y, 200+x+10y, 300+x+10y)), sampler
// 0 from the launch, BTI 1 out (1024-byte buffer). Each result k (four
// SIMD8 planes, or two with the header's channel mask) is stored per lane
// as xyzw at out[128*k + 16*lane].
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     mov (8|M0)               r4.0<1>:f     r3.0<8;8,1>:ud
(W)     shl (8|M0)               r5.0<1>:ud    r3.0<8;8,1>:ud    4:w
// k=0: sample_lz at (lane/2 - 0.75, 1.5)
(W)     mul (8|M0)               r10.0<1>:f    r4.0<8;8,1>:f     0.5:f
(W)     add (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f    -0.75:f
(W)     mov (8|M0)               r11.0<1>:f    1.5:f
        send.smpl (8|M0)      r21      r10     null    0x0             0x04438000  {$0}
(W)     mov (8|M0)               r20.0<1>:ud   r5.0<8;8,1>:ud
        send.dc1 (8|M0)      null     r20     r21     0x100             0x02026001  {$1}
// k=1: sample_l (lod 0) at (lane/4 + 1/8, 0.75)
(W)     mov (8|M0)               r30.0<1>:f    0.0:f
(W)     mul (8|M0)               r31.0<1>:f    r4.0<8;8,1>:f     0.25:f
(W)     add (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f    0.125:f
(W)     mov (8|M0)               r32.0<1>:f    0.75:f
        send.smpl (8|M0)      r41      r30     null    0x0             0x06422000  {$2}
(W)     add (8|M0)               r40.0<1>:ud   r5.0<8;8,1>:ud    128:w
        send.dc1 (8|M0)      null     r40     r41     0x100             0x02026001  {$3}
// k=2: sample_d at (lane/4, 0.75) with zero gradients
(W)     mul (8|M0)               r50.0<1>:f    r4.0<8;8,1>:f     0.25:f
(W)     mov (8|M0)               r51.0<1>:f    0.0:f
(W)     mov (8|M0)               r52.0<1>:f    0.0:f
(W)     mov (8|M0)               r53.0<1>:f    0.75:f
(W)     mov (8|M0)               r54.0<1>:f    0.0:f
(W)     mov (8|M0)               r55.0<1>:f    0.0:f
        send.smpl (8|M0)      r61      r50     null    0x0             0x0C424000  {$4}
(W)     add (8|M0)               r60.0<1>:ud   r5.0<8;8,1>:ud    256:w
        send.dc1 (8|M0)      null     r60     r61     0x100             0x02026001  {$5}
// k=3: sample_lz with a header disabling G and A, at the k=0 coordinates
(W)     mov (8|M0)               r69.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r69.2<1>:ud   0xA000:ud
(W)     mov (8|M0)               r70.0<1>:ud   r10.0<8;8,1>:ud
(W)     mov (8|M0)               r71.0<1>:ud   r11.0<8;8,1>:ud
        send.smpl (8|M0)      r76      r69     null    0x0             0x062B8000  {$6}
(W)     add (8|M0)               r75.0<1>:ud   r5.0<8;8,1>:ud    384:w
        send.dc1 (8|M0)      null     r75     r76     0x80             0x02026A01  {$7}
// k=4,5: SIMD16 ld (u, v, lod) at (lane % 4, lane / 4 % 2), lod 0 for lanes
// 0..7 and lod 1 (no such level: zeros) for lanes 8..15
(W)     mov (8|M0)               r2.8<1>:uw    r2.0<8;8,1>:uw
(W)     add (8|M0)               r2.8<1>:uw    r2.8<8;8,1>:uw    8:w
(W)     mov (16|M0)              r80.0<1>:ud   r2.0<16;16,1>:uw
(W)     and (16|M0)              r84.0<1>:ud   r80.0<8;8,1>:ud   3:w
(W)     shr (16|M0)              r86.0<1>:ud   r80.0<8;8,1>:ud   2:w
(W)     and (16|M0)              r86.0<1>:ud   r86.0<8;8,1>:ud   1:w
(W)     shr (16|M0)              r88.0<1>:ud   r80.0<8;8,1>:ud   3:w
        send.smpl (16|M0)     r92      r84     null    0x0             0x0C847000  {$8}
(W)     shl (16|M0)              r90.0<1>:ud   r80.0<8;8,1>:ud   4:w
(W)     add (16|M0)              r90.0<1>:ud   r90.0<8;8,1>:ud   512:w
        send.dc1 (16|M0)     null     r90     r92     0x200             0x04025001  {$9}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
