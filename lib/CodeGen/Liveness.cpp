//===- Liveness.cpp - Which virtual registers hold values where -----------===//
//
// See Liveness.h.
//
//===----------------------------------------------------------------------===//

#include "Liveness.h"
#include <algorithm>

using namespace visa::gen::ra;

namespace {

/// Byte (bit) intervals of one register written since its bytes were last
/// needed, and the first write among them.
struct Pending {
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> Covered;
  uint32_t FirstAccess = 0;

  bool covers(uint32_t lo, uint32_t hi) const {
    for (auto [l, h] : Covered)
      if (l <= lo && hi <= h)
        return true;
    return false;
  }
  void add(uint32_t lo, uint32_t hi) {
    // Keep the intervals sorted and merged.
    llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> merged;
    bool placed = false;
    for (auto [l, h] : Covered) {
      if (h < lo || hi < l) {
        if (!placed && hi < l) {
          merged.push_back({lo, hi});
          placed = true;
        }
        merged.push_back({l, h});
        continue;
      }
      lo = std::min(lo, l);
      hi = std::max(hi, h);
    }
    if (!placed)
      merged.push_back({lo, hi});
    Covered = std::move(merged);
  }
};

} // namespace

void Liveness::scanBlock(Model &m, unsigned b) {
  const BlockInfo &block = m.Blocks[b];
  llvm::BitVector &exposed = Exposed[b], &killed = Killed[b],
                  &defined = Defined[b];
  llvm::DenseMap<uint32_t, Pending> pending;
  for (uint32_t i = block.Begin; i < block.End; ++i) {
    llvm::MutableArrayRef<Access> accs = m.accesses(m.Instrs[i]);
    // Reads first (a partial write reads what it keeps), then writes.
    for (Access &a : accs) {
      if (a.IsDef && a.FullWrite)
        continue;
      a.DefinedEarlier = defined.test(a.VReg);
      auto it = pending.find(a.VReg);
      if (it != pending.end() && it->second.covers(a.Lo, a.Hi))
        continue;
      if (it != pending.end())
        pending.erase(it);
      if (!killed.test(a.VReg))
        exposed.set(a.VReg);
    }
    for (Access &a : accs) {
      if (!a.IsDef)
        continue;
      if (a.FullWrite)
        a.DefinedEarlier = defined.test(a.VReg);
      if (!a.FullWrite)
        continue;
      const VReg &v = m.VRegs[a.VReg];
      auto [it, inserted] = pending.try_emplace(a.VReg);
      if (inserted)
        it->second.FirstAccess = uint32_t(&a - m.Accesses.data());
      // A spill temporary's or block-local register's first write in a
      // block starts its value: the bytes it leaves out are bytes nothing
      // reads back (spilling filled a temporary first otherwise), even when
      // a store moves whole GRFs.
      if (v.startsInBlock() && !defined.test(a.VReg))
        it->second.add(v.UsedLo, v.UsedHi);
      else
        it->second.add(a.Lo, a.Hi);
      if (it->second.covers(v.UsedLo, v.UsedHi)) {
        m.Accesses[it->second.FirstAccess].Kill = true;
        killed.set(a.VReg);
        pending.erase(it);
      }
    }
    for (const Access &a : accs)
      if (a.IsDef)
        defined.set(a.VReg);
  }
}

Liveness::Liveness(Model &m) {
  unsigned numBlocks = unsigned(m.Blocks.size());
  unsigned numRegs = unsigned(m.VRegs.size());
  for (Access &a : m.Accesses)
    a.Kill = a.DefinedEarlier = false;
  auto sized = [&](std::vector<llvm::BitVector> &sets) {
    sets.assign(numBlocks, llvm::BitVector(numRegs));
  };
  sized(Exposed);
  sized(Killed);
  sized(Defined);
  for (unsigned b = 0; b < numBlocks; ++b)
    scanBlock(m, b);

  // Backward: live in = exposed + (live out - killed). A function's caller
  // reads the flag and address words it names physically (the values its
  // saves restore) after it returns.
  llvm::BitVector exit(numRegs);
  if (!m.Func.getKernel())
    for (unsigned r = 0; r < numRegs; ++r)
      if (m.VRegs[r].Physical)
        exit.set(r);
  std::vector<llvm::BitVector> backIn, backOut;
  backIn.assign(numBlocks, llvm::BitVector(numRegs));
  backOut.assign(numBlocks, llvm::BitVector(numRegs));
  for (unsigned b = 0; b < numBlocks; ++b)
    if (m.Blocks[b].Succs.empty())
      backOut[b] = exit;
  llvm::BitVector scratch(numRegs);
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned b = numBlocks; b-- > 0;) {
      llvm::BitVector &out = backOut[b];
      for (uint32_t s : m.Blocks[b].Succs)
        out |= backIn[s];
      scratch = out;
      scratch.reset(Killed[b]);
      scratch |= Exposed[b];
      if (scratch != backIn[b]) {
        backIn[b] = scratch;
        changed = true;
      }
    }
  }

  // Forward: a def reaches. Pinned registers hold values from the entry.
  llvm::BitVector entry(numRegs);
  for (unsigned r = 0; r < numRegs; ++r)
    if (m.VRegs[r].Pinned >= 0 || m.VRegs[r].AddressTaken)
      entry.set(r);
  sized(DefIn);
  std::vector<llvm::BitVector> defOut;
  defOut.assign(numBlocks, llvm::BitVector(numRegs));
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned b = 0; b < numBlocks; ++b) {
      llvm::BitVector &in = DefIn[b];
      if (b == 0)
        in |= entry;
      for (uint32_t p : m.Blocks[b].Preds)
        in |= defOut[p];
      scratch = in;
      scratch |= Defined[b];
      if (scratch != defOut[b]) {
        defOut[b] = scratch;
        changed = true;
      }
    }
  }

  LiveIn = std::move(backIn);
  LiveOut = std::move(backOut);
  for (unsigned b = 0; b < numBlocks; ++b) {
    LiveIn[b] &= DefIn[b];
    LiveOut[b] &= defOut[b];
  }
  Exposed.clear();
  Killed.clear();
  Defined.clear();
  // Only a pinned register whose entry value is read (an input) can hand it
  // to a copy; the others (the EOT source) are where they must be written.
  for (unsigned r = 0; r < numRegs; ++r)
    if (numBlocks && !LiveIn[0].test(r))
      m.VRegs[r].SplittablePin = false;
}
