//===- IndirectTargets.cpp - Which registers indirect operands may reach --===//
//
// A register whose address is an immediate somewhere (`&v1`) can be read
// and written through any address register that comes to hold that
// address. Instead of keeping such a register live everywhere, the
// allocator follows where its address goes:
//
//  - Which addresses each register may carry, flow-insensitively: what an
//    instruction's sources carry (its address immediates, the registers it
//    reads directly, and what the registers its indirect sources may reach
//    hold) flows into what it writes: its destination, or every register
//    an indirect destination may reach.
//  - An indirect operand then also accesses every byte of every register
//    its address register may point into (Access::Through): a read, or a
//    write that replaces nothing (a use and a def). So such a register is
//    live from its writes to its last read, direct or indirect, like any
//    other; where its value is dead, others may use its bytes.
//  - Where an address leaves what the tables describe (a send's payload
//    takes it to memory, a pinned or physically named register hands it to
//    code the allocator does not see, a write through an address register
//    nothing is known to point into puts it somewhere unknown), the
//    registers it may point into keep the conservative rule: live
//    everywhere (VReg::AddressEscapes).
//
// Values that come back from memory or from physical or pinned registers
// can only carry such escaped addresses, so the sets are sound without
// following them.
//
//===----------------------------------------------------------------------===//

#include "RegAllocModel.h"

using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

/// Sets of address-taken registers, numbered densely.
class AddressSets {
public:
  explicit AddressSets(unsigned numRegs, unsigned numTargets)
      : Sets(numRegs), NumTargets(numTargets) {}

  /// The addresses register `r` may carry (empty when it carries none).
  const llvm::BitVector &of(uint32_t r) const {
    return Sets[r].empty() ? Empty : Sets[r];
  }
  /// Adds `set` to register `r`'s; whether that changed it.
  bool merge(uint32_t r, const llvm::BitVector &set) {
    llvm::BitVector &to = Sets[r];
    if (to.empty())
      to.resize(NumTargets);
    if (!set.test(to))
      return false; // nothing in `set` that `to` lacks
    to |= set;
    return true;
  }

private:
  std::vector<llvm::BitVector> Sets;
  unsigned NumTargets;
  llvm::BitVector Empty;
};

/// Whether the instruction's destination is a GRF named physically.
bool writesPhysicalGrf(const InstData &d) {
  const Operand &dst = d.I.Dst;
  return dst.K == Operand::Kind::Reg && !d.Dst.isVirtual() &&
         dst.File == RegFile::GRF;
}

} // namespace

void Model::addIndirectTargets() {
  std::vector<uint32_t> targets;
  std::vector<uint32_t> targetOf(VRegs.size(), ~0u);
  for (uint32_t r = 0; r < VRegs.size(); ++r)
    if (VRegs[r].AddressTaken) {
      targetOf[r] = uint32_t(targets.size());
      targets.push_back(r);
    }
  IndirectlyReached = llvm::BitVector(unsigned(VRegs.size()));
  IndirectUnknown = false;
  if (targets.empty()) {
    // An indirect operand then points at nothing the tables describe.
    IndirectUnknown = llvm::any_of(
        Accesses, [](const Access &a) { return a.Indirect; });
    return;
  }
  unsigned numTargets = unsigned(targets.size());
  AddressSets carries(unsigned(VRegs.size()), numTargets);
  llvm::BitVector escaped(numTargets), flowing(numTargets);

  // What an indirect operand through address register `r` may reach.
  auto reached = [&](uint32_t r) { return carries.of(r).set_bits(); };
  for (bool changed = true; changed;) {
    changed = false;
    for (const Instr &instr : Instrs) {
      flowing.reset();
      for (uint32_t v : instr.AddressesOf)
        flowing.set(targetOf[v]);
      for (const Access &a : accesses(instr)) {
        if (a.IsDef || a.Through || (a.Indirect && a.Where == Slot::Dst))
          continue;
        if (!a.Indirect)
          flowing |= carries.of(a.VReg);
        else
          for (unsigned t : reached(a.VReg))
            flowing |= carries.of(targets[t]);
      }
      if (flowing.none())
        continue;
      const InstData &d = getInstData(instr.Op);
      bool escapes = isSend(d.I.Op) || writesPhysicalGrf(d);
      for (const Access &a : accesses(instr)) {
        const VReg &v = VRegs[a.VReg];
        if (a.IsDef) {
          escapes |= v.Pinned >= 0 && !v.Physical;
          changed |= carries.merge(a.VReg, flowing);
        } else if (a.Indirect && a.Where == Slot::Dst) {
          llvm::BitVector to = carries.of(a.VReg);
          escapes |= to.none();
          for (unsigned t : to.set_bits())
            changed |= carries.merge(targets[t], flowing);
        }
      }
      // The sets only grow: the last pass sees every address that flows.
      if (escapes)
        escaped |= flowing;
    }
  }
  for (unsigned t = 0; t < numTargets; ++t)
    VRegs[targets[t]].AddressEscapes = escaped.test(t);

  // Every indirect operand accesses what it may reach (an escaped register
  // is live everywhere anyway).
  std::vector<Access> all;
  all.reserve(Accesses.size());
  llvm::SmallVector<uint32_t, 4> added;
  for (Instr &instr : Instrs) {
    uint32_t first = uint32_t(all.size());
    added.clear();
    for (const Access &a : accesses(instr)) {
      all.push_back(a);
      if (!a.Indirect)
        continue;
      bool isDef = a.Where == Slot::Dst;
      IndirectUnknown |= carries.of(a.VReg).none();
      for (unsigned t : reached(a.VReg)) {
        uint32_t target = targets[t];
        IndirectlyReached.set(target);
        VReg &v = VRegs[target];
        uint32_t key = target * 2 + isDef;
        if (v.AddressEscapes || llvm::is_contained(added, key))
          continue;
        added.push_back(key);
        Access through;
        through.VReg = target;
        through.Lo = 0;
        through.Hi = v.Bytes;
        through.Where = a.Where;
        through.IsDef = isDef;
        through.Through = true;
        v.UsedLo = 0;
        v.UsedHi = std::max(v.UsedHi, v.Bytes);
        all.push_back(through);
      }
    }
    instr.FirstAccess = first;
    instr.EndAccess = uint32_t(all.size());
  }
  Accesses = std::move(all);
}
