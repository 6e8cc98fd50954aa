//===- RegAllocPass.cpp - gen-regalloc: virtual to physical registers -----===//
//
// The pass that replaces every virtual register of a gen.func by a physical
// location, in rounds: build the allocator's tables (RegAllocModel), compute
// liveness (Liveness), build the interference graph (Interference), colour
// every class (GraphColoring). When some registers find no place they are
// spilled (GRF registers to scratch, flag and address registers to GRF
// homes: Spill.h) and the function is allocated again; the temporaries
// spilling creates are never spilled, so each round leaves fewer registers
// that can fail. When the registers that fail cannot be spilled, the
// spillable registers they interfere with are spilled instead; only a
// function whose pinned registers leave no room at all is an error.
//
// At the end RegAssignment rewrites the operands, copies whose two
// registers were coalesced are deleted, and the function records
// `spill_bytes` and `scratch_bytes`.
//
//===----------------------------------------------------------------------===//

#include "GraphColoring.h"
#include "Spill.h"
#include "visa/CodeGen/Passes.h"
#include "visa/CodeGen/RegAssignment.h"
#include "mlir/IR/Builders.h"
#include <cmath>

namespace visa::gen {
#define GEN_PASS_DEF_GENREGALLOC
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// Rounds after which allocation gives up (each round spills at least one
/// register that can no longer fail, so this is a guard, not a limit
/// kernels reach).
constexpr unsigned MaxRounds = 24;

uint32_t intAttr(FuncOp func, StringRef name) {
  if (auto attr = func->getAttrOfType<IntegerAttr>(name))
    return uint32_t(attr.getInt());
  return 0;
}


struct RegAllocPass : public visa::gen::impl::GenRegAllocBase<RegAllocPass> {
  using GenRegAllocBase::GenRegAllocBase;

  void runOnOperation() override {
    FuncOp func = getOperation();
    SpillState state;
    uint32_t grf = func.getDevice().GRFBytes;
    uint32_t base = std::max<uint32_t>(intAttr(func, "spill_mem_offset"), spillBase);
    state.ScratchBase = (base + grf - 1) / grf * grf;
    for (unsigned round = 0;; ++round) {
      ++numRounds;
      FailureOr<Model> built = Model::build(func, maxGrf);
      if (failed(built))
        return signalPassFailure();
      Model &m = *built;
      for (VReg &v : m.VRegs) {
        v.Local = state.Temporaries.contains(v.Id);
        if (v.Local || state.NoSpill.contains(v.Id))
          v.Unspillable = true;
      }
      m.refineWrites();
      Liveness liveness(m);
      InterferenceGraph graph(unsigned(m.VRegs.size()));
      std::vector<CopyPair> copies;
      buildInterference(m, liveness, graph, copies, noReuse);
      std::vector<double> costs = spillCosts(m);
      Coloring coloring = colorRegisters(m, graph, copies, costs);

      bool complete = true;
      for (auto &failed : coloring.Failed)
        complete = complete && failed.empty();
      if (complete) {
        numCoalesced += coloring.Coalesced;
        numSpilledToScratch += state.SpilledToScratch;
        numSpilledToGrf += state.SpilledToGrf;
        finish(m, coloring, state);
        return;
      }
      if (round + 1 == MaxRounds) {
        func.emitOpError("register allocation did not settle after ")
            << MaxRounds << " rounds of spilling";
        return signalPassFailure();
      }
      for (unsigned c = 0; c < NumRegClasses; ++c) {
        FailureOr<std::vector<uint32_t>> spill =
            chooseSpills(m, graph, costs, coloring.Failed[c], state);
        if (failed(spill))
          return signalPassFailure();
        std::vector<uint32_t> pinned, others;
        for (uint32_t r : *spill)
          (m.VRegs[r].Pinned >= 0 ? pinned : others).push_back(r);
        splitPinned(m, pinned, state);
        if (others.empty())
          continue;
        if (RegClass(c) == RegClass::GRF) {
          if (failed(spillToScratch(m, others, state)))
            return signalPassFailure();
        } else {
          spillToGrf(m, others, state);
        }
      }
    }
  }

