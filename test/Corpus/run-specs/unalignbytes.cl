// Mixed-size loads and stores at unaligned byte offsets: vloadN/vstoreN on
// char and short pointers, byte and short stores to SLM at odd addresses.
kernel void unalignbytes(global const uchar *in, global uchar *out, global uint *words) {
  local uchar sb[1024];
  local ushort ss[512];
  int l = get_local_id(0), i = get_global_id(0);
  int off = (i * 7) % 13;
  uchar4 b4 = vload4(0, in + i * 16 + off);
  uchar8 b8 = vload8(0, in + i * 16 + (off ^ 5));
  uchar3 b3 = vload3(0, in + i * 16 + 1);
  ushort2 s2 = vload2(0, (global const ushort *)(in + (i & ~1) * 16) + 3);
  ushort3 s3 = vload3(l, (global const ushort *)in + 1);
  vstore4(b4 + (uchar4)1, 0, sb + l * 15 + 1);
  vstore2(s2, 0, ss + l * 3 + 1);
  sb[l * 15 + 5] = b8.s7;
  sb[l * 15 + 6] = b3.y;
  vstore8(b8, 0, sb + l * 15 + 7);
  ss[l * 3 + 3] = s3.z;
  if (l == 0) {
    for (int k = 960; k < 1024; ++k)
      sb[k] = (uchar)k;
    for (int k = 193; k < 512; ++k)
      ss[k] = (ushort)(k * 3);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int m = (l + 5) & 63;
  uchar16 r = vload16(0, sb + m * 15 + 1);
  vstore16(r, 0, out + i * 16 + 0);
  ushort4 q = vload4(0, ss + m * 3 + 1);
  vstore3(q.xyz ^ s3, 0, (global ushort *)(out + 16 * get_global_size(0)) + 3 * i + 1);
  words[i] = as_uint(b4) + as_uint((uchar4)(b3, 0)) + (uint)q.w;
}
