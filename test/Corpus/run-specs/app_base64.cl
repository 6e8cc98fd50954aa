// Base64 encoding of 48-byte chunks (one per work-item, 64 output chars)
// with the alphabet in __constant memory, and UTF-8 validation/decoding of
// another buffer: code points counted and summed, errors flagged.
__constant char B64[64] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

__kernel void app_base64(__global const uchar *in, __global char *out,
                         __global const uchar *utf8, int utf8_chunk,
                         __global int4 *utf8_stats) {
  int gid = get_global_id(0);
  __global const uchar *p = in + gid * 48;
  __global char *o = out + gid * 64;
  for (int i = 0; i < 16; ++i) {
    uint v = (uint)p[3 * i] << 16 | (uint)p[3 * i + 1] << 8 | p[3 * i + 2];
    o[4 * i] = B64[v >> 18];
    o[4 * i + 1] = B64[(v >> 12) & 63];
    o[4 * i + 2] = B64[(v >> 6) & 63];
    o[4 * i + 3] = B64[v & 63];
  }
  __global const uchar *u = utf8 + gid * utf8_chunk;
  int count = 0, errors = 0, i = 0;
  uint sum = 0;
  while (i < utf8_chunk) {
    uchar c = u[i];
    int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + len > utf8_chunk) {
      ++errors;
      ++i;
      continue;
    }
    uint cp = len == 1 ? c : c & (0x7f >> len);
    bool ok = true;
    for (int k = 1; k < len; ++k) {
      uchar cc = u[i + k];
      ok &= (cc & 0xc0) == 0x80;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (!ok) {
      ++errors;
      ++i;
      continue;
    }
    ++count;
    sum += cp;
    i += len;
  }
  utf8_stats[gid] = (int4)(count, errors, (int)sum, i);
}
