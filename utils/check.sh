#!/usr/bin/env bash
# Runs every test: sets up and builds if needed, then the lit suite (dialect,
# translation, corpus round trips, Gen layer, the compiler), the reader, Gen decoder and
# assembler fuzzing under AddressSanitizer + UBSan, import/export fuzzing of
# visa-translate, every corpus kernel run in visa-sim against PoCL (IGC's
# binaries and visa-llc's), and
# visa-sim fed corpus kernels with mutated code under the sanitizers. Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
./utils/bootstrap.sh || exit 1

LLVM_BIN=/usr/lib/llvm-22/bin
failed=0
passed=0
run() { # run <name> <command...>
  echo "== $1"
  if "${@:2}"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $1"; fi
}

run "lit suite" "$LLVM_BIN/lit" -sv build/test
run "reader fuzzing (ASan+UBSan)" ./utils/fuzz-readers.sh
run "import/export fuzzing (visa-translate)" ./utils/fuzz-translate.sh --count 1000
run "Gen decoder and assembler fuzzing (ASan+UBSan)" ./utils/fuzz-gen.sh
run "corpus kernels, IGC's and visa-llc's binaries: visa-sim vs PoCL, 5 platforms" ./utils/check-corpus-specs.sh
run "visa-sim on mutated kernels (ASan+UBSan)" ./utils/fuzz-sim.sh

echo "check: $passed passed, $failed failed"
[ "$failed" = 0 ]
