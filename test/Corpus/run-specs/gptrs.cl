// Program-scope data with pointers between globals (relocations in the data sections): constant string tables,
// a global pointer to a global array, and a global counter updated by the kernel (OpenCL 2.0).
constant char s0[] = "alpha";
constant char s1[] = "beta!";
constant char s2[] = "gamma-ray";
constant char *constant names[3] = {s0, s1, s2};
constant int lens[3] = {5, 5, 9};
global int garr[8] = {10, 20, 30, 40, 50, 60, 70, 80};
global int *global gp = &garr[3];
global int gcount = 100;
kernel void gptrs(global const int *sel, global int *o) {
  int i = get_global_id(0);
  int k = sel[i] % 3;
  constant char *s = names[k];
  int h = 0;
  for (int j = 0; j < lens[k]; ++j) h = h * 31 + s[j];
  o[i * 3] = h;
  o[i * 3 + 1] = gp[i & 3] + garr[i & 7];
  o[i * 3 + 2] = atomic_add(&gcount, 0) >= 100;
}
