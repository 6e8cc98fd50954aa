#!/usr/bin/env python3
"""Check the Gen encoder: decode -> encode of IGC binaries against iga64.

usage: gen-roundtrip.py --platform=SKL [--as=visa-as] [--objdump=visa-objdump]
                        [--iga=iga64] [--mode=reencode|asm|disasm] [-v] FILE.dat...

For each binary the reference bytes are what `iga64 -a` makes of
`iga64 -d`'s text (equal to the binary except in bits the hardware ignores,
where IGC leaves junk and IGA writes zeros). Mode `reencode` (default) runs
`visa-as --reencode` on the binary (decode, then encode); mode `asm` runs
`visa-as` on iga64's text; mode `disasm` runs `iga64 -a` on visa-objdump's
text (so our disassembly is text iga64 accepts and means the same). Prints `N/M instructions identical` and
`F/G files identical`, exits non-zero below 100%.
"""
import argparse
import os
import subprocess
import sys
import tempfile

IGA_PLATFORM = {"bdw": "8", "skl": "9", "bxt": "9", "icllp": "11", "tgllp": "12p1"}


def split(data):
    """The instructions of a kernel: 8 bytes if compacted, else 16."""
    insts, at = [], 0
    while at < len(data):
        size = 8 if data[at + 3] & 0x20 else 16
        insts.append(data[at:at + size])
        at += size
    return insts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", required=True)
    ap.add_argument("--as", dest="asm", default="visa-as")
    ap.add_argument("--iga", default="iga64")
    ap.add_argument("--objdump", default="visa-objdump")
    ap.add_argument("--mode", choices=["reencode", "asm", "disasm"], default="reencode")
    ap.add_argument("-v", "--verbose", action="count", default=0)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    plat = args.platform.lower()
    iga_p = "-p=" + IGA_PLATFORM[plat]

    same = total = files_same = files = skipped = shown = 0
    with tempfile.TemporaryDirectory() as tmp:
        text, ref, ours, ours_text = (os.path.join(tmp, n)
                                      for n in ("k.asm", "ref.dat", "ours.dat", "ours.asm"))
        for path in args.files:
            d = subprocess.run([args.iga, "-d", iga_p, path, "-o", text],
                               capture_output=True, text=True)
            a = subprocess.run([args.iga, "-a", iga_p, text, "-o", ref],
                               capture_output=True, text=True)
            if d.returncode or a.returncode:
                skipped += 1
                continue
            want = open(ref, "rb").read()
            if os.path.exists(ours):
                os.remove(ours)
            if args.mode == "disasm":
                with open(ours_text, "w") as f:
                    r = subprocess.run([args.objdump, "--platform=" + plat, path],
                                       stdout=f, stderr=subprocess.PIPE, text=True)
                if r.returncode == 0:
                    r = subprocess.run([args.iga, "-a", iga_p, ours_text, "-o", ours],
                                       capture_output=True, text=True)
            else:
                cmd = [args.asm, "--platform=" + plat, "-o", ours]
                cmd += ["--reencode", path] if args.mode == "reencode" else [text]
                r = subprocess.run(cmd, capture_output=True, text=True)
            got = open(ours, "rb").read() if r.returncode == 0 else b""
            wi, gi = split(want), split(got)
            files += 1
            files_same += want == got
            total += len(wi)
            for i, w in enumerate(wi):
                ok = i < len(gi) and gi[i] == w
                same += ok
                if not ok and shown < args.verbose * 20:
                    shown += 1
                    print("%s: instruction %d\n  iga:  %s\n  ours: %s" % (
                        path, i, w.hex(),
                        gi[i].hex() if i < len(gi) else "<missing> " + r.stderr.strip()))
    print("%d/%d instructions identical" % (same, total))
    print("%d/%d files identical (%d skipped: iga64 failed)" % (files_same, files, skipped))
    return 0 if total and same == total and files_same == files else 1


if __name__ == "__main__":
    sys.exit(main())
