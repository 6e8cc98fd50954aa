// gen-swsb on TGLLP: dependences between in-order instructions.
// RUN: visa-opt %s --gen-swsb | FileCheck %s

module {
  // In-order writes of the same pipe stay in order: no wait. A write
  // after a long-pipe (64-bit) write waits for it (the long pipe finishes
  // later); a long-pipe write after a short one does not.
  // CHECK-LABEL: gen.func @waw
  // CHECK:      gen.mov "(8|M0) r10.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.mov "(8|M0) r10.0<1>:d 0x2:d"
  // CHECK-NEXT: gen.shl "(4|M0) r12.0<1>:q r14.0<4;4,1>:q 0x1:d"
  // CHECK-NEXT: gen.mov "(8|M0) r12.0<1>:d 0x2:d {@1}"
  // CHECK-NEXT: gen.shl "(4|M0) r12.0<1>:q r14.0<4;4,1>:q 0x1:d"
  gen.func @waw kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r10.0<1>:d 0x2:d"
    gen.shl "(4|M0) r12.0<1>:q r14.0<4;4,1>:q 0x1:d"
    gen.mov "(8|M0) r12.0<1>:d 0x2:d"
    gen.shl "(4|M0) r12.0<1>:q r14.0<4;4,1>:q 0x1:d"
    gen.end
  }

  // Dependences are on bytes: other bytes of the same register, or the
  // other elements of an interleaved region, do not wait.
  // CHECK-LABEL: gen.func @bytes
  // CHECK:      gen.mov "(1|M0) r10.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.mov "(1|M0) r10.1<1>:d 0x1:d"
  // CHECK-NEXT: gen.add "(1|M0) r11.0<1>:d r10.2<0;1,0>:d 0x1:d"
  // CHECK-NEXT: gen.add "(1|M0) r11.1<1>:d r10.1<0;1,0>:d 0x1:d {@2}"
  // CHECK-NEXT: gen.mov "(8|M0) r12.0<2>:w 0x1:w"
  // CHECK-NEXT: gen.add "(8|M0) r13.0<1>:w r12.1<16;8,2>:w 0x1:w"
  // CHECK-NEXT: gen.add "(8|M0) r13.0<1>:w r12.14<16;8,2>:w 0x1:w {@1}"
  gen.func @bytes kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(1|M0) r10.0<1>:d 0x1:d"
    gen.mov "(1|M0) r10.1<1>:d 0x1:d"
    gen.add "(1|M0) r11.0<1>:d r10.2<0;1,0>:d 0x1:d"
    gen.add "(1|M0) r11.1<1>:d r10.1<0;1,0>:d 0x1:d"
    gen.mov "(8|M0) r12.0<2>:w 0x1:w"
    gen.add "(8|M0) r13.0<1>:w r12.1<16;8,2>:w 0x1:w"
    gen.add "(8|M0) r13.0<1>:w r12.14<16;8,2>:w 0x1:w"
    gen.end
  }

  // A predicated (partial) write is still a write in flight: the read
  // waits for the latest writer, which covers the earlier one.
  // CHECK-LABEL: gen.func @predicated
  // CHECK:      gen.add "(16|M0) r14.0<1>:d r10.0<8;8,1>:d 0x1:d {@2}"
  gen.func @predicated kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(16|M0) r10.0<1>:d 0x1:d"
    gen.mov "(f0.0) (16|M0) r10.0<1>:d 0x2:d"
    gen.mov "(8|M0) r20.0<1>:d 0x2:d"
    gen.add "(16|M0) r14.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }

  // Every source counts, a scalar one included: the nearest producer wins.
  // CHECK-LABEL: gen.func @ternary
  // CHECK:      gen.mad "(8|M0) r30.0<1>:f r20.0<8;8,1>:f r21.0<8;8,1>:f r10.3<0;1,0>:f {@1}"
  gen.func @ternary kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(1|M0) r10.3<1>:f 0x3F800000:f"
    gen.mov "(8|M0) r20.0<1>:f 0x3F800000:f"
    gen.mad "(8|M0) r30.0<1>:f r20.0<8;8,1>:f r21.0<8;8,1>:f r10.3<0;1,0>:f"
    gen.end
  }

  // cr0 is not scoreboarded: its access waits for every in-order
  // instruction and the next instruction waits for it.
  // CHECK-LABEL: gen.func @drain
  // CHECK:      gen.mov "(8|M0) r11.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.or "(W) (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x4C0:ud {@1}"
  // CHECK-NEXT: gen.mov "(8|M0) r12.0<1>:d 0x1:d {@1}"
  // CHECK-NEXT: gen.mov "(8|M0) r13.0<1>:d 0x1:d"
  gen.func @drain kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.mov "(8|M0) r11.0<1>:d 0x1:d"
    gen.or "(W) (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x4C0:ud"
    gen.mov "(8|M0) r12.0<1>:d 0x1:d"
    gen.mov "(8|M0) r13.0<1>:d 0x1:d"
    gen.end
  }

  // The hardware orders in-order accesses to acc0 and a0 (mul writes acc0,
  // mach reads it). An indirect operand may read any GRF: it waits for the
  // nearest GRF write.
  // CHECK-LABEL: gen.func @arf
  // CHECK:      gen.mul "(W) (1|M0) acc0.0<1>:d r9.0<0;1,0>:d r8.2<0;1,0>:uw"
  // CHECK-NEXT: gen.mach "(W) (1|M0) r9.4<1>:d r9.0<0;1,0>:d r8.1<0;1,0>:d"
  // CHECK-NEXT: gen.mov "(W) (1|M0) a0.0<1>:ud 0x40:ud"
  // CHECK-NEXT: gen.mov "(W) (1|M0) r6.3<1>:d r[a0.0]<0;1,0>:d {@2}"
  // CHECK-NEXT: gen.mov "(8|M0) r7.0<1>:d 0x1:d"
  gen.func @arf kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mul "(W) (1|M0) acc0.0<1>:d r9.0<0;1,0>:d r8.2<0;1,0>:uw"
    gen.mach "(W) (1|M0) r9.4<1>:d r9.0<0;1,0>:d r8.1<0;1,0>:d"
    gen.mov "(W) (1|M0) a0.0<1>:ud 0x40:ud"
    gen.mov "(W) (1|M0) r6.3<1>:d r[a0.0]<0;1,0>:d"
    gen.mov "(8|M0) r7.0<1>:d 0x1:d"
    gen.end
  }

  // With the GRFs indirect operands may reach known (gen-regalloc's
  // indirect_grfs), the indirect read waits only for a write to them.
  // CHECK-LABEL: gen.func @arf_bounded
  // CHECK:      gen.mach "(W) (1|M0) r9.4<1>:d r9.0<0;1,0>:d r8.1<0;1,0>:d"
  // CHECK-NEXT: gen.mov "(W) (1|M0) a0.0<1>:ud 0x280:ud"
  // CHECK-NEXT: gen.mov "(W) (1|M0) r6.3<1>:d r[a0.0]<0;1,0>:d"
  // CHECK-NEXT: gen.mov "(8|M0) r21.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.mov "(W) (1|M0) r6.4<1>:d r[a0.0]<0;1,0>:d {@1}"
  gen.func @arf_bounded kernel product "TGLLP" attributes {indirect_grfs = array<i32: 20, 21>} {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mul "(W) (1|M0) acc0.0<1>:d r9.0<0;1,0>:d r8.2<0;1,0>:uw"
    gen.mach "(W) (1|M0) r9.4<1>:d r9.0<0;1,0>:d r8.1<0;1,0>:d"
    gen.mov "(W) (1|M0) a0.0<1>:ud 0x280:ud"
    gen.mov "(W) (1|M0) r6.3<1>:d r[a0.0]<0;1,0>:d"
    gen.mov "(8|M0) r21.0<1>:d 0x1:d"
    gen.mov "(W) (1|M0) r6.4<1>:d r[a0.0]<0;1,0>:d"
    gen.end
  }

  // Products with a hardware scoreboard are left alone.
  // CHECK-LABEL: gen.func @skl
  // CHECK:      gen.mov "(8|M0) r10.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
  gen.func @skl kernel product "SKL" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.mov "(8|M0) r10.0<1>:d 0x1:d"
    gen.add "(8|M0) r11.0<1>:d r10.0<8;8,1>:d 0x1:d"
    gen.end
  }
}
