//===- ScoreboardRules.cpp - Which accesses must wait, for gen-swsb -------===//
//
// ScoreboardRules: the waits an instruction needs given what may be in
// flight, and how waiting and issuing change that state (see the header
// for the rules).
//
//===----------------------------------------------------------------------===//

#include "ScoreboardRules.h"
#include "visa/Gen/GenMessage.h"

using namespace visa::gen;
using namespace visa::gen::swsb;

uint64_t swsb::queueKey(const Product &product, const Inst &inst) {
  uint64_t queue;
  if (inst.Op == Opcode::Math) {
    queue = 1;
  } else {
    // SLM messages have a queue of their own; which a descriptor in a0
    // asks for is unknown.
    if (inst.Send.DescIsReg || inst.Send.ExDescIsReg)
      return 0;
    bool slm = decodeSend(product, inst, inst.Send.Desc, inst.Send.ExDesc).isSlm();
    queue = 2 | uint64_t(inst.Send.SFID) << 2 | uint64_t(slm) << 6;
  }
  // The predicate and the channels; IGC does not count on the order of
  // unpredicated NoMask messages.
  if (inst.Pred == PredCtrl::None && inst.NoMask)
    return 0;
  queue |= uint64_t(inst.Pred) << 8 | uint64_t(inst.PredInv) << 12 |
           uint64_t(inst.FlagReg) << 13 | uint64_t(inst.FlagSubReg) << 15 |
           uint64_t(inst.NoMask) << 17 | uint64_t(inst.ExecSize) << 18 |
           uint64_t(inst.ChanOffset) << 24;
  return queue;
}

unsigned ScoreboardRules::nearestInOrder(const ScoreboardState &s,
                                         const ScoreboardInst &inst, bool write,
                                         unsigned unit, uint32_t mask) const {
  bool grf = unit < Units.NumGrf;
  bool outOfOrder = inst.P == Pipe::OutOfOrder;
  // The hardware orders in-order accesses to a0 and the accumulators.
  if (!grf && !outOfOrder)
    return 0;
  // Reads wait for writes; a send or math's writes for reads and writes;
  // an in-order write only for long-pipe writes, unless it is one.
  bool anyWrite = !write || outOfOrder;
  bool longWrites = write && !outOfOrder && !inst.Fp.Long;
  bool reads = write && outOfOrder;
  if (!anyWrite && !longWrites)
    return 0;
  auto conflicts = [&](llvm::ArrayRef<PendingBytes> pending, unsigned d,
                       bool onlyLong) {
    for (const PendingBytes &b : pending)
      if (b.Unit == unit && (b.Mask & mask) && Time.pending(d, b.Long) &&
          (!onlyLong || b.Long))
        return true;
    return false;
  };
  for (unsigned d = 1; d < WindowSize; ++d) {
    const InOrderSlot &slot = s.slot(d);
    if (slot.Everything && Time.pending(d, true))
      return d;
    bool onlyLong = !anyWrite;
    if (conflicts(slot.Writes, d, onlyLong))
      return d;
    if (grf && slot.AnyGrfWrite && Time.pending(d, slot.IssuedLong) &&
        (!onlyLong || slot.IssuedLong))
      return d;
    if (reads && conflicts(slot.Reads, d, false))
      return d;
    if (reads && grf && slot.AnyGrfRead && Time.pending(d, slot.IssuedLong))
      return d;
  }
  return 0;
}

unsigned ScoreboardRules::nearestIssued(const ScoreboardState &s) const {
  for (unsigned d = 1; d < WindowSize; ++d) {
    const InOrderSlot &slot = s.slot(d);
    if (slot.Everything || (slot.Issued && Time.pending(d, slot.IssuedLong)))
      return d;
  }
  return 0;
}

Waits ScoreboardRules::required(const ScoreboardState &s,
                                const ScoreboardInst &inst) const {
  Waits w;
  if (inst.P == Pipe::Sync)
    return w;
  auto need = [&](unsigned d) {
    if (d && (!w.Distance || d < w.Distance))
      w.Distance = d;
  };
  if (s.AfterDrain)
    need(1);
  if (inst.Fp.Drain)
    need(nearestIssued(s));

  auto access = [&](bool write, unsigned unit, uint32_t mask) {
    need(nearestInOrder(s, inst, write, unit, mask));
    for (unsigned t = 0; t < MaxTokens; ++t) {
      const TokenState &tok = s.Tokens[t];
      if (tok.Dst.test(unit))
        w.DstTokens |= 1u << t;
      else if (write && tok.Src.test(unit) &&
               !(inst.Queue && tok.Queue == inst.Queue))
        w.SrcTokens |= 1u << t;
    }
  };
  for (const UnitBytes &r : inst.Fp.Reads)
    access(false, r.Unit, r.Mask);
  for (const UnitBytes &wr : inst.Fp.Writes)
    access(true, wr.Unit, wr.Mask);
  // Indirect operands: any GRF.
  for (bool write : {false, true}) {
    if (!(write ? inst.Fp.WritesAnyGrf : inst.Fp.ReadsAnyGrf))
      continue;
    for (unsigned unit = 0; unit < Units.NumGrf; ++unit)
      access(write, unit, ~0u);
  }
  if (inst.CallOrReturn)
    w.DstTokens |= s.busyTokens();
  w.SrcTokens &= ~w.DstTokens;
  return w;
}

void ScoreboardRules::apply(ScoreboardState &s, unsigned distance,
                            uint32_t dstTokens, uint32_t srcTokens) const {
  if (distance)
    s.completeFrom(distance);
  for (unsigned t = 0; t < MaxTokens; ++t) {
    if (dstTokens & (1u << t))
      s.Tokens[t] = TokenState();
    else if (srcTokens & (1u << t))
      s.Tokens[t].Src.clear();
  }
}

void ScoreboardRules::record(ScoreboardState &s,
                             const ScoreboardInst &inst) const {
  const Footprint &fp = inst.Fp;
  switch (inst.P) {
  case Pipe::Sync:
    return;
  case Pipe::None:
    s.AfterDrain = false;
    return;
  case Pipe::InOrder: {
    InOrderSlot slot;
    for (const UnitBytes &b : fp.Writes)
      slot.Writes.push_back({b.Unit, fp.Long, b.Mask});
    for (const UnitBytes &b : fp.Reads)
      slot.Reads.push_back({b.Unit, fp.Long, b.Mask});
    slot.Issued = true;
    slot.IssuedLong = fp.Long;
    slot.AnyGrfWrite = fp.WritesAnyGrf;
    slot.AnyGrfRead = fp.ReadsAnyGrf;
    slot.Everything = inst.CallOrReturn;
    s.push(std::move(slot), Time);
    s.AfterDrain = fp.Drain;
    return;
  }
  case Pipe::OutOfOrder: {
    s.AfterDrain = false;
    if (inst.Token < 0)
      return;
    // Setting a busy token first waits for its previous instruction.
    TokenState &tok = s.Tokens[inst.Token];
    tok = TokenState();
    tok.Queue = inst.Queue;
    for (const UnitBytes &b : fp.Writes)
      tok.Dst.set(b.Unit);
    for (const UnitBytes &b : fp.Reads)
      tok.Src.set(b.Unit);
    if (fp.WritesAnyGrf)
      tok.Dst.setFirst(Units.NumGrf);
    if (fp.ReadsAnyGrf)
      tok.Src.setFirst(Units.NumGrf);
    return;
  }
  }
}
