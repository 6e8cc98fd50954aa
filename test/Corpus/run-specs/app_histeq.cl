// Histogram equalisation of an 8-bit image by one work-group: local
// histogram with atomic_inc, Hillis-Steele scan of the bins into the CDF,
// minimum non-zero CDF by local atomic_min, integer LUT, remap.
#define BINS 256

__kernel __attribute__((reqd_work_group_size(BINS, 1, 1)))
void app_histeq(__global const uchar *src, __global uchar *dst, int pixels,
                __global uint *lut_out) {
  __local uint hist[BINS];
  __local uint cdf[2][BINS];
  __local uint cdf_min;
  __local uchar lut[BINS];
  int lid = get_local_id(0);
  hist[lid] = 0;
  if (lid == 0)
    cdf_min = UINT_MAX;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = lid; i < pixels; i += BINS)
    atomic_inc(&hist[src[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);

  int in = 0;
  cdf[0][lid] = hist[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < BINS; off <<= 1) {
    uint v = cdf[in][lid];
    if (lid >= off)
      v += cdf[in][lid - off];
    cdf[1 - in][lid] = v;
    in = 1 - in;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  uint c = cdf[in][lid];
  if (hist[lid] != 0)
    atomic_min(&cdf_min, c);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint range = (uint)pixels - cdf_min;
  uint mapped = c < cdf_min ? 0u
                : range ? ((c - cdf_min) * 255u + range / 2) / range : lid;
  lut[lid] = (uchar)min(mapped, 255u);
  lut_out[lid] = mapped;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = lid; i < pixels; i += BINS)
    dst[i] = lut[src[i]];
}
