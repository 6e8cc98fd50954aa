//===- VISANames.cpp - Spellings shared by the visa dialect ---------------===//

#include "visa/Dialect/VISA/VISANames.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

using namespace visa;

namespace {

// Pre-defined general variables V0-V20 of vISA 3.4 and later, by id.
const char *const kPredefinedGeneral[] = {
    "null",  "thread_x", "thread_y", "group_id_x", "group_id_y", "group_id_z",
    "tsc",   "r0",       "arg",      "retval",     "sp",         "fp",
    "hw_id", "sr0",      "cr0",      "ce0",        "dbg0",       "color",
    "impl_arg_buf_ptr", "local_id_buf_ptr", "msg0"};

// Pre-defined surfaces T0-T5.
const char *const kPredefinedSurface[] = {"slm", "t1",  "t2",
                                          "tss", "bss", "scratch"};

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

} // namespace

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
  if (kind == VarKind::General && id < std::size(kPredefinedGeneral))
    return kPredefinedGeneral[id];
  if (kind == VarKind::Surface && id < std::size(kPredefinedSurface))
    return kPredefinedSurface[id];
  return std::string(kindPrefix(kind)) + std::to_string(id);
}

std::optional<uint32_t> visa::parseReservedName(VarKind kind, llvm::StringRef name) {
  if (kind == VarKind::General)
    if (auto i = indexOf(kPredefinedGeneral, name))
      return *i;
  if (kind == VarKind::Surface)
    if (auto i = indexOf(kPredefinedSurface, name))
      return *i;
  if (!name.consume_front(kindPrefix(kind)))
    return std::nullopt;
  uint32_t id;
  if (name.empty() || name.getAsInteger(10, id))
    return std::nullopt;
  // Named ids have only their name.
  if ((kind == VarKind::General && id < std::size(kPredefinedGeneral)) ||
      (kind == VarKind::Surface && id < std::size(kPredefinedSurface)))
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
