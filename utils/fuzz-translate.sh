#!/usr/bin/env bash
# Feeds mutated corpus files to `visa-translate --import-isa` and
# `--import-visaasm` (the readers, the MLIR import and the verifier behind
# it), and what they accept to `--export-isa` and `--export-visaasm` (the
# writers), as separate processes: truncations, bit flips, byte sets, count and
# index fields forced to extremes, dropped or duplicated text lines. The
# seeds are sampled corpus files plus .isa files our own writer makes of
# sampled .visaasm files (IGC's .isa files are in its legacy truncated form,
# which the import checks less strictly). A
# mutant may be rejected with an error; it fails the run if the tool dies
# of a signal (exit status >= 128) or takes more than 5 seconds.
#   utils/fuzz-translate.sh [--tool build/bin/visa-translate] [--count N]
#                           [--seed S] [--files F] [--keep DIR]
# --count: mutants in all (default 1000); --files: corpus files sampled
# (default 40); --keep: where the failing mutants are copied.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=build/bin/visa-translate; count=1000; seed=1; files=40; keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tool) tool=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --files) files=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "usage: $0 [--tool T] [--count N] [--seed S] [--files F] [--keep DIR]" >&2
       exit 2 ;;
  esac
done
[ -x "$tool" ] || { echo "$0: $tool is not built" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$count" "$seed" "$files" "$tool" <<'PY'
import glob, os, random, subprocess, sys
work, count, seed, nfiles = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
tool = sys.argv[5]
rng = random.Random(seed)
corpus = sorted(glob.glob("test/Corpus/dumps/*/*.isa") + glob.glob("test/Corpus/dumps/*/*.visaasm"))
sample = rng.sample(corpus, min(nfiles, len(corpus)))
# Seeds in the current (non-legacy) binary form: our writer's .isa of some
# of the sampled .visaasm files.
for i, text in enumerate([f for f in sample if f.endswith(".visaasm")][: max(1, nfiles // 4)]):
    mlir = subprocess.run([tool, "--import-visaasm", text], capture_output=True).stdout
    isa = subprocess.run([tool, "--export-isa", "-"], input=mlir, capture_output=True)
    if isa.returncode == 0 and isa.stdout:
        path = os.path.join(work, "seed%03d.isa" % i)
        with open(path, "wb") as f:
            f.write(isa.stdout)
        sample.append(path)
extremes = [0x00, 0x01, 0x7f, 0x80, 0xff]

def mutate_binary(data):
    data = bytearray(data)
    kind = rng.randrange(6)
    if kind == 0:  # truncation
        return bytes(data[:rng.randrange(len(data))])
    for _ in range(rng.choice([1, 1, 2, 4, 16])):
        i = rng.randrange(len(data))
        if kind == 1:    # bit flip
            data[i] ^= 1 << rng.randrange(8)
        elif kind == 2:  # byte set to an extreme (counts, indices, tags)
            data[i] = rng.choice(extremes)
        elif kind == 3:  # a 16-bit field forced to an extreme (ids, counts)
            v = rng.choice([0, 1, 0x7fff, 0x8000, 0xffff, rng.randrange(0x10000)])
            data[i:i + 2] = v.to_bytes(2, "little")[: len(data) - i]
        elif kind == 4:  # a 32-bit field (offsets, sizes)
            v = rng.choice([0, 0xffffffff, 0x7fffffff, rng.randrange(1 << 32)])
            data[i:i + 4] = v.to_bytes(4, "little")[: len(data) - i]
        else:            # a byte incremented (an index one past its table)
            data[i] = (data[i] + 1) & 0xff
    return bytes(data)

def mutate_text(data):
    lines = data.split(b"\n")
    kind = rng.randrange(5)
    i = rng.randrange(len(lines))
    if kind == 0:
        return data[:rng.randrange(len(data))]
    if kind == 1:
        del lines[i]
    elif kind == 2:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif kind == 3:  # a number changed
        words = lines[i].split(b" ")
        j = rng.randrange(len(words))
        words[j] = words[j] + rng.choice([b"0", b"9", b"99999", b"-1"])
        lines[i] = b" ".join(words)
    else:            # a byte changed
        line = bytearray(lines[i])
        if line:
            line[rng.randrange(len(line))] = rng.choice(b"0123456789()<>[].,:;%\"VPT ")
        lines[i] = bytes(line)
    return b"\n".join(lines)

for n in range(count):
    src = rng.choice(sample)
    with open(src, "rb") as f:
        data = f.read()
    if not data:
        continue
    binary = src.endswith(".isa")
    out = mutate_binary(data) if binary else mutate_text(data)
    ext = ".isa" if binary else ".visaasm"
    with open(os.path.join(work, "m%05d%s" % (n, ext)), "wb") as f:
        f.write(out)
PY

crashes=0; slow=0; rejected=0; accepted=0; total=0
# Runs the tool with a 5 s limit; sets `status` (137: killed).
run_tool() {
  status=0
  timeout -s KILL 5 "$tool" "$@" 2>"$work/stderr" || status=$?
}
for mutant in "$work"/m[0-9]*; do
  total=$((total + 1))
  case "$mutant" in *.isa) mode=--import-isa ;; *) mode=--import-visaasm ;; esac
  run_tool "$mode" "$mutant" -o "$work/imported.mlir"
  if [ "$status" -eq 0 ]; then
    accepted=$((accepted + 1))
    # What the import accepted, the writers must handle: written, or
    # rejected with an error.
    for back in --export-isa --export-visaasm; do
      run_tool "$back" "$work/imported.mlir" -o /dev/null
      [ "$status" -le 1 ] || break
    done
    [ "$status" -le 1 ] && continue
  elif [ "$status" -eq 1 ]; then
    rejected=$((rejected + 1))
    continue
  fi
  if [ "$status" -eq 137 ] && ! grep -q . "$work/stderr"; then
    echo "SLOW $mutant (killed after 5 s)"; slow=$((slow + 1))
  else
    echo "CRASH $mutant (exit $status): $(head -c 300 "$work/stderr" | head -3)"
    crashes=$((crashes + 1))
  fi
  [ -n "$keep" ] && mkdir -p "$keep" && cp "$mutant" "$keep/"
done
echo "fuzz-translate: $total mutants, $accepted accepted, $rejected rejected," \
     "$crashes crashed, $slow too slow"
[ "$crashes" -eq 0 ] && [ "$slow" -eq 0 ]
