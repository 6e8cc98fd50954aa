# Writes the 8-bit luma images of test/Sim/messages-vme.test into argv[1]:
#   a-src.in, a-ref.in (48x96): a noise source; the reference holds the
#     source's macroblock (16,16) moved by (+3,-2), and the two 8x16 halves
#     of its macroblock (16,64) moved by (-2,0) and (+2,+1), on other noise.
#   b-src.in, b-ref.in (48x64): macroblock (2,2) of the source is the
#     reference ramp 4x+8y sampled a quarter pel right and half a pel down
#     (4x+8y+5); macroblock (32,16) has constant columns 16(x-32)+5,
#     macroblock (32,32) constant rows 16(y-32)+3, macroblock (16,40) and
#     reference rows 28..63 are flat 128, macroblock (0,24) flat 138.
#   c-src.in, c-fwd.in, c-bwd.in (48x48): a noise source; the forward
#     reference holds the left 8x16 half of macroblock (16,16) moved by
#     (+1,-1) and its right half likewise but one level off; the backward
#     reference holds the right half moved by (-2,0).
import os
import sys


def noise(x, y, seed):
    v = (x * 73856093) ^ (y * 19349663) ^ (seed * 83492791)
    v = (v * 2654435761) & 0xFFFFFFFF
    return (v >> 13) & 0xFF


def write(path, w, h, f):
    with open(path, "wb") as out:
        out.write(bytes(f(x, y) for y in range(h) for x in range(w)))


def a_ref(x, y):
    if 19 <= x < 35 and 14 <= y < 30:
        return noise(x - 3, y + 2, 1)
    if 14 <= x < 22 and 64 <= y < 80:
        return noise(x + 2, y, 1)
    if 26 <= x < 34 and 65 <= y < 81:
        return noise(x - 2, y - 1, 1)
    return noise(x, y, 2)


def b_src(x, y):
    if 2 <= x < 18 and 2 <= y < 18:
        return 4 * x + 8 * y + 5
    if 32 <= x < 48 and 16 <= y < 32:
        return 16 * (x - 32) + 5
    if 32 <= x < 48 and 32 <= y < 48:
        return 16 * (y - 32) + 3
    if 16 <= x < 32 and 40 <= y < 56:
        return 128
    if 0 <= x < 16 and 24 <= y < 40:
        return 138
    return noise(x, y, 3)


def b_ref(x, y):
    if y >= 28:
        return 128
    return min(255, 4 * x + 8 * y)


def c_fwd(x, y):
    if 17 <= x < 25 and 15 <= y < 31:
        return noise(x - 1, y + 1, 1)
    if 25 <= x < 33 and 15 <= y < 31:
        v = noise(x - 1, y + 1, 1)
        return v + 1 if v < 255 else v - 1
    return noise(x, y, 2)


def c_bwd(x, y):
    if 22 <= x < 30 and 16 <= y < 32:
        return noise(x + 2, y, 1)
    return noise(x, y, 3)


d = sys.argv[1]
write(os.path.join(d, "a-src.in"), 48, 96, lambda x, y: noise(x, y, 1))
write(os.path.join(d, "a-ref.in"), 48, 96, a_ref)
write(os.path.join(d, "b-src.in"), 48, 64, b_src)
write(os.path.join(d, "b-ref.in"), 48, 64, b_ref)
write(os.path.join(d, "c-src.in"), 48, 48, lambda x, y: noise(x, y, 1))
write(os.path.join(d, "c-fwd.in"), 48, 48, c_fwd)
write(os.path.join(d, "c-bwd.in"), 48, 48, c_bwd)
