//===- SimMemory.cpp - The flat address space of a launch -----------------===//

#include "visa/Sim/SimMemory.h"

namespace visa::sim {

void Memory::map(uint64_t base, std::vector<uint8_t> bytes) {
  Allocation &a = Allocs[base];
  a.Base = base;
  a.Bytes = std::move(bytes);
}

uint8_t *Memory::translate(uint64_t addr, uint64_t size) {
  auto it = Allocs.upper_bound(addr);
  if (it == Allocs.begin())
    return nullptr;
  --it;
  Allocation &a = it->second;
  uint64_t off = addr - a.Base;
  if (off > a.Bytes.size() || size > a.Bytes.size() - off)
    return nullptr;
  return a.Bytes.data() + off;
}

const Allocation *Memory::find(uint64_t base) const {
  auto it = Allocs.find(base);
  return it == Allocs.end() ? nullptr : &it->second;
}

} // namespace visa::sim
