// Black-Scholes European option pricing (call and put) with erf, exp, log
// and sqrt; the struct of market parameters is passed by value.
typedef struct {
  float rate;
  float volatility;
} Market;

static float cnd(float d) { return 0.5f * (1.0f + erf(d * M_SQRT1_2_F)); }

__kernel void app_blackscholes(__global const float *spot,
                               __global const float *strike,
                               __global const float *years, Market mkt,
                               __global float *call, __global float *put) {
  int i = get_global_id(0);
  float S = spot[i], X = strike[i], T = years[i];
  float sqrtT = sqrt(T);
  float d1 = (log(S / X) + (mkt.rate + 0.5f * mkt.volatility * mkt.volatility) * T) /
             (mkt.volatility * sqrtT);
  float d2 = d1 - mkt.volatility * sqrtT;
  float disc = exp(-mkt.rate * T);
  call[i] = S * cnd(d1) - X * disc * cnd(d2);
  put[i] = X * disc * cnd(-d2) - S * cnd(-d1);
}
