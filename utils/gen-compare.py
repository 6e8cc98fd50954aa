#!/usr/bin/env python3
"""Compare visa-objdump's disassembly with iga64's, instruction by instruction.

usage: gen-compare.py --platform=SKL [--objdump=PATH] [--iga=iga64] [-v] FILE.dat...

Whitespace runs and `//` comments are ignored. Prints `N/M instructions
match` (and the first mismatches with -v) and exits non-zero below 100%.
Binaries that iga64 itself cannot decode are skipped and counted.
"""
import argparse
import re
import subprocess
import sys

IGA_PLATFORM = {"bdw": "8", "skl": "9", "bxt": "9", "icllp": "11", "tgllp": "12p1"}


def normalize(text):
    """One string per instruction, prefixed by the labels that precede it."""
    insts, labels = [], []
    for line in text.splitlines():
        line = " ".join(line.split("//", 1)[0].split())
        if not line:
            continue
        if re.fullmatch(r"[A-Za-z_][\w]*:", line):
            labels.append(line)
            continue
        insts.append(" ".join(labels + [line]))
        labels = []
    if labels and insts:
        insts[-1] += " " + " ".join(labels)
    return insts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", required=True)
    ap.add_argument("--objdump", default="visa-objdump")
    ap.add_argument("--iga", default="iga64")
    ap.add_argument("-v", "--verbose", action="count", default=0)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    plat = args.platform.lower()

    match = total = skipped = 0
    shown = 0
    for path in args.files:
        iga = subprocess.run([args.iga, "-d", "-p=" + IGA_PLATFORM[plat], path],
                             capture_output=True, text=True)
        if iga.returncode != 0 or "error" in iga.stderr:
            skipped += 1
            continue
        ours = subprocess.run([args.objdump, "--platform=" + plat, path],
                              capture_output=True, text=True)
        want = normalize(iga.stdout)
        got = normalize(ours.stdout) if ours.returncode == 0 else []
        total += len(want)
        for i, line in enumerate(want):
            ok = i < len(got) and got[i] == line
            match += ok
            if not ok and shown < args.verbose * 20:
                shown += 1
                print("%s:%d\n  iga:  %s\n  ours: %s" % (
                    path, i, line, got[i] if i < len(got) else
                    "<missing> " + ours.stderr.strip()))
    print("%d/%d instructions match (%d files skipped: iga64 cannot decode them)"
          % (match, total, skipped))
    return 0 if total and match == total else 1


if __name__ == "__main__":
    sys.exit(main())
