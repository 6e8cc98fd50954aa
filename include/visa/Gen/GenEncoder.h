//===- GenEncoder.h - GenInst to Gen machine code -------------------------===//
//
// Encodes visa::gen::Inst into native (16-byte) Gen instructions, writing
// every field through GenFields.def, and compacts them to 8 bytes with the
// platform's compaction tables. Like `iga64 -a`, by default only instructions
// marked {Compacted} are compacted (an error if they cannot be); `Auto`
// compacts every instruction that has a compacted form (`-Xautocompact`).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENENCODER_H
#define VISA_GEN_GENENCODER_H

#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace visa::gen {

/// An encoding failure for the instruction at `getIndex()` of its kernel.
class EncodeError : public llvm::ErrorInfo<EncodeError> {
public:
  static char ID;
  EncodeError(unsigned index, std::string message)
      : Index(index), Message(std::move(message)) {}
  unsigned getIndex() const { return Index; }
  const std::string &getMessage() const { return Message; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  unsigned Index;
  std::string Message;
};

enum class CompactMode : uint8_t {
  AsMarked, ///< compact exactly the instructions with Inst::Compacted set
  Auto,     ///< also compact every other instruction that can be
  Never     ///< never compact (`-Xforce-no-compact`)
};

struct EncodeOptions {
  CompactMode Compaction = CompactMode::AsMarked;
};

/// Encodes `inst` in native form.
llvm::Error encodeNative(Platform p, const Inst &inst, NativeBits &out,
                         unsigned index = 0);

/// Finds the compacted form of `native`, if the platform has one.
bool compactNative(Platform p, const NativeBits &native, uint64_t &compact);

/// Whether `inst` has a compacted form.
bool canCompact(Platform p, const Inst &inst);

/// Whether `encodeKernel` will give `inst` 8 bytes under `opts`.
bool willCompact(Platform p, const Inst &inst, const EncodeOptions &opts);

/// Encodes a whole kernel, appending bytes to `out`. Branch labels in `insts`
/// are byte offsets relative to their instruction, as the decoder gives them.
llvm::Error encodeKernel(Platform p, llvm::ArrayRef<Inst> insts,
                         const EncodeOptions &opts, std::vector<uint8_t> &out);

} // namespace visa::gen

#endif // VISA_GEN_GENENCODER_H