  /// The registers to spill for the registers of one class that found no
  /// place: themselves, or for one that cannot be spilled, the cheapest
  /// spillable registers it interferes with.
  FailureOr<std::vector<uint32_t>>
  chooseSpills(const Model &m, const InterferenceGraph &graph,
               const std::vector<double> &costs,
               llvm::ArrayRef<uint32_t> failed, const SpillState &state) {
    std::vector<uint32_t> spill;
    llvm::DenseSet<uint32_t> chosen;
    auto take = [&](uint32_t r) {
      if (chosen.insert(r).second)
        spill.push_back(r);
    };
    for (uint32_t r : failed)
      if (!std::isinf(costs[r]))
        take(r);
    for (uint32_t r : failed) {
      if (!std::isinf(costs[r]))
        continue;
      std::vector<uint32_t> candidates;
      for (uint32_t j : graph.neighbors(r))
        if (!std::isinf(costs[j]) && !chosen.contains(j))
          candidates.push_back(j);
      if (candidates.empty() && spill.empty()) {
        const VReg &v = m.VRegs[r];
        auto origin = state.Origins.find(v.Id);
        std::string what = describe(v);
        Operation *at = v.Decl;
        if (origin != state.Origins.end()) {
          what = "the copy of " + origin->second.Of + " this instruction uses";
          at = origin->second.At;
        }
        at->emitError("cannot allocate ")
            << what << ": it needs " << v.Bytes << " bytes of the "
            << regClassName(v.Class)
            << " file where pinned and reserved registers and others that "
               "cannot be spilled leave no room";
        return failure();
      }
      llvm::sort(candidates, [&](uint32_t a, uint32_t b) {
        return costs[a] < costs[b];
      });
      uint32_t freed = 0;
      for (uint32_t j : candidates) {
        if (freed >= 2 * m.VRegs[r].Bytes)
          break;
        take(j);
        freed += m.VRegs[j].Bytes;
      }
    }
    return spill;
  }

  void finish(const Model &m, const Coloring &coloring,
              const SpillState &state) {
    FuncOp func = m.Func;
    RegAssignment assignment;
    for (uint32_t r = 0; r < m.VRegs.size(); ++r)
      if (!m.VRegs[r].Physical)
        assignment.set(m.VRegs[r].Id, uint32_t(coloring.Place[r]));
    llvm::SmallVector<Operation *> selfCopies;
    for (const Instr &instr : m.Instrs)
      if (instr.CopyDst >= 0 &&
          coloring.Place[instr.CopyDst] == coloring.Place[instr.CopySrc])
        selfCopies.push_back(instr.Op);
    if (failed(assignment.apply(func)))
      return signalPassFailure();
    for (Operation *op : selfCopies)
      op->erase();
    Builder b(func.getContext());
    if (state.ScratchBytes)
      func->setAttr("spill_bytes", b.getI32IntegerAttr(int32_t(state.ScratchBytes)));
    // A function's slots are in its frame (gen-stack-frame), not in scratch
    // of its own.
    uint32_t scratch = state.ScratchBytes ? state.ScratchBase + state.ScratchBytes
                                          : intAttr(func, "spill_mem_offset");
    if (scratch && func.getKernel())
      func->setAttr("scratch_bytes", b.getI32IntegerAttr(int32_t(scratch)));
    recordIndirectReach(m, coloring);
  }

  /// A kernel whose indirect operands all point into known registers
  /// records the GRFs those registers took (`indirect_grfs`): gen-swsb then
  /// orders an indirect access only against them, not every GRF.
  void recordIndirectReach(const Model &m, const Coloring &coloring) {
    FuncOp func = m.Func;
    func->removeAttr("indirect_grfs");
    if (!func.getKernel() || !m.HasIndirectGrf || m.IndirectUnknown)
      return;
    uint32_t grf = m.grfBytes();
    llvm::BitVector grfs(m.Files[classIndex(RegClass::GRF)].Bytes / grf);
    for (unsigned r : m.IndirectlyReached.set_bits()) {
      const VReg &v = m.VRegs[r];
      int32_t place = coloring.Place[r];
      if (v.Class != RegClass::GRF || place < 0 || v.Bytes == 0)
        return;
      for (uint32_t g = uint32_t(place) / grf;
           g <= (uint32_t(place) + v.Bytes - 1) / grf && g < grfs.size(); ++g)
        grfs.set(g);
    }
    llvm::SmallVector<int32_t> list;
    for (unsigned g : grfs.set_bits())
      list.push_back(int32_t(g));
    func->setAttr("indirect_grfs",
                  DenseI32ArrayAttr::get(func.getContext(), list));
  }
};

} // namespace
