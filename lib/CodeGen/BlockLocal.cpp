//===- BlockLocal.cpp - Registers whose values never leave one block ------===//
//
// Finds the registers whose every read sees only what their block wrote
// before it on the same run of the block (VReg::BlockLocal), so that their
// first write starts their value whatever the channel mask, and liveness
// does not keep them through the whole of a loop a masked write sits in.
//
// A register qualifies when all its accesses are in one block and the first
// instruction touching it only writes it. Outside loops that is enough: a
// block runs once, so bytes or channels its writes left out hold nothing
// the program wrote. In a loop they may hold the previous run's values, so
// every read must also be covered by earlier writes of the run:
//  - by bytes, through unpredicated contiguous writes of every channel
//    (NoMask, or outside divergent code);
//  - by channels, through unpredicated writes under the mask: a masked
//    read of the same element size and channel-to-byte mapping (channel c
//    at Base + Size * c) whose channels they wrote, or a masked send (it
//    uses only the enabled channels of its payload) whose bytes they wrote.
//
//===----------------------------------------------------------------------===//

#include "RegAllocModel.h"
#include <map>

using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// Sorted, merged half-open intervals.
class IntervalSet {
public:
  void add(int64_t lo, int64_t hi) {
    std::vector<std::pair<int64_t, int64_t>> merged;
    for (auto [l, h] : Items) {
      if (h < lo || hi < l) {
        merged.push_back({l, h});
        continue;
      }
      lo = std::min(lo, l);
      hi = std::max(hi, h);
    }
    merged.push_back({lo, hi});
    llvm::sort(merged);
    Items = std::move(merged);
  }
  bool covers(int64_t lo, int64_t hi) const {
    for (auto [l, h] : Items)
      if (l <= lo && hi <= h)
        return true;
    return lo >= hi;
  }

private:
  std::vector<std::pair<int64_t, int64_t>> Items;
};

/// Channel c of an operand at byte (or flag bit) Base + Size * c, for
/// channels [First, End).
struct Lanes {
  int64_t Base = 0;
  uint32_t Size = 0, First = 0, End = 0;
};

/// The channel-to-byte mapping of access `a`, when its region has one.
std::optional<Lanes> lanesOf(const Inst &I, const Access &a) {
  Lanes l;
  l.First = I.ChanOffset;
  l.End = I.ChanOffset + std::max<unsigned>(I.ExecSize, 1);
  if (a.Where == Slot::Flag) {
    l.Size = 1; // one bit a channel
  } else {
    if (I.Align16 || isSend(I.Op))
      return std::nullopt;
    const Operand &o = a.Where == Slot::Dst
                           ? I.Dst
                           : I.Src[slotOperand(a.Where) - 1];
    if (o.K != Operand::Kind::Reg || o.Mode != AddrMode::Direct)
      return std::nullopt;
    // Element i at element i: <1;1,0>, <N;N,1>, <W;W,1> or a single one.
    unsigned exec = l.End - l.First;
    int w = o.Rgn.Width, vs = o.Rgn.VStride, hs = o.Rgn.HStride;
    bool packed = exec == 1;
    if (a.Where == Slot::Dst)
      packed = packed || hs == 1;
    else if (w == 1)
      packed = packed || vs == 1;
    else
      packed = packed || (hs == 1 && (unsigned(std::max(w, 0)) >= exec || vs == w));
    if (!packed)
      return std::nullopt;
    l.Size = getTypeSize(o.Type == DataType::Invalid ? DataType::UB : o.Type);
  }
  l.Base = int64_t(a.Lo) - int64_t(l.Size) * l.First;
  return l;
}

/// What the writes of one run of the block have covered so far.
struct Coverage {
  IntervalSet AllChannels;       ///< bytes written in every channel
  IntervalSet MaskedBytes;       ///< bytes written under the mask
  std::map<std::pair<int64_t, uint32_t>, IntervalSet> MaskedLanes;
};

} // namespace

void Model::findBlockLocals() {
  constexpr uint32_t None = ~0u, Several = ~0u - 1;
  std::vector<uint32_t> blockOf(VRegs.size(), None);
  for (const Instr &instr : Instrs) {
    for (const Access &a : accesses(instr)) {
      uint32_t &b = blockOf[a.VReg];
      if (b == None) {
        // The first instruction to touch it must only write it.
        bool reads = false;
        for (const Access &o : accesses(instr))
          reads = reads || (o.VReg == a.VReg && !o.IsDef);
        b = reads ? Several : instr.Block;
      } else if (b != instr.Block) {
        b = Several;
      }
    }
  }
  for (uint32_t r = 0; r < VRegs.size(); ++r) {
    VReg &v = VRegs[r];
    v.BlockLocal = blockOf[r] < Several && v.Pinned < 0 && !v.AddressTaken;
  }

  // In loops, check that each read sees only this run's writes.
  llvm::DenseMap<uint32_t, Coverage> runs;
  for (const Instr &instr : Instrs) {
    if (!Blocks[instr.Block].LoopDepth)
      continue;
    const Inst &I = getInstData(instr.Op).I;
    bool everyChannel = I.NoMask || !instr.Divergent;
    for (const Access &a : accesses(instr)) {
      VReg &v = VRegs[a.VReg];
      if (a.IsDef || !v.BlockLocal)
        continue;
      Coverage &c = runs[a.VReg];
      if (c.AllChannels.covers(a.Lo, a.Hi) || everyChannel)
        v.BlockLocal = c.AllChannels.covers(a.Lo, a.Hi);
      else if (isSend(I.Op))
        v.BlockLocal = c.MaskedBytes.covers(a.Lo, a.Hi);
      else if (std::optional<Lanes> l = lanesOf(I, a))
        v.BlockLocal = c.MaskedLanes[{l->Base, l->Size}].covers(l->First,
                                                                l->End);
      else
        v.BlockLocal = false;
    }
    for (const Access &a : accesses(instr)) {
      if (!a.IsDef || !VRegs[a.VReg].BlockLocal || !a.Contiguous ||
          predicateMasksWrite(I))
        continue;
      Coverage &c = runs[a.VReg];
      if (everyChannel) {
        c.AllChannels.add(a.Lo, a.Hi);
        continue;
      }
      c.MaskedBytes.add(a.Lo, a.Hi);
      if (std::optional<Lanes> l = lanesOf(I, a))
        c.MaskedLanes[{l->Base, l->Size}].add(l->First, l->End);
    }
  }
}
