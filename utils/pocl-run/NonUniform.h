//===- NonUniform.h - OpenCL 2.0 non-uniform work-groups on PoCL 3.1 ------===//
//
// PoCL 3.1 refuses a global size that is not a multiple of the local size
// (CL_INVALID_WORK_GROUP_SIZE: its pocl_kernel_calc_wg_size keeps the 1.2
// rule), although OpenCL 2.0 allows it and NEO runs it. pocl-run runs such a
// launch the way NEO dispatches it: one enqueue per region (the uniform
// main part and the remainders of each dimension, at most 2^work_dim), each
// with the region's start as global offset and the region's work-group
// size. get_global_id, get_local_id, get_local_size, barriers and local
// memory are then those of the non-uniform launch; the built-ins that would
// see the per-region enqueue instead of the whole launch (get_group_id,
// get_num_groups, get_global_size, get_global_offset,
// get_enqueued_local_size, get_global_linear_id) are redirected, by a
// prologue placed before the program's source, to functions that return the
// whole launch's values.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_UTILS_POCLRUN_NONUNIFORM_H
#define VISA_UTILS_POCLRUN_NONUNIFORM_H

#include "visa/Sim/Launch.h"
#include <cstddef>
#include <string>
#include <vector>

namespace pocl_run {

/// One enqueue of a launch.
struct Region {
  size_t Offset[3] = {0, 0, 0};
  size_t Global[3] = {1, 1, 1};
  size_t Local[3] = {1, 1, 1};
};

/// Whether some dimension of the launch has a remainder.
bool isNonUniform(const visa::sim::LaunchDesc &L);

/// The enqueues that run the launch: the launch itself when it is uniform,
/// else its non-empty regions (main part first, x remainder varying
/// fastest).
std::vector<Region> launchRegions(const visa::sim::LaunchDesc &L);

/// OpenCL C to place before the program's source for a non-uniform launch
/// (empty for a uniform one); it ends with `#line 1` so that build messages
/// keep the source's line numbers.
std::string nonUniformPrologue(const visa::sim::LaunchDesc &L);

} // namespace pocl_run

#endif // VISA_UTILS_POCLRUN_NONUNIFORM_H
