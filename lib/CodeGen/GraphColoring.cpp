//===- GraphColoring.cpp - Placing interfering registers in a file --------===//
//
// See GraphColoring.h.
//
//===----------------------------------------------------------------------===//

#include "GraphColoring.h"
#include "llvm/ADT/DenseMap.h"
#include <cmath>
#include <limits>
#include <queue>

using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

constexpr double Infinite = std::numeric_limits<double>::infinity();
/// A register used by two adjacent instructions only: spilling it would
/// only replace it by a temporary as long.
constexpr double Pointless = 1e12;
/// Splitting a pinned register is the last resort among spillable ones.
constexpr double PinnedCostFactor = 1e6;

/// The placements registers of each (size, alignment) have in one file.
class PlacementRules {
public:
  PlacementRules(const FileShape &file, const llvm::BitVector &reserved)
      : File(file), Reserved(reserved) {}

  /// `o` is an offset a register of `size` bytes aligned to `align` may
  /// take in an unbounded file.
  bool isPlacement(uint64_t o, uint32_t size, uint32_t align) const {
    if (o % align)
      return false;
    if (size >= File.Granule)
      return o % File.Granule == 0;
    return o / File.Granule == (o + size - 1) / File.Granule;
  }

  /// `o` is a placement of the file that no reserved byte overlaps.
  bool isFree(uint32_t o, uint32_t size, uint32_t align) const {
    return o + size <= File.Allocatable && isPlacement(o, size, align) &&
           Reserved.find_first_in(o, o + size) == -1;
  }

  /// p: placements of the class in the file.
  unsigned count(uint32_t size, uint32_t align) const {
    unsigned n = 0;
    for (uint32_t o = 0; o + size <= File.Allocatable; o += align)
      n += isFree(o, size, align);
    return n;
  }

  /// q: the most placements of (sizeB, alignB) one placement of
  /// (sizeC, alignC) overlaps, far from the file's ends.
  unsigned blocked(uint32_t sizeB, uint32_t alignB, uint32_t sizeC,
                   uint32_t alignC) const {
    const uint64_t base = uint64_t(1) << 24;
    uint64_t period = std::max({uint64_t(File.Granule), uint64_t(alignB),
                                uint64_t(alignC)});
    unsigned best = 0;
    for (uint64_t c = base; c < base + period; c += alignC) {
      if (!isPlacement(c, sizeC, alignC))
        continue;
      unsigned n = 0;
      uint64_t first = (c - sizeB + 1) / alignB * alignB;
      for (uint64_t o = first; o < c + sizeC; o += alignB)
        n += o + sizeB > c && isPlacement(o, sizeB, alignB);
      best = std::max(best, n);
    }
    return best;
  }

private:
  const FileShape &File;
  const llvm::BitVector &Reserved;
};

class Colorer {
public:
  Colorer(const Model &m, InterferenceGraph &g,
          const std::vector<double> &costs, Coloring &out)
      : M(m), G(g), Cost(costs), Out(out), Rep(m.VRegs.size()),
        ClassOf(m.VRegs.size()), Align(m.VRegs.size()),
        NotLast(m.VRegs.size()), Stamp(m.VRegs.size(), 0) {
    for (unsigned c = 0; c < NumRegClasses; ++c)
      Rules.emplace_back(m.Files[c], m.Reserved[c]);
    for (uint32_t r = 0; r < m.VRegs.size(); ++r) {
      Rep[r] = r;
      Align[r] = m.VRegs[r].Align;
      NotLast[r] = m.VRegs[r].NotLastGrf;
      ClassOf[r] = classId(r);
    }
  }

  void run(std::vector<CopyPair> &copies) {
    coalesce(copies);
    rebuildAdjacency();
    Out.Place.assign(M.VRegs.size(), -1);
    for (unsigned c = 0; c < NumRegClasses; ++c)
      colorClass(RegClass(c));
    for (uint32_t r = 0; r < M.VRegs.size(); ++r) {
      Out.Place[r] = Out.Place[find(r)];
      if (Out.Place[r] < 0)
        Out.Failed[classIndex(M.VRegs[r].Class)].push_back(r);
    }
  }

private:
  struct ClassInfo {
    RegClass File;
    uint32_t Bytes, Align;
    unsigned P;
  };

  uint32_t find(uint32_t r) {
    while (Rep[r] != r)
      r = Rep[r] = Rep[Rep[r]];
    return r;
  }

  uint32_t classId(uint32_t r) {
    const VReg &v = M.VRegs[r];
    uint64_t key = uint64_t(classIndex(v.Class)) << 56 |
                   uint64_t(v.Bytes) << 24 | Align[r];
    auto [it, inserted] = ClassIds.try_emplace(key, uint32_t(Classes.size()));
    if (inserted)
      Classes.push_back({v.Class, v.Bytes, Align[r],
                         Rules[classIndex(v.Class)].count(v.Bytes, Align[r])});
    return it->second;
  }

