//===- Interference.cpp - Which virtual registers may not share bytes -----===//
//
// See Interference.h.
//
//===----------------------------------------------------------------------===//

#include "Interference.h"
#include <cmath>

using namespace visa::gen;
using namespace visa::gen::ra;

/// Registers past which the triangular matrix (n²/2 bits) gives way to a
/// hash set of pairs.
static constexpr unsigned MaxMatrixRegs = 16384;

InterferenceGraph::InterferenceGraph(unsigned numRegs)
    : UseMatrix(numRegs <= MaxMatrixRegs), Adj(numRegs) {
  if (UseMatrix)
    Matrix.resize(uint64_t(numRegs) * (numRegs - (numRegs ? 1 : 0)) / 2 + 1);
}

bool InterferenceGraph::test(uint32_t a, uint32_t b) const {
  if (a == b)
    return false;
  if (UseMatrix)
    return Matrix.test(bit(a, b));
  return Pairs.contains(uint64_t(std::min(a, b)) << 32 | std::max(a, b));
}

void InterferenceGraph::add(uint32_t a, uint32_t b) {
  if (a == b)
    return;
  if (UseMatrix) {
    uint64_t i = bit(a, b);
    if (Matrix.test(i))
      return;
    Matrix.set(i);
  } else if (!Pairs.insert(uint64_t(std::min(a, b)) << 32 | std::max(a, b))
                  .second) {
    return;
  }
  Adj[a].push_back(b);
  Adj[b].push_back(a);
}

namespace {

/// A set of register indices with O(1) insert, erase and iteration over
/// its members.
class LiveSet {
public:
  explicit LiveSet(unsigned n) : Pos(n, ~0u) {}
  bool contains(uint32_t r) const { return Pos[r] != ~0u; }
  void insert(uint32_t r) {
    if (contains(r))
      return;
    Pos[r] = uint32_t(Members.size());
    Members.push_back(r);
  }
  void erase(uint32_t r) {
    uint32_t p = Pos[r];
    if (p == ~0u)
      return;
    uint32_t last = Members.back();
    Members[p] = last;
    Pos[last] = p;
    Members.pop_back();
    Pos[r] = ~0u;
  }
  void reset(const llvm::BitVector &bits) {
    for (uint32_t r : Members)
      Pos[r] = ~0u;
    Members.clear();
    for (unsigned r : bits.set_bits())
      insert(r);
  }
  llvm::ArrayRef<uint32_t> members() const { return Members; }

private:
  std::vector<uint32_t> Members;
  std::vector<uint32_t> Pos;
};

class Builder {
public:
  Builder(const Model &m, const Liveness &lv, InterferenceGraph &g,
          std::vector<CopyPair> &copies)
      : M(m), LV(lv), G(g), Copies(copies), Live(unsigned(m.VRegs.size())) {}

  void run() {
    for (unsigned b = 0; b < M.Blocks.size(); ++b)
      scanBlock(b);
    addAddressEscapes();
  }

private:
  bool mayShare(uint32_t a, uint32_t b) const {
    const VReg &va = M.VRegs[a], &vb = M.VRegs[b];
    return va.Class == vb.Class && !(va.Pinned >= 0 && vb.Pinned >= 0);
  }
  void edge(uint32_t a, uint32_t b) {
    if (a != b && mayShare(a, b))
      G.add(a, b);
  }

  void scanBlock(unsigned b) {
    const BlockInfo &block = M.Blocks[b];
    Live.reset(LV.liveOut(b));
    double weight = std::pow(10.0, double(std::min(block.LoopDepth, 6u)));
    for (uint32_t i = block.End; i-- > block.Begin;) {
      const Instr &instr = M.Instrs[i];
      llvm::ArrayRef<Access> accs = M.accesses(instr);
      bool send = isSend(getOpcode(instr.Op));
      for (const Access &d : accs) {
        if (!d.IsDef)
          continue;
        bool copy = instr.CopyDst == int32_t(d.VReg);
        for (uint32_t u : Live.members())
          if (!(copy && u == uint32_t(instr.CopySrc)))
            edge(d.VReg, u);
        if (copy)
          Copies.push_back({d.VReg, uint32_t(instr.CopySrc), weight,
                            d.Hi - d.Lo > M.grfBytes() ||
                                Live.contains(uint32_t(instr.CopySrc))});
        else if (!send && M.vreg(d).Class == RegClass::GRF)
          addHalvesOverlap(accs, d);
      }
      if (send)
        addPayloadOverlap(accs);
      for (const Access &a : accs)
        if (LV.endsRange(b, a))
          Live.erase(a.VReg);
      for (const Access &a : accs)
        if (LV.startsRange(b, a))
          Live.insert(a.VReg);
    }
  }

  /// An instruction spanning more than one GRF executes in halves: its
  /// destination must not overlap another register it reads.
  void addHalvesOverlap(llvm::ArrayRef<Access> accs, const Access &d) {
    unsigned grf = M.grfBytes();
    for (const Access &s : accs) {
      if (s.IsDef || s.VReg == d.VReg || s.Where == Slot::Flag ||
          M.vreg(s).Class != RegClass::GRF)
        continue;
      if (d.Hi - d.Lo > grf || s.Hi - s.Lo > grf)
        edge(d.VReg, s.VReg);
    }
  }

  /// A split send's payloads are disjoint.
  void addPayloadOverlap(llvm::ArrayRef<Access> accs) {
    for (const Access &a : accs)
      for (const Access &b : accs)
        if (a.Where == Slot::Src0 && b.Where == Slot::Src1)
          edge(a.VReg, b.VReg);
  }

  /// A register whose address escapes can be read through it anywhere.
  void addAddressEscapes() {
    for (uint32_t a = 0; a < M.VRegs.size(); ++a) {
      if (!M.VRegs[a].AddressEscapes)
        continue;
      for (uint32_t b = 0; b < M.VRegs.size(); ++b)
        edge(a, b);
    }
  }

  const Model &M;
  const Liveness &LV;
  InterferenceGraph &G;
  std::vector<CopyPair> &Copies;
  LiveSet Live;
};

} // namespace

void ra::buildInterference(const Model &m, const Liveness &lv,
                           InterferenceGraph &g, std::vector<CopyPair> &copies,
                           bool everyPair) {
  Builder(m, lv, g, copies).run();
  if (!everyPair)
    return;
  copies.clear();
  for (uint32_t a = 0; a < m.VRegs.size(); ++a)
    for (uint32_t b = a + 1; b < m.VRegs.size(); ++b)
      if (m.VRegs[a].Class == m.VRegs[b].Class &&
          !m.VRegs[a].Unspillable && !m.VRegs[b].Unspillable &&
          m.VRegs[a].UsedHi && m.VRegs[b].UsedHi &&
          !(m.VRegs[a].Pinned >= 0 && m.VRegs[b].Pinned >= 0))
        g.add(a, b);
}
