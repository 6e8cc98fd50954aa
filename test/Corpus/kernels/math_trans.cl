// math_trans: full-precision transcendental built-ins on float: sin, exp,
// log, pow, sqrt, rsqrt, plus a division. (cos is left out: its range
// reduction is as large as sin's; math_native has the native one.)
// vISA: exp/log/sqrt/rsqrt/inv/div math instructions and long software
// sequences (sin and pow are computed with polynomials: mad, rndz, lzd,
// and/or/shr on the bit pattern, mulh/addc for the range reduction), faddr
// of IGC's constant tables (Intel_Symbol_Table_Void_Program).
kernel void math_trans(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  float r = sin(x);
  r += exp(x * 0.1f) + log(fabs(x) + 1.0f);
  r += pow(fabs(x) + 0.5f, 1.7f);
  r += sqrt(fabs(x)) + rsqrt(fabs(x) + 1.0f);
  out[i] = r / (x * x + 1.0f);
}
