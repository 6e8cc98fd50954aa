#!/usr/bin/env python3
"""Checks visa-llc's send-descriptor decoding against iga64's.

  utils/check-send-decode.py --platform=P [--objdump=visa-objdump] FILE.dat...
  utils/check-send-decode.py --platform=P --listing=LIST.txt

Every distinct (SFID, descriptor, extended descriptor) of the sends in the
given Gen binaries, as `visa-objdump --describe-sends` decodes it, is also
decoded by `iga64 -Xdsd` (Intel's own descriptor decoder), and the
attributes both report are compared: SIMD width, address size, surface
(binding-table index, SLM, stateless), elements per address, element size
and enabled channels. --listing takes the lines ready-made (in the format
of `visa-objdump --describe-sends`, as `visa-message-test --list` prints
the messages the builders make). Prints one line per disagreement and a
summary
"N/M descriptors agree (K attributes compared, U iga64 cannot decode)";
exits 1 on a disagreement. Binaries visa-objdump cannot decode (IGC puts
Gen9 sends in some BDW kernels) are skipped with a note.
"""
import argparse
import re
import subprocess
import sys

IGA_PLATFORMS = {"bdw": "8", "skl": "9", "bxt": "9", "icllp": "11",
                 "tgllp": "12p1"}
SFID_NAMES = {0x2: "smpl", 0x3: "gtwy", 0x7: "ts", 0x8: "vme", 0x9: "dcro",
              0xA: "dc0", 0xC: "dc1", 0xD: "cre"}

LINE = re.compile(r"^0x[0-9a-f]+: sfid (0x[0-9a-f]+) desc (0x[0-9a-f]+) "
                  r"exdesc (0x[0-9a-f]+): (.*)$")


def ours(text):
    """Attributes of one visa-objdump message description."""
    name, _, params = text.partition(": ")
    attrs = {}
    for p in params.split(", "):
        if m := re.fullmatch(r"simd(\d+)", p):
            attrs["simd"] = int(m.group(1))
        elif m := re.fullmatch(r"a(32|64)", p):
            attrs["addr"] = int(m.group(1))
        elif m := re.fullmatch(r"bti (\d+)", p):
            attrs["surface"] = "bti %d" % int(m.group(1))
        elif p == "slm":
            attrs["surface"] = "slm"
        elif m := re.fullmatch(r"d(\d+)(?:x(\d+))?", p):
            attrs["data"] = int(m.group(1))
            attrs["elems"] = int(m.group(2) or 1)
        elif m := re.fullmatch(r"channels ([xyzw]+)", p):
            attrs["elems"] = len(m.group(1))
            attrs["channels"] = m.group(1).upper()
    return name, attrs


def igas(platform, sfid, desc, exdesc):
    """Attributes of iga64 -Xdsd's decoding, or None if it fails."""
    if platform == "tgllp":
        args = [SFID_NAMES.get(sfid, hex(sfid)), hex(exdesc), hex(desc)]
    else:
        args = [hex(exdesc), hex(desc)]
    r = subprocess.run(["iga64", "-Xdsd", "-p=" + IGA_PLATFORMS[platform]]
                       + args, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    out = r.stdout
    attrs = {}
    if m := re.search(r"Execution Width:\s+(\d+) channels?", out):
        attrs["simd"] = int(m.group(1))
    if m := re.search(r"Address Size:\s+(\d+)b", out):
        attrs["addr"] = int(m.group(1))
    if m := re.search(r"Surface:\s+surface binding table index (0x[0-9A-Fa-f]+)",
                      out):
        attrs["surface"] = "bti %d" % int(m.group(1), 16)
    elif re.search(r"Surface:\s+SLM", out):
        attrs["surface"] = "slm"
    if m := re.search(r"Data Size:\s+(\d+)b", out):
        attrs["data"] = int(m.group(1))
    if m := re.search(r"Data Elements Per Address:\s+(\d+) element", out):
        attrs["elems"] = int(m.group(1))
    if m := re.search(r"\(\.([XYZW]+) enabled\)", out):
        attrs["channels"] = m.group(1)
    return attrs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", required=True, choices=IGA_PLATFORMS)
    ap.add_argument("--objdump", default="visa-objdump")
    ap.add_argument("--listing")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    seen = {}
    listings = [open(a.listing).read()] if a.listing else []
    for f in a.files:
        r = subprocess.run([a.objdump, "--describe-sends",
                            "--platform=" + a.platform, f],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print("skipped: " + r.stderr.strip())
            continue
        listings.append(r.stdout)
    for listing in listings:
        for line in listing.splitlines():
            if m := LINE.match(line):
                key = tuple(int(m.group(i), 16) for i in (1, 2, 3))
                seen.setdefault(key, m.group(4))
    agree = compared = undecodable = 0
    for (sfid, desc, exdesc), text in sorted(seen.items()):
        name, mine = ours(text)
        theirs = igas(a.platform, sfid, desc, exdesc)
        if theirs is None:
            print("iga64 cannot decode sfid %#x desc %#010x exdesc %#x (%s)"
                  % (sfid, desc, exdesc, name))
            undecodable += 1
            continue
        # Block messages are one "channel" to IGA; compare what both state
        # for per-lane messages.
        keys = [k for k in mine if k in theirs]
        if "simd" not in mine:
            keys = [k for k in keys if k in ("surface", "addr")]
        bad = [k for k in keys if mine[k] != theirs[k]]
        compared += len(keys)
        if bad:
            print("%s sfid %#x desc %#010x exdesc %#x (%s): %s" % (
                a.platform, sfid, desc, exdesc, name,
                ", ".join("%s ours %s iga64 %s" % (k, mine[k], theirs[k])
                          for k in bad)))
        else:
            agree += 1
    decodable = len(seen) - undecodable
    print("%d/%d descriptors agree (%d attributes compared, %d iga64 cannot "
          "decode)" % (agree, decodable, compared, undecodable))
    return 0 if agree == decodable else 1


if __name__ == "__main__":
    sys.exit(main())
