//===- ZeBinary.h - Kernels and their ABI from an ocloc zebin -------------===//
//
// A zebin (`ocloc --format zebin`) is an ELF64 file holding, per kernel, the
// Gen code (`.text.<kernel>`) and, for all kernels, a YAML description of
// the runtime ABI (`.ze_info`): SIMD width, payload layout (where each
// argument and implicit value goes in the cross-thread data), per-thread
// local ids, binding table, scratch and private memory, inline samplers.
// Program-scope data (`.data.const`, `.data.global`) and the relocations
// that point the code at it come along.
//
// This header is the parsed form the simulator's launch needs. Nothing here
// knows about a particular launch: addresses are assigned in Launch.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_ZEBIN_ZEBINARY_H
#define VISA_ZEBIN_ZEBINARY_H

#include "visa/Gen/GenPlatform.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>
#include <vector>

namespace visa {

/// `arg_type` of a payload argument (cross-thread or per-thread).
enum class ZeArgType : uint8_t {
  LocalId,
  PackedLocalIds,
  LocalSize,
  EnqueuedLocalSize,
  GlobalSize,
  GlobalIdOffset,
  GroupCount,
  WorkDimensions,
  PrivateBaseStateless,
  PrintfBuffer,
  BufferAddress,
  BufferOffset,
  ArgByValue,
  ArgByPointer,
  ImageWidth,
  ImageHeight,
  ImageDepth,
  ImageArraySize,
  ImageNumMipLevels,
  ImageChannelDataType,
  ImageChannelOrder,
  SamplerSnapWa,
  SamplerAddress,
  SamplerNormalized,
};

enum class ZeAddrMode : uint8_t { None, Stateless, Stateful, Bindless, Slm };
enum class ZeAddrSpace : uint8_t {
  None,
  Global,
  Local,
  Constant,
  Image,
  Sampler
};
enum class ZeImageType : uint8_t {
  None,
  Buffer,
  Image1D,
  Image1DArray,
  Image2D,
  Image2DArray,
  Image3D,
  Image2DMedia,
  Image2DMediaBlock
};

/// One entry of `payload_arguments` or `per_thread_payload_arguments`.
struct ZePayloadArg {
  ZeArgType Type = ZeArgType::ArgByValue;
  uint32_t Offset = 0;
  uint32_t Size = 0;
  int32_t ArgIndex = -1;
  ZeAddrMode AddrMode = ZeAddrMode::None;
  ZeAddrSpace AddrSpace = ZeAddrSpace::None;
  ZeImageType ImageType = ZeImageType::None;
  int32_t SamplerIndex = -1;
  /// arg_byvalue: where this piece starts in the argument's bytes.
  uint32_t SourceOffset = 0;
  uint32_t SlmAlignment = 0;
};

/// One entry of `per_thread_memory_buffers`.
struct ZeMemoryBuffer {
  enum class Kind : uint8_t { Global, Scratch, Slm } K = Kind::Scratch;
  enum class Usage : uint8_t {
    PrivateSpace,
    SpillFillSpace,
    SingleSpace
  } Use = Usage::SingleSpace;
  uint32_t Size = 0;
  uint32_t Slot = 0;
  /// Global buffers: Size is per work-item (times SIMD per thread).
  bool IsSimtThread = false;
};

/// One entry of `inline_samplers` (a sampler_t constant in the source).
struct ZeInlineSampler {
  uint32_t SamplerIndex = 0;
  enum class Address : uint8_t {
    None,
    ClampBorder,
    ClampEdge,
    Repeat,
    Mirror
  } AddrMode = Address::None;
  bool LinearFilter = false;
  bool Normalized = false;
};

/// The GRF count a zebin may ask for: the register file's (visa-sim models
/// that one size).
constexpr unsigned ZeGrfCount = gen::largestFact(&gen::Product::NumGRF);

/// A kernel's entry in `.ze_info`.
struct ZeKernelInfo {
  std::string Name;
  unsigned SimdSize = 0;
  unsigned GrfCount = ZeGrfCount;
  uint32_t SlmSize = 0;
  uint32_t BarrierCount = 0;
  bool HasStackCalls = false;
  /// Dimension walked fastest first (work_group_walk_order_dimensions).
  unsigned WalkOrder[3] = {0, 1, 2};
  /// required_work_group_size / reqd_work_group_size, 0 when absent.
  uint32_t RequiredLocalSize[3] = {0, 0, 0};
  std::vector<ZePayloadArg> PayloadArgs;
  std::vector<ZePayloadArg> PerThreadArgs;
  /// (bti_value, arg_index) pairs.
  std::vector<std::pair<unsigned, unsigned>> BindingTable;
  std::vector<ZeMemoryBuffer> MemoryBuffers;
  std::vector<ZeInlineSampler> InlineSamplers;
  /// From kernels_misc_info: how many parameters the kernel has (-1: the
  /// section does not say).
  int NumArgs = -1;
};

/// Parses the text of a `.ze_info` section. Unknown argument types, address
/// modes and the like are errors naming them, with the YAML line.
llvm::Expected<std::vector<ZeKernelInfo>> parseZeInfo(llvm::StringRef yaml);

/// Prints `info` in a stable, readable form (visa-sim --dump-zeinfo).
void printZeKernelInfo(const ZeKernelInfo &info, llvm::raw_ostream &os);

/// R_ZE_* relocation types.
enum class ZeRelocType : uint32_t {
  None = 0,
  SymAddr = 1,
  SymAddr32 = 2,
  SymAddr32Hi = 3
};

/// A relocation against program-scope data.
struct ZeRelocation {
  uint64_t Offset = 0; ///< byte offset in the section it patches
  ZeRelocType Type = ZeRelocType::None;
  std::string Symbol;
  /// Index into ZeKernelImage::Data of the section defining the symbol.
  unsigned DataSection = 0;
  uint64_t SymbolOffset = 0; ///< symbol value (offset in its section)
  int64_t Addend = 0;
  /// From a REL section (no addend field): in a data section the addend is
  /// the value already stored at the site.
  bool InPlaceAddend = false;
};

/// Program-scope data (`.data.*`, `.bss.*`), to be placed in memory.
struct ZeDataSection {
  std::string Name;
  std::vector<uint8_t> Bytes;
  uint64_t Alignment = 1;
  /// Relocations to apply to these bytes once everything has an address.
  std::vector<ZeRelocation> Relocs;
};

/// Everything a launch needs about one kernel of a zebin.
struct ZeKernelImage {
  ZeKernelInfo Info;
  /// The kernel's code (its symbol's extent in `.text.<kernel>`).
  std::vector<uint8_t> Code;
  std::vector<ZeRelocation> CodeRelocs;
  std::vector<ZeDataSection> Data;
};

/// Reads a zebin and extracts kernel `kernelName`. Every offset and size in
/// the file is checked; errors name the problem (and the byte offset).
llvm::Expected<ZeKernelImage> readZeKernel(llvm::ArrayRef<uint8_t> file,
                                           llvm::StringRef kernelName);

/// The `.ze_info` of a zebin, all kernels.
llvm::Expected<std::vector<ZeKernelInfo>>
readZeInfo(llvm::ArrayRef<uint8_t> file);

llvm::StringRef zeArgTypeName(ZeArgType t);

} // namespace visa

#endif // VISA_ZEBIN_ZEBINARY_H
