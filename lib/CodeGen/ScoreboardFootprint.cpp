//===- ScoreboardFootprint.cpp - What gen-swsb sees of an instruction -----===//
//
// Pipes and register footprints of physical instructions for the software
// scoreboard (ScoreboardFootprint.h). ALU operands touch the bytes of the
// elements their regions select, channel by channel; sends whole registers:
// the payload lengths and response length of their message (decoded from
// immediate descriptors, else the lengths the lowering recorded).
//
//===----------------------------------------------------------------------===//

#include "ScoreboardFootprint.h"
#include "visa/Gen/GenMessage.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::gen::swsb;

Pipe swsb::pipeOf(Opcode op) {
  switch (getForm(op)) {
  case OpForm::Send:
  case OpForm::Sends:
  case OpForm::Math:
    return Pipe::OutOfOrder;
  case OpForm::Wait:
    return Pipe::Sync;
  case OpForm::Nullary:
    return Pipe::None;
  default:
    // halt is not counted by RegDist as far as the sources agree; leaving
    // an instruction out of the count only makes distances shorter (safe).
    return op == Opcode::Halt ? Pipe::None : Pipe::InOrder;
  }
}

void swsb::addGrfBytes(llvm::SmallVectorImpl<UnitBytes> &set,
                       unsigned grfBytes, unsigned offset, unsigned count) {
  while (count) {
    unsigned unit = offset / grfBytes, first = offset % grfBytes;
    unsigned n = std::min(count, grfBytes - first);
    uint32_t mask = (n >= 32 ? ~0u : ((1u << n) - 1)) << first;
    auto it = llvm::find_if(set, [&](const UnitBytes &u) { return u.Unit == unit; });
    if (it != set.end())
      it->Mask |= mask;
    else
      set.push_back({uint16_t(unit), mask});
    offset += n;
    count -= n;
  }
}

namespace {

bool is64Bit(DataType t) {
  return t == DataType::DF || t == DataType::Q || t == DataType::UQ;
}

/// The element (in units of the operand's type) that channel `ch` of a
/// direct source reads.
unsigned sourceElement(const Operand &op, unsigned ch) {
  int vs = op.Rgn.VStride, w = op.Rgn.Width;
  unsigned hs = unsigned(std::max<int>(op.Rgn.HStride, 0));
  if (w > 0)
    return (ch / unsigned(w)) * unsigned(std::max(vs, 0)) + (ch % unsigned(w)) * hs;
  // Three-source Align1 regions leave the width implied (IGA's "regioning
  // rules for Align1 ternary operations"): src2's <hs> steps by hs; <0;0>
  // broadcasts; <vs;0> has width vs; else the width is vs / hs.
  if (vs <= 0)
    return ch * hs;
  if (hs == 0)
    return (ch / unsigned(vs)) * unsigned(vs);
  unsigned width = std::max(unsigned(vs) / hs, 1u);
  return (ch / width) * unsigned(vs) + (ch % width) * hs;
}

class FootprintBuilder {
public:
  FootprintBuilder(const Product &product, const UnitLayout &units,
                   const InstData &d, Footprint &fp)
      : P(product), Units(units), D(d), I(d.I), Fp(fp) {}

  bool run(std::string &error) {
    Fp = Footprint();
    for (unsigned i = 0; i <= I.NumSrcs && i <= 3; ++i)
      if (D.ref(i).isVirtual()) {
        error = "gen-swsb needs physical registers (run gen-regalloc first)";
        return false;
      }
    if (D.Flag.isVirtual()) {
      error = "gen-swsb needs physical flags (run gen-regalloc first)";
      return false;
    }
    OpForm form = getForm(I.Op);
    if (form == OpForm::Send || form == OpForm::Sends)
      addSend();
    else if (isBranchForm(form))
      addBranch();
    else
      addAlu();
    return true;
  }

private:
  void addUnit(bool write, unsigned unit) {
    (write ? Fp.Writes : Fp.Reads).push_back({uint16_t(unit), ~0u});
  }

  void addWholeGrfs(bool write, unsigned reg, unsigned count) {
    for (unsigned r = reg; r < reg + count && r < Units.NumGrf; ++r)
      addUnit(write, r);
  }

  /// An architecture register operand: a unit, a drain or nothing.
  void addArf(bool write, const Operand &op) {
    ArfKind kind = arfKindOf(op.RegNum);
    switch (arfOrdering(kind)) {
    case ArfOrdering::Hardware:
      return;
    case ArfOrdering::Drain:
      Fp.Drain = true;
      return;
    case ArfOrdering::InOrder:
      addUnit(write, kind == ArfKind::Address ? Units.Address : Units.Accumulator);
      return;
    }
  }

