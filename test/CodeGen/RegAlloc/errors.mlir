// What the allocator refuses, with the reason: a register pinned outside
// its file, a register larger than the file, and a kernel whose pinned
// registers leave no room for what must be placed.
// RUN: visa-opt %s --gen-regalloc -split-input-file -verify-diagnostics

gen.func @outside kernel product "SKL" {
  // expected-error @+1 {{is pinned at byte 4064, outside the 4096-byte grf file of SKL}}
  gen.vreg 0 : "grf"[64] align 1 at 4064 "in"
  gen.fallthrough ^bb1
^bb1:
  gen.end
}

// -----

gen.func @huge kernel product "SKL" {
  // expected-error @+1 {{needs 8192 bytes; the grf file has 4096 to allocate}}
  gen.vreg 0 : "grf"[8192] align 32 "big"
  gen.fallthrough ^bb1
^bb1:
  gen.end
}

// -----

// Inputs in r1-r126 all live up to the add (aliased, so they cannot hand
// their values on), r0 and the EOT source: the add's destination has
// nowhere to go, even spilled: the error names the instruction. (Without the alias the inputs move out of the way.)
gen.func @full kernel product "SKL" {
  gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
  gen.vreg 1 : "grf"[4032] align 1 at 32 "inputs"
  gen.vreg 4 : "grf"[4] align 1 at 64 "alias"
  gen.vreg 2 : "grf"[64] align 32 "t"
  gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
  gen.fallthrough ^bb1
^bb1:
  // expected-error @+1 {{cannot allocate the copy of v2 (t) this instruction uses: it needs 64 bytes of the grf file}}
  gen.add "(16|M0) v2.0<1>:d v1.0<1;1,0>:d v4.0<0;1,0>:d"
  gen.add "(16|M0) v2.0<1>:d v2.0<1;1,0>:d v1.100<0;1,0>:d"
  gen.sends "(16|M0) null:ud(0) v0:ud(1) v2:ud(2) sfid=dc0 desc=0x20F1000 exdesc=0x8A"
  gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
  gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
  gen.end
}
