//===- GenMessageFields.h - Reading and writing send descriptor fields ----===//
//
// The fields of GenMessageFields.def as an enum, and the one place that
// turns a field into bits of a send's descriptor or extended descriptor and
// back. The message decoder and encoder use nothing else.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENMESSAGEFIELDS_H
#define VISA_GEN_GENMESSAGEFIELDS_H

#include "visa/Gen/GenPlatform.h"
#include <cstdint>

namespace visa::gen {

/// A field of a send descriptor; None stands for "no field" in the message
/// tables (a shared function with a single message needs no selector).
enum class MessageField : uint8_t {
#define GEN_MSG_FIELD(Name, Word, Hi, Lo) Name,
#include "visa/Gen/GenMessageFields.def"
  None
};

/// What a send instruction encodes of its message: shared function,
/// message descriptor, extended message descriptor (as visa::gen::Inst
/// holds them: the SFID and EOT in ExDesc[3:0] and [5] before Gen12, not
/// on Gen12) and the end-of-thread bit of the instruction.
struct SendDescriptors {
  Sfid SFID = Sfid::Null;
  uint32_t Desc = 0;
  uint32_t ExDesc = 0;
  bool EOT = false;
  bool operator==(const SendDescriptors &o) const {
    return SFID == o.SFID && Desc == o.Desc && ExDesc == o.ExDesc &&
           EOT == o.EOT;
  }
  bool operator!=(const SendDescriptors &o) const { return !(*this == o); }
};

namespace detail {
enum class DescWord : uint8_t { Desc, ExDesc };
struct MessageFieldBits {
  DescWord Word;
  uint8_t Hi, Lo;
};
inline constexpr MessageFieldBits MessageFieldTable[] = {
#define GEN_MSG_FIELD(Name, Word, Hi, Lo) {DescWord::Word, Hi, Lo},
#include "visa/Gen/GenMessageFields.def"
};
} // namespace detail

/// The largest value field `f` holds.
constexpr uint32_t fieldMax(MessageField f) {
  const detail::MessageFieldBits &b = detail::MessageFieldTable[unsigned(f)];
  unsigned width = b.Hi - b.Lo + 1;
  return width >= 32 ? ~0u : (1u << width) - 1;
}

/// The lowest bit of field `f` in its word.
constexpr unsigned fieldLo(MessageField f) {
  return detail::MessageFieldTable[unsigned(f)].Lo;
}

/// The value of field `f` (which must not be None) in `d`.
constexpr uint32_t getField(MessageField f, const SendDescriptors &d) {
  const detail::MessageFieldBits &b = detail::MessageFieldTable[unsigned(f)];
  uint32_t word = b.Word == detail::DescWord::Desc ? d.Desc : d.ExDesc;
  return (word >> b.Lo) & fieldMax(f);
}

/// Sets field `f` of `d` to `value` (truncated to the field).
constexpr void setField(MessageField f, uint32_t value, SendDescriptors &d) {
  const detail::MessageFieldBits &b = detail::MessageFieldTable[unsigned(f)];
  uint32_t &word = b.Word == detail::DescWord::Desc ? d.Desc : d.ExDesc;
  uint32_t mask = fieldMax(f) << b.Lo;
  word = (word & ~mask) | ((value << b.Lo) & mask);
}

} // namespace visa::gen

#endif // VISA_GEN_GENMESSAGEFIELDS_H
