// Immediate rules: each instruction that breaks a rule is followed by its
// legal twin.
// imm.vector-dst: eight dword channels from :v, a :v destination at byte 2
// (then the legal twin of both), a :vf destination strided by a word (which
// breaks region.dst-stride-exec-type too)
mov (8|M0) r10.0<1>:d 0x76543210:v
mov (8|M0) r10.1<1>:w 0x76543210:v
mov (8|M0) r10.0<1>:w 0x76543210:v
mov (4|M0) r10.0<1>:hf 0x3C3C3C3C:vf
mov (4|M0) r10.0<2>:hf 0x3C3C3C3C:vf
// imm.binary-src1-only: offset 0x50 gets an immediate src0 by --set-field
add (8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d
add (8|M0) r10.0<1>:d r12.0<8;8,1>:d 0x1:d
