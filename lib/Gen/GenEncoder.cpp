//===- GenEncoder.cpp - Encoding Gen8-Gen11 machine code ------------------===//
//
// The mirror image of GenDecoder.cpp: every field is written through
// GenFields.def, so no bit position appears below. Opcode and type numbers
// come from the decoder's own tables, inverted once per platform.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenEncoder.h"
#include "GenOperandFields.h"
#include "visa/Gen/GenFields.h"
#include "visa/Gen/GenTypes.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <map>

using namespace visa::gen;

char EncodeError::ID = 0;

void EncodeError::log(llvm::raw_ostream &os) const {
  os << "instruction " << Index << ": error: " << Message;
}

std::error_code EncodeError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {

/// Field access for one instruction on one platform.
class Writer {
public:
  Writer(Platform p, NativeBits &bits, unsigned index)
      : P(p), Bits(bits), Index(index) {}

  void set(Field f, uint64_t value) {
    BitRange r = getFieldRange(P, f);
    if (r.exists())
      Bits.set(r.Hi, r.Lo, value);
  }

  llvm::Error error(const llvm::Twine &msg) const {
    return llvm::make_error<EncodeError>(Index, msg.str());
  }

  Platform P;
  NativeBits &Bits;
  unsigned Index;
};




unsigned regFileBits(RegFile f) {
  switch (f) {
  case RegFile::ARF: return 0;
  case RegFile::GRF: return 1;
  case RegFile::Imm: return 3;
  }
  return 0;
}

llvm::Error encodeSource(Writer &w, const SrcFields &f, bool isSrc1,
                         bool align16, const Operand &op) {
  bool isImm = op.K == Operand::Kind::Imm;
  w.set(f.RegFile, isImm ? 3 : regFileBits(op.File));
  int type = typeBits(w.P, op.Type, isImm);
  if (type < 0)
    return w.error(llvm::Twine("type :") + getTypeName(op.Type) +
                   " cannot be encoded here");
  w.set(f.Type, type);
  if (isImm) {
    if (getTypeSize(op.Type) == 8) {
      if (isSrc1)
        return w.error("64-bit immediate in source 1");
      w.set(Field::Imm64Low, op.Imm & 0xFFFFFFFF);
      w.set(Field::Imm32, op.Imm >> 32);
    } else {
      w.set(Field::Imm32, op.Imm & 0xFFFFFFFF);
    }
    return llvm::Error::success();
  }
  w.set(f.Abs, op.Abs);
  w.set(f.Neg, op.Negate);
  bool indirect = op.Mode == AddrMode::Indirect;
  w.set(f.AddrMode, indirect);
  if (!indirect) {
    w.set(f.Reg, op.RegNum);
    w.set(f.SubReg, op.SubRegByte);
  } else {
    w.set(f.AddrSubReg, op.AddrSubReg);
    w.set(f.AddrImm, uint16_t(op.AddrImm) & 0x1FF);
    w.set(f.AddrImm9, (uint16_t(op.AddrImm) >> 9) & 1);
  }
  int vs = op.Rgn.VStride < 0 ? 0xF : encodeStride(op.Rgn.VStride);
  if (vs < 0)
    return w.error("unencodable vertical stride");
  w.set(f.VStride, vs);
  if (align16) {
    w.set(f.Swizzle, op.Swizzle & 0xF);
    w.set(f.Swizzle16, op.Swizzle >> 4);
    return llvm::Error::success();
  }
  int width = log2OrMinus1(op.Rgn.Width < 0 ? 1 : op.Rgn.Width);
  int hs = encodeStride(op.Rgn.HStride < 0 ? 0 : op.Rgn.HStride);
  // HorzStride has two bits: 0, 1, 2 or 4.
  if (width < 0 || width > 4 || hs < 0 || hs > 3)
    return w.error("unencodable region");
  w.set(f.Width, width);
  w.set(f.HStride, hs);
  return llvm::Error::success();
}

llvm::Error encodeDst(Writer &w, bool align16, const Operand &op) {
  w.set(Field::DstRegFile, regFileBits(op.File));
  int type = typeBits(w.P, op.Type, false);
  if (type < 0)
    return w.error(llvm::Twine("destination type :") + getTypeName(op.Type) +
                   " cannot be encoded");
  w.set(Field::DstType, type);
  bool indirect = op.Mode == AddrMode::Indirect;
  w.set(Field::DstAddrMode, indirect);
  if (!indirect) {
    w.set(Field::DstReg, op.RegNum);
    if (align16)
      w.set(Field::DstSubReg16, op.SubRegByte / 16);
    else
      w.set(Field::DstSubReg, op.SubRegByte);
  } else {
    w.set(Field::DstAddrSubReg, op.AddrSubReg);
    w.set(Field::DstAddrImm, uint16_t(op.AddrImm) & 0x1FF);
    w.set(Field::DstAddrImm9, (uint16_t(op.AddrImm) >> 9) & 1);
  }
  int hs = encodeStride(op.Rgn.HStride < 0 ? 1 : op.Rgn.HStride);
  if (hs < 0 || hs > 3)
    return w.error("unencodable destination stride");
  w.set(Field::DstHStride, hs);
  if (align16)
    w.set(Field::DstWriteMask, op.WriteMask);
  return llvm::Error::success();
}

int align16TernaryTypeBits(DataType t) {
  for (unsigned bits = 0; bits < 8; ++bits)
    if (decodeAlign16TernaryType(bits) == t)
      return bits;
  return -1;
}

llvm::Error encodeTernaryAlign16(Writer &w, const Inst &inst) {
  w.set(Field::T3FlagReg, inst.FlagReg);
  w.set(Field::T3FlagSubReg, inst.FlagSubReg);
  int srcType = align16TernaryTypeBits(inst.Src[0].Type);
  int dstType = align16TernaryTypeBits(inst.Dst.Type);
  if (srcType < 0 || dstType < 0)
    return w.error("three-source type cannot be encoded");
  w.set(Field::T16SrcType, srcType);
  w.set(Field::T16DstType, dstType);
  const Operand &dst = inst.Dst;
  w.set(Field::T3DstReg, dst.RegNum);
  w.set(Field::T16DstSubReg, dst.SubRegByte / 4);
  w.set(Field::T16DstWriteMask, dst.MathMacro >= 0 && inst.Op == Opcode::Madm
                                    ? unsigned(dst.MathMacro)
                                    : dst.WriteMask);

  const Field regs[3] = {Field::T3Src0Reg, Field::T3Src1Reg, Field::T3Src2Reg};
  const Field subs[3] = {Field::T16Src0SubReg, Field::T16Src1SubReg,
                         Field::T16Src2SubReg};
  const Field subLos[3] = {Field::T16Src0SubRegLo, Field::T16Src1SubRegLo,
                           Field::T16Src2SubRegLo};
  const Field reps[3] = {Field::T16Src0RepCtrl, Field::T16Src1RepCtrl,
                         Field::T16Src2RepCtrl};
  const Field swzs[3] = {Field::T16Src0Swizzle, Field::T16Src1Swizzle,
                         Field::T16Src2Swizzle};
  const Field abss[3] = {Field::T3Src0Abs, Field::T3Src1Abs, Field::T3Src2Abs};
  const Field negs[3] = {Field::T3Src0Neg, Field::T3Src1Neg, Field::T3Src2Neg};
  for (unsigned i = 0; i < 3; ++i) {
    const Operand &op = inst.Src[i];
    w.set(regs[i], op.RegNum);
    w.set(subs[i], op.SubRegByte / 4);
    w.set(subLos[i], (op.SubRegByte % 4) / 2);
    w.set(reps[i], op.RepCtrl);
    uint8_t swizzle = op.Swizzle;
    if (inst.Op == Opcode::Madm && op.MathMacro >= 0)
      swizzle = (swizzle & 0xF0) | (op.MathMacro & 0xF);
    w.set(swzs[i], swizzle);
    w.set(abss[i], op.Abs);
    w.set(negs[i], op.Negate);
  }
  bool isFloat = inst.Src[0].Type == DataType::F ||
                 inst.Src[0].Type == DataType::HF;
  if (isFloat) {
    w.set(Field::T16Src1Type, inst.Src[1].Type == DataType::HF);
    w.set(Field::T16Src2Type, inst.Src[2].Type == DataType::HF);
  }
  return llvm::Error::success();
}

int align1TernaryTypeBits(DataType t, bool isFloat) {
  for (unsigned bits = 0; bits < 8; ++bits)
    if (decodeAlign1TernaryType(bits, isFloat) == t)
      return bits;
  return -1;
}

bool isFloatType(DataType t) {
  return t == DataType::F || t == DataType::HF || t == DataType::DF;
}

llvm::Error encodeTernaryAlign1(Writer &w, const Inst &inst) {
  bool isFloat = isFloatType(inst.Dst.Type);
  w.set(Field::T1ExecType, isFloat);
  const Operand &dst = inst.Dst;
  int dstType = align1TernaryTypeBits(dst.Type, isFloat);
  if (dstType < 0)
    return w.error("three-source destination type cannot be encoded");
  w.set(Field::T1DstRegFile, dst.File == RegFile::ARF);
  w.set(Field::T1DstType, dstType);
  w.set(Field::T3DstReg, dst.RegNum);
  w.set(Field::T1DstSubReg, dst.SubRegByte / 8);
  w.set(Field::T1DstHStride, dst.Rgn.HStride == 2);
  if (inst.Op == Opcode::Madm && dst.MathMacro >= 0)
    w.set(Field::T1DstSpecialAcc, dst.MathMacro);

  for (unsigned i = 0; i < 3; ++i) {
    const Ternary11SrcFields &d = Ternary11Src[i];
    const Operand &op = inst.Src[i];
    int type = align1TernaryTypeBits(op.Type, isFloat);
    if (type < 0)
      return w.error("three-source type cannot be encoded");
    w.set(d.Type, type);
    if (op.K == Operand::Kind::Imm) {
      if (d.Imm == Field::NumFields)
        return w.error("immediate in three-source source 1");
      w.set(d.File, 1);
      w.set(d.Imm, op.Imm & 0xFFFF);
      continue;
    }
    bool fileBit = op.File == RegFile::ARF;
    if (fileBit && i != 1)
      return w.error("ARF operand in three-source source 0 or 2");
    w.set(d.File, fileBit);
    w.set(d.Reg, op.RegNum);
    w.set(d.SubReg, op.SubRegByte);
    w.set(d.Abs, op.Abs);
    w.set(d.Neg, op.Negate);
    if (i < 2) {
      int vs = -1;
      switch (op.Rgn.VStride) {
      case 0: vs = 0; break;
      case 2: vs = 1; break;
      case 4: vs = 2; break;
      case 8: vs = 3; break;
      }
      if (vs < 0)
        return w.error("unencodable three-source vertical stride");
      w.set(d.VStride, vs);
    }
    int hs = encodeStride(op.Rgn.HStride < 0 ? 0 : op.Rgn.HStride);
    if (hs < 0 || hs > 3)
      return w.error("unencodable three-source horizontal stride");
    w.set(d.HStride, hs);
  }
  return llvm::Error::success();
}

llvm::Error encodeSend(Writer &w, const Inst &inst, bool split) {
  const SendDesc &sd = inst.Send;
  w.set(Field::SFID, sd.SFID);
  w.set(Field::EOT, sd.EOT);
  const Operand &dst = inst.Dst;
  if (split) {
    w.set(Field::SendsDstRegFile, dst.File == RegFile::GRF);
    int type = typeBits(w.P, dst.Type, false);
    if (type < 0)
      return w.error("unencodable send destination type");
    w.set(Field::SendsDstType, type);
    w.set(Field::DstReg, dst.RegNum);
    w.set(Field::SendsDstSubReg, dst.SubRegByte / 16);
    w.set(Field::Src0Reg, inst.Src[0].RegNum);
    w.set(Field::SendsSrc0SubReg, inst.Src[0].SubRegByte / 16);
    w.set(Field::SendsSrc1RegFile, inst.Src[1].File == RegFile::GRF);
    w.set(Field::SendsSrc1Reg, inst.Src[1].RegNum);
    w.set(Field::SendsSelRegDesc, sd.DescIsReg);
    w.set(Field::SendsSelRegExDesc, sd.ExDescIsReg);
    if (!sd.DescIsReg)
      w.set(Field::Imm32, sd.Desc);
    if (sd.ExDescIsReg) {
      w.set(Field::SendsExDescAddrSubReg, sd.ExDesc);
    } else {
      w.set(Field::SendsExDesc31_16, sd.ExDesc >> 16);
      w.set(Field::SendsExDesc9_6, (sd.ExDesc >> 6) & 0xF);
    }
    // With the extended descriptor in a0, the SFID comes from there too and
    // IGA leaves the SFID field zero.
    w.set(Field::SFID, sd.ExDescIsReg ? 0 : sd.SFID);
    return llvm::Error::success();
  }
  if (auto err = encodeDst(w, false, dst))
    return err;
  // The payload is read whole: IGA writes its region as zeros.
  Operand payload = inst.Src[0];
  payload.Rgn = Region{0, 1, 0};
  if (auto err = encodeSource(w, Src0F, false, false, payload))
    return err;
  if (sd.DescIsReg) {
    w.set(Field::Src1RegFile, 0);
    w.set(Field::Src1SubReg, sd.Desc);
  } else {
    w.set(Field::Src1RegFile, 3);
    w.set(Field::SendDesc, sd.Desc);
  }
  w.set(Field::SendExDesc31_28, (sd.ExDesc >> 28) & 0xF);
  w.set(Field::SendExDesc27_24, (sd.ExDesc >> 24) & 0xF);
  w.set(Field::SendExDesc23_20, (sd.ExDesc >> 20) & 0xF);
  w.set(Field::SendExDesc19_16, (sd.ExDesc >> 16) & 0xF);
  w.set(Field::EOT, sd.EOT);
  return llvm::Error::success();
}

} // namespace

