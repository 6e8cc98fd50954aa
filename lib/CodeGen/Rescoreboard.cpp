//===- Rescoreboard.cpp - gen-swsb on a decoded binary --------------------===//
//
// rescoreboardKernel (Rescoreboard.h): the decoded kernel becomes solver
// blocks (leaders: the first instruction, every branch target, whatever
// follows a branch or the end of thread; successors: every target a branch
// names and the next block unless control cannot fall through), the
// solver's annotations and syncs are written in, and branch labels are
// recomputed for the new, uncompacted layout.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Rescoreboard.h"
#include "ScoreboardSolver.h"
#include "visa/Gen/GenMessage.h"
#include <algorithm>
#include <map>

using namespace visa::gen;
using namespace visa::gen::swsb;

namespace {

constexpr unsigned NativeBytes = 16;

bool hasLabel(const Inst &inst) {
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i)
    if (inst.Src[i].K == Operand::Kind::Label)
      return true;
  return false;
}

/// Whether control may go on with the next instruction after `inst`.
bool mayFallThrough(const Inst &inst) {
  if (inst.Send.EOT)
    return false;
  OpForm form = getForm(inst.Op);
  if (form == OpForm::Ret)
    return false;
  return !(inst.Op == Opcode::Jmpi && inst.Pred == PredCtrl::None);
}

/// A branch whose target is in a register (not a ret): anywhere.
bool jumpsAnywhere(const Inst &inst) {
  OpForm form = getForm(inst.Op);
  return isBranchForm(form) && form != OpForm::Ret && !hasLabel(inst) &&
         inst.NumSrcs > 0 && inst.Src[0].K == Operand::Kind::Reg &&
         (form == OpForm::Jmpi || form == OpForm::Call);
}

/// The payload length of src1 of send `insts[at]` whose extended
/// descriptor is in a0: IGC writes it with an immediate whose low 12 bits
/// are the descriptor's (the register part is a 4 KB aligned surface state
/// offset). 0 if no such write precedes it in `first`..`at`.
unsigned recoverExMlen(const Product &p, const std::vector<Inst> &insts,
                       unsigned first, unsigned at) {
  const Inst &send = insts[at];
  for (unsigned i = at; i-- > first;) {
    const Inst &w = insts[i];
    const Operand &dst = w.Dst;
    if (dst.K != Operand::Kind::Reg || dst.File != RegFile::ARF ||
        arfKindOf(dst.RegNum) != ArfKind::Address ||
        dst.SubRegByte != send.Send.ExDesc * 4)
      continue;
    const Operand &imm = w.Src[w.NumSrcs ? w.NumSrcs - 1 : 0];
    if (imm.K != Operand::Kind::Imm)
      return 0;
    uint32_t exDesc = uint32_t(imm.Imm) & 0xFFF;
    uint32_t desc = send.Send.DescIsReg ? 0 : send.Send.Desc;
    return decodeSend(p, send, desc, exDesc).ExMlen;
  }
  return 0;
}

} // namespace

