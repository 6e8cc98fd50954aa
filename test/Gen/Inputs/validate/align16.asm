// Three copies of one mov that validate-region-align16.test turns into
// Align16 instructions with --set-field: a legal one, one with a
// destination HorzStride of 2, one with a source VertStride of 8.
mov (4|M0) r10.0<1>:f r12.0<4;4,1>:f
mov (4|M0) r10.0<1>:f r12.0<4;4,1>:f
mov (4|M0) r10.0<1>:f r12.0<4;4,1>:f
