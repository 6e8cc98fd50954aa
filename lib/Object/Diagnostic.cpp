//===- Diagnostic.cpp - Errors from reading malformed vISA input ----------===//

#include "visa/Object/Diagnostic.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace visa {

char ReadError::ID = 0;

Error ReadError::atOffset(uint64_t offset, const Twine &message) {
  auto err = std::make_unique<ReadError>();
  err->binary = true;
  err->offset = offset;
  err->message = message.str();
  return Error(std::move(err));
}

Error ReadError::atLine(unsigned line, unsigned column, const Twine &message) {
  auto err = std::make_unique<ReadError>();
  err->binary = false;
  err->line = line;
  err->column = column;
  err->message = message.str();
  return Error(std::move(err));
}

std::string ReadError::format(StringRef fileName) const {
  std::string out;
  raw_string_ostream os(out);
  if (binary)
    os << fileName << ": offset " << format_hex(offset, 0) << ": error: " << message;
  else
    os << fileName << ":" << line << ":" << column << ": error: " << message;
  return out;
}

void ReadError::log(raw_ostream &os) const {
  if (binary)
    os << "offset " << format_hex(offset, 0) << ": " << message;
  else
    os << line << ":" << column << ": " << message;
}

std::error_code ReadError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

void reportError(StringRef fileName, Error err) {
  handleAllErrors(
      std::move(err),
      [&](const ReadError &re) { errs() << re.format(fileName) << "\n"; },
      [&](const ErrorInfoBase &e) {
        errs() << fileName << ": error: " << e.message() << "\n";
      });
}

} // namespace visa
