//===- Interference.h - Which virtual registers may not share bytes -------===//
//
// Private to lib/CodeGen. Two registers of one class interfere when one is
// written while the other is live (Chaitin), with these additions:
//  - an exact copy does not make its destination interfere with its
//    source (so coalescing can merge them); if they are not merged and the
//    copy spans more than a GRF, the edge is added afterwards (see below);
//  - an instruction that reads or writes more than one GRF runs in two
//    halves, so its destination must not partly overlap a source of
//    another register even when that source dies there;
//  - a split send's two payloads never overlap;
//  - a register whose address escapes (IndirectTargets.cpp) is live
//    everywhere; one whose address stays in registers the allocator
//    follows is live where indirect operands may read it (Access::Through);
//  - pinned registers do not interfere with each other (they are where
//    the ABI puts them, aliases included).
// Storage: per-register adjacency lists and, for deduplication, a
// triangular bit matrix (a hash set of pairs past a size).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_INTERFERENCE_H
#define VISA_LIB_CODEGEN_INTERFERENCE_H

#include "Liveness.h"
#include "llvm/ADT/DenseSet.h"

namespace visa::gen::ra {

class InterferenceGraph {
public:
  explicit InterferenceGraph(unsigned numRegs);

  /// Adds the edge a-b (no-op if present or a == b).
  void add(uint32_t a, uint32_t b);
  bool test(uint32_t a, uint32_t b) const;
  llvm::ArrayRef<uint32_t> neighbors(uint32_t a) const { return Adj[a]; }
  /// Replaces a's list (coalescing rebuilds lists of merged registers).
  std::vector<uint32_t> &adjacency(uint32_t a) { return Adj[a]; }
  unsigned size() const { return unsigned(Adj.size()); }

private:
  bool UseMatrix;
  llvm::BitVector Matrix;
  llvm::DenseSet<uint64_t> Pairs;
  std::vector<std::vector<uint32_t>> Adj;

  uint64_t bit(uint32_t a, uint32_t b) const {
    if (a < b)
      std::swap(a, b);
    return uint64_t(a) * (a - 1) / 2 + b;
  }
};

/// A copy whose two registers were left without an edge: a coalescing
/// candidate. Merged, the two share every byte and the copy does nothing.
/// `EdgeIfApart`: left apart, they must not share a byte either, so the
/// edge is added: the copy spans more than one GRF (it runs in halves), or
/// its source is read after it (a destination placed over part of it at
/// another offset would overwrite bytes still to be read).
struct CopyPair {
  uint32_t Dst, Src;
  double Weight;
  bool EdgeIfApart;
};

/// Builds the interference graph of `m` and lists the copy candidates.
/// `everyPair`: all registers of a class interfere (no sharing at all).
void buildInterference(const Model &m, const Liveness &lv,
                       InterferenceGraph &g, std::vector<CopyPair> &copies,
                       bool everyPair = false);

} // namespace visa::gen::ra

#endif // VISA_LIB_CODEGEN_INTERFERENCE_H
