//===- Timeline.h - Per-thread issue and stall events as a trace -*- C++ -*-===//
//
// visa-sim --timeline: every issue and every stall of every thread, written
// as Chrome trace-event JSON (chrome://tracing, ui.perfetto.dev). Each EU is
// a process and each hardware thread that ran on it a row; one microsecond
// of the viewer's time axis is one EU cycle. Issues are named by opcode,
// stalls by their cause (TimingModel.h). A long run stops recording at a
// limit and says so in the trace.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_TIMELINE_H
#define VISA_LIB_SIM_TIMELINE_H

#include "InstTiming.h"
#include "visa/Gen/GenInst.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <vector>

namespace visa::sim {

class Timeline {
public:
  /// Writes to `os`; at most `maxEvents` events.
  Timeline(llvm::raw_ostream &os, uint64_t maxEvents);
  ~Timeline();

  /// Names thread `threadKey` on EU `eu` (shown as its row's name).
  void thread(unsigned eu, uint64_t threadKey, llvm::StringRef name);
  void issue(unsigned eu, uint64_t threadKey, uint64_t cycle,
             unsigned cycles, const gen::Inst &inst);
  void stall(unsigned eu, uint64_t threadKey, StallCause cause,
             uint64_t from, uint64_t to);
  /// Events left out once the limit was reached.
  uint64_t dropped() const { return Dropped; }

private:
  bool reserve();
  void span(unsigned eu, uint64_t threadKey, llvm::StringRef name,
            llvm::StringRef category, uint64_t from, uint64_t cycles,
            uint32_t offset);

  llvm::raw_ostream &OS;
  uint64_t MaxEvents, Events = 0, Dropped = 0;
  /// EUs whose process row is named already (EU 0 at the end).
  std::vector<bool> NamedEus;
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_TIMELINE_H
