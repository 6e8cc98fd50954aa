//===- Diagnostic.h - Errors from reading malformed vISA input ------------===//
//
// Readers report the first problem they find as a ReadError carrying where it
// is: a byte offset for binary input, a line and column for text. Tools print
// it as `file: offset 0x1f: error: ...` or `file:3:14: error: ...`.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_DIAGNOSTIC_H
#define VISA_OBJECT_DIAGNOSTIC_H

#include "llvm/Support/Error.h"
#include <string>

namespace visa {

class ReadError : public llvm::ErrorInfo<ReadError> {
public:
  static char ID;
  /// A problem at a byte offset of a binary file.
  static llvm::Error atOffset(uint64_t offset, const llvm::Twine &message);
  /// A problem at a 1-based line and column of a text file.
  static llvm::Error atLine(unsigned line, unsigned column, const llvm::Twine &message);

  bool isBinary() const { return binary; }
  uint64_t getOffset() const { return offset; }
  unsigned getLine() const { return line; }
  unsigned getColumn() const { return column; }
  const std::string &getMessage() const { return message; }

  /// `file: offset 0x1f: error: msg` or `file:3:14: error: msg`.
  std::string format(llvm::StringRef fileName) const;
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  bool binary = true;
  uint64_t offset = 0;
  unsigned line = 0, column = 0;
  std::string message;
};

/// Prints `err` to llvm::errs() in the file-position format (any error, not
/// only ReadError) and consumes it.
void reportError(llvm::StringRef fileName, llvm::Error err);

} // namespace visa

#endif // VISA_OBJECT_DIAGNOSTIC_H
