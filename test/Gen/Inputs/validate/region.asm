// Register region rules: each instruction that breaks one is followed by
// its legal twin. Assembled for every platform (with eot.asm or
// eot-gen12.asm appended) by validate-region.test.
// region.width-le-execsize
mov (4|M0) r10.0<1>:d r12.0<8;8,1>:d
mov (4|M0) r10.0<1>:d r12.0<4;4,1>:d
// region.vstride-eq-width-hstride
mov (8|M0) r10.0<1>:d r12.0<4;8,1>:d
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
// region.width1-hstride0
mov (8|M0) r10.0<1>:d r12.0<1;1,1>:d
mov (8|M0) r10.0<1>:d r12.0<1;1,0>:d
// region.execsize1-scalar
mov (1|M0) r10.0<1>:d r12.0<1;1,0>:d
mov (1|M0) r10.0<1>:d r12.0<0;1,0>:d
// region.zero-strides-width1
mov (8|M0) r10.0<1>:d r12.0<0;2,0>:d
mov (8|M0) r10.0<1>:d r12.0<0;1,0>:d
// region.row-crosses-grf
mov (8|M0) r10.0<1>:d r12.1<8;8,1>:d
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
// region.src-two-grfs
mov (8|M0) r10.0<1>:d r12.0<16;1,0>:d
mov (8|M0) r10.0<1>:d r12.0<2;1,0>:d
// region.dst-hstride-nonzero
mov (8|M0) r10.0<0>:d r12.0<8;8,1>:d
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
// region.dst-two-grfs
mov (16|M0) r10.0<4>:w r12.0<16;16,1>:w
mov (16|M0) r10.0<2>:w r12.0<16;16,1>:w
// region.execsize-times-size: 16 channels of 8 bytes
shl (16|M0) null<1>:uq r12.0<0;1,0>:uq 1:w
shl (8|M0) null<1>:uq r12.0<0;1,0>:uq 1:w
// region.dst-stride-exec-type
add (8|M0) r10.0<1>:w r12.0<8;8,1>:d r14.0<8;8,1>:d
add (8|M0) r10.0<2>:w r12.0<8;8,1>:d r14.0<8;8,1>:d
// region.dst-subreg-exec-type
add (4|M0) r10.1<2>:w r12.0<4;4,1>:d r14.0<4;4,1>:d
add (4|M0) r10.2<2>:w r12.0<4;4,1>:d r14.0<4;4,1>:d
// region.byte-src1 (Gen11 and later)
add (8|M0) r10.0<1>:w r12.0<8;8,1>:w r14.0<16;8,2>:b
add (8|M0) r10.0<1>:w r14.0<16;8,2>:b r12.0<8;8,1>:w
// region.dst-even-split (BDW): 6 elements in r10, 2 in r11
mov (8|M0) r10.2<1>:d r12.0<8;8,1>:d
mov (8|M0) r10.4<1>:d r12.0<8;8,1>:d
// region.dst-oword-split (BDW): a one-GRF destination from a two-GRF
// source, 6 elements in the lower OWord and 2 in the upper
mov (8|M0) r10.2<1>:w r12.12<4;4,1>:w
mov (8|M0) r10.0<1>:w r12.12<4;4,1>:w
