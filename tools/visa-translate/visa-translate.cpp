//===- visa-translate.cpp - Translate between vISA files and MLIR ---------===//
//
//   visa-translate --import-isa k.isa -o k.mlir
//   visa-translate --import-visaasm k.visaasm [--strip-binary-only]
//   visa-translate --export-isa k.mlir -o k.isa
//   visa-translate --export-visaasm k.mlir
//
// Reader errors print as `file: offset 0x..: error: ...` or
// `file:line:col: error: ...`; on any error the tool exits with status 1 and
// leaves no output file behind.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/ISAWriter.h"
#include "visa/Object/VISAAsmParser.h"
#include "visa/Object/VISAAsmPrinter.h"
#include "visa/Target/ISA/ObjectTranslation.h"
#include "InstrSamples.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

namespace {

enum Action { ImportISA, ImportVISAAsm, ExportISA, ExportVISAAsm, Samples };

cl::OptionCategory category("visa-translate options");

cl::opt<Action> action(
    cl::desc("Translation:"), cl::Required, cl::cat(category),
    cl::values(
        clEnumValN(ImportISA, "import-isa", "binary .isa -> visa dialect MLIR"),
        clEnumValN(ImportVISAAsm, "import-visaasm", ".visaasm -> visa dialect MLIR"),
        clEnumValN(ExportISA, "export-isa", "visa dialect MLIR -> binary .isa"),
        clEnumValN(ExportVISAAsm, "export-visaasm", "visa dialect MLIR -> .visaasm"),
        clEnumValN(Samples, "instruction-samples",
                   "MLIR with one op per instruction of the table (for tests)")));

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input file>"),
                               cl::init("-"), cl::cat(category));
cl::opt<std::string> outputFile("o", cl::desc("Output file ('-' for stdout)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(category));
cl::opt<bool> stripBinaryOnly(
    "strip-binary-only",
    cl::desc("On import, drop what only the binary form carries (Gen "
             "binaries, OutputAsmPath, string-pool order)"),
    cl::cat(category));

int fail(const Twine &message) {
  WithColor::error(errs(), "visa-translate") << message << "\n";
  return 1;
}

/// Writes `write`'s output to outputFile, keeping the file only on success.
int emit(function_ref<bool(raw_ostream &)> write, bool binary) {
  std::error_code ec;
  auto out = std::make_unique<ToolOutputFile>(
      outputFile, ec, binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (ec)
    return fail(outputFile + ": " + ec.message());
  if (!write(out->os()))
    return 1;
  out->keep();
  return 0;
}

int importObject(StringRef name, visa::Object object, mlir::MLIRContext &context) {
  visa::ImportOptions options;
  options.dropBinaryOnly = stripBinaryOnly;
  options.fileName = name.str();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      visa::importObject(object, &context, options);
  if (!module)
    return 1;
  return emit([&](raw_ostream &os) {
    module->print(os);
    os << '\n';
    return true;
  }, /*binary=*/false);
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "translate between vISA (.isa, .visaasm) and MLIR\n");

  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      action == Samples ? MemoryBuffer::getMemBuffer("")
                        : MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!buffer)
    return fail(inputFile + ": " + buffer.getError().message());
  StringRef displayName = inputFile == "-" ? StringRef("<stdin>") : StringRef(inputFile);

  mlir::DialectRegistry registry;
  registry.insert<visa::VISADialect>();
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);

  switch (action) {
  case Samples:
    return importObject("samples", visa::buildInstrSamples(), context);
  case ImportISA: {
    StringRef bytes = (*buffer)->getBuffer();
    Expected<visa::Object> object = visa::readISA(
        ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
    if (!object) {
      visa::reportError(displayName, object.takeError());
      return 1;
    }
    return importObject(displayName, std::move(*object), context);
  }
  case ImportVISAAsm: {
    Expected<visa::Object> object = visa::parseVISAAsm((*buffer)->getBuffer());
    if (!object) {
      visa::reportError(displayName, object.takeError());
      return 1;
    }
    return importObject(displayName, std::move(*object), context);
  }
  case ExportISA:
  case ExportVISAAsm: {
    sourceMgr.AddNewSourceBuffer(std::move(*buffer), SMLoc());
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
    if (!module)
      return 1;
    FailureOr<visa::Object> object = visa::exportObject(*module);
    if (failed(object))
      return 1;
    if (action == ExportVISAAsm)
      return emit([&](raw_ostream &os) {
        visa::printVISAAsm(*object, os);
        return true;
      }, /*binary=*/false);
    Expected<std::vector<uint8_t>> bytes = visa::writeISA(*object);
    if (!bytes) {
      visa::reportError(displayName, bytes.takeError());
      return 1;
    }
    return emit([&](raw_ostream &os) {
      os.write(reinterpret_cast<const char *>(bytes->data()), bytes->size());
      return true;
    }, /*binary=*/true);
  }
  }
  return 1;
}