  unsigned q(uint32_t b, uint32_t c) {
    auto [it, inserted] = QCache.try_emplace(uint64_t(b) << 32 | c, 0);
    if (inserted) {
      const ClassInfo &B = Classes[b], &C = Classes[c];
      it->second =
          Rules[classIndex(B.File)].blocked(B.Bytes, B.Align, C.Bytes, C.Align);
    }
    return it->second;
  }

  bool pinned(uint32_t r) const { return M.VRegs[r].Pinned >= 0; }

  /// Sum of q over the distinct representatives adjacent to `a` or `b`,
  /// for a register of class `cls`.
  unsigned mergedPressure(uint32_t a, uint32_t b, uint32_t cls) {
    ++Epoch;
    unsigned sum = 0;
    for (uint32_t x : {a, b})
      for (uint32_t j : G.neighbors(x)) {
        uint32_t rj = find(j);
        if (rj == a || rj == b || Stamp[rj] == Epoch)
          continue;
        Stamp[rj] = Epoch;
        sum += q(cls, ClassOf[rj]);
      }
    return sum;
  }

  void coalesce(std::vector<CopyPair> &copies) {
    std::stable_sort(copies.begin(), copies.end(),
                     [](const CopyPair &x, const CopyPair &y) {
                       return x.Weight > y.Weight;
                     });
    for (const CopyPair &c : copies) {
      uint32_t a = find(c.Dst), b = find(c.Src);
      if (a == b || G.test(a, b) || M.VRegs[a].Bytes != M.VRegs[b].Bytes ||
          pinned(a) || pinned(b))
        continue;
      uint32_t align = std::max(Align[a], Align[b]);
      std::swap(Align[a], align);
      uint32_t cls = classId(a);
      std::swap(Align[a], align);
      if (mergedPressure(a, b, cls) >= Classes[cls].P)
        continue;
      Rep[b] = a;
      Align[a] = std::max(Align[a], Align[b]);
      ClassOf[a] = cls;
      NotLast[a] = NotLast[a] || NotLast[b];
      MergedCost[a] = mergedCost(a) + mergedCost(b);
      std::vector<uint32_t> neighbors = G.adjacency(b);
      for (uint32_t j : neighbors)
        G.add(a, find(j));
      ++Out.Coalesced;
    }
    for (const CopyPair &c : copies) {
      uint32_t a = find(c.Dst), b = find(c.Src);
      if (c.EdgeIfApart && a != b)
        G.add(a, b);
    }
  }

  double mergedCost(uint32_t r) const {
    auto it = MergedCost.find(r);
    return it == MergedCost.end() ? Cost[r] : it->second;
  }

  void rebuildAdjacency() {
    if (!Out.Coalesced)
      return;
    for (uint32_t r = 0; r < M.VRegs.size(); ++r) {
      if (find(r) != r)
        continue;
      ++Epoch;
      Stamp[r] = Epoch;
      std::vector<uint32_t> &adj = G.adjacency(r);
      std::vector<uint32_t> unique;
      for (uint32_t j : adj) {
        uint32_t rj = find(j);
        if (Stamp[rj] == Epoch)
          continue;
        Stamp[rj] = Epoch;
        unique.push_back(rj);
      }
      adj = std::move(unique);
    }
  }

