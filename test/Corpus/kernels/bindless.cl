// bindless: buffer and image accesses compiled in IGC's bindless mode
// (internal options), where surfaces are addressed through the bindless
// surface state heap instead of the binding table.
// vISA: %bss surface with movs of the surface state offset before each
// gather4_scaled/scatter_scaled, bindless sampler/image messages.
// OCLOC-INTERNAL-OPTIONS: -cl-intel-use-bindless-mode -cl-intel-use-bindless-buffers -cl-intel-use-bindless-images
kernel void bindless(global const float *a, read_only image2d_t img, sampler_t s, global float *out) {
  size_t i = get_global_id(0);
  float4 t = read_imagef(img, s, (int2)(i, 0));
  out[i] = a[i] * t.x + t.y;
}
