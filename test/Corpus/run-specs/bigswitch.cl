// A 24-case switch (jump table) inside a state machine loop, a sparse switch,
// and fall-through cases.
uint op(int s, uint v) {
  switch (s) {
  case 0: return v + 1;
  case 1: return v * 3;
  case 2: return v - 7;
  case 3: return v ^ 0x55;
  case 4: return v << 2;
  case 5: return (uint)((int)v >> 1);
  case 6: return ~v;
  case 7: return v & 0xfff;
  case 8: return v | 0x100;
  case 9: return v * v;
  case 10: return v / 3;
  case 11: return v % 11;
  case 12: return 0u - v;
  case 13: return v + 1000;
  case 14: return rotate(v, 5u);
  case 15: return popcount(v);
  case 16: return v - (v >> 4);
  case 17: return v * 17 + 1;
  case 18: return clz(v);
  case 19: return (uint)max((int)v, 77);
  case 20: return (uint)min((int)v, -77);
  case 21: return abs((int)v);
  case 22: return v ^ (v >> 7);
  default: return v + s;
  }
}
kernel void bigswitch(global const int *a, global int *o) {
  int i = get_global_id(0);
  uint v = (uint)a[i];
  int s = i % 24;
  for (int k = 0; k < 20; ++k) {
    v = op(s, v);
    s = (s * 5 + (v & 7)) % 25;
  }
  o[i * 2] = (int)v;
  int r = 0;
  switch (a[i] & 0x3ff) {
  case 1: r = 10;
  case 100: r += 20; break;
  case 500: r = 30; break;
  case 700: case 701: case 702: r = 40; break;
  default:
    if (a[i] & 1) r = 50;
  }
  o[i * 2 + 1] = r;
}
