//===- SendAddress.cpp - What the addresses of a message refer to ---------===//
//
// Data-port messages name their memory by binding-table index (BTI):
//  - 0..239: a surface of the binding table; addresses are byte offsets
//    from its base, and accesses outside [0, size) read 0 / are dropped
//    (the hardware's bounds checking);
//  - 252: bindless; the surface state offset is in the extended descriptor
//    (bits 31:12). The simulator has no surface state heap: the offset
//    names the buffer (data-port messages) or image (sampler, typed, media
//    messages) whose base address has those bits in its low dword. IGC
//    passes the buffer_address argument as the offset of a buffer, and 0
//    for an image, which names the image when only one is bound;
//  - 254: the work-group's shared local memory (bounds checked; only the
//    low 16 bits of an address select the byte, IGC tags local pointers
//    with bit 28);
//  - 255/253 with 32-bit addresses (and the 251 scratch surface): the
//    "general state" space, which IGC uses for the thread's scratch (stack
//    spills) with the header's M0.5[31:10] as the per-thread base. The
//    simulator gives each thread its own scratch, so these addresses index
//    ThreadState::Scratch directly (growing it on writes);
//  - 255/253 with 64-bit addresses: the flat A64 space, where touching an
//    unmapped address is an error.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include "llvm/Support/Format.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {
/// SLM decodes the low 16 bits of an address (its 64 KiB window); IGC sets
/// bit 28 in local pointers to keep them distinct from NULL.
constexpr uint64_t SlmAddressMask = 0xFFFF;
/// Largest scratch space a thread may grow to.
constexpr uint64_t MaxScratchBytes = 16u << 20;

std::string hex(uint64_t v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format_hex(v, 1);
  return os.str();
}
} // namespace

bool AddressSpace::growScratchTo(uint64_t end) {
  if (K != Kind::Scratch || end > MaxScratchBytes)
    return false;
  std::vector<uint8_t> &s = *ScratchBytes;
  if (end > s.size())
    s.resize(end, 0);
  WindowBase = s.data();
  WindowSize = s.size();
  return true;
}

void AddressSpace::aimFlatWindow(uint64_t addr) {
  if (Allocation *a = Mem->allocationAt(addr)) {
    WindowBase = a->Bytes.data();
    WindowStart = a->Base;
    WindowSize = a->Bytes.size();
  }
}

llvm::Expected<uint8_t *> AddressSpace::locateSlow(uint64_t addr, unsigned n,
                                                   bool forWrite) {
  switch (K) {
  case Kind::Bounded:
    addr &= Mask;
    if (addr > Size || Size - addr < n)
      return nullptr;
    return Base + addr;
  case Kind::Flat:
    // Later accesses to this allocation are found inline.
    aimFlatWindow(addr);
    if (uint8_t *p = inWindow(addr, n))
      return p;
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "A64 access to unmapped address " +
                                       hex(addr) + " (" + llvm::Twine(n) +
                                       " bytes)");
  case Kind::Scratch: {
    std::vector<uint8_t> &s = *ScratchBytes;
    WindowBase = s.data();
    WindowSize = s.size();
    if (addr <= s.size() && s.size() - addr >= n)
      return s.data() + addr;
    if (!forWrite)
      return nullptr;
    if (addr > MaxScratchBytes || MaxScratchBytes - addr < n)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "scratch access at " + hex(addr) + " beyond the " +
              llvm::Twine(MaxScratchBytes >> 20) + " MiB scratch limit");
    s.resize(addr + n, 0);
    // The scratch bytes may have moved: later accesses find them here.
    WindowBase = s.data();
    WindowSize = s.size();
    return s.data() + addr;
  }
  }
  return nullptr;
}

