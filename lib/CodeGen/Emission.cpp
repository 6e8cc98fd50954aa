//===- Emission.cpp - gen.func to Gen machine code ------------------------===//
//
// Lays out a fully allocated gen.func: blocks in region order, each
// instruction compacted when the product has a compact form (never a
// branch: its size must not depend on its offsets, nor an instruction whose
// immediate linking writes), then every branch's offsets from its successor
// blocks:
//   jmpi        the target (relative to the next instruction before Gen12);
//   goto        UIP = the target block; JIP = the nearest join after the
//               goto for a forward goto (capped at UIP, where a join
//               always is), and the next instruction, the join where the
//               channels that did not loop wait, for a backward one;
//   join        JIP = the next join;
//   call        the subroutine's first block, or for a call to another
//               function (its `callee` attribute) a relocation linking
//               resolves, as the immediates of faddr moves and of the adds
//               before an indirect call (ifcall);
//   ret         nothing: it returns through its link register.
// Chaining every goto and join to the next join means that when no channel
// is left enabled the hardware visits every later join, so it passes over
// no channel parked at one (visa-to-gen's Joins.cpp places a join wherever
// a channel can be parked). The last join, whose chain has nowhere to go,
// names itself: no channel can be parked after it.
// A gen.fallthrough must name the next block; gen.end and gen.vreg emit
// nothing.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Emission.h"
#include "visa/Gen/GenEncoder.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace visa::gen;

namespace {

Operand labelOperand(int64_t delta) {
  Operand op;
  op.K = Operand::Kind::Label;
  op.Label = int32_t(delta);
  op.Type = DataType::D;
  return op;
}

bool hasVirtualRef(const InstData &d) {
  if (d.Flag.isVirtual())
    return true;
  for (unsigned i = 0; i < 4; ++i)
    if (d.ref(i).isVirtual() && d.operand(i).K == Operand::Kind::Reg)
      return true;
  return false;
}

/// Whether linking writes part of `op` (an offset or address immediate).
bool linkingWrites(Operation *op) {
  return op->hasAttr("callee") || op->hasAttr("faddr") ||
         op->hasAttr("faddr_high") || op->hasAttr("callsite");
}

class Layout {
public:
  Layout(FuncOp func, const EmitOptions &opts, std::vector<Inst> &insts,
         std::vector<Relocation> *relocs)
      : Func(func), Opts(opts), P(func.getDevice().Gen), Insts(insts),
        Relocs(relocs) {}

  LogicalResult run() {
    if (failed(collect()))
      return failure();
    assignOffsets();
    for (unsigned i = 0; i < Insts.size(); ++i)
      if (isBranchForm(getForm(Insts[i].Op)) && failed(resolveBranch(i)))
        return failure();
    return collectRelocations();
  }

private:
  LogicalResult collect() {
    Insts.clear();
    for (Block &block : Func.getBody()) {
      BlockStart[&block] = unsigned(Insts.size());
      for (Operation &op : block) {
        if (auto ft = dyn_cast<FallthroughOp>(op)) {
          if (ft.getDest() != block.getNextNode())
            return ft.emitOpError("must name the block that follows it");
          continue;
        }
        if (isa<VRegOp, EndOp>(op))
          continue;
        if (!isInstOp(&op))
          return op.emitOpError("cannot be emitted");
        const InstData &d = getInstData(&op);
        if (hasVirtualRef(d))
          return op.emitOpError("still names a virtual register; emission "
                                "needs the output of gen-regalloc");
        Insts.push_back(d.I);
        Ops.push_back(&op);
      }
    }
    return success();
  }

  void assignOffsets() {
    uint32_t at = 0;
    Offsets.resize(Insts.size() + 1);
    for (unsigned i = 0; i < Insts.size(); ++i) {
      Inst &inst = Insts[i];
      inst.Compacted = Opts.Compact && !isBranchForm(getForm(inst.Op)) &&
                       !linkingWrites(Ops[i]) && canCompact(P, inst);
      inst.Offset = at;
      Offsets[i] = at;
      at += inst.Compacted ? 8 : 16;
      if (inst.Op == Opcode::Join)
        Joins.push_back(i);
    }
    Offsets[Insts.size()] = at;
  }

  /// Offset of the first instruction of `block` (the end of the function
  /// if the block has none).
  uint32_t blockOffset(Block *block) { return Offsets[BlockStart.lookup(block)]; }

  /// The first join after instruction `i`, if any.
  std::optional<uint32_t> nextJoin(unsigned i) {
    auto it = std::upper_bound(Joins.begin(), Joins.end(), i);
    if (it == Joins.end())
      return std::nullopt;
    return Offsets[*it];
  }

  /// Records that linking writes instruction `i`.
  LogicalResult relocate(unsigned i, Relocation::Kind kind, Attribute ref) {
    Operation *op = Ops[i];
    if (!Relocs)
      return op->emitOpError("needs linking (its function's binary is "
                             "linked by visa-llc)");
    Relocation r;
    r.K = kind;
    r.Index = i;
    if (auto sym = dyn_cast<FlatSymbolRefAttr>(ref))
      r.Symbol = sym.getValue().str();
    else if (auto site = dyn_cast<IntegerAttr>(ref))
      r.Site = unsigned(site.getInt());
    Relocs->push_back(std::move(r));
    return success();
  }

