// Geometric and common float built-ins: dot/cross/length/normalize/distance, mix/step/smoothstep, sign, copysign,
// fmin/fmax/fdim, floor/ceil/rint/round/trunc/fract, ldexp/frexp/ilogb, nextafter, maxmag/minmag, fma.
kernel void geom(global const float4 *a, global const float4 *b, global float *o, global int *oi) {
  int i = get_global_id(0);
  float4 x = a[i], y = b[i];
  o[i * 16 + 0] = dot(x, y);
  float4 c = cross(x, y);
  o[i * 16 + 1] = c.x + 2 * c.y + 4 * c.z;
  o[i * 16 + 2] = length(x.xyz);
  o[i * 16 + 3] = normalize(y).w;
  o[i * 16 + 4] = distance(x.xy, y.xy);
  o[i * 16 + 5] = mix(x.x, y.x, 0.25f) + step(x.y, y.y) + smoothstep(-1.0f, 1.0f, x.z);
  o[i * 16 + 6] = sign(x.w) * 3 + copysign(2.0f, y.w);
  o[i * 16 + 7] = fmin(x.x, y.x) + fmax(x.y, y.y) * 2 + fdim(x.z, y.z) * 4;
  o[i * 16 + 8] = floor(x.x * 3) + ceil(x.y * 3) * 10 + rint(x.z * 3) * 100 + round(y.x * 3) * 1000;
  float fl;
  o[i * 16 + 9] = trunc(y.y * 7) + fract(y.z * 7, &fl) + fl * 16;
  int e;
  o[i * 16 + 10] = frexp(x.x * 1000, &e) + ldexp(y.x, e);
  oi[i * 2] = e * 100 + ilogb(y.y * 1e5f);
  o[i * 16 + 11] = nextafter(x.z, y.z) - x.z;
  o[i * 16 + 12] = maxmag(x.w, y.w) + minmag(x.x, y.y) * 2;
  o[i * 16 + 13] = fma(x.x, y.x, x.y);
  o[i * 16 + 14] = fast_length(x) + half_sqrt(fabs(y.x)) * 0;
  o[i * 16 + 15] = clamp(x.x, -0.5f, 0.5f) + degrees(y.y) * 0.01f + radians(x.y);
  oi[i * 2 + 1] = isless(x.x, y.x) + isgreater(x.y, y.y) * 2 + signbit(x.z) * 4 + isordered(x.w, y.w) * 8 + (int)(any(x > y)) * 16 + all(x < 5.0f) * 32;
}
