// switch_case: a switch on a per-work-item value (divergent) and a switch on
// a kernel argument (uniform), with fall-through and default.
// vISA: cmp.eq chains or range checks, predicated goto to case labels, sel
// when cases collapse to selects, uniform branches (goto with (M1, 1)).
kernel void switch_case(global const int *in, global int *out, int mode) {
  size_t i = get_global_id(0);
  int x = in[i];
  int r;
  switch (x & 7) {
  case 0: r = x * 3; break;
  case 1: r = x + 11; break;
  case 2:
  case 3: r = x ^ 0x55; break;
  case 5: r = x >> 2;
  case 6: r = x - 9; break;
  default: r = -x; break;
  }
  switch (mode) {
  case 0: r += 1; break;
  case 1: r *= 2; break;
  case 2: r = r / 3; break;
  case 7: r = r % 5; break;
  default: break;
  }
  out[i] = r;
}
