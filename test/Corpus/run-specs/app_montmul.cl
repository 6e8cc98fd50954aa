// Modular exponentiation on 256-bit numbers with Montgomery multiplication
// (8 x 32-bit limbs, mul_hi / ulong carries), one exponentiation per
// work-item: the core of RSA-like public-key kernels.
#define LIMBS 8

static void mont_mul(uint *r, const uint *a, const uint *b, const uint *n,
                     uint ninv) {
  uint t[LIMBS + 2];
  for (int i = 0; i < LIMBS + 2; ++i)
    t[i] = 0;
  for (int i = 0; i < LIMBS; ++i) {
    ulong carry = 0;
    for (int j = 0; j < LIMBS; ++j) {
      ulong s = (ulong)t[j] + (ulong)a[j] * b[i] + carry;
      t[j] = (uint)s;
      carry = s >> 32;
    }
    ulong s = (ulong)t[LIMBS] + carry;
    t[LIMBS] = (uint)s;
    t[LIMBS + 1] = (uint)(s >> 32);
    uint m = t[0] * ninv;
    carry = ((ulong)t[0] + (ulong)m * n[0]) >> 32;
    for (int j = 1; j < LIMBS; ++j) {
      s = (ulong)t[j] + (ulong)m * n[j] + carry;
      t[j - 1] = (uint)s;
      carry = s >> 32;
    }
    s = (ulong)t[LIMBS] + carry;
    t[LIMBS - 1] = (uint)s;
    t[LIMBS] = t[LIMBS + 1] + (uint)(s >> 32);
  }
  // Conditional final subtraction.
  bool ge = t[LIMBS] != 0;
  if (!ge) {
    ge = true;
    for (int j = LIMBS - 1; j >= 0; --j) {
      if (t[j] != n[j]) {
        ge = t[j] > n[j];
        break;
      }
    }
  }
  if (ge) {
    long borrow = 0;
    for (int j = 0; j < LIMBS; ++j) {
      long d = (long)t[j] - (long)n[j] + borrow;
      r[j] = (uint)d;
      borrow = d >> 32;
    }
  } else {
    for (int j = 0; j < LIMBS; ++j)
      r[j] = t[j];
  }
}

__kernel void app_montmul(__global const uint *bases, __global const uint *mod,
                          __global const uint *r2, uint ninv, uint exponent,
                          __global uint *out) {
  int gid = get_global_id(0);
  uint n[LIMBS], x[LIMBS], acc[LIMBS], rr[LIMBS], one[LIMBS];
  for (int j = 0; j < LIMBS; ++j) {
    n[j] = mod[j];
    rr[j] = r2[j];
    x[j] = bases[gid * LIMBS + j];
    one[j] = j == 0;
  }
  n[LIMBS - 1] |= 0x80000000u;
  n[0] |= 1u;
  x[LIMBS - 1] &= 0x7fffffffu;
  mont_mul(x, x, rr, n, ninv);   // to Montgomery form
  mont_mul(acc, one, rr, n, ninv);
  for (int bit = 31; bit >= 0; --bit) {
    mont_mul(acc, acc, acc, n, ninv);
    if ((exponent >> bit) & 1u)
      mont_mul(acc, acc, x, n, ninv);
  }
  mont_mul(acc, acc, one, n, ninv); // out of Montgomery form
  for (int j = 0; j < LIMBS; ++j)
    out[gid * LIMBS + j] = acc[j];
}
