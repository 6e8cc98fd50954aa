// gen-stack-frame: a function of a program with stack calls gives its
// callers back the GRFs it writes. r1-r4 (two SIMD16 dword writes), r5 and r10 here (r0 and the
// convention's reserved registers aside) go to the stack in scratch at
// the entry, four, two or one at a time by OWord block writes through
// the header (its dword 2 = the stack pointer + the offset), the stack
// pointer moves past them, and before the return it moves back and they
// are read again. Without split sends (BDW) the data goes through the
// staging registers after the header. A kernel's first stack pointer is
// set past its scratch use.
// RUN: visa-opt %s --gen-stack-frame | FileCheck %s

module {
  // CHECK-LABEL: gen.func @callee product "SKL"
  // CHECK-SAME:  frame_bytes = 192
  gen.func @callee product "SKL" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0" {reserved}
    gen.vreg 1 : "grf"[32] align 32 at 4000 "abi.header" {reserved}
    gen.vreg 2 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.vreg 3 : "grf"[64] align 32 at 3936 "%retval" {reserved}
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0x0:ud"
    // CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r125:ud(1) r1:ud(4)
    // CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0x8:ud"
    // CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r125:ud(1) r5:ud(1)
    // CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xA:ud"
    // CHECK-NEXT: gen.sends "(W) (8|M0) null:ud(0) r125:ud(1) r10:ud(1)
    // CHECK-NEXT: gen.add "(W) (1|M0) r127.2<1>:ud r127.2<0;1,0>:ud 0xC:d"
    // CHECK-NEXT: gen.mov "(16|M0) r1.0<1>:d 0x1:d"
    gen.mov "(16|M0) r1.0<1>:d 0x1:d"
    gen.mov "(16|M0) r3.0<1>:d 0x1:d"
    gen.mov "(8|M0) r5.0<1>:d 0x1:d"
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(16|M0) r123.0<1>:d 0x1:d"
    // CHECK:      gen.add "(W) (1|M0) r127.2<1>:ud r127.2<0;1,0>:ud 0xFFFFFFF4:d"
    // CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0x0:ud"
    // CHECK-NEXT: gen.send "(W) (8|M0) r1:ud(4) r125:ud(1)
    // CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0x8:ud"
    // CHECK-NEXT: gen.send "(W) (8|M0) r5:ud(1) r125:ud(1)
    // CHECK-NEXT: gen.add "(W) (1|M0) r125.2<1>:ud r127.2<0;1,0>:ud 0xA:ud"
    // CHECK-NEXT: gen.send "(W) (8|M0) r10:ud(1) r125:ud(1)
    // CHECK-NEXT: gen.ret
    gen.ret "(8|M0) null:ud r127.0<2;2,1>:ud" {function_return}
  }

  // CHECK-LABEL: gen.func @bdw_callee product "BDW"
  gen.func @bdw_callee product "BDW" {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0" {reserved}
    gen.vreg 1 : "grf"[160] align 32 at 3840 "abi.header" {reserved}
    gen.vreg 2 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK:      gen.add "(W) (1|M0) r120.2<1>:ud r127.2<0;1,0>:ud 0x0:ud"
    // CHECK-NEXT: gen.mov "(W) (8|M0) r121.0<1>:ud r7.0<8;8,1>:ud"
    // CHECK-NEXT: gen.send "(W) (8|M0) null:ud(0) r120:ud(2)
    gen.mov "(8|M0) r7.0<1>:d 0x1:d"
    gen.ret "(8|M0) null:ud r127.0<2;2,1>:ud" {function_return}
  }

  // CHECK-LABEL: gen.func @kernel kernel product "SKL"
  gen.func @kernel kernel product "SKL" attributes {scratch_bytes = 100 : i32} {
    gen.vreg 0 : "grf"[32] align 32 at 0 "%r0" {reserved}
    gen.vreg 1 : "grf"[32] align 32 at 4000 "abi.header" {reserved}
    gen.vreg 2 : "grf"[32] align 32 at 4064 "abi.frame" {reserved}
    gen.fallthrough ^bb1
  ^bb1:
    // CHECK: gen.mov "(W) (1|M0) r127.2<1>:ud 0x7:ud"
    gen.mov "(W) (1|M0) r127.2<1>:ud 0x0:ud" {initial_stack_pointer}
    gen.end
  }
}
