//===- Launch.cpp - Prepare memory, surfaces and payload for a launch -----===//
//
// Does what the OpenCL runtime does between clSetKernelArg and the dispatch:
// places buffers, images, program data and private memory at distinct A64
// addresses (256 MiB apart, so an overrun lands in unmapped space), fills the
// binding table and sampler states, lays out shared local memory, relocates
// code and data, and computes the cross-thread data. The per-thread part of
// the payload is in Payload.cpp.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Launch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstring>

using namespace llvm;
using namespace visa::sim;

namespace {

/// First address handed out; above 4 GiB so that code which truncates
/// 64-bit addresses fails loudly.
constexpr uint64_t FirstAddress = uint64_t(1) << 32;
/// Allocations start on this boundary, with at least AllocationGap unmapped
/// bytes after the previous one.
constexpr uint64_t AllocationAlign = uint64_t(1) << 28;
constexpr uint64_t AllocationGap = uint64_t(1) << 24;
/// Shared local memory a work-group can have (Gen8-Gen12: 64 KiB).
constexpr uint64_t MaxSlmBytes = 64 * 1024;

Error launchError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

StringRef kindName(LaunchArg::Kind k) {
  switch (k) {
  case LaunchArg::Kind::Value:
    return "a value";
  case LaunchArg::Kind::Buffer:
    return "a buffer";
  case LaunchArg::Kind::Local:
    return "a local buffer";
  case LaunchArg::Kind::Image:
    return "an image";
  case LaunchArg::Kind::Sampler:
    return "a sampler";
  }
  return "?";
}

/// The surface kind an image argument of zebin type `t` binds to.
Surface::Kind surfaceKindFor(ZeImageType t) {
  switch (t) {
  case ZeImageType::Buffer:
  case ZeImageType::Image1D:
    return Surface::Kind::Image1D;
  case ZeImageType::Image1DArray:
    return Surface::Kind::Image1DArray;
  case ZeImageType::Image2DArray:
    return Surface::Kind::Image2DArray;
  case ZeImageType::Image3D:
    return Surface::Kind::Image3D;
  case ZeImageType::None:
  case ZeImageType::Image2D:
  case ZeImageType::Image2DMedia:
  case ZeImageType::Image2DMediaBlock:
    return Surface::Kind::Image2D;
  }
  return Surface::Kind::Image2D;
}

StringRef imageTypeDescription(ZeImageType t) {
  switch (t) {
  case ZeImageType::Buffer:
    return "image1d_buffer";
  case ZeImageType::Image1D:
    return "image1d";
  case ZeImageType::Image1DArray:
    return "image1d_array";
  case ZeImageType::Image2DArray:
    return "image2d_array";
  case ZeImageType::Image3D:
    return "image3d";
  default:
    return "image2d";
  }
}

StringRef surfaceKindDescription(Surface::Kind k) {
  switch (k) {
  case Surface::Kind::Image1D:
    return "a 1d image";
  case Surface::Kind::Image1DArray:
    return "a 1d_array image";
  case Surface::Kind::Image2DArray:
    return "a 2d_array image";
  case Surface::Kind::Image3D:
    return "a 3d image";
  case Surface::Kind::Image2D:
    return "a 2d image";
  default:
    return "something else";
  }
}

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

Expected<std::vector<uint8_t>> readInput(const LaunchArg &arg, unsigned idx) {
  std::vector<uint8_t> bytes(arg.Size, 0);
  if (arg.InFile.empty())
    return bytes;
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf =
      MemoryBuffer::getFile(arg.InFile, /*IsText=*/false);
  if (!buf)
    return launchError(arg.InFile + ": " + buf.getError().message());
  if ((*buf)->getBufferSize() != arg.Size)
    return launchError(arg.InFile + ": argument " + Twine(idx) + " needs " +
                       Twine(arg.Size) + " bytes, the file has " +
                       Twine((*buf)->getBufferSize()));
  std::memcpy(bytes.data(), (*buf)->getBufferStart(), arg.Size);
  return bytes;
}

} // namespace

