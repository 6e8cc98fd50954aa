//===- SendImpl.h - Shared pieces of the send-message implementation ------===//
//
// Private to lib/Sim/Send*.cpp. A send is first turned into a Message (the
// descriptors decoded by gen::decodeSend, a copy of the payload registers,
// a response buffer preloaded with the destination registers, and the
// lanes the execution mask enables); the per-shared-function files then
// perform it:
//
//   Send.cpp            payload/response plumbing, dispatch by SFID,
//                       gateway and thread spawner
//   SendDataPort.cpp    data port 0/1 and constant cache (HDC) messages,
//                       dispatched by message kind
//   SendAtomic.cpp      untyped integer and float atomics
//   SendSampler.cpp     sampler messages
//   SendVme.cpp         VME/CRE motion estimation (model in Vme*.cpp)
//   SendImage.cpp       image texel formats, typed surface and media block
//   SendAddress.cpp     address spaces: surfaces, SLM, scratch, A64
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_SENDIMPL_H
#define VISA_LIB_SIM_SENDIMPL_H

#include "visa/Gen/GenMessage.h"
#include "visa/Sim/Send.h"
#include "llvm/Support/Error.h"
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace visa::sim::sendimpl {

/// One send being executed.
struct Message {
  Message(const gen::Product &device, Memory &mem, ThreadState &t,
          SendOutcome &out)
      : Device(device), Mem(mem), T(t), Out(out) {}

  const gen::Product &Device;
  Memory &Mem;
  ThreadState &T;
  SendOutcome &Out;

  /// The descriptors and what they ask for.
  uint32_t Desc = 0, ExDesc = 0;
  gen::MessageInfo Info;
  /// Channels enabled for the instruction (ExecMask >> ChanOffset, limited
  /// to the execution size): message lane i is instruction channel i.
  uint32_t LaneMask = 0;
  unsigned ExecSize = 1;
  /// Payload: src0's Mlen registers followed by src1's ExMlen registers.
  alignas(8) uint8_t Payload[gen::MaxPayloadRegs * GrfBytes];
  /// Response: Rlen registers, preloaded with the destination's contents so
  /// that lanes a message does not return keep their old values.
  alignas(8) uint8_t Response[gen::MaxResponseRegs * GrfBytes];

  unsigned payloadBytes() const {
    return (Info.Mlen + Info.ExMlen) * GrfBytes;
  }
  unsigned responseBytes() const { return Info.Rlen * GrfBytes; }
  /// Byte offset of the first register after the header.
  unsigned dataStart() const { return Info.HasHeader ? GrfBytes : 0; }
  bool laneOn(unsigned lane) const { return (LaneMask >> lane) & 1; }

  /// Payload element at byte `off`; zero beyond the payload.
  template <typename T> T payload(unsigned off) const {
    T v = 0;
    if (off + sizeof(T) <= payloadBytes())
      std::memcpy(&v, Payload + off, sizeof(T));
    return v;
  }
  /// Stores into the response; ignored beyond the response length.
  template <typename T> void respond(unsigned off, T v) {
    if (off + sizeof(T) <= responseBytes())
      std::memcpy(Response + off, &v, sizeof(T));
  }
  void respondBytes(unsigned off, const uint8_t *src, unsigned n) {
    if (off < responseBytes())
      std::memcpy(Response + off, src,
                  std::min<unsigned>(n, responseBytes() - off));
  }
};

/// "unsupported message: sfid 0x.. desc 0x........ (<name>)".
llvm::Error unsupported(const Message &m, const llvm::Twine &why = "");
/// An error about a message that is understood but malformed or unusable.
llvm::Error messageError(const Message &m, const llvm::Twine &what);

/// Data-port messages (DC0, DC1, constant cache) by message kind.
llvm::Error executeDataPort(Message &m);
llvm::Error executeSampler(Message &m);
/// Motion estimation: IME on the VME, SIC and FBR on the CRE (SendVme.cpp).
llvm::Error executeVme(Message &m);

/// Untyped atomics on surfaces, SLM (A32) and flat memory (A64).
llvm::Error executeAtomic(Message &m);

//===-- Address spaces (SendAddress.cpp) ----------------------------------===//

/// The memory the addresses of one data-port message refer to.
class AddressSpace {
public:
  enum class Kind : uint8_t {
    Bounded, ///< a surface or SLM: out-of-bounds reads give 0, writes drop
    Flat,    ///< A64: an unmapped address is an error
    Scratch, ///< the thread's private space, grown on demand
  };

  /// `addrMask` keeps the address bits the memory decodes (SLM ignores the
  /// bits above its 64 KiB window, which IGC uses to tag local pointers).
  static AddressSpace bounded(uint8_t *base, uint64_t size,
                              uint64_t addrMask = ~uint64_t(0)) {
    AddressSpace s;
    s.K = Kind::Bounded;
    s.Base = base;
    s.Size = size;
    s.Mask = addrMask;
    s.WindowBase = base;
    s.WindowSize = base ? size : 0;
    return s;
  }
  static AddressSpace flat(Memory &mem) {
    AddressSpace s;
    s.K = Kind::Flat;
    s.Mem = &mem;
    return s;
  }
  static AddressSpace scratch(std::vector<uint8_t> &bytes) {
    AddressSpace s;
    s.K = Kind::Scratch;
    s.ScratchBytes = &bytes;
    s.WindowBase = bytes.data();
    s.WindowSize = bytes.size();
    return s;
  }

  /// Host pointer to [addr, addr+n) or nullptr when the access is out of
  /// bounds (a bounded or scratch space); an error for unmapped A64.
  llvm::Expected<uint8_t *> locate(uint64_t addr, unsigned n, bool forWrite) {
    if (uint8_t *p = inWindow(addr, n))
      return p;
    return locateSlow(addr, n, forWrite);
  }
  /// Reads n bytes (zeros when out of bounds).
  llvm::Error read(uint64_t addr, unsigned n, uint8_t *out) {
    if (uint8_t *p = inWindow(addr, n)) {
      std::memcpy(out, p, n);
      return llvm::Error::success();
    }
    return readSlow(addr, n, out);
  }
  /// Writes n bytes (dropped when out of bounds).
  llvm::Error write(uint64_t addr, unsigned n, const uint8_t *in) {
    if (uint8_t *p = inWindow(addr, n)) {
      std::memcpy(p, in, n);
      return llvm::Error::success();
    }
    return writeSlow(addr, n, in);
  }

  Kind kind() const { return K; }

  //===-- Whole-message access through the window ------------------------===//
  //
  // A message whose accesses all lie in the window can move its elements
  // without deciding each one: windowOffset gives each lane's offset,
  // windowHolds checks the largest once, windowBytes is where they point.
  // Anything else (out of bounds, another allocation, unmapped) takes
  // read/write per element, which decide each access.

  /// Points an A64 space's window at the allocation holding `addr`, if
  /// any; no error for an unmapped address (the per-element path reports
  /// it). Other spaces keep their window.
  void aimWindow(uint64_t addr) {
    if (K == Kind::Flat && !inWindow(addr, 1))
      aimFlatWindow(addr);
  }
  /// Offset of `addr` from the start of the window; a huge value when
  /// below it.
  uint64_t windowOffset(uint64_t addr) const {
    return (addr & Mask) - WindowStart;
  }
  /// True if, for every offset `off` <= `maxOff` that windowOffset gave,
  /// the `n` bytes from its address are the window's bytes [off, off+n):
  /// they lie in the window, and the decoded address bits do not wrap
  /// within them (the window ends inside the mask).
  bool windowHolds(uint64_t maxOff, uint64_t n) const {
    return maxOff < WindowSize && WindowSize - maxOff >= n &&
           (Mask == ~uint64_t(0) || WindowStart + WindowSize - 1 <= Mask);
  }
  uint8_t *windowBytes() const { return WindowBase; }
  /// Grows a scratch space so that its window holds offsets [0, end), as
  /// writes reaching `end` one by one would (zeros between them); false,
  /// growing nothing, for other spaces and beyond the scratch limit.
  bool growScratchTo(uint64_t end);

private:
  /// The common case, decided inline: [addr, addr+n) lies in the window,
  /// bytes of this space known to be there (a bounded space's bytes, the
  /// allocation of the previous A64 access). Null: locateSlow decides.
  uint8_t *inWindow(uint64_t addr, unsigned n) const {
    uint64_t off = (addr & Mask) - WindowStart;
    if (off < WindowSize && WindowSize - off >= n)
      return WindowBase + off;
    return nullptr;
  }
  llvm::Expected<uint8_t *> locateSlow(uint64_t addr, unsigned n,
                                       bool forWrite);
  void aimFlatWindow(uint64_t addr);
  llvm::Error readSlow(uint64_t addr, unsigned n, uint8_t *out);
  llvm::Error writeSlow(uint64_t addr, unsigned n, const uint8_t *in);

  Kind K = Kind::Bounded;
  uint8_t *Base = nullptr;
  uint64_t Size = 0;
  uint64_t Mask = ~uint64_t(0);
  Memory *Mem = nullptr;
  std::vector<uint8_t> *ScratchBytes = nullptr;
  uint8_t *WindowBase = nullptr;
  uint64_t WindowStart = 0, WindowSize = 0;
};

/// The memory data-port message `m` addresses (its surface and address
/// size). For A32 stateless and scratch surfaces, `scratchBase` receives
/// the offset the header adds (header M0.5[31:10]; 0 without a header).
llvm::Expected<AddressSpace> resolveAddressSpace(Message &m,
                                                 uint64_t &scratchBase);
/// Which surfaces a message can address: bindless offsets are resolved
/// among buffers for data-port messages and among images for sampler,
/// typed and media block messages.
enum class SurfaceUse : uint8_t { Buffer, Image };
/// The surface bound at `bti` (or the bindless surface named by the
/// extended descriptor when bti is 252).
llvm::Expected<const Surface *> resolveSurface(Message &m, unsigned bti,
                                               SurfaceUse use);
/// The surface message `m` names by its binding-table index.
inline llvm::Expected<const Surface *> resolveSurface(Message &m,
                                                      SurfaceUse use) {
  return resolveSurface(m, m.Info.Bti, use);
}

//===-- Images (SendImage.cpp) --------------------------------------------===//

/// Four channels of a texel as 32-bit values: float bits for float,
/// half and normalized formats, integers for integer formats.
struct Texel {
  uint32_t C[4] = {0, 0, 0, 0};
};

/// Bytes per texel of a surface format (0 for unknown formats).
unsigned bytesPerTexel(const Surface &s);
/// True for UInt*/SInt* channel types.
bool isIntegerFormat(const Surface &s);
/// Decodes the texel at `p` to RGBA, filling absent channels (0, 0, 0, 1).
Texel decodeTexel(const Surface &s, const uint8_t *p);
/// Encodes RGBA `t` (float or integer per the format) at `p`, converting
/// with rounding to nearest even and saturation.
void encodeTexel(const Surface &s, const Texel &t, uint8_t *p);
/// Texel coordinates of surface `s`: x, y (row) and z (slice or layer).
/// False if outside the surface.
bool texelInBounds(const Surface &s, int64_t x, int64_t y, int64_t z);
/// Host pointer of texel (x, y, z), which must be in bounds; an error if
/// the surface's memory is not mapped.
llvm::Expected<uint8_t *> texelPointer(Message &m, const Surface &s, int64_t x,
                                       int64_t y, int64_t z);
/// Splits typed/sampler coordinates (u, v, r) into x, y, z for the
/// surface's kind: arrays take their layer from the coordinate after the
/// last dimension.
void coordsToTexel(const Surface &s, const int64_t uvr[3], int64_t &x,
                   int64_t &y, int64_t &z);
/// Number of dimensions addressed by coordinates (1, 2 or 3), excluding
/// the array layer.
unsigned surfaceDims(const Surface &s);
bool isArraySurface(const Surface &s);

llvm::Error executeTypedSurface(Message &m, bool isWrite);
llvm::Error executeMediaBlock(Message &m, bool isWrite);

} // namespace visa::sim::sendimpl

#endif // VISA_LIB_SIM_SENDIMPL_H
