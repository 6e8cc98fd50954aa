//===- SwsbStaticCheck.cpp - TGLLP scoreboard checking without running ----===//
//
// Splits the kernel into basic blocks, computes the out-of-order state at
// each block entry as the join over all predecessors (a monotone fixpoint:
// tokens and their pending bytes only grow), then walks the code in layout
// order with those entry states, draining the in-order pipes where control
// cannot fall through from the previous instruction.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/SwsbStaticCheck.h"
#include "visa/Sim/SwsbChecker.h"
#include "visa/Gen/GenMessageFields.h"
#include "visa/Sim/SimThread.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <deque>

using namespace visa::gen;
using namespace visa::sim;

namespace {

bool isBranch(const Inst &inst) { return isBranchForm(getForm(inst.Op)); }

bool isCall(const Inst &inst) {
  return inst.Op == Opcode::Call || inst.Op == Opcode::Calla;
}

/// Whether the next instruction in layout order can follow `inst`.
bool canFallThrough(const Inst &inst) {
  if (inst.Send.EOT && (inst.Op == Opcode::Send || inst.Op == Opcode::Sendc ||
                        inst.Op == Opcode::Sends || inst.Op == Opcode::Sendsc))
    return false;
  if (inst.Op == Opcode::Jmpi)
    return inst.Pred != PredCtrl::None;
  return !isCall(inst) && inst.Op != Opcode::Ret;
}

/// A branch whose target is in a register: any block may follow.
bool hasRegisterTarget(const Inst &inst) {
  OpForm f = getForm(inst.Op);
  if (f != OpForm::Jmpi && f != OpForm::Brd && f != OpForm::Brc &&
      inst.Op != Opcode::Calla)
    return false;
  return inst.Src[0].K == Operand::Kind::Reg;
}

/// The extended descriptor's bits below the bindless surface state offset:
/// what a send's lengths and SFID need.
constexpr uint32_t LowExDescBits =
    (1u << fieldLo(MessageField::ExFunctionControl)) - 1;
/// a0 as dwords.
constexpr unsigned A0Dwords = NumAddrSubRegs / 2;

/// Send descriptors in a0 are not known statically. IGC builds them right
/// before the send: `mov a0.N imm`, or `add/or a0.N rX imm` where rX is a
/// surface-state offset (ExFunctionControl, the low bits clear). Tracking
/// those in layout order recovers the message lengths (src1 length), which
/// are then given to the checker as immediate descriptors.
std::vector<Inst> resolveRegisterDescriptors(llvm::ArrayRef<Inst> insts) {
  std::vector<Inst> out(insts.begin(), insts.end());
  // Per a0 dword: the known value and which of its bits are known.
  uint32_t value[A0Dwords] = {}, known[A0Dwords] = {};
  for (Inst &inst : out) {
    bool isSend = inst.Op == Opcode::Send || inst.Op == Opcode::Sendc;
    unsigned exDword = inst.Send.ExDesc % A0Dwords;
    if (isSend && inst.Send.ExDescIsReg &&
        (known[exDword] & LowExDescBits) == LowExDescBits) {
      inst.Send.ExDescIsReg = false;
      inst.Send.ExDesc = value[exDword] & LowExDescBits;
    }
    if (isSend && inst.Send.DescIsReg && known[0] == ~0u) {
      inst.Send.DescIsReg = false;
      inst.Send.Desc = value[0];
    }
    const Operand &dst = inst.Dst;
    if (dst.K != Operand::Kind::Reg || dst.File != RegFile::ARF ||
        dst.Mode != AddrMode::Direct ||
        arfKindOf(dst.RegNum) != ArfKind::Address)
      continue;
    unsigned first = dst.SubRegByte / 4;
    unsigned bytes = inst.ExecSize * std::max(1u, getTypeSize(dst.Type)) *
                     std::max<unsigned>(dst.Rgn.HStride, 1);
    unsigned last = (dst.SubRegByte + bytes - 1) / 4;
    for (unsigned d = first; d <= last && d < A0Dwords; ++d)
      known[d] = 0;
    if (inst.ExecSize != 1 || getTypeSize(dst.Type) != 4 ||
        inst.Pred != PredCtrl::None || first >= A0Dwords)
      continue;
    const Operand &s0 = inst.Src[0], &s1 = inst.Src[1];
    if (inst.Op == Opcode::Mov && s0.K == Operand::Kind::Imm) {
      value[first] = uint32_t(s0.Imm);
      known[first] = ~0u;
    } else if ((inst.Op == Opcode::Add || inst.Op == Opcode::Or) &&
               inst.NumSrcs == 2 && s1.K == Operand::Kind::Imm &&
               s0.K == Operand::Kind::Reg) {
      value[first] = uint32_t(s1.Imm) & LowExDescBits;
      known[first] = LowExDescBits;
    }
  }
  return out;
}

struct Block {
  unsigned Begin = 0, End = 0; ///< instruction indices [Begin, End)
  llvm::SmallVector<unsigned, 2> Succs;
};

struct Cfg {
  std::vector<Block> Blocks;
  std::vector<unsigned> BlockOf; ///< instruction index -> block
};

Cfg buildCfg(llvm::ArrayRef<Inst> insts) {
  size_t n = insts.size();
  llvm::DenseMap<uint32_t, unsigned> indexOf;
  for (unsigned i = 0; i < n; ++i)
    indexOf[insts[i].Offset] = i;
  auto targetsOf = [&](unsigned i, llvm::SmallVectorImpl<unsigned> &out) {
    const Inst &inst = insts[i];
    // `if` jumps to JIP (its else or endif) when no channel takes it; its
    // UIP only names the endif.
    unsigned numTargets = inst.Op == Opcode::If ? 1 : inst.NumSrcs;
    for (unsigned k = 0; k < numTargets && k < 3; ++k) {
      if (inst.Src[k].K != Operand::Kind::Label)
        continue;
      auto it =
          indexOf.find(uint32_t(int64_t(inst.Offset) + inst.Src[k].Label));
      if (it != indexOf.end())
        out.push_back(it->second);
    }
  };

  std::vector<bool> leader(n + 1, false);
  leader[0] = true;
  std::vector<unsigned> returnPoints;
  for (unsigned i = 0; i < n; ++i) {
    const Inst &inst = insts[i];
    if (isBranch(inst) || !canFallThrough(inst))
      leader[i + 1] = true;
    if (isCall(inst) && i + 1 < n)
      returnPoints.push_back(i + 1);
    llvm::SmallVector<unsigned, 2> targets;
    targetsOf(i, targets);
    for (unsigned t : targets)
      leader[t] = true;
  }

  Cfg cfg;
  cfg.BlockOf.resize(n);
  for (unsigned i = 0; i < n; ++i) {
    if (leader[i]) {
      cfg.Blocks.emplace_back();
      cfg.Blocks.back().Begin = i;
    }
    cfg.BlockOf[i] = unsigned(cfg.Blocks.size() - 1);
    cfg.Blocks.back().End = i + 1;
  }
  for (Block &b : cfg.Blocks) {
    unsigned last = b.End - 1;
    const Inst &inst = insts[last];
    llvm::SmallVector<unsigned, 4> succ;
    targetsOf(last, succ);
    if (canFallThrough(inst) && b.End < n)
      succ.push_back(b.End);
    if (isCall(inst) && b.End < n)
      succ.push_back(b.End); // the callee returns here
    if (inst.Op == Opcode::Ret)
      succ.append(returnPoints.begin(), returnPoints.end());
    if (hasRegisterTarget(inst))
      for (const Block &other : cfg.Blocks)
        succ.push_back(other.Begin);
    for (unsigned s : succ) {
      unsigned sb = cfg.BlockOf[s];
      if (std::find(b.Succs.begin(), b.Succs.end(), sb) == b.Succs.end())
        b.Succs.push_back(sb);
    }
  }
  return cfg;
}

} // namespace

