#!/usr/bin/env python3
"""Count the software-scoreboard waits of TGLLP assembly (IGA syntax).

usage: utils/swsb-stats.py FILE.asm... [--total]

Reads IGC's .asm dumps, `visa-llc --emit=asm` or `iga64 -d` output and
prints, per file, the instructions and the waits they carry:

  insts   instructions (labels and comments aside)
  dist    instructions carrying a RegDist (@N)
  dst     token waits $N.dst (on any instruction, syncs included)
  src     token waits $N.src
  all     sync.allrd / sync.allwr instructions
  syncs   sync instructions inserted for waits (nop, allrd, allwr)
  waits   dist + dst + src + all: every wait an instruction expresses

With --total only the sum over all files is printed. Standard library only.
"""

import re
import sys

OPTIONS = re.compile(r"\{([^}]*)\}")
SYNC = re.compile(r"^\s*(\([^)]*\)\s*)?sync\.(nop|allrd|allwr)\b")


def count(path):
    c = dict(insts=0, dist=0, dst=0, src=0, all=0, syncs=0)
    with open(path) as f:
        for line in f:
            code = line.split("//", 1)[0].strip()
            if not code or code.endswith(":"):
                continue
            c["insts"] += 1
            m = SYNC.match(code)
            if m:
                c["syncs"] += 1
                if m.group(2) != "nop":
                    c["all"] += 1
            opts = OPTIONS.search(code)
            if not opts:
                continue
            for opt in opts.group(1).split(","):
                opt = opt.strip()
                if re.fullmatch(r"[A-Z]?@\d+", opt):
                    c["dist"] += 1
                elif re.fullmatch(r"\$\d+\.dst", opt):
                    c["dst"] += 1
                elif re.fullmatch(r"\$\d+\.src", opt):
                    c["src"] += 1
    c["waits"] = c["dist"] + c["dst"] + c["src"] + c["all"]
    return c


def main(argv):
    total_only = "--total" in argv
    files = [a for a in argv if a != "--total"]
    if not files:
        print(__doc__, file=sys.stderr)
        return 2
    keys = ["insts", "dist", "dst", "src", "all", "syncs", "waits"]
    total = dict.fromkeys(keys, 0)
    if not total_only:
        print("\t".join(keys + ["file"]))
    for path in files:
        c = count(path)
        for k in keys:
            total[k] += c[k]
        if not total_only:
            print("\t".join(str(c[k]) for k in keys) + "\t" + path)
    print("\t".join(str(total[k]) for k in keys) + "\ttotal")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
