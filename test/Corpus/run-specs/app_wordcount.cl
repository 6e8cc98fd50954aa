// Text statistics per line: each work-item scans one 128-byte line and
// counts words, letters, digits and the longest word with a small state
// machine over chars (switch, ranges, divergent branches).
#define LINE 128

__kernel void app_wordcount(__global const char *text, __global int4 *stats) {
  int gid = get_global_id(0);
  __global const char *p = text + gid * LINE;
  int words = 0, letters = 0, digits = 0, longest = 0, cur = 0;
  bool in_word = false;
  for (int i = 0; i < LINE; ++i) {
    char c = p[i];
    bool is_letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    bool is_digit = c >= '0' && c <= '9';
    switch (c) {
    case ' ':
    case '\t':
    case ',':
    case '.':
      if (in_word) {
        longest = max(longest, cur);
        in_word = false;
      }
      break;
    default:
      if (is_letter || is_digit) {
        if (!in_word) {
          ++words;
          cur = 0;
          in_word = true;
        }
        ++cur;
        letters += is_letter;
        digits += is_digit;
      }
      break;
    }
  }
  if (in_word)
    longest = max(longest, cur);
  stats[gid] = (int4)(words, letters, digits, longest);
}
