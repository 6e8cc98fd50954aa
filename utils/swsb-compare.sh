#!/bin/sh
# gen-swsb against IGC on IGC's own TGLLP code.
#
# usage: utils/swsb-compare.sh [--build-dir DIR] [--keep DIR] IGC.dat...
#
# For every IGC TGLLP kernel binary given (the .dat of an ocloc dump),
# visa-rescoreboard drops IGC's SWSB annotations and scoreboard syncs and
# annotates the same instructions again with gen-swsb's analysis. Then:
#   - visa-swsb-check checks both binaries (the static SWSB checker);
#   - visa-objdump --validate checks ours against the hardware rules;
#   - utils/swsb-stats.py counts the waits of each (same instructions and
#     registers, so the counts compare the scoreboards alone).
# Prints one summary per side and exits 1 if a binary fails a check.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD="$ROOT/build"
KEEP=""
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) BUILD=$2; shift 2 ;;
    --keep) KEEP=$2; shift 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { sed -n '2,14p' "$0" >&2; exit 2; }

WORK=${KEEP:-$(mktemp -d)}
mkdir -p "$WORK/igc" "$WORK/ours"
status=0
n=0
for dat in "$@"; do
  n=$((n + 1))
  name=$n.$(basename "$dat" .dat)
  cp "$dat" "$WORK/igc/$name.dat"
  if ! "$BUILD/bin/visa-rescoreboard" "$dat" -o "$WORK/ours/$name.dat"; then
    echo "$dat: visa-rescoreboard failed" >&2
    status=1
    continue
  fi
  for side in igc ours; do
    "$BUILD/bin/visa-objdump" --platform=tgllp "$WORK/$side/$name.dat" > "$WORK/$side/$name.asm"
  done
done

for side in igc ours; do
  echo "== $side"
  if ! "$BUILD/bin/visa-swsb-check" --quiet "$WORK/$side"/*.dat; then
    status=1
  fi
  python3 "$ROOT/utils/swsb-stats.py" --total "$WORK/$side"/*.asm
done
echo "== ours: hardware rules"
"$BUILD/bin/visa-objdump" --validate --platform=tgllp "$WORK/ours"/*.dat > /dev/null || status=1
"$BUILD/bin/visa-objdump" --validate --platform=tgllp "$WORK/ours"/*.dat 2>&1 | tail -1
[ -n "$KEEP" ] || rm -rf "$WORK"
exit $status
