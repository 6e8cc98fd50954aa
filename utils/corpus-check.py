#!/usr/bin/env python3
"""Round-trip checks over IGC's dumps in test/Corpus/dumps/<platform>/.

For every X.isa and X.visaasm IGC dumped:
  (a) the binary round trip through our own writer is lossless:
      X.visaasm -> MLIR -> .isa -> MLIR gives the same MLIR;
  (b) `--export-isa` of `--import-isa X.isa` is byte-identical to X.isa;
  (c) the text round trip is stable: X.visaasm -> MLIR -> .visaasm -> MLIR
      gives the same MLIR.
IGC 1.0.12504's own .isa files are a truncated view of the kernel (its writer
drops trailing operands), so they are compared with their .visaasm at the
object level by visa-asm-check (test/Object/), not here.
Prints one line per failure and a summary; exits 1 if anything failed.
Usage: corpus-check.py [--tool build/bin/visa-translate] DIR...
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys


def run(cmd, data=None):
    p = subprocess.run(cmd, input=data, capture_output=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.decode(errors="replace").strip().splitlines()[0]
                           if p.stderr else "exit %d" % p.returncode)
    return p.stdout


def check_binary(tool, isa):
    """(b): IGC's .isa -> MLIR -> .isa is byte-identical."""
    full = run([tool, "--import-isa", isa])
    exported = run([tool, "--export-isa", "-"], full)
    with open(isa, "rb") as f:
        if exported != f.read():
            return ["(b) export-isa differs from the original bytes"]
    return []


def check_text(tool, text):
    """(a) and (c) for one .visaasm."""
    failures = []
    from_text = run([tool, "--import-visaasm", text])
    through_isa = run([tool, "--import-isa", "-"], run([tool, "--export-isa", "-"], from_text))
    if through_isa != from_text:
        failures.append("(a) .visaasm -> .isa -> MLIR differs")
    again = run([tool, "--import-visaasm", "-"], run([tool, "--export-visaasm", "-"], from_text))
    if again != from_text:
        failures.append("(c) text round trip is not stable")
    return failures


def check(tool, path):
    try:
        if path.endswith(".isa"):
            return path, check_binary(tool, path)
        return path, check_text(tool, path)
    except RuntimeError as e:
        return path, [str(e)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(os.path.dirname(__file__), "..",
                                                   "build", "bin", "visa-translate"))
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    files = sorted(os.path.join(d, f) for d in args.dirs for f in os.listdir(d)
                   if f.endswith(".isa") or f.endswith(".visaasm"))
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for path, failures in ex.map(lambda f: check(args.tool, f), files):
            for msg in failures:
                print("FAIL %s: %s" % (path, msg))
            bad += bool(failures)
    print("corpus: %d files, %d passed, %d failed" % (len(files), len(files) - bad, bad))
    return 1 if bad or not files else 0


if __name__ == "__main__":
    sys.exit(main())
