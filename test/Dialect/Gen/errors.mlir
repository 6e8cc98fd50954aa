// The gen dialect rejects malformed instructions and references with the
// offending line and column.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

gen.func @f kernel product "SKL" {
  // expected-error@+1 {{unknown type 'zz'}}
  gen.mov "(8|M0) r3.0<1>:zz r0.0<8;8,1>:ud"
  gen.end
}

// -----

gen.func @f kernel product "SKL" {
  // expected-error@+1 {{destination names undeclared v4}}
  gen.mov "(8|M0) v4.0<1>:ud r0.0<8;8,1>:ud"
  gen.end
}

// -----

gen.func @f kernel product "SKL" {
  gen.vreg 4 : "grf"[32] align 32
  // expected-error@+1 {{destination reaches past the 32 bytes of v4}}
  gen.mov "(8|M0) v4.8<1>:ud r0.0<8;8,1>:ud"
  gen.end
}

// -----

gen.func @f kernel product "BDW" {
  // expected-error@+1 {{does not exist on BDW}}
  gen.ror "(8|M0) r3.0<1>:ud r0.0<8;8,1>:ud 0x1:ud"
  gen.end
}

// -----

gen.func @f kernel product "SKL" {
  gen.vreg 1 : "grf"[4] align 4
  // expected-error@+1 {{flag v1 is a grf register, not flag}}
  gen.mov "(vf1) (8|M0) r3.0<1>:ud r0.0<8;8,1>:ud"
  gen.end
}

// -----

// expected-error@+1 {{unknown product 'GEN7'}}
gen.func @f kernel product "GEN7" {
  gen.end
}
