//===- ValidateFlow.cpp - Branch targets and the end of the thread --------===//
//
// The whole-kernel rules: every branch target (JIP, UIP, jmpi/call
// labels) is an instruction boundary inside the kernel, and no thread runs
// past the kernel's end: its last instruction (before any padding nops) is
// an end-of-thread send or an unconditional transfer of control (ret,
// jmpi).
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// Whether execution never continues after `inst` in program order.
bool endsPath(const Inst &inst) {
  if (isSend(inst) && inst.Send.EOT)
    return true;
  bool unconditional = inst.Pred == PredCtrl::None;
  return unconditional && (inst.Op == Opcode::Ret || inst.Op == Opcode::Jmpi);
}

} // namespace

void validator::checkFlow(const Product &p, llvm::ArrayRef<Inst> insts,
                          size_t codeBytes, std::vector<Violation> &out) {
  if (insts.empty())
    return;
  // Instruction starts, by offset / 8 (compacted instructions are 8 bytes).
  std::vector<bool> starts(codeBytes / 8 + 1, false);
  for (const Inst &inst : insts)
    if (inst.Offset / 8 < starts.size())
      starts[inst.Offset / 8] = true;
  auto isStart = [&](int64_t target) {
    return target >= 0 && target % 8 == 0 && size_t(target) < codeBytes &&
           starts[size_t(target) / 8];
  };
  bool on = ruleApplies(p, RuleId::FlowTargetBoundary);
  for (unsigned i = 0; on && i < insts.size(); ++i) {
    const Inst &inst = insts[i];
    for (unsigned s = 0; s < inst.NumSrcs && s < 2; ++s) {
      const Operand &op = inst.Src[s];
      if (op.K != Operand::Kind::Label)
        continue;
      int64_t target = inst.Op == Opcode::Calla ? int64_t(op.Label)
                                                : labelTarget(p.Gen, inst, op);
      if (!isStart(target))
        out.push_back({RuleId::FlowTargetBoundary, inst.Offset, i,
                       (llvm::Twine(s == 0 ? "JIP" : "UIP") + " target " +
                        llvm::Twine(target) +
                        " is not the start of an instruction of the kernel (" +
                        llvm::Twine(codeBytes) + " bytes)")
                           .str()});
    }
  }
  // Trailing nops pad the kernel (GenX_IR aligns its end): the thread
  // must have ended before them.
  size_t last = insts.size() - 1;
  while (last > 0 && insts[last].Op == Opcode::Nop)
    --last;
  if (ruleApplies(p, RuleId::FlowFallsOffEnd) && !endsPath(insts[last]))
    out.push_back({RuleId::FlowFallsOffEnd, insts[last].Offset, unsigned(last),
                   "the last instruction is neither an end-of-thread send "
                   "nor an unconditional ret/jmpi"});
}