namespace visa::gen::detail {
llvm::Error encodeNative12(const Inst &inst, NativeBits &out, unsigned index,
                           int opBits);
} // namespace visa::gen::detail

llvm::Error visa::gen::encodeNative(Platform p, const Inst &inst,
                                    NativeBits &out, unsigned index) {
  out = NativeBits();
  Writer w(p, out, index);
  int opBits = opcodeEncoding(p, inst.Op);
  if (opBits < 0)
    return w.error(llvm::Twine("'") + getMnemonic(inst.Op) +
                   "' does not exist on this platform");
  if (p == Platform::Gen12)
    return detail::encodeNative12(inst, out, index, opBits);
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
  w.set(Field::AccessMode, inst.Align16);
  w.set(Field::PredCtrl, unsigned(inst.Pred));
  w.set(Field::PredInv, inst.PredInv);
  w.set(Field::FlagReg, inst.FlagReg);
  w.set(Field::FlagSubReg, inst.FlagSubReg);
  w.set(Field::ThreadCtrl, unsigned(inst.Thread));
  w.set(Field::NoDDClr, inst.NoDDClr);
  w.set(Field::NoDDChk, inst.NoDDChk);
  w.set(Field::DebugCtrl, inst.Breakpoint);
  w.set(Field::Saturate, inst.Saturate);

  OpForm form = getForm(inst.Op);
  if (inst.Op == Opcode::If || inst.Op == Opcode::Else ||
      inst.Op == Opcode::Goto)
    w.set(Field::BranchCtrl, inst.BranchCtrl);
  else
    w.set(Field::AccWrEn, inst.AccWrEn);
  if (form == OpForm::Math)
    w.set(Field::MathFn, inst.MathFn);
  else if (form != OpForm::Send && form != OpForm::Sends)
    w.set(Field::CondMod, unsigned(inst.Cond));

  switch (form) {
  case OpForm::Nullary:
    return llvm::Error::success();
  case OpForm::Ternary:
    if (p == Platform::Gen11)
      return encodeTernaryAlign1(w, inst);
    return encodeTernaryAlign16(w, inst);
  case OpForm::Send:
    return encodeSend(w, inst, false);
  case OpForm::Sends:
    return encodeSend(w, inst, true);
  case OpForm::Branch1:
  case OpForm::Branch2:
    // IGA fills the unused operands as null:ud<1> and an immediate :d in
    // the source that does not hold a target.
    w.set(Field::DstHStride, 1);
    if (form == OpForm::Branch2) {
      w.set(Field::Src0RegFile, 3);
      w.set(Field::Src0Type, typeBits(p, DataType::D, true));
    } else {
      w.set(Field::Src1RegFile, 3);
      w.set(Field::Src1Type, typeBits(p, DataType::D, true));
    }
    w.set(Field::JIP, uint32_t(inst.Src[0].Label));
    if (form == OpForm::Branch2)
      w.set(Field::UIP, uint32_t(inst.Src[1].Label));
    return llvm::Error::success();
  default:
    break;
  }

  if (form == OpForm::Brd || form == OpForm::Brc) {
    // IGA writes the destination as ip<1>:d; the target is src0: labels in
    // JIP (and UIP for brc), or a register read as <0;1,0>:d (brd) or
    // <2;2,1>:d (brc).
    constexpr unsigned IP = arfRegNum(ArfKind::InstPointer);
    w.set(Field::DstReg, IP);
    w.set(Field::DstHStride, 1);
    w.set(Field::DstType, typeBits(p, DataType::D, false));
    if (inst.Src[0].K == Operand::Kind::Label) {
      w.set(Field::Src0RegFile, 3);
      w.set(Field::Src0Type, typeBits(p, DataType::D, true));
      w.set(Field::JIP, uint32_t(inst.Src[0].Label));
      if (form == OpForm::Brc && inst.NumSrcs > 1)
        w.set(Field::UIP, uint32_t(inst.Src[1].Label));
      return llvm::Error::success();
    }
    Operand target = inst.Src[0];
    target.Type = DataType::D;
    target.Rgn = form == OpForm::Brc ? Region{2, 2, 1} : Region{0, 1, 0};
    return encodeSource(w, Src0F, false, false, target);
  }

  if (form == OpForm::Jmpi) {
    // jmpi reads and writes ip: dst ip<1>:ud, src0 ip<0;1,0>:ud.
    constexpr unsigned IP = arfRegNum(ArfKind::InstPointer);
    w.set(Field::DstReg, IP);
    w.set(Field::DstHStride, 1);
    w.set(Field::Src0Reg, IP);
    w.set(Field::Src0Width, 0);
    if (inst.Src[0].K == Operand::Kind::Label) {
      w.set(Field::Src1RegFile, 3);
      w.set(Field::Src1Type, typeBits(p, DataType::D, true));
      w.set(Field::Imm32, uint32_t(inst.Src[0].Label));
    } else if (auto err = encodeSource(w, Src1F, true, false, inst.Src[0])) {
      return err;
    }
    return llvm::Error::success();
  }

  if (auto err = encodeDst(w, inst.Align16, inst.Dst))
    return err;
  if (form == OpForm::Call && inst.Src[0].K == Operand::Kind::Label) {
    // IGA writes the return address as :d, and the unused src0 region as
    // zeros on Gen8, <2;2,1> on Gen9 and <2;4,1> on Gen11.
    w.set(Field::DstType, typeBits(p, DataType::D, false));
    if (p != Platform::Gen8) {
      w.set(Field::Src0VStride, encodeStride(2));
      w.set(Field::Src0Width, p == Platform::Gen9 ? 1 : 2);
      w.set(Field::Src0HStride, 1);
    }
    w.set(Field::Src1RegFile, 3);
    w.set(Field::Src1Type, typeBits(p, DataType::D, true));
    w.set(Field::Imm32, uint32_t(inst.Src[0].Label));
    return llvm::Error::success();
  }
  if (form == OpForm::Ret) {
    // The return address is read as r.s<2;2,1>:d whatever the text says.
    Operand addr = inst.Src[0];
    addr.Rgn = Region{2, 2, 1};
    addr.Type = DataType::D;
    return encodeSource(w, Src0F, false, false, addr);
  }
  if (inst.NumSrcs > 0)
    if (auto err = encodeSource(w, Src0F, false, inst.Align16, inst.Src[0]))
      return err;
  if (inst.NumSrcs > 1)
    if (auto err = encodeSource(w, Src1F, true, inst.Align16, inst.Src[1]))
      return err;
  if (form == OpForm::Math &&
      getMathFnInfo(inst.MathFn).Kind == MathKind::Macro) {
    if (inst.Dst.MathMacro >= 0)
      w.set(Field::DstWriteMask, inst.Dst.MathMacro);
    if (inst.Src[0].MathMacro >= 0)
      w.set(Field::Src0Swizzle, inst.Src[0].MathMacro);
    if (inst.NumSrcs > 1 && inst.Src[1].MathMacro >= 0)
      w.set(Field::Src1Swizzle, inst.Src[1].MathMacro);
  }
  return llvm::Error::success();
}

