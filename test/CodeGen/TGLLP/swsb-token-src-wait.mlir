// gen-swsb on TGLLP: a send that only has to wait until an earlier send has
// read its payload (here it overwrites that payload, and the two are in
// different queues: other channels) takes a token of its own after a sync
// for the payload read. Taking the earlier send's token
// would make it wait for that whole message to complete (setting a busy
// token waits for its instruction): the second of a SIMD32 message's two
// halves did so, and IGC's binaries re-annotated this way spent 19% of
// their cycles on needless waits (matmul_tiled, visa-sim's cycle model).
// RUN: visa-opt %s --gen-swsb | FileCheck %s

module {
  // CHECK-LABEL: gen.func @payload
  // CHECK:      gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$0.src}"
  // CHECK-NEXT: gen.send "(8|M8) r10:ud(1) r11:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$1}"
  // CHECK-NEXT: gen.sync ".nop null<0;1,0>:ub {$1.dst}"
  // CHECK-NEXT: gen.add "(8|M0) r60.0<1>:d r20.0<8;8,1>:d r10.0<8;8,1>:d {$0.dst}"
  gen.func @payload kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M8) r10:ud(1) r11:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.add "(8|M0) r60.0<1>:d r20.0<8;8,1>:d r10.0<8;8,1>:d"
    gen.end
  }

  // A send that needs an earlier message complete (it overwrites that
  // message's response) still reuses its token: the wait costs nothing more.
  // CHECK-LABEL: gen.func @response
  // CHECK:      gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  // CHECK-NEXT: gen.send "(8|M0) r20:ud(1) r11:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0 {$0}"
  gen.func @response kernel product "TGLLP" {
    gen.fallthrough ^bb1
  ^bb1:
    gen.send "(8|M0) r20:ud(1) r10:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.send "(8|M0) r20:ud(1) r11:ud(1) null:ud(0) sfid=dc1 desc=0x2106E00 exdesc=0x0"
    gen.end
  }
}
