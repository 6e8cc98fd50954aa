#!/usr/bin/env bash
# Feeds mutated Gen kernel binaries to visa-objdump built with AddressSanitizer
# + UndefinedBehaviorSanitizer (build-asan/): random bit flips, toggled
# compaction bits, random bytes and truncations of every corpus .dat file, and
# single random instructions, on all five platforms; then mutated IGA-syntax
# text (our disassembly of corpus binaries with characters dropped, tokens
# swapped, numbers set to extremes, lines cut) to visa-as. Decoding and parse
# errors are expected; any sanitizer report or death by signal fails the run.
#   utils/fuzz-gen.sh [--per-file N] [--seed S] [--build-dir DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
perfile=8; seed=1; build=build-asan
while [ $# -gt 0 ]; do
  case "$1" in
    --per-file) perfile=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    *) echo "usage: $0 [--per-file N] [--seed S] [--build-dir DIR]" >&2; exit 2 ;;
  esac
done

./utils/sanitizer-build.sh "$build" visa-objdump visa-as

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

python3 - "$work" "$perfile" "$seed" <<'PY'
import os, random, sys, glob
work, perfile, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
for plat in ("bdw", "skl", "bxt", "icllp", "tgllp"):
    out = os.path.join(work, plat)
    os.makedirs(out)
    for path in sorted(glob.glob("test/Corpus/dumps/%s/*.dat" % plat)):
        data = open(path, "rb").read()
        if not data:
            continue
        base = os.path.splitext(os.path.basename(path))[0]
        for k in range(perfile):
            d = bytearray(data)
            kind = k % 4
            if kind == 0:    # a few random bit flips
                for _ in range(rng.randint(1, 4)):
                    b = rng.randrange(len(d) * 8)
                    d[b // 8] ^= 1 << (b % 8)
            elif kind == 1:  # toggle the compaction bit of some instructions
                for _ in range(rng.randint(1, 3)):
                    at = rng.randrange(0, len(d) - 7, 8) if len(d) >= 8 else 0
                    if at + 3 < len(d):
                        d[at + 3] ^= 0x20
            elif kind == 2:  # random opcode / random bytes
                for _ in range(rng.randint(1, 3)):
                    at = rng.randrange(len(d))
                    d[at] = rng.randrange(256)
            else:            # truncation (often mid-instruction)
                d = d[:rng.randrange(len(d))]
            open(os.path.join(out, "%s.m%d.dat" % (base, k)), "wb").write(d)
    # Single random instructions, native and compacted, reach the field
    # combinations that mutations of real code rarely do.
    for k in range(200):
        n = 8 if k % 2 else 16
        d = bytearray(rng.randrange(256) for _ in range(n))
        d[3] = (d[3] | 0x20) if n == 8 else (d[3] & ~0x20)
        open(os.path.join(out, "random.%d.dat" % k), "wb").write(d)
PY

total=0; fail=0
for plat in bdw skl bxt icllp tgllp; do
  mapfile -t files < <(ls "$work/$plat"/*.dat)
  total=$((total + ${#files[@]}))
  # Batches keep the process count low; a crash stops only its batch, which
  # is then reported.
  for ((i = 0; i < ${#files[@]}; i += 100)); do
    batch=("${files[@]:i:100}")
    set +e
    "$build/bin/visa-objdump" --platform="$plat" "${batch[@]}" \
      >/dev/null 2>"$work/stderr"
    rc=$?
    set -e
    if [ $rc -gt 1 ] || grep -qE "Sanitizer|runtime error" "$work/stderr"; then
      fail=$((fail + 1))
      echo "FAIL ($plat, exit $rc):" >&2
      grep -E "Sanitizer|runtime error|^    #[0-9]" "$work/stderr" | head -20 >&2
      mkdir -p /tmp/fuzz-gen-failures
      cp "${batch[@]}" /tmp/fuzz-gen-failures/ 2>/dev/null || true
    fi
  done
done
echo "fuzz-gen: $total mutated binaries, $fail failing batches"

# The assembler: mutated text, one process per file (visa-as takes one input).
for plat in bdw skl bxt icllp tgllp; do
  mkdir -p "$work/$plat-asm"
  for f in $(ls test/Corpus/dumps/$plat/*.dat | head -10); do
    "$build/bin/visa-objdump" --platform="$plat" "$f" > "$work/$plat-asm/$(basename "$f" .dat).asm" 2>/dev/null || true
  done
done
python3 - "$work" "$perfile" "$seed" <<'PY'
import glob, os, random, re, sys
work, perfile, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed + 1)
extremes = ["0", "-1", "4294967295", "4294967296", "18446744073709551616",
            "0x7fffffffffffffffffff", "255", "1024", "65536", "-2147483649"]
tokens = ["(", ")", "<", ">", ";", ",", ".", ":", "r", "r127", "r128", "a0.15",
          "f1.1", "acc9", "null", "{", "}", "@7", "$15", "$16.dst", "(16|M32)",
          ":q", ":hf", ":xx", "0x", "-", "~", "(sat)", "{Compacted}", "L0:"]
for plat in ("bdw", "skl", "bxt", "icllp", "tgllp"):
    for path in sorted(glob.glob(os.path.join(work, plat + "-asm", "*.asm"))):
        lines = open(path).read().splitlines()
        if not lines:
            continue
        base = os.path.splitext(path)[0]
        for k in range(perfile):
            ls = list(lines)
            for _ in range(rng.randint(1, 4)):
                i = rng.randrange(len(ls))
                line, kind = ls[i], rng.randrange(5)
                if kind == 0 and line:      # drop a character
                    j = rng.randrange(len(line))
                    ls[i] = line[:j] + line[j + 1:]
                elif kind == 1:             # insert a token
                    j = rng.randrange(len(line) + 1)
                    ls[i] = line[:j] + rng.choice(tokens) + line[j:]
                elif kind == 2:             # a number set to an extreme
                    nums = list(re.finditer(r"\d+", line))
                    if nums:
                        m = rng.choice(nums)
                        ls[i] = line[:m.start()] + rng.choice(extremes) + line[m.end():]
                elif kind == 3:             # cut the line
                    ls[i] = line[:rng.randrange(len(line) + 1)]
                else:                       # duplicate or drop the line
                    if rng.randrange(2):
                        ls.insert(i, line)
                    else:
                        del ls[i]
            open("%s.m%d.txt" % (base, k), "w").write("\n".join(ls) + "\n")
PY
asm_total=0; asm_fail=0
for plat in bdw skl bxt icllp tgllp; do
  for f in "$work/$plat-asm"/*.txt; do
    asm_total=$((asm_total + 1))
    set +e
    "$build/bin/visa-as" --platform="$plat" "$f" -o "$work/out.dat" >/dev/null 2>"$work/stderr"
    rc=$?
    set -e
    if [ $rc -gt 1 ] || grep -qE "Sanitizer|runtime error" "$work/stderr"; then
      asm_fail=$((asm_fail + 1))
      echo "FAIL visa-as ($plat, exit $rc): $f" >&2
      grep -E "Sanitizer|runtime error|^    #[0-9]" "$work/stderr" | head -20 >&2
      mkdir -p /tmp/fuzz-gen-failures
      cp "$f" /tmp/fuzz-gen-failures/ 2>/dev/null || true
    fi
  done
done
echo "fuzz-gen: $asm_total mutated assembly files, $asm_fail crashes"
[ $fail -eq 0 ] && [ $asm_fail -eq 0 ]