  void colorClass(RegClass file) {
    std::vector<uint32_t> nodes;
    for (uint32_t r = 0; r < M.VRegs.size(); ++r) {
      if (find(r) != r || M.VRegs[r].Class != file)
        continue;
      if (pinned(r))
        Out.Place[r] = M.VRegs[r].Pinned;
      else
        nodes.push_back(r);
    }
    if (nodes.empty())
      return;

    // Simplify.
    std::vector<unsigned> pressure(M.VRegs.size(), 0);
    std::vector<bool> removed(M.VRegs.size(), false),
        queued(M.VRegs.size(), false);
    for (uint32_t n : nodes)
      for (uint32_t j : G.neighbors(n))
        pressure[n] += q(ClassOf[n], ClassOf[j]);
    std::vector<uint32_t> worklist, stack;
    using Entry = std::pair<double, uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
    auto priority = [&](uint32_t n) {
      return mergedCost(n) / double(std::max(pressure[n], 1u));
    };
    auto colorable = [&](uint32_t n) {
      return pressure[n] < Classes[ClassOf[n]].P;
    };
    for (uint32_t n : nodes) {
      if (colorable(n)) {
        worklist.push_back(n);
        queued[n] = true;
      }
      heap.push({priority(n), n});
    }
    auto remove = [&](uint32_t n) {
      removed[n] = true;
      stack.push_back(n);
      for (uint32_t j : G.neighbors(n)) {
        if (pinned(j) || removed[j])
          continue;
        pressure[j] -= q(ClassOf[j], ClassOf[n]);
        if (!queued[j] && colorable(j)) {
          queued[j] = true;
          worklist.push_back(j);
        }
      }
    };
    size_t left = nodes.size();
    while (left) {
      if (!worklist.empty()) {
        uint32_t n = worklist.back();
        worklist.pop_back();
        if (removed[n])
          continue;
        remove(n);
        --left;
        continue;
      }
      // Blocked: push the cheapest register per unit of pressure, hoping
      // its neighbours leave it a place anyway.
      auto [prio, n] = heap.top();
      heap.pop();
      if (removed[n])
        continue;
      double now = priority(n);
      if (now != prio) {
        heap.push({now, n});
        continue;
      }
      remove(n);
      --left;
    }

    // Select.
    const FileShape &shape = M.Files[classIndex(file)];
    llvm::BitVector used(shape.Bytes), touched(shape.Bytes);
    for (uint32_t k = uint32_t(stack.size()); k-- > 0;) {
      uint32_t n = stack[k];
      used.reset();
      for (uint32_t j : G.neighbors(n)) {
        int32_t at = Out.Place[j];
        if (at >= 0)
          used.set(uint32_t(at),
                   std::min<uint32_t>(at + M.VRegs[j].Bytes, shape.Bytes));
      }
      int32_t at = choose(file, n, used, touched);
      if (at < 0)
        continue;
      Out.Place[n] = at;
      touched.set(uint32_t(at), uint32_t(at) + M.VRegs[n].Bytes);
    }
  }

  /// A placement of `n` clear of `used`: for a register smaller than a
  /// granule, the first in a granule something else already occupies, if
  /// any; otherwise the lowest.
  int32_t choose(RegClass file, uint32_t n, const llvm::BitVector &used,
                 const llvm::BitVector &touched) {
    const PlacementRules &rules = Rules[classIndex(file)];
    const FileShape &shape = M.Files[classIndex(file)];
    uint32_t size = M.VRegs[n].Bytes, align = Align[n];
    uint32_t limit = shape.Allocatable;
    if (NotLast[n])
      limit = std::min(limit, shape.Bytes - shape.Granule);
    bool small = size < shape.Granule;
    int32_t first = -1;
    for (uint32_t o = 0; o + size <= limit; o += align) {
      if (!rules.isFree(o, size, align) || used.find_first_in(o, o + size) != -1)
        continue;
      if (!small)
        return int32_t(o);
      if (first < 0)
        first = int32_t(o);
      uint32_t g = o / shape.Granule * shape.Granule;
      if (touched.find_first_in(g, g + shape.Granule) != -1)
        return int32_t(o);
    }
    return first;
  }

  const Model &M;
  InterferenceGraph &G;
  const std::vector<double> &Cost;
  Coloring &Out;
  std::vector<PlacementRules> Rules;
  std::vector<uint32_t> Rep, ClassOf, Align;
  std::vector<bool> NotLast;
  std::vector<uint32_t> Stamp;
  uint32_t Epoch = 0;
  std::vector<ClassInfo> Classes;
  llvm::DenseMap<uint64_t, uint32_t> ClassIds;
  llvm::DenseMap<uint64_t, unsigned> QCache;
  llvm::DenseMap<uint32_t, double> MergedCost;
};

} // namespace

std::vector<double> ra::spillCosts(const Model &m) {
  std::vector<double> cost(m.VRegs.size(), 0.0);
  std::vector<uint32_t> first(m.VRegs.size(), ~0u), last(m.VRegs.size(), 0);
  for (uint32_t i = 0; i < m.Instrs.size(); ++i) {
    const Instr &instr = m.Instrs[i];
    double weight = std::pow(
        10.0, double(std::min(m.Blocks[instr.Block].LoopDepth, 6u)));
    for (const Access &a : m.accesses(instr)) {
      cost[a.VReg] += weight;
      first[a.VReg] = std::min(first[a.VReg], i);
      last[a.VReg] = std::max(last[a.VReg], i);
    }
  }
  for (uint32_t r = 0; r < m.VRegs.size(); ++r) {
    const VReg &v = m.VRegs[r];
    if (v.Unspillable || (v.Pinned >= 0 && !v.SplittablePin))
      cost[r] = Infinite;
    else if (v.Pinned >= 0)
      cost[r] *= PinnedCostFactor; // moving it costs a copy and its place
    else if (first[r] != ~0u && last[r] - first[r] <= 1)
      cost[r] = Pointless;
  }
  return cost;
}

Coloring ra::colorRegisters(const Model &m, InterferenceGraph &g,
                            std::vector<CopyPair> &copies,
                            const std::vector<double> &costs) {
  Coloring out;
  Colorer(m, g, costs, out).run(copies);
  return out;
}
