//===- LegalizeCheck.cpp - What is wrong with an instruction --------------===//
//
// The legalizer's view of an instruction's problems: every rule of the
// validator it answers for, under each canonical placement
// (PlacementContract.h), and whatever the encoder cannot express exactly
// (found by encoding the instruction and decoding it again: the one table
// of fields decides, nothing is restated here).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenEncoder.h"
#include "visa/Gen/GenOperandFacts.h"
#include <tuple>

using namespace visa::gen;
using namespace visa::gen::legalize;

bool visa::gen::legalize::legalizerOwns(RuleId rule) {
  switch (getRuleInfo(rule).Group) {
  case RuleGroup::Send:
  case RuleGroup::Flow:
  case RuleGroup::Swsb:
    return false;
  default:
    return true;
  }
}

unsigned visa::gen::legalize::countOf(const Problems &problems,
                                      const Problem &p) {
  for (const Problem &q : problems)
    if (q.sameAs(p))
      return q.Count;
  return 0;
}

/// Adds `p` to one placement's tally.
static void tally(Problems &out, Problem p) {
  for (Problem &q : out)
    if (q.sameAs(p)) {
      q.Count += p.Count;
      return;
    }
  out.push_back(std::move(p));
}

/// Merges one placement's tally into the result: the larger count wins.
static void merge(Problems &out, Problems &one) {
  for (Problem &p : one) {
    auto it = llvm::find_if(out, [&](const Problem &q) { return q.sameAs(p); });
    if (it == out.end())
      out.push_back(std::move(p));
    else if (it->Count < p.Count)
      *it = std::move(p);
  }
}

/// Whether some operand's register may sit at more than one offset in its
/// GRF: only then do the placements differ.
static bool placementMatters(const InstData &d, const VRegTable &regs) {
  const Product &P = regs.product();
  for (unsigned i = 0; i < 4; ++i) {
    const VirtualRef &ref = d.ref(i);
    if (!ref.isVirtual())
      continue;
    const VRegDesc *reg = regs.lookup(ref.Id);
    if (reg && reg->Class == RegClass::GRF && reg->Pinned < 0 &&
        reg->Align < P.GRFBytes && reg->Bytes <= P.GRFBytes &&
        reg->Align + reg->Bytes <= P.GRFBytes)
      return true;
  }
  return false;
}

void visa::gen::legalize::findProblems(const InstData &d,
                                       const VRegTable &regs, Problems &out) {
  if (!validator::isAlu(d.I))
    return;
  const Product &P = regs.product();
  bool several = placementMatters(d, regs);
  // Gen8/9 encode three-source instructions in Align16 only: what an
  // Align1 one would lose says nothing until it has that form.
  bool encodable = !(P.ThreeSrcAlign16 && validator::isTernary(d.I) &&
                     !d.I.Align16);
  llvm::SmallVector<Violation, 4> violations;
  for (PlacementKind kind : AllPlacementKinds) {
    Inst inst = placeInst(d, regs, kind);
    violations.clear();
    validateInst(P, inst, violations);
    Problems one;
    for (Violation &v : violations)
      if (legalizerOwns(v.Rule))
        tally(one, {Problem::Rule, v.Rule, 1, std::move(v.Message)});
    checkThreeSrcForm(P, inst, one);
    if (encodable)
      if (std::optional<Problem> loss = encodingLoss(P.Gen, inst))
        tally(one, std::move(*loss));
    merge(out, one);
    if (!several)
      break;
  }
}

//===----------------------------------------------------------------------===//
// Encoding round trip
//===----------------------------------------------------------------------===//

namespace {

/// An operand as the encoding holds it: what matters to the instruction.
struct OperandKey {
  Operand::Kind K;
  RegFile File;
  AddrMode Mode;
  DataType Type;
  unsigned Reg, Sub;
  int VStride, Width, HStride;
  bool Negate, Abs, RepCtrl;
  unsigned Swizzle, WriteMask;
  uint64_t Imm;

