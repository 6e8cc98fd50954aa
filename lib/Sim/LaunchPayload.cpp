//===- LaunchPayload.cpp - The cross-thread data of a launch --------------===//
//
// Plans the payload of a launch: the geometry (work-groups, threads per
// group, hardware thread ids), the per-thread part's size (local ids), the
// private and scratch memory, and the cross-thread data: every entry of the
// kernel's payload_arguments filled with the value the OpenCL runtime would
// put there (sizes, buffer addresses, by-value bytes, SLM offsets of local
// arguments, image metadata). Payload.cpp turns the plan into registers.
//
//===----------------------------------------------------------------------===//

#include "LaunchUtil.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace visa;
using namespace visa::sim;
using namespace visa::sim::launchutil;

namespace {

/// OpenCL's CL_* numbers for image formats (what get_image_channel_order
/// and get_image_channel_data_type return).
uint32_t clChannelOrder(ChannelOrder o) {
  switch (o) {
  case ChannelOrder::R:
    return 0x10B0;
  case ChannelOrder::A:
    return 0x10B1;
  case ChannelOrder::RG:
    return 0x10B2;
  case ChannelOrder::RGBA:
    return 0x10B5;
  case ChannelOrder::BGRA:
    return 0x10B6;
  case ChannelOrder::Rx:
    return 0x10BA;
  case ChannelOrder::RGx:
    return 0x10BB;
  case ChannelOrder::RGBx:
    return 0x10BC;
  }
  return 0;
}

uint32_t clChannelType(ChannelType t) {
  switch (t) {
  case ChannelType::SNormInt8:
    return 0x10D0;
  case ChannelType::SNormInt16:
    return 0x10D1;
  case ChannelType::UNormInt8:
    return 0x10D2;
  case ChannelType::UNormInt16:
    return 0x10D3;
  case ChannelType::SInt8:
    return 0x10D7;
  case ChannelType::SInt16:
    return 0x10D8;
  case ChannelType::SInt32:
    return 0x10D9;
  case ChannelType::UInt8:
    return 0x10DA;
  case ChannelType::UInt16:
    return 0x10DB;
  case ChannelType::UInt32:
    return 0x10DC;
  case ChannelType::Half:
    return 0x10DD;
  case ChannelType::Float:
    return 0x10DE;
  }
  return 0;
}

} // namespace

/// The sampler_address payload value of an addressing mode: the encoding
/// NEO patches and IGC's image built-ins compare against (CLK_ADDRESS_NONE
/// 0, CLAMP 1, CLAMP_TO_EDGE 2, REPEAT 3, MIRRORED_REPEAT 4 in IGC's
/// BiFModule/Implementation/images.cl; sampler_normalized is 8 for
/// normalized coordinates, 0 otherwise). Not the OpenCL C header's values.
static uint32_t samplerAddressValue(SamplerState::Address mode) {
  switch (mode) {
  case SamplerState::Address::None:
    return 0;
  case SamplerState::Address::Clamp:
    return 1;
  case SamplerState::Address::ClampToEdge:
    return 2;
  case SamplerState::Address::Repeat:
    return 3;
  case SamplerState::Address::MirroredRepeat:
    return 4;
  }
  return 0;
}

