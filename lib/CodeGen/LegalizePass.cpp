//===- LegalizePass.cpp - gen-legalize and gen-check-legal ----------------===//
//
// gen-legalize rewrites every ALU instruction of a gen.func until it has no
// problem (LegalizeCheck.cpp) on the function's product. Instructions are
// taken in order from a worklist; for the most pressing problem of one, the
// rewrite families (Legalizer.h) propose candidates from the cheapest
// (raising a register's alignment) to the dearest (copies through
// temporaries), and the first candidate whose instructions no longer have
// that problem, and no problem the original did not have, is taken. A
// candidate that removes the problem but brings new ones is the fallback.
// New instructions (copies, halves) go through the same loop.
//
// gen-check-legal reports, as errors, every ALU instruction that still has
// a problem: a debug check of the legalizer's output under the canonical
// placements, or of allocated code (placements are then exact).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/CodeGen/Passes.h"
#include "visa/Gen/GenOperandFacts.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Debug.h"
#include <deque>

namespace visa::gen {
#define GEN_PASS_DEF_GENLEGALIZE
#define GEN_PASS_DEF_GENCHECKLEGAL
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

#define DEBUG_TYPE "gen-legalize"

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::legalize;

namespace {

/// Rules whose fix is to halve the execution size: fixed first, since the
/// halves may no longer break the others.
bool wantsSplit(const Problem &p) {
  if (p.K != Problem::Rule)
    return false;
  switch (p.Id) {
  case RuleId::RegionExecSizeBytes:
  case RuleId::RegionSrcTwoGrfs:
  case RuleId::RegionDstTwoGrfs:
  case RuleId::RegionDstEvenSplit:
  case RuleId::RegionDstOWordSplit:
  case RuleId::MathExecSize:
  case RuleId::MixedFloatFDstSimd8:
  case RuleId::Bit64Align16ExecSize:
    return true;
  default:
    return false;
  }
}

/// Whether no channel mask, predicate or condition applies to `d`: it
/// can be halved down to SIMD1.
bool isUnmasked(const InstData &d) {
  return d.I.NoMask && d.I.Pred == PredCtrl::None && d.I.Cond == CondMod::None;
}

/// Rules whose fix changes the types an instruction computes in: fixed
/// before the regions, which depend on the types.
bool changesTypes(const Problem &p) {
  if (p.K != Problem::Rule)
    return false;
  switch (p.Id) {
  case RuleId::Bit64NoByteConversion:
  case RuleId::Bit64NoHFConversion:
  case RuleId::MixedFloatUnsupported:
  case RuleId::MathTypes:
    return true;
  default:
    return false;
  }
}

/// The problem to fix first.
const Problem &mostPressing(const Problems &problems) {
  auto rank = [](const Problem &p) {
    if (wantsSplit(p))
      return 0;
    if (changesTypes(p))
      return 1;
    if (p.K == Problem::Rule && p.Id == RuleId::ThreeSrcAlign16Required)
      return 2;
    if (p.K == Problem::Rule)
      return 3;
    return p.K == Problem::Form ? 4 : 5;
  };
  const Problem *best = &problems.front();
  for (const Problem &p : problems)
    if (rank(p) < rank(*best))
      best = &p;
  return *best;
}

std::string describe(const Problem &p) {
  switch (p.K) {
  case Problem::Rule:
    return std::string("[") + getRuleInfo(p.Id).Name + "] " + p.Message;
  case Problem::Encoding:
    return "[encoding] " + p.Message;
  case Problem::Form:
    return "[3src-form] " + p.Message;
  }
  return p.Message;
}

InFlightDiagnostic reportProblems(Operation *op, const Product &P,
                                  const Problems &problems,
                                  const char *what) {
  InFlightDiagnostic diag = op->emitOpError(what) << " on " << P.Name << ":";
  for (const Problem &p : problems)
    diag << " " << describe(p) << ";";
  return diag;
}

class Legalizer {
public:
  Legalizer(FuncOp func)
      : Func(func), P(func.getDevice()), Regs(func, P) {}

