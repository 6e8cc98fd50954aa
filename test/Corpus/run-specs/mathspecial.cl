// Special functions: erf, erfc, tgamma, lgamma, and their float4 forms.
kernel void mathspecial(global const float *a, global float *o) {
  int i = get_global_id(0);
  float x = a[i];
  o[i * 8 + 0] = erf(x);
  o[i * 8 + 1] = erfc(x);
  o[i * 8 + 2] = tgamma(x * 0.5f + 3.0f);
  o[i * 8 + 3] = lgamma(x + 5.0f);
  float4 v = (float4)(x, x * 0.5f, -x, x * 0.25f);
  float4 e = erf(v);
  float4 c = erfc(v);
  o[i * 8 + 4] = e.y;
  o[i * 8 + 5] = c.z;
  o[i * 8 + 6] = e.w;
  o[i * 8 + 7] = c.x;
}
