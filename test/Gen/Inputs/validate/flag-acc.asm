// Architecture register, flag and accumulator rules: each instruction that
// breaks a rule is followed by its legal twin.
// arf.register-exists: f2 does not exist, nor acc10 before TGLLP (two
// accumulators and eight math-macro registers; TGLLP has eight and eight)
mov (8|M0) r10.0<1>:w f2.0<0;1,0>:w
mov (8|M0) r10.0<1>:w f1.0<0;1,0>:w
mov (8|M0) r10.0<1>:f acc10.0<8;8,1>:f
mov (8|M0) r10.0<1>:f acc9.0<8;8,1>:f
// acc.int-mul-source
mul (8|M0) r10.0<1>:d acc0.0<8;8,1>:d r12.0<8;8,1>:w
mul (8|M0) r10.0<1>:f acc0.0<8;8,1>:f r12.0<8;8,1>:f
// acc.logic-source-modifier
and (8|M0) r10.0<1>:d ~acc0.0<8;8,1>:d r12.0<8;8,1>:d
and (8|M0) r10.0<1>:d acc0.0<8;8,1>:d r12.0<8;8,1>:d
// flag.cmp-condition
cmp (8|M0) null<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
cmp (8|M0) (lt)f0.0 null<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
// flag.sel-pred-or-cond: neither, then both
sel (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
(f0.0) sel (8|M0) (ge)f0.0 r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
sel (8|M0) (ge)f0.0 r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
// flag.csel: predicated, then without a condition
(f0.0) csel (8|M0) (lt)f0.0 r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
csel (8|M0) r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
csel (8|M0) (lt)f0.0 r10.0<1>:f r12.0<8;1>:f r14.0<8;1>:f r16.0<1>:f
// arf.not-src1: before Gen12, src1 is a GRF or an immediate
and (1|M0) f1.0<1>:uw f1.0<0;1,0>:uw f0.0<0;1,0>:uw
and (1|M0) f1.0<1>:uw f0.0<0;1,0>:uw r2.0<0;1,0>:uw
