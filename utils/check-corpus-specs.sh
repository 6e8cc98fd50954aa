#!/usr/bin/env bash
# The corpus-kernel gate of check.sh: runs every spec in test/Corpus/specs and
# test/Corpus/run-specs on all five platforms (utils/run-corpus-specs.sh)
# with both finalizers against one PoCL run: IGC's binaries, and visa-llc's
# compiled from IGC's .visaasm dumps into ocloc's zebins. Each finalizer's
# outcome is compared with its own list of "<spec> <platform>" pairs that do
# not PASS yet:
#   test/Corpus/specs/known-failures.txt           IGC's binaries (the judge)
#   test/Corpus/specs/known-failures-visa-llc.txt  visa-llc's binaries
# Fails on any other FAIL/ERROR (a regression) and on a listed pair that now
# passes (so the lists only ever shrink). Every binary of visa-llc's that
# PASSes in visa-sim is also decoded by iga64 -d, which must accept it and
# print what visa-objdump prints (utils/compare-iga-llc): a binary iga64
# refuses or reads differently is a failure of its pair like a wrong answer
# (the hardware would not run what visa-sim ran). The others are failures
# already (an illegal binary is an ERROR: visa-sim validates it first).
#   utils/check-corpus-specs.sh [--update]   (--update rewrites both lists)
set -uo pipefail
cd "$(dirname "$0")/.."
binaries=$(mktemp -d)
trap 'rm -rf "$binaries"' EXIT
# ocloc takes seconds per application kernel, minutes on a loaded 2-core
# machine: the timeout only catches hangs.
# --stats: each PASS line carries visa-sim's counts (modelled cycles among
# them), which utils/cycle-report reads back from the report.
out=$(./utils/run-corpus-specs.sh -v --stats --report-only --timeout 300 --finalizer both --save-binaries "$binaries")
# Every pair's line, for whoever wants to know which ones failed and why.
report=build/corpus-specs-report.txt
mkdir -p build && echo "$out" > "$report"
echo "$out" | grep '^run-kernel'
echo "check-corpus-specs: every pair's outcome is in $report"
# Modelled cycles of visa-llc's binaries against IGC's, and the model's
# ranking of IGC's -O0 binaries against its optimised ones (a wrong
# ranking fails the gate: the cycle model would be no yardstick).
o0_status=0
./utils/cycle-report --check-o0 "$report" || o0_status=1

# check_list FINALIZER LIST: compares the FAIL/ERROR pairs of FINALIZER with LIST.
check_list() {
  local finalizer=$1 list=$2 actual expected new fixed
  actual=$(echo "$out" | sed -nE "s/^([^:]+): ([a-z]+) $finalizer: (FAIL|ERROR).*/\1 \2/p" | sort -u)
  if [ "$update" = 1 ]; then
    { echo "# <spec> <platform> pairs whose $finalizer binary does not PASS yet (utils/check-corpus-specs.sh --update)"
      echo "$actual"; } > "$list"
    return 0
  fi
  expected=$(grep -v '^#' "$list" | sort -u)
  new=$(comm -13 <(echo "$expected") <(echo "$actual") | grep . || true)
  fixed=$(comm -23 <(echo "$expected") <(echo "$actual") | grep . || true)
  local status=0
  if [ -n "$new" ]; then
    echo "check-corpus-specs: new $finalizer failures:"
    echo "$out" | grep -F -f <(echo "$new" | awk -v f="$finalizer" '{print $1 ": " $2 " " f ":"}') | sed 's/^/  /'
    status=1
  fi
  if [ -n "$fixed" ]; then
    echo "check-corpus-specs: $finalizer now passes, remove from $list:"; echo "$fixed" | sed 's/^/  /'
    status=1
  fi
  [ $status = 0 ] && echo "check-corpus-specs: $finalizer: $(echo "$expected" | grep -c .) known failures, no regressions"
  return $status
}

# The PASSing visa-llc binaries iga64 decodes differently become
# "spec: platform visa-llc: ERROR (iga64 ...)" lines of $out.
passed=()
while read -r spec platform; do
  passed+=("$binaries/$spec.$platform".*.zebin)
done < <(echo "$out" | sed -nE 's/^([^:]+): ([a-z]+) visa-llc: PASS.*/\1 \2/p')
if [ ${#passed[@]} -gt 0 ]; then
  iga=$(./utils/compare-iga-llc "${passed[@]}")
  echo "$iga" | tail -1
  out+=$'\n'$(echo "$iga" | sed -nE 's|^.*/([^/]+)\.([a-z]+)\.[^./]+\.zebin: (.*)$|\1: \2 visa-llc: ERROR (iga64 disagrees: \3)|p')
fi

update=0
[ "${1:-}" = --update ] && update=1
status=0
check_list igc test/Corpus/specs/known-failures.txt || status=1
check_list visa-llc test/Corpus/specs/known-failures-visa-llc.txt || status=1
[ "$update" = 1 ] && exit 0
[ $o0_status = 0 ] || status=1
exit $status