  /// The relocations of non-branch instructions.
  LogicalResult collectRelocations() {
    for (unsigned i = 0; i < Insts.size(); ++i) {
      Operation *op = Ops[i];
      if (auto sym = op->getAttrOfType<FlatSymbolRefAttr>("faddr"))
        if (failed(relocate(i, Relocation::FunctionAddress, sym)))
          return failure();
      if (auto sym = op->getAttrOfType<FlatSymbolRefAttr>("faddr_high"))
        if (failed(relocate(i, Relocation::AddressHigh, sym)))
          return failure();
      if (auto site = op->getAttrOfType<IntegerAttr>("callsite"))
        if (!isBranchForm(getForm(Insts[i].Op)) &&
            failed(relocate(i, Relocation::MinusCallSite, site)))
          return failure();
    }
    return success();
  }

  LogicalResult resolveBranch(unsigned i) {
    Inst &inst = Insts[i];
    Operation *op = Ops[i];
    int64_t here = Offsets[i];
    auto needSuccessors = [&](unsigned n) -> LogicalResult {
      if (op->getNumSuccessors() < n)
        return op->emitOpError("needs ") << n << " successor(s)";
      if (op->getNumSuccessors() > 1 &&
          op->getSuccessor(1) != op->getBlock()->getNextNode())
        return op->emitOpError("second successor must be the next block");
      return success();
    };
    switch (inst.Op) {
    case Opcode::Jmpi: {
      if (failed(needSuccessors(1)))
        return failure();
      int64_t delta = int64_t(blockOffset(op->getSuccessor(0))) - here;
      if (P != Platform::Gen12)
        delta -= 16;
      inst.Src[0] = labelOperand(delta);
      inst.NumSrcs = 1;
      return success();
    }
    case Opcode::Goto: {
      if (failed(needSuccessors(1)))
        return failure();
      int64_t uip = blockOffset(op->getSuccessor(0));
      int64_t jip;
      if (uip > here) {
        jip = std::min<int64_t>(uip, nextJoin(i).value_or(uip));
      } else {
        if (i + 1 >= Insts.size() || Insts[i + 1].Op != Opcode::Join)
          return op->emitOpError("backward goto must be followed by the join "
                                 "where the channels that do not jump wait");
        jip = Offsets[i + 1];
      }
      inst.Src[0] = labelOperand(jip - here);
      inst.Src[1] = labelOperand(uip - here);
      inst.NumSrcs = 2;
      return success();
    }
    case Opcode::Join:
      inst.Src[0] = labelOperand(int64_t(nextJoin(i).value_or(here)) - here);
      inst.NumSrcs = 1;
      return success();
    case Opcode::Call:
      if (failed(needSuccessors(1)))
        return failure();
      if (auto callee = op->getAttrOfType<FlatSymbolRefAttr>("callee")) {
        // Another function: linking writes the label.
        inst.Src[0] = labelOperand(0);
        inst.NumSrcs = 1;
        return relocate(i, Relocation::CallTarget, callee);
      }
      if (auto site = op->getAttrOfType<IntegerAttr>("callsite")) {
        // An indirect call: its register holds the offset.
        return relocate(i, Relocation::CallSite, site);
      }
      inst.Src[0] = labelOperand(int64_t(blockOffset(op->getSuccessor(0))) - here);
      inst.NumSrcs = 1;
      return success();
    case Opcode::Ret:
      return success();
    default:
      return op->emitOpError("branch form not emitted yet");
    }
  }

  FuncOp Func;
  const EmitOptions &Opts;
  Platform P;
  std::vector<Inst> &Insts;
  std::vector<Relocation> *Relocs;
  std::vector<Operation *> Ops;
  std::vector<uint32_t> Offsets;
  std::vector<unsigned> Joins;
  llvm::DenseMap<Block *, unsigned> BlockStart;
};

} // namespace

LogicalResult visa::gen::layoutFunction(FuncOp func, const EmitOptions &opts,
                                        std::vector<Inst> &insts,
                                        std::vector<Relocation> *relocs) {
  return Layout(func, opts, insts, relocs).run();
}

LogicalResult visa::gen::emitFunction(FuncOp func, const EmitOptions &opts,
                                      std::vector<uint8_t> &bytes,
                                      std::vector<Inst> *instsOut) {
  std::vector<Inst> insts;
  if (failed(layoutFunction(func, opts, insts)))
    return failure();
  EncodeOptions enc;
  enc.Compaction = CompactMode::AsMarked;
  if (llvm::Error err = encodeKernel(func.getDevice().Gen, insts, enc, bytes)) {
    std::string msg;
    unsigned index = 0;
    llvm::handleAllErrors(std::move(err), [&](const EncodeError &e) {
      msg = e.getMessage();
      index = e.getIndex();
    });
    Operation *where = func;
    // Map the instruction back to its op for the diagnostic.
    unsigned n = 0;
    func.walk([&](Operation *op) {
      if (isInstOp(op) && n++ == index)
        where = op;
    });
    return where->emitError("cannot encode: ") << msg;
  }
  if (instsOut)
    *instsOut = std::move(insts);
  return success();
}
