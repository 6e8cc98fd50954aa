//===- ControlFlow.h - Branches, exits and calls of one routine -*- C++ -*-===//
//
// Private to lib/Conversion/VISAToGen. The state the control-flow lowerings
// (ControlFlow.cpp: goto, jmp, ret, fret; Calls.cpp: call, fcall, ifcall,
// faddr) share while one vISA routine is converted, and the step that
// finishes its branches once every block is placed (Joins.cpp).
//
// A routine is cut into parts: its main code and each subroutine (a
// SUBROUTINE op starts one). Every return of a part branches to the part's
// one exit block, placed at the part's end: the end of thread (a kernel),
// the return to the caller (a stack-call function, a subroutine). Exits
// are where every channel of the part meets, so the return runs once, with
// all its channels, whatever divergence came before.
//
// Branches are first emitted with vISA's meaning (a goto takes the
// channels whose predicate holds, or all of them without one) and with
// uniform branches as jmpi; finishBranches then decides which uniform
// branches must be gotos, places the joins and gives each goto the
// predicate sense of the product.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_CONTROLFLOW_H
#define VISA_LIB_CONVERSION_VISATOGEN_CONTROLFLOW_H

#include "Lowering.h"
#include "llvm/ADT/MapVector.h"

namespace visa::togen {

class ControlFlow {
public:
  explicit ControlFlow(Lowering &L) : L(L) {}

  /// Ends the current part (placing its exit) and starts subroutine `label`.
  void beginSubroutine(VarRef label);
  /// Ends the last part of the routine.
  void endRoutine() { endPart(); }

  /// The block the returns of the current part branch to.
  mlir::Block *exitBlock();

  /// Ends the current block with a branch to `target` taken by the channels
  /// of `exec` whose predicate holds (all without one), and continues in a
  /// new block. A uniform branch (vISA execution size 1) is decided by
  /// channel 0 of the predicate for the whole thread.
  llvm::LogicalResult branch(mlir::Block *target,
                             std::optional<Predicate> pred,
                             const ExecInfo &exec, mlir::Operation *op);

  /// The link register of subroutine `label` (return IP and call mask).
  uint32_t subroutineLink(VarRef label);
  /// Records a call to the subroutine starting at `entry` that returns to
  /// `continuation` (the subroutine's ret lists its return points).
  void noteSubroutineCall(mlir::Block *entry, mlir::Block *continuation);

  /// Whether the routine being converted is a stack-call function.
  bool inFunction() const;

  /// Once every block is placed: uniform branches become jmpi or goto,
  /// joins are placed and gotos get the product's predicate sense
  /// (Joins.cpp).
  llvm::LogicalResult finishBranches();

private:
  struct Subroutine {
    uint32_t Link = 0;
    mlir::Block *Entry = nullptr;
    mlir::Operation *Ret = nullptr;
    llvm::SmallVector<mlir::Block *, 4> ReturnPoints;
  };

  void endPart();
  /// Emits the exit of the current part into `exit` (a kernel's end of
  /// thread, a function's or subroutine's return).
  void emitExit(mlir::Block *exit);
  Subroutine &subroutine(VarRef label);

  Lowering &L;
  mlir::Block *Exit = nullptr;
  /// The label of the subroutine being converted (null in the main code):
  /// a key, not a pointer, as calls met inside it add subroutines to the
  /// map, which moves its values.
  mlir::Attribute Current;
  llvm::MapVector<mlir::Attribute, Subroutine> Subroutines;
};

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_CONTROLFLOW_H
