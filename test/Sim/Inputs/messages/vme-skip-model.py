# An independent model of messages-vme.test's case C3: 16x16 skip check of
# macroblock (16,16) of c-src.in with forward MV (4,-4) into c-fwd.in and
# backward MV (-8,0) into c-bwd.in, BiWeight 16 (the backward prediction
# weighs 16/64). Prints the raw SAD (W0.2[31:16]).
import sys
W = H = 48
src, fwd, bwd = (open(p, "rb").read() for p in sys.argv[1:4])
def at(img, x, y): return img[min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)]
total = 0
for y in range(16, 32):
    for x in range(16, 32):
        p = (at(fwd, x + 1, y - 1) * 48 + at(bwd, x - 2, y) * 16 + 32) >> 6
        total += abs(src[y * W + x] - p)
print("%08x" % total)