Error PreparedLaunch::planPayload(const LaunchDesc &desc) {
  const ZeKernelInfo &info = Image.Info;
  PayloadPlan &plan = Plan;
  plan.Simd = info.SimdSize;
  for (unsigned d = 0; d < 3; ++d) {
    plan.Local[d] = desc.Local[d];
    plan.WalkOrder[d] = info.WalkOrder[d];
    // A global size that is not a multiple of the local size leaves a
    // partial last work-group (OpenCL 2.0 non-uniform work-groups). NEO runs
    // it as its own walker region: same kernel, group ids continuing the
    // full groups, its own thread count and local_size in the cross-thread
    // data, the same enqueued_local_size (NEO's DispatchInfoBuilder,
    // SplitDispatch::SplitMode::WalkerSplit).
    plan.Global[d] = desc.Global[d];
    plan.NumGroups[d] = unsigned(divideCeil(desc.Global[d], desc.Local[d]));
    if (info.RequiredLocalSize[d] && info.RequiredLocalSize[d] != desc.Local[d])
      return launchError("kernel '" + info.Name +
                         "' requires a work-group size of " +
                         Twine(info.RequiredLocalSize[0]) + "x" +
                         Twine(info.RequiredLocalSize[1]) + "x" +
                         Twine(info.RequiredLocalSize[2]));
  }
  uint64_t groupItems = uint64_t(desc.Local[0]) * desc.Local[1] * desc.Local[2];
  if (groupItems > 1024)
    return launchError("work-group of " + Twine(groupItems) +
                       " work-items; at most 1024 are supported");
  plan.ThreadsPerGroup = unsigned(divideCeil(groupItems, plan.Simd));
  if (plan.ThreadsPerGroup > 64)
    return launchError("a work-group of " + Twine(groupItems) +
                       " work-items needs " + Twine(plan.ThreadsPerGroup) +
                       " SIMD" + Twine(plan.Simd) +
                       " threads; the hardware allows 64");

  // Per-thread data: local ids only.
  unsigned perThreadBytes = 0;
  unsigned planeBytes = std::max(plan.Simd, 16u) * 2;
  for (const ZePayloadArg &a : info.PerThreadArgs) {
    if (a.Type != ZeArgType::LocalId)
      return launchError("unsupported per-thread payload argument '" +
                         zeArgTypeName(a.Type) + "'");
    if (a.Offset != 0 || a.Size % planeBytes != 0 || a.Size / planeBytes > 3 ||
        a.Size == 0)
      return launchError("unexpected local_id layout (offset " +
                         Twine(a.Offset) + ", size " + Twine(a.Size) +
                         ") for SIMD" + Twine(plan.Simd));
    plan.LocalIdPlanes = a.Size / planeBytes;
    perThreadBytes = a.Size;
  }
  plan.PerThreadGrfs =
      std::max(1u, unsigned(divideCeil(perThreadBytes, GrfBytes)));
  plan.CrossThreadGrf = 1 + plan.PerThreadGrfs;

  // Hardware thread ids: enough for the work-groups that can be resident
  // together.
  unsigned ffidCount = 1u << plan.Device->ThreadIdBits;
  uint64_t totalGroups =
      uint64_t(plan.NumGroups[0]) * plan.NumGroups[1] * plan.NumGroups[2];
  plan.FfidGroups = unsigned(std::min<uint64_t>(
      std::max(1u, ffidCount / plan.ThreadsPerGroup), totalGroups));

  // Private memory, per hardware thread.
  uint32_t scratch = 0;
  for (const ZeMemoryBuffer &b : info.MemoryBuffers) {
    switch (b.K) {
    case ZeMemoryBuffer::Kind::Global:
      if (b.Use != ZeMemoryBuffer::Usage::PrivateSpace)
        return launchError("unsupported global per-thread memory buffer");
      plan.PrivatePerThread +=
          uint64_t(b.Size) * (b.IsSimtThread ? plan.Simd : 1);
      break;
    case ZeMemoryBuffer::Kind::Scratch:
      scratch += b.Size;
      break;
    case ZeMemoryBuffer::Kind::Slm:
      return launchError("SLM per-thread memory buffers are not supported");
    }
  }
  Launch.ScratchBytes = scratch;
  uint64_t privateBytes =
      plan.PrivatePerThread * plan.FfidGroups * plan.ThreadsPerGroup;
  if (privateBytes > (uint64_t(1) << 30))
    return launchError("private memory of " + Twine(privateBytes) +
                       " bytes is too large");
  // Always give private_base_stateless a distinct address, even when the
  // kernel has no private memory: any access then faults.
  plan.PrivateBase = allocate(privateBytes, {});

  // Cross-thread data.
  uint32_t extent = 0;
  for (const ZePayloadArg &a : info.PayloadArgs)
    extent = std::max(extent, a.Offset + a.Size);
  extent = uint32_t(alignTo(extent, GrfBytes));
  if (plan.CrossThreadGrf + extent / GrfBytes > NumGrfs)
    return launchError("the payload (" + Twine(extent) +
                       " bytes of cross-thread data after r" +
                       Twine(plan.CrossThreadGrf) +
                       ") does not fit in the register file");
  plan.CrossThread.assign(extent, 0);

  for (const ZePayloadArg &a : info.PayloadArgs)
    if (Error e = fillPayloadArg(a, desc))
      return e;
  return Error::success();
}

