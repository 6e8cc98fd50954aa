// vec_loadstore: explicit vector loads and stores through vector pointers and
// vloadN/vstoreN: float4, int8, uchar16, vload4, vstore8, vload2/vstore3.
// vISA: multi-channel gather4_scaled / scatter4_scaled (uchar16 moved as
// dwords), mov with strided regions to (de)interleave vector components.
// IGC first tries SIMD32, abandons it (the simd32 dump has no .asm/.dat) and
// keeps SIMD16.
kernel void vec_loadstore(global const float4 *f4, global const int8 *i8,
                          global const uchar16 *u16, global const float *fs,
                          global float4 *of4, global int8 *oi8,
                          global uchar16 *ou16, global float *ofs) {
  size_t i = get_global_id(0);
  float4 a = f4[i] * (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  int8 b = i8[i] + (int8)(1, 2, 3, 4, 5, 6, 7, 8);
  uchar16 c = u16[i] ^ (uchar16)(0x5a);
  float4 d = vload4(i, fs);
  float8 e = (float8)(d + a, d - a);
  of4[i] = a.wzyx + d;
  oi8[i] = b.s01234567 * 2;
  ou16[i] = c.sfedcba9876543210;
  vstore8(e, i, ofs);
  float2 p = vload2(0, fs + 3 * i);
  vstore3((float3)(p.x, p.y, p.x * p.y), i, ofs + 8 * get_global_size(0));
}