uint64_t PreparedLaunch::allocate(uint64_t bytes,
                                  std::vector<uint8_t> contents) {
  uint64_t base = NextAddress;
  contents.resize(bytes, 0);
  Mem.map(base, std::move(contents));
  NextAddress = alignTo(base + bytes + AllocationGap, AllocationAlign);
  return base;
}

Error PreparedLaunch::placeArguments(const LaunchDesc &desc) {
  const ZeKernelInfo &info = Image.Info;
  if (info.NumArgs >= 0 && desc.Args.size() != unsigned(info.NumArgs))
    return launchError("kernel '" + info.Name + "' has " + Twine(info.NumArgs) +
                       " arguments, the launch gives " +
                       Twine(desc.Args.size()));
  Args = desc.Args;
  Placed.assign(Args.size(), PlacedArg());
  for (unsigned i = 0; i < Args.size(); ++i) {
    const LaunchArg &arg = Args[i];
    if (arg.K != LaunchArg::Kind::Buffer && arg.K != LaunchArg::Kind::Image)
      continue;
    Expected<std::vector<uint8_t>> bytes = readInput(arg, i);
    if (!bytes)
      return bytes.takeError();
    Placed[i].Address = allocate(arg.Size, std::move(*bytes));
  }

  // Shared local memory: the kernel's own variables first, then the local
  // arguments in parameter order, each aligned as the zebin asks.
  uint64_t slm = info.SlmSize;
  for (unsigned i = 0; i < Args.size(); ++i) {
    if (Args[i].K != LaunchArg::Kind::Local)
      continue;
    uint64_t align = 16;
    for (const ZePayloadArg &a : info.PayloadArgs)
      if (a.ArgIndex == int(i) && a.AddrMode == ZeAddrMode::Slm &&
          a.SlmAlignment)
        align = a.SlmAlignment;
    if (!isPowerOf2_64(align))
      return launchError("argument " + Twine(i) + ": SLM alignment " +
                         Twine(align) + " is not a power of two");
    slm = alignTo(slm, align);
    Placed[i].SlmOffset = uint32_t(slm);
    slm += Args[i].Size;
    if (slm > MaxSlmBytes)
      break;
  }
  if (slm > MaxSlmBytes)
    return launchError("the kernel needs " + Twine(slm) +
                       " bytes of shared local memory, more than the " +
                       Twine(MaxSlmBytes) + " a work-group can have");
  Launch.SlmBytes = unsigned(slm);
  return Error::success();
}

Error PreparedLaunch::placeProgramData() {
  for (ZeDataSection &data : Image.Data) {
    DataBases.push_back(
        allocate(std::max<uint64_t>(data.Bytes.size(), 1), data.Bytes));
  }
  return Error::success();
}

Error PreparedLaunch::applyRelocations() {
  auto patch = [&](uint8_t *site, const ZeRelocation &r) {
    uint64_t value = DataBases[r.DataSection] + r.SymbolOffset + r.Addend;
    switch (r.Type) {
    case ZeRelocType::SymAddr:
      support::endian::write64le(site, value);
      break;
    case ZeRelocType::SymAddr32:
      support::endian::write32le(site, uint32_t(value));
      break;
    case ZeRelocType::SymAddr32Hi:
      support::endian::write32le(site, uint32_t(value >> 32));
      break;
    case ZeRelocType::None:
      break;
    }
  };
  for (const ZeRelocation &r : Image.CodeRelocs) {
    unsigned width = r.Type == ZeRelocType::SymAddr ? 8 : 4;
    if (r.Offset + width > Code.size())
      return launchError("relocation of '" + r.Symbol + "' at offset 0x" +
                         utohexstr(r.Offset) + " is outside the code (" +
                         Twine(Code.size()) + " bytes)");
    // A replacement binary (--binary) takes the zebin's relocations only
    // where it has the very bytes the zebin's code has there (IGC's own
    // .dat); anything else would be patched blindly.
    if (r.Offset + width > Image.Code.size() ||
        !std::equal(Code.begin() + r.Offset, Code.begin() + r.Offset + width,
                    Image.Code.begin() + r.Offset))
      return launchError("the binary differs from the zebin's code at "
                         "relocation offset 0x" +
                         utohexstr(r.Offset) + " (symbol '" + r.Symbol +
                         "'): it cannot take the "
                         "zebin's relocations");
    patch(Code.data() + r.Offset, r);
  }
  for (unsigned s = 0; s < Image.Data.size(); ++s)
    for (const ZeRelocation &r : Image.Data[s].Relocs) {
      unsigned width = r.Type == ZeRelocType::SymAddr ? 8 : 4;
      uint8_t *site = Mem.translate(DataBases[s] + r.Offset, width);
      if (!site)
        return launchError("relocation of '" + r.Symbol + "' in " +
                           Image.Data[s].Name + " is outside the section");
      patch(site, r);
    }
  return Error::success();
}

