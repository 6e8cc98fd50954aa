// vload_half / vstore_half with rounding modes, vloada_half4, vstore_half8 (no cl_khr_fp16 needed).
kernel void vhalf(global const half *h, global const float *f, global half *oh, global float *of) {
  int i = get_global_id(0);
  float x = vload_half(i, h);
  float4 y = vload_half4(i, h + 256);
  float4 z = vloada_half4(i, h + 512);
  of[i] = x + y.x * y.w - z.z;
  vstore_half(f[i] * 3.0f, i, oh);
  vstore_half_rtz(f[i] * 7.0f, i, oh + 64);
  vstore_half_rtp(f[i] / 3.0f, i, oh + 128);
  vstore_half_rtn(f[i] - 1e-3f, i, oh + 192);
  vstore_half8((float8)(y, z) * 1000.0f, i, oh + 256);
  vstorea_half2(y.lo + z.hi, i, oh + 1024);
}
