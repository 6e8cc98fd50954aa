// -cl-fast-relaxed-math: division, exp/log/pow, sqrt and mad chains that the
// option allows to be contracted and approximated.
kernel void fastrelax(global const float4 *a, global const float4 *b, global float4 *o) {
  int i = get_global_id(0);
  float4 x = a[i], y = b[i]; // x in [-2,2), y in [0.5,4)
  o[i * 4 + 0] = x / y + x * y - 1.0f;
  o[i * 4 + 1] = exp(x) * log(y);
  o[i * 4 + 2] = pow(y, x) + sqrt(y) / y;
  o[i * 4 + 3] = sin(x) * cos(x) + tan(x * 0.25f) + rsqrt(y);
}
