//===- Launch.cpp - Prepare memory, surfaces and payload for a launch -----===//
//
// Does what the OpenCL runtime does between clSetKernelArg and the dispatch:
// places buffers, images, program data and private memory at distinct A64
// addresses (256 MiB apart, so an overrun lands in unmapped space), fills the
// binding table and sampler states, lays out shared local memory, relocates
// code and data. The cross-thread data is planned in LaunchPayload.cpp, the
// per-thread part of the payload built in Payload.cpp.
//
//===----------------------------------------------------------------------===//

#include "LaunchUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstring>

using namespace llvm;
using namespace visa;
using namespace visa::sim;
using namespace visa::sim::launchutil;

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

  // Shared local memory: the kernel's own variables first (slm_size bytes),
  // then the local arguments in parameter order, each aligned as the zebin
  // asks. The payload gets an argument's offset from the end of the
  // kernel's variables, not from the start of SLM: IGC puts the first local
  // argument right after its variables as a constant and adds their size to
  // the payload value of every later one (InlineLocalsResolution), and NEO
  // fills those values from 0 (Kernel::setArgLocal).
  uint64_t slm = info.SlmSize;
  uint64_t relative = 0;
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
    relative = alignTo(relative, align);
    Placed[i].SlmPayload = uint32_t(relative);
    Placed[i].SlmOffset = uint32_t(info.SlmSize + relative);
    relative += Args[i].Size;
    slm = info.SlmSize + relative;
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
      // A REL relocation in program data adds the symbol's address to what
      // the data holds there: IGC writes `&garr[3]` as 12 with a relocation
      // against garr, and NEO's Linker::patchIncrement adds the address.
      ZeRelocation inPlace = r;
      if (r.InPlaceAddend)
        inPlace.Addend += width == 8 ? int64_t(support::endian::read64le(site))
                                     : int64_t(support::endian::read32le(site));
      patch(site, inPlace);
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

Expected<std::unique_ptr<PreparedLaunch>>
PreparedLaunch::create(const gen::Product &device, ZeKernelImage image,
                       const LaunchDesc &desc,
                       std::optional<std::vector<uint8_t>> code) {
  std::unique_ptr<PreparedLaunch> pl(new PreparedLaunch());
  pl->Image = std::move(image);
  pl->Code = code ? std::move(*code) : pl->Image.Code;
  pl->NextAddress = FirstAddress;
  pl->Plan.Device = &device;
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
  l.Device = &device;
  l.Code = pl->Code;
  l.Simd = pl->Plan.Simd;
  for (unsigned d = 0; d < 3; ++d) {
    l.NumGroups[d] = pl->Plan.NumGroups[d];
    l.LocalSize[d] = pl->Plan.Local[d];
    l.GlobalSize[d] = pl->Plan.Global[d];
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
