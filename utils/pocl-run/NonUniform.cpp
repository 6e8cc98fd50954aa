//===- NonUniform.cpp - OpenCL 2.0 non-uniform work-groups on PoCL 3.1 ----===//
//
// Splits a non-uniform launch into per-region enqueues and writes the
// prologue that gives the kernel the whole launch's work-group built-ins
// (see NonUniform.h).
//
//===----------------------------------------------------------------------===//

#include "NonUniform.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

using visa::sim::LaunchDesc;

namespace pocl_run {

bool isNonUniform(const LaunchDesc &L) {
  for (unsigned D = 0; D < 3; ++D)
    if (L.Global[D] % L.Local[D] != 0)
      return true;
  return false;
}

std::vector<Region> launchRegions(const LaunchDesc &L) {
  // Per dimension: the part covered by whole groups, then the remainder.
  size_t Start[3][2], Size[3][2], Local[3][2];
  for (unsigned D = 0; D < 3; ++D) {
    size_t Whole = L.Global[D] / L.Local[D] * L.Local[D];
    Start[D][0] = 0;
    Size[D][0] = Whole;
    Local[D][0] = L.Local[D];
    Start[D][1] = Whole;
    Size[D][1] = L.Global[D] - Whole;
    Local[D][1] = L.Global[D] - Whole;
  }
  std::vector<Region> Regions;
  for (unsigned Z = 0; Z < 2; ++Z)
    for (unsigned Y = 0; Y < 2; ++Y)
      for (unsigned X = 0; X < 2; ++X) {
        unsigned Part[3] = {X, Y, Z};
        Region R;
        bool Empty = false;
        for (unsigned D = 0; D < 3; ++D) {
          R.Offset[D] = Start[D][Part[D]];
          R.Global[D] = Size[D][Part[D]];
          R.Local[D] = Local[D][Part[D]];
          Empty |= R.Global[D] == 0;
        }
        if (!Empty)
          Regions.push_back(R);
      }
  return Regions;
}

std::string nonUniformPrologue(const LaunchDesc &L) {
  if (!isNonUniform(L))
    return "";
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  // `d == 0 ? a : d == 1 ? b : d == 2 ? c : 1`: 1 past the third dimension,
  // as the built-ins return for an out-of-range dimension.
  auto PerDim = [&](const char *Name, const uint32_t V[3]) {
    OS << "size_t visa_nu_" << Name << "(uint d) { return d == 0 ? " << V[0]
       << " : d == 1 ? " << V[1] << " : d == 2 ? " << V[2] << " : 1; }\n";
  };
  uint32_t Groups[3];
  for (unsigned D = 0; D < 3; ++D)
    Groups[D] = (L.Global[D] + L.Local[D] - 1) / L.Local[D];
  OS << "// pocl-run: non-uniform work-groups, one enqueue per region.\n";
  PerDim("enqueued_local_size", L.Local);
  PerDim("global_size", L.Global);
  PerDim("num_groups", Groups);
  // A region starts at a multiple of the enqueued size in every dimension.
  OS << "size_t visa_nu_group_id(uint d) { return get_group_id(d) + "
        "get_global_offset(d) / visa_nu_enqueued_local_size(d); }\n"
        "size_t visa_nu_global_offset(uint d) { return 0; }\n"
        "size_t visa_nu_global_linear_id(void) { return get_global_id(0) + "
        "visa_nu_global_size(0) * (get_global_id(1) + visa_nu_global_size(1) "
        "* get_global_id(2)); }\n"
        "#define get_enqueued_local_size(d) visa_nu_enqueued_local_size(d)\n"
        "#define get_global_size(d) visa_nu_global_size(d)\n"
        "#define get_num_groups(d) visa_nu_num_groups(d)\n"
        "#define get_group_id(d) visa_nu_group_id(d)\n"
        "#define get_global_offset(d) visa_nu_global_offset(d)\n"
        "#define get_global_linear_id() visa_nu_global_linear_id()\n"
        "#line 1\n";
  return Text;
}

} // namespace pocl_run
