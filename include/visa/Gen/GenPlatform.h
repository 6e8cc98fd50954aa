//===- GenPlatform.h - The Gen platforms this layer encodes ---------------===//
//
// Platforms as the user names them (BDW, SKL, BXT, ICLLP, TGLLP) and the
// encoding generation each one uses, which is what the field tables index.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENPLATFORM_H
#define VISA_GEN_GENPLATFORM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace visa::gen {

/// Encoding generations: the columns of GenFields.def and GenOpcodes.def.
enum class Platform : uint8_t { Gen8, Gen9, Gen11, Gen12 };

/// A product: its name, its code in a .isa file's gen_binary_info, and the
/// encoding generation it uses.
struct Product {
  const char *Name; ///< upper case: BDW, SKL, BXT, ICLLP, TGLLP
  uint8_t ISACode;  ///< gen_platform: 3, 5, 6, 10, 12
  Platform Gen;
};

/// The five products, in the order above.
llvm::ArrayRef<Product> products();

/// The product named `name` (ignoring case), or null.
const Product *lookupProduct(llvm::StringRef name);

/// The product with gen_platform code `code`, or null.
const Product *lookupProductByISACode(uint8_t code);

/// Parses BDW, SKL, BXT, ICLLP or TGLLP, ignoring case.
std::optional<Platform> parsePlatformName(llvm::StringRef name);

} // namespace visa::gen

#endif // VISA_GEN_GENPLATFORM_H