  /// A register operand of an ALU or math instruction: `src` is the
  /// source index, or -1 for the destination.
  void addAluOperand(int src, const Operand &op) {
    if (op.K != Operand::Kind::Reg)
      return;
    bool write = src < 0;
    if (op.Mode == AddrMode::Indirect) {
      addUnit(false, Units.Address);
      (write ? Fp.WritesAnyGrf : Fp.ReadsAnyGrf) = true;
      return;
    }
    if (op.File == RegFile::ARF) {
      addArf(write, op);
      return;
    }
    auto &set = write ? Fp.Writes : Fp.Reads;
    unsigned size = getTypeSize(op.Type == DataType::Invalid ? DataType::UD : op.Type);
    unsigned base = op.RegNum * P.GRFBytes + op.SubRegByte;
    if (op.Align16 || op.MathMacro >= 0) {
      // Not Gen12 forms; take the two registers such an operand may span.
      addGrfBytes(set, P.GRFBytes, op.RegNum * P.GRFBytes, 2 * P.GRFBytes);
      return;
    }
    unsigned hs = std::max<int>(op.Rgn.HStride, 0);
    for (unsigned ch = 0; ch < I.ExecSize; ++ch) {
      unsigned elem = write ? ch * std::max(hs, 1u) : sourceElement(op, ch);
      unsigned offset = base + elem * size;
      if (offset + size <= Units.NumGrf * P.GRFBytes)
        addGrfBytes(set, P.GRFBytes, offset, size);
    }
  }

  void addAlu() {
    addAluOperand(-1, I.Dst);
    for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
      addAluOperand(int(i), I.Src[i]);
    if (pipeOf(I.Op) != Pipe::InOrder)
      return;
    bool long64 = I.Dst.K == Operand::Kind::Reg && is64Bit(I.Dst.Type);
    for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
      long64 |= I.Src[i].K != Operand::Kind::None && is64Bit(I.Src[i].Type);
    Fp.Long = long64;
  }

  /// Branch operands (a jump register, call and return link registers):
  /// whole registers.
  void addBranch() {
    auto add = [&](bool write, const Operand &op) {
      if (op.K != Operand::Kind::Reg)
        return;
      if (op.Mode == AddrMode::Indirect) {
        addUnit(false, Units.Address);
        (write ? Fp.WritesAnyGrf : Fp.ReadsAnyGrf) = true;
      } else if (op.File == RegFile::ARF) {
        addArf(write, op);
      } else {
        addWholeGrfs(write, op.RegNum, 1);
      }
    };
    add(true, I.Dst);
    for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
      add(false, I.Src[i]);
  }

  void addSend() {
    unsigned mlen = D.SrcLen[0], exMlen = D.SrcLen[1], rlen = D.DstLen;
    if (!I.Send.DescIsReg) {
      MessageInfo m = decodeSend(P, I, I.Send.Desc,
                                 I.Send.ExDescIsReg ? 0 : I.Send.ExDesc);
      mlen = std::max(mlen, m.Mlen);
      rlen = std::max(rlen, m.Rlen);
      if (!I.Send.ExDescIsReg)
        exMlen = std::max(exMlen, m.ExMlen);
    }
    // A length in a0 that the lowering did not record: as many registers
    // as a message can name.
    const unsigned unknown = 31;
    auto add = [&](bool write, const Operand &op, unsigned len, bool known) {
      if (op.K != Operand::Kind::Reg)
        return;
      if (op.File == RegFile::ARF) {
        addArf(write, op);
        return;
      }
      addWholeGrfs(write, op.RegNum, len || known ? len : unknown);
    };
    bool descKnown = !I.Send.DescIsReg;
    add(true, I.Dst, rlen, descKnown);
    add(false, I.Src[0], mlen, descKnown);
    if (I.NumSrcs > 1)
      add(false, I.Src[1], exMlen, descKnown && !I.Send.ExDescIsReg);
    if (I.Send.DescIsReg || I.Send.ExDescIsReg)
      addUnit(false, Units.Address);
  }

  const Product &P;
  const UnitLayout &Units;
  const InstData &D;
  const Inst &I;
  Footprint &Fp;
};

} // namespace

bool swsb::computeFootprint(const Product &product, const UnitLayout &units,
                            const InstData &d, Footprint &fp,
                            std::string &error) {
  return FootprintBuilder(product, units, d, fp).run(error);
}
