//===- Launch.h - From a launch description and a zebin to a KernelLaunch
//--===//
//
// The launch description (LAUNCH.json, written by utils/run-kernel; format in
// /work/notes/SIM.md) gives the NDRange and the kernel arguments: by-value
// bytes, buffers and images with their input and output files, local
// (SLM) sizes and samplers. Together with a kernel's ABI from its zebin
// (ZeBinary.h) this is everything the runtime would do before a dispatch:
//
//  - place buffers, images, program data and private memory in the flat
//    address space (Memory), fill the binding table and sampler states,
//  - lay out shared local memory (the kernel's own, then `local` arguments),
//  - apply the zebin's relocations to the code and data,
//  - build each thread's payload: the r0 header, the per-thread local ids
//    and the cross-thread data, as the zebin's payload arguments place them.
//
// After the run, writeOutputs() stores every buffer and image that has an
// "out" file.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_LAUNCH_H
#define VISA_SIM_LAUNCH_H

#include "visa/Gen/GenPlatform.h"
#include "visa/Sim/SimMemory.h"
#include "visa/Sim/Simulator.h"
#include "visa/ZeBin/ZeBinary.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace visa::sim {

/// One kernel argument of the launch description.
struct LaunchArg {
  enum class Kind : uint8_t { Value, Buffer, Local, Image, Sampler };
  Kind K = Kind::Value;
  std::vector<uint8_t> Bytes; ///< Value: raw little-endian bytes.
  uint64_t Size = 0;          ///< Buffer, Local: bytes. Image: total bytes.
  std::string InFile;         ///< Buffer, Image: initial contents ("" = 0s).
  std::string OutFile;        ///< Buffer, Image: result file ("" = none).
  // Images.
  Surface::Kind ImageKind = Surface::Kind::Image2D;
  /// A 1D image over a buffer ("1d_buffer"): Image1D to the simulator.
  bool ImageOverBuffer = false;
  ChannelOrder Order = ChannelOrder::RGBA;
  ChannelType Type = ChannelType::Float;
  uint32_t Width = 1, Height = 1, Depth = 1, ArraySize = 0;
  /// As cl_image_desc::num_mip_levels: 0 for an image without mipmaps.
  uint32_t MipLevels = 0;
  uint32_t BytesPerPixel = 16;
  // Samplers.
  SamplerState Sampler;
};

/// A parsed launch description; file names are resolved against the
/// directory of the JSON file.
struct LaunchDesc {
  std::string Kernel;
  /// OpenCL C source (resolved path) and build options, for reference
  /// runners such as pocl-run; visa-sim does not use them.
  std::string Source, Options;
  unsigned WorkDim = 3;
  uint32_t Global[3] = {1, 1, 1};
  uint32_t Local[3] = {1, 1, 1};
  std::vector<LaunchArg> Args;
};

/// Reads a launch description. Errors name the file and the field
/// (`LAUNCH.json: args[2]: missing "size"`), or line and column for
/// malformed JSON.
llvm::Expected<LaunchDesc> readLaunchFile(llvm::StringRef path);
/// Same, from text; `name` is used in messages, `baseDir` resolves files.
llvm::Expected<LaunchDesc> parseLaunchDesc(llvm::StringRef json,
                                           llvm::StringRef name,
                                           llvm::StringRef baseDir);

/// Where one launch argument lives once placed.
struct PlacedArg {
  uint64_t Address = 0;   ///< Buffers, images: base in the flat space.
  uint32_t SlmOffset = 0; ///< Local: offset in shared local memory.
  /// Local: the value the payload gets, the offset from the end of the
  /// kernel's own SLM variables (see PreparedLaunch::placeArguments).
  uint32_t SlmPayload = 0;
};

