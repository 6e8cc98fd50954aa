#!/usr/bin/env bash
# gen-corpus.sh - regenerate the IGC reference dumps of the OpenCL C corpus.
#
# For every kernel source test/Corpus/kernels/<src>.cl (or only the .cl files
# given as arguments) and every device in $CORPUS_DEVICES (default:
# "bdw skl bxt icllp tgllp"), compile with ocloc while IGC's shader dumps are
# enabled, then copy the interesting outputs to test/Corpus/dumps/<dev>/:
#
#   <src>.<kernel>.simd<N>.visaasm   vISA text of one kernel (or of IGC's
#   <src>.<kernel>.simd<N>.isa       Intel_Symbol_Table_Void_Program helper),
#   <src>.<kernel>.simd<N>.asm       the vISA binary, IGC's Gen assembly and
#   <src>.<kernel>.simd<N>.dat       IGC's raw Gen binary
#   <src>.<kernel>.simd<N>.f<I>.visaasm  separately compiled (stack-call)
#                                    function number I of that kernel; its
#                                    name is on the .global_function line
#   <src>.zebin                      the program binary (ELF with .ze_info)
#   <src>.unsupported                written instead when ocloc refuses the
#                                    source for that device (with its message)
#
# Options: a kernel file may contain the lines
#   // OCLOC-OPTIONS: <options passed with -options>
#   // OCLOC-INTERNAL-OPTIONS: <options passed with -internal_options>
#
# Determinism: everything is processed in sorted order, ocloc always runs on a
# copy of the source in the fixed directory /tmp/visa-corpus-work (IGC embeds
# its dump path in every .isa as the OutputAsmPath attribute), inherited IGC_*
# variables are dropped, and ocloc runs with address-space randomisation
# disabled (setarch -R) when the system allows it, because IGC also leaks a
# few heap pointer values into the .isa files.
#
# Outputs of the regenerated sources are removed first; a full run (no
# arguments) also removes dumps whose source no longer exists. Finally
# test/Corpus/coverage.txt is rebuilt from all dumps present.
#
# Usage: utils/gen-corpus.sh [kernels/foo.cl ...]
#        CORPUS_DEVICES="skl tgllp" utils/gen-corpus.sh
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
corpus=$root/test/Corpus
kdir=$corpus/kernels
ddir=$corpus/dumps
work=/tmp/visa-corpus-work
read -r -a devices <<< "${CORPUS_DEVICES:-bdw skl bxt icllp tgllp}"

die() { echo "gen-corpus: error: $*" >&2; exit 1; }
note() { echo "gen-corpus: $*" >&2; }

command -v ocloc > /dev/null || die "ocloc not found (apt-get install intel-opencl-icd)"

# Only one run at a time may use the fixed work directory.
exec 9> "$work.lock"
flock -n 9 || die "another gen-corpus.sh run holds $work.lock"

# Drop any IGC_* knobs from the caller's environment.
while read -r v; do unset "$v"; done < <(compgen -e | grep '^IGC_' || true)

norand=()
if setarch "$(uname -m)" -R true 2> /dev/null; then
  norand=(setarch "$(uname -m)" -R)
else
  note "warning: setarch -R unavailable; .isa files may differ between runs"
fi

