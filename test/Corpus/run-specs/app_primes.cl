// Primes two ways: trial division of one candidate per work-item (int %
// in a loop whose length depends on the number), and a segmented sieve of
// Eratosthenes per work-group with the segment as a local bit set
// (atomic_or on local words), counting the primes of each segment.
#define SEG 8192

__kernel void app_primes(__global const uint *cands, __global uchar *is_prime,
                         __global uint *smallest_factor,
                         __global uint *segment_counts) {
  __local uint bits[SEG / 32];
  uint gid = get_global_id(0), lid = get_local_id(0);
  uint lsz = get_local_size(0);
  uint n = cands[gid];
  uint f = 0;
  if (n < 2) {
    f = 1;
  } else {
    for (uint p = 2; p * p <= n; p += (p == 2) ? 1 : 2) {
      if (n % p == 0) {
        f = p;
        break;
      }
    }
  }
  is_prime[gid] = n >= 2 && f == 0;
  smallest_factor[gid] = f ? f : n;

  uint lo = get_group_id(0) * SEG;
  for (uint i = lid; i < SEG / 32; i += lsz)
    bits[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint p = 2 + lid; p * p < lo + SEG; p += lsz) {
    uint start = max(p * p, (lo + p - 1) / p * p);
    for (uint m = start; m < lo + SEG; m += p)
      atomic_or(&bits[(m - lo) / 32], 1u << ((m - lo) % 32));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  uint count = 0;
  for (uint i = lid; i < SEG / 32; i += lsz) {
    uint composite = bits[i];
    if (lo == 0 && i == 0)
      composite |= 3u; // 0 and 1
    count += popcount(~composite);
  }
  __local uint total;
  if (lid == 0)
    total = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&total, count);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    segment_counts[get_group_id(0)] = total;
}