/// The cross-thread values and r0 layout a launch needs, computed once.
struct PayloadPlan {
  const gen::Product *Device = nullptr;
  unsigned Simd = 8;
  /// GRF where the per-thread local ids start (always r1) and how many
  /// GRFs they take (at least one: the hardware sends one even if unused).
  unsigned PerThreadGrfs = 1;
  /// Local-id planes present (x, y, z), each Simd (at least 16) words.
  unsigned LocalIdPlanes = 0;
  /// First GRF of the cross-thread data and its bytes (GRF multiple).
  unsigned CrossThreadGrf = 2;
  std::vector<uint8_t> CrossThread;
  uint32_t Local[3] = {1, 1, 1};
  uint32_t NumGroups[3] = {1, 1, 1};
  /// The NDRange; the last work-group of a dimension is partial when it is
  /// not a multiple of Local (OpenCL 2.0 non-uniform work-groups).
  uint32_t Global[3] = {1, 1, 1};
  /// Cross-thread byte offsets and sizes of the local_size arguments, which
  /// each work-group gets with its own size.
  std::vector<std::pair<unsigned, unsigned>> LocalSizeFields;
  unsigned WalkOrder[3] = {0, 1, 2};
  unsigned ThreadsPerGroup = 1;
  /// Hardware thread ids (r0.5 low bits) recycle every FfidSlots threads:
  /// FfidGroups work-groups of ThreadsPerGroup threads.
  unsigned FfidGroups = 1;
  /// Private (stateless) memory: base and bytes per hardware thread.
  uint64_t PrivateBase = 0;
  uint64_t PrivatePerThread = 0;
};

/// The size of work-group `gid`: Local, cut at the end of the NDRange.
void groupLocalSize(const PayloadPlan &plan, const uint32_t gid[3],
                    uint32_t size[3]);

/// Fills thread `tid` of work-group `gid`: r0, local ids, cross-thread
/// data. Returns the dispatch mask (channels that carry a work-item).
uint32_t initThreadPayload(const PayloadPlan &plan, const uint32_t gid[3],
                           unsigned tid, ThreadState &T);

/// Prints the payload GRFs of every thread of every work-group as hex
/// dwords (visa-sim --dump-payload).
void dumpPayload(const PayloadPlan &plan, llvm::raw_ostream &os);

/// A launch ready to run: memory populated, code relocated, payload planned.
class PreparedLaunch {
public:
  /// `code`, when given, replaces the zebin's code (--binary); the zebin's
  /// code relocations are applied to it as well.
  static llvm::Expected<std::unique_ptr<PreparedLaunch>>
  create(const gen::Product &device, ZeKernelImage image,
         const LaunchDesc &desc,
         std::optional<std::vector<uint8_t>> code = std::nullopt);

  const KernelLaunch &launch() const { return Launch; }
  Memory &memory() { return Mem; }
  const PayloadPlan &plan() const { return Plan; }
  const ZeKernelImage &image() const { return Image; }
  /// The code after relocation.
  llvm::ArrayRef<uint8_t> code() const { return Code; }
  /// Address of each ZeKernelImage::Data section.
  llvm::ArrayRef<uint64_t> dataBases() const { return DataBases; }
  /// Prints where arguments, program data and private memory were placed
  /// and how the code was relocated (visa-sim --dump-payload).
  void printPlacement(llvm::raw_ostream &os) const;

  /// Writes every buffer and image with an "out" file from memory.
  llvm::Error writeOutputs();

private:
  PreparedLaunch() = default;
  llvm::Error placeArguments(const LaunchDesc &desc);
  llvm::Error bindArguments();
  llvm::Error placeProgramData();
  llvm::Error applyRelocations();
  llvm::Error planPayload(const LaunchDesc &desc);
  llvm::Error fillPayloadArg(const ZePayloadArg &a, const LaunchDesc &desc);
  uint64_t allocate(uint64_t bytes, std::vector<uint8_t> contents);

  ZeKernelImage Image;
  std::vector<uint8_t> Code;
  Memory Mem;
  PayloadPlan Plan;
  KernelLaunch Launch;
  std::vector<LaunchArg> Args;
  std::vector<PlacedArg> Placed;
  std::vector<uint64_t> DataBases; ///< per ZeKernelImage::Data section
  uint64_t NextAddress = 0;
};

} // namespace visa::sim

#endif // VISA_SIM_LAUNCH_H