llvm::Error visa::gen::rescoreboardKernel(const Product &product,
                                          std::vector<Inst> &insts) {
  Platform p = product.Gen;
  // The kept instructions; every old offset maps to the first one at or
  // after it (a dropped sync's offset to what followed it).
  std::vector<Inst> kept;
  std::map<int64_t, unsigned> keptAt;
  for (const Inst &inst : insts) {
    keptAt[inst.Offset] = kept.size();
    if (!isScoreboardSync(inst))
      kept.push_back(inst);
  }
  uint32_t end = insts.empty() ? 0
                               : insts.back().Offset +
                                     (insts.back().Compacted ? 8 : NativeBytes);
  keptAt[end] = kept.size();
  auto target = [&](const Inst &inst, const Operand &label) -> int {
    auto it = keptAt.find(labelTarget(p, inst, label));
    return it == keptAt.end() ? -1 : int(it->second);
  };

  // Blocks.
  std::vector<bool> leader(kept.size() + 1, false);
  leader[0] = true;
  bool anywhere = false;
  for (unsigned i = 0; i < kept.size(); ++i) {
    const Inst &inst = kept[i];
    for (unsigned s = 0; s < inst.NumSrcs && s < 3; ++s)
      if (inst.Src[s].K == Operand::Kind::Label) {
        int t = target(inst, inst.Src[s]);
        if (t < 0)
          return llvm::createStringError(
              "instruction at offset %u branches into the middle of an "
              "instruction", inst.Offset);
        leader[t] = true;
      }
    if (isBranchForm(getForm(inst.Op)) || inst.Send.EOT)
      leader[i + 1] = true;
    anywhere |= jumpsAnywhere(inst);
  }
  std::vector<unsigned> blockOf(kept.size() + 1);
  std::vector<unsigned> firsts;
  for (unsigned i = 0; i <= kept.size(); ++i) {
    if (leader[i] && i < kept.size())
      firsts.push_back(i);
    blockOf[i] = firsts.empty() ? 0 : firsts.size() - 1;
  }
  unsigned numBlocks = firsts.size();
  std::vector<ScoreboardBlock> blocks(numBlocks);
  for (unsigned b = 0; b < numBlocks; ++b) {
    unsigned first = firsts[b];
    unsigned last = b + 1 < numBlocks ? firsts[b + 1] : kept.size();
    for (unsigned i = first; i < last; ++i) {
      InstData d;
      d.I = kept[i];
      if (d.I.Send.ExDescIsReg)
        d.SrcLen[1] = uint8_t(recoverExMlen(product, kept, first, i));
      ScoreboardInst inst;
      std::string error;
      if (!describeInst(product, d, inst, error))
        return llvm::createStringError(error);
      blocks[b].Insts.push_back(std::move(inst));
    }
    const Inst &tail = kept[last - 1];
    auto addSucc = [&](unsigned succ) {
      if (!llvm::is_contained(blocks[b].Succs, succ))
        blocks[b].Succs.push_back(succ);
    };
    for (unsigned s = 0; s < tail.NumSrcs && s < 3; ++s)
      if (tail.Src[s].K == Operand::Kind::Label) {
        int t = target(tail, tail.Src[s]);
        if (unsigned(t) < kept.size())
          addSucc(blockOf[t]);
      }
    if (jumpsAnywhere(tail) || (anywhere && getForm(tail.Op) == OpForm::Ret))
      for (unsigned succ = 0; succ < numBlocks; ++succ)
        addSucc(succ);
    if (b + 1 < numBlocks && mayFallThrough(tail))
      addSucc(b + 1);
  }

  std::vector<std::vector<Annotation>> annotations =
      solveScoreboard(product, blocks, EntryKind::Kernel);

  // The new layout: each kept instruction after its syncs.
  std::vector<Inst> out;
  std::vector<unsigned> newIndex(kept.size() + 1);
  for (unsigned b = 0; b < numBlocks; ++b)
    for (unsigned j = 0; j < annotations[b].size(); ++j) {
      unsigned i = firsts[b] + j;
      newIndex[i] = out.size();
      for (const SyncWait &sync : annotations[b][j].Syncs)
        out.push_back(makeSync(sync).I);
      out.push_back(kept[i]);
      out.back().Sb = annotations[b][j].Sb;
    }
  newIndex[kept.size()] = out.size();
  // Labels: the old target's new place, from the new offset.
  std::vector<unsigned> keptIndexOf(out.size(), ~0u);
  for (unsigned i = 0; i < kept.size(); ++i)
    keptIndexOf[newIndex[i] + annotations[blockOf[i]][i - firsts[blockOf[i]]]
                                  .Syncs.size()] = i;
  for (unsigned n = 0; n < out.size(); ++n) {
    Inst &inst = out[n];
    if (keptIndexOf[n] != ~0u) {
      const Inst &old = kept[keptIndexOf[n]];
      for (unsigned s = 0; s < inst.NumSrcs && s < 3; ++s)
        if (inst.Src[s].K == Operand::Kind::Label) {
          unsigned t = unsigned(target(old, old.Src[s]));
          // The first of the instructions now standing for the target.
          unsigned at = t < kept.size() ? newIndex[t] : out.size();
          inst.Src[s].Label = int32_t(at * NativeBytes) - int32_t(n * NativeBytes);
        }
    }
    inst.Offset = n * NativeBytes;
    inst.Compacted = false;
  }
  insts = std::move(out);
  return llvm::Error::success();
}
