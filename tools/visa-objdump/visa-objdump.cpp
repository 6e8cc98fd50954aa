//===- visa-objdump.cpp - Disassemble Gen kernel binaries -----------------===//
//
// Prints a raw Gen kernel binary (.dat) in IGA syntax:
//   visa-objdump --platform=SKL kernel.dat [--print-bits] [-o out.asm]
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

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input .dat>"),
                                      cl::init("-"));
static cl::opt<std::string>
    PlatformName("platform", cl::desc("BDW, SKL, BXT, ICLLP or TGLLP"),
                 cl::Required);
static cl::opt<bool> PrintBits("print-bits",
                               cl::desc("Prefix each instruction with its bits"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));

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
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(InputFile, /*IsText=*/false);
  if (!bufOrErr) {
    errs() << InputFile << ": error: " << bufOrErr.getError().message() << "\n";
    return 1;
  }
  ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>((*bufOrErr)->getBufferStart()),
      (*bufOrErr)->getBufferSize());

  std::vector<Inst> insts;
  if (Error err = decodeKernel(*platform, bytes, insts)) {
    handleAllErrors(std::move(err), [&](const ErrorInfoBase &e) {
      errs() << InputFile << ": ";
      e.log(errs());
      errs() << "\n";
    });
    return 1;
  }

  std::error_code ec;
  ToolOutputFile out(OutputFile, ec, sys::fs::OF_Text);
  if (ec) {
    errs() << OutputFile << ": error: " << ec.message() << "\n";
    return 1;
  }
  printKernel(*platform, insts, PrintBits ? bytes : ArrayRef<uint8_t>(),
              out.os());
  out.keep();
  return 0;
}
