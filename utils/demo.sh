#!/usr/bin/env bash
# The main job on a bundled example: sets up and builds if needed, then
# compiles a vISA program with visa-llc (utils/examples/vadd.skl.isa: the
# corpus kernel vadd.cl as IGC wrote it, in complete .isa form) into Gen
# code for SKL and TGLLP (printed in IGA syntax), embeds the binaries of four
# platforms into one .isa (a fat binary visa-objdump reads back; the format
# holds at most four per kernel), and
# finally judges the compiler: the same kernel compiled by visa-llc from
# IGC's dump runs in visa-sim on every platform against PoCL's results, beside
# IGC's own binary. Pass another .isa (one kernel) to compile that instead.
set -euo pipefail
cd "$(dirname "$0")/.."
./utils/bootstrap.sh >/dev/null

example=${1:-utils/examples/vadd.skl.isa}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for platform in skl tgllp; do
  echo "== $example compiled by visa-llc for ${platform^^} (IGA syntax)"
  build/bin/visa-llc "$example" -platform=$platform --emit=asm
  echo
done

echo "== one .isa holding visa-llc's binaries for BDW, SKL, ICLLP and TGLLP (visa-objdump reads it back)"
build/bin/visa-llc "$example" -platform=bdw,skl,icllp,tgllp --emit=isa -o "$work/vadd.fat.isa"
build/bin/visa-objdump "$work/vadd.fat.isa" | grep -c . | xargs echo "lines of disassembly:"
build/bin/visa-objdump "$work/vadd.fat.isa" | grep '^// kernel' 
echo

if [ -z "${1:-}" ]; then
  echo "== vadd: IGC's binary and visa-llc's, run in visa-sim against PoCL"
  ./utils/run-kernel test/Corpus/specs/vadd.vadd.json --finalizer both --stats
fi
