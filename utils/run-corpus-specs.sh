#!/usr/bin/env bash
# Runs utils/run-kernel on every corpus spec (test/Corpus/specs/*.json, and
# the run-only specs test/Corpus/run-specs/*.json) for all five platforms
# with IGC's binaries (or --finalizer's), two specs at a time, prints the
# lines that are not PASS (all lines with -v), then one summary line per
# finalizer (with --finalizer both, IGC's and visa-llc's binaries run against
# one PoCL run and the lines read "skl igc: ..." and "skl visa-llc: ..."):
#   run-kernel: N PASS, N FAIL, N ERROR, N UNSUPPORTED
#   run-kernel visa-llc: N PASS, N FAIL, N ERROR, N UNSUPPORTED
# and exits non-zero if any line is FAIL or ERROR (or a spec is malformed),
# unless --report-only is given. Each tool run is limited to --timeout seconds
# (default 60; corpus kernels take well under a second).
#
#   utils/run-corpus-specs.sh [-v] [-j N] [--platforms LIST] [--build-dir DIR]
#                             [--finalizer F] [--save-binaries DIR] [--timeout S]
#                             [--report-only] [--stats] [SPEC.json...]
# --stats appends visa-sim's counts to each PASS line (utils/run-kernel).
set -uo pipefail
cd "$(dirname "$0")/.."

jobs=2
verbose=0
report_only=0
extra=()
timeout=60
specs=()
while [ $# -gt 0 ]; do
  case "$1" in
    -v) verbose=1 ;;
    -j) jobs="$2"; shift ;;
    -j*) jobs="${1#-j}" ;;
    --platforms) extra+=(--platforms "$2"); shift ;;
    --platforms=*) extra+=(--platforms "${1#*=}") ;;
    --build-dir) extra+=(--build-dir "$2"); shift ;;
    --build-dir=*) extra+=(--build-dir "${1#*=}") ;;
    --finalizer) extra+=(--finalizer "$2"); shift ;;
    --finalizer=*) extra+=(--finalizer "${1#*=}") ;;
    --save-binaries) extra+=(--save-binaries "$2"); shift ;;
    --save-binaries=*) extra+=(--save-binaries "${1#*=}") ;;
    --timeout) timeout="$2"; shift ;;
    --timeout=*) timeout="${1#*=}" ;;
    --report-only) report_only=1 ;;
    --stats) extra+=(--stats) ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "run-corpus-specs: unknown option $1" >&2; exit 2 ;;
    *) specs+=("$1") ;;
  esac
  shift
done
[ ${#specs[@]} -gt 0 ] || specs=(test/Corpus/specs/*.json test/Corpus/run-specs/*.json)
extra+=(--timeout "$timeout")

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Each spec's output goes to its own file: <out>/<name>.txt, then ".rc".
run_one() {
  local spec="$1" out="$2"; shift 2
  local name
  name=$(basename "$spec" .json)
  ./utils/run-kernel "$spec" "$@" > "$out/$name.txt" 2>&1
  echo $? > "$out/$name.rc"
}
export -f run_one
printf '%s\n' "${specs[@]}" |
  xargs -P "$jobs" -I{} bash -c 'run_one "$@"' _ {} "$out" "${extra[@]}"

# Counts per finalizer: "igc" for lines "skl: ..." and "skl igc: ...",
# "visa-llc" for "skl visa-llc: ...".
declare -A count
bad_spec=0
for spec in "${specs[@]}"; do
  name=$(basename "$spec" .json)
  rc=$(cat "$out/$name.rc" 2>/dev/null || echo 2)
  while IFS= read -r line; do
    platform=${line%%:*}
    status=${line#*: }
    status=${status%% *}
    if [ "$platform" = pocl ]; then
      echo "$name: $line"
      continue
    fi
    finalizer=igc
    case "$platform" in *" "*) finalizer=${platform#* } ;; esac
    case "$status" in
      PASS|UNSUPPORTED) [ $verbose = 1 ] && echo "$name: $line" ;;
      *) echo "$name: $line" ;;
    esac
    case "$status" in
      PASS|FAIL|ERROR|UNSUPPORTED) count[$finalizer.$status]=$(( ${count[$finalizer.$status]:-0} + 1 )) ;;
    esac
  done < "$out/$name.txt"
  if [ "$rc" = 2 ]; then
    bad_spec=$((bad_spec + 1))
    count[igc.ERROR]=$(( ${count[igc.ERROR]:-0} + 1 ))
    echo "$name: ERROR (run-kernel could not run the spec)"
  fi
done

failed=0
for finalizer in igc igc-rescoreboard visa-llc; do
  total=0
  for status in PASS FAIL ERROR UNSUPPORTED; do
    total=$(( total + ${count[$finalizer.$status]:-0} ))
  done
  [ $total = 0 ] && [ $finalizer != igc ] && continue
  label="run-kernel"
  [ $finalizer = igc ] || label="run-kernel $finalizer"
  echo "$label: ${count[$finalizer.PASS]:-0} PASS, ${count[$finalizer.FAIL]:-0} FAIL, ${count[$finalizer.ERROR]:-0} ERROR, ${count[$finalizer.UNSUPPORTED]:-0} UNSUPPORTED"
  failed=$(( failed + ${count[$finalizer.FAIL]:-0} + ${count[$finalizer.ERROR]:-0} ))
done
[ $report_only = 1 ] && exit 0
[ $failed = 0 ]