Error PreparedLaunch::bindArguments() {
  const ZeKernelInfo &info = Image.Info;
  auto argFor = [&](int index, const Twine &what) -> Expected<LaunchArg *> {
    if (index < 0 || unsigned(index) >= Args.size())
      return launchError(what + " refers to argument " + Twine(index) +
                         " but the launch has " + Twine(Args.size()));
    return &Args[index];
  };

  for (auto [bti, index] : info.BindingTable) {
    Expected<LaunchArg *> arg =
        argFor(int(index), "binding table entry " + Twine(bti));
    if (!arg)
      return arg.takeError();
    Surface s;
    s.Base = Placed[index].Address;
    s.Size = (*arg)->Size;
    if ((*arg)->K == LaunchArg::Kind::Buffer) {
      s.K = Surface::Kind::Buffer;
    } else if ((*arg)->K == LaunchArg::Kind::Image) {
      const LaunchArg &img = **arg;
      s.K = img.ImageKind;
      s.Width = img.Width;
      s.Height = img.Height;
      s.Depth = img.ArraySize ? img.ArraySize : img.Depth;
      s.RowPitch = img.Width * img.BytesPerPixel;
      s.SlicePitch = s.RowPitch * img.Height;
      s.Order = img.Order;
      s.Type = img.Type;
    } else {
      return launchError("argument " + Twine(index) + " is bound to surface " +
                         Twine(bti) + " but the launch gives " +
                         kindName((*arg)->K));
    }
    Mem.Surfaces[bti] = s;
  }

  for (const ZeInlineSampler &is : info.InlineSamplers) {
    SamplerState st;
    st.NormalizedCoords = is.Normalized;
    st.LinearFilter = is.LinearFilter;
    using A = SamplerState::Address;
    switch (is.AddrMode) {
    case ZeInlineSampler::Address::None:
      st.Addressing = A::None;
      break;
    case ZeInlineSampler::Address::ClampBorder:
      st.Addressing = A::Clamp;
      break;
    case ZeInlineSampler::Address::ClampEdge:
      st.Addressing = A::ClampToEdge;
      break;
    case ZeInlineSampler::Address::Repeat:
      st.Addressing = A::Repeat;
      break;
    case ZeInlineSampler::Address::Mirror:
      st.Addressing = A::MirroredRepeat;
      break;
    }
    Mem.Samplers[is.SamplerIndex] = st;
  }

  // Explicit arguments: check each against what the kernel expects.
  for (const ZePayloadArg &a : info.PayloadArgs) {
    if (a.Type != ZeArgType::ArgByPointer && a.Type != ZeArgType::ArgByValue)
      continue;
    Expected<LaunchArg *> argOr =
        argFor(a.ArgIndex, Twine(zeArgTypeName(a.Type)) + " entry");
    if (!argOr)
      return argOr.takeError();
    const LaunchArg &arg = **argOr;
    LaunchArg::Kind want;
    if (a.Type == ZeArgType::ArgByValue)
      want = LaunchArg::Kind::Value;
    else if (a.AddrSpace == ZeAddrSpace::Image)
      want = LaunchArg::Kind::Image;
    else if (a.AddrSpace == ZeAddrSpace::Sampler)
      want = LaunchArg::Kind::Sampler;
    else if (a.AddrSpace == ZeAddrSpace::Local)
      want = LaunchArg::Kind::Local;
    else
      want = LaunchArg::Kind::Buffer;
    if (arg.K != want)
      return launchError("argument " + Twine(a.ArgIndex) +
                         ": the kernel "
                         "expects " +
                         kindName(want) + ", the launch gives " +
                         kindName(arg.K));
    if (a.AddrMode == ZeAddrMode::Bindless)
      return launchError("argument " + Twine(a.ArgIndex) +
                         ": bindless arguments are not supported");
    if (want == LaunchArg::Kind::Image && a.ImageType != ZeImageType::None &&
        surfaceKindFor(a.ImageType) != arg.ImageKind)
      return launchError("argument " + Twine(a.ArgIndex) +
                         ": the kernel "
                         "expects an image of type " +
                         imageTypeDescription(a.ImageType) +
                         ", the launch gives " +
                         surfaceKindDescription(arg.ImageKind));
    if (want == LaunchArg::Kind::Sampler) {
      if (a.SamplerIndex < 0 || a.SamplerIndex > 15)
        return launchError("argument " + Twine(a.ArgIndex) +
                           ": sampler without a valid sampler_index");
      Mem.Samplers[unsigned(a.SamplerIndex)] = arg.Sampler;
    }
  }
  return Error::success();
}

