//===- Liveness.h - Which virtual registers hold values where -------------===//
//
// Private to lib/CodeGen. Liveness for registers written per channel:
//
//  - A write kills (the register's earlier value is dead before it) only
//    when it replaces every byte any instruction touches, in every channel
//    that matters: unpredicated, and NoMask or outside divergent code. A
//    register written in pieces (two SIMD16 halves, sub-registers) is
//    killed at the first piece when the pieces of one block cover it before
//    anything reads the bytes still missing. Every other write keeps the
//    bytes and channels it does not reach: a use and a def.
//  - A register is live where it is both used later (backward liveness on
//    the flow graph of RegAllocModel, whose edges follow the instruction
//    pointer through gotos and joins) and written earlier on some path
//    (forward reachability of a def; pinned registers hold their values
//    from the entry). So a register written only under a mask is not live
//    before its first write, while a value that channels waiting at a join
//    still need stays live through the code the other channels run.
//
// Dense: bit vectors over register indices per block, one forward scan of
// each block, then the two fixed points.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_LIVENESS_H
#define VISA_LIB_CODEGEN_LIVENESS_H

#include "RegAllocModel.h"

namespace visa::gen::ra {

class Liveness {
public:
  /// Computes liveness of `m`, sets every access's Kill and DefinedEarlier,
  /// and keeps SplittablePin only on pinned registers live at the entry.
  explicit Liveness(Model &m);

  /// Registers live on entry to / exit from block `b`.
  const llvm::BitVector &liveIn(unsigned b) const { return LiveIn[b]; }
  const llvm::BitVector &liveOut(unsigned b) const { return LiveOut[b]; }
  /// Registers some def reaches on entry to block `b`.
  const llvm::BitVector &definedIn(unsigned b) const { return DefIn[b]; }

  /// Whether access `a` of an instruction of block `b`, going backward,
  /// ends the register's live range (its value before is not needed).
  bool endsRange(unsigned b, const Access &a) const {
    return a.IsDef && (a.Kill || (!DefIn[b].test(a.VReg) && !a.DefinedEarlier));
  }
  /// Whether access `a`, going backward, makes the register live before its
  /// instruction (it reads, or writes only part of it, and a value exists).
  bool startsRange(unsigned b, const Access &a) const {
    return (!a.IsDef || !a.FullWrite) &&
           (DefIn[b].test(a.VReg) || a.DefinedEarlier);
  }

private:
  void scanBlock(Model &m, unsigned b);

  std::vector<llvm::BitVector> LiveIn, LiveOut, DefIn;
  std::vector<llvm::BitVector> Exposed, Killed, Defined;
};

} // namespace visa::gen::ra

#endif // VISA_LIB_CODEGEN_LIVENESS_H
