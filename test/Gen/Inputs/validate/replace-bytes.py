"""replace-bytes.py IN OLD NEW OUT: copies IN to OUT with the one occurrence
of OLD's bytes replaced by NEW's (a Gen binary embedded in a .isa)."""
import sys

data, old, new = (open(p, "rb").read() for p in sys.argv[1:4])
if len(old) != len(new) or data.count(old) != 1:
    sys.exit("replace-bytes: OLD must occur once and be as long as NEW")
open(sys.argv[4], "wb").write(data.replace(old, new))
