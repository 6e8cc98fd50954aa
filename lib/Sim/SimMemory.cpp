//===- SimMemory.cpp - The flat address space of a launch -----------------===//

#include "visa/Sim/SimMemory.h"

namespace visa::sim {

void Memory::map(uint64_t base, std::vector<uint8_t> bytes) {
  Allocation &a = Allocs[base];
  a.Base = base;
  a.Bytes = std::move(bytes);
}

Allocation *Memory::allocationAt(uint64_t addr) {
  // Accesses come in runs to one buffer: try the last one found first.
  if (Last && addr - Last->Base < Last->Bytes.size())
    return Last;
  auto it = Allocs.upper_bound(addr);
  if (it == Allocs.begin())
    return nullptr;
  --it;
  Allocation &a = it->second;
  if (addr - a.Base >= a.Bytes.size())
    return nullptr;
  Last = &a;
  return &a;
}

uint8_t *Memory::translate(uint64_t addr, uint64_t size) {
  Allocation *a = allocationAt(addr);
  if (!a)
    return nullptr;
  uint64_t off = addr - a->Base;
  if (size > a->Bytes.size() - off)
    return nullptr;
  return a->Bytes.data() + off;
}

const Allocation *Memory::find(uint64_t base) const {
  auto it = Allocs.find(base);
  return it == Allocs.end() ? nullptr : &it->second;
}

} // namespace visa::sim