llvm::Error AddressSpace::readSlow(uint64_t addr, unsigned n, uint8_t *out) {
  if (K == Kind::Scratch) {
    // Bytes past the end of the scratch written so far read 0, also in an
    // access that straddles that end.
    const std::vector<uint8_t> &s = *ScratchBytes;
    std::memset(out, 0, n);
    if (addr < s.size())
      std::memcpy(out, s.data() + addr, std::min<uint64_t>(n, s.size() - addr));
    return llvm::Error::success();
  }
  llvm::Expected<uint8_t *> p = locateSlow(addr, n, false);
  if (!p)
    return p.takeError();
  if (*p)
    std::memcpy(out, *p, n);
  else
    std::memset(out, 0, n);
  return llvm::Error::success();
}

llvm::Error AddressSpace::writeSlow(uint64_t addr, unsigned n,
                                     const uint8_t *in) {
  llvm::Expected<uint8_t *> p = locateSlow(addr, n, true);
  if (!p)
    return p.takeError();
  if (*p)
    std::memcpy(*p, in, n);
  return llvm::Error::success();
}

llvm::Expected<const Surface *>
sendimpl::resolveSurface(Message &m, unsigned bti, SurfaceUse use) {
  if (bti == unsigned(gen::SpecialSurface::Bindless)) {
    uint32_t offset = m.Info.surfaceStateOffset();
    const Surface *found = nullptr, *onlyImage = nullptr;
    unsigned images = 0;
    for (const auto &[index, s] : m.Mem.Surfaces) {
      bool isBuffer = s.K == Surface::Kind::Buffer;
      if (s.K == Surface::Kind::None || isBuffer != (use == SurfaceUse::Buffer))
        continue;
      if (!isBuffer) {
        ++images;
        onlyImage = &s;
      }
      if ((uint32_t(s.Base) & 0xFFFFF000u) != offset)
        continue;
      if (found)
        return messageError(m, "bindless surface state offset " + hex(offset) +
                                   " names several surfaces");
      found = &s;
    }
    // This IGC has no ABI slot for an image's bindless offset and passes
    // 0: with a single image bound, that is the image.
    if (!found && use == SurfaceUse::Image && offset == 0 && images == 1)
      found = onlyImage;
    if (!found)
      return messageError(
          m, "bindless surface state offset " + hex(offset) + " names no " +
                 (use == SurfaceUse::Image ? "image" : "buffer"));
    return found;
  }
  auto it = m.Mem.Surfaces.find(bti);
  if (it == m.Mem.Surfaces.end() || it->second.K == Surface::Kind::None)
    return messageError(m, "surface " + llvm::Twine(bti) + " is not bound");
  return &it->second;
}

llvm::Expected<AddressSpace>
sendimpl::resolveAddressSpace(Message &m, uint64_t &scratchBase) {
  scratchBase = 0;
  unsigned bti = m.Info.Bti;
  gen::AddressSpace space = m.Info.Space;
  if (m.Info.isA64()) {
    if (space != gen::AddressSpace::Stateless)
      return messageError(m, "A64 message with surface " + llvm::Twine(bti) +
                                 " (must be 253 or 255)");
    return AddressSpace::flat(m.Mem);
  }
  if (space == gen::AddressSpace::Slm) {
    if (!m.T.Group)
      return messageError(m, "SLM access from a thread without a work-group");
    std::vector<uint8_t> &slm = m.T.Group->SLM;
    return AddressSpace::bounded(slm.data(), slm.size(), SlmAddressMask);
  }
  if (space == gen::AddressSpace::Stateless ||
      space == gen::AddressSpace::Scratch) {
    if (m.Info.HasHeader)
      scratchBase = m.payload<uint32_t>(5 * 4) & ~0x3FFu;
    return AddressSpace::scratch(m.T.Scratch);
  }
  llvm::Expected<const Surface *> s =
      resolveSurface(m, bti, SurfaceUse::Buffer);
  if (!s)
    return s.takeError();
  const Surface &surf = **s;
  if (surf.Size == 0)
    return AddressSpace::bounded(nullptr, 0);
  uint8_t *base = m.Mem.translate(surf.Base, surf.Size);
  if (!base)
    return messageError(m, "surface " + llvm::Twine(bti) + " (" +
                               llvm::Twine(surf.Size) + " bytes at " +
                               hex(surf.Base) + ") is not mapped");
  return AddressSpace::bounded(base, surf.Size);
}
