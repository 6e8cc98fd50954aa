// msg_svm: the OpenCL meaning of msg_svm.visaasm, a hand-written vISA
// kernel that moves each 16-dword segment j of `in` to `out` through a
// different A64 (SVM) message form (dword, qword and byte scattered,
// untyped, OWord blocks; 1 to 16 lanes, several blocks or channels per
// lane), adding j on the way.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void msg_svm(global const uint *in, global uint *out) {
  uint i = get_global_id(0);
  for (uint j = 0; j < 16; ++j)
    out[j * 16 + i] = in[j * 16 + i] + j;
}
