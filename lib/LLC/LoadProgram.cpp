//===- LoadProgram.cpp - vISA files to one module of visa ops -------------===//
//
// visa-llc's inputs: .visaasm text, complete binary .isa files, and MLIR in
// the visa dialect. IGC 1.0.12504's own .isa files have lost most instruction
// operands (Object::legacyTruncatedOperands); compiling one would compile the
// wrong program, so they are refused with a pointer to the .visaasm dump.
// Several files form one program: their kernels and functions are moved into
// one module, where names must be unique.
//
//===----------------------------------------------------------------------===//

#include "visa/LLC/Pipeline.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/VISAAsmParser.h"
#include "visa/Target/ISA/ObjectTranslation.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace visa;

namespace {

enum class InputKind { VISAAsm, ISA, MLIR };

/// By extension, else by content: the .isa magic "CISA", MLIR's `module` or
/// a dialect op (after any `//` comment lines), and .visaasm otherwise.
InputKind classify(StringRef name, StringRef bytes) {
  StringRef ext = llvm::sys::path::extension(name);
  if (ext == ".visaasm")
    return InputKind::VISAAsm;
  if (ext == ".isa")
    return InputKind::ISA;
  if (ext == ".mlir")
    return InputKind::MLIR;
  if (bytes.starts_with("CISA"))
    return InputKind::ISA;
  StringRef text = bytes.ltrim();
  while (text.starts_with("//"))
    text = text.drop_until([](char c) { return c == '\n'; }).ltrim();
  if (text.starts_with("module") || text.starts_with("visa.") ||
      text.starts_with("gen.") || text.starts_with("\"builtin.module\""))
    return InputKind::MLIR;
  return InputKind::VISAAsm;
}

void reportFileError(StringRef name, const Twine &message) {
  llvm::WithColor::error(llvm::errs(), name) << message << "\n";
}

OwningOpRef<ModuleOp> loadOne(StringRef name, MLIRContext &context) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(name, /*IsText=*/false);
  if (!buffer) {
    reportFileError(name, buffer.getError().message());
    return nullptr;
  }
  StringRef display = name == "-" ? StringRef("<stdin>") : name;
  StringRef bytes = (*buffer)->getBuffer();
  ImportOptions import;
  import.fileName = display.str();
  switch (classify(name, bytes)) {
  case InputKind::VISAAsm: {
    llvm::Expected<Object> object = parseVISAAsm(bytes);
    if (!object) {
      reportError(display, object.takeError());
      return nullptr;
    }
    return importObject(*object, &context, import);
  }
  case InputKind::ISA: {
    llvm::Expected<Object> object = readISA(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
    if (!object) {
      reportError(display, object.takeError());
      return nullptr;
    }
    if (object->legacyTruncatedOperands) {
      llvm::SmallString<128> visaasm(display);
      llvm::sys::path::replace_extension(visaasm, ".visaasm");
      reportFileError(display,
                      "this .isa was written by IGC 1.0.12504, whose writer "
                      "drops instruction operands, so it does not hold the "
                      "whole program; compile IGC's .visaasm dump of the same "
                      "kernel instead (" + visaasm + ")");
      return nullptr;
    }
    return importObject(*object, &context, import);
  }
  case InputKind::MLIR: {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
    SourceMgrDiagnosticHandler handler(sourceMgr, &context);
    return parseSourceFile<ModuleOp>(sourceMgr, &context);
  }
  }
  return nullptr;
}

} // namespace

OwningOpRef<ModuleOp> llc::loadProgram(ArrayRef<std::string> files,
                                       MLIRContext &context) {
  context.loadDialect<VISADialect>();
  OwningOpRef<ModuleOp> program;
  llvm::StringSet<> names;
  for (const std::string &file : files) {
    OwningOpRef<ModuleOp> module = loadOne(file, context);
    if (!module)
      return nullptr;
    for (Operation &op : module->getBody()->getOperations())
      if (auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
        if (!names.insert(sym.getValue()).second) {
          reportFileError(file, "defines '" + sym.getValue() +
                                    "' again (another input defines it)");
          return nullptr;
        }
    if (!program) {
      program = std::move(module);
      continue;
    }
    Block *into = program->getBody();
    for (Operation &op : llvm::make_early_inc_range(module->getBody()->getOperations()))
      op.moveBefore(into, into->end());
  }
  return program;
}