void visa::sim::checkKernelSwsb(llvm::ArrayRef<Inst> original,
                                std::vector<std::string> &reports) {
  if (original.empty())
    return;
  std::vector<Inst> resolved = resolveRegisterDescriptors(original);
  llvm::ArrayRef<Inst> insts = resolved;
  Cfg cfg = buildCfg(insts);
  size_t numBlocks = cfg.Blocks.size();

  SwsbChecker analysed;
  analysed.setKernel(insts);

  // Out-of-order state at every block entry, joined over all predecessors.
  std::vector<SwsbChecker> entry(numBlocks);
  std::vector<bool> reached(numBlocks, false), queued(numBlocks, false);
  std::deque<unsigned> work;
  reached[0] = queued[0] = true;
  work.push_back(0);
  std::vector<std::string> ignored;
  while (!work.empty()) {
    unsigned b = work.front();
    work.pop_front();
    queued[b] = false;
    SwsbChecker c = entry[b];
    c.shareKernel(analysed);
    for (unsigned i = cfg.Blocks[b].Begin; i < cfg.Blocks[b].End; ++i) {
      c.step(insts[i], ignored);
      ignored.clear();
    }
    for (unsigned s : cfg.Blocks[b].Succs) {
      bool changed;
      if (!reached[s]) {
        reached[s] = true;
        entry[s].copyOutOfOrder(c);
        changed = true;
      } else {
        changed = entry[s].joinOutOfOrder(c);
      }
      if (changed && !queued[s]) {
        queued[s] = true;
        work.push_back(s);
      }
    }
  }

  // Layout-order walk with the joined entry states.
  SwsbChecker c = analysed;
  for (unsigned b = 0; b < numBlocks; ++b) {
    const Block &blk = cfg.Blocks[b];
    if (b != 0) {
      c.copyOutOfOrder(entry[b]);
      if (!canFallThrough(insts[blk.Begin - 1]))
        c.drainInOrder();
    }
    for (unsigned i = blk.Begin; i < blk.End; ++i)
      c.step(insts[i], reports);
  }
}
