//===- GenDecoder.h - Gen machine code to GenInst -------------------------===//
//
// Decodes native (16-byte) and compacted (8-byte) Gen instructions into
// visa::gen::Inst, reading bit positions from GenFields.def and expanding
// compacted instructions through the platform's compaction tables.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENDECODER_H
#define VISA_GEN_GENDECODER_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace visa::gen {

/// A decoding failure at a byte offset of the input.
class DecodeError : public llvm::ErrorInfo<DecodeError> {
public:
  static char ID;
  DecodeError(uint64_t offset, std::string message)
      : Offset(offset), Message(std::move(message)) {}
  uint64_t getOffset() const { return Offset; }
  const std::string &getMessage() const { return Message; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  uint64_t Offset;
  std::string Message;
};

/// The 128 bits of a native instruction as two little-endian qwords.
struct NativeBits {
  uint64_t Q[2] = {0, 0};
  /// Bits hi..lo (at most 64 of them). Inline: decoders read every field;
  /// a range within one qword (every field's) needs no 128-bit shift.
  uint64_t get(unsigned hi, unsigned lo) const {
    uint64_t mask = widthMask(hi, lo);
    if (hi / 64 == lo / 64)
      return (Q[lo / 64] >> (lo % 64)) & mask;
    unsigned __int128 all = (unsigned __int128)Q[1] << 64 | Q[0];
    return uint64_t(all >> lo) & mask;
  }
  void set(unsigned hi, unsigned lo, uint64_t value) {
    uint64_t mask = widthMask(hi, lo);
    if (hi / 64 == lo / 64) {
      uint64_t &q = Q[lo / 64];
      q = (q & ~(mask << (lo % 64))) | (value & mask) << (lo % 64);
      return;
    }
    unsigned __int128 all = (unsigned __int128)Q[1] << 64 | Q[0];
    all = (all & ~((unsigned __int128)mask << lo)) |
          (unsigned __int128)(value & mask) << lo;
    Q[0] = uint64_t(all);
    Q[1] = uint64_t(all >> 64);
  }

private:
  /// The low hi - lo + 1 bits set.
  static uint64_t widthMask(unsigned hi, unsigned lo) {
    unsigned width = hi - lo + 1;
    return width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  }
};

/// Expands the compacted instruction `compact` into native form.
llvm::Error expandCompacted(Platform p, uint64_t compact, NativeBits &out,
                            uint64_t offset);

/// Decodes the instruction at `offset` of `bytes` into `inst`; `size` gets 8
/// or 16.
llvm::Error decodeInst(Platform p, llvm::ArrayRef<uint8_t> bytes,
                       uint64_t offset, Inst &inst, unsigned &size);

/// Decodes a whole kernel.
llvm::Error decodeKernel(Platform p, llvm::ArrayRef<uint8_t> bytes,
                         std::vector<Inst> &insts);

} // namespace visa::gen

#endif // VISA_GEN_GENDECODER_H
