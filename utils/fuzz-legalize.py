#!/usr/bin/env python3
"""Random gen-dialect ALU instructions through gen-legalize, per product.

Writes gen.funcs of random instructions on virtual registers (exec sizes,
types, regions, strides, offsets, immediates, three-source and math forms
the lowering may produce), runs `visa-opt --gen-legalize --gen-check-legal`
on each product and reports every input the pass fails on: a crash, an
instruction it cannot make legal (types the product lacks are not
generated), or one gen-check-legal still finds illegal.

  utils/fuzz-legalize.py [--build build] [--count 200] [--seed 1] [--keep DIR]
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

PRODUCTS = ["BDW", "SKL", "BXT", "ICLLP", "TGLLP"]
SIZE = {"ub": 1, "b": 1, "uw": 2, "w": 2, "hf": 2, "ud": 4, "d": 4, "f": 4,
        "df": 8, "q": 8, "uq": 8}
INT = ["ud", "d", "uw", "w", "ub", "b"]

# (name, bytes, align): a few of each shape the lowering declares.
VREGS = [(128, 32), (128, 32), (128, 32), (64, 32), (64, 32), (32, 32),
         (16, 4), (16, 16), (8, 8), (4, 4), (4, 4), (2, 2), (8, 4)]


def has_64(product):
    return product in ("BDW", "SKL", "BXT")


def pick_region(rng, exec_size):
    choices = [(0, 1, 0), (1, 1, 0), (8, 8, 1), (4, 4, 1), (16, 8, 2),
               (2, 1, 0), (16, 16, 1), (2, 2, 1), (4, 1, 0), (8, 4, 2)]
    return rng.choice(choices)


def reach(region, exec_size, size):
    vs, w, hs = region
    last = ((exec_size - 1) // w) * vs + ((exec_size - 1) % w) * hs
    return (last + 1) * size


def operand(rng, vregs, exec_size, ty, region=None, dst=False):
    """A register operand that stays inside its virtual register."""
    size = SIZE[ty]
    for _ in range(50):
        vid = rng.randrange(len(vregs))
        nbytes, _align = vregs[vid]
        if dst:
            hs = rng.choice([1, 1, 1, 2]) if exec_size > 1 else 1
            span = ((exec_size - 1) * hs + 1) * size
            text = "<%d>" % hs
        else:
            r = region or pick_region(rng, exec_size)
            if r[1] > 1 and exec_size < r[1]:
                r = (0, 1, 0) if rng.random() < 0.3 else r
            span = reach(r, exec_size, size)
            text = "<%d;%d,%d>" % r
        if span > nbytes:
            continue
        elems = (nbytes - span) // size
        elem = rng.randrange(elems + 1)
        if rng.random() < 0.6:
            elem = 0
        return "v%d.%d%s:%s" % (vid, elem, text, ty)
    return None


def immediate(rng, ty):
    if ty in ("f",):
        return "0x%X:f" % rng.choice([0x3F800000, 0x40000000, 0xBF000000])
    if ty == "hf":
        return "0x3C00:hf"
    if ty == "df":
        return "0x3FF0000000000000:df"
    if ty in ("q", "uq"):
        return "0x%X:%s" % (rng.randrange(1 << 40), ty)
    bits = 8 * SIZE[ty]
    return "0x%X:%s" % (rng.randrange(1 << min(bits, 16)), ty)


def instruction(rng, product, vregs):
    exec_size = rng.choice([1, 2, 4, 8, 8, 16, 16, 16, 32])
    mask = "(W) " if rng.random() < 0.3 else ""
    kind = rng.random()
    floats = ["f", "hf"] + (["df"] if has_64(product) else [])
    ints = INT + (["q"] if has_64(product) else [])
    if kind < 0.12:  # three-source
        op = rng.choice(["mad", "mad", "lrp"] if product != "TGLLP" and
                        product != "ICLLP" else ["mad"])
        ty = rng.choice(["f", "f", "hf"] + (["df"] if has_64(product) and op == "mad" else []))
        if op == "lrp":
            ty = "f"
        dst = operand(rng, vregs, exec_size, ty, dst=True)
        srcs = []
        for i in range(3):
            if rng.random() < 0.15 and i != 1:
                srcs.append(immediate(rng, ty))
            else:
                srcs.append(operand(rng, vregs, exec_size, ty))
        if None in srcs or dst is None:
            return None
        return 'gen.%s "%s(%d|M0) %s %s"' % (op, mask, exec_size, dst, " ".join(srcs))
    if kind < 0.2:  # math
        fn = rng.choice(["inv", "sqt", "exp", "fdiv", "pow", "iqot", "irem"])
        if fn in ("iqot", "irem"):
            ty = rng.choice(["d", "ud"])
            exec_size = min(exec_size, 16)
        else:
            ty = rng.choice(["f", "f", "hf"])
        dst = operand(rng, vregs, exec_size, ty, dst=True)
        srcs = [operand(rng, vregs, exec_size, ty)]
        if fn in ("fdiv", "pow", "iqot", "irem"):
            srcs.append(immediate(rng, ty) if rng.random() < 0.3 else
                        operand(rng, vregs, exec_size, ty))
        if None in srcs or dst is None:
            return None
        return 'gen.math "%s.%s (%d|M0) %s %s"' % (mask, fn, exec_size, dst, " ".join(srcs))
    op = rng.choice(["mov", "mov", "add", "add", "mul", "and", "or", "xor",
                     "shl", "sel", "cmp", "avg"])
    if op in ("and", "or", "xor", "shl", "avg"):
        ty = rng.choice(INT)
        sty = ty
    else:
        ty = rng.choice(ints + floats)
        sty = ty
        if op == "mov" and rng.random() < 0.5:
            sty = rng.choice(ints + floats)
        elif ty not in floats and rng.random() < 0.3:
            sty = rng.choice(INT)
    if op == "mul" and (SIZE[ty] == 8 or SIZE[sty] == 8):
        ty = sty = "d"
    cond = ""
    pred = ""
    if op == "cmp":
        cond = " (%s)f0.0" % rng.choice(["lt", "ge", "eq", "ne"])
        dst = "null<1>:%s" % sty if rng.random() < 0.5 else \
            operand(rng, vregs, exec_size, ty, dst=True)
    else:
        dst = operand(rng, vregs, exec_size, ty, dst=True)
    if op == "sel":
        if rng.random() < 0.5:
            cond = " (%s)f0.0" % rng.choice(["lt", "ge"])
        else:
            pred = "(f0.0) " if not mask else "(W&f0.0) "
            mask = ""
    nsrc = 1 if op == "mov" else 2
    srcs = []
    for i in range(nsrc):
        if rng.random() < 0.25:
            srcs.append(immediate(rng, sty if i == 0 else sty))
        else:
            srcs.append(operand(rng, vregs, exec_size, sty))
    if op == "shl" and rng.random() < 0.5:
        srcs[-1] = "0x%X:ud" % rng.randrange(8)
    if None in srcs or dst is None:
        return None
    if all(s[0] == "0" for s in srcs) and nsrc == 2:
        srcs[0] = operand(rng, vregs, exec_size, sty)
        if srcs[0] is None:
            return None
    return 'gen.%s "%s%s(%d|M0)%s %s %s"' % (op, pred, mask, exec_size, cond,
                                           dst, " ".join(srcs))


def function(rng, product, n):
    lines = ["module {", '  gen.func @k kernel product "%s" {' % product]
    for i, (nbytes, align) in enumerate(VREGS):
        lines.append('    gen.vreg %d : "grf"[%d] align %d' % (i, nbytes, align))
    lines.append("    gen.fallthrough ^bb1")
    lines.append("  ^bb1:")
    made = 0
    while made < n:
        inst = instruction(rng, product, VREGS)
        if inst:
            lines.append("    " + inst)
            made += 1
    lines.append("    gen.end")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--count", type=int, default=100, help="functions per product")
    ap.add_argument("--insts", type=int, default=1, help="instructions per function")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="directory for failing inputs")
    ap.add_argument("--products", default=",".join(PRODUCTS))
    args = ap.parse_args()
    opt = os.path.join(args.build, "bin", "visa-opt")
    rng = random.Random(args.seed)
    failures = 0
    total = 0
    for product in args.products.split(","):
        for i in range(args.count):
            text = function(rng, product, args.insts)
            total += 1
            r = subprocess.run([opt, "-", "--gen-legalize", "--gen-check-legal",
                                "-o", os.devnull], input=text, text=True,
                               capture_output=True)
            if r.returncode == 0:
                continue
            failures += 1
            first = r.stderr.strip().splitlines()[0] if r.stderr.strip() else "crash"
            print("%s #%d: %s" % (product, i, first[:300]))
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, "%s-%d.mlir" % (product, i)), "w") as f:
                    f.write(text)
    print("%d of %d functions failed" % (failures, total))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
