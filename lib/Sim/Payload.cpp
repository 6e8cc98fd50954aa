//===- Payload.cpp - The registers a compute thread starts with -----------===//
//
// Builds the payload of one hardware thread the way the thread dispatcher
// delivers it to IGC's OpenCL kernels:
//
//   r0       the thread header (facts from the PRMs and from how IGC's code
//            reads it, see the corpus .asm):
//              r0.1  work-group id x
//              r0.6  work-group id y
//              r0.7  work-group id z
//              r0.2  barrier id in bits 27:24; IGC copies r0.2 masked with
//                    0x0f000000 (Gen8), 0x8f000000 (Gen9) or 0x7f000000
//                    (Gen11/12) into the gateway barrier message
//              r0.5  bits 9:0: hardware thread id (FFTID; IGC masks 0x1ff,
//                    0x3ff on Gen12) which selects the thread's slice of the
//                    private (stack) memory; bits 31:10: scratch offset, 0
//                    here because every simulated thread owns its scratch
//   r1..     per-thread local ids: one plane of words per dimension, each
//            max(SIMD, 16) words (so a GRF per plane up to SIMD16, two for
//            SIMD32); at least one GRF even when the kernel has no local ids
//   rN..     cross-thread data (identical for all threads of a group),
//            starting at the GRF after the per-thread data, laid out by
//            payload_arguments; local_size is the group's own size, which
//            is smaller for the partial last group of a non-uniform NDRange.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Launch.h"
#include "llvm/Support/Format.h"
#include <cstring>

using namespace llvm;
using namespace visa::sim;

static void putDword(ThreadState &T, unsigned reg, unsigned dword,
                     uint32_t value) {
  std::memcpy(T.grf(reg, dword * 4), &value, 4);
}

void visa::sim::groupLocalSize(const PayloadPlan &plan, const uint32_t gid[3],
                               uint32_t size[3]) {
  for (unsigned d = 0; d < 3; ++d) {
    uint64_t start = uint64_t(gid[d]) * plan.Local[d];
    size[d] = plan.Global[d] > start
                  ? uint32_t(std::min<uint64_t>(plan.Local[d],
                                                plan.Global[d] - start))
                  : 0;
  }
}

/// The local id of work-item `linear` of a group of `local` items (in the
/// kernel's walk order, WalkOrder[0] varying fastest).
static void firstLocalId(const PayloadPlan &plan, const uint32_t local[3],
                         uint64_t linear, uint32_t id[3]) {
  for (unsigned d : plan.WalkOrder) {
    id[d] = uint32_t(linear % local[d]);
    linear /= local[d];
  }
}

/// `id` advanced to the next work-item in walk order, counting like an
/// odometer (no division per lane: a thread start runs this per lane).
static void nextLocalId(const PayloadPlan &plan, const uint32_t local[3],
                        uint32_t id[3]) {
  for (unsigned d : plan.WalkOrder) {
    if (++id[d] < local[d])
      return;
    id[d] = 0;
  }
}

uint32_t visa::sim::initThreadPayload(const PayloadPlan &plan,
                                      const uint32_t gid[3], unsigned tid,
                                      ThreadState &T) {
  unsigned lastGrf =
      plan.CrossThreadGrf + unsigned(plan.CrossThread.size() / GrfBytes);
  std::memset(T.Grf, 0, lastGrf * GrfBytes);

  uint64_t groupLinear =
      gid[0] + uint64_t(plan.NumGroups[0]) *
                   (gid[1] + uint64_t(plan.NumGroups[1]) * gid[2]);
  unsigned groupSlot = unsigned(groupLinear % plan.FfidGroups);
  uint32_t fftid = groupSlot * plan.ThreadsPerGroup + tid;

  putDword(T, 0, 1, gid[0]);
  putDword(T, 0, 6, gid[1]);
  putDword(T, 0, 7, gid[2]);
  putDword(T, 0, 2, (groupSlot & 0xf) << 24);
  putDword(T, 0, 5, fftid);

  // Local ids of the work-items this thread carries, walking the group in
  // the kernel's walk order (WalkOrder[0] varies fastest). A partial group
  // is walked at its own size.
  uint32_t local[3];
  groupLocalSize(plan, gid, local);
  uint64_t groupItems = uint64_t(local[0]) * local[1] * local[2];
  unsigned planeBytes = std::max(plan.Simd, 16u) * 2;
  uint64_t first = uint64_t(tid) * plan.Simd;
  unsigned lanes = first >= groupItems
                       ? 0
                       : unsigned(std::min<uint64_t>(plan.Simd,
                                                     groupItems - first));
  uint32_t id[3];
  if (lanes)
    firstLocalId(plan, local, first, id);
  uint32_t mask = 0;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    mask |= 1u << lane;
    for (unsigned plane = 0; plane < plan.LocalIdPlanes; ++plane) {
      uint16_t word = uint16_t(id[plane]);
      std::memcpy(T.grf(1, plane * planeBytes + lane * 2), &word, 2);
    }
    nextLocalId(plan, local, id);
  }

  std::memcpy(T.grf(plan.CrossThreadGrf), plan.CrossThread.data(),
              plan.CrossThread.size());
  for (auto [offset, size] : plan.LocalSizeFields)
    std::memcpy(T.grf(plan.CrossThreadGrf, offset), local,
                std::min<size_t>(size, sizeof(local)));
  return mask;
}

void visa::sim::dumpPayload(const PayloadPlan &plan, raw_ostream &os) {
  unsigned lastGrf =
      plan.CrossThreadGrf + unsigned(plan.CrossThread.size() / GrfBytes);
  os << "payload: simd " << plan.Simd << ", " << plan.LocalIdPlanes
     << " local id planes in r1-r" << plan.PerThreadGrfs
     << ", cross-thread data in r" << plan.CrossThreadGrf << "-r" << lastGrf - 1
     << ", " << plan.ThreadsPerGroup << " threads per group\n";
  auto T = std::make_unique<ThreadState>();
  uint32_t gid[3];
  for (gid[2] = 0; gid[2] < plan.NumGroups[2]; ++gid[2])
    for (gid[1] = 0; gid[1] < plan.NumGroups[1]; ++gid[1])
      for (gid[0] = 0; gid[0] < plan.NumGroups[0]; ++gid[0])
        for (unsigned tid = 0; tid < plan.ThreadsPerGroup; ++tid) {
          uint32_t mask = initThreadPayload(plan, gid, tid, *T);
          if (!mask)
            break; // a partial group has fewer threads
          os << "group " << gid[0] << " " << gid[1] << " " << gid[2]
             << " thread " << tid << " mask " << format_hex(mask, 10) << "\n";
          for (unsigned r = 0; r < lastGrf; ++r) {
            os << "  r" << r << ":";
            for (unsigned d = 0; d < 8; ++d) {
              uint32_t v;
              std::memcpy(&v, T->grf(r, d * 4), 4);
              os << " " << format_hex_no_prefix(v, 8);
            }
            os << "\n";
          }
        }
}
