#!/usr/bin/env bash
# Feeds mutated corpus files to the .isa and .visaasm readers built with
# AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/): every
# truncation length of small files, random bit flips and byte sets, count
# fields forced to extremes. Any sanitizer report or crash fails the run.
#   utils/fuzz-readers.sh [--count N] [--seed S]
set -euo pipefail
cd "$(dirname "$0")/.."
count=6; seed=1
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    *) echo "usage: $0 [--count N] [--seed S]" >&2; exit 2 ;;
  esac
done

./utils/sanitizer-build.sh build-asan visa-fuzz

# Every .isa of the corpus and one .visaasm per platform's kernels.
mapfile -t isas < <(ls test/Corpus/dumps/*/*.isa | sort)
mapfile -t texts < <(ls test/Corpus/dumps/*/*.visaasm | sort | awk 'NR % 8 == 1')
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
build-asan/bin/visa-fuzz --seed "$seed" --count "$count" "${isas[@]}" "${texts[@]}"
