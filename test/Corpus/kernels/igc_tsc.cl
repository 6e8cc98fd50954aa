// igc_tsc: timing a data-dependent loop with IGC's cycle-counter built-in
// (declared by hand), which reads the timestamp architecture register.
// Only the low 32 bits are used: 64-bit arithmetic on the counter value makes
// this IGC fail silently on BXT/ICLLP/TGLLP.
// IGC-specific; results are not deterministic by nature.
// vISA: mov from %tsc, 32-bit subtraction, a goto loop.
ulong __builtin_IB_read_cycle_counter(void);
kernel void igc_tsc(global const float *in, global float *out, global uint *cycles) {
  size_t i = get_global_id(0);
  uint t0 = (uint)__builtin_IB_read_cycle_counter();
  float x = in[i];
  for (int k = 0; k < (int)(x * 4.0f) && k < 32; k++)
    x = x * 0.5f + 1.0f;
  uint t1 = (uint)__builtin_IB_read_cycle_counter();
  out[i] = x;
  cycles[i] = t1 - t0;
}
