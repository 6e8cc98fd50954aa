//===- RegFootprint.cpp - GRF bytes an instruction reads and writes -------===//
//
// Walks the regions of an instruction's operands element by element (the
// enabled channels' elements) and collects the GRF bytes they cover; sends
// cover whole registers as their descriptors' message lengths say, except
// for the address plane of per-lane data-port messages on some channels.
//
//===----------------------------------------------------------------------===//

#include "RegFootprint.h"
#include "SendLanePayload.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::sim;

void GrfByteSet::addMask(unsigned reg, uint32_t mask) {
  if (reg >= NumGrfs || !mask)
    return;
  // Operands mostly add registers in increasing order: search from the back.
  auto it = Regs.end();
  while (it != Regs.begin() && std::prev(it)->Reg > reg)
    --it;
  if (it != Regs.begin() && std::prev(it)->Reg == reg) {
    std::prev(it)->Mask |= mask;
    return;
  }
  Regs.insert(it, RegBytes{uint8_t(reg), mask});
}

/// Calls f(reg, mask) for each register that `count` bytes from linear GRF
/// byte address `addr` touch, in increasing order, with the bytes they
/// touch in it; bytes outside the register file are dropped.
template <typename F>
static void forEachRegBytes(int64_t addr, unsigned count, F f) {
  if (addr < 0) {
    uint64_t skip = std::min<uint64_t>(count, uint64_t(-addr));
    addr += int64_t(skip);
    count -= unsigned(skip);
  }
  // Not negative from here on: unsigned arithmetic.
  uint64_t at = uint64_t(addr);
  const uint64_t limit = uint64_t(NumGrfs) * GrfBytes;
  while (count && at < limit) {
    unsigned reg = unsigned(at / GrfBytes);
    unsigned byte = unsigned(at % GrfBytes);
    unsigned n = std::min(count, GrfBytes - byte);
    f(reg, n == 32 ? ~0u : ((1u << n) - 1) << byte);
    at += n;
    count -= n;
  }
}

void GrfByteSet::addBytes(int64_t addr, unsigned count) {
  forEachRegBytes(addr, count,
                  [&](unsigned reg, uint32_t mask) { addMask(reg, mask); });
}

void GrfByteSet::addRegs(unsigned reg, unsigned count) {
  for (unsigned i = 0; i < count && reg + i < NumGrfs; ++i)
    addMask(reg + i, ~0u);
}

bool visa::sim::isSpecialArf(unsigned arfNum) {
  switch (arfKindOf(uint8_t(arfNum))) {
  case ArfKind::ChannelEnable:
  case ArfKind::StackPointer:
  case ArfKind::State:
  case ArfKind::Control:
  case ArfKind::InstPointer:
  case ArfKind::Timestamp:
  case ArfKind::Debug:
    return true;
  default:
    return false;
  }
}

namespace {

/// A source region with the width always explicit.
struct Layout {
  int V = 0, W = 1, H = 0;
};

bool isOutOfOrderSend(Opcode op) {
  return op == Opcode::Send || op == Opcode::Sendc || op == Opcode::Sends ||
         op == Opcode::Sendsc;
}

/// The region of source `idx`; three-source Align1 regions imply the width
/// (<V;H>: 1 for a scalar, V when H is 0, V/H otherwise; src2 <H>).
Layout sourceLayout(const Inst &inst, unsigned idx) {
  const Operand &op = inst.Src[idx];
  Layout l;
  int h = std::max<int>(op.Rgn.HStride, 0);
  if (getForm(inst.Op) == OpForm::Ternary) {
    if (op.Rgn.VStride < 0) {
      l.V = h;
      l.W = 1;
      l.H = 0;
      return l;
    }
    int v = op.Rgn.VStride;
    l.V = v;
    l.H = h;
    if (v == 0 && h == 0)
      l.W = 1;
    else if (h == 0)
      l.W = v;
    else
      l.W = std::max(1, v / h);
    return l;
  }
  l.V = std::max<int>(op.Rgn.VStride, 0);
  l.W = std::max<int>(op.Rgn.Width, 1);
  l.H = h;
  return l;
}

/// Collects bytes element by element into the register being filled, so
/// that a region adds each register to its set once rather than once per
/// element (same set as GrfByteSet::addBytes per element). Bytes outside
/// the register file are dropped.
class RegionBytes {
public:
  explicit RegionBytes(GrfByteSet &set) : Set(set) {}
  ~RegionBytes() { flush(); }

