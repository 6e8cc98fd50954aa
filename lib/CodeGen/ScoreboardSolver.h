//===- ScoreboardSolver.h - gen-swsb over a control-flow graph --*- C++ -*-===//
//
// The software scoreboard of one function, independent of how its code is
// held (the gen dialect, or a decoded binary): blocks in layout order, each
// with its instructions as the rules see them and its successors. The
// solver
//  1. computes, for every block, what may be in flight when it starts: a
//     forward dataflow over the CFG to a fixed point, the union at joins
//     and loop heads (ScoreboardState). A kernel starts with nothing in
//     flight; a function (and the code after a call) with anything in
//     flight in the in-order pipe, but no token busy: a call and a return
//     wait for every busy token first, so that neither side needs to know
//     the other's. A block nothing branches to is assumed to start with
//     everything in flight;
//  2. gives every send and math but the end-of-thread send its SBID token
//     the first time the dataflow reaches it. Setting a token whose
//     previous instruction may still run waits for it in hardware, so a
//     token the instruction must wait for anyway comes first (no sync
//     needed for that wait), then a token nothing may be using, then the
//     one set longest ago. The choice never changes afterwards, so the
//     dataflow still only grows;
//  3. walks every block once more from its state and gives each
//     instruction the waits it needs (ScoreboardRules) as its annotation
//     and the syncs before it (ScoreboardAnnotation).
//
// The end-of-thread send waits only for what it reads itself: a thread's
// outstanding sends still complete after it ends (IGC's TGLLP code ends
// with sends whose tokens nobody waits for). The memory fence IGC puts
// before it on TGLLP is a hardware workaround for memory ordering (its
// insertFenceBeforeEOT, for HDC writes), not a register dependence: it
// belongs to the lowering of the end of thread, not to the scoreboard.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_SCOREBOARDSOLVER_H
#define VISA_LIB_CODEGEN_SCOREBOARDSOLVER_H

#include "ScoreboardAnnotation.h"
#include <vector>

namespace visa::gen::swsb {

struct ScoreboardBlock {
  std::vector<ScoreboardInst> Insts;
  llvm::SmallVector<unsigned, 2> Succs;
};

/// `d` as the solver sees it; fails with `error` on virtual registers.
bool describeInst(const Product &product, const InstData &d,
                  ScoreboardInst &inst, std::string &error);

/// Whether `inst` is a sync that only carries scoreboard waits (the solver
/// writes those: earlier ones are dropped before it runs).
bool isScoreboardSync(const Inst &inst);

/// What a function's first block may find in flight.
enum class EntryKind {
  Kernel,  ///< nothing: the thread starts
  Function ///< the caller's in-order work (its tokens were waited for)
};

/// The annotation of every instruction of `blocks` (block 0 is the entry),
/// by block and instruction. Chooses the tokens of `blocks`' out-of-order
/// instructions (ScoreboardInst::Unassigned).
std::vector<std::vector<Annotation>>
solveScoreboard(const Product &product, std::vector<ScoreboardBlock> &blocks,
                EntryKind entry);

} // namespace visa::gen::swsb

#endif // VISA_LIB_CODEGEN_SCOREBOARDSOLVER_H
