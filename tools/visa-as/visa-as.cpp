//===- visa-as.cpp - Assemble Gen kernels written in IGA syntax -----------===//
//
//   visa-as --platform=SKL kernel.asm -o kernel.dat
//           [--no-compact | --auto-compact]
//   visa-as --platform=SKL --reencode kernel.dat -o out.dat
//
// The first form assembles IGA syntax (what visa-objdump and `iga64 -d`
// print); the second decodes a binary and encodes it again, which is how the
// encoder is checked against IGC's binaries.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmParser.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenEncoder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace visa::gen;

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input>"),
                                      cl::init("-"));
static cl::opt<std::string>
    PlatformName("platform", cl::desc("BDW, SKL, BXT, ICLLP or TGLLP"),
                 cl::Required);
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));
static cl::opt<bool> NoCompact("no-compact",
                               cl::desc("Never compact instructions"));
static cl::opt<bool> AutoCompact(
    "auto-compact",
    cl::desc("Compact every instruction that has a compacted form, not only "
             "those marked {Compacted}"));
static cl::opt<bool>
    Reencode("reencode",
             cl::desc("Input is a binary: decode it and encode it again"));

static void printError(StringRef file, Error err) {
  handleAllErrors(
      std::move(err),
      [&](const AsmError &e) {
        // `file:line:col: error: ...`
        errs() << file << ":";
        e.log(errs());
        errs() << "\n";
      },
      [&](const ErrorInfoBase &e) {
        errs() << file << ": ";
        e.log(errs());
        errs() << "\n";
      });
}

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "Gen machine code assembler\n");

  std::optional<Platform> platform = parsePlatformName(PlatformName);
  if (!platform) {
    WithColor::error(errs(), "visa-as")
        << "unknown platform '" << PlatformName
        << "' (expected BDW, SKL, BXT, ICLLP or TGLLP)\n";
    return 1;
  }
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(InputFile, /*IsText=*/false);
  if (!bufOrErr) {
    errs() << InputFile << ": error: " << bufOrErr.getError().message() << "\n";
    return 1;
  }
  EncodeOptions opts;
  if (NoCompact)
    opts.Compaction = CompactMode::Never;
  else if (AutoCompact)
    opts.Compaction = CompactMode::Auto;

  std::vector<uint8_t> bytes;
  if (Reencode) {
    ArrayRef<uint8_t> in(
        reinterpret_cast<const uint8_t *>((*bufOrErr)->getBufferStart()),
        (*bufOrErr)->getBufferSize());
    std::vector<Inst> insts;
    if (Error err = decodeKernel(*platform, in, insts)) {
      printError(InputFile, std::move(err));
      return 1;
    }
    if (Error err = encodeKernel(*platform, insts, opts, bytes)) {
      printError(InputFile, std::move(err));
      return 1;
    }
  } else if (Error err = assembleGenAsm(*platform, (*bufOrErr)->getBuffer(),
                                        InputFile, opts, bytes)) {
    printError(InputFile, std::move(err));
    return 1;
  }

  std::error_code ec;
  ToolOutputFile out(OutputFile, ec, sys::fs::OF_None);
  if (ec) {
    errs() << OutputFile << ": error: " << ec.message() << "\n";
    return 1;
  }
  out.os().write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  out.keep();
  return 0;
}
