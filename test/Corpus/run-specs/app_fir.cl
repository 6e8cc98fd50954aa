// Fixed-point audio: a 32-tap Q15 FIR filter over short samples with a
// local history window, products accumulated in int and rounded back to
// Q15 with saturation, plus a soft clipper and a peak meter (abs,
// max, mul24, add_sat).
#define TAPS 32
#define WG 128

__constant short coeffs[TAPS] = {
    -120, -210, -160, 80, 430, 610, 380, -270, -1010, -1340, -760, 880, 3160,
    5420, 6950, 7480, 6950, 5420, 3160, 880, -760, -1340, -1010, -270, 380,
    610, 430, 80, -160, -210, -120, 0};

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void app_fir(__global const short *in, __global short *out,
             __global short *clipped, __global ushort *peaks) {
  __local short hist[WG + TAPS - 1];
  int lid = get_local_id(0), gid = get_global_id(0);
  int base = get_group_id(0) * WG;
  for (int i = lid; i < WG + TAPS - 1; i += WG) {
    int s = base + i - (TAPS - 1);
    hist[i] = s >= 0 ? in[s] : 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int acc = 1 << 14;
  for (int k = 0; k < TAPS; ++k)
    acc = mad24((int)coeffs[k], (int)hist[lid + TAPS - 1 - k], acc);
  short y = convert_short_sat(acc >> 15);
  out[gid] = y;
  short drive = add_sat(y, y);
  int a = abs((int)drive);
  short soft = a > 24576 ? (short)(drive > 0 ? 24576 + ((a - 24576) >> 2)
                                             : -24576 - ((a - 24576) >> 2))
                         : drive;
  clipped[gid] = soft;
  __local int peak;
  if (lid == 0)
    peak = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_max(&peak, abs((int)y));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    peaks[get_group_id(0)] = (ushort)peak;
}