  auto tie() const {
    return std::tie(K, File, Mode, Type, Reg, Sub, VStride, Width, HStride,
                    Negate, Abs, RepCtrl, Swizzle, WriteMask, Imm);
  }
  bool operator==(const OperandKey &o) const { return tie() == o.tie(); }
};

OperandKey keyOf(const Inst &inst, unsigned index, Platform p) {
  const Operand &op = index == 0 ? inst.Dst : inst.Src[index - 1];
  bool ternary = validator::isTernary(inst);
  OperandKey k{};
  k.K = op.K;
  k.Type = op.Type;
  if (op.K == Operand::Kind::Imm) {
    unsigned size = getTypeSize(op.Type);
    k.Imm = size >= 8 ? op.Imm : op.Imm & ((uint64_t(1) << (8 * size)) - 1);
    if (ternary) // Align1 three-source immediates are 16 bits
      k.Imm &= 0xFFFF;
    return k;
  }
  if (op.K != Operand::Kind::Reg)
    return k;
  k.File = op.File;
  k.Mode = op.Mode;
  k.Negate = op.Negate;
  k.Abs = op.Abs;
  if (op.Mode == AddrMode::Direct) {
    k.Reg = op.RegNum;
    k.Sub = op.SubRegByte;
  } else {
    k.Reg = op.AddrSubReg;
    k.Sub = unsigned(uint16_t(op.AddrImm));
  }
  if (op.Align16) {
    k.RepCtrl = index > 0 && op.RepCtrl;
    k.Swizzle = index > 0 ? op.Swizzle : 0;
    k.WriteMask = index == 0 ? op.WriteMask : 0;
    return k;
  }
  // What the fields encode for an absent stride or width.
  k.HStride = op.Rgn.HStride < 0 ? (index == 0 ? 1 : 0) : op.Rgn.HStride;
  if (index == 0)
    return k;
  if (ternary) {
    // Align1 three-source: src0/src1 carry VertStride and HorzStride,
    // src2 HorzStride only; the width is implied.
    k.VStride = index < 3 ? op.Rgn.VStride : 0;
    return k;
  }
  k.VStride = op.Rgn.VStride;
  k.Width = op.Rgn.Width < 0 ? 1 : op.Rgn.Width;
  (void)p;
  return k;
}

const char *operandName(unsigned index) {
  static const char *const Names[] = {"dst", "src0", "src1", "src2"};
  return Names[index];
}

} // namespace

namespace {

/// The encoder's complaint about `inst`, if any.
std::optional<std::string> encodeError(Platform p, const Inst &inst,
                                       NativeBits &bits) {
  if (llvm::Error err = encodeNative(p, inst, bits))
    return llvm::toString(std::move(err));
  return std::nullopt;
}

/// `inst` with operand `index` replaced by one any encoding takes: a GRF
/// of the same type, packed or scalar.
Inst withPlainOperand(const Inst &inst, unsigned index) {
  Inst n = inst;
  Operand &op = index == 0 ? n.Dst : n.Src[index - 1];
  Operand plain;
  plain.K = Operand::Kind::Reg;
  plain.File = RegFile::GRF;
  plain.RegNum = 1;
  plain.Type = op.Type;
  plain.Align16 = op.Align16;
  plain.WriteMask = op.WriteMask;
  if (index == 0)
    plain.Rgn = Region{-1, -1, 1};
  else if (op.Align16)
    plain.RepCtrl = true;
  else
    plain.Rgn = Region{0, 1, 0};
  op = plain;
  return n;
}

} // namespace

/// Why operand `index` of `inst` (or, for `index` < 0, any operand) is not
/// encoded as written: the encoder's refusal or a difference after
/// decoding.
static std::optional<std::string> operandLoss(Platform p, const Inst &inst,
                                              int index) {
  NativeBits bits;
  if (std::optional<std::string> err = encodeError(p, inst, bits))
    return "cannot be encoded: " + *err;
  uint8_t bytes[16];
  for (unsigned i = 0; i < 16; ++i)
    bytes[i] = uint8_t(bits.Q[i / 8] >> (8 * (i % 8)));
  Inst back;
  unsigned size = 0;
  if (llvm::Error err = decodeInst(p, bytes, 0, back, size)) {
    llvm::consumeError(std::move(err));
    return std::string("its encoding does not decode");
  }
  if (back.ExecSize != inst.ExecSize || back.ChanOffset != inst.ChanOffset)
    return std::string("its execution size or channel offset is not encoded");
  unsigned operands = 1 + std::min(inst.NumSrcs, 3u);
  for (unsigned i = 0; i < operands; ++i)
    if ((index < 0 || unsigned(index) == i) &&
        !(keyOf(inst, i, p) == keyOf(back, i, p)))
      return std::string(operandName(i)) + " is not encoded as written";
  return std::nullopt;
}

std::optional<Problem> visa::gen::legalize::encodingLoss(Platform p,
                                                         const Inst &inst) {
  Inst e = inst;
  e.Compacted = false;
  if (!operandLoss(p, e, -1))
    return std::nullopt;
  // Count the operands at fault: each one alone, the others made plain.
  unsigned operands = 1 + std::min(e.NumSrcs, 3u);
  unsigned count = 0;
  std::string first;
  for (unsigned i = 0; i < operands; ++i) {
    const Operand &op = i == 0 ? e.Dst : e.Src[i - 1];
    if (op.K != Operand::Kind::Reg && op.K != Operand::Kind::Imm)
      continue;
    Inst alone = e;
    for (unsigned j = 0; j < operands; ++j) {
      const Operand &other = j == 0 ? e.Dst : e.Src[j - 1];
      if (j != i && (other.K == Operand::Kind::Reg ||
                     other.K == Operand::Kind::Imm))
        alone = withPlainOperand(alone, j);
    }
    if (std::optional<std::string> why = operandLoss(p, alone, int(i))) {
      if (!count++)
        first = *why;
    }
  }
  if (!count)
    first = *operandLoss(p, e, -1);
  return Problem{Problem::Encoding, RuleId::NumRules, std::max(count, 1u),
                 first};
}
