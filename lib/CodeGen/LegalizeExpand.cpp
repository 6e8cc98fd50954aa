//===- LegalizeExpand.cpp - Instructions rewritten as other instructions --===//
//
// The fixes that compute the same with different instructions:
//   DWord multiply  saturation or a condition modifier, which a multiply
//                   of a DWord into a dword or word destination does not
//                   take,
//                   applied by a move of the product: the condition from
//                   the truncated product, saturation from the QWord one
//                   (on products with Q types);
//   64-bit moves    on products without a 64-bit integer ALU (ICLLP,
//                   TGLLP), Q/UQ moves done on dword halves: widening
//                   writes the low dword and a sign or zero high dword,
//                   narrowing reads the low dword, a 64-bit copy moves
//                   both (from a copy of the source when they overlap).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

namespace {

bool isQWordInt(DataType t) { return t == DataType::Q || t == DataType::UQ; }

bool isSignedInt(DataType t) {
  return t == DataType::B || t == DataType::W || t == DataType::D ||
         t == DataType::Q;
}

/// Operand `index` of `m` (0 = destination) seen as dwords of type `t`:
/// the low (half 0) or high (half 1) dword of each qword it names.
void dwordHalf(InstData &m, unsigned index, unsigned half, DataType t,
               unsigned grf) {
  Operand &op = m.operand(index);
  op.Type = t;
  if (isImm(op)) {
    op.Imm = half ? op.Imm >> 32 : op.Imm & 0xFFFFFFFFu;
    return;
  }
  if (index == 0) {
    op.Rgn.HStride = int8_t(2 * std::max<int>(op.Rgn.HStride, 1));
  } else {
    op.Rgn.VStride = int8_t(2 * op.Rgn.VStride);
    op.Rgn.HStride = int8_t(2 * op.Rgn.HStride);
  }
  advanceOperand(m, index, 4 * half, grf);
}

/// A mov of `d`'s execution and predicate, from `d`'s source to its
/// destination; the caller retypes the operands.
InstData moveLike(const InstData &d) {
  InstData m = sameExecution(d, Opcode::Mov);
  copyPredicate(d, m);
  m.I.NumSrcs = 1;
  m.I.Dst = d.I.Dst;
  m.Dst = d.Dst;
  m.I.Src[0] = d.I.Src[0];
  m.Src[0] = d.Src[0];
  return m;
}

/// Whether the destination and source of `d` may share bytes: then the
/// first of two moves could overwrite what the second reads.
bool mayOverlap(const InstData &d) {
  const Operand &dst = d.I.Dst, &src = d.I.Src[0];
  if (!isReg(src))
    return false;
  if (d.Dst.isVirtual() || d.Src[0].isVirtual())
    return d.Dst.Id == d.Src[0].Id;
  return dst.File == src.File;
}

} // namespace

void visa::gen::legalize::proposeMultiplyResult(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  bool sat = I.Saturate, cond = I.Cond != CondMod::None;
  bool dwords = I.Op == Opcode::Mul && validator::isIntType(I.Src[0].Type) &&
                validator::isIntType(I.Src[1].Type) &&
                (validator::isDWordType(I.Src[0].Type) ||
                 validator::isDWordType(I.Src[1].Type));
  if (!dwords || sat == cond || !isReg(I.Dst) ||
      validator::isNull(I.Dst) || (sat && !ctx.P.HasQ))
    return;
  // The full product saturates; the condition is the truncated one's.
  DataType productType = I.Dst.Type;
  if (sat)
    productType = isSignedInt(I.Src[0].Type) || isSignedInt(I.Src[1].Type)
                      ? DataType::Q
                      : DataType::UQ;
  TempOperands temp = newTemp(ctx.Regs, productType, I.ExecSize, 1);
  InstData product = d;
  product.I.Saturate = false;
  product.I.Cond = CondMod::None;
  product.I.Pred = PredCtrl::None;
  product.I.PredInv = false;
  product.Flag = VirtualRef{};
  product.I.Dst = temp.Dst;
  product.Dst = temp.Ref;
  InstData result = moveLike(d);
  result.I.Src[0] = temp.Src;
  result.Src[0] = temp.Ref;
  result.I.Saturate = sat;
  result.I.Cond = I.Cond;
  result.I.FlagReg = I.FlagReg;
  result.I.FlagSubReg = I.FlagSubReg;
  result.Flag = d.Flag;
  Candidate c;
  c.Main.push_back(product);
  c.Main.push_back(result);
  c.Temps.push_back(temp.Id);
  out.push_back(std::move(c));
}

