//===- GenEncoder12.cpp - Encoding Gen12 (TGLLP) machine code -------------===//
//
// The mirror image of the Gen12 half of GenDecoder.cpp. Gen12 moves most
// fields, marks immediates with a bit of their own, scatters the message
// descriptors over unused operand fields and carries a software-scoreboard
// byte; every position still comes from GenFields.def.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenEncoder.h"
#include "GenOperandFields.h"
#include "visa/Gen/GenFields.h"
#include "visa/Gen/GenTypes.h"

using namespace visa::gen;

namespace {

class Writer12 {
public:
  Writer12(NativeBits &bits, unsigned index) : Bits(bits), Index(index) {}
  void set(Field f, uint64_t value) {
    BitRange r = getFieldRange(Platform::Gen12, f);
    if (r.exists())
      Bits.set(r.Hi, r.Lo, value);
  }
  llvm::Error error(const llvm::Twine &msg) const {
    return llvm::make_error<EncodeError>(Index, msg.str());
  }
  NativeBits &Bits;
  unsigned Index;
};


unsigned swsbByte(const Swsb &sb) {
  unsigned token = 0;
  switch (sb.TokenKind) {
  case Swsb::Token::None: break;
  case Swsb::Token::Dst: token = 0x20; break;
  case Swsb::Token::Src: token = 0x30; break;
  case Swsb::Token::Set: token = 0x40; break;
  }
  if (sb.Dist && token)
    return 0x80 | ((sb.Dist & 7) << 4) | (sb.SBID & 0xF);
  if (sb.Dist)
    return sb.Dist & 7;
  return token ? token | (sb.SBID & 0xF) : 0;
}


llvm::Error encodeSource12(Writer12 &w, const SrcFields &f, bool isSrc1,
                           const Operand &op) {
  bool isImm = op.K == Operand::Kind::Imm;
  w.set(f.IsImm, isImm);
  int type = typeBits(Platform::Gen12, op.Type, isImm);
  if (type < 0)
    return w.error(llvm::Twine("type :") + getTypeName(op.Type) +
                   " cannot be encoded here");
  w.set(f.Type, type);
  if (isImm) {
    w.set(Field::Imm32, op.Imm & 0xFFFFFFFF);
    if (getTypeSize(op.Type) == 8) {
      if (isSrc1)
        return w.error("64-bit immediate in source 1");
      w.set(Field::Imm64Low, op.Imm >> 32);
    }
    return llvm::Error::success();
  }
  // Indirect operands leave the register file bit clear.
  w.set(f.RegFile, op.File == RegFile::GRF && op.Mode == AddrMode::Direct);
  w.set(f.Abs, op.Abs);
  w.set(f.Neg, op.Negate);
  bool indirect = op.Mode == AddrMode::Indirect;
  w.set(f.AddrMode, indirect);
  if (!indirect) {
    w.set(f.Reg, op.RegNum);
    w.set(f.SubReg, op.SubRegByte);
  } else {
    w.set(f.AddrSubReg, op.AddrSubReg);
    w.set(f.AddrImm, (uint16_t(op.AddrImm) >> 1) & 0x1FF);
  }
  int vs = op.Rgn.VStride < 0 ? 0xF : encodeStride(op.Rgn.VStride);
  int width = log2OrMinus1(op.Rgn.Width < 0 ? 1 : op.Rgn.Width);
  int hs = encodeStride(op.Rgn.HStride < 0 ? 0 : op.Rgn.HStride);
  if (vs < 0 || width < 0 || width > 4 || hs < 0 || hs > 3)
    return w.error("unencodable region");
  w.set(f.VStride, vs);
  w.set(f.Width, width);
  w.set(f.HStride, hs);
  return llvm::Error::success();
}

llvm::Error encodeDst12(Writer12 &w, const Operand &op) {
  w.set(Field::DstRegFile,
        op.File == RegFile::GRF && op.Mode == AddrMode::Direct);
  int type = typeBits(Platform::Gen12, op.Type, false);
  if (type < 0)
    return w.error(llvm::Twine("destination type :") + getTypeName(op.Type) +
                   " cannot be encoded");
  w.set(Field::DstType, type);
  bool indirect = op.Mode == AddrMode::Indirect;
  w.set(Field::DstAddrMode, indirect);
  if (!indirect) {
    w.set(Field::DstReg, op.RegNum);
    w.set(Field::DstSubReg, op.SubRegByte);
  } else {
    w.set(Field::DstAddrSubReg, op.AddrSubReg);
    w.set(Field::DstAddrImm, (uint16_t(op.AddrImm) >> 1) & 0x1FF);
  }
  int hs = encodeStride(op.Rgn.HStride < 0 ? 1 : op.Rgn.HStride);
  if (hs < 0 || hs > 3)
    return w.error("unencodable destination stride");
  w.set(Field::DstHStride, hs);
  return llvm::Error::success();
}

llvm::Error encodeTernary12(Writer12 &w, const Inst &inst) {
  const Operand &dst = inst.Dst;
  int dstType = typeBits(Platform::Gen12, dst.Type, false);
  if (dstType < 0)
    return w.error("three-source type cannot be encoded");
  bool isFloat = dstType & 8;
  w.set(Field::T1ExecType, isFloat);
  w.set(Field::T1DstRegFile, dst.File == RegFile::GRF);
  w.set(Field::T1DstType, dstType & 7);
  w.set(Field::T3DstReg, dst.RegNum);
  w.set(Field::T1DstSubReg, dst.SubRegByte);
  w.set(Field::T1DstHStride, dst.Rgn.HStride == 2);
  const Field none = Field::NumFields;
  for (unsigned i = 0; i < 3; ++i) {
    const Ternary12SrcFields &d = Ternary12Src[i];
    const Operand &op = inst.Src[i];
    int type = typeBits(Platform::Gen12, op.Type, false);
    if (type < 0 || bool(type & 8) != isFloat)
      return w.error("three-source type cannot be encoded");
    w.set(d.Type, type & 7);
    if (op.K == Operand::Kind::Imm) {
      if (d.IsImm == none)
        return w.error("immediate in three-source source 1");
      w.set(d.IsImm, 1);
      w.set(d.Imm, op.Imm & 0xFFFF);
      continue;
    }
    w.set(d.File, op.File == RegFile::GRF);
    w.set(d.Reg, op.RegNum);
    w.set(d.SubReg, op.SubRegByte);
    w.set(d.Abs, op.Abs);
    w.set(d.Neg, op.Negate);
    if (i < 2) {
      int vs = -1;
      switch (op.Rgn.VStride) {
      case 0: vs = 0; break;
      case 1: vs = 1; break;
      case 4: vs = 2; break;
      case 8: vs = 3; break;
      }
      if (vs < 0)
        return w.error("unencodable three-source vertical stride");
      w.set(d.VHi, vs >> 1);
      w.set(d.VLo, vs & 1);
    }
    int hs = encodeStride(op.Rgn.HStride < 0 ? 0 : op.Rgn.HStride);
    if (hs < 0 || hs > 3)
      return w.error("unencodable three-source horizontal stride");
    w.set(d.HStride, hs);
  }
  return llvm::Error::success();
}

llvm::Error encodeSend12(Writer12 &w, const Inst &inst) {
  const SendDesc &sd = inst.Send;
  w.set(Field::SFID, sd.SFID);
  w.set(Field::EOT, sd.EOT);
  w.set(Field::SendsDstRegFile, inst.Dst.File == RegFile::GRF);
  w.set(Field::DstReg, inst.Dst.RegNum);
  w.set(Field::SendsSrc0RegFile, inst.Src[0].File == RegFile::GRF);
  w.set(Field::Src0Reg, inst.Src[0].RegNum);
  w.set(Field::SendsSrc1RegFile, inst.Src[1].File == RegFile::GRF);
  w.set(Field::SendsSrc1Reg, inst.Src[1].RegNum);
  w.set(Field::SendsSelRegDesc, sd.DescIsReg);
  w.set(Field::SendsSelRegExDesc, sd.ExDescIsReg);
  if (!sd.DescIsReg) {
    w.set(Field::SendDesc31_30, sd.Desc >> 30);
    w.set(Field::SendDesc29_25, (sd.Desc >> 25) & 0x1F);
    w.set(Field::SendDesc24_20, (sd.Desc >> 20) & 0x1F);
    w.set(Field::SendDesc19_11, (sd.Desc >> 11) & 0x1FF);
    w.set(Field::SendDesc10_0, sd.Desc & 0x7FF);
  }
  if (sd.ExDescIsReg) {
    w.set(Field::SendsExDescAddrSubReg, sd.ExDesc);
  } else {
    w.set(Field::SendExDesc31_28, sd.ExDesc >> 28);
    w.set(Field::SendExDesc27_26, (sd.ExDesc >> 26) & 3);
    w.set(Field::SendExDesc25_24, (sd.ExDesc >> 24) & 3);
    w.set(Field::SendExDesc23_12, (sd.ExDesc >> 12) & 0xFFF);
    w.set(Field::SendExDesc10_6, (sd.ExDesc >> 6) & 0x1F);
  }
  return llvm::Error::success();
}

} // namespace

