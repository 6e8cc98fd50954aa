// igc_sbarrier: IGC's internal split-barrier, thread-pause and
// typed-memory-fence built-ins, declared by hand.
// IGC-specific; not runnable on PoCL. (Adding a cycle-counter read to this
// kernel makes IGC fail silently on BXT/ICLLP/TGLLP; see igc_tsc.cl.)
// vISA: sbarrier.signal / sbarrier.wait, the pause write to %tsc, fence
// (typed memory / sampler cache flush), SLM scatter/gather.
void __builtin_IB_thread_group_barrier_signal(void);
void __builtin_IB_thread_group_barrier_wait(void);
void __builtin_IB_eu_thread_pause(uint cycles);
void __builtin_IB_typedmemfence(bool invalidate);
kernel void igc_sbarrier(global uint *a) {
  local uint l[256];
  int lid = get_local_id(0) & 255;
  l[lid] = a[get_global_id(0)];
  __builtin_IB_thread_group_barrier_signal();
  __builtin_IB_eu_thread_pause(16);
  __builtin_IB_thread_group_barrier_wait();
  __builtin_IB_typedmemfence(true);
  a[get_global_id(0)] = l[(lid + 1) % get_local_size(0)];
}
