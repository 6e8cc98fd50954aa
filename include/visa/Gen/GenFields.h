//===- GenFields.h - Names and per-platform bit ranges of Gen fields ------===//
//
// The C++ view of GenFields.def: an enum naming every field and a lookup of
// its bit range on a platform.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENFIELDS_H
#define VISA_GEN_GENFIELDS_H

#include "visa/Gen/GenPlatform.h"
#include <cstdint>

namespace visa::gen {

enum class Field : uint16_t {
#define GEN_FIELD(Name, H8, L8, H9, L9, H11, L11, H12, L12) Name,
#include "visa/Gen/GenFields.def"
  NumFields
};

struct BitRange {
  int8_t Hi, Lo;
  constexpr bool exists() const { return Hi >= 0; }
};

namespace detail {
/// Every field's bit range per platform, from GenFields.def. Constexpr so that
/// a read with a known platform and field folds to a shift and a mask.
inline constexpr BitRange FieldRanges[unsigned(Field::NumFields)][4] = {
#define GEN_FIELD(Name, H8, L8, H9, L9, H11, L11, H12, L12)                    \
  {{H8, L8}, {H9, L9}, {H11, L11}, {H12, L12}},
#include "visa/Gen/GenFields.def"
};
} // namespace detail

/// Where `f` lives on platform `p` (Hi < 0 if it does not exist there).
/// Inline: decoders ask for every field of every instruction.
constexpr BitRange getFieldRange(Platform p, Field f) {
  return detail::FieldRanges[unsigned(f)][unsigned(p)];
}
const char *getFieldName(Field f);

} // namespace visa::gen

#endif // VISA_GEN_GENFIELDS_H
