// image3d: 3D image read with sampler and with integer coordinates, and a 3D
// image write (cl_khr_3d_image_writes), 3D NDRange.
// vISA: 3d_sample / 3d_load with three coordinates, scatter4_typed with
// U/V/R coordinates, get_image_depth from the payload.
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable
kernel void image3d(read_only image3d_t src, sampler_t s, write_only image3d_t dst) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  float4 a = read_imagef(src, s, p);
  float4 b = read_imagef(src, s, (float4)(p.x + 0.25f, p.y + 0.5f, p.z + 0.75f, 0.0f));
  float4 c = read_imagef(src, (int4)(p.x, p.y, get_image_depth(src) - 1 - p.z, 0));
  write_imagef(dst, p, a * 0.5f + b * 0.25f + c * 0.25f);
}
