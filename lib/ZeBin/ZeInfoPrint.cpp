//===- ZeInfoPrint.cpp - Print a parsed .ze_info kernel entry -------------===//
//
// A stable, readable dump of ZeKernelInfo for visa-sim --dump-zeinfo and its
// tests: one line per payload argument, binding-table entry, memory buffer
// and inline sampler, with the zebin's own names.
//
//===----------------------------------------------------------------------===//

#include "visa/ZeBin/ZeBinary.h"

using namespace llvm;
using namespace visa;

static StringRef addrModeName(ZeAddrMode m) {
  switch (m) {
  case ZeAddrMode::None:
    return "";
  case ZeAddrMode::Stateless:
    return "stateless";
  case ZeAddrMode::Stateful:
    return "stateful";
  case ZeAddrMode::Bindless:
    return "bindless";
  case ZeAddrMode::Slm:
    return "slm";
  }
  return "?";
}

static StringRef addrSpaceName(ZeAddrSpace s) {
  switch (s) {
  case ZeAddrSpace::None:
    return "";
  case ZeAddrSpace::Global:
    return "global";
  case ZeAddrSpace::Local:
    return "local";
  case ZeAddrSpace::Constant:
    return "constant";
  case ZeAddrSpace::Image:
    return "image";
  case ZeAddrSpace::Sampler:
    return "sampler";
  }
  return "?";
}

static StringRef imageTypeName(ZeImageType t) {
  switch (t) {
  case ZeImageType::None:
    return "";
  case ZeImageType::Buffer:
    return "image_buffer";
  case ZeImageType::Image1D:
    return "image_1d";
  case ZeImageType::Image1DArray:
    return "image_1d_array";
  case ZeImageType::Image2D:
    return "image_2d";
  case ZeImageType::Image2DArray:
    return "image_2d_array";
  case ZeImageType::Image3D:
    return "image_3d";
  case ZeImageType::Image2DMedia:
    return "image_2d_media";
  case ZeImageType::Image2DMediaBlock:
    return "image_2d_media_block";
  }
  return "?";
}

static StringRef samplerAddressName(ZeInlineSampler::Address a) {
  switch (a) {
  case ZeInlineSampler::Address::None:
    return "none";
  case ZeInlineSampler::Address::ClampBorder:
    return "clamp_border";
  case ZeInlineSampler::Address::ClampEdge:
    return "clamp_edge";
  case ZeInlineSampler::Address::Repeat:
    return "repeat";
  case ZeInlineSampler::Address::Mirror:
    return "mirror";
  }
  return "?";
}

void visa::printZeKernelInfo(const ZeKernelInfo &k, raw_ostream &os) {
  os << "kernel " << k.Name << ": simd " << k.SimdSize << ", grf " << k.GrfCount
     << ", slm " << k.SlmSize << ", barriers " << k.BarrierCount
     << ", walk order " << k.WalkOrder[0] << " " << k.WalkOrder[1] << " "
     << k.WalkOrder[2];
  if (k.HasStackCalls)
    os << ", stack calls";
  if (k.NumArgs >= 0)
    os << ", " << k.NumArgs << " args";
  os << "\n";
  auto printArg = [&](StringRef what, const ZePayloadArg &a) {
    os << "  " << what << " " << zeArgTypeName(a.Type) << " offset " << a.Offset
       << " size " << a.Size;
    if (a.ArgIndex >= 0)
      os << " arg " << a.ArgIndex;
    if (a.AddrMode != ZeAddrMode::None)
      os << " " << addrModeName(a.AddrMode);
    if (a.AddrSpace != ZeAddrSpace::None)
      os << " " << addrSpaceName(a.AddrSpace);
    if (a.SourceOffset)
      os << " source_offset " << a.SourceOffset;
    if (a.SlmAlignment)
      os << " slm_alignment " << a.SlmAlignment;
    if (a.SamplerIndex >= 0)
      os << " sampler " << a.SamplerIndex;
    if (a.ImageType != ZeImageType::None)
      os << " " << imageTypeName(a.ImageType);
    os << "\n";
  };
  for (const ZePayloadArg &a : k.PerThreadArgs)
    printArg("per-thread", a);
  for (const ZePayloadArg &a : k.PayloadArgs)
    printArg("payload", a);
  for (auto [bti, arg] : k.BindingTable)
    os << "  bti " << bti << " arg " << arg << "\n";
  for (const ZeMemoryBuffer &b : k.MemoryBuffers)
    os << "  memory "
       << (b.K == ZeMemoryBuffer::Kind::Global    ? "global"
           : b.K == ZeMemoryBuffer::Kind::Scratch ? "scratch"
                                                  : "slm")
       << " "
       << (b.Use == ZeMemoryBuffer::Usage::PrivateSpace     ? "private_space"
           : b.Use == ZeMemoryBuffer::Usage::SpillFillSpace ? "spill_fill_space"
                                                            : "single_space")
       << " size " << b.Size << (b.IsSimtThread ? " per-work-item" : "")
       << "\n";
  for (const ZeInlineSampler &s : k.InlineSamplers)
    os << "  inline sampler " << s.SamplerIndex << " "
       << samplerAddressName(s.AddrMode)
       << (s.LinearFilter ? " linear" : " nearest")
       << (s.Normalized ? " normalized" : "") << "\n";
}
