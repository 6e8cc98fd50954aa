// Radix-2 decimation-in-time FFT of 256 complex points per work-group, done
// in local memory with float2 complex numbers and sincos twiddles.
// -DSIMD32 asks for SIMD32.
#define FFT_N 256
#define FFT_LOG2N 8

typedef float2 cplx;

static inline cplx cmul(cplx a, cplx b) {
  return (cplx)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

static uint reverse_bits(uint x, int bits) {
  uint r = 0;
  for (int i = 0; i < bits; ++i) {
    r = (r << 1) | (x & 1u);
    x >>= 1;
  }
  return r;
}

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel __attribute__((reqd_work_group_size(FFT_N / 2, 1, 1)))
void app_fft(__global const float2 *in, __global float2 *out, int inverse) {
  __local cplx buf[FFT_N];
  uint lid = get_local_id(0);
  uint base = get_group_id(0) * FFT_N;

  for (uint i = lid; i < FFT_N; i += get_local_size(0))
    buf[reverse_bits(i, FFT_LOG2N)] = in[base + i];
  barrier(CLK_LOCAL_MEM_FENCE);

  float sign = inverse ? 1.0f : -1.0f;
  for (uint span = 1; span < FFT_N; span <<= 1) {
    uint j = lid & (span - 1);
    uint i0 = ((lid - j) << 1) + j;
    uint i1 = i0 + span;
    float c;
    float s = sincos(sign * M_PI_F * (float)j / (float)span, &c);
    cplx a = buf[i0];
    cplx b = cmul((cplx)(c, s), buf[i1]);
    buf[i0] = a + b;
    buf[i1] = a - b;
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  float scale = inverse ? 1.0f / FFT_N : 1.0f;
  for (uint i = lid; i < FFT_N; i += get_local_size(0))
    out[base + i] = buf[i] * scale;
}
