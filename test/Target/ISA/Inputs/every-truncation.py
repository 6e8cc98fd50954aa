#!/usr/bin/env python3
"""every-truncation.py TOOL FILE: runs `TOOL --import-isa` on every proper
prefix of FILE and fails unless each run reports an error (exit status 1)
with a byte offset; prints how many prefixes were tried."""
import subprocess, sys

tool, path = sys.argv[1:3]
data = open(path, "rb").read()
for n in range(len(data)):
    p = subprocess.run([tool, "--import-isa", "-", "-o", "/dev/null"],
                       input=data[:n], capture_output=True, timeout=10)
    err = p.stderr.decode(errors="replace")
    if p.returncode != 1 or "offset 0x" not in err:
        sys.exit("prefix of %d bytes: exit %d: %s" % (n, p.returncode, err[:200]))
print("%d truncations rejected" % len(data))
