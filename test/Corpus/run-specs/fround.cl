// Exactly-specified float functions: rounding, fract/modf/frexp/ldexp/ilogb, fmod/remainder/remquo, nextafter, copysign.
kernel void fround(global const float4 *a, global const float4 *b, global float4 *o, global int4 *oi) {
  int i = get_global_id(0);
  float4 x = a[i], y = b[i];
  float4 ip, fl;
  int4 e, q;
  o[i * 8 + 0] = rint(x) + 10.0f * round(y);
  o[i * 8 + 1] = trunc(x) - floor(y) * 3.0f + ceil(x * 0.37f);
  o[i * 8 + 2] = fract(x, &fl) + fl * 0.001f;
  o[i * 8 + 3] = modf(y, &ip) - ip;
  o[i * 8 + 4] = frexp(x, &e) + ldexp(y, convert_int4(x) & 7);
  o[i * 8 + 5] = fmod(x, y) + remainder(y, x + 0.5f);
  o[i * 8 + 6] = remquo(x * 10.0f, y, &q) + copysign(fabs(y), x);
  o[i * 8 + 7] = nextafter(x, y) - x + fdim(x, y) + fmax(x, -y) + fmin(y, -x) + maxmag(x, y) + minmag(x, y);
  oi[i * 2] = e + ilogb(y) * 100 + (q & 7) * 10000;
  oi[i * 2 + 1] = isnan(x / y) + isinf(ldexp(x, 127)) * 2 + signbit(y) * 4 + isnormal(y * 1e-38f) * 8;
}
