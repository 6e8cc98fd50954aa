// printf that some work-items take (in divergent control flow), then more work after it.
kernel void printfyes(global const int *a, global int *o) {
  int i = get_global_id(0);
  int x = a[i];
  if ((x & 15) == 3) {
    printf("item %d: x=%d half=%f\n", i, x, (float)x * 0.5f);
    x += 1000;
  }
  o[i] = x * 2 - i;
}