void visa::gen::legalize::proposeDWordHalves(
    RewriteContext &ctx, const InstData &d,
    llvm::SmallVectorImpl<Candidate> &out) {
  const Inst &I = d.I;
  if (ctx.P.HasQ || I.Op != Opcode::Mov || I.NumSrcs != 1 || I.Saturate ||
      I.Cond != CondMod::None || !isReg(I.Dst))
    return;
  const Operand &dst = I.Dst, &src = I.Src[0];
  bool wideDst = isQWordInt(dst.Type), wideSrc = isQWordInt(src.Type);
  if ((!wideDst && !wideSrc) || src.Negate || src.Abs ||
      validator::isVectorImmType(src.Type) ||
      !validator::isIntType(wideDst ? src.Type : dst.Type))
    return;
  unsigned grf = ctx.P.GRFBytes;
  Candidate c;
  if (wideDst && wideSrc) {
    // A source the low halves could overwrite is read from a copy.
    InstData whole = d;
    if (mayOverlap(d)) {
      std::optional<CopiedSource> copy =
          copySource(ctx.Regs, d, 0, CopyLayout{});
      if (!copy)
        return;
      c.Before.append(copy->Moves.begin(), copy->Moves.end());
      c.Temps.push_back(copy->Temp);
      whole.I.Src[0] = copy->Src;
      whole.Src[0] = copy->Ref;
    }
    for (unsigned half = 0; half < 2; ++half) {
      InstData m = moveLike(whole);
      dwordHalf(m, 0, half, DataType::UD, grf);
      dwordHalf(m, 1, half, DataType::UD, grf);
      c.Main.push_back(m);
    }
  } else if (wideSrc) {
    // Narrowing keeps the low dword, as the conversion truncates.
    InstData m = moveLike(d);
    dwordHalf(m, 1, 0, src.Type == DataType::Q ? DataType::D : DataType::UD,
              grf);
    c.Main.push_back(m);
  } else {
    bool sign = isSignedInt(src.Type);
    DataType lowType = sign ? DataType::D : DataType::UD;
    InstData low = moveLike(d);
    dwordHalf(low, 0, 0, lowType, grf);
    InstData high = moveLike(d);
    dwordHalf(high, 0, 1, DataType::UD, grf);
    if (isImm(src)) {
      // The immediate's own sign bits.
      uint64_t bits = src.Imm, signBit = 1ull << (8 * getTypeSize(src.Type) - 1);
      bool negative = sign && (bits & signBit);
      high.I.Src[0].Type = DataType::UD;
      high.I.Src[0].Imm = negative ? 0xFFFFFFFFu : 0;
    } else if (sign) {
      // The high dword is the low one shifted arithmetically by 31.
      high.I.Op = Opcode::Asr;
      high.I.NumSrcs = 2;
      high.I.Dst.Type = DataType::D;
      high.I.Src[0] = low.I.Dst;
      high.I.Src[0].Rgn =
          stridedRegion(I.ExecSize, unsigned(low.I.Dst.Rgn.HStride));
      high.Src[0] = low.Dst;
      Operand shift;
      shift.K = Operand::Kind::Imm;
      shift.Type = DataType::UD;
      shift.Imm = 31;
      high.I.Src[1] = shift;
      high.Src[1] = VirtualRef{};
    } else {
      high.I.Src[0] = Operand{};
      high.I.Src[0].K = Operand::Kind::Imm;
      high.I.Src[0].Type = DataType::UD;
      high.I.Src[0].Imm = 0;
      high.Src[0] = VirtualRef{};
    }
    c.Main.push_back(low);
    c.Main.push_back(high);
  }
  out.push_back(std::move(c));
}
