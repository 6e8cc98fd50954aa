// A kernel's spill slots past the scratch block messages' reach (their
// offset field counts 4096 HWords: 128 KiB here) go through OWord block
// messages on the scratch surface (BTI 251) instead, with the offset in
// dword 2 of a copy of r0 made at the entry, set before each message.
// With its own scratch use up to byte 131040, the first slot (64 bytes)
// lies across the limit and goes this way whole (OWord 8190), the later
// ones too; no slot is refused for being far.
// RUN: visa-opt %s --gen-regalloc=max-grf=6 | FileCheck %s

module {
// CHECK-LABEL: gen.func @far kernel product "SKL"
// CHECK-SAME: scratch_bytes = 131296 : i32, spill_bytes = 256 : i32
// The header is r0's copy, made first (ahead of the copies that later
// rounds put at the entry, whose stores need it):
// CHECK:      ^bb1:
// CHECK-NEXT: gen.mov "(W) (8|M0) r[[H:[0-9]+]].0<1>:ud r0.0<8;8,1>:ud"
// CHECK:      gen.add "(16|M0) r[[Y:[0-9]+]].0<1>:d r{{[0-9]+}}.0<1;1,0>:d 0x2:d"
// CHECK-NEXT: gen.mov "(W) (1|M0) r[[H]].2<1>:ud 0x1FFE:ud"
// CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r[[H]]:ud(1) r[[Y]]:ud(2) sfid=dc0 desc=0x20A03FB
// CHECK:      gen.mov "(W) (1|M0) r[[H]].2<1>:ud 0x1FFE:ud"
// CHECK-NEXT: gen.send "(W) (8|M0) r{{[0-9]+}}:ud(2) r[[H]]:ud(1) null:ud(0) sfid=dc0 desc=0x22803FB
  gen.func @far kernel product "SKL" attributes {spill_mem_offset = 131040 : i32} {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 at 32 "in"
    gen.vreg 2 : "grf"[64] align 32 "x"
    gen.vreg 3 : "grf"[64] align 32 "y"
    gen.vreg 4 : "grf"[64] align 32 "z"
    gen.vreg 5 : "grf"[32] align 32 at 4064 "eot"
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v3.0<1>:d v1.0<1;1,0>:d 0x2:d"
    gen.add "(16|M0) v4.0<1>:d v1.0<1;1,0>:d 0x3:d"
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v3.0<1;1,0>:d"
    gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v4.0<1;1,0>:d"
    gen.sends "(16|M0) null:ud(0) v1:ud(2) v2:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x8C"
    gen.mov "(W) (8|M0) v5.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v5:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
