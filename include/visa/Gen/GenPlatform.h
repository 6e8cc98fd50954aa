//===- GenPlatform.h - The Gen platforms this layer encodes ---------------===//
//
// Platforms as the user names them (BDW, SKL, BXT, ICLLP, TGLLP), the
// encoding generation each one uses (what the field tables index), and the
// device table of GenDeviceInfo.def: every fact about a product's EU that
// the validator, encoder, simulator and compiler need. ARF kinds and
// shared-function ids, the same on every product, are GenArf.def and
// GenSfid.def.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENPLATFORM_H
#define VISA_GEN_GENPLATFORM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace visa::gen {

/// Encoding generations: the columns of GenFields.def and GenOpcodes.td.
enum class Platform : uint8_t { Gen8, Gen9, Gen11, Gen12 };

/// A product: its name, its code in a .isa file's gen_binary_info, the
/// encoding generation it uses, and its row of the device table.
struct Product {
  const char *Name; ///< upper case: BDW, SKL, BXT, ICLLP, TGLLP
  uint8_t ISACode;  ///< gen_platform: 3, 5, 6, 10, 12
  Platform Gen;
  const char *IgaPlatform; ///< iga64's -p= value: 8, 9, 9, 11, 12p1
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) Type Name;
#include "visa/Gen/GenDeviceInfo.def"
};

namespace detail {
/// The device table turned into one Product per column (constexpr, so that
/// storage can be sized for the largest product at compile time).
inline constexpr Product ProductTable[] = {
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , BDW
    {"BDW", 3, Platform::Gen8, "8"
#include "visa/Gen/GenDeviceInfo.def"
    },
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , SKL
    {"SKL", 5, Platform::Gen9, "9"
#include "visa/Gen/GenDeviceInfo.def"
    },
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , BXT
    {"BXT", 6, Platform::Gen9, "9"
#include "visa/Gen/GenDeviceInfo.def"
    },
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , ICLLP
    {"ICLLP", 10, Platform::Gen11, "11"
#include "visa/Gen/GenDeviceInfo.def"
    },
#define GEN_DEVICE_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) , TGLLP
    {"TGLLP", 12, Platform::Gen12, "12p1"
#include "visa/Gen/GenDeviceInfo.def"
    },
};
} // namespace detail

/// The largest value `fact` takes on any product (storage that must hold
/// every product's registers: `largestFact(&Product::NumGRF)`).
template <typename T> constexpr T largestFact(T Product::*fact) {
  T best = detail::ProductTable[0].*fact;
  for (const Product &p : detail::ProductTable)
    if (best < p.*fact)
      best = p.*fact;
  return best;
}

/// Whether every product has the same value of `fact`.
template <typename T> constexpr bool factIsUniform(T Product::*fact) {
  for (const Product &p : detail::ProductTable)
    if (!(p.*fact == detail::ProductTable[0].*fact))
      return false;
  return true;
}

/// Architecture register kinds: the high nibble of an ARF register number.
enum class ArfKind : uint8_t {
#define GEN_ARF(Enum, Name, Code, Numbered, SubRegs) Enum = Code >> 4,
#include "visa/Gen/GenArf.def"
};
/// The 8-bit ARF register number of register `index` of `kind` (f1: 0x31).
constexpr uint8_t arfRegNum(ArfKind kind, unsigned index = 0) {
  return uint8_t((unsigned(kind) << 4) | (index & 0xF));
}
/// The kind of an 8-bit ARF register number.
constexpr ArfKind arfKindOf(uint8_t regNum) { return ArfKind(regNum >> 4); }
/// The register of its kind an 8-bit ARF register number names (acc1: 1).
constexpr unsigned arfIndexOf(uint8_t regNum) { return regNum & 0xF; }
/// IGA's name prefix of `kind` ("acc"), or null for codes no kind has.
const char *arfKindName(ArfKind kind);
/// Whether IGA shows a subregister for registers of `kind` (it does for a
/// code no kind has: `arf17.2`).
bool arfHasSubRegs(ArfKind kind);
/// The kind IGA names `name` ("acc", "f", "null", ...).
std::optional<ArfKind> parseArfKindName(llvm::StringRef name);
/// How TGLLP's software scoreboard treats accesses to a kind of
/// architecture register (GenArf.def, GEN_ARF_SCOREBOARD).
enum class ArfOrdering : uint8_t { Hardware, InOrder, Drain };
/// The ordering of `kind` (Drain for a code no kind has).
ArfOrdering arfOrdering(ArfKind kind);
/// IGA's name of ARF register `regNum` ("acc1", "null", "sp"), or
/// "arf<regNum>" for a code no kind has.
std::string arfRegName(uint8_t regNum);
/// The ARF register number IGA's name `name` stands for ("f1": 0x31,
/// "ip": 0xA0); "arf<N>" (N < 256) gives N.
std::optional<uint8_t> parseArfRegName(llvm::StringRef name);

/// Shared-function ids of send descriptors.
enum class Sfid : uint8_t {
#define GEN_SFID(Enum, Code, Name) Enum = Code,
#include "visa/Gen/GenSfid.def"
};
/// IGA's name of shared function `code` ("dc1"), or "???" if none.
const char *sfidName(unsigned code);

/// The five products, in the order above.
llvm::ArrayRef<Product> products();

/// The product with this name; `name` must be one of the five.
const Product &getProduct(llvm::StringRef name);

/// The product named `name` (ignoring case), or null.
const Product *lookupProduct(llvm::StringRef name);

/// The product with gen_platform code `code`, or null.
const Product *lookupProductByISACode(uint8_t code);

/// Parses BDW, SKL, BXT, ICLLP or TGLLP, ignoring case.
std::optional<Platform> parsePlatformName(llvm::StringRef name);

} // namespace visa::gen

#endif // VISA_GEN_GENPLATFORM_H
