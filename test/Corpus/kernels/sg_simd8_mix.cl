// sg_simd8_mix: the same kind of arithmetic forced to SIMD8, including
// 64-bit values which then fit in one GRF per operand.
// vISA: SimdSize=8, (M1, 8) masks, 64-bit mov/add on a single register.
__attribute__((intel_reqd_sub_group_size(8)))
kernel void sg_simd8_mix(global const long *a, global const int *b, global long *out) {
  size_t i = get_global_id(0);
  long x = a[i] + (long)b[i] * 3;
  x = (b[i] < 0) ? -x : x << 2;
  out[i] = x + get_sub_group_local_id() + get_sub_group_id() * 100;
}
