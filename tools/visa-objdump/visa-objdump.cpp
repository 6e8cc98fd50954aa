//===- visa-objdump.cpp - Disassemble Gen kernel binaries -----------------===//
//
// Prints Gen kernel binaries in IGA syntax: raw binaries (.dat), and the Gen
// binaries a vISA object (.isa) embeds for its kernels:
//   visa-objdump --platform=SKL kernel.dat... [--print-bits] [-o out.asm]
//   visa-objdump [--platform=SKL] kernel.isa...
//   visa-objdump --describe-sends --platform=SKL kernel.dat...
//   visa-objdump --check-send-encoding --platform=SKL kernel.dat...
// For a .isa, each embedded binary (only those of --platform, if given) is
// printed after a `// kernel NAME: PRODUCT` line. With several inputs each
// listing starts with a `// FILE` line, and a file that fails to decode does
// not stop the others (the exit status is 1).
//
// --validate checks every binary against the hardware's restrictions
// (GenValidator.h) instead of printing it: one line per violation,
//   FILE: offset 0x1a0: error: [rule-name] message: <IGA text>
// (for a .isa, `FILE: kernel NAME (PRODUCT): offset ...`), then a summary
// line; the exit status is 1 if any binary breaks a rule or does not
// decode. --list-rules prints the rule table.
//
//===----------------------------------------------------------------------===//

#include "SendEncodingCheck.h"
#include "SendListing.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenValidator.h"
#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
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
                                        cl::desc("<input .dat or .isa>..."));
static cl::opt<std::string>
    PlatformName("platform",
                 cl::desc("BDW, SKL, BXT, ICLLP or TGLLP (required for .dat)"));
static cl::opt<bool> PrintBits("print-bits",
                               cl::desc("Prefix each instruction with its bits"));
static cl::opt<bool>
    DecodeOnly("decode-only",
               cl::desc("Decode but print only the instruction count "
                        "(for benchmarks)"));
static cl::opt<bool>
    Validate("validate",
             cl::desc("Check every binary against the PRM's restrictions; "
                      "print the violations, not the code"));
static cl::opt<bool> ListRules("list-rules",
                               cl::desc("Print the validator's rule table"));
static cl::opt<bool> DescribeSends(
    "describe-sends",
    cl::desc("Print each send's decoded message instead of the listing"));
static cl::opt<bool> CheckSendEncoding(
    "check-send-encoding",
    cl::desc("Decode each send's descriptors, encode and rebuild them, and "
             "report any that do not come back (exit 1)"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));

static void reportError(StringRef inputFile, Error err) {
  handleAllErrors(std::move(err), [&](const ErrorInfoBase &e) {
    errs() << inputFile << ": ";
    e.log(errs());
    errs() << "\n";
  });
}

static SendEncodingCheck EncodingCheck;

/// What --validate saw.
struct ValidateStats {
  unsigned Binaries = 0, Instructions = 0, Violations = 0, Undecodable = 0;
};
static ValidateStats Stats;

/// Prints the violations of one decoded binary; `where` prefixes each line.
static bool validate(const Product &product, const std::string &where,
                     ArrayRef<Inst> insts, size_t codeBytes, raw_ostream &os) {
  std::vector<Violation> found = validateKernel(product, insts, codeBytes);
  ++Stats.Binaries;
  Stats.Instructions += insts.size();
  Stats.Violations += found.size();
  for (const Violation &v : found) {
    os << where << ": ";
    printViolation(product, v, insts[v.Index], os);
  }
  return found.empty();
}

/// Prints (or validates) one Gen binary; reports errors and returns false
/// if it cannot be decoded (or breaks a rule).
static bool disassemble(const Product &product, StringRef inputFile,
                        const std::string &where, ArrayRef<uint8_t> bytes,
                        raw_ostream &os) {
  std::vector<Inst> insts;
  if (Error err = decodeKernel(product.Gen, bytes, insts)) {
    reportError(inputFile, std::move(err));
    ++Stats.Undecodable;
    return false;
  }
  if (Validate)
    return validate(product, where, insts, bytes.size(), os);
  if (DecodeOnly)
    os << insts.size() << " instructions\n";
  else if (DescribeSends)
    printSendMessages(product, insts, os);
  else if (CheckSendEncoding)
    EncodingCheck.addKernel(product, insts, os);
  else
    printKernel(product.Gen, insts, PrintBits ? bytes : ArrayRef<uint8_t>(),
                os);
  return true;
}

