//===- TestRegAllocAnalysis.cpp - Printing the allocator's analyses -------===//
//
// `visa-opt --test-gen-regalloc-analysis` prints, for every gen.func, what
// gen-regalloc would decide before colouring, so that lit tests can check
// liveness and interference corner cases directly:
//
//   block 2 preds(1) succs(3 4) in(v0 v5)
//     #3 add divergent kill(v7) live(v0 v5 v7)
//   v7 grf[64]: v5 v9
//
// `live` is the set of registers live after the instruction, `kill` the
// registers whose earlier value the instruction's writes make dead,
// `divergent` marks instructions that run while channels wait at a join.
// The last lines list each register's interference (`v7 grf[64]: ...`,
// registers that interfere with nothing are left out), the copies left
// for coalescing (`copy v3 <- v2`) and the registers with a constraint
// (`v9 align 32 not-last-grf`, `v3 splittable-pin`, `v8 address-taken
// address-escapes`).
//
//===----------------------------------------------------------------------===//

#include "Interference.h"
#include "visa/Dialect/Gen/GenOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

struct TestRegAllocAnalysisPass
    : public PassWrapper<TestRegAllocAnalysisPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestRegAllocAnalysisPass)

  StringRef getArgument() const final { return "test-gen-regalloc-analysis"; }
  StringRef getDescription() const final {
    return "Print gen-regalloc's liveness and interference";
  }

  // A module pass printing its functions in order: a function pass would run
  // functions on several threads and interleave their lines on stdout.
  void runOnOperation() override {
    for (FuncOp func : getOperation().getOps<FuncOp>())
      if (failed(printFunc(func)))
        return signalPassFailure();
  }

  LogicalResult printFunc(FuncOp func) {
    FailureOr<Model> built = Model::build(func, 0);
    if (failed(built))
      return failure();
    Model &m = *built;
    Liveness lv(m);
    llvm::raw_ostream &os = llvm::outs();
    os << "func @" << m.Func.getSymName() << "\n";
    auto name = [&](uint32_t r) {
      const VReg &v = m.VRegs[r];
      return v.Physical ? physicalName(v) : "v" + std::to_string(v.Id);
    };
    auto printSet = [&](const llvm::BitVector &set) {
      bool first = true;
      for (unsigned r : set.set_bits()) {
        os << (first ? "" : " ") << name(r);
        first = false;
      }
    };
    for (unsigned b = 0; b < m.Blocks.size(); ++b) {
      const BlockInfo &block = m.Blocks[b];
      os << "block " << b << " preds(";
      llvm::interleave(block.Preds, os, " ");
      os << ") succs(";
      llvm::interleave(block.Succs, os, " ");
      os << ") in(";
      printSet(lv.liveIn(b));
      os << ")\n";
      // Live after each instruction, from the block's end backward.
      std::vector<llvm::BitVector> after(block.End - block.Begin);
      llvm::BitVector live = lv.liveOut(b);
      for (uint32_t i = block.End; i-- > block.Begin;) {
        after[i - block.Begin] = live;
        for (const Access &a : m.accesses(m.Instrs[i]))
          if (lv.endsRange(b, a))
            live.reset(a.VReg);
        for (const Access &a : m.accesses(m.Instrs[i]))
          if (lv.startsRange(b, a))
            live.set(a.VReg);
      }
      for (uint32_t i = block.Begin; i < block.End; ++i) {
        const Instr &instr = m.Instrs[i];
        os << "  #" << i << " " << getMnemonic(getOpcode(instr.Op));
        if (instr.Divergent)
          os << " divergent";
        llvm::BitVector kills(m.VRegs.size());
        for (const Access &a : m.accesses(instr))
          if (a.IsDef && a.Kill)
            kills.set(a.VReg);
        if (kills.any()) {
          os << " kill(";
          printSet(kills);
          os << ")";
        }
        os << " live(";
        printSet(after[i - block.Begin]);
        os << ")\n";
      }
    }
    InterferenceGraph g(unsigned(m.VRegs.size()));
    std::vector<CopyPair> copies;
    buildInterference(m, lv, g, copies);
    for (uint32_t r = 0; r < m.VRegs.size(); ++r) {
      if (g.neighbors(r).empty())
        continue;
      std::vector<uint32_t> neighbors(g.neighbors(r).begin(),
                                      g.neighbors(r).end());
      llvm::sort(neighbors, [&](uint32_t a, uint32_t b) {
        return m.VRegs[a].Id < m.VRegs[b].Id;
      });
      const VReg &v = m.VRegs[r];
      os << name(r) << " " << regClassName(v.Class) << "[" << v.Bytes << "]:";
      for (uint32_t j : neighbors)
        os << " " << name(j);
      os << "\n";
    }
    for (const CopyPair &c : copies)
      os << "copy " << name(c.Dst) << " <- " << name(c.Src) << "\n";
    for (VReg &v : m.VRegs) {
      if (v.Physical)
        continue;
      std::string flags;
      if (v.Align != v.Decl.getAlign())
        flags += " align " + std::to_string(v.Align);
      if (v.Bytes != v.Decl.getBytes())
        flags += " bytes " + std::to_string(v.Bytes);
      if (v.NotLastGrf)
        flags += " not-last-grf";
      if (v.SplittablePin)
        flags += " splittable-pin";
      if (v.AddressTaken)
        flags += " address-taken";
      if (v.AddressEscapes)
        flags += " address-escapes";
      if (!flags.empty())
        os << "v" << v.Id << flags << "\n";
    }
    return success();
  }
};

} // namespace

namespace visa::test {
void registerTestRegAllocAnalysisPass() {
  PassRegistration<TestRegAllocAnalysisPass>();
}
} // namespace visa::test
