//===- ScoreboardState.cpp - What may be in flight, for gen-swsb ----------===//
//
// The lattice operations of ScoreboardState: union of slots and tokens,
// issuing an in-order instruction (the window slides and accesses older
// than their latency drop out), and RegDist completion.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardState.h"

using namespace visa::gen::swsb;

void UnitSet::setFirst(unsigned n) {
  for (unsigned w = 0; w < W.size() && n; ++w) {
    unsigned bits = std::min(n, 64u);
    W[w] |= bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
    n -= bits;
  }
}

bool UnitSet::anyBelow(unsigned n) const {
  UnitSet below;
  below.setFirst(n);
  return intersects(below);
}

bool UnitSet::unite(const UnitSet &o) {
  bool changed = false;
  for (unsigned w = 0; w < W.size(); ++w) {
    changed |= (o.W[w] & ~W[w]) != 0;
    W[w] |= o.W[w];
  }
  return changed;
}

namespace {
/// Adds `from` to `into`, merging entries of the same unit and pipe.
bool uniteBytes(llvm::SmallVectorImpl<PendingBytes> &into,
                llvm::ArrayRef<PendingBytes> from) {
  bool changed = false;
  for (const PendingBytes &b : from) {
    auto it = llvm::find_if(into, [&](const PendingBytes &e) {
      return e.Unit == b.Unit && e.Long == b.Long;
    });
    if (it == into.end()) {
      into.push_back(b);
      changed = true;
    } else if (b.Mask & ~it->Mask) {
      it->Mask |= b.Mask;
      changed = true;
    }
  }
  return changed;
}

bool uniteFlag(bool &into, bool from) {
  bool changed = from && !into;
  into |= from;
  return changed;
}
} // namespace

bool InOrderSlot::unite(const InOrderSlot &o) {
  bool changed = uniteBytes(Writes, o.Writes);
  changed |= uniteBytes(Reads, o.Reads);
  changed |= uniteFlag(Issued, o.Issued);
  changed |= uniteFlag(IssuedLong, o.IssuedLong);
  changed |= uniteFlag(AnyGrfWrite, o.AnyGrfWrite);
  changed |= uniteFlag(AnyGrfRead, o.AnyGrfRead);
  changed |= uniteFlag(Everything, o.Everything);
  return changed;
}

void InOrderSlot::dropShort() {
  auto isShort = [](const PendingBytes &b) { return !b.Long; };
  llvm::erase_if(Writes, isShort);
  llvm::erase_if(Reads, isShort);
  if (!IssuedLong)
    Issued = AnyGrfWrite = AnyGrfRead = false;
}

void ScoreboardState::push(InOrderSlot s, const Timing &timing) {
  Ring[Issued % WindowSize] = std::move(s);
  ++Issued;
  slot(timing.AluLatency + 1).dropShort();
  // The slot that will be overwritten next is past every latency.
  Ring[Issued % WindowSize] = InOrderSlot();
}

void ScoreboardState::completeFrom(unsigned distance) {
  for (unsigned d = std::max(distance, 1u); d < WindowSize; ++d)
    slot(d) = InOrderSlot();
}

uint32_t ScoreboardState::busyTokens() const {
  uint32_t busy = 0;
  for (unsigned t = 0; t < MaxTokens; ++t)
    if (Tokens[t].busy())
      busy |= 1u << t;
  return busy;
}

bool TokenState::unite(const TokenState &o) {
  if (!o.busy())
    return false;
  bool wasBusy = busy();
  bool changed = Dst.unite(o.Dst);
  changed |= Src.unite(o.Src);
  uint64_t queue = !wasBusy ? o.Queue : Queue == o.Queue ? Queue : 0;
  changed |= queue != Queue;
  Queue = queue;
  return changed;
}

bool ScoreboardState::unite(const ScoreboardState &o) {
  bool changed = false;
  for (unsigned d = 1; d < WindowSize; ++d)
    changed |= slot(d).unite(o.slot(d));
  for (unsigned t = 0; t < MaxTokens; ++t)
    changed |= Tokens[t].unite(o.Tokens[t]);
  changed |= uniteFlag(AfterDrain, o.AfterDrain);
  return changed;
}
