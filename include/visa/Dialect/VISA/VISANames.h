//===- VISANames.h - Spellings shared by the visa dialect -------*- C++ -*-===//
//
// The names the dialect's text form gives to things the binary stores as
// numbers: pre-defined variables and other ids that no declaration names
// (`%r0`, `%slm`, `%v40`), element types, alignments, label kinds and
// execution masks. Each has a printer and the matching parser. Also which
// table (VarKind) the id in a field, operand or input indexes.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISANAMES_H
#define VISA_DIALECT_VISA_VISANAMES_H

#include "visa/Object/InstrDesc.h"
#include "visa/Object/OperandEncoding.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace visa {

/// The tables an id may index.
enum class VarKind : uint8_t {
  General, Address, Predicate, Sampler, Surface, Vme, Label,
};

/// The table an integer field of `role` indexes (labels, surfaces,
/// samplers, VME variables), or nullopt for roles that name no variable.
std::optional<VarKind> roleVarKind(FieldRole role);
/// The table a vector operand's id indexes: general variables, address
/// variables (Address and Indirect operands), predicates, or for a State
/// operand the samplers (state class 1) or surfaces (any other class);
/// nullopt for immediates and reserved classes.
std::optional<VarKind> operandVarKind(OperandClass opClass, unsigned stateClass);
/// The table a kernel input's id indexes, by its kind byte (category in
/// bits 0-1: 1 sampler, 2 surface, otherwise a general variable).
VarKind inputVarKind(unsigned inputKind);

/// How many ids of `kind` are pre-defined (declared by no table entry):
/// 32 general variables, P0, T0-T5.
unsigned numPredefined(VarKind kind);
/// A human name of the kind ("general variable", ...).
const char *varKindName(VarKind kind);

/// The reserved spelling (without the leading `%`) of an id that no
/// declaration names: a pre-defined variable's name (`r0`, `slm`) or a kind
/// letter and the number (`v40`, `s31`, `p0`).
std::string reservedName(VarKind kind, uint32_t id);
/// The id a reserved spelling stands for.
std::optional<uint32_t> parseReservedName(VarKind kind, llvm::StringRef name);

/// Element type names ("ud", "d", ..., "bf"), indexed by the 4-bit code.
const char *elemTypeSpelling(unsigned code);
std::optional<unsigned> parseElemTypeSpelling(llvm::StringRef name);

/// Alignment names (byte ... 64word) by code.
const char *alignSpelling(unsigned code);
std::optional<unsigned> parseAlignSpelling(llvm::StringRef name);

/// Label kinds: block, subroutine, fc, function.
const char *labelKindSpelling(unsigned code);
std::optional<unsigned> parseLabelKindSpelling(llvm::StringRef name);

/// Execution mask control names M1..M8, M1_NM..M8_NM, by the 4-bit code.
const char *execMaskSpelling(unsigned code);
std::optional<unsigned> parseExecMaskSpelling(llvm::StringRef name);

/// Exec_size bits 0-2 as a channel count (1..32); 0 for the unused codes.
unsigned execSizeFromCode(unsigned code);
std::optional<unsigned> execSizeToCode(unsigned size);

/// Region nibble <-> stride/width value: code 0 is "null" (nullopt), codes
/// 1-7 are 0, 1, 2, 4, 8, 16, 32.
std::optional<unsigned> regionValueFromCode(unsigned code);
std::optional<unsigned> regionValueToCode(unsigned value);

/// Vector operand modifiers (tag bits 3-5): "", "abs", "-", "-abs", "sat", "not".
const char *modifierSpelling(unsigned code);

} // namespace visa

#endif // VISA_DIALECT_VISA_VISANAMES_H
