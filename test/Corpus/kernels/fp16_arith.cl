// fp16_arith: half-precision arithmetic with cl_khr_fp16: scalar and half4
// add/mul/mad/div, min/max, sqrt, comparisons and conversions to/from float.
// vISA: hf-typed add/mul/mad, inv/div on hf (or promoted to f), sqrt, cmp on
// hf, mov conversions hf<->f, packed word regions <2;1,0>.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void fp16_arith(global const half *a, global const half4 *b, global half *out,
                       global half4 *out4, global float *fout) {
  size_t i = get_global_id(0);
  half x = a[i];
  half4 v = b[i];
  half r = x * (half)1.5 + (half)0.25;
  r = fma(r, x, v.x);
  r = r / (v.y + (half)2.0);
  r = fmax(r, v.z) + sqrt(fabs(v.w));
  out[i] = (x > v.x) ? r : -r;
  out4[i] = v * x + (half4)(r);
  fout[i] = (float)r + convert_float(v.w);
}
