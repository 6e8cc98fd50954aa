#!/usr/bin/env bash
# Installs everything visa-llc needs on a fresh Debian 12 machine (idempotent:
# only missing packages are installed), then configures and builds build/.
#   utils/bootstrap.sh            install + build everything
#   utils/bootstrap.sh --deps     install only
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  # toolchain and build
  cmake ninja-build ccache g++ python3
  # LLVM/MLIR 22: libraries, mlir-tblgen, lit and FileCheck
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  # what LLVM's CMake package links against
  libzstd-dev zlib1g-dev libxml2-dev libedit-dev libffi-dev libcurl4-openssl-dev
  # oracles: IGC's finalizer and iga64, ocloc, PoCL
  libigc-tools intel-opencl-icd pocl-opencl-icd ocl-icd-opencl-dev opencl-headers
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
[ "${1:-}" = "--deps" ] && exit 0

if [ ! -f build/build.ninja ]; then
  cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C build
