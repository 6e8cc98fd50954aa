// Saturating and high-half integer built-ins on every 8/16/32-bit type, incl. extreme values.
kernel void isat(global const int *a, global const int *b, global int *o) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  short sx = (short)x, sy = (short)y; ushort usx = (ushort)x, usy = (ushort)y;
  char cx = (char)x, cy = (char)y; uchar ucx = (uchar)x, ucy = (uchar)y;
  int k = 0;
  o[i * 24 + k++] = add_sat(x, y);
  o[i * 24 + k++] = sub_sat(x, y);
  o[i * 24 + k++] = mad_sat(x, y, x);
  o[i * 24 + k++] = (int)mad_sat(ux, uy, uy);
  o[i * 24 + k++] = (int)add_sat(ux, uy) ^ (int)sub_sat(ux, uy);
  o[i * 24 + k++] = mul_hi(x, y) + (int)mul_hi(ux, uy);
  o[i * 24 + k++] = mad_hi(x, y, x) ^ (int)mad_hi(ux, uy, ux);
  o[i * 24 + k++] = (int)((uint)add_sat(sx, sy) * 65536u + (uint)sub_sat(sx, sy));
  o[i * 24 + k++] = (int)((uint)mad_sat(sx, sy, sx) + 100000u * mad_sat(usx, usy, usy));
  // IGC's mul_hi(ushort, ushort) multiplies in int (signed overflow above 2^31):
  // LLVM then assumes bit 31 of the product is 0; keep one operand below 2^15.
  o[i * 24 + k++] = (int)((uint)mul_hi(sx, sy) + 65536u * mul_hi((ushort)(usx >> 1), usy));
  o[i * 24 + k++] = add_sat(cx, cy) * 256 + sub_sat(cx, cy) + 65536 * (int)add_sat(ucx, ucy);
  o[i * 24 + k++] = mad_sat(cx, cy, cx) * 1000 + (int)mad_sat(ucx, ucy, ucx);
  o[i * 24 + k++] = mul_hi(cx, cy) * 1000 + (int)mul_hi(ucx, ucy) + 100000 * (int)sub_sat(ucx, ucy);
  o[i * 24 + k++] = (int)abs(x) ^ (int)abs_diff(x, y);
  o[i * 24 + k++] = (int)((uint)abs(sx) + (uint)abs_diff(sx, sy) * 65536u);
  o[i * 24 + k++] = (int)abs(cx) + (int)abs_diff(cx, cy) * 256 + (int)abs_diff(ucx, ucy) * 65536;
  o[i * 24 + k++] = hadd(x, y) ^ rhadd(x, y);
  o[i * 24 + k++] = (int)(hadd(ux, uy) ^ rhadd(ux, uy));
  o[i * 24 + k++] = (int)((uint)hadd(sx, sy) * 65536u + rhadd(usx, usy));
  o[i * 24 + k++] = hadd(cx, cy) * 256 + rhadd(ucx, ucy);
  o[i * 24 + k++] = clamp(x, -1000, y | 0x1000) + clamp(sx, (short)-5, (short)5);
  o[i * 24 + k++] = (int)clamp(ux, 10u, uy | 100u);
  o[i * 24 + k++] = (int)((uint)rotate(sx, sy) * 65536u + rotate(ucx, ucy));
  o[i * 24 + k++] = upsample(sx, usy) ^ (int)upsample(ucx, ucy);
}