  void add(int64_t addr, unsigned count) {
    // Mostly an element inside one register of the file.
    unsigned byte = unsigned(addr % GrfBytes);
    if (addr >= 0 && addr < int64_t(NumGrfs) * GrfBytes && count &&
        byte + count <= GrfBytes) {
      unsigned reg = unsigned(addr / GrfBytes);
      if (reg != Reg)
        flush(reg);
      Mask |= count == GrfBytes ? ~0u : ((1u << count) - 1) << byte;
      return;
    }
    forEachRegBytes(addr, count, [&](unsigned reg, uint32_t mask) {
      if (reg != Reg)
        flush(reg);
      Mask |= mask;
    });
  }

private:
  void flush(unsigned next = 0) {
    if (Mask)
      Set.addMask(Reg, Mask);
    Reg = next;
    Mask = 0;
  }

  GrfByteSet &Set;
  unsigned Reg = 0;
  uint32_t Mask = 0;
};

/// Adds the elements of the enabled channels (bit i of `chans`: channel i)
/// of a region.
void addRegion(GrfByteSet &set, int64_t base, const Layout &l, unsigned ts,
               unsigned execSize, uint32_t chans) {
  uint32_t all = execSizeMask(execSize);
  chans &= all;
  if (!chans)
    return;
  unsigned w = unsigned(std::max(l.W, 1));
  // Fast paths: a scalar, or elements packed one after another.
  if (execSize == 1 || (l.V == 0 && l.H == 0)) {
    set.addBytes(base, ts);
    return;
  }
  // One column (a destination, <1;1,0>) is packed when its rows are.
  bool packedRows = l.H == 1 || w == 1;
  unsigned step = w == 1 ? unsigned(l.V) : unsigned(l.H);
  if (chans == all && packedRows && step == 1 &&
      (w == 1 || w >= execSize || l.V == int(w) * l.H)) {
    set.addBytes(base, execSize * ts);
    return;
  }
  RegionBytes bytes(set);
  for (uint32_t m = chans; m; m &= m - 1) {
    unsigned i = unsigned(llvm::countr_zero(m));
    unsigned row = i / w, col = i % w;
    bytes.add(base + (int64_t(row) * l.V + int64_t(col) * l.H) * ts, ts);
  }
}

/// Instructions whose channels read more than their own source elements
/// (dot products, plane and line equations read groups or scalars that
/// the region does not describe): their footprint ignores `chans`.
bool readsAcrossChannels(Opcode op) {
  switch (op) {
  case Opcode::Dp4:
  case Opcode::Dph:
  case Opcode::Dp3:
  case Opcode::Dp2:
  case Opcode::Line:
  case Opcode::Pln:
    return true;
  default:
    return false;
  }
}

int64_t directBase(const Operand &op) {
  return int64_t(op.RegNum) * GrfBytes + op.SubRegByte;
}

void addSource(const Inst &inst, unsigned idx, const uint16_t *a0,
               InstFootprint &fp, uint32_t chans) {
  const Operand &op = inst.Src[idx];
  if (op.K != Operand::Kind::Reg)
    return;
  if (op.File == RegFile::ARF) {
    if (op.Mode == AddrMode::Direct && isSpecialArf(op.RegNum))
      fp.SpecialArf = true;
    return;
  }
  if (op.File != RegFile::GRF)
    return;
  unsigned ts = std::max(1u, getTypeSize(op.Type));
  Layout l = sourceLayout(inst, idx);
  if (op.Mode == AddrMode::Direct) {
    addRegion(fp.Reads, directBase(op), l, ts, inst.ExecSize, chans);
    return;
  }
  fp.UsesA0 = true;
  if (!a0) {
    fp.UnresolvedIndirect = true;
    return;
  }
  if (op.Rgn.VStride < 0) {
    // VxH / Vx1: each row of Width elements has its own a0 subregister.
    unsigned w = unsigned(std::max<int>(op.Rgn.Width, 1));
    RegionBytes bytes(fp.Reads);
    for (uint32_t m = chans & execSizeMask(inst.ExecSize); m; m &= m - 1) {
      unsigned i = unsigned(llvm::countr_zero(m));
      unsigned row = i / w, col = i % w;
      int64_t base =
          int64_t(a0[(op.AddrSubReg + row) % NumAddrSubRegs]) + op.AddrImm;
      bytes.add(base + int64_t(col) * l.H * ts, ts);
    }
    return;
  }
  int64_t base = int64_t(a0[op.AddrSubReg % NumAddrSubRegs]) + op.AddrImm;
  addRegion(fp.Reads, base, l, ts, inst.ExecSize, chans);
}

void addDestination(const Inst &inst, const uint16_t *a0, InstFootprint &fp,
                    uint32_t chans) {
  const Operand &op = inst.Dst;
  if (op.K != Operand::Kind::Reg)
    return;
  if (op.File == RegFile::ARF) {
    if (op.Mode == AddrMode::Direct && isSpecialArf(op.RegNum))
      fp.SpecialArf = true;
    return;
  }
  if (op.File != RegFile::GRF)
    return;
  unsigned ts = std::max(1u, getTypeSize(op.Type));
  Layout l;
  l.W = 1;
  l.V = std::max<int>(op.Rgn.HStride, 1);
  int64_t base;
  if (op.Mode != AddrMode::Direct)
    fp.UsesA0 = true;
  if (op.Mode == AddrMode::Direct) {
    base = directBase(op);
  } else if (a0) {
    base = int64_t(a0[op.AddrSubReg % NumAddrSubRegs]) + op.AddrImm;
  } else {
    fp.UnresolvedIndirect = true;
    return;
  }
  addRegion(fp.Writes, base, l, ts, inst.ExecSize, chans);
  // Integer divide returns quotient and remainder in consecutive registers.
  if (inst.Op == Opcode::Math && inst.MathFn == 11 &&
      op.Mode == AddrMode::Direct) {
    GrfByteSet second;
    addRegion(second, base + GrfBytes, l, ts, inst.ExecSize, chans);
    for (const RegBytes &rb : second.regs())
      fp.Writes.addMask(rb.Reg, rb.Mask);
  }
}

/// The lengths of the message `info` of `inst`, decoded with `a0`.
SendLengths sendLengths(const MessageInfo &info, const Inst &inst,
                        const uint16_t *a0) {
  SendLengths len;
  if (!inst.Send.DescIsReg || a0) {
    len.Src0 = info.Mlen;
    len.Dst = info.Rlen;
  }
  if (!inst.Send.ExDescIsReg || a0)
    len.Src1 = info.ExMlen;
  return len;
}

/// The lane address bytes (getLaneAddressBytes) of `inst`, whose message
/// decoded with `a0` is `info`: decoded once more only where a0 changed it.
unsigned laneAddressBytes(const MessageInfo &info, const Inst &inst,
                          const uint16_t *a0, unsigned src0Regs) {
  const Product &product = scoreboardProduct();
  if (a0 && (inst.Send.DescIsReg || inst.Send.ExDescIsReg))
    return getLaneAddressBytes(product, inst, src0Regs);
  return getLaneAddressBytes(info, inst, src0Regs);
}

void computeSendFootprint(const Inst &inst, const uint16_t *a0,
                          InstFootprint &fp, uint32_t chans) {
  MessageInfo info = decodeSend(scoreboardProduct(), inst, a0);
  SendLengths len = sendLengths(info, inst, a0);
  fp.UsesA0 = inst.Send.DescIsReg || inst.Send.ExDescIsReg;
  auto regs = [](int n) { return n < 0 ? 31u : unsigned(n); };
  auto isGrf = [](const Operand &op) {
    return op.K == Operand::Kind::Reg && op.File == RegFile::GRF &&
           op.Mode == AddrMode::Direct;
  };
  unsigned laneBytes = allChannelsEnabled(inst, chans)
                           ? 0
                           : laneAddressBytes(info, inst, a0,
                                              unsigned(len.Src0));
  if (isGrf(inst.Src[0]) && laneBytes) {
    // The address plane: lane i's address at byte i * laneBytes; the data
    // planes after it keep whole registers.
    int64_t base = directBase(inst.Src[0]);
    {
      RegionBytes bytes(fp.Reads);
      for (uint32_t m = chans & execSizeMask(inst.ExecSize); m; m &= m - 1)
        bytes.add(base + int64_t(llvm::countr_zero(m)) * laneBytes,
                  laneBytes);
    }
    unsigned planeRegs = inst.ExecSize * laneBytes / GrfBytes;
    fp.Reads.addRegs(inst.Src[0].RegNum + planeRegs,
                     unsigned(len.Src0) - planeRegs);
  } else if (isGrf(inst.Src[0])) {
    fp.Reads.addRegs(inst.Src[0].RegNum, regs(len.Src0));
  }
  if (inst.NumSrcs > 1 && isGrf(inst.Src[1]))
    fp.Reads.addRegs(inst.Src[1].RegNum, regs(len.Src1));
  if (isGrf(inst.Dst))
    fp.Writes.addRegs(inst.Dst.RegNum, regs(len.Dst));
}

void computeBranchFootprint(const Inst &inst, InstFootprint &fp) {
  // call/calla store the return address pair; ret reads it back; register
  // branch targets are scalars.
  const Operand &src = inst.Src[0];
  bool isReturnAddr = inst.Op == Opcode::Ret;
  if (src.K == Operand::Kind::Reg && src.File == RegFile::GRF &&
      src.Mode == AddrMode::Direct)
    fp.Reads.addBytes(directBase(src), isReturnAddr ? 8 : 4);
  else if (src.K == Operand::Kind::Reg && src.File == RegFile::ARF &&
           isSpecialArf(src.RegNum))
    fp.SpecialArf = true;
  if ((inst.Op == Opcode::Call || inst.Op == Opcode::Calla) &&
      inst.Dst.K == Operand::Kind::Reg && inst.Dst.File == RegFile::GRF &&
      inst.Dst.Mode == AddrMode::Direct)
    fp.Writes.addBytes(directBase(inst.Dst), 8);
}

} // namespace

