#!/usr/bin/env bash
# Runs utils/run-kernel on every corpus spec (test/Corpus/specs/*.json, and
# the run-only specs test/Corpus/run-specs/*.json) for all five platforms
# with IGC's binaries (or --finalizer's), two specs at a time, prints the
# lines that are not PASS (all lines with -v), then one summary line:
#   run-kernel: N PASS, N FAIL, N ERROR, N UNSUPPORTED
# and exits non-zero if any line is FAIL or ERROR (or a spec is malformed),
# unless --report-only is given. Each tool run is limited to --timeout seconds
# (default 60; corpus kernels take well under a second).
#
#   utils/run-corpus-specs.sh [-v] [-j N] [--platforms LIST] [--build-dir DIR]
#                             [--finalizer F] [--timeout S] [--report-only]
#                             [SPEC.json...]
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
    --timeout) timeout="$2"; shift ;;
    --timeout=*) timeout="${1#*=}" ;;
    --report-only) report_only=1 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
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

pass=0 fail=0 error=0 unsupported=0 bad_spec=0
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
    case "$status" in
      PASS) pass=$((pass + 1)); [ $verbose = 1 ] && echo "$name: $line" ;;
      FAIL) fail=$((fail + 1)); echo "$name: $line" ;;
      ERROR) error=$((error + 1)); echo "$name: $line" ;;
      UNSUPPORTED) unsupported=$((unsupported + 1)); [ $verbose = 1 ] && echo "$name: $line" ;;
      *) echo "$name: $line" ;;
    esac
  done < "$out/$name.txt"
  if [ "$rc" = 2 ]; then
    bad_spec=$((bad_spec + 1))
    error=$((error + 1))
    echo "$name: ERROR (run-kernel could not run the spec)"
  fi
done

echo "run-kernel: $pass PASS, $fail FAIL, $error ERROR, $unsupported UNSUPPORTED"
[ $report_only = 1 ] && exit 0
[ $fail = 0 ] && [ $error = 0 ]
