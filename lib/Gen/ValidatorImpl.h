//===- ValidatorImpl.h - Shared pieces of the Gen validator's rule groups -===//
//
// What every rule group (Validate*.cpp) needs: the Checker that knows the
// product and the instruction and records violations, and the facts about
// operands that several groups ask (execution type, regions as the
// hardware walks them, null and accumulator registers). Internal to
// lib/Gen.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_GEN_VALIDATORIMPL_H
#define VISA_LIB_GEN_VALIDATORIMPL_H

#include "visa/Gen/GenValidator.h"
#include "llvm/ADT/Twine.h"

namespace visa::gen::validator {

/// One instruction on one product; collects the rules it breaks.
class Checker {
public:
  Checker(const Product &p, const Inst &inst,
          llvm::SmallVectorImpl<Violation> &out)
      : P(p), I(inst), Out(out) {}

  /// Whether `rule` holds on this product.
  bool on(RuleId rule) const { return ruleApplies(P, rule); }
  /// Records a violation of `rule` (which must apply to the product).
  void report(RuleId rule, const llvm::Twine &message);
  /// Records a violation of `rule` if it applies and `broken` holds; the
  /// message (a callable returning std::string) is made only then, so a
  /// legal instruction costs no string building.
  template <typename MakeMessage>
  void check(RuleId rule, bool broken, MakeMessage message) {
    if (broken && on(rule))
      report(rule, message());
  }

  const Product &P;
  const Inst &I;

private:
  llvm::SmallVectorImpl<Violation> &Out;
};

// The rule groups, one file each. Each checks the instruction of `c`.
void checkRegions(Checker &c);    // ValidateRegions.cpp
void check64Bit(Checker &c);      // Validate64Bit.cpp
void checkMixedFloat(Checker &c); // ValidateMixedFloat.cpp
void checkThreeSrc(Checker &c);   // ValidateThreeSrc.cpp
void checkMath(Checker &c);       // ValidateMath.cpp
void checkIndirect(Checker &c);   // ValidateIndirect.cpp
void checkImmediates(Checker &c); // ValidateImmediate.cpp
void checkFlagsAcc(Checker &c);   // ValidateFlagsAcc.cpp
void checkOpcodes(Checker &c);    // ValidateOpcodes.cpp
void checkSend(Checker &c);       // ValidateSend.cpp
void checkSwsb(Checker &c);       // ValidateSwsb.cpp
/// Whole-kernel rules: branch targets, thread end (ValidateFlow.cpp).
void checkFlow(const Product &p, llvm::ArrayRef<Inst> insts, size_t codeBytes,
               std::vector<Violation> &out);

//===----------------------------------------------------------------------===//
// Instruction and operand facts
//===----------------------------------------------------------------------===//

/// ALU instructions: the forms with a destination and regioned sources
/// (unary, binary, ternary, math), not sends, branches or nop.
inline bool isAlu(const Inst &inst) {
  OpForm form = getForm(inst.Op);
  return form == OpForm::Unary || form == OpForm::Binary ||
         form == OpForm::Ternary || form == OpForm::Math;
}
inline bool isSend(const Inst &inst) {
  OpForm form = getForm(inst.Op);
  return form == OpForm::Send || form == OpForm::Sends;
}
/// Three-source instructions (mad, lrp, bfe, bfi2, csel, madm, dp4a).
inline bool isTernary(const Inst &inst) {
  return getForm(inst.Op) == OpForm::Ternary;
}

inline bool isReg(const Operand &op) { return op.K == Operand::Kind::Reg; }
inline bool isImm(const Operand &op) { return op.K == Operand::Kind::Imm; }
inline bool isDirect(const Operand &op) {
  return isReg(op) && op.Mode == AddrMode::Direct;
}
inline bool isDirectGrf(const Operand &op) {
  return isDirect(op) && op.File == RegFile::GRF;
}
/// A direct ARF operand of `kind`.
inline bool isArf(const Operand &op, ArfKind kind) {
  return isDirect(op) && op.File == RegFile::ARF &&
         arfKindOf(op.RegNum) == kind;
}
inline bool isNull(const Operand &op) { return isArf(op, ArfKind::Null); }
inline bool isAcc(const Operand &op) { return isArf(op, ArfKind::Accumulator); }
/// Math-macro operands (madm, math.invm/rsqtm) name whole registers: no
/// region applies to them.
inline bool isMacro(const Operand &op) { return op.MathMacro >= 0; }

bool isFloatType(DataType t);
bool isIntType(DataType t);
inline bool isVectorImmType(DataType t) {
  return t == DataType::V || t == DataType::UV || t == DataType::VF;
}
inline bool is64BitType(DataType t) { return getTypeSize(t) == 8; }
inline bool isDWordType(DataType t) {
  return t == DataType::D || t == DataType::UD;
}

/// The execution data type of an ALU instruction (PRM "Execution Data
/// Type"): bytes and vector immediates execute as words, VF as F, and an
/// instruction mixing F and HF executes as F.
DataType executionType(const Inst &inst);
/// A mov without saturation, source modifier or vector immediate whose
/// types differ at most in signedness: it copies bits.
bool isRawMove(const Inst &inst);
/// F and HF operands mixed in one two-source or one-source instruction.
bool isMixedFloat(const Inst &inst);
/// mul with D/UD sources only (the "integer DWord multiply" of the PRM's
/// 64-bit rules).
bool isDWordMultiply(const Inst &inst);
/// Implicit or explicit accumulator sources (mac, mach, acc operands).
bool readsAccumulator(const Inst &inst);

/// A source region as the hardware walks it: element (row, column) is at
/// SubRegByte + (row * VStride + column * HStride) * type size. Three-source
/// Align1 regions get their implied width. Invalid for Align16 operands,
/// VxH/Vx1 indirect ones and math-macro operands.
struct WalkRegion {
  bool Valid = false;
  unsigned VStride = 0, Width = 1, HStride = 0;
};
WalkRegion walkRegion(const Inst &inst, unsigned src);
/// Whether a source region is a scalar (<0;1,0>).
inline bool isScalarRegion(const Region &r) {
  return r.VStride == 0 && r.Width == 1 && r.HStride == 0;
}

/// The bytes, relative to the operand's first register, of every channel's
/// element: element `ch` starts at `byteOf(ch)`.
struct ElementWalk {
  unsigned SubReg, TypeSize, VStride, Width, HStride;
  unsigned byteOf(unsigned ch) const {
    return SubReg +
           ((ch / Width) * VStride + (ch % Width) * HStride) * TypeSize;
  }
};
/// The walk of source `src` (valid when walkRegion is) or of the
/// destination.
ElementWalk sourceWalk(const Inst &inst, unsigned src, const WalkRegion &r);
ElementWalk destinationWalk(const Inst &inst);

/// "src0", "src1", "src2": operand names for messages.
inline const char *srcName(unsigned i) {
  static const char *const Names[] = {"src0", "src1", "src2"};
  return i < 3 ? Names[i] : "src";
}

} // namespace visa::gen::validator

#endif // VISA_LIB_GEN_VALIDATORIMPL_H
