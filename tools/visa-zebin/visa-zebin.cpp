//===- visa-zebin.cpp - Read a kernel's code out of a zebin, or patch it --===//
//
//   visa-zebin K.zebin --kernel=NAME --extract -o NAME.dat
//       the kernel's code (its symbol's extent in .text.NAME)
//   visa-zebin K.zebin --kernel=NAME --code=NEW.dat [--simd=N] [--grf=N]
//       [--barriers=N] [--slm=BYTES] [--stack-calls] [--scratch=BYTES]
//       [--reloc=OFFSET:TYPE:SYMBOL]... -o OUT.zebin
//       ocloc's zebin with the kernel's code and finalizer fields replaced,
//       as visa-llc --emit=zebin does it (lib/ZeBin/ZeBinaryPatch.h);
//       TYPE is address64, address32 or address32_high. Fields not given
//       keep the zebin's values (--simd, --grf, --barriers, --slm) or
//       become "none" (stack calls, scratch, relocations: the new code's).
// For scripts (utils/compare-iga-llc decodes visa-llc's zebins) and tests of
// the patcher. Errors: "visa-zebin: error: ...", exit 1, no output file.
//
//===----------------------------------------------------------------------===//

#include "visa/ZeBin/ZeBinaryPatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace visa;

namespace {

cl::OptionCategory category("visa-zebin options");
cl::opt<std::string> input(cl::Positional, cl::Required, cl::desc("<zebin>"),
                           cl::cat(category));
cl::opt<std::string> output("o", cl::desc("Output file ('-' for stdout)"),
                            cl::value_desc("file"), cl::init("-"),
                            cl::cat(category));
cl::opt<std::string> kernel("kernel", cl::Required, cl::desc("The kernel"),
                            cl::value_desc("name"), cl::cat(category));
cl::opt<bool> extract("extract", cl::desc("Write the kernel's code"),
                      cl::cat(category));
cl::opt<std::string> code("code", cl::desc("Replace the kernel's code"),
                          cl::value_desc("file.dat"), cl::cat(category));
cl::opt<unsigned> simd("simd", cl::desc("SIMD width"), cl::cat(category));
cl::opt<unsigned> grf("grf", cl::desc("GRF count"), cl::cat(category));
cl::opt<unsigned> barriers("barriers", cl::desc("Barrier count"),
                           cl::cat(category));
cl::opt<unsigned> slm("slm", cl::desc("SLM bytes"), cl::cat(category));
cl::opt<bool> stackCalls("stack-calls", cl::desc("The code makes stack calls"),
                         cl::cat(category));
cl::opt<unsigned> scratch("scratch", cl::desc("Scratch bytes per thread"),
                          cl::cat(category));
cl::list<std::string> relocs("reloc", cl::desc("A relocation of the new code"),
                             cl::value_desc("offset:type:symbol"),
                             cl::cat(category));

int fail(const Twine &message) {
  WithColor::error(errs(), "visa-zebin") << message << "\n";
  return 1;
}

ArrayRef<uint8_t> bytesOf(const MemoryBuffer &buffer) {
  return ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
      buffer.getBufferSize());
}

Expected<ZeCodeRelocation> parseReloc(StringRef text) {
  SmallVector<StringRef, 3> parts;
  text.split(parts, ':', 2);
  ZeCodeRelocation r;
  std::optional<ZeRelocType> type =
      parts.size() == 3 ? parseZeRelocTypeName(parts[1]) : std::nullopt;
  if (!type || parts[0].getAsInteger(0, r.Offset) || parts[2].empty())
    return createStringError(inconvertibleErrorCode(),
                             "--reloc=" + text +
                                 ": expected OFFSET:address64|address32|"
                                 "address32_high:SYMBOL");
  r.Type = *type;
  r.Symbol = parts[2].str();
  return r;
}

/// The patch the options describe, starting from the zebin's own fields.
Expected<ZeKernelPatch> patchFromOptions(ArrayRef<uint8_t> zebin) {
  Expected<std::vector<ZeKernelInfo>> infos = readZeInfo(zebin);
  if (!infos)
    return infos.takeError();
  auto info = llvm::find_if(*infos, [](const ZeKernelInfo &k) {
    return k.Name == kernel;
  });
  if (info == infos->end())
    return createStringError(inconvertibleErrorCode(),
                             "no kernel named '" + kernel + "'");
  auto newCode = MemoryBuffer::getFile(code, /*IsText=*/false);
  if (!newCode)
    return createStringError(newCode.getError(),
                             code + ": " + newCode.getError().message());
  ZeKernelPatch p;
  p.Name = kernel;
  p.Code.assign(bytesOf(**newCode).begin(), bytesOf(**newCode).end());
  p.SimdSize = simd.getNumOccurrences() ? unsigned(simd) : info->SimdSize;
  p.GrfCount = grf.getNumOccurrences() ? unsigned(grf) : info->GrfCount;
  p.BarrierCount =
      barriers.getNumOccurrences() ? unsigned(barriers) : info->BarrierCount;
  if (slm.getNumOccurrences())
    p.SlmBytes = slm;
  p.HasStackCalls = stackCalls;
  p.ScratchBytes = scratch;
  for (const std::string &text : relocs) {
    Expected<ZeCodeRelocation> r = parseReloc(text);
    if (!r)
      return r.takeError();
    p.Relocations.push_back(std::move(*r));
  }
  return p;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "visa-zebin: a kernel's code in a zebin\n");
  if (extract == !code.empty())
    return fail("give one of --extract and --code");
  auto buffer = MemoryBuffer::getFileOrSTDIN(input, /*IsText=*/false);
  if (!buffer)
    return fail(input + ": " + buffer.getError().message());

  std::vector<uint8_t> result;
  if (extract) {
    Expected<ZeKernelImage> image = readZeKernel(bytesOf(**buffer), kernel);
    if (!image)
      return fail(input + ": " + toString(image.takeError()));
    result = std::move(image->Code);
  } else {
    Expected<ZeKernelPatch> patch = patchFromOptions(bytesOf(**buffer));
    if (!patch)
      return fail(input + ": " + toString(patch.takeError()));
    Expected<std::vector<uint8_t>> patched =
        patchZeBinary(bytesOf(**buffer), {*patch});
    if (!patched)
      return fail(input + ": " + toString(patched.takeError()));
    result = std::move(*patched);
  }
  std::error_code ec;
  ToolOutputFile out(output, ec, sys::fs::OF_None);
  if (ec)
    return fail(output + ": " + ec.message());
  out.os().write(reinterpret_cast<const char *>(result.data()), result.size());
  out.keep();
  return 0;
}
