// math_round: rounding and simple float built-ins: floor, ceil, rint, trunc,
// round, fract, fmod, fmin/fmax, clamp, mix, step, sign, copysign, fabs,
// hypot, mad.
// vISA: rndd/rndu/rnde/rndz, frc, min/max (sel with .l/.ge), mad, mov with
// (abs)/(-) source modifiers, cmp + sel, and/or on the sign bit.
kernel void math_round(global const float *in, global float *out, global float *fr) {
  size_t i = get_global_id(0);
  float x = in[i], y = in[i + 1];
  float r = floor(x) + ceil(y) * 2.0f + rint(x) * 3.0f + trunc(y) * 4.0f + round(x) * 5.0f;
  float ip;
  r += fract(x, &ip) + ip;
  r += fmin(x, y) - fmax(x, y) + clamp(x, -1.0f, 1.0f);
  r += mix(x, y, 0.25f) + step(0.5f, x) + sign(y) + copysign(2.0f, y) + fabs(x - y);
  r += mad(x, y, 1.0f) + hypot(x, 3.0f) + fmod(x, 1.5f);
  out[i] = r;
  fr[i] = x - floor(x);
}
