// private_array: a small private array indexed with run-time values, so IGC
// keeps it in registers and uses indirect addressing.
// vISA: addr_add on address variables (A type), mov with indirect regions
// r[A0, off], shl of the index to bytes, loops fully unrolled for init.
kernel void private_array(global const int *in, global const uchar *idx, global int *out) {
  size_t i = get_global_id(0);
  int t[16];
  for (int k = 0; k < 16; k++)
    t[k] = in[i] * (k + 1) + k;
  int s = 0;
  for (int k = 0; k < 4; k++) {
    uchar j = idx[4 * i + k] & 15;
    t[j] += s;
    s += t[(j + 5) & 15];
  }
  out[i] = s;
}
