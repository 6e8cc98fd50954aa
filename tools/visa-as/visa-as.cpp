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
// --set-field=OFFSET:FIELD=VALUE (repeatable) then overwrites one field
// (a GenFields.def name) of the native instruction at byte OFFSET: how
// tests build encodings IGA syntax cannot express, such as Align16 ALU
// instructions or subregisters not aligned to their type.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmParser.h"
#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenEncoder.h"
#include "visa/Gen/GenFields.h"
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

static cl::list<std::string>
    SetFields("set-field",
              cl::desc("Overwrite a field of the native instruction at a "
                       "byte offset (tests)"),
              cl::value_desc("OFFSET:FIELD=VALUE"));

/// Applies one --set-field; false (after an error message) if it cannot.
static bool setField(Platform p, StringRef spec, std::vector<uint8_t> &bytes) {
  auto fail = [&](const Twine &why) {
    WithColor::error(errs(), "visa-as")
        << "--set-field=" << spec << ": " << why << "\n";
    return false;
  };
  auto [offsetText, rest] = spec.split(':');
  auto [name, valueText] = rest.split('=');
  uint64_t offset, value;
  if (offsetText.getAsInteger(0, offset) || valueText.getAsInteger(0, value))
    return fail("expected OFFSET:FIELD=VALUE");
  unsigned f = 0;
  while (f < unsigned(Field::NumFields) && name != getFieldName(Field(f)))
    ++f;
  if (f == unsigned(Field::NumFields))
    return fail("unknown field '" + name + "'");
  BitRange r = getFieldRange(p, Field(f));
  if (!r.exists())
    return fail("no such field on this platform");
  // Bit 29 (CmptCtrl) marks a compacted instruction.
  if (offset + 16 > bytes.size() || ((bytes[offset + 3] >> 5) & 1))
    return fail("no native instruction at that offset");
  NativeBits bits;
  for (unsigned i = 0; i < 16; ++i)
    bits.Q[i / 8] |= uint64_t(bytes[offset + i]) << (8 * (i % 8));
  bits.set(r.Hi, r.Lo, value);
  for (unsigned i = 0; i < 16; ++i)
    bytes[offset + i] = uint8_t(bits.Q[i / 8] >> (8 * (i % 8)));
  return true;
}

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

  for (const std::string &spec : SetFields)
    if (!setField(*platform, spec, bytes))
      return 1;

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
