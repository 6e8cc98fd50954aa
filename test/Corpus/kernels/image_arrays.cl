// image_arrays: 1D, 1D-array, 2D-array and 1D-buffer images, sampled and
// sampler-less, plus half-precision reads (read_imageh).
// vISA: 3d_sample/3d_load with array index as an extra coordinate,
// load_lz on buffer images, half to float conversion.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void image_arrays(read_only image1d_t i1, read_only image1d_array_t i1a,
                         read_only image2d_array_t i2a, read_only image1d_buffer_t ib,
                         global float4 *out) {
  const sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
  int i = get_global_id(0);
  float f = (i + 0.5f) / 64.0f;
  float4 r = read_imagef(i1, s, f);
  r += read_imagef(i1a, s, (float2)(f, 1.0f));
  r += read_imagef(i2a, s, (float4)(f, 0.5f, 2.0f, 0.0f));
  r += read_imagef(i2a, (int4)(i, 0, 1, 0));
  r += convert_float4(read_imagei(i1, i));
  r += convert_float4(read_imageh(i1a, (int2)(i, 0)));
  r += read_imagef(ib, i);
  out[i] = r + (float4)(get_image_array_size(i2a));
}
