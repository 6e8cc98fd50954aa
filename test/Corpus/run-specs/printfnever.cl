// printf in a branch no work-item takes: the printf buffer setup must not disturb anything.
kernel void printfnever(global const int *a, global int *o, int magic) {
  int i = get_global_id(0);
  int x = a[i];
  if (x == magic) {
    printf("never: %d at %d, %f\n", x, i, (float)x * 0.5f);
    o[i] = -1;
    return;
  }
  o[i] = x * 3 + i;
}
