// fp32_ieee: float division and square root compiled with
// -cl-fp32-correctly-rounded-divide-sqrt, so IGC must produce correctly
// rounded results instead of the default 2.5/3 ulp versions.
// vISA: divm / sqrtm on f (IEEE macro instructions), or the long
// correctly-rounded sequences where those are not used.
// OCLOC-OPTIONS: -cl-fp32-correctly-rounded-divide-sqrt
kernel void fp32_ieee(global const float *a, global const float *b, global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  out[i] = x / y + sqrt(fabs(x)) + 1.0f / (y * y + 1.0f);
}
