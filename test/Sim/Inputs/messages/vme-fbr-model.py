# An independent model of messages-vme.test's FBR cases A6/A7: 16x16
# forward refinement of macroblock (16,64) of a-src.in against a-ref.in
# from the start MV (1,1) quarter pels: the eight half-pel neighbours, then
# the eight quarter-pel neighbours of the best (first strict minimum, row
# by row), samples per H.264 8.4.2.2.1 (or bilinear with "bilinear").
# Prints the MV dword and the SAD (W1.0 and W0.2[15:0]).
import sys
W, H = 48, 96
src = open(sys.argv[1], "rb").read()
ref = open(sys.argv[2], "rb").read()
bilinear = len(sys.argv) > 3 and sys.argv[3] == "bilinear"
def R(x, y): return ref[min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)]
def clip(v): return min(max(v, 0), 255)
def tap(a, b, c, d, e, f): return a - 5 * b + 20 * c + 20 * d - 5 * e + f
def hsum(x, y): return tap(*(R(x + k, y) for k in range(-2, 4)))
def half(hx, hy):
    x, y = hx >> 1, hy >> 1
    if not hx & 1 and not hy & 1: return R(x, y)
    if hx & 1 and not hy & 1: return clip((hsum(x, y) + 16) >> 5)
    if not hx & 1: return clip((tap(*(R(x, y + k) for k in range(-2, 4))) + 16) >> 5)
    return clip((tap(*(hsum(x, y + k) for k in range(-2, 4))) + 512) >> 10)
# H.264 quarter samples: a=(G,b) c=(b,H) d=(G,h) n=(h,M) e=(b,h) g=(b,m)
# p=(h,s) r=(m,s) f=(b,j) q=(j,s) i=(h,j) k=(j,m); offsets in half pels.
G, b, h, j, Hh, M, m, s_ = (0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (0, 2), (2, 1), (1, 2)
RULE = {(1, 0): (G, b), (3, 0): (b, Hh), (0, 1): (G, h), (0, 3): (h, M),
        (1, 1): (b, h), (3, 1): (b, m), (1, 3): (h, s_), (3, 3): (m, s_),
        (2, 1): (b, j), (2, 3): (j, s_), (1, 2): (h, j), (3, 2): (j, m)}
def sample(qx, qy):
    x, y, fx, fy = qx >> 2, qy >> 2, qx & 3, qy & 3
    if bilinear:
        return ((4 - fx) * (4 - fy) * R(x, y) + fx * (4 - fy) * R(x + 1, y) +
                (4 - fx) * fy * R(x, y + 1) + fx * fy * R(x + 1, y + 1) + 8) >> 4
    if fx % 2 == 0 and fy % 2 == 0: return half(2 * x + fx // 2, 2 * y + fy // 2)
    (ax, ay), (bx, by) = RULE[(fx, fy)]
    return (half(2 * x + ax, 2 * y + ay) + half(2 * x + bx, 2 * y + by) + 1) >> 1
def sad(mx, my):
    return sum(abs(src[(64 + yy) * W + 16 + xx] - sample(4 * (16 + xx) + mx, 4 * (64 + yy) + my))
               for yy in range(16) for xx in range(16))
best = (1, 1); bd = sad(*best)
for step in (2, 1):
    cx, cy = best
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dx == 0 and dy == 0: continue
            mv = (cx + dx * step, cy + dy * step)
            d = sad(*mv)
            if d < bd: best, bd = mv, d
print("%08x %08x" % (((best[1] & 0xFFFF) << 16) | (best[0] & 0xFFFF), bd))
