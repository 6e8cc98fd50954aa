// private_scratch: a large private array (256 ints) indexed dynamically,
// too big for registers, so it lives in scratch (private) memory.
// vISA: gather4_scaled / scatter4_scaled on the %scratch surface, stateless
// svm accesses, per-thread private memory size in the zebin. (in must hold 1024 ints.)
kernel void private_scratch(global const int *in, global int *out, int n) {
  size_t i = get_global_id(0);
  int buf[256];
  for (int k = 0; k < 256; k++)
    buf[k] = in[(i + k) & 1023] ^ k;
  int acc = 0;
  for (int k = 0; k < n; k++) {
    int j = (acc + k * 37) & 255;
    acc += buf[j];
    buf[(j * 7) & 255] = acc;
  }
  out[i] = acc;
}
