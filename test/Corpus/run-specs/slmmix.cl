// Static local arrays of char/short/uint next to two local pointer arguments: SLM offsets and sub-dword SLM stores.
kernel void slmmix(global const uchar *in, global uint *out, local ushort *la, local uchar *lb) {
  local uchar cbuf[67];
  local short sbuf[33];
  local uint cnt[5];
  int lid = get_local_id(0), ls = get_local_size(0);
  if (lid < 5) cnt[lid] = 0;
  uchar v = in[get_global_id(0)];
  if (lid < 67) cbuf[lid] = v;
  if (lid < 33) sbuf[lid] = (short)(v * -3);
  la[lid] = (ushort)(v * 257);
  lb[lid] = v ^ 0x5a;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&cnt[v & 3], v);
  atomic_max(&cnt[4], (uint)la[(lid * 7) % ls]);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = cbuf[(lid * 5) % 67] + sbuf[lid % 33] * 1000 + la[ls - 1 - lid] + (lb[(lid + 1) % ls] << 20) + cnt[lid & 3] + cnt[4];
}
