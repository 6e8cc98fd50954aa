//===- Timeline.cpp - Chrome trace-event JSON of a simulated run ----------===//
//
// Streams one JSON object: {"traceEvents": [...], "displayTimeUnit": ...}.
// Complete events ("ph":"X") are the issues and stalls; metadata events
// ("ph":"M") name the EU processes and thread rows.
//
//===----------------------------------------------------------------------===//

#include "Timeline.h"
#include "llvm/Support/Format.h"

namespace visa::sim {

Timeline::Timeline(llvm::raw_ostream &os, uint64_t maxEvents)
    : OS(os), MaxEvents(maxEvents) {
  OS << "{\"displayTimeUnit\": \"ns\", \"otherData\": {\"time unit\": "
        "\"1 us = 1 EU cycle\"},\n\"traceEvents\": [\n";
}

Timeline::~Timeline() {
  if (Dropped)
    OS << "{\"name\": \"timeline limit reached: " << Dropped
       << " later events left out\", \"ph\": \"i\", \"s\": \"g\", \"ts\": 0, "
          "\"pid\": 0, \"tid\": 0},\n";
  // The last element closes the array without a trailing comma.
  OS << "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": 0, "
        "\"args\": {\"name\": \"EU 0\"}}\n]}\n";
  OS.flush();
}

bool Timeline::reserve() {
  if (Events >= MaxEvents) {
    ++Dropped;
    return false;
  }
  ++Events;
  return true;
}

void Timeline::thread(unsigned eu, uint64_t threadKey, llvm::StringRef name) {
  if (!reserve())
    return;
  OS << "{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": " << eu
     << ", \"tid\": " << threadKey << ", \"args\": {\"name\": \"" << name
     << "\"}},\n";
  if (eu >= NamedEus.size())
    NamedEus.resize(eu + 1, false);
  if (eu && !NamedEus[eu] && reserve()) {
    NamedEus[eu] = true;
    OS << "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": " << eu
       << ", \"tid\": 0, \"args\": {\"name\": \"EU " << eu << "\"}},\n";
  }
}

void Timeline::span(unsigned eu, uint64_t threadKey, llvm::StringRef name,
                    llvm::StringRef category, uint64_t from, uint64_t cycles,
                    uint32_t offset) {
  if (!reserve())
    return;
  OS << "{\"name\": \"" << name << "\", \"cat\": \"" << category
     << "\", \"ph\": \"X\", \"ts\": " << from << ", \"dur\": " << cycles
     << ", \"pid\": " << eu << ", \"tid\": " << threadKey;
  if (offset != UINT32_MAX)
    OS << ", \"args\": {\"ip\": \"" << llvm::format_hex(offset, 6) << "\"}";
  OS << "},\n";
}

void Timeline::issue(unsigned eu, uint64_t threadKey, uint64_t cycle,
                     unsigned cycles, const gen::Inst &inst) {
  span(eu, threadKey, gen::getMnemonic(inst.Op), "issue", cycle, cycles,
       inst.Offset);
}

void Timeline::stall(unsigned eu, uint64_t threadKey, StallCause cause,
                     uint64_t from, uint64_t to) {
  span(eu, threadKey, stallCauseName(cause), "stall", from, to - from,
       UINT32_MAX);
}

} // namespace visa::sim
