//===- GenMessageNames.cpp - Naming decoded send messages -----------------===//
//
// Names of message kinds, atomic operations and sampler messages
// (GenMessages.def), and the one-line descriptions of a MessageInfo that
// diagnostics ("hdc.dc1 untyped surface read") and listings (with the
// message's parameters) print.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenMessage.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace visa::gen;

const char *visa::gen::messageKindName(MessageKind kind) {
  switch (kind) {
#define GEN_MESSAGE_KIND(Enum, Family, Access, Name)                           \
  case MessageKind::Enum:                                                      \
    return Name;
#include "visa/Gen/GenMessages.def"
  }
  return "?";
}

const char *visa::gen::atomicOpName(AtomicOp op) {
  switch (op) {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name)                      \
  case AtomicOp::Enum:                                                         \
    return Name;
#include "visa/Gen/GenMessages.def"
  }
  return "?";
}

int visa::gen::atomicOpSources(AtomicOp op) {
  switch (op) {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name)                      \
  case AtomicOp::Enum:                                                         \
    return Sources;
#include "visa/Gen/GenMessages.def"
  }
  return -1;
}

bool visa::gen::isFloatAtomic(AtomicOp op) {
  switch (op) {
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, Name)                      \
  case AtomicOp::Enum:                                                         \
    return IsFloat;
#include "visa/Gen/GenMessages.def"
  }
  return false;
}

const char *visa::gen::samplerOpName(unsigned op) {
  switch (op) {
#define GEN_SAMPLER_OP(Enum, Code, Name)                                       \
  case Code:                                                                   \
    return Name;
#include "visa/Gen/GenMessages.def"
  default:
    return nullptr;
  }
}

namespace {

const char *gatewayOpName(unsigned op) {
  switch (op) {
#define GEN_GATEWAY_OP(Code, Name)                                             \
  case Code:                                                                   \
    return Name;
#include "visa/Gen/GenMessages.def"
  default:
    return nullptr;
  }
}

bool isAtomic(MessageKind k) {
  return memoryAccess(k) == MemoryAccess::Atomic;
}

/// A data-port message: "untyped surface read", "a64 byte gathering read",
/// "untyped atomic add", "SLM fence".
std::string dataPortName(const MessageInfo &m) {
  if (m.Kind == MessageKind::MemoryFence)
    return m.isSlm() ? "SLM fence" : "global fence";
  std::string s = m.isA64() ? "a64 " : "";
  s += messageKindName(m.Kind);
  if (isAtomic(m.Kind))
    s += std::string(" ") + atomicOpName(m.Atomic);
  return s;
}

std::string samplerName(const MessageInfo &m) {
  if (m.Kind == MessageKind::SamplerCacheFlush)
    return messageKindName(m.Kind);
  if (SamplerSimdMode(m.SamplerSimdMode) == SamplerSimdMode::Simd32)
    return "simd32/64 sampler message";
  const char *name = samplerOpName(m.SamplerOp);
  return name ? name : "unknown sampler message";
}

/// "xyzw", "xz": the enabled RGBA channels.
std::string channelLetters(unsigned mask) {
  std::string s;
  for (unsigned c = 0; c < 4; ++c)
    if ((mask >> c) & 1)
      s += "xyzw"[c];
  return s;
}

std::string addressSpaceText(const MessageInfo &m) {
  switch (m.Space) {
  case AddressSpace::None:
    return "";
  case AddressSpace::Surface:
    return "bti " + std::to_string(m.Bti);
  case AddressSpace::Bindless: {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "bindless " << llvm::format_hex(m.surfaceStateOffset(), 1);
    return os.str();
  }
  case AddressSpace::Slm:
    return "slm";
  case AddressSpace::Stateless:
    return m.Bti == uint8_t(SpecialSurface::StatelessNonCoherent)
               ? "stateless non-coherent"
               : "stateless";
  case AddressSpace::Scratch:
    return "scratch";
  }
  return "";
}

} // namespace

std::string visa::gen::describeMessage(const MessageInfo &m) {
  switch (m.SFID) {
  case Sfid::Null:
    return "null";
  case Sfid::Sampler:
    return "sampler " + samplerName(m);
  case Sfid::Gateway: {
    const char *name = gatewayOpName(m.GatewayOp);
    return std::string("gateway ") + (name ? name : "unknown message");
  }
  case Sfid::DataPort2:
    return "hdc.dc2";
  case Sfid::RenderCache:
    return m.Kind == MessageKind::Unknown
               ? "render cache"
               : std::string("render cache ") + messageKindName(m.Kind);
  case Sfid::Urb:
    return "urb";
  case Sfid::Spawner:
    return m.Kind == MessageKind::EndOfThread && !m.SpawnerChildThread
               ? "spawner end of thread"
               : "spawner";
  case Sfid::Vme:
    return "vme";
  case Sfid::Cre:
    return "cre";
  case Sfid::PixelInterp:
    return "pixel interpolator";
  case Sfid::DataPort0:
  case Sfid::DataPort1:
  case Sfid::ConstCache:
    return std::string("hdc.") + sfidName(unsigned(m.SFID)) + " " +
           dataPortName(m);
  }
  return "unknown shared function";
}

std::string visa::gen::formatMessage(const MessageInfo &m) {
  llvm::SmallVector<std::string, 12> parts;
  auto add = [&](const llvm::Twine &t) {
    std::string s = t.str();
    if (!s.empty())
      parts.push_back(s);
  };
  add(addressSpaceText(m));
  if (m.Kind == MessageKind::ScratchBlockRead ||
      m.Kind == MessageKind::ScratchBlockWrite)
    add("offset " + llvm::Twine(m.ScratchOffset * 32));
  if (m.AddrBits)
    add("a" + llvm::Twine(unsigned(m.AddrBits)));
  if (m.Simd)
    add("simd" + llvm::Twine(unsigned(m.Simd)));
  if (m.ElementBytes && !m.ChannelMask) {
    std::string d = "d" + std::to_string(m.ElementBytes * 8);
    if (m.ElementsPerAddr > 1)
      d += "x" + std::to_string(m.ElementsPerAddr);
    add(d);
  }
  if (m.ChannelMask)
    add("channels " + channelLetters(m.ChannelMask));
  if (m.SlotGroup)
    add(m.SlotGroup == 2 ? "slots 8-15" : "slots 0-7");
  if (m.BlockBytes)
    add(llvm::Twine(m.BlockBytes) + " bytes" +
        (m.BlockHighHalf ? " (high half)" : ""));
  if (isAtomic(m.Kind) && m.ReturnsData)
    add("returns old values");
  if (m.SFID == Sfid::Sampler && m.Kind == MessageKind::Sample)
    add("sampler " + llvm::Twine(unsigned(m.SamplerIndex)));
  if (m.SamplerReturn16)
    add("16-bit return");
  if (m.StreamIn)
    add("stream in");
  if (m.StreamOut)
    add("stream out");
  if (m.HasHeader)
    add("header");
  add("mlen " + llvm::Twine(m.Mlen));
  if (m.ExMlen)
    add("exmlen " + llvm::Twine(m.ExMlen));
  add("rlen " + llvm::Twine(m.Rlen));
  if (m.EndOfThread)
    add("eot");
  return describeMessage(m) + ": " + llvm::join(parts, ", ");
}
