//===- ZeBinaryPatch.h - Put another finalizer's code into a zebin -*- C++ -*-//
//
// visa-llc --emit=zebin: ocloc's zebin describes everything the front end
// decided (payload layout, binding table, program-scope data, private
// memory); the finalizer decides the code and a few `.ze_info` fields. This
// replaces, for each patched kernel, `.text.<kernel>` (and the sizes of the
// symbols in it), the code relocations (`.rel.text.<kernel>`: IGC's patch
// immediates inside IGC's code, so they all go, and the new code's take
// their place), and in `.ze_info` the kernel's execution_env fields
// grf_count, simd_size, barrier_count, slm_size and has_stack_calls and its
// scratch entry of per_thread_memory_buffers. Every other byte of the
// `.ze_info` text and every other section is kept.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_ZEBIN_ZEBINARYPATCH_H
#define VISA_ZEBIN_ZEBINARYPATCH_H

#include "visa/ZeBin/ZeBinary.h"
#include <optional>

namespace visa {

/// A place in a kernel's code the runtime writes a symbol's address into:
/// an immediate of the new code (whose bits there are the addend).
struct ZeCodeRelocation {
  uint64_t Offset = 0;
  ZeRelocType Type = ZeRelocType::SymAddr;
  /// A symbol the zebin defines (program-scope data).
  std::string Symbol;
};

/// The name tools give a relocation type: address64, address32,
/// address32_high (R_ZE_SYM_ADDR, _ADDR_32, _ADDR_32_HI); "none" otherwise.
llvm::StringRef zeRelocTypeName(ZeRelocType type);
/// The type zeRelocTypeName names, if any.
std::optional<ZeRelocType> parseZeRelocTypeName(llvm::StringRef name);

/// A function linked into a kernel's code, for its symbol.
struct ZeFunctionSymbol {
  std::string Name;
  uint64_t Offset = 0, Size = 0;
};

/// What a finalizer decided about one kernel of the zebin.
struct ZeKernelPatch {
  std::string Name;
  std::vector<uint8_t> Code;
  std::vector<ZeCodeRelocation> Relocations;
  /// Where the functions linked into Code are; a symbol of the old code
  /// that names no function here is emptied (value and size 0).
  std::vector<ZeFunctionSymbol> Functions;
  unsigned SimdSize = 0;
  unsigned GrfCount = ZeGrfCount;
  unsigned BarrierCount = 0;
  /// The program's SLM size when the finalizer knows it (the vISA kernel
  /// declares SLMSize); otherwise the front end's value stays.
  std::optional<uint32_t> SlmBytes;
  bool HasStackCalls = false;
  /// Scratch space per thread: the front end's private use, spills and the
  /// call stack (0: none). Written as the hardware allocates it, a power of
  /// two of at least `MinScratchBytes`.
  uint32_t ScratchBytes = 0;
  uint32_t MinScratchBytes = 1024;
};

/// Bytes IGC pads each `.text.<kernel>` with: the code rounded up to 64
/// bytes, then 128 zero bytes the instruction prefetch may read past the
/// end (observed on every ocloc zebin of the corpus, all five products).
constexpr unsigned ZeTextAlignment = 64, ZeTextTailPadding = 128;

/// The scratch size `.ze_info` gives for `bytes` (0 stays 0).
uint32_t zeScratchSize(uint32_t bytes, uint32_t minBytes);

/// The zebin `file` with `kernels` patched in. Errors name the kernel or
/// symbol concerned (a kernel or symbol the zebin lacks, malformed input).
llvm::Expected<std::vector<uint8_t>>
patchZeBinary(llvm::ArrayRef<uint8_t> file,
              llvm::ArrayRef<ZeKernelPatch> kernels);

/// The `.ze_info` text `yaml` with the fields of `kernel` replaced (the
/// part of patchZeBinary that edits the YAML; the rest of the text stays).
llvm::Expected<std::string> patchZeInfo(llvm::StringRef yaml,
                                        const ZeKernelPatch &kernel);

} // namespace visa

#endif // VISA_ZEBIN_ZEBINARYPATCH_H
