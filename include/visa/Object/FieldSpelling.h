//===- FieldSpelling.h - Names of enumerated instruction fields -*- C++ -*-===//
//
// Many integer fields of vISA instructions are enumerations or flag sets:
// CMP's relational operator, a channel mask, an atomic operation, a number
// of owords, a sampler operation, fence flags. The .visaasm form spells
// them through the converters its `asmFormat` templates name
// (include/visa/Object/InstrFormats.td, lib/Object/VISAAsmFormat.cpp). This
// header lets other forms -- the `visa` dialect -- spell the same fields with
// the same tables, as one word:
//
//   the enumerated value's name      lt, RGBA, cmpxchg, sample_b, global.EI
//   numeric names after the table    owords.4, blocknum.2, blocksize.4
//   then each set flag bit           lt.n, add.16, sample_b.pixel_null_mask
//
// A word is made of letters, digits, `_` and `.` and starts with a letter or
// `_`. Values with bits no table covers have no spelling (print a number).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_FIELDSPELLING_H
#define VISA_OBJECT_FIELDSPELLING_H

#include "visa/Object/InstrDesc.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace visa {
namespace asmfmt {
struct FormatItem;
} // namespace asmfmt

/// The spelling of one integer field of one instruction.
class FieldSpelling {
public:
  /// The spelling of `field` (a field of `desc`, by name), or null when the
  /// field is a plain number: its template gives it no enumeration.
  static const FieldSpelling *get(const InstrDesc &desc, const FieldDesc &field);

  /// The word for `value`, or nullopt if some bit of it has no name.
  std::optional<std::string> format(uint32_t value) const;
  /// The value `word` spells, or nullopt if it spells none.
  std::optional<uint32_t> parse(llvm::StringRef word) const;

private:
  /// The items of the instruction's compiled .visaasm template that spell
  /// this field: enumerations first, then flags, in template order.
  std::vector<const asmfmt::FormatItem *> items;
};

} // namespace visa

#endif // VISA_OBJECT_FIELDSPELLING_H