/// Prints the Gen binaries a .isa embeds (those of `only`, if set).
static bool disassembleObject(const Product *only, StringRef inputFile,
                              ArrayRef<uint8_t> bytes, raw_ostream &os) {
  Expected<visa::Object> obj = visa::readISA(bytes);
  if (!obj) {
    visa::reportError(inputFile, obj.takeError());
    return false;
  }
  bool ok = true;
  unsigned printed = 0;
  for (const visa::RoutineEntry &kernel : obj->kernels)
    for (const visa::GenBinary &bin : kernel.genBinaries) {
      const Product *product = lookupProductByISACode(bin.platform);
      if (only && product != only)
        continue;
      if (!Validate)
        os << "// kernel " << kernel.name << ": ";
      if (bin.bytes.empty()) {
        // IGC leaves such an entry for a SIMD width it compiled and dropped.
        if (!Validate)
          os << "empty binary (gen_platform " << unsigned(bin.platform)
             << ")\n";
        ++printed;
        continue;
      }
      if (!product) {
        if (!Validate)
          os << "gen_platform " << unsigned(bin.platform) << "\n";
        errs() << inputFile << ": error: kernel '" << kernel.name
               << "' embeds a binary for unknown gen_platform "
               << unsigned(bin.platform) << "\n";
        ok = false;
        continue;
      }
      if (!Validate)
        os << product->Name << "\n";
      ++printed;
      std::string where = (inputFile + ": kernel " + kernel.name + " (" +
                           product->Name + ")")
                              .str();
      if (!disassemble(*product, inputFile, where, bin.bytes, os))
        ok = false;
    }
  if (printed == 0 && ok && !Validate)
    os << "// no embedded Gen binary"
       << (only ? " for " + std::string(only->Name) : std::string()) << "\n";
  return ok;
}

/// Prints one file (.dat or .isa).
static bool disassembleFile(const Product *product, const std::string &inputFile,
                            raw_ostream &os) {
  auto bufOrErr = MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!bufOrErr) {
    errs() << inputFile << ": error: " << bufOrErr.getError().message()
           << "\n";
    return false;
  }
  StringRef buffer = (*bufOrErr)->getBuffer();
  ArrayRef<uint8_t> bytes(reinterpret_cast<const uint8_t *>(buffer.data()),
                          buffer.size());
  if (buffer.starts_with("CISA"))
    return disassembleObject(product, inputFile, bytes, os);
  if (!product) {
    errs() << inputFile
           << ": error: a raw Gen binary needs --platform=BDW|SKL|BXT|ICLLP|"
              "TGLLP\n";
    return false;
  }
  return disassemble(*product, inputFile, inputFile, bytes, os);
}

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "Gen machine code disassembler\n");

  const Product *product = nullptr;
  if (!PlatformName.empty() && !(product = lookupProduct(PlatformName))) {
    WithColor::error(errs(), "visa-objdump")
        << "unknown platform '" << PlatformName
        << "' (expected BDW, SKL, BXT, ICLLP or TGLLP)\n";
    return 1;
  }
  if (ListRules) {
    printRuleTable(outs());
    return 0;
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
  unsigned undecoded = 0;
  for (const std::string &inputFile : InputFiles) {
    if (InputFiles.size() > 1 && !CheckSendEncoding && !Validate)
      out.os() << "// " << inputFile << "\n";
    if (!disassembleFile(product, inputFile, out.os())) {
      failed = true;
      ++undecoded;
    }
  }
  if (CheckSendEncoding) {
    // The check judges the sends of the binaries that decode; the others
    // were reported above and are counted.
    EncodingCheck.printSummary(out.os());
    out.os() << undecoded << " of " << InputFiles.size()
             << " inputs not decoded\n";
    failed = !EncodingCheck.passed();
  }
  if (Validate)
    out.os() << "visa-objdump: validated " << Stats.Binaries << " binaries ("
             << Stats.Instructions << " instructions) of "
             << InputFiles.size() << " files: " << Stats.Violations
             << " violations, " << Stats.Undecodable << " undecodable\n";
  if (!failed || InputFiles.size() > 1)
    out.keep();
  return failed ? 1 : 0;
}
