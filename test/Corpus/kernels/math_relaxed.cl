// math_relaxed: float code compiled with -cl-fast-relaxed-math so that IGC
// uses its fast paths: mix becomes lrp (BDW..BXT), a*b+c becomes mad,
// divisions become inv+mul, sin/exp go straight to the math unit.
// vISA: lrp, mad, inv, mul, sin, exp, log, sqrt without IEEE fix-ups.
// OCLOC-OPTIONS: -cl-fast-relaxed-math -cl-mad-enable
kernel void math_relaxed(global const float *a, global const float *b, global const float *t, global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i], s = t[i];
  float r = mix(x, y, s);
  r += x * s + y * (1.0f - s);
  r += x / (y + 2.0f);
  r += sin(x) * exp(s) + log(fabs(y) + 1.0f) + sqrt(fabs(r));
  out[i] = r;
}
