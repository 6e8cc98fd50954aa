// cl_khr_fp16 on half vectors: sin/exp/sqrt/fma/mix/clamp on half4 and half8,
// half compares and select, conversions with rounding modes.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void halfvec(global const half8 *a, global const half4 *b, global half8 *o,
                    global half4 *o4, global short8 *so, global float4 *fo) {
  int i = get_global_id(0);
  half8 x = a[i];
  half4 y = b[i];
  o[i * 3 + 0] = fma(x, x, (half8)0.5h);
  o[i * 3 + 1] = sqrt(fabs(x)) + exp(x * (half)0.25h);
  o[i * 3 + 2] = sin(x) + clamp(x, (half)-1.0h, (half)1.5h);
  half4 m = mix(y, x.lo, (half4)0.25h);
  o4[i * 2] = select(y, m, isgreater(x.hi, y));
  o4[i * 2 + 1] = max(y, x.odd) - min(y, x.even);
  so[i] = convert_short8_sat_rte(x * (half)100.0h) + convert_short8(x > (half)0.0h);
  fo[i] = convert_float4(y) * convert_float4(x.hi) + vload_half4(i, (global const half *)b);
  half s = x.s0 + x.s1 + x.s2 + x.s3 + x.s4 + x.s5 + x.s6 + x.s7;
  fo[i].w += (float)s;
}
