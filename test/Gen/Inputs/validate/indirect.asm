// Indirect addressing rules: each instruction that breaks a rule is followed
// by its legal twin.
// indirect.addr-in-range: eight rows of one element from a0.10 read a0.17
mov (8|M0) r10.0<1>:d r[a0.10]<1,0>:d
mov (8|M0) r10.0<1>:d r[a0.8]<1,0>:d
// indirect.vxh-align1-source: offset 0x20 gets VertStride 0xF (VxH) on a
// direct source by --set-field
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
mov (8|M0) r10.0<1>:d r12.0<8;8,1>:d
