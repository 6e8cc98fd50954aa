// gen-swsb on TGLLP: when all 16 tokens are busy, a send reuses the one set
// longest ago; setting a busy token waits for its previous instruction in
// hardware, so what that instruction wrote needs no wait afterwards.
// RUN: visa-opt %s --gen-swsb | FileCheck %s

module {
  // CHECK-LABEL: gen.func @reuse
  // CHECK:      gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(8|M0) r21:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.send "(8|M0) r22:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$2}"
  // CHECK-NEXT: gen.send "(8|M0) r23:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$3}"
  // CHECK-NEXT: gen.send "(8|M0) r24:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$4}"
  // CHECK-NEXT: gen.send "(8|M0) r25:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$5}"
  // CHECK-NEXT: gen.send "(8|M0) r26:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$6}"
  // CHECK-NEXT: gen.send "(8|M0) r27:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$7}"
  // CHECK-NEXT: gen.send "(8|M0) r28:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$8}"
  // CHECK-NEXT: gen.send "(8|M0) r29:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$9}"
  // CHECK-NEXT: gen.send "(8|M0) r30:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$10}"
  // CHECK-NEXT: gen.send "(8|M0) r31:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$11}"
  // CHECK-NEXT: gen.send "(8|M0) r32:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$12}"
  // CHECK-NEXT: gen.send "(8|M0) r33:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$13}"
  // CHECK-NEXT: gen.send "(8|M0) r34:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$14}"
  // CHECK-NEXT: gen.send "(8|M0) r35:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$15}"
  // CHECK-NEXT: gen.send "(8|M0) r36:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.add "(8|M0) r60.0<1>:d r20.0<8;8,1>:d r36.0<8;8,1>:d {$0.dst}"
  // CHECK-NEXT: gen.add "(8|M0) r61.0<1>:d r21.0<8;8,1>:d 0x1:d {$1.dst}"
  gen.func @reuse kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r21:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r22:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r23:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r24:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r25:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r26:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r27:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r28:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r29:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r30:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r31:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r32:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r33:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r34:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r35:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r36:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.add "(8|M0) r60.0<1>:d r20.0<8;8,1>:d r36.0<8;8,1>:d"
    gen.add "(8|M0) r61.0<1>:d r21.0<8;8,1>:d 0x1:d"
    gen.end
  }
}
