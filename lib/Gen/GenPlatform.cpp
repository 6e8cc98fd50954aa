//===- GenPlatform.cpp - Product names and codes --------------------------===//
//
// The table of products (BDW, SKL, BXT, ICLLP, TGLLP): the names tools
// accept, the gen_platform codes of a .isa file's embedded binaries, and the
// encoding generation of each.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenPlatform.h"

using namespace visa::gen;

static const Product Products[] = {
    {"BDW", 3, Platform::Gen8},    {"SKL", 5, Platform::Gen9},
    {"BXT", 6, Platform::Gen9},    {"ICLLP", 10, Platform::Gen11},
    {"TGLLP", 12, Platform::Gen12},
};

llvm::ArrayRef<Product> visa::gen::products() { return Products; }

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
