// Matrix-vector product in half precision (cl_khr_fp16): half8 loads of a
// row, products accumulated in half and in float, per row.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void app_gemvh(__global const half *A, __global const half *x,
                        int cols, __global half *yh, __global float *yf) {
  int row = get_global_id(0);
  half8 acc = (half8)(0.0h);
  float accf = 0.0f;
  for (int c = 0; c < cols; c += 8) {
    half8 a = vload8(0, A + row * cols + c);
    half8 v = vload8(0, x + c);
    acc = fma(a, v, acc);
    float8 p = convert_float8(a) * convert_float8(v);
    accf += p.s0 + p.s1 + p.s2 + p.s3 + p.s4 + p.s5 + p.s6 + p.s7;
  }
  half4 s4 = acc.lo + acc.hi;
  half2 s2 = s4.lo + s4.hi;
  yh[row] = s2.x + s2.y;
  yf[row] = accf;
}
