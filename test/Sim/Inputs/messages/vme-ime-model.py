# An independent model of messages-vme.test's case A8: IME of macroblock
# (0,0) of a-src.in against a-ref.in (nothing matches there), all partition
# shapes, the exhaustive 48x40 window at (-16,-12) walked along IGC's
# spiral (48 search units of 4x4 positions from (4,3)), MV costs from the
# medium cost table (0x2B1D1A05, 0x39392F2D) around (0,0), no shape costs.
# Prints W0.0, W0.2, W0.6, the 16 forward MVs and the 16 distortions.
import sys
W, H = 48, 96
src = open(sys.argv[1], "rb").read()
ref = open(sys.argv[2], "rb").read()
def R(x, y): return ref[min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)]
def S(x, y): return src[min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)]
SPIRAL = [0x0101F00F, 0x0F0F1010, 0xF0F0F00F, 0x01010101, 0x10101010, 0x0F0F0F0F, 0xF0F0F00F,
          0x0101F0F0, 0x01010101, 0x10101010, 0x0F0F1010, 0x0F0F0F0F, 0xF0F0F00F, 0xF0F0F0F0]
path = [(d >> (8 * i)) & 255 for d in SPIRAL for i in range(4)]
table = [(0x2B1D1A05 >> (8 * i)) & 255 for i in range(4)] + [(0x39392F2D >> (8 * i)) & 255 for i in range(4)]
def u4u4(b): return (b & 15) << (b >> 4)
def comp_cost(v):
    v, idx = abs(v), 0
    while v and idx < 7: idx += 1; v >>= 1
    return u4u4(table[idx])
def zidx(bx, by): return (by // 2) * 8 + (bx // 2) * 4 + (by % 2) * 2 + bx % 2
# partitions: (x, y, w, h) in the order 16x16, 16x8 x2, 8x16 x2, then per
# quadrant 8x8, 8x4 x2, 4x8 x2, 4x4 x4
parts = [(0, 0, 16, 16), (0, 0, 16, 8), (0, 8, 16, 8), (0, 0, 8, 16), (8, 0, 8, 16)]
minor_first = {}
for q in range(4):
    qx, qy = (q % 2) * 8, (q // 2) * 8
    for m, rs in enumerate([[(qx, qy, 8, 8)], [(qx, qy, 8, 4), (qx, qy + 4, 8, 4)],
                            [(qx, qy, 4, 8), (qx + 4, qy, 4, 8)],
                            [(qx, qy, 4, 4), (qx + 4, qy, 4, 4), (qx, qy + 4, 4, 4), (qx + 4, qy + 4, 4, 4)]]):
        minor_first[(q, m)] = len(parts); parts += rs
best = [None] * len(parts)
ox, oy = -16, -12
sx, sy = 4, 3
seen = set()
for step in range(48):
    if step:
        d = path[step - 1]
        dx, dy = d & 15, d >> 4
        sx += dx - 16 if dx >= 8 else dx
        sy += dy - 16 if dy >= 8 else dy
    for j in range(4):
        for i in range(4):
            px, py = 4 * sx + i, 4 * sy + j
            if px < 0 or py < 0 or px > 32 or py > 24 or (px, py) in seen: continue
            seen.add((px, py))
            blk = {}
            for by in range(4):
                for bx in range(4):
                    blk[(bx, by)] = sum(abs(S(4 * bx + x, 4 * by + y) - R(ox + px + 4 * bx + x, oy + py + 4 * by + y))
                                        for y in range(4) for x in range(4))
            mv = (4 * (ox + px), 4 * (oy + py))
            cost_mv = comp_cost(mv[0]) + comp_cost(mv[1])
            for k, (x, y, w, h) in enumerate(parts):
                dist = sum(blk[(bx, by)] for by in range(y // 4, (y + h) // 4) for bx in range(x // 4, (x + w) // 4))
                c = dist + cost_mv
                if best[k] is None or c < best[k][0]: best[k] = (c, dist, mv)
cands = []
for m, (first, n) in enumerate([(0, 1), (1, 2), (3, 2)]):
    cands.append((sum(best[k][0] for k in range(first, first + n)), m, 0, list(range(first, first + n))))
cost8, minors, ks = 0, 0, []
for q in range(4):
    opts = []
    for m, n in enumerate([1, 2, 2, 4]):
        f = minor_first[(q, m)]
        opts.append((sum(best[k][0] for k in range(f, f + n)), m, list(range(f, f + n))))
    c, m, kk = min(opts, key=lambda o: (o[0], o[1]))
    cost8 += c; minors |= m << (2 * q); ks += kk
cands.append((cost8, 3, minors, ks))
cost, major, minors, ks = min(cands, key=lambda c: (c[0], c[1]))
mvs, dists = [0] * 16, [0] * 16
for k in ks:
    x, y, w, h = parts[k]
    for by in range(y // 4, (y + h) // 4):
        for bx in range(x // 4, (x + w) // 4):
            mv = best[k][2]
            mvs[zidx(bx, by)] = ((mv[1] & 0xFFFF) << 16) | (mv[0] & 0xFFFF)
            dists[zidx(bx, by)] = best[k][1]
print("%08x %08x %08x" % (major | (len(ks) << 24), min(cost, 0xFFFF), minors << 8))
print(" ".join("%08x" % v for v in mvs))
print(" ".join("%04x" % v for v in dists))
