//===- ByteCursor.h - Bounds-checked little-endian reads over a byte range ===//
//
// The binary reader reads through a ByteCursor confined to one range of the
// file (the header, or one kernel/function object). Every read is checked
// against the range; the first failure is remembered with its file offset
// and every later read yields zero, so decoding code can read a whole
// structure and test ok() once. Counts are checked with fits() before
// anything is allocated for them. Private to lib/Object.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_OBJECT_BYTECURSOR_H
#define VISA_LIB_OBJECT_BYTECURSOR_H

#include "visa/Object/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"
#include <cstdint>
#include <string>

namespace visa {

class ByteCursor {
public:
  /// Reads bytes [begin, end) of `file`; offsets reported are file offsets.
  ByteCursor(llvm::ArrayRef<uint8_t> file, uint64_t begin, uint64_t end)
      : file(file), pos(begin), end(end) {}

  uint64_t offset() const { return pos; }
  /// Moves back to an offset already passed (never forward).
  void rewind(uint64_t to) {
    if (to <= pos)
      pos = to;
  }
  uint64_t remaining() const { return end - pos; }
  bool ok() const { return !failed; }

  /// Records a problem at `at` unless one is already recorded.
  void fail(uint64_t at, const llvm::Twine &message) {
    if (failed)
      return;
    failed = true;
    errorOffset = at;
    errorMessage = message.str();
  }

  /// The recorded problem as a ReadError, or success.
  llvm::Error takeError() {
    if (!failed)
      return llvm::Error::success();
    failed = false;
    return ReadError::atOffset(errorOffset, errorMessage);
  }

  /// True if `count` items of at least `minBytes` each can still follow;
  /// otherwise records an error naming `what`.
  bool fits(uint64_t count, uint64_t minBytes, const char *what) {
    if (failed)
      return false;
    if (minBytes && count > remaining() / minBytes) {
      fail(pos, llvm::Twine(what) + " count " + llvm::Twine(count) +
                    " needs at least " + llvm::Twine(count * minBytes) +
                    " bytes but only " + llvm::Twine(remaining()) + " remain");
      return false;
    }
    return true;
  }

  /// An unsigned little-endian integer of 1, 2, 4 or 8 bytes.
  uint64_t readUInt(unsigned bytes, const char *what) {
    if (failed)
      return 0;
    if (remaining() < bytes) {
      fail(pos, llvm::Twine("unexpected end of data reading ") + what);
      return 0;
    }
    uint64_t value = 0;
    for (unsigned i = 0; i < bytes; ++i)
      value |= uint64_t(file[pos + i]) << (8 * i);
    pos += bytes;
    return value;
  }
  uint8_t u8(const char *what) { return uint8_t(readUInt(1, what)); }
  uint16_t u16(const char *what) { return uint16_t(readUInt(2, what)); }
  uint32_t u32(const char *what) { return uint32_t(readUInt(4, what)); }

  /// `size` raw bytes.
  llvm::ArrayRef<uint8_t> bytes(uint64_t size, const char *what) {
    if (failed)
      return {};
    if (remaining() < size) {
      fail(pos, llvm::Twine("unexpected end of data reading ") + what);
      return {};
    }
    llvm::ArrayRef<uint8_t> result = file.slice(pos, size);
    pos += size;
    return result;
  }

  /// A null-terminated string (the terminator is consumed, not returned).
  std::string cString(const char *what) {
    if (failed)
      return {};
    for (uint64_t i = pos; i < end; ++i) {
      if (file[i] == 0) {
        std::string s(reinterpret_cast<const char *>(file.data() + pos), i - pos);
        pos = i + 1;
        return s;
      }
    }
    fail(pos, llvm::Twine("unterminated ") + what);
    return {};
  }

private:
  llvm::ArrayRef<uint8_t> file;
  uint64_t pos;
  uint64_t end;
  bool failed = false;
  uint64_t errorOffset = 0;
  std::string errorMessage;
};

} // namespace visa

#endif // VISA_LIB_OBJECT_BYTECURSOR_H
