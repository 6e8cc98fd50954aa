//===- GenPlatform.h - The Gen platforms this layer encodes ---------------===//
//
// Platforms as the user names them (BDW, SKL, BXT, ICLLP, TGLLP) and the
// encoding generation each one uses, which is what the field tables index.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENPLATFORM_H
#define VISA_GEN_GENPLATFORM_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace visa::gen {

/// Encoding generations: the columns of GenFields.def and GenOpcodes.def.
enum class Platform : uint8_t { Gen8, Gen9, Gen11, Gen12 };

/// Parses BDW, SKL, BXT, ICLLP or TGLLP, ignoring case.
std::optional<Platform> parsePlatformName(llvm::StringRef name);

} // namespace visa::gen

#endif // VISA_GEN_GENPLATFORM_H
