//===- InstrRecords.h - The instruction records as visa-tblgen sees them --===//
//
// What every generator of visa-tblgen shares: the instruction records in
// table order and their fields flattened into one array (the rows of
// kFieldTable), so that the field indices one generator writes are the
// indices the others refer to.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TBLGEN_INSTRRECORDS_H
#define VISA_TBLGEN_INSTRRECORDS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/TableGen/Record.h"
#include <string>
#include <utility>
#include <vector>

namespace visa_tblgen {

/// Instructions sorted by (opcode, subOpcode, encodingAlias); two records may
/// share an encoding only if all but the first are marked encodingAlias.
std::vector<const llvm::Record *> sortedInstructions(const llvm::RecordKeeper &records);

/// Flattens field lists into one array; nested lists (List elements, Switch
/// cases) are appended after the sequence that refers to them.
class TableBuilder {
public:
  struct Row {
    const llvm::Record *rec;
    std::string kind;
    unsigned ref = 0, first = 0, count = 0;
  };
  std::vector<Row> fields;
  struct CaseRow { unsigned firstValue, numValues, firstField, numFields; };
  std::vector<CaseRow> cases;
  std::vector<int64_t> caseValues;

  /// Reserves rows for `list` and fills them; returns the first index.
  /// `visible` holds (name, index) of integer fields a later List or Switch
  /// may refer to.
  unsigned addSequence(const llvm::Record *inst,
                       llvm::ArrayRef<const llvm::Record *> list,
                       std::vector<std::pair<std::string, unsigned>> visible);
};

/// The whole table: the sorted instructions, each one's top-level field
/// rows (first, count), and the rows.
struct InstrTable {
  std::vector<const llvm::Record *> insts;
  std::vector<std::pair<unsigned, unsigned>> instFields;
  TableBuilder rows;
};
InstrTable buildInstrTable(const llvm::RecordKeeper &records);

} // namespace visa_tblgen

#endif // VISA_TBLGEN_INSTRRECORDS_H
