// The gen dialect's text round-trips: virtual and physical registers,
// predicates, condition modifiers, saturation, source modifiers, math
// functions, sends with lengths and descriptors (a payload from a register
// into a virtual register: v0.8:ud is byte 32), register addresses as
// immediates (&v1+4), branches with successors.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

module {
  gen.func @vadd kernel product "SKL" {
    gen.vreg 0 : "grf" [64] align 32 "V0048"
    gen.vreg 1 : "grf" [4] align 4
    gen.vreg 2 : "flag" [2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(W) (8|M0) r3.0<1>:ud r0.0<8;8,1>:ud"
    gen.add "(16|M0) v0.0<1>:d v1.0<0;1,0>:d r1.0<16;16,1>:uw"
    gen.cmp "(16|M0) (lt)vf2 null<1>:d v0.0<8;8,1>:d 0x10:d"
    gen.sel "(~vf2) (16|M0) .sat v0.0<1>:f -(abs)v0.0<8;8,1>:f 0x3F800000:f"
    gen.math ".inv (8|M0) v0.0<1>:f v0.0<8;8,1>:f"
    gen.send "(16|M0) v0:ud(2) v0(2) null(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(8|M0) v0:ud(1) v0.8:ud(1) null(0) sfid=dc1 desc=0x2106000 exdesc=0x0"
    gen.mov "(W) (1|M0) v1.0<1>:uw &v0+4:uw"
    gen.goto "(vf2) (16|M0)" [^bb2, ^bb1]
  ^bb2:
    gen.join "(16|M0)"
    gen.wait "(W) n0.0<1>:ud n0.0<0;1,0>:ud"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }
}

// CHECK: gen.func @vadd kernel product "SKL"
// CHECK: gen.vreg 0 : "grf"[64] align 32 "V0048"
// CHECK: gen.mov "(W) (8|M0) r3.0<1>:ud r0.0<8;8,1>:ud"
// CHECK: gen.add "(16|M0) v0.0<1>:d v1.0<0;1,0>:d r1.0<16;16,1>:uw"
// CHECK: gen.cmp "(16|M0) (lt)vf2 null<1>:d v0.0<8;8,1>:d 0x10:d"
// CHECK: gen.sel "(~vf2) (16|M0) .sat v0.0<1>:f -(abs)v0.0<8;8,1>:f 0x3F800000:f"
// CHECK: gen.math ".inv (8|M0) v0.0<1>:f v0.0<8;8,1>:f"
// CHECK: gen.send "(16|M0) v0:ud(2) v0(2) null(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
// CHECK: gen.send "(8|M0) v0:ud(1) v0.8:ud(1) null(0) sfid=dc1 desc=0x2106000 exdesc=0x0"
// CHECK: gen.mov "(W) (1|M0) v1.0<1>:uw &v0+4:uw"
// CHECK: gen.goto "(vf2) (16|M0)" [^bb2, ^bb1]
// CHECK: gen.join "(16|M0)"
// wait names n0 as destination and source (a printed wait reads back).
// CHECK: gen.wait "(W) n0.0<1>:ud n0.0<0;1,0>:ud"
// CHECK: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
// CHECK: gen.end