Error PreparedLaunch::fillPayloadArg(const ZePayloadArg &a,
                                     const LaunchDesc &desc) {
  uint8_t *dst = Plan.CrossThread.data() + a.Offset;
  // A std::string, not a Twine: a returned Twine would point at the
  // temporaries of this lambda's expression.
  auto where = [&]() -> std::string {
    return ("payload argument '" + zeArgTypeName(a.Type) + "' at offset " +
            Twine(a.Offset))
        .str();
  };
  auto putTriple = [&](const uint32_t v[3]) -> Error {
    if (a.Size % 4 != 0 || a.Size > 12)
      return launchError(where() + ": unexpected size " + Twine(a.Size));
    std::memcpy(dst, v, a.Size);
    return Error::success();
  };
  auto putScalar = [&](uint64_t v) -> Error {
    if (a.Size != 4 && a.Size != 8)
      return launchError(where() + ": unexpected size " + Twine(a.Size));
    if (a.Size == 4)
      support::endian::write32le(dst, uint32_t(v));
    else
      support::endian::write64le(dst, v);
    return Error::success();
  };
  const LaunchArg *arg = a.ArgIndex >= 0 && unsigned(a.ArgIndex) < Args.size()
                             ? &Args[a.ArgIndex]
                             : nullptr;
  auto needArg = [&](LaunchArg::Kind k) -> Error {
    if (!arg || arg->K != k)
      return launchError(where() + " needs argument " + Twine(a.ArgIndex) +
                         " to be " + kindName(k));
    return Error::success();
  };
  static const uint32_t zero[3] = {0, 0, 0};

  switch (a.Type) {
  case ZeArgType::LocalSize:
    Plan.LocalSizeFields.push_back({a.Offset, a.Size});
    return putTriple(desc.Local);
  case ZeArgType::EnqueuedLocalSize:
    return putTriple(desc.Local);
  case ZeArgType::GlobalSize:
    return putTriple(desc.Global);
  case ZeArgType::GroupCount:
    return putTriple(Plan.NumGroups);
  case ZeArgType::GlobalIdOffset:
    return putTriple(zero);
  case ZeArgType::WorkDimensions:
    return putScalar(desc.WorkDim);
  case ZeArgType::PrivateBaseStateless:
    return putScalar(Plan.PrivateBase);
  case ZeArgType::PrintfBuffer: {
    // The runtime's printf buffer: IGC's printf code bumps the first dword
    // (the bytes used so far, the runtime starts it past itself at 4) with
    // an atomic add and writes only while the end stays below the size it
    // was compiled for (DriverInfo::getPrintfBufferSize: 4 MiB). Nothing
    // reads the records back: printf output is not modelled.
    std::vector<uint8_t> header(4, 0);
    support::endian::write32le(header.data(), 4);
    return putScalar(allocate(4u << 20, std::move(header)));
  }
  case ZeArgType::BufferAddress:
    if (Error e = needArg(LaunchArg::Kind::Buffer))
      return e;
    return putScalar(Placed[a.ArgIndex].Address);
  case ZeArgType::BufferOffset:
    if (Error e = needArg(LaunchArg::Kind::Buffer))
      return e;
    return putScalar(0);
  case ZeArgType::ArgByValue:
    if (Error e = needArg(LaunchArg::Kind::Value))
      return e;
    // The runtime copies what the argument has: IGC describes a struct's
    // trailing bytes as 4-byte pieces that may reach past its end (a `char`
    // member at the last byte), and NEO's setArgImmediate copies only
    // min(piece size, argument size - source offset) bytes, leaving the rest
    // of the piece zero.
    // A piece that starts past the end means the launch's value is not the
    // argument the kernel declares.
    if (a.SourceOffset >= arg->Bytes.size())
      return launchError("argument " + Twine(a.ArgIndex) + " has " +
                         Twine(arg->Bytes.size()) +
                         " bytes; the kernel reads from byte " +
                         Twine(a.SourceOffset));
    std::memcpy(dst, arg->Bytes.data() + a.SourceOffset,
                std::min<uint64_t>(a.Size, arg->Bytes.size() - a.SourceOffset));
    return Error::success();
  case ZeArgType::ArgByPointer:
    if (a.Size == 0)
      return Error::success(); // stateful: bound by BTI or sampler index
    if (a.AddrMode == ZeAddrMode::Slm) {
      if (Error e = needArg(LaunchArg::Kind::Local))
        return e;
      return putScalar(Placed[a.ArgIndex].SlmPayload);
    }
    if (a.AddrMode == ZeAddrMode::Stateless) {
      if (Error e = needArg(LaunchArg::Kind::Buffer))
        return e;
      return putScalar(Placed[a.ArgIndex].Address);
    }
    return launchError(where() + ": pointer argument of " + Twine(a.Size) +
                       " bytes with an unsupported addressing mode");
  case ZeArgType::ImageWidth:
  case ZeArgType::ImageHeight:
  case ZeArgType::ImageDepth:
  case ZeArgType::ImageArraySize:
  case ZeArgType::ImageNumMipLevels:
  case ZeArgType::ImageChannelDataType:
  case ZeArgType::ImageChannelOrder: {
    if (Error e = needArg(LaunchArg::Kind::Image))
      return e;
    uint32_t v = 0;
    switch (a.Type) {
    case ZeArgType::ImageWidth:
      v = arg->Width;
      break;
    case ZeArgType::ImageHeight:
      v = arg->Height;
      break;
    case ZeArgType::ImageDepth:
      v = arg->Depth;
      break;
    case ZeArgType::ImageArraySize:
      v = arg->ArraySize;
      break;
    case ZeArgType::ImageNumMipLevels:
      v = arg->MipLevels;
      break;
    case ZeArgType::ImageChannelDataType:
      v = clChannelType(arg->Type);
      break;
    case ZeArgType::ImageChannelOrder:
      v = clChannelOrder(arg->Order);
      break;
    default:
      break;
    }
    if (a.Size != 4)
      return launchError(where() + ": unexpected size " + Twine(a.Size));
    support::endian::write32le(dst, v);
    return Error::success();
  }
  case ZeArgType::SamplerSnapWa:
    // The simulated sampler follows OpenCL exactly: no workaround wanted.
    if (Error e = needArg(LaunchArg::Kind::Sampler))
      return e;
    return putScalar(0);
  case ZeArgType::SamplerAddress:
  case ZeArgType::SamplerNormalized:
    if (Error e = needArg(LaunchArg::Kind::Sampler))
      return e;
    return putScalar(a.Type == ZeArgType::SamplerAddress
                         ? samplerAddressValue(arg->Sampler.Addressing)
                         : (arg->Sampler.NormalizedCoords ? 8 : 0));
  case ZeArgType::LocalId:
  case ZeArgType::PackedLocalIds:
    break;
  }
  return launchError(where() + ": only valid as a per-thread argument");
}