namespace {

/// Flow-control instructions are never compacted: their targets are only
/// known once every instruction's size is, and iga64 keeps them native.
bool isIndirect(const Operand &op) {
  return op.K == Operand::Kind::Reg && op.Mode == AddrMode::Indirect;
}

/// Branches are never compacted, nor is an instruction that names an
/// operand through an address register: IGC never compacts one, and on
/// TGLLP iga64 expands a compacted `r[a0.0]` with an address immediate the
/// compaction tables leave at 0 (`r[a0.0,1]`), so the hardware would read
/// another register than visa-sim.
bool mayCompact(const Inst &inst) {
  switch (getForm(inst.Op)) {
  case OpForm::Branch1: case OpForm::Branch2: case OpForm::Jmpi:
  case OpForm::Call: case OpForm::Ret: case OpForm::Brd: case OpForm::Brc:
    return false;
  default:
    break;
  }
  if (isIndirect(inst.Dst))
    return false;
  for (unsigned i = 0; i < inst.NumSrcs; ++i)
    if (isIndirect(inst.Src[i]))
      return false;
  return true;
}

void appendQword(std::vector<uint8_t> &out, uint64_t q) {
  for (unsigned i = 0; i < 8; ++i)
    out.push_back(uint8_t(q >> (8 * i)));
}

} // namespace

