//===- RawLaunch.cpp - Running a bare Gen binary without a kernel ABI -----===//

#include "visa/Sim/RawLaunch.h"
#include "llvm/Support/Format.h"
#include <cstring>

namespace visa::sim {

llvm::Expected<RawBuffer> parseRawBuffer(llvm::StringRef spec) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  spec.split(parts, ':');
  RawBuffer b;
  uint64_t size;
  if (parts.size() != 3 || parts[0].getAsInteger(0, b.Bti) ||
      parts[1].getAsInteger(0, b.Address) || parts[2].getAsInteger(0, size) ||
      size > (64u << 20))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "bad buffer '%s': expected BTI:ADDRESS:SIZE "
                                   "(size at most 64 MiB)",
                                   spec.str().c_str());
  b.Bytes.assign(size, 0);
  return b;
}

KernelLaunch makeRawLaunch(const gen::Product &device,
                           llvm::ArrayRef<uint8_t> code,
                           unsigned simd, unsigned threads,
                           unsigned slmBytes) {
  KernelLaunch l;
  l.Device = &device;
  l.Code = code;
  l.Simd = simd;
  l.LocalSize[0] = simd * threads;
  l.SlmBytes = slmBytes;
  l.InitThread = [simd](const uint32_t *, unsigned tid, ThreadState &t) {
    std::memcpy(t.grf(0, 8), &tid, 4);
    return simd == 32 ? ~0u : (1u << simd) - 1;
  };
  return l;
}

void dumpRegisters(llvm::StringRef threadName, const ThreadState &t,
                   unsigned first, unsigned last, llvm::raw_ostream &os) {
  os << threadName << ":\n";
  for (unsigned r = first; r <= last && r < NumGrfs; ++r) {
    os << "r" << r << ":";
    for (unsigned d = 0; d < GrfBytes / 4; ++d) {
      uint32_t v;
      std::memcpy(&v, t.Grf + r * GrfBytes + d * 4, 4);
      os << " " << llvm::format_hex_no_prefix(v, 8);
    }
    os << "\n";
  }
}

} // namespace visa::sim
