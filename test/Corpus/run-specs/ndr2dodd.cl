// 2-D NDRange with a 5x3 work-group (odd, 15 work-items: partial SIMD threads).
kernel void ndr2dodd(global const float *a, global float *o) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0);
  float s = a[y * w + x];
  if (x > 0) s += a[y * w + x - 1];
  if (y + 1 < get_global_size(1)) s -= a[(y + 1) * w + x];
  o[y * w + x] = s * (get_local_id(0) + 1) + get_group_id(1);
}
