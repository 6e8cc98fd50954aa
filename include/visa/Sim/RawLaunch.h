//===- RawLaunch.h - Running a bare Gen binary without a kernel ABI -------===//
//
// For tests of the simulator itself: one work-group of hardware threads
// with every channel dispatched, zeroed registers (r0 holds the thread's
// index in r0.2), optional buffers bound to binding-table indices and
// mapped in the flat address space, and register dumps after the run.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_RAWLAUNCH_H
#define VISA_SIM_RAWLAUNCH_H

#include "visa/Sim/Simulator.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace visa::sim {

/// A buffer of a raw launch: bound to `Bti` and mapped at `Address`.
struct RawBuffer {
  unsigned Bti = 0;
  uint64_t Address = 0;
  std::vector<uint8_t> Bytes;
};

/// Parses "BTI:ADDRESS:SIZE" (numbers in C syntax): a zero-filled buffer.
llvm::Expected<RawBuffer> parseRawBuffer(llvm::StringRef spec);

/// Builds a launch of `threads` threads of `simd` channels over `code`.
KernelLaunch makeRawLaunch(const gen::Product &device,
                           llvm::ArrayRef<uint8_t> code,
                           unsigned simd, unsigned threads, unsigned slmBytes);

/// Prints GRFs first..last of `t` as rows of eight hex dwords:
/// "r12: 00000000 3f800000 ...".
void dumpRegisters(llvm::StringRef threadName, const ThreadState &t,
                   unsigned first, unsigned last, llvm::raw_ostream &os);

} // namespace visa::sim

#endif // VISA_SIM_RAWLAUNCH_H