const Product &visa::sim::scoreboardProduct() {
  static const Product &product = *llvm::find_if(
      products(), [](const Product &p) { return p.SwsbTokens != 0; });
  return product;
}

SendLengths visa::sim::getSendLengths(const Inst &inst, const uint16_t *a0) {
  return sendLengths(decodeSend(scoreboardProduct(), inst, a0), inst, a0);
}

void visa::sim::computeFootprint(const Inst &inst, const uint16_t *a0,
                                 InstFootprint &fp, uint32_t chans) {
  fp.Reads.clear();
  fp.Writes.clear();
  fp.SpecialArf = false;
  fp.UnresolvedIndirect = false;
  fp.UsesA0 = false;
  if (isOutOfOrderSend(inst.Op)) {
    computeSendFootprint(inst, a0, fp, chans);
    return;
  }
  switch (getForm(inst.Op)) {
  case OpForm::Nullary:
  case OpForm::Wait:
  case OpForm::Branch1:
  case OpForm::Branch2:
    return;
  case OpForm::Jmpi:
  case OpForm::Call:
  case OpForm::Ret:
  case OpForm::Brd:
  case OpForm::Brc:
    computeBranchFootprint(inst, fp);
    return;
  default:
    break;
  }
  if (readsAcrossChannels(inst.Op))
    chans = AllChannels;
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i)
    addSource(inst, i, a0, fp, chans);
  addDestination(inst, a0, fp, chans);
}
