// convert_round: float<->int conversions with every explicit rounding mode
// (rte/rtz/rtp/rtn) and saturation: convert_int_rtn, convert_float_rtz,
// convert_uint_sat_rtp, convert_float_rtp from int and uint, etc.
// vISA: rnde/rndz/rndd/rndu before mov to d/ud, mov.sat, %cr0 rounding mode
// writes (or + and on cr0) around int->float conversions, mov f<-d/ud.
kernel void convert_round(global const float *f, global const int *n, global const uint *u,
                          global int *io, global float *fo) {
  size_t i = get_global_id(0);
  float x = f[i];
  int r = convert_int_rte(x) + convert_int_rtz(x) * 2 + convert_int_rtp(x) * 3 + convert_int_rtn(x) * 5;
  r += (int)convert_uint_sat_rtp(x) + convert_int_sat(x * 1e10f);
  r += convert_short_sat_rtn(x * 1000.0f) + convert_char_sat_rte(x);
  io[i] = r;
  float s = convert_float_rtz(n[i]) + convert_float_rtp(u[i]) + convert_float_rtn(n[i] * 3 + 1);
  s += convert_float_rte(u[i] >> 1) + convert_float(n[i]);
  fo[i] = s;
}