Error PreparedLaunch::planPayload(const LaunchDesc &desc) {
  const ZeKernelInfo &info = Image.Info;
  PayloadPlan &plan = Plan;
  plan.Simd = info.SimdSize;
  for (unsigned d = 0; d < 3; ++d) {
    plan.Local[d] = desc.Local[d];
    plan.WalkOrder[d] = info.WalkOrder[d];
    if (desc.Global[d] % desc.Local[d] != 0)
      return launchError("global size " + Twine(desc.Global[d]) +
                         " is not a multiple of local size " +
                         Twine(desc.Local[d]) + " in dimension " + Twine(d) +
                         " (non-uniform work-groups are not supported)");
    plan.NumGroups[d] = desc.Global[d] / desc.Local[d];
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
  // together (FFTID has 9 bits before Gen12, 10 on Gen12).
  unsigned ffidCount = plan.P == gen::Platform::Gen12 ? 1024 : 512;
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
  auto where = [&]() {
    return "payload argument '" + zeArgTypeName(a.Type) + "' at offset " +
           Twine(a.Offset);
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
    if (uint64_t(a.SourceOffset) + a.Size > arg->Bytes.size())
      return launchError(
          "argument " + Twine(a.ArgIndex) + " has " + Twine(arg->Bytes.size()) +
          " bytes; the kernel "
          "reads bytes " +
          Twine(a.SourceOffset) + " to " + Twine(a.SourceOffset + a.Size));
    std::memcpy(dst, arg->Bytes.data() + a.SourceOffset, a.Size);
    return Error::success();
  case ZeArgType::ArgByPointer:
    if (a.Size == 0)
      return Error::success(); // stateful: bound by BTI or sampler index
    if (a.AddrMode == ZeAddrMode::Slm) {
      if (Error e = needArg(LaunchArg::Kind::Local))
        return e;
      return putScalar(Placed[a.ArgIndex].SlmOffset);
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
  case ZeArgType::LocalId:
  case ZeArgType::PackedLocalIds:
    break;
  }
  return launchError(where() + ": only valid as a per-thread argument");
}

Expected<std::unique_ptr<PreparedLaunch>>
PreparedLaunch::create(gen::Platform p, ZeKernelImage image,
                       const LaunchDesc &desc,
                       std::optional<std::vector<uint8_t>> code) {
  std::unique_ptr<PreparedLaunch> pl(new PreparedLaunch());
  pl->Image = std::move(image);
  pl->Code = code ? std::move(*code) : pl->Image.Code;
  pl->NextAddress = FirstAddress;
  pl->Plan.P = p;
  if (desc.Kernel != pl->Image.Info.Name)
    return launchError("the launch is for kernel '" + desc.Kernel +
                       "', the zebin kernel is '" + pl->Image.Info.Name + "'");
  if (Error e = pl->placeArguments(desc))
    return std::move(e);
  if (Error e = pl->placeProgramData())
    return std::move(e);
  if (Error e = pl->applyRelocations())
    return std::move(e);
  if (Error e = pl->bindArguments())
    return std::move(e);
  if (Error e = pl->planPayload(desc))
    return std::move(e);

  KernelLaunch &l = pl->Launch;
  l.P = p;
  l.Code = pl->Code;
  l.Simd = pl->Plan.Simd;
  for (unsigned d = 0; d < 3; ++d) {
    l.NumGroups[d] = pl->Plan.NumGroups[d];
    l.LocalSize[d] = pl->Plan.Local[d];
  }
  const PayloadPlan *plan = &pl->Plan;
  l.InitThread = [plan](const uint32_t gid[3], unsigned tid, ThreadState &T) {
    return initThreadPayload(*plan, gid, tid, T);
  };
  return std::move(pl);
}

void PreparedLaunch::printPlacement(raw_ostream &os) const {
  for (unsigned i = 0; i < Args.size(); ++i) {
    const LaunchArg &arg = Args[i];
    os << "arg " << i << ": " << kindName(arg.K);
    if (arg.K == LaunchArg::Kind::Buffer || arg.K == LaunchArg::Kind::Image)
      os << " at " << format_hex(Placed[i].Address, 12) << ", " << arg.Size
         << " bytes";
    else if (arg.K == LaunchArg::Kind::Local)
      os << " at SLM offset " << Placed[i].SlmOffset << ", " << arg.Size
         << " bytes";
    else if (arg.K == LaunchArg::Kind::Value)
      os << " of " << arg.Bytes.size() << " bytes";
    os << "\n";
  }
  for (unsigned s = 0; s < Image.Data.size(); ++s)
    os << Image.Data[s].Name << " at " << format_hex(DataBases[s], 12) << ", "
       << Image.Data[s].Bytes.size() << " bytes\n";
  for (const ZeRelocation &r : Image.CodeRelocs)
    os << "relocation at code+" << format_hex(r.Offset, 6) << ": " << r.Symbol
       << " = "
       << format_hex(DataBases[r.DataSection] + r.SymbolOffset + r.Addend, 12)
       << "\n";
  os << "slm " << Launch.SlmBytes << " bytes, scratch " << Launch.ScratchBytes
     << " bytes per thread, private " << format_hex(Plan.PrivateBase, 12)
     << " (" << Plan.PrivatePerThread << " bytes per thread)\n";
}

Error PreparedLaunch::writeOutputs() {
  for (unsigned i = 0; i < Args.size(); ++i) {
    const LaunchArg &arg = Args[i];
    if (arg.OutFile.empty() ||
        (arg.K != LaunchArg::Kind::Buffer && arg.K != LaunchArg::Kind::Image))
      continue;
    const uint8_t *bytes = Mem.translate(Placed[i].Address, arg.Size);
    if (!bytes)
      return launchError("argument " + Twine(i) + ": memory is gone");
    std::error_code ec;
    raw_fd_ostream os(arg.OutFile, ec, sys::fs::OF_None);
    if (ec)
      return launchError(arg.OutFile + ": " + ec.message());
    os.write(reinterpret_cast<const char *>(bytes), arg.Size);
    os.close();
    if (os.has_error())
      return launchError(arg.OutFile + ": " + os.error().message());
  }
  return Error::success();
}