# The list of sources.
srcs=()
if (($# > 0)); then
  for arg in "$@"; do
    f=$arg
    [[ -f $f ]] || f=$kdir/$(basename "$f")
    [[ -f $f && $f == *.cl ]] || die "no such kernel source: $arg"
    srcs+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")")
  done
  mapfile -t srcs < <(printf '%s\n' "${srcs[@]}" | sort -u)
else
  mapfile -t srcs < <(find "$kdir" -maxdepth 1 -name '*.cl' | sort)
fi
((${#srcs[@]} > 0)) || die "no kernel sources in $kdir"

# value of a "// KEY: value" line of a source, or empty
directive() { sed -n "s|^// $1:[[:space:]]*||p" "$2" | head -n 1 | sed 's/[[:space:]]*$//'; }

# value of a '.kernel "x"' / '.global_function "x"' line of a visaasm file
visa_name() { sed -n "s/^\\.$1 \"\\(.*\\)\".*/\\1/p" "$2" | head -n 1; }

run_ocloc() { # <dev> <src> <opts> <iopts> <quiet:0|1> <log>
  local args=(compile -file "$2" -device "$1" --format zebin)
  [[ $5 == 1 ]] && args+=(-q)
  args+=(-out_dir "$work/bin")
  [[ -n $3 ]] && args+=(-options "$3")
  [[ -n $4 ]] && args+=(-internal_options "$4")
  (cd "$work" && env IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir="$work/dump" \
    "${norand[@]}" ocloc "${args[@]}") > "$6" 2>&1
}

ndone=0 nok=0 nunsup=0 nfiles=0
unsup_list=()
for src in "${srcs[@]}"; do
  name=$(basename "$src" .cl)
  [[ $name =~ ^[A-Za-z0-9_]+$ ]] || die "kernel file name must be [A-Za-z0-9_]: $name.cl"
  opts=$(directive OCLOC-OPTIONS "$src")
  iopts=$(directive OCLOC-INTERNAL-OPTIONS "$src")
  for dev in "${devices[@]}"; do
    out=$ddir/$dev
    mkdir -p "$out"
    rm -f "$out/$name".*
    rm -rf "${work:?}"
    mkdir -p "$work/src" "$work/dump" "$work/bin"
    cp "$src" "$work/src/$name.cl"
    ndone=$((ndone + 1))

    if ! run_ocloc "$dev" "$work/src/$name.cl" "$opts" "$iopts" 1 "$work/log"; then
      # -q hides the compiler's diagnostics: ask again without it.
      rm -rf "${work:?}/dump" "${work:?}/bin"
      mkdir -p "$work/dump" "$work/bin"
      rc=0
      run_ocloc "$dev" "$work/src/$name.cl" "$opts" "$iopts" 0 "$work/log" || rc=$?
      {
        echo "# ocloc refused $name.cl for $dev (exit status $rc)"
        echo "# -options: ${opts:-(none)}"
        echo "# -internal_options: ${iopts:-(none)}"
        grep -v -e 'ShaderDumpEnable Warning' -e '^[[:space:]]*$' "$work/log" | head -n 60 || true
      } > "$out/$name.unsupported"
      nunsup=$((nunsup + 1))
      unsup_list+=("$dev:$name")
      note "$dev $name: refused by ocloc"
      continue
    fi

    # Kernel (and helper program) dumps: *_simd<N>_<entry>.visaasm, plus
    # *_simd<N>_<entry>_f<I>.visaasm for separately compiled functions.
    nk=0
    while IFS= read -r f; do
      b=$(basename "$f" .visaasm)
      [[ $b =~ _simd([0-9]+)_(.*)$ ]] || die "$dev $name: unexpected dump name $b"
      simd=${BASH_REMATCH[1]} rest=${BASH_REMATCH[2]}
      if [[ $rest =~ ^(.*)_f([0-9]+)$ ]]; then
        owner=${b%_f*}
        [[ -f $work/dump/$owner.visaasm ]] || die "$dev $name: $b has no parent kernel dump"
        kname=$(visa_name kernel "$work/dump/$owner.visaasm")
        [[ -n $(visa_name global_function "$f") ]] || die "$dev $name: no .global_function in $b"
        dst=$out/$name.$kname.simd$simd.f${BASH_REMATCH[2]}.visaasm
        [[ ! -e $dst ]] || die "$dev $name: two dumps map to $(basename "$dst")"
        cp "$f" "$dst"
        nfiles=$((nfiles + 1))
        continue
      fi
      kname=$(visa_name kernel "$f")
      [[ -n $kname ]] || die "$dev $name: no .kernel line in $b.visaasm"
      stem=$out/$name.$kname.simd$simd
      [[ ! -e $stem.visaasm ]] || die "$dev $name: two dumps map to $(basename "$stem")"
      for ext in visaasm isa asm dat; do
        if [[ -f $work/dump/$b.$ext ]]; then
          cp "$work/dump/$b.$ext" "$stem.$ext"
          nfiles=$((nfiles + 1))
        fi
      done
      nk=$((nk + 1))
    done < <(find "$work/dump" -maxdepth 1 -name '*.visaasm' | sort)
    ((nk > 0)) || die "$dev $name: ocloc succeeded but left no *.visaasm in $work/dump"

    mapfile -t bins < <(find "$work/bin" -maxdepth 1 -name '*.bin' | sort)
    ((${#bins[@]} == 1)) || die "$dev $name: expected one .bin, found ${#bins[@]}"
    cp "${bins[0]}" "$out/$name.zebin"
    nfiles=$((nfiles + 1))
    nok=$((nok + 1))
  done
done
rm -rf "${work:?}"

# Full run: drop dumps whose kernel source disappeared.
if (($# == 0)); then
  for dev in "${devices[@]}"; do
    [[ -d $ddir/$dev ]] || continue
    while IFS= read -r f; do
      s=$(basename "$f")
      s=${s%%.*}
      if [[ ! -f $kdir/$s.cl ]]; then
        note "removing stale $(basename "$f")"
        rm -f "$f"
      fi
    done < <(find "$ddir/$dev" -maxdepth 1 -type f | sort)
  done
fi

# Coverage summary over every dump present (not only the regenerated ones).
# An instruction line is an indented line that is not a comment or directive;
# its opcode is its first word once a leading "(P1)"-style predicate is
# removed. Label definitions ("name:" at the start of a line) count as the
# pseudo-opcode "(label)". "base" is the word up to its first '.', and "spec"
# names the instruction of the vISA specification it belongs to.
write_coverage() {
  local devs
  devs=$(find "$ddir" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort \
    | awk 'BEGIN { o["bdw"]=1; o["skl"]=2; o["bxt"]=3; o["icllp"]=4; o["tgllp"]=5 }
           { print ((($0 in o) ? o[$0] : 9) "\t" $0) }' | sort -k1,1n -k2,2 | cut -f2 | tr '\n' ' ')
  {
    echo "# vISA opcode coverage of test/Corpus/dumps (written by utils/gen-corpus.sh; do not edit)."
    echo "# Counted: every instruction line of every *.visaasm dump; opcode = first word after"
    echo "# an optional (P) predicate; \"name:\" label lines count as (label). Columns: occurrences"
    echo "# per device, total, number of kernel sources using it, and the first such source."
    for dev in $devs; do
      find "$ddir/$dev" -maxdepth 1 -name '*.visaasm' | sort | while IFS= read -r f; do
        s=$(basename "$f"); s=${s%%.*}
        awk -v dev="$dev" -v src="$s" '
          /^[A-Za-z_$@?][A-Za-z0-9_$@?-]*:/ { print dev "\t" src "\t(label)"; next }
          /^[ \t]+[^ \t\/.]/ {
            l = $0; sub(/^[ \t]+/, "", l)
            if (l ~ /^\(/) sub(/^\([^)]*\)[ \t]*/, "", l)
            split(l, w, /[ \t]/); print dev "\t" src "\t" w[1]
          }' "$f"
      done
    done | awk -v devs="$devs" '
      function spec(b) {
        if (b ~ /^fence_/) return "FENCE"
        if (b == "min" || b == "max") return "MIN_MAX"
        if (b == "sampler_cache_flush") return "CACHE_FLUSH"
        if (b == "sample_unorm") return "SAMPLE_UNORM"
        if (b ~ /^sample4/ || b == "gather4") return "3D_SAMPLE4"
        if (b ~ /^sample/) return "3D_SAMPLE"
        if (b ~ /^load/) return "3D_LOAD"
        if (b == "svm_gather4scaled") return "SVM_GATHER4_SCALED"
        if (b == "svm_scatter4scaled") return "SVM_SCATTER4_SCALED"
        if (b == "raw_sendc") return "RAW_SEND"
        if (b == "raw_sendsc") return "RAW_SENDS"
        if (b == "plane") return "PLN"
        if (b == "(label)") return "LABEL"
        return toupper(b)
      }
      function add(kind, op, dev, src) {
        n[kind, op, dev]++; tot[kind, op]++; ops[kind, op] = 1
        if (!((kind, op, src) in seen)) {
          seen[kind, op, src] = 1; nsrc[kind, op]++
          if (!((kind, op) in first) || src < first[kind, op]) first[kind, op] = src
        }
      }
      {
        b = $3; sub(/\..*/, "", b)
        add("spec", spec(b), $1, $2); add("base", b, $1, $2); add("full", $3, $1, $2)
      }
      END {
        nd = split(devs, d, " ")
        split("spec base full", kinds, " ")
        title["spec"] = "vISA specification instructions"
        title["base"] = "base opcodes (first word up to its first \".\")"
        title["full"] = "full first words (with sub-operation, channel, size and .sat suffixes)"
        for (k = 1; k <= 3; k++) {
          kind = kinds[k]; m = 0
          for (key in ops) { split(key, p, SUBSEP); if (p[1] == kind) list[++m] = p[2] }
          # insertion sort keeps the output independent of awk hash order
          for (i = 2; i <= m; i++) { v = list[i]; for (j = i - 1; j >= 1 && list[j] > v; j--) list[j + 1] = list[j]; list[j + 1] = v }
          printf "\n## %s: %d distinct\n", title[kind], m
          printf "%-32s", "opcode"; for (i = 1; i <= nd; i++) printf " %7s", d[i]
          printf " %8s %7s  %s\n", "total", "sources", "example"
          for (i = 1; i <= m; i++) {
            op = list[i]; printf "%-32s", op
            for (j = 1; j <= nd; j++) printf " %7d", n[kind, op, d[j]]
            printf " %8d %7d  %s\n", tot[kind, op], nsrc[kind, op], first[kind, op]
          }
          delete list
        }
      }'
  } > "$corpus/coverage.txt"
}
write_coverage

echo "gen-corpus: ${#srcs[@]} kernel sources x ${#devices[@]} devices = $ndone compilations:" \
  "$nok compiled, $nunsup refused by ocloc, $nfiles files written"
if ((nunsup > 0)); then
  echo "gen-corpus: refused: ${unsup_list[*]}"
fi
for u in "${unsup_list[@]}"; do
  if [[ $u == skl:* ]]; then note "warning: ${u#skl:} does not compile for skl"; fi
done
echo "gen-corpus: coverage summary in ${corpus#"$root"/}/coverage.txt"
