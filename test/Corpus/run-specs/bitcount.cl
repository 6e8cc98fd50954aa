// popcount / clz / ctz on every integer width, scalar and vector.
kernel void bitcount(global const ulong *a, global int *o) {
  int i = get_global_id(0);
  ulong v = a[i];
  uchar c = (uchar)v; char sc = (char)(v >> 8);
  ushort s = (ushort)(v >> 16); short ss = (short)(v >> 24);
  uint w = (uint)(v >> 32); int sw = (int)v;
  long sl = (long)v;
  int4 q = as_int4((ulong2)(v, v * 0x9E3779B97F4A7C15UL));
  int k = 0;
  o[i * 16 + k++] = popcount(c) + 100 * clz(c) + 10000 * ctz(c);
  o[i * 16 + k++] = popcount(sc) + 100 * clz(sc) + 10000 * ctz(sc);
  o[i * 16 + k++] = popcount(s) + 100 * clz(s) + 10000 * ctz(s);
  o[i * 16 + k++] = popcount(ss) + 100 * clz(ss) + 10000 * ctz(ss);
  o[i * 16 + k++] = popcount(w) + 100 * clz(w) + 10000 * ctz(w);
  o[i * 16 + k++] = popcount(sw) + 100 * clz(sw) + 10000 * ctz(sw);
  o[i * 16 + k++] = (int)(popcount(v) + 100 * clz(v) + 10000 * ctz(v));
  o[i * 16 + k++] = (int)(popcount(sl) + 100 * clz(sl) + 10000 * ctz(sl));
  o[i * 16 + k++] = (int)(clz(v >> 40) + 100 * ctz(v << 50));
  int4 p = popcount(q) + clz(q) * 64 + ctz(q) * 4096;
  o[i * 16 + k++] = p.x; o[i * 16 + k++] = p.y; o[i * 16 + k++] = p.z; o[i * 16 + k++] = p.w;
  uchar4 cb = as_uchar4(w);
  uchar4 pc = popcount(cb) + clz(cb) + ctz(cb);
  o[i * 16 + k++] = as_int(pc);
  o[i * 16 + k++] = clz((ushort)0) + ctz((uint)0) * 100 + popcount((ulong)0);
  o[i * 16 + k++] = (int)clz(v & 0xffffffffUL) + (int)ctz(v & 0xffffffff00000000UL) * 1000;
}
