// vload_half / vstore_half with rounding modes (core OpenCL, no cl_khr_fp16 needed).
kernel void vhalf2(global const half *h, global float *f, global half *o, global const float *x) {
  int i = get_global_id(0);
  float4 v = vload_half4(i, h);
  float s = vload_half(i * 4 + 3, h);
  f[i * 2] = v.x + v.y * v.z - v.w;
  f[i * 2 + 1] = s * 2.0f;
  float y = x[i];
  vstore_half_rte(y, i * 4 + 0, o);
  vstore_half_rtz(y, i * 4 + 1, o);
  vstore_half_rtp(y * 3.0f, i * 4 + 2, o);
  vstore_half_rtn(-y * 1000.0f, i * 4 + 3, o);
}
