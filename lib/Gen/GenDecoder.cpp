//===- GenDecoder.cpp - Decoding Gen8-Gen12 machine code ------------------===//
//
// Reads every field through GenFields.def, so the code below names fields and
// never bit positions. For speed (the simulator decodes every kernel it runs)
// the decoder is instantiated per platform and the field positions become a
// compile-time table, so that reading a named field is a shift and a mask.
// Compacted instructions are first expanded to native form
// (GenCompaction.cpp).
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenDecoder.h"
#include "GenOperandFields.h"
#include "visa/Gen/GenFields.h"
#include "visa/Gen/GenTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace visa::gen;

char DecodeError::ID = 0;

void DecodeError::log(llvm::raw_ostream &os) const {
  os << "offset " << llvm::format("0x%llx", (unsigned long long)Offset)
     << ": error: " << Message;
}

std::error_code DecodeError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {

/// A field's place for extraction: (Q[Word] >> Shift) & Mask. A field that
/// does not exist on the platform has Mask 0 and reads as 0.
struct FieldSlot {
  uint64_t Mask;
  uint8_t Word, Shift;
};

/// Every field's slot on every platform, derived from GenFields.def at
/// compile time.
struct FieldSlotTable {
  FieldSlot Slots[4][unsigned(Field::NumFields)];
};

constexpr FieldSlotTable makeFieldSlots() {
  FieldSlotTable table{};
  for (unsigned p = 0; p < 4; ++p)
    for (unsigned f = 0; f < unsigned(Field::NumFields); ++f) {
      BitRange r = getFieldRange(Platform(p), Field(f));
      if (!r.exists())
        continue;
      unsigned width = r.Hi - r.Lo + 1;
      table.Slots[p][f] = {width >= 64 ? ~uint64_t(0)
                                       : (uint64_t(1) << width) - 1,
                           uint8_t(r.Lo / 64), uint8_t(r.Lo % 64)};
    }
  return table;
}

/// True if every field lies within one qword, as FieldSlot assumes.
constexpr bool fieldsStayInOneQword() {
  for (unsigned p = 0; p < 4; ++p)
    for (unsigned f = 0; f < unsigned(Field::NumFields); ++f) {
      BitRange r = getFieldRange(Platform(p), Field(f));
      if (r.exists() && r.Hi / 64 != r.Lo / 64)
        return false;
    }
  return true;
}
static_assert(fieldsStayInOneQword(),
              "a GenFields.def field straddles the two qwords");

constexpr FieldSlotTable FieldSlots = makeFieldSlots();

/// Field access for one instruction on platform `Gen`. The platform is a
/// template argument so that reading a named field compiles to a shift and
/// a mask.
template <Platform Gen> class Reader {
public:
  static constexpr Platform P = Gen;

  Reader(const NativeBits &bits, uint64_t offset)
      : Bits(bits), Offset(offset) {}

  uint64_t get(Field f) const {
    const FieldSlot &s = FieldSlots.Slots[unsigned(Gen)][unsigned(f)];
    return (Bits.Q[s.Word] >> s.Shift) & s.Mask;
  }

  llvm::Error error(const llvm::Twine &msg) const {
    return llvm::make_error<DecodeError>(Offset, msg.str());
  }

  const NativeBits &Bits;
  uint64_t Offset;
};
using Reader12 = Reader<Platform::Gen12>;

int decodeVStride(unsigned enc) {
  if (enc == 0xF)
    return -1; // VxH
  return enc == 0 ? 0 : 1 << (enc - 1);
}

int decodeHStride(unsigned enc) { return enc == 0 ? 0 : 1 << (enc - 1); }


int16_t signExtend10(uint64_t v) { return int16_t(int32_t(v << 22) >> 22); }

template <Platform Gen>
LLVM_ATTRIBUTE_ALWAYS_INLINE llvm::Error
decodeRegFile(const Reader<Gen> &r, unsigned enc, RegFile &file) {
  switch (enc) {
  case 0: file = RegFile::ARF; return llvm::Error::success();
  case 1: file = RegFile::GRF; return llvm::Error::success();
  case 3: file = RegFile::Imm; return llvm::Error::success();
  default: return r.error("reserved register file encoding");
  }
}

/// Source 0 or 1 (fields `f`). Always inlined, like the other operand
/// decoders, so that the fields it reads fold to constant shifts and masks.
template <Platform Gen>
LLVM_ATTRIBUTE_ALWAYS_INLINE llvm::Error
decodeSource(const Reader<Gen> &r, const SrcFields &f, bool isSrc1,
             bool align16, Operand &op) {
  if (auto err = decodeRegFile(r, r.get(f.RegFile), op.File))
    return err;
  op.Type = decodeType(r.P, r.get(f.Type), op.File == RegFile::Imm);
  if (op.Type == DataType::Invalid)
    return r.error("reserved source data type");
  if (op.File == RegFile::Imm) {
    op.K = Operand::Kind::Imm;
    op.Imm = r.get(Field::Imm32);
    if (getTypeSize(op.Type) == 8) {
      if (isSrc1)
        return r.error("64-bit immediate in source 1");
      op.Imm = (op.Imm << 32) | r.get(Field::Imm64Low);
    }
    return llvm::Error::success();
  }
  op.K = Operand::Kind::Reg;
  op.Abs = r.get(f.Abs);
  op.Negate = r.get(f.Neg);
  op.Mode = r.get(f.AddrMode) ? AddrMode::Indirect : AddrMode::Direct;
  if (op.Mode == AddrMode::Direct) {
    op.RegNum = r.get(f.Reg);
    op.SubRegByte = r.get(f.SubReg);
  } else {
    op.AddrSubReg = r.get(f.AddrSubReg);
    op.AddrImm = signExtend10(r.get(f.AddrImm) | (r.get(f.AddrImm9) << 9));
  }
  if (align16) {
    op.Align16 = true;
    op.Swizzle = isSrc1 ? (r.get(Field::Src1Swizzle) & 0xF) |
                              (r.get(Field::Src1Swizzle16) << 4)
                        : (r.get(Field::Src0Swizzle) & 0xF) |
                              (r.get(Field::Src0Swizzle16) << 4);
    if (op.Mode == AddrMode::Direct)
      op.SubRegByte &= 0x10;
    op.Rgn.VStride = decodeVStride(r.get(f.VStride));
    return llvm::Error::success();
  }
  op.Rgn.VStride = decodeVStride(r.get(f.VStride));
  op.Rgn.Width = 1 << r.get(f.Width);
  op.Rgn.HStride = decodeHStride(r.get(f.HStride));
  if (r.get(f.Width) > 4)
    return r.error("reserved region width");
  return llvm::Error::success();
}

template <Platform Gen>
LLVM_ATTRIBUTE_ALWAYS_INLINE llvm::Error decodeDst(const Reader<Gen> &r,
                                                   bool align16, Operand &op) {
  if (auto err = decodeRegFile(r, r.get(Field::DstRegFile), op.File))
    return err;
  if (op.File == RegFile::Imm)
    return r.error("immediate destination");
  op.K = Operand::Kind::Reg;
  op.Type = decodeType(r.P, r.get(Field::DstType), false);
  if (op.Type == DataType::Invalid)
    return r.error("reserved destination data type");
  op.Mode = r.get(Field::DstAddrMode) ? AddrMode::Indirect : AddrMode::Direct;
  if (op.Mode == AddrMode::Direct) {
    op.RegNum = r.get(Field::DstReg);
    op.SubRegByte = align16 ? r.get(Field::DstSubReg16) * 16
                            : r.get(Field::DstSubReg);
  } else {
    op.AddrSubReg = r.get(Field::DstAddrSubReg);
    op.AddrImm = signExtend10(r.get(Field::DstAddrImm) |
                              (r.get(Field::DstAddrImm9) << 9));
  }
  op.Rgn.HStride = decodeHStride(r.get(Field::DstHStride));
  if (align16) {
    op.Align16 = true;
    op.WriteMask = r.get(Field::DstWriteMask);
  }
  return llvm::Error::success();
}

/// Align16 three-source instructions (Gen8/9).
template <Platform Gen>
llvm::Error decodeTernaryAlign16(const Reader<Gen> &r, Inst &inst) {
  inst.FlagReg = r.get(Field::T3FlagReg);
  inst.FlagSubReg = r.get(Field::T3FlagSubReg);
  DataType srcType = decodeAlign16TernaryType(r.get(Field::T16SrcType));
  DataType dstType = decodeAlign16TernaryType(r.get(Field::T16DstType));
  if (srcType == DataType::Invalid || dstType == DataType::Invalid)
    return r.error("reserved three-source data type");
  Operand &dst = inst.Dst;
  dst.K = Operand::Kind::Reg;
  dst.File = RegFile::GRF;
  dst.Type = dstType;
  dst.RegNum = r.get(Field::T3DstReg);
  dst.SubRegByte = r.get(Field::T16DstSubReg) * 4;
  dst.WriteMask = r.get(Field::T16DstWriteMask);
  dst.Align16 = true;
  dst.Rgn.HStride = 1;

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
  bool isFloat = srcType == DataType::F || srcType == DataType::HF;
  for (unsigned i = 0; i < 3; ++i) {
    Operand &op = inst.Src[i];
    op.K = Operand::Kind::Reg;
    op.File = RegFile::GRF;
    op.Align16 = true;
    op.RegNum = r.get(regs[i]);
    op.SubRegByte = r.get(subs[i]) * 4 + r.get(subLos[i]) * 2;
    op.RepCtrl = r.get(reps[i]);
    op.Swizzle = r.get(swzs[i]);
    op.Abs = r.get(abss[i]);
    op.Negate = r.get(negs[i]);
    op.Type = srcType;
    if (isFloat && i > 0) {
      bool half = r.get(i == 1 ? Field::T16Src1Type : Field::T16Src2Type);
      op.Type = half ? DataType::HF : DataType::F;
    }
  }
  inst.NumSrcs = 3;
  if (inst.Op == Opcode::Madm) {
    // Math-macro operands keep their mme register in the writemask and the
    // low swizzle bits.
    dst.MathMacro = dst.WriteMask;
    for (Operand &op : inst.Src)
      op.MathMacro = op.Swizzle & 0xF;
  }
  return llvm::Error::success();
}

/// Align1 three-source instructions (Gen11).
template <Platform Gen>
llvm::Error decodeTernaryAlign1(const Reader<Gen> &r, Inst &inst) {
  bool isFloat = r.get(Field::T1ExecType);
  auto type = [&](Field f) { return decodeAlign1TernaryType(r.get(f), isFloat); };
  Operand &dst = inst.Dst;
  dst.K = Operand::Kind::Reg;
  dst.File = r.get(Field::T1DstRegFile) ? RegFile::ARF : RegFile::GRF;
  dst.Type = type(Field::T1DstType);
  dst.RegNum = r.get(Field::T3DstReg);
  dst.SubRegByte = r.get(Field::T1DstSubReg) * 8;
  dst.Rgn.HStride = r.get(Field::T1DstHStride) ? 2 : 1;

  static const int8_t VStrides[4] = {0, 2, 4, 8};
  for (unsigned i = 0; i < 3; ++i) {
    const Ternary11SrcFields &d = Ternary11Src[i];
    Operand &op = inst.Src[i];
    op.Type = type(d.Type);
    bool fileBit = r.get(d.File);
    if (fileBit && i != 1) {
      op.K = Operand::Kind::Imm;
      op.File = RegFile::Imm;
      op.Imm = r.get(d.Imm);
    } else {
      op.K = Operand::Kind::Reg;
      op.File = fileBit ? RegFile::ARF : RegFile::GRF;
      op.RegNum = r.get(d.Reg);
      op.SubRegByte = r.get(d.SubReg);
      op.Abs = r.get(d.Abs);
      op.Negate = r.get(d.Neg);
      if (i < 2)
        op.Rgn.VStride = VStrides[r.get(d.VStride)];
      op.Rgn.HStride = decodeHStride(r.get(d.HStride));
    }
    if (op.Type == DataType::Invalid)
      return r.error("reserved three-source data type");
  }
  inst.NumSrcs = 3;
  if (inst.Op == Opcode::Madm) {
    // Math-macro operands keep their mme register in the special
    // accumulator field (dst) and the subregister (sources).
    dst.MathMacro = r.get(Field::T1DstSpecialAcc);
    for (Operand &op : inst.Src)
      op.MathMacro = op.SubRegByte >> 1;
  }
  return llvm::Error::success();
}

template <Platform Gen>
llvm::Error decodeSend(const Reader<Gen> &r, Inst &inst, bool split) {
  inst.Send.SFID = r.get(Field::SFID);
  inst.Send.EOT = r.get(Field::EOT);
  Operand &dst = inst.Dst;
  dst.K = Operand::Kind::Reg;
  if (split) {
    dst.File = r.get(Field::SendsDstRegFile) ? RegFile::GRF : RegFile::ARF;
    dst.Type = decodeType(r.P, r.get(Field::SendsDstType), false);
    dst.RegNum = r.get(Field::DstReg);
    dst.SubRegByte = r.get(Field::SendsDstSubReg) * 16;
    Operand &s0 = inst.Src[0];
    s0.K = Operand::Kind::Reg;
    s0.File = RegFile::GRF;
    s0.RegNum = r.get(Field::Src0Reg);
    s0.SubRegByte = r.get(Field::SendsSrc0SubReg) * 16;
    Operand &s1 = inst.Src[1];
    s1.K = Operand::Kind::Reg;
    s1.File = r.get(Field::SendsSrc1RegFile) ? RegFile::GRF : RegFile::ARF;
    s1.RegNum = r.get(Field::SendsSrc1Reg);
    inst.NumSrcs = 2;
    inst.Send.DescIsReg = r.get(Field::SendsSelRegDesc);
    inst.Send.ExDescIsReg = r.get(Field::SendsSelRegExDesc);
    inst.Send.Desc = inst.Send.DescIsReg ? 0 : uint32_t(r.get(Field::Imm32));
    if (inst.Send.ExDescIsReg)
      inst.Send.ExDesc = r.get(Field::SendsExDescAddrSubReg);
    else
      inst.Send.ExDesc = (r.get(Field::SendsExDesc31_16) << 16) |
                         (r.get(Field::SendsExDesc9_6) << 6) |
                         (inst.Send.EOT << 5) | inst.Send.SFID;
    return llvm::Error::success();
  }
  if (auto err = decodeDst(r, false, dst))
    return err;
  Operand &s0 = inst.Src[0];
  if (auto err = decodeSource(r, Src0F, false, false, s0))
    return err;
  inst.NumSrcs = 1;
  RegFile descFile;
  if (auto err = decodeRegFile(r, r.get(Field::Src1RegFile), descFile))
    return err;
  inst.Send.DescIsReg = descFile != RegFile::Imm;
  inst.Send.Desc = inst.Send.DescIsReg ? uint32_t(r.get(Field::Src1SubReg))
                                       : uint32_t(r.get(Field::SendDesc));
  inst.Send.ExDesc = (r.get(Field::SendExDesc31_28) << 28) |
                     (r.get(Field::SendExDesc27_24) << 24) |
                     (r.get(Field::SendExDesc23_20) << 20) |
                     (r.get(Field::SendExDesc19_16) << 16) |
                     (inst.Send.EOT << 5) | inst.Send.SFID;
  return llvm::Error::success();
}

/// Branch targets: JIP into src0, and UIP into src1 if `withUIP`.
template <Platform Gen>
void decodeLabels(const Reader<Gen> &r, bool withUIP, Inst &inst) {
  inst.Src[0].K = Operand::Kind::Label;
  inst.Src[0].Label = int32_t(r.get(Field::JIP));
  inst.NumSrcs = 1;
  if (withUIP) {
    inst.Src[1].K = Operand::Kind::Label;
    inst.Src[1].Label = int32_t(r.get(Field::UIP));
    inst.NumSrcs = 2;
  }
}

/// Gen8-Gen11 native instructions.
template <Platform Gen>
llvm::Error decodeNative(const NativeBits &bits, uint64_t offset, Inst &inst) {
  constexpr Platform p = Gen;
  Reader<Gen> r(bits, offset);
  Opcode op;
  if (!lookupOpcode(p, r.get(Field::Opcode), op))
    return r.error(unknownOpcodeMessage(p, r.get(Field::Opcode)));
  inst.Op = op;
  inst.Offset = offset;
  unsigned execEnc = r.get(Field::ExecSize);
  if (execEnc > 5)
    return r.error("reserved execution size");
  inst.ExecSize = 1 << execEnc;
  inst.ChanOffset = r.get(Field::QtrCtrl) * 8 + r.get(Field::NibCtrl) * 4;
  inst.NoMask = r.get(Field::MaskCtrl);
  inst.Align16 = r.get(Field::AccessMode);
  unsigned pred = r.get(Field::PredCtrl);
  if (pred > unsigned(PredCtrl::All32H))
    return r.error("reserved predicate control");
  inst.Pred = PredCtrl(pred);
  inst.PredInv = r.get(Field::PredInv);
  inst.FlagReg = r.get(Field::FlagReg);
  inst.FlagSubReg = r.get(Field::FlagSubReg);
  inst.Thread = ThreadCtrl(r.get(Field::ThreadCtrl));
  inst.NoDDClr = r.get(Field::NoDDClr);
  inst.NoDDChk = r.get(Field::NoDDChk);
  inst.Breakpoint = r.get(Field::DebugCtrl);
  inst.Saturate = r.get(Field::Saturate);

  OpForm form = getForm(op);
  bool isBranch = isBranchForm(form);
  if (op == Opcode::If || op == Opcode::Else || op == Opcode::Goto)
    inst.BranchCtrl = r.get(Field::BranchCtrl);
  else if (isBranch)
    ; // bit 28 has no meaning on the other branches
  else
    inst.AccWrEn = r.get(Field::AccWrEn);
  if (form == OpForm::Math)
    inst.MathFn = r.get(Field::MathFn);
  else if (form != OpForm::Send && form != OpForm::Sends) {
    unsigned cond = r.get(Field::CondMod);
    if (cond == 7 || cond > 9)
      return r.error("reserved condition modifier");
    inst.Cond = CondMod(cond);
  }

  switch (form) {
  case OpForm::Nullary:
    return llvm::Error::success();
  case OpForm::Ternary:
    if constexpr (Gen == Platform::Gen11)
      return decodeTernaryAlign1(r, inst);
    else
      return decodeTernaryAlign16(r, inst);
  case OpForm::Send:
    return decodeSend(r, inst, false);
  case OpForm::Sends:
    return decodeSend(r, inst, true);
  case OpForm::Branch1:
  case OpForm::Branch2:
    decodeLabels(r, form == OpForm::Branch2, inst);
    return llvm::Error::success();
  case OpForm::Brd:
  case OpForm::Brc:
    // The target is src0: an immediate means labels in JIP (and UIP for
    // brc), else a register holding it. The destination is always ip.
    if (r.get(Field::Src0RegFile) == 3) {
      decodeLabels(r, form == OpForm::Brc, inst);
      return llvm::Error::success();
    }
    inst.NumSrcs = 1;
    if (auto err = decodeSource(r, Src0F, false, false, inst.Src[0]))
      return err;
    inst.Src[0].Type = DataType::D;
    return llvm::Error::success();
  default:
    break;
  }

  if (auto err = decodeDst(r, inst.Align16, inst.Dst))
    return err;
  if (auto err = decodeSource(r, Src0F, false, inst.Align16, inst.Src[0]))
    return err;
  inst.NumSrcs = 1;
  bool hasSrc1 = fixedSourceCount(p, op) == 2 ||
                 (form == OpForm::Math && getMathFnInfo(inst.MathFn).Sources == 2);
  if (form == OpForm::Binary || form == OpForm::Math) {
    if (hasSrc1 && inst.Src[0].K != Operand::Kind::Imm) {
      if (auto err = decodeSource(r, Src1F, true, inst.Align16, inst.Src[1]))
        return err;
      inst.NumSrcs = 2;
    }
  }
  // jmpi and call read their target from the src1 immediate (JIP); jmpi's
  // src0 is the implicit ip.
  if (form == OpForm::Math &&
      getMathFnInfo(inst.MathFn).Kind == MathKind::Macro) {
    // invm and rsqtm: the mme registers are in the Align16 writemask and
    // swizzle fields.
    inst.Dst.MathMacro = r.get(Field::DstWriteMask);
    inst.Src[0].MathMacro = r.get(Field::Src0Swizzle);
    inst.Src[1].MathMacro = r.get(Field::Src1Swizzle);
  }
  if ((form == OpForm::Jmpi || form == OpForm::Call) &&
      r.get(Field::Src1RegFile) == 3) {
    inst.Src[0] = Operand();
    inst.Src[0].K = Operand::Kind::Label;
    inst.Src[0].Label = int32_t(r.get(Field::Imm32));
  } else if (form == OpForm::Jmpi) {
    // jmpi rN.M: the target comes from src1.
    if (auto err = decodeSource(r, Src1F, true, false, inst.Src[0]))
      return err;
  }
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Gen12 (TGLLP)
//===----------------------------------------------------------------------===//

/// Gen12 software scoreboard byte. Sends and math run out of order, so a
/// token given together with a distance is allocated (`$N`); on in-order
/// instructions it is waited on (`$N.dst`).
llvm::Error decodeSwsb12(const Reader12 &r, unsigned bits, bool outOfOrder,
                         Swsb &sb) {
  sb = Swsb();
  if (bits & 0x80) {
    sb.DistPipe = Swsb::Pipe::All;
    sb.Dist = (bits >> 4) & 7;
    sb.SBID = bits & 0xF;
    sb.TokenKind = outOfOrder ? Swsb::Token::Set : Swsb::Token::Dst;
    if (sb.Dist == 0)
      return r.error("reserved software scoreboard encoding");
    return llvm::Error::success();
  }
  switch (bits >> 4) {
  case 0:
    sb.Dist = bits & 7;
    if (bits & 8)
      return r.error("reserved software scoreboard encoding");
    if (sb.Dist)
      sb.DistPipe = Swsb::Pipe::All;
    return llvm::Error::success();
  case 2: sb.TokenKind = Swsb::Token::Dst; break;
  case 3: sb.TokenKind = Swsb::Token::Src; break;
  case 4: sb.TokenKind = Swsb::Token::Set; break;
  default:
    return r.error("reserved software scoreboard encoding");
  }
  sb.SBID = bits & 0xF;
  return llvm::Error::success();
}

int16_t signExtend9Times2(uint64_t v) {
  return int16_t(int32_t(v << 23) >> 23) * 2;
}

/// Source 0 or 1 of Gen12 (fields `f`), always inlined as decodeSource.
LLVM_ATTRIBUTE_ALWAYS_INLINE llvm::Error
decodeSource12(const Reader12 &r, const SrcFields &f, Field isImmF, bool isSrc1,
               Operand &op) {
  bool isImm = r.get(isImmF);
  op.Type = decodeType(r.P, r.get(f.Type), isImm);
  if (op.Type == DataType::Invalid)
    return r.error("reserved source data type");
  if (isImm) {
    op.K = Operand::Kind::Imm;
    op.File = RegFile::Imm;
    op.Imm = r.get(Field::Imm32);
    if (getTypeSize(op.Type) == 8) {
      // Gen12 keeps the high half of a 64-bit immediate in bits 95:64.
      if (isSrc1)
        return r.error("64-bit immediate in source 1");
      op.Imm |= r.get(Field::Imm64Low) << 32;
    }
    return llvm::Error::success();
  }
  op.K = Operand::Kind::Reg;
  op.File = r.get(f.RegFile) ? RegFile::GRF : RegFile::ARF;
  op.Abs = r.get(f.Abs);
  op.Negate = r.get(f.Neg);
  op.Mode = r.get(f.AddrMode) ? AddrMode::Indirect : AddrMode::Direct;
  if (op.Mode == AddrMode::Direct) {
    op.RegNum = r.get(f.Reg);
    op.SubRegByte = r.get(f.SubReg);
  } else {
    op.File = RegFile::GRF;
    op.AddrSubReg = r.get(f.AddrSubReg);
    op.AddrImm = signExtend9Times2(r.get(f.AddrImm));
  }
  op.Rgn.VStride = decodeVStride(r.get(f.VStride));
  op.Rgn.Width = 1 << r.get(f.Width);
  op.Rgn.HStride = decodeHStride(r.get(f.HStride));
  if (r.get(f.Width) > 4)
    return r.error("reserved region width");
  return llvm::Error::success();
}

LLVM_ATTRIBUTE_ALWAYS_INLINE llvm::Error decodeDst12(const Reader12 &r,
                                                     Operand &op) {
  op.K = Operand::Kind::Reg;
  op.File = r.get(Field::DstRegFile) ? RegFile::GRF : RegFile::ARF;
  op.Type = decodeType(r.P, r.get(Field::DstType), false);
  if (op.Type == DataType::Invalid)
    return r.error("reserved destination data type");
  op.Mode = r.get(Field::DstAddrMode) ? AddrMode::Indirect : AddrMode::Direct;
  if (op.Mode == AddrMode::Direct) {
    op.RegNum = r.get(Field::DstReg);
    op.SubRegByte = r.get(Field::DstSubReg);
  } else {
    op.File = RegFile::GRF;
    op.AddrSubReg = r.get(Field::DstAddrSubReg);
    op.AddrImm = signExtend9Times2(r.get(Field::DstAddrImm));
  }
  op.Rgn.HStride = decodeHStride(r.get(Field::DstHStride));
  return llvm::Error::success();
}

llvm::Error decodeTernary12(const Reader12 &r, Inst &inst) {
  unsigned floatBit = r.get(Field::T1ExecType) << 3;
  auto type = [&](Field f) {
    return decodeType(r.P, floatBit | r.get(f), false);
  };
  Operand &dst = inst.Dst;
  dst.K = Operand::Kind::Reg;
  dst.File = r.get(Field::T1DstRegFile) ? RegFile::GRF : RegFile::ARF;
  dst.Type = type(Field::T1DstType);
  dst.RegNum = r.get(Field::T3DstReg);
  dst.SubRegByte = r.get(Field::T1DstSubReg);
  dst.Rgn.HStride = r.get(Field::T1DstHStride) ? 2 : 1;
  if (dst.Type == DataType::Invalid)
    return r.error("reserved three-source data type");

  static const int8_t VStrides[4] = {0, 1, 4, 8};
  const Field none = Field::NumFields;
  for (unsigned i = 0; i < 3; ++i) {
    const Ternary12SrcFields &d = Ternary12Src[i];
    Operand &op = inst.Src[i];
    op.Type = type(d.Type);
    if (op.Type == DataType::Invalid)
      return r.error("reserved three-source data type");
    if (d.IsImm != none && r.get(d.IsImm)) {
      op.K = Operand::Kind::Imm;
      op.File = RegFile::Imm;
      op.Imm = r.get(d.Imm);
      continue;
    }
    op.K = Operand::Kind::Reg;
    op.File = r.get(d.File) ? RegFile::GRF : RegFile::ARF;
    op.RegNum = r.get(d.Reg);
    op.SubRegByte = r.get(d.SubReg);
    op.Abs = r.get(d.Abs);
    op.Negate = r.get(d.Neg);
    if (i < 2)
      op.Rgn.VStride = VStrides[(r.get(d.VHi) << 1) | r.get(d.VLo)];
    op.Rgn.HStride = decodeHStride(r.get(d.HStride));
  }
  inst.NumSrcs = 3;
  return llvm::Error::success();
}

llvm::Error decodeSend12(const Reader12 &r, Inst &inst) {
  inst.Send.SFID = r.get(Field::SFID);
  inst.Send.EOT = r.get(Field::EOT);
  auto reg = [&](Operand &op, Field file, Field num) {
    op.K = Operand::Kind::Reg;
    op.File = r.get(file) ? RegFile::GRF : RegFile::ARF;
    op.RegNum = r.get(num);
    op.Type = DataType::UD;
  };
  reg(inst.Dst, Field::SendsDstRegFile, Field::DstReg);
  reg(inst.Src[0], Field::SendsSrc0RegFile, Field::Src0Reg);
  reg(inst.Src[1], Field::SendsSrc1RegFile, Field::SendsSrc1Reg);
  inst.NumSrcs = 2;
  inst.Send.DescIsReg = r.get(Field::SendsSelRegDesc);
  inst.Send.ExDescIsReg = r.get(Field::SendsSelRegExDesc);
  inst.Send.Desc = inst.Send.DescIsReg
                       ? 0
                       : uint32_t((r.get(Field::SendDesc31_30) << 30) |
                                  (r.get(Field::SendDesc29_25) << 25) |
                                  (r.get(Field::SendDesc24_20) << 20) |
                                  (r.get(Field::SendDesc19_11) << 11) |
                                  r.get(Field::SendDesc10_0));
  if (inst.Send.ExDescIsReg)
    inst.Send.ExDesc = r.get(Field::SendsExDescAddrSubReg);
  else
    inst.Send.ExDesc = uint32_t((r.get(Field::SendExDesc31_28) << 28) |
                                (r.get(Field::SendExDesc27_26) << 26) |
                                (r.get(Field::SendExDesc25_24) << 24) |
                                (r.get(Field::SendExDesc23_12) << 12) |
                                (r.get(Field::SendExDesc10_6) << 6));
  return llvm::Error::success();
}

llvm::Error decodeNative12(const NativeBits &bits, uint64_t offset,
                           Inst &inst) {
  Reader12 r(bits, offset);
  Opcode op;
  if (!lookupOpcode(r.P, r.get(Field::Opcode), op))
    return r.error("unknown opcode 0x" +
                   llvm::utohexstr(r.get(Field::Opcode)));
  inst.Op = op;
  inst.Offset = offset;
  unsigned execEnc = r.get(Field::ExecSize);
  if (execEnc > 5)
    return r.error("reserved execution size");
  inst.ExecSize = 1 << execEnc;
  inst.ChanOffset = r.get(Field::QtrCtrl) * 8 + r.get(Field::NibCtrl) * 4;
  inst.NoMask = r.get(Field::MaskCtrl);
  unsigned pred = r.get(Field::PredCtrl);
  if (pred > unsigned(PredCtrl::All32H))
    return r.error("reserved predicate control");
  inst.Pred = PredCtrl(pred);
  inst.PredInv = r.get(Field::PredInv);
  inst.FlagReg = r.get(Field::FlagReg);
  inst.FlagSubReg = r.get(Field::FlagSubReg);
  if (r.get(Field::AtomicCtrl))
    inst.Thread = ThreadCtrl::Atomic;
  inst.Breakpoint = r.get(Field::DebugCtrl);

  OpForm form = getForm(op);
  bool outOfOrder = form == OpForm::Send || form == OpForm::Math;
  if (auto err = decodeSwsb12(r, r.get(Field::Swsb), outOfOrder, inst.Sb))
    return err;
  bool isBranch = isBranchForm(form);
  if (op == Opcode::If || op == Opcode::Else || op == Opcode::Goto)
    inst.BranchCtrl = r.get(Field::BranchCtrl);
  else if (!isBranch && form != OpForm::Send)
    inst.AccWrEn = r.get(Field::AccWrEn);
  if (form != OpForm::Send && !isBranch)
    inst.Saturate = r.get(Field::Saturate);
  bool hasImm64 =
      form != OpForm::Ternary && r.get(Field::Src0IsImm) &&
      getTypeSize(decodeType(r.P, r.get(Field::Src0Type), true)) == 8;
  if (form == OpForm::Math) {
    inst.MathFn = r.get(Field::MathFn);
  } else if (form == OpForm::Wait) {
    inst.MathFn = r.get(Field::SyncFn);
  } else if (form != OpForm::Send && !isBranch && !hasImm64) {
    // (A 64-bit immediate overlaps the condition modifier.)
    unsigned cond = r.get(Field::CondMod);
    if (cond == 7 || cond > 9)
      return r.error("reserved condition modifier");
    inst.Cond = CondMod(cond);
  }

  switch (form) {
  case OpForm::Nullary:
    return llvm::Error::success();
  case OpForm::Ternary:
    return decodeTernary12(r, inst);
  case OpForm::Send:
    return decodeSend12(r, inst);
  case OpForm::Branch1:
  case OpForm::Branch2:
    decodeLabels(r, form == OpForm::Branch2, inst);
    return llvm::Error::success();
  case OpForm::Wait:
    inst.NumSrcs = 1;
    return decodeSource12(r, Src0F, Field::Src0IsImm, false, inst.Src[0]);
  case OpForm::Ret:
    inst.NumSrcs = 1;
    if (auto err =
            decodeSource12(r, Src0F, Field::Src0IsImm, false, inst.Src[0]))
      return err;
    inst.Src[0].Type = DataType::UD; // the type field is not used
    return llvm::Error::success();
  case OpForm::Call:
  case OpForm::Jmpi:
  case OpForm::Brd:
  case OpForm::Brc:
    if (form == OpForm::Call) {
      if (auto err = decodeDst12(r, inst.Dst))
        return err;
      inst.Dst.Type = DataType::UD; // the type field is not used
    }
    if (r.get(Field::Src0IsImm) || r.get(Field::Src1IsImm)) {
      decodeLabels(r, form == OpForm::Brc, inst);
      return llvm::Error::success();
    }
    inst.NumSrcs = 1;
    // A register target: the branch offset (or address) is in src0.
    if (auto err =
            decodeSource12(r, Src0F, Field::Src0IsImm, false, inst.Src[0]))
      return err;
    inst.Src[0].Type = DataType::UD;
    return llvm::Error::success();
  default:
    break;
  }

  if (auto err = decodeDst12(r, inst.Dst))
    return err;
  if (auto err =
          decodeSource12(r, Src0F, Field::Src0IsImm, false, inst.Src[0]))
    return err;
  inst.NumSrcs = 1;
  bool hasSrc1 = form == OpForm::Binary ||
                 (form == OpForm::Math && getMathFnInfo(inst.MathFn).Sources == 2);
  if (hasSrc1 && inst.Src[0].K != Operand::Kind::Imm) {
    if (auto err =
            decodeSource12(r, Src1F, Field::Src1IsImm, true, inst.Src[1]))
      return err;
    inst.NumSrcs = 2;
  }
  return llvm::Error::success();
}

/// Decodes the native instruction `bits` of platform `p`.
llvm::Error decodeNativeOn(Platform p, const NativeBits &bits, uint64_t offset,
                           Inst &inst) {
  switch (p) {
  case Platform::Gen8:
    return decodeNative<Platform::Gen8>(bits, offset, inst);
  case Platform::Gen9:
    return decodeNative<Platform::Gen9>(bits, offset, inst);
  case Platform::Gen11:
    return decodeNative<Platform::Gen11>(bits, offset, inst);
  case Platform::Gen12:
    return decodeNative12(bits, offset, inst);
  }
  llvm_unreachable("unknown platform");
}

/// decodeInst into an `inst` that is still default-constructed.
llvm::Error decodeFresh(Platform p, llvm::ArrayRef<uint8_t> bytes,
                        uint64_t offset, Inst &inst, unsigned &size) {
  if (offset + 8 > bytes.size())
    return llvm::make_error<DecodeError>(offset, "truncated instruction");
  uint64_t q0 = llvm::support::endian::read64le(bytes.data() + offset);
  NativeBits bits;
  if ((q0 >> 29) & 1) {
    size = 8;
    if (auto err = expandCompacted(p, q0, bits, offset))
      return err;
    if (auto err = decodeNativeOn(p, bits, offset, inst))
      return err;
    inst.Compacted = true;
    return llvm::Error::success();
  }
  if (offset + 16 > bytes.size())
    return llvm::make_error<DecodeError>(offset, "truncated instruction");
  size = 16;
  bits.Q[0] = q0;
  bits.Q[1] = llvm::support::endian::read64le(bytes.data() + offset + 8);
  return decodeNativeOn(p, bits, offset, inst);
}

} // namespace

llvm::Error visa::gen::decodeInst(Platform p, llvm::ArrayRef<uint8_t> bytes,
                                  uint64_t offset, Inst &inst, unsigned &size) {
  inst = Inst();
  return decodeFresh(p, bytes, offset, inst, size);
}

llvm::Error visa::gen::decodeKernel(Platform p, llvm::ArrayRef<uint8_t> bytes,
                                    std::vector<Inst> &insts) {
  // Decode in place: an Inst is large enough for its copy to count. Each
  // starts as a copy of a constant blank one, a block copy that costs less
  // than running the member initializers.
  static constexpr Inst BlankInst{};
  uint64_t offset = 0;
  while (offset < bytes.size()) {
    Inst &inst = insts.emplace_back(BlankInst);
    unsigned size = 0;
    if (auto err = decodeFresh(p, bytes, offset, inst, size)) {
      insts.pop_back();
      return err;
    }
    offset += size;
  }
  return llvm::Error::success();
}
