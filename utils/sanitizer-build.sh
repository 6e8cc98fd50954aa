#!/usr/bin/env bash
# Builds the given tools in a non-MLIR build with AddressSanitizer +
# UndefinedBehaviorSanitizer (configured on first use); the fuzzing scripts
# share it.
#   utils/sanitizer-build.sh BUILD_DIR TOOL...
set -euo pipefail
cd "$(dirname "$0")/.."
build=$1; shift
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DVISA_BUILD_MLIR=OFF -DVISA_ENABLE_SANITIZERS=ON >/dev/null
fi
ninja -C "$build" "$@" >/dev/null
