// NaN, infinity, signed zero and denormal-free edge handling: compares, fmin/fmax, saturated conversions, select.
kernel void nanfp(global const uint *bits, global int *oi, global float *of) {
  int i = get_global_id(0);
  float x = as_float(bits[i]), y = as_float(bits[(i * 5 + 3) & 63]);
  oi[i * 8 + 0] = isnan(x) | isinf(x) << 1 | isfinite(x) << 2 | signbit(x) << 3 | isnormal(x) << 4;
  oi[i * 8 + 1] = (x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 | (x == y) << 4 | (x != y) << 5;
  oi[i * 8 + 2] = isunordered(x, y) | isordered(x, y) << 1 | islessgreater(x, y) << 2 | isless(x, y) << 3;
  oi[i * 8 + 3] = convert_int_sat(x);
  oi[i * 8 + 4] = convert_int_sat_rte(y * 0.5f) ^ (int)convert_uint_sat(x);
  oi[i * 8 + 5] = (int)convert_short_sat(x) + ((int)convert_uchar_sat(y) << 16);
  oi[i * 8 + 6] = as_int(x < y ? x : y);
  oi[i * 8 + 7] = as_int(select(x, y, (int)(x > y)));
  of[i * 4 + 0] = fmax(x, y);
  of[i * 4 + 1] = fmin(x, y);
  of[i * 4 + 2] = copysign(1.0f, x) * fabs(y);
  of[i * 4 + 3] = fmax(fmin(x, 3.0f), -2.0f);
}
