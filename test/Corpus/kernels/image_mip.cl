// image_mip: explicit-LOD and gradient sampling (cl_khr_mipmap_image
// built-ins), with a mip level query.
// vISA: 3d_sample with sample_l (explicit LOD) and sample_d (gradients)
// message types, float LOD/gradient operands.
// OCLOC-OPTIONS: -cl-std=CL2.0
#pragma OPENCL EXTENSION cl_khr_mipmap_image : enable
kernel void image_mip(read_only image2d_t src, sampler_t s, global float4 *out, float lod) {
  int i = get_global_id(0);
  float2 c = (float2)(i * (1.0f / 64.0f), 0.5f);
  float4 a = read_imagef(src, s, c, lod);
  float4 b = read_imagef(src, s, c, (float2)(1.0f / 64.0f, 0.0f), (float2)(0.0f, 1.0f / 64.0f));
  out[i] = a + b + (float4)(get_image_num_mip_levels(src));
}