bool visa::gen::canCompact(Platform p, const Inst &inst) {
  NativeBits bits;
  if (!mayCompact(inst))
    return false;
  if (llvm::Error err = encodeNative(p, inst, bits)) {
    llvm::consumeError(std::move(err));
    return false;
  }
  uint64_t c;
  return compactNative(p, bits, c);
}

bool visa::gen::willCompact(Platform p, const Inst &inst,
                            const EncodeOptions &opts) {
  switch (opts.Compaction) {
  case CompactMode::Never: return false;
  case CompactMode::AsMarked: return inst.Compacted;
  case CompactMode::Auto: return inst.Compacted || canCompact(p, inst);
  }
  return false;
}

llvm::Error visa::gen::encodeKernel(Platform p, llvm::ArrayRef<Inst> insts,
                                    const EncodeOptions &opts,
                                    std::vector<uint8_t> &out) {
  // Decide every size first: when compaction differs from what the
  // instructions' offsets assume, branch offsets move with their targets.
  std::vector<NativeBits> natives(insts.size());
  std::vector<uint64_t> compacts(insts.size());
  std::vector<bool> compacted(insts.size());
  bool moved = false;
  for (unsigned i = 0; i < insts.size(); ++i) {
    if (auto err = encodeNative(p, insts[i], natives[i], i))
      return err;
    bool want = willCompact(p, insts[i], opts);
    compacted[i] =
        want && mayCompact(insts[i]) && compactNative(p, natives[i], compacts[i]);
    if (want && !compacted[i] && opts.Compaction == CompactMode::AsMarked)
      return llvm::make_error<EncodeError>(
          i, "instruction marked {Compacted} has no compacted form");
    moved |= compacted[i] != insts[i].Compacted;
  }
  if (moved) {
    std::map<int64_t, int64_t> newOffset;
    int64_t at = 0;
    for (unsigned i = 0; i < insts.size(); ++i) {
      newOffset[insts[i].Offset] = at;
      at += compacted[i] ? 8 : 16;
    }
    if (!insts.empty())
      newOffset[int64_t(insts.back().Offset) +
                (insts.back().Compacted ? 8 : 16)] = at;
    for (unsigned i = 0; i < insts.size(); ++i) {
      bool hasLabel = false;
      Inst moved = insts[i];
      for (Operand &op : moved.Src) {
        if (op.K != Operand::Kind::Label)
          continue;
        auto it = newOffset.find(int64_t(insts[i].Offset) + op.Label);
        if (it == newOffset.end())
          return llvm::make_error<EncodeError>(
              i, "branch target is not the start of an instruction");
        op.Label = int32_t(it->second - newOffset[insts[i].Offset]);
        hasLabel = true;
      }
      if (hasLabel)
        if (auto err = encodeNative(p, moved, natives[i], i))
          return err;
    }
  }
  for (unsigned i = 0; i < insts.size(); ++i) {
    if (compacted[i]) {
      appendQword(out, compacts[i]);
      continue;
    }
    appendQword(out, natives[i].Q[0]);
    appendQword(out, natives[i].Q[1]);
  }
  return llvm::Error::success();
}