  LogicalResult run() {
    std::deque<Operation *> work;
    Func.walk([&](Operation *op) {
      if (isInstOp(op) && validator::isAlu(getInstData(op).I))
        work.push_back(op);
    });
    size_t budget = 64 * work.size() + 4096;
    while (!work.empty()) {
      if (budget-- == 0)
        return Func.emitOpError("gen-legalize did not converge");
      Operation *op = work.front();
      work.pop_front();
      llvm::SmallVector<Operation *, 4> created;
      if (failed(legalize(op, created)))
        return failure();
      // New instructions are legalized next, in order.
      for (auto it = created.rbegin(); it != created.rend(); ++it)
        work.push_front(*it);
    }
    return success();
  }

private:
  /// Fixes the problems of `op` one by one. When `op` is replaced or
  /// instructions are added around it, they are returned in `created`
  /// for the worklist (and `op` is done or gone).
  LogicalResult legalize(Operation *op,
                         llvm::SmallVectorImpl<Operation *> &created) {
    // The forms `op` has had: a rewrite back to one of them goes round in
    // circles.
    llvm::StringSet<> seen;
    for (unsigned step = 0; step < 32; ++step) {
      InstData d = getInstData(op);
      seen.insert(printInstData(d));
      Problems problems;
      findProblems(d, Regs, problems);
      if (problems.empty())
        return success();
      const Problem &target = mostPressing(problems);
      std::optional<Candidate> fix = findFix(d, target, problems, seen);
      if (!fix) {
        reportProblems(op, P, problems, "cannot be made legal");
        return failure();
      }
      LLVM_DEBUG({
        llvm::dbgs() << "fix " << describe(target) << " of "
                     << printInstData(d) << "\n";
        for (const InstData &m : fix->Before)
          llvm::dbgs() << "  before " << printInstData(m) << "\n";
        for (const InstData &m : fix->Main)
          llvm::dbgs() << "  main   " << printInstData(m) << "\n";
        for (const InstData &m : fix->After)
          llvm::dbgs() << "  after  " << printInstData(m) << "\n";
        for (auto [id, align] : fix->Raises)
          llvm::dbgs() << "  align  v" << id << " to " << align << "\n";
      });
      if (apply(op, *fix, created))
        return success();
    }
    InstData d = getInstData(op);
    Problems problems;
    findProblems(d, Regs, problems);
    reportProblems(op, P, problems, "is still not legal after 32 rewrites");
    return failure();
  }

  /// The first candidate that removes `target`, preferring one that
  /// brings no new problem.
  std::optional<Candidate> findFix(const InstData &d, const Problem &target,
                                   const Problems &problems,
                                   const llvm::StringSet<> &seen) {
    RewriteContext ctx{Regs, P, target};
    using Family = void (*)(RewriteContext &, const InstData &,
                            llvm::SmallVectorImpl<Candidate> &);
    static const Family Families[] = {
        proposeAlignments,  proposeRegions,      proposeOperandRewrites,
        proposeDWordHalves, proposeMultiplyResult,
        proposeSplit,       proposeThreeSrcForms, proposeQWordLayout,
        proposeSourceCopies, proposeDestinationTemps, proposeConversions,
        proposeFloatPromotion};
    // Within the first family with a clean candidate, the one leaving
    // the fewest problems; failing that, the first that fixes at all.
    std::optional<Candidate> fallback;
    for (Family family : Families) {
      llvm::SmallVector<Candidate, 8> candidates;
      family(ctx, d, candidates);
      std::optional<Candidate> best;
      unsigned bestLeft = ~0u;
      for (Candidate &c : candidates) {
        bool inPlace = c.Main.size() == 1 && c.Before.empty() && c.After.empty();
        if (inPlace && c.Raises.empty() && seen.count(printInstData(c.Main[0])))
          continue;
        unsigned left = 0;
        Verdict v = judge(c, target, problems, d, left);
        if (v == Verdict::Clean && left < bestLeft) {
          bestLeft = left;
          best = std::move(c);
        } else if (v == Verdict::Fixes && !fallback) {
          fallback = std::move(c);
        }
      }
      if (best)
        return best;
    }
    return fallback;
  }

  enum class Verdict { Fails, Fixes, Clean };

