// Extended math rules: each instruction that breaks a rule is followed by
// its legal twin. validate-math.test assembles it for every platform
// (giving each math instruction an SBID on TGLLP).
// math.types: a float function on integers, an integer divide on floats
math.inv (8|M0) r10.0<1>:d r12.0<8;8,1>:d
math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f
math.iqot (8|M0) r10.0<1>:f r12.0<8;8,1>:f r14.0<8;8,1>:f
math.iqot (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
// math.execsize: INT DIV is SIMD8 at most
math.irem (16|M0) r10.0<1>:ud r12.0<8;8,1>:ud r14.0<8;8,1>:ud
math.irem (8|M0) r10.0<1>:ud r12.0<8;8,1>:ud r14.0<8;8,1>:ud
// math.intdiv-no-source-modifier
math.iqot (8|M0) r10.0<1>:d -r12.0<8;8,1>:d r14.0<8;8,1>:d
math.iqot (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d
// math.no-arf
math.inv (8|M0) acc0.0<1>:f r12.0<8;8,1>:f
math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f
// region.dst-even-split: a math destination over two GRFs splits evenly
math.inv (8|M0) r10.2<1>:f r12.0<8;8,1>:f
math.inv (8|M0) r10.4<1>:f r12.0<8;8,1>:f
// math.function: offset 0xc0 gets a reserved function code (8) by
// --set-field; offset 0xd0 keeps inv
math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f
math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f
