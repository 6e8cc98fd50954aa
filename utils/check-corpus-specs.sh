#!/usr/bin/env bash
# The corpus-kernel gate of check.sh: runs every spec in test/Corpus/specs on
# all five platforms (utils/run-corpus-specs.sh) and compares the outcome
# with test/Corpus/specs/known-failures.txt, the list of "<spec> <platform>"
# pairs that do not PASS yet. Fails on any other FAIL/ERROR (a regression)
# and on a listed pair that now passes (so the list only ever shrinks).
#   utils/check-corpus-specs.sh [--update]   (--update rewrites the list)
set -uo pipefail
cd "$(dirname "$0")/.."
list=test/Corpus/specs/known-failures.txt
out=$(./utils/run-corpus-specs.sh -v --report-only)
echo "$out" | tail -1
actual=$(echo "$out" | sed -nE 's/^([^:]+): ([a-z]+): (FAIL|ERROR).*/\1 \2/p' | sort)
if [ "${1:-}" = --update ]; then
  { echo "# <spec> <platform> pairs that do not PASS yet (utils/check-corpus-specs.sh --update)"
    echo "$actual"; } > "$list"
  exit 0
fi
expected=$(grep -v '^#' "$list" | sort)
new=$(comm -13 <(echo "$expected") <(echo "$actual") | grep . || true)
fixed=$(comm -23 <(echo "$expected") <(echo "$actual") | grep . || true)
status=0
if [ -n "$new" ]; then
  echo "check-corpus-specs: new failures:"; echo "$new" | sed 's/^/  /'
  echo "$out" | grep -F -f <(echo "$new" | awk '{print $1 ": " $2 ":"}') | sed 's/^/  /'
  status=1
fi
if [ -n "$fixed" ]; then
  echo "check-corpus-specs: now passing, remove from $list:"; echo "$fixed" | sed 's/^/  /'
  status=1
fi
[ $status = 0 ] && echo "check-corpus-specs: $(echo "$expected" | grep -c .) known failures, no regressions"
exit $status
