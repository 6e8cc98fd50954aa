// A deep, recursion-free chain of noinline helpers with many scalar and vector arguments.
__attribute__((noinline)) float f5(float a, float b, int c, int d, float4 v, long e, short s, uchar u, float g, int h) {
  return a * b + (float)(c - d) + v.x * v.w - v.y + (float)(e & 1023) + (float)s * 0.5f + (float)u + g * (float)h;
}
__attribute__((noinline)) float f4(float a, float b, int c, int d, float4 v, long e, short s, uchar u, float g, int h, float k) {
  float r = f5(b, a, d, c, v.wzyx, e >> 3, (short)(s + 1), (uchar)(u ^ 5), g + k, h - 1);
  return c > 0 ? r + k : r - f5(a, k, c, 1, v, e, s, u, g, h);
}
__attribute__((noinline)) int f3(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) {
  return a * 3 + b - c * d + (e ^ f) + (g | h) - (i & j) + k * l;
}
__attribute__((noinline)) long f2(long a, int b, float4 v, int c, float x) {
  int t = f3(b, c, b + 1, c - 1, b * 2, c * 2, b & 7, c & 7, b >> 1, c >> 1, 3, -4);
  float y = f4(x, v.x, t & 255, b & 255, v, a, (short)b, (uchar)c, v.z, c & 15, x * 0.5f);
  return a + t + (long)(y * 16.0f);
}
__attribute__((noinline)) long f1(long a, int b, float4 v, int c, float x, global int *side) {
  long r = f2(a, b, v, c, x);
  if (b & 1) r += f2(a ^ 0x55, c, v * 2.0f, b, -x);
  side[get_global_id(0)] = (int)r;
  return r;
}
kernel void callchain(global const int *ia, global const float4 *fv, global long *o, global int *side) {
  int i = get_global_id(0);
  int b = ia[i] % 1000, c = ia[(i + 3) & 127] % 1000;
  o[i] = f1((long)ia[i] * 1000, b, fv[i], c, (float)i * 0.125f, side);
}
