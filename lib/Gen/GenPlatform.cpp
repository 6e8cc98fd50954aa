//===- GenPlatform.cpp - Product names and codes --------------------------===//
//
// The table of products (BDW, SKL, BXT, ICLLP, TGLLP): the names tools
// accept, the gen_platform codes of a .isa file's embedded binaries, the
// encoding generation of each, and the device table (GenDeviceInfo.def)
// turned into one Product per column. Also the names of ARF kinds and
// shared functions.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenPlatform.h"
#include "llvm/ADT/StringSwitch.h"
#include <cassert>

using namespace visa::gen;

#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , BDW
static const Product BDWProduct = {"BDW", 3, Platform::Gen8, "8"
#include "visa/Gen/GenDeviceInfo.def"
};
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , SKL
static const Product SKLProduct = {"SKL", 5, Platform::Gen9, "9"
#include "visa/Gen/GenDeviceInfo.def"
};
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , BXT
static const Product BXTProduct = {"BXT", 6, Platform::Gen9, "9"
#include "visa/Gen/GenDeviceInfo.def"
};
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , ICLLP
static const Product ICLLPProduct = {"ICLLP", 10, Platform::Gen11, "11"
#include "visa/Gen/GenDeviceInfo.def"
};
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , TGLLP
static const Product TGLLPProduct = {"TGLLP", 12, Platform::Gen12, "12p1"
#include "visa/Gen/GenDeviceInfo.def"
};

static const Product Products[] = {BDWProduct, SKLProduct, BXTProduct,
                                   ICLLPProduct, TGLLPProduct};

llvm::ArrayRef<Product> visa::gen::products() { return Products; }

const Product &visa::gen::getProduct(llvm::StringRef name) {
  const Product *p = lookupProduct(name);
  assert(p && "not a product name");
  return *p;
}

const Product *visa::gen::lookupProduct(llvm::StringRef name) {
  for (const Product &p : Products)
    if (name.equals_insensitive(p.Name))
      return &p;
  return nullptr;
}

const Product *visa::gen::lookupProductByISACode(uint8_t code) {
  for (const Product &p : Products)
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
  bool SubRegs;
  bool Exists;
};
constexpr ArfRow arfRow(unsigned code) {
#define GEN_ARF(Enum, Name, Code, SubRegs)                                     \
  if (code == (Code >> 4))                                                     \
    return {Name, SubRegs, true};
#include "visa/Gen/GenArf.def"
  return {nullptr, false, false};
}
} // namespace

const char *visa::gen::arfKindName(ArfKind kind) {
  return arfRow(unsigned(kind)).Name;
}

bool visa::gen::arfHasSubRegs(ArfKind kind) {
  return arfRow(unsigned(kind)).SubRegs;
}

std::optional<ArfKind> visa::gen::parseArfKindName(llvm::StringRef name) {
#define GEN_ARF(Enum, Name, Code, SubRegs)                                     \
  if (name == Name)                                                            \
    return ArfKind::Enum;
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
