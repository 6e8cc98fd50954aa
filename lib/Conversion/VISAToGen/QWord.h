//===- QWord.h - 64-bit integers as dword halves --------------------------===//
//
// Private to lib/Conversion/VISAToGen. On products without a 64-bit integer
// ALU (device fact HasQ: ICLLP, TGLLP), vISA instructions with Q/UQ
// operands are emulated on the dword halves of each qword. This is done
// while lowering, not in gen-legalize, because the emulation follows vISA's
// semantics, which a single Gen instruction no longer carries: every source
// is extended to 64 bits by its own type, cmp's relation and signedness,
// which source min_max picks, the carry between the halves of a sum.
//
//   QWord.cpp         QWordSeq: the building blocks below
//   QWordArith.cpp    mov (modifiers, float conversions), add, mul,
//                     and/or/xor/not, shl/shr/asr
//   QWordCompare.cpp  cmp, sel, min_max
//
// A sequence reads and writes the accumulator (addc's carry, mul/mach), so
// it runs one register of dword channels at a time. Intermediate values
// live in packed UD temporaries; only the final store writes the
// destination, under the instruction's predicate.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_QWORD_H
#define VISA_LIB_CONVERSION_VISATOGEN_QWORD_H

#include "AluHelpers.h"

namespace visa::togen {

inline bool isQWordInt(DataType t) {
  return t == DataType::Q || t == DataType::UQ;
}

/// The low (half 0) or high (half 1) dword of each qword that `q` (a
/// direct or single-address indirect operand, or an immediate) names.
Opnd qwordHalf(const Opnd &q, unsigned half);

/// Whether any of the operands has a Q/UQ type.
bool anyQWord(const AluOperands &a);

/// Collects an instruction's operands into `a`: true when one of them is
/// Q/UQ (then the destination must not saturate), false when none is.
llvm::FailureOr<bool> collectQWordOperands(Lowering &L, mlir::Operation *op,
                                           AluOperands &a,
                                           const VecOperand &dst,
                                           std::initializer_list<VecOperand> srcs);

/// A 64-bit value per channel: its low and high dwords as UD sources
/// (registers or immediates).
struct Halves {
  Opnd Lo, Hi;
};

/// How a source narrower than 64 bits is extended.
enum class Extend { ByType, Zero, Sign };

/// The instructions for channels [First, First + Count) of an emulated
/// instruction.
class QWordSeq {
public:
  QWordSeq(Lowering &L, const ExecInfo &exec, unsigned first, unsigned count)
      : L(L), Exec(exec), First(first), Count(count) {}

  Lowering &lowering() { return L; }
  unsigned count() const { return Count; }
  /// The part of an instruction operand these channels use.
  Opnd slice(const Opnd &o) const { return channelSlice(o, First, Count); }
  /// An instruction of these channels, unpredicated.
  InstData controls(Opcode op) const;

  /// `o` (an instruction operand, unsliced) as 64-bit halves: Q/UQ split,
  /// narrower integers extended. Source modifiers are applied (arithmetic
  /// ones, or ~ with `logic`). Fails (with an error on `user`) on floats
  /// and multi-address indirect operands.
  llvm::FailureOr<Halves> widen(const Opnd &o, mlir::Operation *user,
                                bool logic = false,
                                Extend extend = Extend::ByType);

  /// A new packed temporary of these channels, as a destination.
  Opnd temp(DataType type = DataType::UD, llvm::StringRef name = "q");
  /// `op` of the sources into a new temporary of `type`; returns it as a
  /// source. An immediate first source is swapped (commutative `op`) or
  /// moved into a register.
  Opnd op(Opcode op, DataType type, Opnd a, std::optional<Opnd> b = {});
  /// `s` in a register (an immediate moved into a temporary).
  Opnd inRegister(const Opnd &s);

  Halves add(const Halves &a, const Halves &b);
  Halves negate(const Halves &a);
  /// The absolute value of a signed 64-bit value.
  Halves abs(const Halves &a);
  /// The low 64 bits of the product.
  Halves mul(const Halves &a, const Halves &b);
  /// The full product of two dwords of the same signedness.
  Halves mulWide(const Opnd &a, const Opnd &b);
  /// The low 32 bits of the product of two dwords.
  Opnd mulLow(const Opnd &a, const Opnd &b);

  /// Sets `flag`'s bits of these channels to `a cond b` (64-bit, signed or
  /// unsigned; Ze, Nz, Lt, Le, Gt, Ge).
  void compare(gen::VirtualRef flag, gen::CondMod cond, const Halves &a,
               const Halves &b, bool isSigned);
  /// A flag set to `a cond b` for dwords (`cond` on the given types).
  void compareDwords(gen::VirtualRef flag, gen::CondMod cond, const Opnd &a,
                     const Opnd &b, std::optional<bool> predicate = {});
  /// A new flag register for these channels.
  gen::VirtualRef newFlag();
  /// `flag` (inverted with `inverse`) ? a : b, per half.
  Halves select(gen::VirtualRef flag, bool inverse, const Halves &a,
                const Halves &b);
  Opnd selectDword(gen::VirtualRef flag, bool inverse, Opnd a, Opnd b,
                   DataType type = DataType::UD);

  /// Writes `r` to the instruction's destination `dst` (unsliced) under
  /// `pred`: both halves of a Q/UQ destination, the low dword (truncated)
  /// of a narrower integer one.
  llvm::LogicalResult store(mlir::Operation *user,
                            std::optional<Predicate> pred, const Opnd &dst,
                            const Halves &r);
  /// mov of `value` to the instruction's destination `dst` (unsliced).
  llvm::LogicalResult storeValue(mlir::Operation *user,
                                 std::optional<Predicate> pred,
                                 const Opnd &dst, const Opnd &value);

private:
  Lowering &L;
  ExecInfo Exec;
  unsigned First, Count;
};

/// Runs `body` for every register of dword channels of `exec`.
llvm::LogicalResult
forEachQWordGroup(Lowering &L, const ExecInfo &exec,
                  llvm::function_ref<llvm::LogicalResult(QWordSeq &)> body);

/// Whether a 64-bit comparison of `a` and `b` is signed: when either can
/// be negative. Fails when one can be negative and the other exceed the
/// signed range (Q against UQ), which 64 bits cannot compare.
llvm::FailureOr<bool> qwordCompareSigned(const Opnd &a, const Opnd &b,
                                         mlir::Operation *user);

/// What an emulating handler returns after its sequence: true (done), or
/// the failure.
inline llvm::FailureOr<bool> emulated(llvm::LogicalResult r) {
  if (llvm::failed(r))
    return llvm::failure();
  return true;
}

/// The error for a form the emulation does not cover.
llvm::LogicalResult qwordUnsupported(Lowering &L, mlir::Operation *op,
                                     const llvm::Twine &what);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_QWORD_H
