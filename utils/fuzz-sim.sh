#!/usr/bin/env bash
# Runs corpus kernels with mutated code in visa-sim built with AddressSanitizer
# + UndefinedBehaviorSanitizer (build-asan/): for a sample of corpus specs
# on BDW, SKL, ICLLP and TGLLP, the launch is prepared as utils/run-kernel
# prepares it (real payload, buffers, images), and IGC's binary from
# test/Corpus/dumps gets a few random bit flips before it runs
# (--binary, --max-instructions bounds loops). The simulator may reject a
# mutant with an error (exit 1); any sanitizer report, death by signal or
# time-out fails the run.
#   utils/fuzz-sim.sh [--specs N] [--per-launch N] [--seed S] [--build-dir DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
nspecs=75; per=6; seed=1; build=build-asan
while [ $# -gt 0 ]; do
  case "$1" in
    --specs) nspecs=$2; shift 2 ;;
    --per-launch) per=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    *) echo "usage: $0 [--specs N] [--per-launch N] [--seed S] [--build-dir DIR]" >&2; exit 2 ;;
  esac
done

./utils/sanitizer-build.sh "$build" visa-sim

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for spec in $(ls test/Corpus/specs/*.json | head -n "$nspecs"); do
  name=$(basename "$spec" .json)
  ./utils/run-kernel "$spec" --platforms bdw,skl,icllp,tgllp --prepare-only \
    --keep "$work/$name" 2>/dev/null | grep ": prepared " || true
done > "$work/prepared.txt"

python3 - "$work" "$build/bin/visa-sim" "$per" "$seed" <<'PY'
import glob, os, random, subprocess, sys
work, sim, per, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
env = dict(os.environ, ASAN_OPTIONS="abort_on_error=1:detect_leaks=0",
           UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
total = failures = 0
for line in open(os.path.join(work, "prepared.txt")):
    plat, _, launch, zebin = line.split()
    plat = plat.rstrip(":")
    spec = os.path.basename(os.path.dirname(launch))
    dats = sorted(glob.glob("test/Corpus/dumps/%s/%s.simd*.dat" % (plat, spec)))
    if not dats:
        continue
    data = open(dats[0], "rb").read()
    for _ in range(per):
        d = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            b = rng.randrange(len(d) * 8)
            d[b // 8] ^= 1 << (b % 8)
        mutant = os.path.join(work, "mutant.dat")
        open(mutant, "wb").write(d)
        total += 1
        try:
            p = subprocess.run([sim, "--platform=" + plat, "--binary=" + mutant,
                                "--max-instructions=200000", launch, zebin],
                               capture_output=True, text=True, timeout=60, env=env)
            bad = p.returncode not in (0, 1) or "Sanitizer" in p.stderr \
                or "runtime error" in p.stderr
            why = "exit %d: %s" % (p.returncode, p.stderr[-800:])
        except subprocess.TimeoutExpired:
            bad, why = True, "timed out"
        if bad:
            failures += 1
            os.makedirs("/tmp/fuzz-sim-failures", exist_ok=True)
            keep = "/tmp/fuzz-sim-failures/%s.%s.%d.dat" % (spec, plat, failures)
            open(keep, "wb").write(d)
            print("FAIL %s %s (%s): %s" % (spec, plat, keep, why))
print("fuzz-sim: %d mutated kernel runs, %d failures" % (total, failures))
sys.exit(1 if failures else 0)
PY
