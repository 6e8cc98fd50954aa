# Turns `visa-sim --dump-zeinfo` output into the name IGC gives each
# kernel's dumped binary: PROGRAM.KERNEL.simdN.dat, PROGRAM being the
# zebin's file name without .zebin (launch-zeinfo.test).
/^\/\/ / {
  n = split($2, parts, "/")
  program = parts[n]
  sub(/\.zebin$/, "", program)
}
/^kernel / {
  kernel = $2
  sub(/:$/, "", kernel)
  simd = $4
  sub(/,$/, "", simd)
  print program "." kernel ".simd" simd ".dat"
}
