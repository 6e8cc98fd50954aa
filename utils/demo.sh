#!/usr/bin/env bash
# The main job on a bundled example: sets up and builds if needed, then reads
# a vISA binary (utils/examples/vadd.skl.isa: the corpus kernel vadd.cl as IGC
# compiled it for SKL, in complete .isa form) and prints it as .visaasm and as
# MLIR in the `visa` dialect. Pass another .isa to read that instead.
set -euo pipefail
cd "$(dirname "$0")/.."
./utils/bootstrap.sh >/dev/null

example=${1:-utils/examples/vadd.skl.isa}
echo "== $example as .visaasm"
build/bin/visa-translate --import-isa "$example" | build/bin/visa-translate --export-visaasm
echo
echo "== $example as MLIR (visa dialect)"
build/bin/visa-translate --import-isa "$example"
