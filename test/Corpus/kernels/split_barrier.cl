// split_barrier: cl_intel_split_work_group_barrier (arrive / wait with work
// in between). This IGC declares the extension but has no library
// implementation, so the calls stay as external symbols: the dump shows how
// unresolved functions are compiled (indirect calls through relocated
// function addresses and an Intel_Symbol_Table_Void_Program object).
// IGC-specific; the binary cannot run as is.
// vISA: faddr, ifcall, svm_block_st of the call frame, SLM traffic.
kernel void split_barrier(global int *a) {
  local int l[256];
  int lid = get_local_id(0) & 255;
  l[lid] = a[get_global_id(0)];
  intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
  a[get_global_id(0)] += 1;
  intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
  a[get_global_id(0)] = l[(lid + 1) % get_local_size(0)];
}
