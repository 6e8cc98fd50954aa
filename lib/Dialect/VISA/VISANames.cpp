//===- VISANames.cpp - Spellings shared by the visa dialect ---------------===//

#include "visa/Dialect/VISA/VISANames.h"
#include "visa/Object/PredefinedVars.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

using namespace visa;

namespace {

const char *const kElemTypes[] = {"ud", "d",  "uw", "w",  "ub", "b",
                                  "df", "f",  "v",  "vf", "bool", "uq",
                                  "uv", "q",  "hf", "bf"};

const char *const kAligns[] = {"byte",  "word",  "dword", "qword", "oword",
                               "grf",   "grf2",  "hword", "word32", "word64"};

const char *const kLabelKinds[] = {"block", "subroutine", "fc", "function"};

const char *const kExecMasks[] = {"M1",    "M2",    "M3",    "M4",
                                  "M5",    "M6",    "M7",    "M8",
                                  "M1_NM", "M2_NM", "M3_NM", "M4_NM",
                                  "M5_NM", "M6_NM", "M7_NM", "M8_NM"};

const char *kindPrefix(VarKind kind) {
  switch (kind) {
  case VarKind::General: return "v";
  case VarKind::Address: return "a";
  case VarKind::Predicate: return "p";
  case VarKind::Sampler: return "s";
  case VarKind::Surface: return "t";
  case VarKind::Vme: return "vme";
  case VarKind::Label: return "label";
  }
  return "?";
}

template <size_t N>
std::optional<unsigned> indexOf(const char *const (&names)[N], llvm::StringRef name) {
  for (unsigned i = 0; i < N; ++i)
    if (name == names[i])
      return i;
  return std::nullopt;
}

/// The names of the pre-defined variables of `kind` that have one, as
/// .visaasm spells them (PredefinedVars.h); empty for other kinds.
llvm::ArrayRef<const char *> predefinedNames(VarKind kind) {
  if (kind == VarKind::General)
    return predefinedVarNames();
  if (kind == VarKind::Surface)
    return predefinedSurfaceNames();
  return {};
}

/// The dialect's spelling of a .visaasm name: `%slm` -> `slm`, `TSS` -> `tss`.
std::string dialectSpelling(llvm::StringRef asmName) {
  asmName.consume_front("%");
  return asmName.lower();
}

} // namespace

std::optional<VarKind> visa::roleVarKind(FieldRole role) {
  switch (role) {
  case FieldRole::Label: return VarKind::Label;
  case FieldRole::Surface: return VarKind::Surface;
  case FieldRole::Sampler: return VarKind::Sampler;
  case FieldRole::Vme: return VarKind::Vme;
  default: return std::nullopt;
  }
}

std::optional<VarKind> visa::operandVarKind(OperandClass opClass,
                                            unsigned stateClass) {
  switch (opClass) {
  case OperandClass::General: return VarKind::General;
  case OperandClass::Address:
  case OperandClass::Indirect: return VarKind::Address;
  case OperandClass::Predicate: return VarKind::Predicate;
  case OperandClass::State:
    return stateClass == 1 ? VarKind::Sampler : VarKind::Surface;
  default: return std::nullopt;
  }
}

VarKind visa::inputVarKind(unsigned inputKind) {
  switch (inputKind & 3) {
  case 1: return VarKind::Sampler;
  case 2: return VarKind::Surface;
  default: return VarKind::General;
  }
}

unsigned visa::numPredefined(VarKind kind) {
  switch (kind) {
  case VarKind::General: return 32;
  case VarKind::Predicate: return 1;
  case VarKind::Surface: return 6;
  default: return 0;
  }
}

const char *visa::varKindName(VarKind kind) {
  switch (kind) {
  case VarKind::General: return "general variable";
  case VarKind::Address: return "address variable";
  case VarKind::Predicate: return "predicate variable";
  case VarKind::Sampler: return "sampler";
  case VarKind::Surface: return "surface";
  case VarKind::Vme: return "VME variable";
  case VarKind::Label: return "label";
  }
  return "?";
}

std::string visa::reservedName(VarKind kind, uint32_t id) {
  llvm::ArrayRef<const char *> names = predefinedNames(kind);
  if (id < names.size())
    return dialectSpelling(names[id]);
  return std::string(kindPrefix(kind)) + std::to_string(id);
}

std::optional<uint32_t> visa::parseReservedName(VarKind kind, llvm::StringRef name) {
  llvm::ArrayRef<const char *> names = predefinedNames(kind);
  for (unsigned i = 0; i < names.size(); ++i)
    if (name == dialectSpelling(names[i]))
      return i;
  if (!name.consume_front(kindPrefix(kind)))
    return std::nullopt;
  uint32_t id;
  if (name.empty() || name.getAsInteger(10, id))
    return std::nullopt;
  // Named ids have only their name.
  if (id < names.size())
    return std::nullopt;
  if (reservedName(kind, id) != (std::string(kindPrefix(kind)) + name.str()))
    return std::nullopt; // leading zeros
  return id;
}

const char *visa::elemTypeSpelling(unsigned code) {
  return code < std::size(kElemTypes) ? kElemTypes[code] : nullptr;
}
std::optional<unsigned> visa::parseElemTypeSpelling(llvm::StringRef name) {
  return indexOf(kElemTypes, name);
}

const char *visa::alignSpelling(unsigned code) {
  return code < std::size(kAligns) ? kAligns[code] : nullptr;
}
std::optional<unsigned> visa::parseAlignSpelling(llvm::StringRef name) {
  return indexOf(kAligns, name);
}

const char *visa::labelKindSpelling(unsigned code) {
  return code < std::size(kLabelKinds) ? kLabelKinds[code] : nullptr;
}
std::optional<unsigned> visa::parseLabelKindSpelling(llvm::StringRef name) {
  return indexOf(kLabelKinds, name);
}

const char *visa::execMaskSpelling(unsigned code) {
  return code < std::size(kExecMasks) ? kExecMasks[code] : nullptr;
}
std::optional<unsigned> visa::parseExecMaskSpelling(llvm::StringRef name) {
  return indexOf(kExecMasks, name);
}

unsigned visa::execSizeFromCode(unsigned code) {
  return code <= 5 ? 1u << code : 0;
}
std::optional<unsigned> visa::execSizeToCode(unsigned size) {
  for (unsigned code = 0; code <= 5; ++code)
    if (size == 1u << code)
      return code;
  return std::nullopt;
}

std::optional<unsigned> visa::regionValueFromCode(unsigned code) {
  if (code == 0 || code > 7)
    return std::nullopt;
  return code == 1 ? 0 : 1u << (code - 2);
}
std::optional<unsigned> visa::regionValueToCode(unsigned value) {
  for (unsigned code = 1; code <= 7; ++code)
    if (regionValueFromCode(code) == value)
      return code;
  return std::nullopt;
}

const char *visa::modifierSpelling(unsigned code) {
  static const char *const names[] = {"", "abs", "-", "-abs", "sat", "not"};
  return code < std::size(names) ? names[code] : nullptr;
}
