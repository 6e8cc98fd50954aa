// Private array of structs indexed dynamically (lives in scratch or in GRF with indirect access).
typedef struct { int key; float val; short tag; char flag; } item;
kernel void privstruct(global const int *in, global int *ok, global float *of) {
  int i = get_global_id(0);
  item arr[24];
  for (int k = 0; k < 24; ++k) {
    arr[k].key = in[(i + k) & 255];
    arr[k].val = (float)k * 0.5f;
    arr[k].tag = (short)(k * 3 - 20);
    arr[k].flag = (char)(k & 1);
  }
  // insertion sort by key (stable)
  for (int a = 1; a < 24; ++a) {
    item t = arr[a];
    int b = a - 1;
    while (b >= 0 && arr[b].key > t.key) { arr[b + 1] = arr[b]; --b; }
    arr[b + 1] = t;
  }
  int j = in[i] & 15;
  ok[i * 4 + 0] = arr[j].key;
  ok[i * 4 + 1] = arr[j + 5].tag;
  ok[i * 4 + 2] = arr[23 - j].flag;
  ok[i * 4 + 3] = arr[0].key + arr[23].key;
  of[i] = arr[j].val + arr[j + 8].val;
}
