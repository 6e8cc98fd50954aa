//===- GenPlatform.cpp - Product names and codes --------------------------===//
//
// The table of products (BDW, SKL, BXT, ICLLP, TGLLP): the names tools
// accept, the gen_platform codes of a .isa file's embedded binaries, the
// encoding generation of each, and the device table (GenDeviceInfo.def)
// turned into one Product per column. Also the names of ARF registers and
// shared functions.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenPlatform.h"
#include "llvm/ADT/StringSwitch.h"
#include <cassert>

using namespace visa::gen;

llvm::ArrayRef<Product> visa::gen::products() {
  return detail::ProductTable;
}

const Product &visa::gen::getProduct(llvm::StringRef name) {
  const Product *p = lookupProduct(name);
  assert(p && "not a product name");
  return *p;
}

const Product *visa::gen::lookupProduct(llvm::StringRef name) {
  for (const Product &p : products())
    if (name.equals_insensitive(p.Name))
      return &p;
  return nullptr;
}

const Product *visa::gen::lookupProductByISACode(uint8_t code) {
  for (const Product &p : products())
    if (p.ISACode == code)
      return &p;
  return nullptr;
}

std::optional<Platform> visa::gen::parsePlatformName(llvm::StringRef name) {
  if (const Product *p = lookupProduct(name))
    return p->Gen;
  return std::nullopt;
}

namespace {
struct ArfRow {
  const char *Name;
  bool Numbered;
  bool SubRegs;
};
constexpr std::optional<ArfRow> arfRow(unsigned kind) {
#define GEN_ARF(Enum, Name, Code, Numbered, SubRegs)                           \
  if (kind == (Code >> 4))                                                     \
    return ArfRow{Name, Numbered, SubRegs};
#include "visa/Gen/GenArf.def"
  return std::nullopt;
}
} // namespace

const char *visa::gen::arfKindName(ArfKind kind) {
  std::optional<ArfRow> row = arfRow(unsigned(kind));
  return row ? row->Name : nullptr;
}

bool visa::gen::arfHasSubRegs(ArfKind kind) {
  std::optional<ArfRow> row = arfRow(unsigned(kind));
  return !row || row->SubRegs;
}

ArfOrdering visa::gen::arfOrdering(ArfKind kind) {
  switch (kind) {
#define GEN_ARF_SCOREBOARD(Enum, Ordering)                                     \
  case ArfKind::Enum:                                                          \
    return ArfOrdering::Ordering;
#include "visa/Gen/GenArf.def"
  default:
    return ArfOrdering::Drain;
  }
}

std::optional<ArfKind> visa::gen::parseArfKindName(llvm::StringRef name) {
#define GEN_ARF(Enum, Name, Code, Numbered, SubRegs)                           \
  if (name == Name)                                                            \
    return ArfKind::Enum;
#include "visa/Gen/GenArf.def"
  return std::nullopt;
}

/// Registers of a kind no table row names print as "arf" and their code.
static constexpr llvm::StringLiteral RawArfPrefix = "arf";

std::string visa::gen::arfRegName(uint8_t regNum) {
  std::optional<ArfRow> row = arfRow(unsigned(arfKindOf(regNum)));
  if (!row)
    return RawArfPrefix.str() + std::to_string(regNum);
  std::string name = row->Name;
  if (row->Numbered)
    name += std::to_string(arfIndexOf(regNum));
  return name;
}

std::optional<uint8_t> visa::gen::parseArfRegName(llvm::StringRef name) {
  unsigned n;
  if (name.consume_front(RawArfPrefix))
    return name.getAsInteger(10, n) || n > 0xFF ? std::nullopt
                                                 : std::optional<uint8_t>(n);
#define GEN_ARF(Enum, Name, Code, Numbered, SubRegs)                           \
  if (!Numbered && name == Name)                                               \
    return arfRegNum(ArfKind::Enum);                                           \
  if (Numbered && name.starts_with(Name) &&                                    \
      name.size() > llvm::StringRef(Name).size() &&                            \
      !name.drop_front(llvm::StringRef(Name).size()).getAsInteger(10, n) &&    \
      n <= 0xF)                                                                \
    return arfRegNum(ArfKind::Enum, n);
#include "visa/Gen/GenArf.def"
  return std::nullopt;
}

const char *visa::gen::sfidName(unsigned code) {
  switch (code) {
#define GEN_SFID(Enum, Code, Name)                                             \
  case Code:                                                                   \
    return Name;
#include "visa/Gen/GenSfid.def"
  default:
    return "???";
  }
}
