// A function spills into its frame on the scratch stack: its slots lie
// below the stack pointer (the frame register's dword 2, in OWords), the
// first 64-byte slot 4 OWords below it, and each message points the
// convention's header at its slot first (dword 2 = the stack pointer less
// the distance) and moves OWord blocks on the scratch surface (BTI 251).
// gen-stack-frame then moves the stack pointer past the saved GRFs and the
// spill_bytes together, so the slots are the top of the frame.
// RUN: visa-opt %s --gen-regalloc=max-grf=5 | FileCheck %s
// RUN: visa-opt %s --gen-regalloc=max-grf=5 --gen-stack-frame | FileCheck %s --check-prefix=FRAME

module {
// CHECK-LABEL: gen.func @callee product "SKL"
// CHECK-SAME: {spill_bytes = 192 : i32}
// CHECK:      gen.add "(16|M0) r[[X:[0-9]+]].0<1>:d r123.0<1;1,0>:d 0x1:d"
// CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFFC:d"
// CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r125:ud(1) r[[X]]:ud(2) sfid=dc0 desc=0x20A03FB
// CHECK:      gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFF8:d"
// CHECK:      gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFF4:d"
// CHECK:      gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFFC:d"
// CHECK-NEXT: gen.send "(W) (8|M0) r[[F:[0-9]+]]:ud(2) r125:ud(1) null:ud(0) sfid=dc0 desc=0x22803FB
// CHECK:      gen.add "(16|M0) r123.0<1>:d r[[F]].0<1;1,0>:d r{{[0-9]+}}.0<1;1,0>:d"
// The frame: the GRFs it writes (r1-r4 here, %retval is reserved: 8
// OWords) and the slots (12 OWords); the saved GRFs at its bottom, the
// slots at its top.
// FRAME-LABEL: gen.func @callee product "SKL"
// FRAME-SAME: frame_bytes = 320 : i32
// FRAME:      gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0x0:ud"
// FRAME-NEXT: gen.sends "(W) (8|M0) null:ud(0) r125:ud(1) r1:ud(4)
// FRAME-NEXT: gen.add "(W) (1|M0) r127.2<1>:ud r127.2<0;1,0>:ud 0x14:d"
// FRAME:      gen.add "(W) (1|M0) r127.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFEC:d"
// FRAME:      gen.ret
  gen.func @callee product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0" {reserved}
    gen.vreg 1 : "grf"[32] align 32 at 4000 "abi.header" {reserved}
    gen.vreg 2 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.vreg 3 : "grf"[64] align 32 at 3936 "%retval" {reserved}
    gen.vreg 4 : "grf"[64] align 32 "x"
    gen.vreg 5 : "grf"[64] align 32 "y"
    gen.vreg 6 : "grf"[64] align 32 "z"
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v4.0<1>:d v3.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v5.0<1>:d v3.0<1;1,0>:d 0x2:d"
    gen.add "(16|M0) v6.0<1>:d v3.0<1;1,0>:d 0x3:d"
    gen.add "(16|M0) v3.0<1>:d v4.0<1;1,0>:d v5.0<1;1,0>:d"
    gen.add "(16|M0) v3.0<1>:d v3.0<1;1,0>:d v6.0<1;1,0>:d"
    gen.ret "(8|M0) null:ud v2.0<2;2,1>:ud" {function_return}
  }

// Without split sends (BDW) a store carries its header in the GRF before
// the data: the convention's header is copied there and pointed at the
// slot.
// CHECK-LABEL: gen.func @bdw_callee product "BDW"
// CHECK:      gen.mov "(W) (8|M0) r[[H:[0-9]+]].0<1>:ud r120.0<8;8,1>:ud"
// CHECK-NEXT: gen.add "(W) (1|M0) r[[H]].2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFFC:d"
// CHECK-NEXT: gen.send "(W) (8|M0) null:ud(0) r[[H]]:ud(3) null:ud(0) sfid=dc0 desc=0x60A03FB
  gen.func @bdw_callee product "BDW" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0" {reserved}
    gen.vreg 1 : "grf"[160] align 32 at 3840 "abi.header" {reserved}
    gen.vreg 2 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.vreg 3 : "grf"[64] align 32 at 3776 "%retval" {reserved}
    gen.vreg 4 : "grf"[64] align 32 "x"
    gen.vreg 5 : "grf"[64] align 32 "y"
    gen.vreg 6 : "grf"[64] align 32 "z"
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) v4.0<1>:d v3.0<1;1,0>:d 0x1:d"
    gen.add "(16|M0) v5.0<1>:d v3.0<1;1,0>:d 0x2:d"
    gen.add "(16|M0) v6.0<1>:d v3.0<1;1,0>:d 0x3:d"
    gen.add "(16|M0) v3.0<1>:d v4.0<1;1,0>:d v5.0<1;1,0>:d"
    gen.add "(16|M0) v3.0<1>:d v3.0<1;1,0>:d v6.0<1;1,0>:d"
    gen.ret "(8|M0) null:ud v2.0<2;2,1>:ud" {function_return}
  }
}
