// gen-swsb on TGLLP: SBID tokens. Every send and math but the end of
// thread sets a token; a later read or write of its destination waits for
// `$N.dst`, a later write of its sources for `$N.src`; one token wait fits
// in an instruction's own annotation (only .dst next to a distance; none
// on a send, whose field holds the token it sets): the others go into
// sync.nop, or one sync.allwr/allrd for several of a kind.
// RUN: visa-opt %s --gen-swsb | FileCheck %s

module {
  // Two loads read by one add: one wait in the add, one in a sync.nop;
  // the second reader waits for nothing any more.
  // CHECK-LABEL: gen.func @use
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E01 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.dst}"
  // CHECK-NEXT: gen.add "(16|M0) r30.0<1>:f r20.0<8;8,1>:f r24.0<8;8,1>:f {$0.dst}"
  // CHECK-NEXT: gen.add "(16|M0) r32.0<1>:f r20.0<8;8,1>:f r24.0<8;8,1>:f"
  gen.func @use kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E01 exdesc=0x0"
    gen.add "(16|M0) r30.0<1>:f r20.0<8;8,1>:f r24.0<8;8,1>:f"
    gen.add "(16|M0) r32.0<1>:f r20.0<8;8,1>:f r24.0<8;8,1>:f"
    gen.end
  }

  // Writing a store's payload waits until the store has read it.
  // CHECK-LABEL: gen.func @war
  // CHECK:      gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$0}"
  // CHECK-NEXT: gen.mov "(8|M0) r40.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.mov "(16|M0) r20.0<1>:d 0x1:d {$0.src}"
  // CHECK-NEXT: gen.mov "(16|M0) r16.0<1>:d r40.0<8;8,1>:d {@2}"
  gen.func @war kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.mov "(8|M0) r40.0<1>:d 0x1:d"
    gen.mov "(16|M0) r20.0<1>:d 0x1:d"
    gen.mov "(16|M0) r16.0<1>:d r40.0<8;8,1>:d"
    gen.end
  }

  // A distance and a .dst wait share the field; a .src wait next to a
  // distance needs a sync.nop.
  // CHECK-LABEL: gen.func @mixed
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(16|M0) null:ud(0) r30:ud(2) r32:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$1}"
  // CHECK-NEXT: gen.mov "(8|M0) r40.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.add "(8|M0) r41.0<1>:d r40.0<8;8,1>:d r20.0<8;8,1>:d {@1,$0.dst}"
  // CHECK-NEXT: gen.mov "(8|M0) r42.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.src}"
  // CHECK-NEXT: gen.add "(8|M0) r30.0<1>:d r42.0<8;8,1>:d 0x1:d {@1}"
  gen.func @mixed kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) null:ud(0) r30:ud(2) r32:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.mov "(8|M0) r40.0<1>:d 0x1:d"
    gen.add "(8|M0) r41.0<1>:d r40.0<8;8,1>:d r20.0<8;8,1>:d"
    gen.mov "(8|M0) r42.0<1>:d 0x1:d"
    gen.add "(8|M0) r30.0<1>:d r42.0<8;8,1>:d 0x1:d"
    gen.end
  }

  // A send cannot carry a token wait: the token it sets is one it waits
  // for (setting a busy token waits for its previous instruction), another
  // goes into a sync.nop.
  // CHECK-LABEL: gen.func @send_waits
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(16|M0) r22:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$2}"
  // CHECK-NEXT: gen.mov "(8|M0) r26.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.dst}"
  // CHECK-NEXT: gen.send "(16|M0) r30:ud(2) r20:ud(2) r22:ud(2) sfid=dc1 desc=0x4205E00 exdesc=0x80 {$0}"
  // CHECK-NEXT: gen.add "(8|M0) r40.0<1>:d r20.0<8;8,1>:d r22.0<8;8,1>:d"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$2.dst}"
  // CHECK-NEXT: gen.add "(8|M0) r40.0<1>:d r24.0<8;8,1>:d r30.0<8;8,1>:d {$0.dst}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @send_waits kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) r22:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.mov "(8|M0) r26.0<1>:d 0x1:d"
    gen.send "(16|M0) r30:ud(2) r20:ud(2) r22:ud(2) sfid=dc1 desc=0x4205E00 exdesc=0x80"
    gen.add "(8|M0) r40.0<1>:d r20.0<8;8,1>:d r22.0<8;8,1>:d"
    gen.add "(8|M0) r40.0<1>:d r24.0<8;8,1>:d r30.0<8;8,1>:d"
    gen.send "(W) (8|M0) null(0) r127(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // Math runs out of order too; its destination counts as whole registers
  // (a read of r11.7 waits for the math writing r11.0-7).
  // CHECK-LABEL: gen.func @math
  // CHECK:      gen.math ".inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f {$0}"
  // CHECK-NEXT: gen.math ".sqt (8|M0) r11.0<1>:f r13.0<8;8,1>:f {$1}"
  // CHECK-NEXT: gen.add "(8|M0) r20.0<1>:f r10.0<8;8,1>:f 0x3F800000:f {$0.dst}"
  // CHECK-NEXT: gen.mov "(1|M0) r12.7<1>:f 0x0:f"
  // CHECK-NEXT: gen.add "(1|M0) r21.0<1>:f r11.7<0;1,0>:f 0x3F800000:f {$1.dst}"
  gen.func @math kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.math ".inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f"
    gen.math ".sqt (8|M0) r11.0<1>:f r13.0<8;8,1>:f"
    gen.add "(8|M0) r20.0<1>:f r10.0<8;8,1>:f 0x3F800000:f"
    gen.mov "(1|M0) r12.7<1>:f 0x0:f"
    gen.add "(1|M0) r21.0<1>:f r11.7<0;1,0>:f 0x3F800000:f"
    gen.end
  }

  // A send overwriting what an in-order instruction still reads waits for it.
  // CHECK-LABEL: gen.func @ooo_war
  // CHECK:      gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d 0x1:d"
  // CHECK-NEXT: gen.mov "(8|M0) r40.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {@2,$0}"
  gen.func @ooo_war kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.add "(16|M0) r30.0<1>:d r20.0<8;8,1>:d 0x1:d"
    gen.mov "(8|M0) r40.0<1>:d 0x1:d"
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.end
  }

  // Three .dst waits: one in the mad, the other two in one sync.allwr.
  // CHECK-LABEL: gen.func @many
  // CHECK:      gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(16|M0) r22:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$2}"
  // CHECK-NEXT: gen.send "(16|M0) null:ud(0) r30:ud(2) r32:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$3}"
  // CHECK-NEXT: gen.send "(16|M0) null:ud(0) r34:ud(2) r36:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$4}"
  // CHECK-NEXT: gen.mov "(16|M0) r32.0<1>:d 0x1:d {$3.src}"
  // CHECK-NEXT: gen.mov "(16|M0) r36.0<1>:d 0x1:d {$4.src}"
  // CHECK-NEXT: gen.mov "(8|M0) r127.0<1>:d 0x1:d"
  // CHECK-NEXT: gen.sync ".allwr 0x6:ud"
  // CHECK-NEXT: gen.mad "(8|M0) r40.0<1>:f r20.0<8;8,1>:f r22.0<8;8,1>:f r24.0<8;8,1>:f {$0.dst}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r30(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
  gen.func @many kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) r20:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) r22:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) r24:ud(2) r16:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.send "(16|M0) null:ud(0) r30:ud(2) r32:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.send "(16|M0) null:ud(0) r34:ud(2) r36:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.mov "(16|M0) r32.0<1>:d 0x1:d"
    gen.mov "(16|M0) r36.0<1>:d 0x1:d"
    gen.mov "(8|M0) r127.0<1>:d 0x1:d"
    gen.mad "(8|M0) r40.0<1>:f r20.0<8;8,1>:f r22.0<8;8,1>:f r24.0<8;8,1>:f"
    gen.send "(W) (8|M0) null(0) r30(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // Three .src waits: one in the mov, the other two in one sync.allrd.
  // CHECK-LABEL: gen.func @allrd
  // CHECK:      gen.send "(8|M0) r20:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(8|M0) r21:ud(1) r31:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.send "(8|M0) r22:ud(1) r32:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$2}"
  // CHECK-NEXT: gen.sync ".allrd 0x6:ud"
  // CHECK-NEXT: gen.mov "(8|M0) r30.0<4>:d 0x1:d {$0.src}"
  gen.func @allrd kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r20:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r21:ud(1) r31:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r22:ud(1) r32:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.mov "(8|M0) r30.0<4>:d 0x1:d"
    gen.end
  }

  // The end-of-thread send sets no token and can carry a token wait...
  // CHECK-LABEL: gen.func @eot
  // CHECK:      gen.send "(8|M0) r120:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r120(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT,$0.dst}"
  gen.func @eot kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r120:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(W) (8|M0) null(0) r120(1) null(0) sfid=ts desc=0x2000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // ... but not next to a distance.
  // CHECK-LABEL: gen.func @eot_dist
  // CHECK:      gen.send "(8|M0) r120:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(8|M0) r121:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.mov "(W) (1|M0) r120.2<1>:d 0x1:d {$0.dst}"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.dst}"
  // CHECK-NEXT: gen.send "(W) (8|M0) null(0) r120(2) null(0) sfid=ts desc=0x4000010 exdesc=0x0 {EOT,@1}"
  gen.func @eot_dist kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r120:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r121:ud(1) r30:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.mov "(W) (1|M0) r120.2<1>:d 0x1:d"
    gen.send "(W) (8|M0) null(0) r120(2) null(0) sfid=ts desc=0x4000010 exdesc=0x0 {EOT}"
    gen.end
  }

  // Sends of one shared function, predicate and channels run in order:
  // a load may overwrite what an earlier store still has to read.
  // CHECK-LABEL: gen.func @same_queue
  // CHECK:      gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$0}"
  // CHECK-NEXT: gen.send "(16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$1}"
  gen.func @same_queue kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.send "(16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.end
  }

  // Not so for a NoMask one (IGC does not count on it): it waits for the
  // store's payload read, and takes a token of its own (setting the
  // store's would wait for the whole store, swsb-token-src-wait.mlir).
  // CHECK-LABEL: gen.func @other_queue
  // CHECK:      gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80 {$0}"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$0.src}"
  // CHECK-NEXT: gen.send "(W) (16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0 {$1}"
  gen.func @other_queue kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(16|M0) null:ud(0) r16:ud(2) r20:ud(2) sfid=dc1 desc=0x4025E02 exdesc=0x80"
    gen.send "(W) (16|M0) r20:ud(2) r30:ud(2) null:ud(0) sfid=dc1 desc=0x4205E00 exdesc=0x0"
    gen.end
  }
}
