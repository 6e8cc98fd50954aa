//===- GenOperandFacts.h - What the PRM's rules say about operands --------===//
//
// The definitions the validator's rules are stated in: the execution data
// type of an instruction, raw moves, mixed float mode, DWord multiplies,
// accumulator reads, and source and destination regions as the hardware
// walks them (element by element, in bytes from the operand's register).
// The validator (lib/Gen/Validate*.cpp) checks with them; the legalizer
// (lib/CodeGen/Legalize*.cpp) splits and rewrites instructions with the
// same definitions, so the two never disagree on what an operand reads.
// Defined in lib/Gen/ValidateOperands.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENOPERANDFACTS_H
#define VISA_GEN_GENOPERANDFACTS_H

#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenPlatform.h"
#include <optional>

namespace visa::gen::validator {

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
inline bool isAcc(const Operand &op) {
  return isArf(op, ArfKind::Accumulator);
}
/// Math-macro operands (madm, math.invm/rsqtm) name whole registers: no
/// region applies to them.
inline bool isMacro(const Operand &op) { return op.MathMacro >= 0; }

bool isFloatType(DataType t);
bool isIntType(DataType t);
inline bool isVectorImmType(DataType t) {
  return t == DataType::V || t == DataType::UV || t == DataType::VF;
}
inline bool isPackedIntType(DataType t) {
  return t == DataType::V || t == DataType::UV;
}
/// The packed-integer vector immediate (:v, :uv) to encode so that channel
/// i of an `n`-channel instruction gets element i of `imm` in a destination
/// whose elements are `strideBytes` apart: `imm` itself for a word stride;
/// spread for a dword stride up to four channels (channel i reads element
/// 2i); none otherwise, where the vector must come from a word register.
inline std::optional<uint64_t> packedIntForStride(uint64_t imm,
                                                  unsigned strideBytes,
                                                  unsigned n) {
  if (strideBytes == 2)
    return imm;
  if (strideBytes != 4 || n > 4)
    return std::nullopt;
  uint64_t spread = 0;
  for (unsigned i = 0; i < n; ++i)
    spread |= ((imm >> (4 * i)) & 0xF) << (8 * i);
  return spread;
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
    return SubReg + ((ch / Width) * VStride + (ch % Width) * HStride) * TypeSize;
  }
};
/// The walk of source `src` (valid when walkRegion is) or of the
/// destination.
ElementWalk sourceWalk(const Inst &inst, unsigned src, const WalkRegion &r);
ElementWalk destinationWalk(const Inst &inst);

} // namespace visa::gen::validator

#endif // VISA_GEN_GENOPERANDFACTS_H
