//===- InstrDesc.h - The generated table of vISA instruction formats ------===//
//
// C++ view of include/visa/Object/Instructions.td. visa-tblgen turns the
// records into constant arrays of these descriptors; every reader, writer,
// printer, parser and verifier walks them instead of knowing a layout itself.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_INSTRDESC_H
#define VISA_OBJECT_INSTRDESC_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace visa {

/// How a field is stored in the binary.
enum class FieldKind : uint8_t {
  Int,    ///< unsigned little-endian integer of `bytes` bytes
  Vec,    ///< vec_operand (5_operands.md)
  Raw,    ///< raw_operand
  List,   ///< `element` repeated (value of field `ref`) times
  Switch, ///< the case selected by (value of field `ref`) & mask
};

/// What an integer field refers to or how it reads.
enum class FieldRole : uint8_t {
  None, ExecSize, Pred, Label, Surface, Sampler, Vme, String, Function,
};

/// Operand-class bits of a vector field: which classes the operand may take.
enum OperandClassBits : uint8_t {
  OCGeneral = 1 << 0,
  OCAddress = 1 << 1,
  OCPredicate = 1 << 2,
  OCIndirect = 1 << 3,
  OCImmediate = 1 << 4,
  OCState = 1 << 5,
};

struct FieldDesc {
  const char *name;
  FieldKind kind;
  FieldRole role;      ///< Int only
  uint8_t bytes;       ///< Int only: 1, 2 or 4
  uint8_t legacyBytes; ///< Int only: width in files older than vISA 4.0
  uint8_t classes;     ///< Vec only: OperandClassBits
  bool isDst;          ///< Vec only
  bool scalar;         ///< Vec only
  /// List/Switch: index in fieldTable() of the integer field whose value
  /// gives the count / selects the case (the nearest earlier occurrence).
  uint16_t ref;
  /// List: index of the element descriptor. Switch: first case in caseTable().
  uint16_t first;
  /// Switch: number of cases.
  uint16_t count;
  /// Switch: mask applied to the key before matching. List: the largest
  /// element count allowed (0: no limit).
  uint32_t mask;
};

struct CaseDesc {
  uint16_t firstValue, numValues; ///< into caseValueTable(); none = default
  uint16_t firstField, numFields; ///< into fieldTable()
};

struct InstrDesc {
  const char *enumName;  ///< record name, e.g. "GATHER4_SCALED"
  const char *mnemonic;  ///< .visaasm mnemonic, e.g. "gather4_scaled"
  uint8_t opcode;
  int16_t subOpcode;     ///< -1 when the opcode alone identifies it
  /// Shares opcode and layout with the preceding record, which is what the
  /// binary decodes to (FCCALL vs CALL); lookupInstr(opcode) never returns it.
  bool encodingAlias;
  const char *group;
  uint16_t firstField, numFields; ///< into fieldTable()
  bool saturate;
  const char *srcMod;    ///< "arithmetic", "logic" or ""
  const char *types;     ///< comma-separated spec type names, "" = any
  const char *summary;
  /// .visaasm template (see "Assembly formats" in InstrFormats.td); "" means
  /// the generic syntax.
  const char *asmFormat;

  llvm::ArrayRef<FieldDesc> fields() const;
};

/// All instructions, sorted by (opcode, subOpcode, encodingAlias).
llvm::ArrayRef<InstrDesc> instrTable();
llvm::ArrayRef<FieldDesc> fieldTable();
llvm::ArrayRef<CaseDesc> caseTable();
llvm::ArrayRef<int32_t> caseValueTable();

/// The instruction with this opcode (and sub-opcode, -1 if none), or null.
const InstrDesc *lookupInstr(unsigned opcode, int subOpcode = -1);
/// True if instructions of this opcode carry a sub-opcode byte.
bool hasSubOpcode(unsigned opcode);
/// The instruction with this mnemonic, or null.
const InstrDesc *lookupInstr(llvm::StringRef mnemonic);

/// Generated ids, in table order: InstrId::ADD, InstrId::GATHER4_SCALED, ...
enum class InstrId : uint16_t {
#define VISA_INSTR(ID) ID,
#include "visa/Object/InstrIds.inc"
#undef VISA_INSTR
};
inline const InstrDesc &getDesc(InstrId id) {
  return instrTable()[static_cast<unsigned>(id)];
}

} // namespace visa

#endif // VISA_OBJECT_INSTRDESC_H
