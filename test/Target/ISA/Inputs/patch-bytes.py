#!/usr/bin/env python3
"""patch-bytes.py IN OUT OLD NEW: copies IN to OUT with the first occurrence
of the hex byte string OLD replaced by NEW (same length); fails if OLD does
not occur exactly once."""
import sys

src, dst, old, new = sys.argv[1:5]
data = open(src, "rb").read()
old, new = bytes.fromhex(old), bytes.fromhex(new)
if len(old) != len(new) or data.count(old) != 1:
    sys.exit("patch-bytes: %s occurs %d times" % (old.hex(), data.count(old)))
open(dst, "wb").write(data.replace(old, new))
