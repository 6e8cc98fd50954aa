//===- visa-objdump.cpp - Disassemble Gen kernel binaries -----------------===//
//
// Prints raw Gen kernel binaries (.dat) in IGA syntax:
//   visa-objdump --platform=SKL kernel.dat... [--print-bits] [-o out.asm]
// With several inputs each listing starts with a `// FILE` line, and a file
// that fails to decode does not stop the others (the exit status is 1).
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenDecoder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace visa::gen;

static cl::list<std::string> InputFiles(cl::Positional,
                                        cl::desc("<input .dat>..."));
static cl::opt<std::string>
    PlatformName("platform", cl::desc("BDW, SKL, BXT, ICLLP or TGLLP"),
                 cl::Required);
static cl::opt<bool> PrintBits("print-bits",
                               cl::desc("Prefix each instruction with its bits"));
static cl::opt<bool>
    DecodeOnly("decode-only",
               cl::desc("Decode but print only the instruction count "
                        "(for benchmarks)"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));

/// Prints one file; reports errors and returns false if it cannot be decoded.
static bool disassembleFile(Platform platform, const std::string &inputFile,
                            raw_ostream &os) {
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!bufOrErr) {
    errs() << inputFile << ": error: " << bufOrErr.getError().message()
           << "\n";
    return false;
  }
  ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>((*bufOrErr)->getBufferStart()),
      (*bufOrErr)->getBufferSize());
  std::vector<Inst> insts;
  if (Error err = decodeKernel(platform, bytes, insts)) {
    handleAllErrors(std::move(err), [&](const ErrorInfoBase &e) {
      errs() << inputFile << ": ";
      e.log(errs());
      errs() << "\n";
    });
    return false;
  }
  if (DecodeOnly)
    os << insts.size() << " instructions\n";
  else
    printKernel(platform, insts, PrintBits ? bytes : ArrayRef<uint8_t>(), os);
  return true;
}

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "Gen machine code disassembler\n");

  std::optional<Platform> platform = parsePlatformName(PlatformName);
  if (!platform) {
    WithColor::error(errs(), "visa-objdump")
        << "unknown platform '" << PlatformName
        << "' (expected BDW, SKL, BXT, ICLLP or TGLLP)\n";
    return 1;
  }
  if (InputFiles.empty())
    InputFiles.push_back("-");
  std::error_code ec;
  ToolOutputFile out(OutputFile, ec, sys::fs::OF_Text);
  if (ec) {
    errs() << OutputFile << ": error: " << ec.message() << "\n";
    return 1;
  }
  bool failed = false;
  for (const std::string &inputFile : InputFiles) {
    if (InputFiles.size() > 1)
      out.os() << "// " << inputFile << "\n";
    if (!disassembleFile(*platform, inputFile, out.os()))
      failed = true;
  }
  if (!failed || InputFiles.size() > 1)
    out.keep();
  return failed ? 1 : 0;
}
