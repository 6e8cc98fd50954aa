// Half-float conversions and mixed float mode: each instruction that breaks
// a rule is followed by its legal twin. validate-mixed-float.test
// assembles it for every platform.
// hf.int-conversion-dst
mov (8|M0) r10.0<1>:hf r12.0<8;8,1>:w
mov (8|M0) r10.0<2>:hf r12.0<8;8,1>:w
// hf.dst-stride (SKL and later)
mov (8|M0) r10.0<4>:hf r12.0<8;8,1>:f
mov (8|M0) r10.0<2>:hf r12.0<8;8,1>:f
// mixed-float.unsupported (BDW)
add (8|M0) r10.0<1>:f r12.0<8;8,1>:f r14.0<8;8,1>:hf
mov (8|M0) r10.0<1>:f r14.0<8;8,1>:hf
// mixed-float.no-indirect
add (8|M0) r10.0<1>:f r[a0.0]<8;8,1>:f r14.0<8;8,1>:hf
add (8|M0) r10.0<1>:f r12.0<8;8,1>:f r14.0<8;8,1>:hf
// mixed-float.f-dst-simd8
add (16|M0) r10.0<1>:f r12.0<8;8,1>:f r14.0<16;16,1>:hf
add (8|M0) r10.0<1>:f r12.0<8;8,1>:f r14.0<8;8,1>:hf
// mixed-float.packed-hf-simd8: SIMD16, then an oword-misaligned start
add (16|M0) r10.0<1>:hf r12.0<16;16,1>:hf r14.0<8;8,1>:f
add (8|M0) r10.1<1>:hf r12.0<8;8,1>:hf r14.0<8;8,1>:f
add (8|M0) r10.8<1>:hf r12.0<8;8,1>:hf r14.0<8;8,1>:f
// mixed-float.acc-packed-hf: an accumulator source at byte 8 with a packed
// HF destination (and with an HF destination it must be strided by 2)
add (8|M0) r10.0<1>:hf acc0.2<8;8,1>:f r14.0<8;8,1>:hf
add (8|M0) r10.0<2>:hf acc0.0<8;8,1>:f r14.0<8;8,1>:hf
