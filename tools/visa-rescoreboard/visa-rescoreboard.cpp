//===- visa-rescoreboard.cpp - gen-swsb's annotations on a TGLLP binary ---===//
//
//   visa-rescoreboard kernel.dat -o out.dat
//
// Decodes a TGLLP kernel binary (IGC's .dat), drops its SWSB annotations
// and scoreboard syncs, and annotates it again with gen-swsb's analysis
// (Rescoreboard.h), writing an uncompacted binary. With the same
// instructions and registers as IGC's code, the result shows whether the
// pass covers every dependence (visa-swsb-check, visa-sim) and how its
// waits compare with IGC's (utils/swsb-stats.py).
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Rescoreboard.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenEncoder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace visa::gen;

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input .dat>"),
                                      cl::init("-"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));
static cl::opt<std::string>
    PlatformName("platform", cl::desc("A product with a software scoreboard"),
                 cl::init("TGLLP"));

static int fail(const Twine &msg) {
  errs() << InputFile << ": error: " << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "gen-swsb's annotations on a TGLLP binary\n");
  const Product *product = lookupProduct(PlatformName);
  if (!product || !product->SwsbTokens) {
    errs() << "visa-rescoreboard: error: --platform=" << PlatformName
           << " is not a product with a software scoreboard\n";
    return 1;
  }
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(InputFile, /*IsText=*/false);
  if (!bufOrErr)
    return fail(bufOrErr.getError().message());
  ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>((*bufOrErr)->getBufferStart()),
      (*bufOrErr)->getBufferSize());
  std::vector<Inst> insts;
  if (Error err = decodeKernel(product->Gen, bytes, insts))
    return fail(toString(std::move(err)));
  if (Error err = rescoreboardKernel(*product, insts))
    return fail(toString(std::move(err)));
  std::vector<uint8_t> out;
  EncodeOptions opts;
  opts.Compaction = CompactMode::Never;
  if (Error err = encodeKernel(product->Gen, insts, opts, out))
    return fail(toString(std::move(err)));

  std::error_code ec;
  ToolOutputFile file(OutputFile, ec, sys::fs::OF_None);
  if (ec) {
    errs() << OutputFile << ": error: " << ec.message() << "\n";
    return 1;
  }
  file.os().write(reinterpret_cast<const char *>(out.data()), out.size());
  file.keep();
  return 0;
}
