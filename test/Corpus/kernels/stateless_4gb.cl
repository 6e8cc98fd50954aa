// stateless_4gb: a mixed load/store/atomic kernel compiled with
// -cl-intel-greater-than-4GB-buffer-required, which stops IGC from promoting
// global pointers to bound surfaces: every access is stateless (A64).
// vISA: svm_gather / svm_scatter with byte, dword and qword elements (the
// float4 goes through four dword gathers), svm_atomic, 64-bit address
// arithmetic (addc/subb on ICLLP/TGLLP).
// OCLOC-OPTIONS: -cl-intel-greater-than-4GB-buffer-required
kernel void stateless_4gb(global const uchar *b, global const float4 *v, global const long *l,
                          global uint *cnt, global float4 *out, global uchar *bout) {
  size_t i = get_global_id(0);
  float4 x = v[i] * (float)b[i];
  x.w += (float)l[i];
  out[i] = x;
  bout[i] = b[i] ^ (uchar)i;
  atomic_add(cnt, (uint)b[i]);
}
