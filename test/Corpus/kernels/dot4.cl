// dot4: a 4 x 8-bit dot product with accumulation written out by hand;
// IGC recognises the pattern and emits dp4a on TGLLP, and byte unpacking
// plus mad elsewhere. Signed and unsigned variants.
// vISA: dp4a (TGLLP), otherwise mov from ub/b regions <4;1,0>, mul, mad, add.
kernel void dot4(global const uint *a, global const uint *b, global uint *acc, global int *sacc) {
  size_t i = get_global_id(0);
  uchar4 p = as_uchar4(a[i]), q = as_uchar4(b[i]);
  acc[i] += (uint)p.x * q.x + (uint)p.y * q.y + (uint)p.z * q.z + (uint)p.w * q.w;
  char4 s = as_char4(a[i]), t = as_char4(b[i]);
  sacc[i] += (int)s.x * t.x + (int)s.y * t.y + (int)s.z * t.z + (int)s.w * t.w;
}
