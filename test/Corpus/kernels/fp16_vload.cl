// fp16_vload: storage-only half through vload_half/vstore_half (no
// cl_khr_fp16 needed) with explicit rounding modes, and vload_half4 /
// vstorea_half4.
// vISA: word gathers (gather_scaled.2 / svm_gather.1.2), mov hf->f
// conversions, f->hf conversions with rte/rtz/rtp/rtn rounding (rounding
// mode changes through %cr0 or integer emulation), word scatters.
kernel void fp16_vload(global const half *in, global half *out, global float *fout) {
  size_t i = get_global_id(0);
  float a = vload_half(i, in);
  float4 b = vload_half4(i, in + 4);
  fout[i] = a + b.x + b.y + b.z + b.w;
  vstore_half(a * 3.0f, 4 * i, out);
  vstore_half_rtz(a / 3.0f, 4 * i + 1, out);
  vstore_half_rtp(b.x * 1.1f, 4 * i + 2, out);
  vstore_half_rtn(b.y * 1.1f, 4 * i + 3, out);
  vstorea_half4_rte(b * 0.3f, i, out + 4 * get_global_size(0));
}
