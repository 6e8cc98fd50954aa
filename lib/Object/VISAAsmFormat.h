//===- VISAAsmFormat.h - Shared vocabulary of the .visaasm printer/parser -===//
//
// Internal to lib/Object. The printer and the parser of .visaasm read every
// instruction through one compiled template (the `asmFormat` of its record in
// Instructions.td, or the generic syntax), and spell the pieces of the
// language -- types, regions, execution masks, converters of enumerated
// fields -- through the tables declared here, so that the two directions
// cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_OBJECT_VISAASMFORMAT_H
#define VISA_LIB_OBJECT_VISAASMFORMAT_H

#include "visa/Object/InstrDesc.h"
#include "visa/Object/Object.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace visa {
namespace asmfmt {

/// Ids below this are the pre-defined general variables V0-V31.
constexpr unsigned NumPredefinedVars = 32;
/// Surfaces below this are the pre-defined surfaces T0-T5.
constexpr unsigned NumPredefinedSurfaces = 6;

/// Names of the pre-defined general variables IGC 4.1 knows (V0-V20).
llvm::ArrayRef<const char *> predefinedVarNames();
/// Names of the pre-defined surfaces (T0-T5).
llvm::ArrayRef<const char *> predefinedSurfaceNames();

/// A converter turns some bits of an integer field into text and back.
struct Converter {
  enum Kind : uint8_t {
    Enum,     ///< (value & mask) >> shift spelled by `names`
    Flag,     ///< `text` when bit `shift` is set (inline `flag(B,t)`)
    Hex,      ///< the whole value as 0x...
    ScatterExec, ///< scatter/gather num_elts byte: `(M1, 16)`
    Fence,    ///< the fence mask byte: `_sw`, `_global.EI`, ...
    AddressOf, ///< a vector operand as `&V12[16]` (byte offset) when general
               ///< or state (addr_add's source 0), else as usual
  };
  const char *name;
  Kind kind;
  uint32_t mask;
  unsigned shift;
  /// Enum only: spellings indexed by value; null entries are invalid values.
  llvm::ArrayRef<const char *> names;
};

/// The converter called `name`, or null.
const Converter *lookupConverter(llvm::StringRef name);

/// A case of a Switch that a template item lives in: the item is there only
/// when the Switch's key selects that case.
struct CaseCondition {
  const FieldDesc *sw;
  const CaseDesc *cs;
};

/// One piece of a compiled template.
struct FormatItem {
  enum Kind : uint8_t { Literal, Blank, Field, Sat };
  Kind kind = Literal;
  std::string text;            ///< Literal text; Flag text
  std::string fieldName;       ///< Field
  const FieldDesc *field = nullptr; ///< Field: a descriptor with that name
  const Converter *conv = nullptr;  ///< Field: converter, or null
  unsigned flagBit = 0;        ///< Field with an inline flag converter
  bool optional = false;       ///< Field: parser accepts it missing
  /// Field: the Switch cases it is nested in, outermost first (empty for a
  /// field every instruction of the record has).
  std::vector<CaseCondition> conditions;
};

/// A compiled template and the mnemonic word the parser finds it by.
struct Format {
  std::vector<FormatItem> items;
  std::string head; ///< first literal word ("" if it starts with a field)
  std::string error; ///< non-empty if the template does not compile
};

/// The compiled template of `desc` (cached; never null).
const Format &getFormat(const InstrDesc &desc);

/// The records whose template may match a line starting with the word
/// `word`: those whose head begins the word, longest head first (table order
/// among equal heads), then those without a head.
void findCandidates(llvm::StringRef word,
                    llvm::SmallVectorImpl<const InstrDesc *> &candidates);

/// Every field descriptor reachable from `desc` (nested cases and list
/// elements included) called `name`, first in binary order; null if none.
/// `path`, if given, receives the Switch cases the field is nested in.
const FieldDesc *findField(const InstrDesc &desc, llvm::StringRef name,
                           std::vector<CaseCondition> *path = nullptr);

/// The case of Switch `sw` that the key value `key` selects (the first case
/// listing key & mask, else the default case), or null if none does.
const CaseDesc *selectCase(const FieldDesc &sw, uint32_t key);

/// `.visaasm` spelling of an execution mask control (bits 4-7 of Exec_size).
const char *emaskName(unsigned emask);
/// The emask value spelled `name`, if any.
std::optional<unsigned> parseEmask(llvm::StringRef name);
/// Execution size of the 3-bit code, 0 if the code is invalid.
unsigned execSizeOfCode(unsigned code);
/// The code of an execution size, if it has one.
std::optional<unsigned> codeOfExecSize(unsigned size);

/// Region value of a 4-bit region code (-1 for the null code 0).
int regionValueOfCode(unsigned code);
/// The code of a region value, if any.
std::optional<unsigned> codeOfRegionValue(unsigned value);

/// The type spelled `name` (lower case, as printed), if any.
std::optional<ElemType> parseTypeName(llvm::StringRef name);

/// Operand modifier spellings: index = modifier bits (0 none ... 5 not).
const char *modifierPrefix(unsigned modifier);

/// Alignment names as IGC prints them in `.decl` (index = alignment code).
llvm::ArrayRef<const char *> alignNames();

/// Input kinds as `.input` / `.implicit_*` directives (index = bits 3-7).
llvm::ArrayRef<const char *> implicitInputNames();

/// Replaces `.` and `$` by `_`, as IGC does for label names.
std::string sanitizeLabelName(llvm::StringRef name);

/// Type of the pre-defined variable V<id>.
ElemType predefinedVarType(unsigned id);
/// Bytes per GRF on every supported platform.
constexpr unsigned GRFBytes = 32;

/// Lower-case type spelling ("ud", "f", ...).
const char *typeName(ElemType type);
/// A C-style quoted string with IGC's escapes.
std::string quoteString(llvm::StringRef s);
/// `<v;w,h>`, `<w,h>` or `<h>` for a region word.
std::string formatRegion(uint16_t region);
/// `.any` / `.all` for the control bits of a predicate value ("" if none).
std::string formatPredControl(uint16_t pred);
/// `(P1) `-less form: `(!P2.any)`, or "" for no predicate.
std::string formatPredicate(uint32_t pred);
/// `0x3f800000:f`.
std::string formatImmediate(uint64_t bits, ElemType type);
/// A value through a converter (the item supplies inline flag text).
std::string formatConverted(const Converter &conv, const FormatItem &item,
                            uint32_t value);
/// Parses the converter's text at the start of `text`; on success returns
/// the bits it sets and how many characters it consumed.
std::optional<std::pair<uint32_t, size_t>>
parseConverted(const Converter &conv, const FormatItem &item, llvm::StringRef text);
/// `Name`, `Name=12`, `Name="3d"`, `Name="text"` (IGC's form), with `:N`
/// after an integer whose byte size is not the default for that name.
std::string formatAttribute(llvm::StringRef name, llvm::ArrayRef<uint8_t> value);
/// Byte size an integer attribute called `name` gets when the text does not
/// say (what IGC writes for it).
unsigned defaultAttributeSize(llvm::StringRef name);
/// Whether IGC treats the attribute called `name` as an integer.
bool isIntAttribute(llvm::StringRef name);
/// The name IGC gives the i-th address ('A') or predicate ('P') declaration.
std::string canonicalDeclName(char kind, size_t index);

} // namespace asmfmt
} // namespace visa

#endif // VISA_LIB_OBJECT_VISAASMFORMAT_H
