# An independent model of the luma intra estimation of messages-vme.test's
# cases B9-B11 (H.264 8.3.1.2 / 8.3.2.2 predictions, 8x8 reference filter,
# SAD, the lowest mode per block): prints the total distortion and the
# packed modes (W0.3[15:0], W0.4, W0.5).
#   vme-ipe-model.py cols 8            B9: MB (32,16) of constant columns
#   vme-ipe-model.py noise N b-src.in  B10/B11: MB (16,18), N = 8 or 4
import sys
CASE = sys.argv[1]; N = int(sys.argv[2])
if CASE == "cols":
    def src(x, y): return 16 * x + 5            # MB (32,16): constant columns
    TOP = [16 * x + 5 for x in range(16)] + [0] * 8; LEFT = [200] * 16; TLV = 0
    HAS_TOP, HAS_LEFT, HAS_TL, HAS_TR = True, True, False, False
else:
    img = open(sys.argv[3], "rb").read()
    def src(x, y): return img[(18 + y) * 48 + 16 + x]   # MB (16,18) of b-src
    TOP = [(37 * i + 11) & 255 for i in range(24)]; LEFT = [(53 * j + 7) & 255 for j in range(16)]; TLV = 99
    HAS_TOP, HAS_LEFT, HAS_TL, HAS_TR = True, True, True, True
def zidx(bx, by): return (by // 2) * 8 + (bx // 2) * 4 + (by % 2) * 2 + bx % 2
def edges(x0, y0):
    n = N
    ht = True if y0 else HAS_TOP
    hl = True if x0 else HAS_LEFT
    if y0 == 0: htr = HAS_TOP if x0 + n < 16 else HAS_TR
    else: htr = x0 + n < 16 and zidx((x0 + n) // 4, (y0 - n) // 4) < zidx(x0 // 4, y0 // 4)
    t = [src(x0 + i, y0 - 1) if y0 else TOP[x0 + i] for i in range(n)]
    t += [(src(x0 + i, y0 - 1) if y0 else TOP[x0 + i]) if htr else t[n - 1] for i in range(n, 2 * n)]
    l = [src(x0 - 1, y0 + j) if x0 else LEFT[y0 + j] for j in range(n)]
    if x0 and y0: htl, q = True, src(x0 - 1, y0 - 1)
    elif not x0 and not y0: htl, q = HAS_TL, TLV
    elif not x0: htl, q = HAS_LEFT, LEFT[y0 - 1]
    else: htl, q = HAS_TOP, TOP[x0 - 1]
    if n == 4: return ht, hl, htl, t, l, q
    # filter
    a3 = lambda a, b, c: (a + 2 * b + c + 2) >> 2
    T, L, Q = t[:], l[:], q
    if ht:
        T[0] = a3(q, t[0], t[1]) if htl else (3 * t[0] + t[1] + 2) >> 2
        for x in range(1, 15): T[x] = a3(t[x - 1], t[x], t[x + 1])
        T[15] = (t[14] + 3 * t[15] + 2) >> 2
    if htl:
        if ht and hl: Q = a3(t[0], q, l[0])
        elif ht: Q = (3 * q + t[0] + 2) >> 2
        elif hl: Q = (3 * q + l[0] + 2) >> 2
    if hl:
        L[0] = a3(q, l[0], l[1]) if htl else (3 * l[0] + l[1] + 2) >> 2
        for y in range(1, 7): L[y] = a3(l[y - 1], l[y], l[y + 1])
        L[7] = (l[6] + 3 * l[7] + 2) >> 2
    return ht, hl, htl, T, L, Q
def pred(mode, ht, hl, htl, T, L, Q, x, y):
    P = lambda xx, yy: Q if (xx == -1 and yy == -1) else (T[xx] if yy == -1 else L[yy])
    a2 = lambda a, b: (a + b + 1) >> 1
    a3 = lambda a, b, c: (a + 2 * b + c + 2) >> 2
    if mode == 0: return T[x]
    if mode == 1: return L[y]
    n = N; sh = 2 if n == 4 else 3
    if mode == 2:
        if ht and hl: return (sum(T[:n]) + sum(L[:n]) + n) >> (sh + 1)
        if ht: return (sum(T[:n]) + n // 2) >> sh
        if hl: return (sum(L[:n]) + n // 2) >> sh
        return 128
    if mode == 3:
        if x == n - 1 and y == n - 1: return (T[2 * n - 2] + 3 * T[2 * n - 1] + 2) >> 2
        return a3(T[x + y], T[x + y + 1], T[x + y + 2])
    if mode == 4:
        if x > y: return a3(P(x - y - 2, -1), P(x - y - 1, -1), P(x - y, -1))
        if x < y: return a3(P(-1, y - x - 2), P(-1, y - x - 1), P(-1, y - x))
        return a3(P(0, -1), Q, P(-1, 0))
    if mode == 5:
        z = 2 * x - y
        if z >= 0 and z % 2 == 0: return a2(P(x - (y >> 1) - 1, -1), P(x - (y >> 1), -1))
        if z >= 0: return a3(P(x - (y >> 1) - 2, -1), P(x - (y >> 1) - 1, -1), P(x - (y >> 1), -1))
        if z == -1: return a3(P(-1, 0), Q, P(0, -1))
        return a3(P(-1, y - 2 * x - 1), P(-1, y - 2 * x - 2), P(-1, y - 2 * x - 3))
    if mode == 6:
        z = 2 * y - x
        if z >= 0 and z % 2 == 0: return a2(P(-1, y - (x >> 1) - 1), P(-1, y - (x >> 1)))
        if z >= 0: return a3(P(-1, y - (x >> 1) - 2), P(-1, y - (x >> 1) - 1), P(-1, y - (x >> 1)))
        if z == -1: return a3(P(-1, 0), Q, P(0, -1))
        return a3(P(x - 2 * y - 1, -1), P(x - 2 * y - 2, -1), P(x - 2 * y - 3, -1))
    if mode == 7:
        if y % 2 == 0: return a2(T[x + (y >> 1)], T[x + (y >> 1) + 1])
        return a3(T[x + (y >> 1)], T[x + (y >> 1) + 1], T[x + (y >> 1) + 2])
    z = x + 2 * y
    if z > 2 * n - 3: return L[n - 1]
    if z == 2 * n - 3: return (L[n - 2] + 3 * L[n - 1] + 2) >> 2
    if z % 2 == 0: return a2(L[y + (x >> 1)], L[y + (x >> 1) + 1])
    return a3(L[y + (x >> 1)], L[y + (x >> 1) + 1], L[y + (x >> 1) + 2])
def avail(mode, ht, hl, htl):
    return {0: ht, 1: hl, 2: True, 3: ht, 7: ht, 8: hl}.get(mode, ht and hl and htl)
total, modes = 0, [0] * 16
for y0 in range(0, 16, N):
    for x0 in range(0, 16, N):
        e = edges(x0, y0)
        best = None
        for m in range(9):
            if not avail(m, *e[:3]): continue
            d = sum(abs(src(x0 + x, y0 + y) - pred(m, *e, x, y)) for y in range(N) for x in range(N))
            if best is None or d < best[0]: best = (d, m)
        total += best[0]
        for by in range(y0 // 4, (y0 + N) // 4):
            for bx in range(x0 // 4, (x0 + N) // 4): modes[zidx(bx, by)] = best[1]
packed = sum(m << (4 * i) for i, m in enumerate(modes))
print("%08x %08x %08x" % (total, packed & 0xFFFFFFFF, packed >> 32))
