// Registers whose address is taken (`&v1`) live where their values are
// needed, like any other: from their writes to their last read, where an
// indirect operand counts as an access of every register its address
// register may point into (written from `&v1`, or computed from such an
// address register). A write through an address register kills nothing.
// Only an address that leaves the registers (stored to memory by a send)
// makes its register live everywhere.
// RUN: visa-opt %s --test-gen-regalloc-analysis -o /dev/null | FileCheck %s
// RUN: visa-opt %s --gen-regalloc | FileCheck %s --check-prefix=ALLOC

// t1 and t2 are never live at once: they do not interfere and may share
// bytes. t1 is live from its write to the read through a3 (computed from
// a1), so y, written in between, interferes with it.
// CHECK-LABEL: func @disjoint
// CHECK: #0 mov kill(v1) live(v0 v1)
// CHECK: #2 mov kill(v7) live(v0 v1 v7 v5)
// CHECK: #3 add kill(v8) live(v0 v1 v7 v8)
// CHECK: #4 mov kill(v4) live(v0 v4 v7)
// CHECK: #5 mov kill(v2) live(v0 v2 v4 v7)
// CHECK: #7 add kill(v4) live(v0 v4 v7)
// CHECK: v1 grf[64]: v0 v4 v7
// CHECK: v2 grf[64]: v0 v4 v7
// CHECK: v1 address-taken
// CHECK-NEXT: v2 address-taken
// CHECK-NOT: address-escapes
//
// The address immediates become the registers' GRF byte addresses.
// ALLOC-LABEL: gen.func @disjoint
// ALLOC: gen.vreg 1 : "grf"[64] align 32 at [[#T1:]] "t1"
// ALLOC: gen.vreg 2 : "grf"[64] align 32 at [[#T2:]] "t2"
// ALLOC: gen.mov "(W) (1|M0) a0.0<1>:uw 0x[[#%X,T1]]:uw"
// ALLOC: gen.mov "(W) (1|M0) a0.0<1>:uw 0x[[#%X,T2]]:uw"

// A write through a1 is a use and a def of t1: t1 stays live across it up
// to the direct read after, and x, live across the write, interferes with
// it.
// CHECK-LABEL: func @write_through
// CHECK: #0 mov kill(v1) live(v0 v1)
// CHECK: #1 mov kill(v5) live(v0 v1 v5)
// CHECK: #2 mov kill(v4) live(v0 v1 v4 v5)
// CHECK: #3 mov live(v0 v1 v4)
// CHECK: #4 add kill(v4) live(v0 v4)
// CHECK: v1 grf[64]: v0 v4
// CHECK: v1 address-taken
// CHECK-NOT: address-escapes

// t1's address goes to memory: it is live everywhere and interferes with
// every register of its file, even those live only where it is not read.
// CHECK-LABEL: func @escapes
// CHECK: v1 grf[64]: v0 v2 v3 v4
// CHECK: v1 address-taken address-escapes

module {
  gen.func @disjoint kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 "t1"
    gen.vreg 2 : "grf"[64] align 32 "t2"
    gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 4 : "grf"[32] align 32 "x"
    gen.vreg 7 : "grf"[32] align 32 "y"
    gen.vreg 5 : "addr"[2] align 2 "a1"
    gen.vreg 6 : "addr"[2] align 2 "a2"
    gen.vreg 8 : "addr"[2] align 2 "a3"
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) v1.0<1>:d 0x1:d"
    gen.mov "(W) (1|M0) va5.0<1>:uw &v1:uw"
    gen.mov "(8|M0) v7.0<1>:d 0x7:d"
    gen.add "(W) (1|M0) va8.0<1>:uw va5.0<0;1,0>:uw 0x20:uw"
    gen.mov "(8|M0) v4.0<1>:d r[va8.0,0]<1,0>:d"
    gen.mov "(16|M0) v2.0<1>:d v4.0<8;8,1>:d"
    gen.mov "(W) (1|M0) va6.0<1>:uw &v2:uw"
    gen.add "(8|M0) v4.0<1>:d v4.0<8;8,1>:d r[va6.0,0]<1,0>:d"
    gen.add "(8|M0) v4.0<1>:d v4.0<8;8,1>:d v7.0<8;8,1>:d"
    gen.sends "(8|M0) null:ud(0) v0:ud(1) v4:ud(1) sfid=dc0 desc=0x20F0000 exdesc=0x4A"
    gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }

  gen.func @write_through kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 "t1"
    gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 4 : "grf"[32] align 32 "x"
    gen.vreg 5 : "addr"[2] align 2 "a1"
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) v1.0<1>:d 0x1:d"
    gen.mov "(W) (1|M0) va5.0<1>:uw &v1+32:uw"
    gen.mov "(8|M0) v4.0<1>:d 0x7:d"
    gen.mov "(8|M0) r[va5.0,0]<1>:d v4.0<8;8,1>:d"
    gen.add "(8|M0) v4.0<1>:d v4.0<8;8,1>:d v1.0<8;8,1>:d"
    gen.sends "(8|M0) null:ud(0) v0:ud(1) v4:ud(1) sfid=dc0 desc=0x20F0000 exdesc=0x4A"
    gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }

  gen.func @escapes kernel product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0"
    gen.vreg 1 : "grf"[64] align 32 "t1"
    gen.vreg 2 : "grf"[32] align 32 "p"
    gen.vreg 3 : "grf"[32] align 32 at 4064 "eot"
    gen.vreg 4 : "grf"[32] align 32 "x"
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) v1.0<1>:d 0x1:d"
    gen.mov "(8|M0) v2.0<1>:uw &v1:uw"
    gen.sends "(8|M0) null:ud(0) v0:ud(1) v2:ud(1) sfid=dc0 desc=0x20F0000 exdesc=0x4A"
    gen.mov "(8|M0) v4.0<1>:d 0x7:d"
    gen.sends "(8|M0) null:ud(0) v0:ud(1) v4:ud(1) sfid=dc0 desc=0x20F0000 exdesc=0x4A"
    gen.mov "(W) (8|M0) v3.0<1>:ud v0.0<8;8,1>:ud"
    gen.send "(W) (8|M0) null:ud(0) v3:ud(1) null:ud(0) sfid=ts desc=0x2000010 exdesc=0x27 {EOT}"
    gen.end
  }
}
