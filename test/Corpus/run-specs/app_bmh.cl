// Boyer-Moore-Horspool string search over a uchar text: the group builds
// the bad-character shift table in local memory, each work-item scans one
// chunk and reports how many matches start in it and where the first is.
__kernel void app_bmh(__global const uchar *text, int n,
                      __constant uchar *pat, int m, int chunk,
                      __global int *counts, __global int *first) {
  __local int shift[256];
  int lid = get_local_id(0), gid = get_global_id(0);
  for (int i = lid; i < 256; i += get_local_size(0))
    shift[i] = m;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    for (int i = 0; i < m - 1; ++i)
      shift[pat[i]] = m - 1 - i;
  barrier(CLK_LOCAL_MEM_FENCE);

  int start = gid * chunk;
  int end = min(start + chunk + m - 1, n);
  int count = 0, firstpos = -1;
  for (int pos = start; pos + m <= end; pos += shift[text[pos + m - 1]]) {
    int j = m - 1;
    while (j >= 0 && text[pos + j] == pat[j])
      --j;
    if (j < 0) {
      if (firstpos < 0)
        firstpos = pos;
      ++count;
    }
  }
  counts[gid] = count;
  first[gid] = firstpos;
}
