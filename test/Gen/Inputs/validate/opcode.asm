// Single-instruction restrictions: each instruction that breaks a rule is
// followed by its legal twin.
// opcode.source-not-null
add (8|M0) r10.0<1>:d null<0;1,0>:d r12.0<8;8,1>:d
add (8|M0) r10.0<1>:d r14.0<0;1,0>:d r12.0<8;8,1>:d
// opcode.mul-dword-src0
mul (8|M0) r10.0<1>:d r12.0<8;8,1>:w r14.0<8;8,1>:d
mul (8|M0) r10.0<1>:d r14.0<8;8,1>:d r12.0<8;8,1>:w
// opcode.mul-dword-no-sat-cond
mul (8|M0) (sat)r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:w
mul (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:w
// opcode.logic-no-abs
and (8|M0) r10.0<1>:d (abs)r12.0<8;8,1>:d r14.0<8;8,1>:d
and (8|M0) r10.0<1>:d ~r12.0<8;8,1>:d r14.0<8;8,1>:d
// opcode.bfi2
bfi2 (8|M0) r10.0<1>:ud r12.0<8;1>:d r14.0<8;1>:d r16.0<1>:d
bfi2 (8|M0) r10.0<1>:d r12.0<8;1>:d r14.0<8;1>:d r16.0<1>:d
// opcode.csel-types: D operands (F only before Gen11)
csel (8|M0) (lt)f0.0 r10.0<1>:d r12.0<8;1>:d r14.0<8;1>:d r16.0<1>:d
csel (8|M0) (lt)f0.0 r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
// opcode.channel-offset
add (16|M8) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
add (8|M8) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
