// Spilling GRF registers to scratch, here forced by a budget of 7 GRFs.
// Slots start after the kernel's own scratch (spill_mem_offset 64 bytes:
// hword 2) and the function reports spill_bytes and scratch_bytes. Fills
// are NoMask scratch block reads with r0 as the header; a write that
// replaces its GRFs in every channel that matters is stored NoMask without
// a fill; a SIMD16 :d write under the mask in divergent code is stored
// under its own mask (only its channels reach scratch); a write of some
// bytes (a stride) is preceded by a fill. Without split sends (BDW) the
// header is copied from r0 into the GRF before the stored data.
// RUN: visa-opt %s --gen-regalloc=max-grf=7 | FileCheck %s

module {
// CHECK-LABEL: gen.func @spill kernel product "SKL"
// CHECK-SAME: scratch_bytes = 192 : i32, spill_bytes = 128 : i32
// The NoMask store of y, written in all channels outside divergent code:
// CHECK: gen.add "(16|M0) r[[Y:[0-9]+]].0<1>:d r1.0<1;1,0>:d 0x2:d"
// CHECK-NEXT: gen.sends "(16|M0) null:ud(0) r0:ud(1) r[[Y]]:ud(2) sfid=dc0 desc=0x20F1004 exdesc=0x8A"
// In divergent code: a fill before y is read, its SIMD16 :d write stored
// under its own mask, its strided write filled first and stored NoMask.
// CHECK: ^bb2:
// CHECK-NEXT: gen.send "(W) (16|M0) r[[T:[0-9]+]]:ud(2) r0:ud(1) null:ud(0) sfid=dc0 desc=0x22C1004 exdesc=0xA"
// CHECK-NEXT: gen.add "(16|M0) r{{[0-9]+}}.0<1>:d r{{[0-9]+}}.0<1;1,0>:d r[[T]].0<1;1,0>:d"
// CHECK-NEXT: gen.mov "(16|M0) r[[U:[0-9]+]].0<1>:d 0x9:d"
// CHECK-NEXT: gen.sends "(16|M0) null:ud(0) r0:ud(1) r[[U]]:ud(2) sfid=dc0 desc=0x20F1004 exdesc=0x8A"
// CHECK-NEXT: gen.send "(W) (8|M0) r[[S:[0-9]+]]:ud(1) r0:ud(1) null:ud(0) sfid=dc0 desc=0x21C0004 exdesc=0xA"
// CHECK-NEXT: gen.mov "(4|M0) r[[S]].0<2>:d 0x7:d"
// CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r0:ud(1) r[[S]]:ud(1) sfid=dc0 desc=0x20F0004 exdesc=0x4A"
  gen.func @spill kernel product "SKL" attributes {spill_mem_offset = 64 : i32} {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "x"
    gen.vreg 3 : "grf"[64] align 32 "y"
    gen.vreg 4 : "grf"[64] align 32 "z"
    gen.vreg 5 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 10 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v3.0<1>:d v1.0<1;1,0>:d 0x2:d"
    gen.add "(8|M0) v4.0<1>:d v1.0<1;1,0>:d 0x3:d"
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.goto "(vf10) (16|M0)" [^bb3, ^bb2]
  ^bb2:
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.mov "(16|M0) v3.0<1>:d 0x9:d"
    gen.mov "(4|M0) v3.0<2>:d 0x7:d"
    gen.fallthrough ^bb3
  ^bb3:
    gen.join "(16|M0)"
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.add "(8|M8) v4.8<1>:d v2.8<1;1,0>:d v4.0<1;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v2:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v4:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v5.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v5:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }

// CHECK-LABEL: gen.func @spill_bdw kernel product "BDW"
// CHECK: gen.add "(16|M0) r[[D:[0-9]+]].0<1>:d r1.0<1;1,0>:d 0x2:d"
// CHECK-NEXT: gen.mov "(W) (8|M0) r[[H:[0-9]+]].0<1>:ud r0.0<8;8,1>:ud"
// CHECK-NEXT: gen.send "(16|M0) null:ud(0) r[[H]]:ud(3) null:ud(0) sfid=dc0 desc=0x60F1004 exdesc=0xA"
  gen.func @spill_bdw kernel product "BDW" attributes {spill_mem_offset = 64 : i32} {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "x"
    gen.vreg 3 : "grf"[64] align 32 "y"
    gen.vreg 4 : "grf"[64] align 32 "z"
    gen.vreg 5 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 10 : "flag"[2] align 2
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v3.0<1>:d v1.0<1;1,0>:d 0x2:d"
    gen.add "(8|M0) v4.0<1>:d v1.0<1;1,0>:d 0x3:d"
    gen.cmp "(16|M0) (lt)vf10 null<1>:d v1.0<1;1,0>:d 0x0:d"
    gen.goto "(vf10) (16|M0)" [^bb3, ^bb2]
  ^bb2:
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.mov "(16|M0) v3.0<1>:d 0x9:d"
    gen.mov "(4|M0) v3.0<2>:d 0x7:d"
    gen.fallthrough ^bb3
  ^bb3:
    gen.join "(16|M0)"
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.add "(8|M8) v4.8<1>:d v2.8<1;1,0>:d v4.0<1;1,0>:d"
    gen.send "(16|M0) null:ud(0) v2:ud(2) null:ud(0) sfid=dc1 desc=0x4025E02 exdesc=0xC"
    gen.send "(16|M0) null:ud(0) v4:ud(2) null:ud(0) sfid=dc1 desc=0x4025E02 exdesc=0xC"
    gen.mov "(W) (8|M0) v5.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v5:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
