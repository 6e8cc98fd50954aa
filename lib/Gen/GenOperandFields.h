//===- GenOperandFields.h - Which fields hold each source operand ---------===//
//
// The field names of source operands 0 and 1 (native and Gen12 forms), and of
// the three sources of the Gen11 Align1 and Gen12 three-source forms, plus
// the stride and type encodings in the encoder's direction. The decoder and
// both encoders read these tables, so each layout is written once.
// Internal to lib/Gen.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_GEN_GENOPERANDFIELDS_H
#define VISA_LIB_GEN_GENOPERANDFIELDS_H

#include "visa/Gen/GenFields.h"
#include "visa/Gen/GenTypes.h"

namespace visa::gen {

/// Fields of source operand 0 or 1. IsImm exists on Gen12 only, AddrImm9 and
/// the swizzles before Gen12 only.
struct SrcFields {
  Field IsImm, RegFile, Type, SubReg, Reg, AddrSubReg, AddrImm, AddrImm9, Abs,
      Neg, AddrMode, HStride, Width, VStride, Swizzle, Swizzle16;
};
inline constexpr SrcFields Src0F = {
    Field::Src0IsImm,    Field::Src0RegFile,    Field::Src0Type,
    Field::Src0SubReg,   Field::Src0Reg,        Field::Src0AddrSubReg,
    Field::Src0AddrImm,  Field::Src0AddrImm9,   Field::Src0Abs,
    Field::Src0Neg,      Field::Src0AddrMode,   Field::Src0HStride,
    Field::Src0Width,    Field::Src0VStride,    Field::Src0Swizzle,
    Field::Src0Swizzle16};
inline constexpr SrcFields Src1F = {
    Field::Src1IsImm,    Field::Src1RegFile,    Field::Src1Type,
    Field::Src1SubReg,   Field::Src1Reg,        Field::Src1AddrSubReg,
    Field::Src1AddrImm,  Field::Src1AddrImm9,   Field::Src1Abs,
    Field::Src1Neg,      Field::Src1AddrMode,   Field::Src1HStride,
    Field::Src1Width,    Field::Src1VStride,    Field::Src1Swizzle,
    Field::Src1Swizzle16};

/// Fields of one source of the Gen11 Align1 three-source form
/// (Field::NumFields: the source has no such field).
struct Ternary11SrcFields {
  Field File, Type, Reg, SubReg, VStride, HStride, Imm, Abs, Neg;
};
inline constexpr Ternary11SrcFields Ternary11Src[3] = {
    {Field::T1Src0RegFile, Field::T1Src0Type, Field::T3Src0Reg,
     Field::T1Src0SubReg, Field::T1Src0VStride, Field::T1Src0HStride,
     Field::T1Src0Imm, Field::T3Src0Abs, Field::T3Src0Neg},
    {Field::T1Src1RegFile, Field::T1Src1Type, Field::T3Src1Reg,
     Field::T1Src1SubReg, Field::T1Src1VStride, Field::T1Src1HStride,
     Field::NumFields, Field::T3Src1Abs, Field::T3Src1Neg},
    {Field::T1Src2RegFile, Field::T1Src2Type, Field::T3Src2Reg,
     Field::T1Src2SubReg, Field::NumFields, Field::T1Src2HStride,
     Field::T1Src2Imm, Field::T3Src2Abs, Field::T3Src2Neg}};

/// Fields of one source of the Gen12 three-source form (vertical stride in
/// two pieces; Field::NumFields: none).
struct Ternary12SrcFields {
  Field IsImm, File, Type, Reg, SubReg, VHi, VLo, HStride, Imm, Abs, Neg;
};
inline constexpr Ternary12SrcFields Ternary12Src[3] = {
    {Field::T12Src0IsImm, Field::T1Src0RegFile, Field::T1Src0Type,
     Field::T3Src0Reg, Field::T1Src0SubReg, Field::T12Src0VStrideHi,
     Field::T12Src0VStrideLo, Field::T1Src0HStride, Field::T1Src0Imm,
     Field::T3Src0Abs, Field::T3Src0Neg},
    {Field::NumFields, Field::T1Src1RegFile, Field::T1Src1Type,
     Field::T3Src1Reg, Field::T1Src1SubReg, Field::T12Src1VStrideHi,
     Field::T12Src1VStrideLo, Field::T1Src1HStride, Field::NumFields,
     Field::T3Src1Abs, Field::T3Src1Neg},
    {Field::T12Src2IsImm, Field::T1Src2RegFile, Field::T1Src2Type,
     Field::T3Src2Reg, Field::T1Src2SubReg, Field::NumFields,
     Field::NumFields, Field::T1Src2HStride, Field::T1Src2Imm,
     Field::T3Src2Abs, Field::T3Src2Neg}};

/// log2 of a power of two up to 128, else -1 (exec sizes, widths).
inline int log2OrMinus1(int v) {
  for (int i = 0; i < 8; ++i)
    if (v == (1 << i))
      return i;
  return -1;
}

/// A region stride's encoding: 0 -> 0, 2^k -> k + 1, else -1.
inline int encodeStride(int v) {
  if (v == 0)
    return 0;
  int l = log2OrMinus1(v);
  return l < 0 ? -1 : l + 1;
}

/// The 4-bit type field of `t` on `p` (decodeType's inverse), or -1.
inline int typeBits(Platform p, DataType t, bool isImm) {
  for (unsigned bits = 0; bits < 16; ++bits)
    if (decodeType(p, bits, isImm) == t)
      return bits;
  return -1;
}

} // namespace visa::gen

#endif // VISA_LIB_GEN_GENOPERANDFIELDS_H