namespace visa::gen::detail {

llvm::Error encodeNative12(const Inst &inst, NativeBits &out, unsigned index,
                           int opBits) {
  Writer12 w(out, index);
  w.set(Field::Opcode, opBits);
  int execEnc = log2OrMinus1(inst.ExecSize);
  if (execEnc < 0 || execEnc > 5)
    return w.error("invalid execution size");
  w.set(Field::ExecSize, execEnc);
  if (inst.ChanOffset % 4 || inst.ChanOffset > 28)
    return w.error("invalid channel offset");
  w.set(Field::QtrCtrl, inst.ChanOffset / 8);
  w.set(Field::NibCtrl, (inst.ChanOffset / 4) & 1);
  w.set(Field::MaskCtrl, inst.NoMask);
  w.set(Field::PredCtrl, unsigned(inst.Pred));
  w.set(Field::PredInv, inst.PredInv);
  w.set(Field::FlagReg, inst.FlagReg);
  w.set(Field::FlagSubReg, inst.FlagSubReg);
  w.set(Field::AtomicCtrl, inst.Thread == ThreadCtrl::Atomic);
  w.set(Field::DebugCtrl, inst.Breakpoint);
  w.set(Field::Swsb, swsbByte(inst.Sb));

  OpForm form = getForm(inst.Op);
  bool isBranch = isBranchForm(form);
  if (inst.Op == Opcode::If || inst.Op == Opcode::Else ||
      inst.Op == Opcode::Goto)
    w.set(Field::BranchCtrl, inst.BranchCtrl);
  else if (!isBranch && form != OpForm::Send)
    w.set(Field::AccWrEn, inst.AccWrEn);
  if (form != OpForm::Send && !isBranch)
    w.set(Field::Saturate, inst.Saturate);
  if (form == OpForm::Math)
    w.set(Field::MathFn, inst.MathFn);
  else if (form == OpForm::Wait)
    w.set(Field::SyncFn, inst.MathFn);
  else if (form != OpForm::Send && !isBranch)
    w.set(Field::CondMod, unsigned(inst.Cond));

  switch (form) {
  case OpForm::Nullary:
    return llvm::Error::success();
  case OpForm::Ternary:
    return encodeTernary12(w, inst);
  case OpForm::Send:
    return encodeSend12(w, inst);
  case OpForm::Branch1:
  case OpForm::Branch2:
    // IGA marks each source slot holding a target as an immediate.
    w.set(Field::Src0IsImm, 1);
    w.set(Field::Src1IsImm, form == OpForm::Branch2);
    w.set(Field::JIP, uint32_t(inst.Src[0].Label));
    if (form == OpForm::Branch2)
      w.set(Field::UIP, uint32_t(inst.Src[1].Label));
    return llvm::Error::success();
  case OpForm::Wait:
    w.set(Field::DstHStride, 1);
    return encodeSource12(w, Src0F, false, inst.Src[0]);
  case OpForm::Ret:
    if (auto err = encodeSource12(w, Src0F, false, inst.Src[0]))
      return err;
    w.set(Field::Src0Type, 0); // not used: IGA leaves it zero
    return llvm::Error::success();
  case OpForm::Call:
  case OpForm::Jmpi:
  case OpForm::Brd:
  case OpForm::Brc:
    if (form == OpForm::Call) {
      if (auto err = encodeDst12(w, inst.Dst))
        return err;
      w.set(Field::DstType, 0); // not used: IGA leaves it zero
    }
    if (inst.Src[0].K == Operand::Kind::Label) {
      w.set(Field::Src0IsImm, 1);
      w.set(Field::JIP, uint32_t(inst.Src[0].Label));
      if (form == OpForm::Brc && inst.NumSrcs > 1) {
        w.set(Field::Src1IsImm, 1); // UIP: IGA flags both sources
        w.set(Field::UIP, uint32_t(inst.Src[1].Label));
      }
      return llvm::Error::success();
    }
    if (auto err = encodeSource12(w, Src0F, false, inst.Src[0]))
      return err;
    w.set(Field::Src0Type, 0);
    return llvm::Error::success();
  default:
    break;
  }
  if (auto err = encodeDst12(w, inst.Dst))
    return err;
  if (inst.NumSrcs > 0)
    if (auto err = encodeSource12(w, Src0F, false, inst.Src[0]))
      return err;
  if (inst.NumSrcs > 1)
    if (auto err = encodeSource12(w, Src1F, true, inst.Src[1]))
      return err;
  return llvm::Error::success();
}

} // namespace visa::gen::detail