  /// Whether `c` removes `target` (or part of it) without bringing new
  /// problems (Clean), bringing some (Fixes), or not at all (Fails);
  /// `left` counts the problems its main instructions still have. The
  /// moves a candidate adds must not carry the problem along; its main
  /// instructions must have it less often, all of them (one of them, for
  /// halves; and no more often, for halves of a problem only a smaller
  /// execution size fixes).
  Verdict judge(const Candidate &c, const Problem &target,
                const Problems &before, const InstData &original,
                unsigned &left) {
    llvm::SmallVector<std::pair<uint32_t, uint32_t>, 2> saved;
    for (auto [id, align] : c.Raises) {
      saved.push_back({id, Regs.lookup(id)->Align});
      Regs.setAlign(id, std::max(align, Regs.lookup(id)->Align));
    }
    Verdict verdict = Verdict::Clean;
    unsigned reduced = 0;
    bool shrinking = c.Halves && wantsSplit(target);
    auto check = [&](const InstData &m, bool isMain) {
      Problems after;
      findProblems(m, Regs, after);
      unsigned count = countOf(after, target);
      // A move may keep a problem that halving fixes if it can be halved
      // down to SIMD1 where the original could not: when no channel mask,
      // predicate or condition applies to it and one did to the original.
      bool unmasked = isUnmasked(m) && !isUnmasked(original);
      bool carries = count == target.Count &&
                     !(wantsSplit(target) && (shrinking || unmasked));
      if (count > target.Count || (!isMain && carries))
        return false;
      if (isMain) {
        reduced += count < target.Count;
        for (const Problem &p : after) {
          left += p.Count;
          if (!p.sameAs(target) && p.Count > countOf(before, p))
            verdict = Verdict::Fixes;
        }
      }
      return true;
    };
    bool ok = true;
    for (const InstData &m : c.Before)
      ok = ok && check(m, false);
    for (const InstData &m : c.After)
      ok = ok && check(m, false);
    for (const InstData &m : c.Main)
      ok = ok && check(m, true);
    if (ok) {
      bool enough = c.Halves ? reduced > 0 : reduced == c.Main.size();
      ok = shrinking || enough;
    }
    for (auto [id, align] : saved)
      Regs.setAlign(id, align);
    return ok ? verdict : Verdict::Fails;
  }

  /// Applies `c` to `op`. Returns true when `op` is done (replaced, or
  /// left for the worklist with the instructions around it).
  bool apply(Operation *op, const Candidate &c,
             llvm::SmallVectorImpl<Operation *> &created) {
    for (auto [id, align] : c.Raises) {
      Regs.setAlign(id, std::max(align, Regs.lookup(id)->Align));
      Regs.persistAlign(id);
    }
    for (uint32_t temp : c.Temps)
      Regs.declare(temp);
    if (c.Main.size() == 1 && c.Before.empty() && c.After.empty()) {
      getInstData(op) = c.Main.front();
      return false;
    }
    OpBuilder b(op);
    for (const InstData &m : c.Before)
      created.push_back(createInstOp(b, op->getLoc(), m));
    for (const InstData &m : c.Main)
      created.push_back(createInstOp(b, op->getLoc(), m));
    for (const InstData &m : c.After)
      created.push_back(createInstOp(b, op->getLoc(), m));
    op->erase();
    return true;
  }

  FuncOp Func;
  const Product &P;
  VRegTable Regs;
};

struct LegalizePass
    : public visa::gen::impl::GenLegalizeBase<LegalizePass> {
  using GenLegalizeBase::GenLegalizeBase;
  void runOnOperation() override {
    if (failed(Legalizer(getOperation()).run()))
      return signalPassFailure();
  }
};

struct CheckLegalPass
    : public visa::gen::impl::GenCheckLegalBase<CheckLegalPass> {
  void runOnOperation() override {
    FuncOp func = getOperation();
    const Product &P = func.getDevice();
    VRegTable regs(func, P);
    bool failedAny = false;
    func.walk([&](Operation *op) {
      if (!isInstOp(op))
        return;
      Problems problems;
      findProblems(getInstData(op), regs, problems);
      if (problems.empty())
        return;
      reportProblems(op, P, problems, "is not legal");
      failedAny = true;
    });
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
