//===- Validate64Bit.cpp - Restrictions on 64-bit types -------------------===//
//
// Which products have DF and a 64-bit integer ALU at all, the conversions
// mov lacks (B/UB or HF to or from a 64-bit type), and the PRM's
// "Special Requirements for Handling Double Precision Data Types": on
// products with CHV/BXT-style 64-bit regioning, an instruction with a
// 64-bit type or an integer DWord multiply must keep source and
// destination strides equal and qword-aligned, offsets equal, no indirect
// addressing, no architecture registers and no DepCtrl.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// Opcodes that carry Q/UQ operands on products without a 64-bit integer
/// ALU: IGC emulates 64-bit arithmetic and moves with 32-bit operations
/// there, but shifts 64-bit values (`shl (8|M0) r50.0<1>:q r30.0<8;4,2>:d
/// 32:w` in its ICLLP and TGLLP binaries). The shifts are allowed, nothing
/// else (calibrated; test/Gen/Inputs/validate/README.md).
bool shiftsQWords(Opcode op) {
  return op == Opcode::Shl || op == Opcode::Shr || op == Opcode::Asr;
}

void checkTypeSupport(Checker &c) {
  const Inst &I = c.I;
  bool df = false, q = false;
  auto note = [&](const Operand &op) {
    if (!isReg(op) && !isImm(op))
      return;
    df |= op.Type == DataType::DF;
    q |= op.Type == DataType::Q || op.Type == DataType::UQ;
  };
  note(I.Dst);
  for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
    note(I.Src[i]);
  c.check(RuleId::Bit64NoDF, df, [&] { return std::string("DF operand"); });
  c.check(RuleId::Bit64NoQAlu, q && !shiftsQWords(I.Op), [&] {
    return (llvm::Twine("Q/UQ operand in ") + getMnemonic(I.Op)).str();
  });
}

/// The PRM states these for mov, the explicit conversion; IGC's sel, or
/// and xor read bytes into Q destinations on BDW and SKL (app_siphash,
/// app_wyhash, convround), so the validator keeps to mov.
void checkConversions(Checker &c) {
  const Inst &I = c.I;
  if (I.Op != Opcode::Mov)
    return;
  DataType dst = I.Dst.Type;
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if (!isReg(op) && !isImm(op))
      continue;
    DataType src = op.Type;
    if (src == dst)
      continue;
    unsigned ds = getTypeSize(dst), ss = getTypeSize(src);
    c.check(RuleId::Bit64NoByteConversion,
            (ds == 1 && ss == 8) || (ds == 8 && ss == 1), [&] {
              return (llvm::Twine(getTypeName(src)) + " " + srcName(i) +
                      " to " + getTypeName(dst) + " dst")
                  .str();
            });
    c.check(RuleId::Bit64NoHFConversion,
            (dst == DataType::HF && ss == 8) ||
                (ds == 8 && src == DataType::HF),
            [&] {
              return (llvm::Twine(getTypeName(src)) + " " + srcName(i) +
                      " to " + getTypeName(dst) + " dst")
                  .str();
            });
  }
}

/// The CHV/BXT-style rules, for 64-bit types and integer DWord multiplies.
void checkRegioning(Checker &c) {
  const Inst &I = c.I;
  const Operand &dst = I.Dst;
  unsigned dstSize = getTypeSize(dst.Type);
  unsigned dstStride = (dst.Rgn.HStride > 0 ? dst.Rgn.HStride : 0) * dstSize;
  for (unsigned i = 0; i < I.NumSrcs && i < 2; ++i) {
    const Operand &op = I.Src[i];
    if (!isReg(op))
      continue;
    const char *name = srcName(i);
    const Region &r = op.Rgn;
    bool indirect = op.Mode == AddrMode::Indirect;
    c.check(RuleId::Bit64NoIndirect, indirect,
            [&] { return (llvm::Twine(name) + " is indirect").str(); });
    c.check(RuleId::Bit64NoArf, op.File == RegFile::ARF && !isNull(op), [&] {
      return (llvm::Twine(name) + " is an architecture register").str();
    });
    if (I.Align16 || indirect || r.Width <= 0 || r.VStride < 0)
      continue;
    bool scalar = isScalarRegion(r);
    unsigned size = getTypeSize(op.Type);
    unsigned srcStride = unsigned(r.HStride ? r.HStride : r.VStride) * size;
    c.check(RuleId::Bit64StrideQWord,
            !scalar &&
                (srcStride % 8 || dstStride % 8 || srcStride != dstStride),
            [&] {
              return (llvm::Twine(name) + " stride " + llvm::Twine(srcStride) +
                      " bytes, dst stride " + llvm::Twine(dstStride) + " bytes")
                  .str();
            });
    c.check(RuleId::Bit64VStride, r.VStride != r.Width * r.HStride, [&] {
      return (llvm::Twine(name) + " <" + llvm::Twine(int(r.VStride)) + ";" +
              llvm::Twine(int(r.Width)) + "," + llvm::Twine(int(r.HStride)) +
              ">")
          .str();
    });
    c.check(RuleId::Bit64SameOffset,
            !scalar && isDirect(dst) && op.SubRegByte != dst.SubRegByte, [&] {
              return (llvm::Twine(name) + " at byte " +
                      llvm::Twine(unsigned(op.SubRegByte)) + ", dst at byte " +
                      llvm::Twine(unsigned(dst.SubRegByte)))
                  .str();
            });
  }
  c.check(RuleId::Bit64NoIndirect, isReg(dst) && dst.Mode == AddrMode::Indirect,
          [&] { return std::string("dst is indirect"); });
  c.check(RuleId::Bit64NoArf,
          (isReg(dst) && dst.File == RegFile::ARF && !isNull(dst)) ||
              I.Op == Opcode::Mac || I.AccWrEn,
          [&] {
            return std::string(
                isReg(dst) && dst.File == RegFile::ARF && !isNull(dst)
                    ? "dst is an architecture register"
                    : "the accumulator is written (mac or AccWrEn)");
          });
  c.check(RuleId::Bit64NoDepCtrl, I.NoDDChk || I.NoDDClr, [&] {
    return std::string("NoDDChk/NoDDClr on a 64-bit instruction");
  });
}

} // namespace

void validator::check64Bit(Checker &c) {
  const Inst &I = c.I;
  if (!isAlu(I))
    return;
  checkTypeSupport(c);
  checkConversions(c);
  if (isTernary(I) || I.NumSrcs == 0)
    return;
  unsigned dstSize = getTypeSize(I.Dst.Type);
  bool wide =
      dstSize == 8 || getTypeSize(executionType(I)) == 8 || isDWordMultiply(I);
  if (!wide)
    return;
  if (I.Align16) {
    unsigned s0 = getTypeSize(I.Src[0].Type);
    unsigned s1 = I.NumSrcs > 1 ? getTypeSize(I.Src[1].Type) : s0;
    c.check(RuleId::Bit64Align16ExecSize,
            dstSize == 8 && (s0 != 8 || s1 != 8) && I.ExecSize > 2, [&] {
              return ("Align16 QWord dst from a non-QWord source at ExecSize " +
                      llvm::Twine(unsigned(I.ExecSize)))
                  .str();
            });
  }
  if (c.on(RuleId::Bit64StrideQWord))
    checkRegioning(c);
}
