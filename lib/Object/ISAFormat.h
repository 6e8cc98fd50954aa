//===- ISAFormat.h - Facts of the binary .isa format shared by reader/writer ===//
//
// Constants and small rules of visa-spec/4_visa_header.md and 5_operands.md
// that both ISAReader.cpp and ISAWriter.cpp need: the magic number, which
// versions are accepted, how wide a version-dependent field is, and how many
// bytes an immediate operand stores. Private to lib/Object.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_OBJECT_ISAFORMAT_H
#define VISA_LIB_OBJECT_ISAFORMAT_H

#include "visa/Object/InstrDesc.h"
#include "visa/Object/Object.h"
#include <cstdint>

namespace visa {
namespace isa {

/// 'CISA' read as a little-endian UD.
constexpr uint32_t kMagic = 0x41534943;

/// The oldest and newest versions read and written. vISA 3.7 is the first
/// with 16-bit kernel/function name lengths; from 3.4 on ids and string
/// indices are UDs and from 3.5 on num_inputs is a UD, so 3.7-4.2 share one
/// layout except for the fields marked legacyBytes (the 3D sampler Op, a UB
/// before 4.0).
constexpr unsigned kMinVersion = 3 * 100 + 7;
constexpr unsigned kMaxVersion = 4 * 100 + 2;

inline unsigned versionNumber(unsigned major, unsigned minor) {
  return major * 100 + minor;
}
inline bool isSupportedVersion(unsigned major, unsigned minor) {
  unsigned v = versionNumber(major, minor);
  return minor < 100 && v >= kMinVersion && v <= kMaxVersion;
}

/// Width of an Int field in a file of this major version.
inline unsigned intFieldBytes(const FieldDesc &field, unsigned majorVersion) {
  return majorVersion < 4 ? field.legacyBytes : field.bytes;
}

/// Immediates of 64-bit types store a high UD after the low one.
inline bool isWideImmediate(uint8_t typeByte) {
  ElemType type = ElemType(typeByte & 0xF);
  return type == ElemType::DF || type == ElemType::Q || type == ElemType::UQ;
}

/// Sizes of the fixed parts, used to bound counts before allocating.
constexpr unsigned kMinAttributeBytes = 5;      // UD name, UB size
constexpr unsigned kMinVarInfoBytes = 15;       // var_info without attributes
constexpr unsigned kMinCountedVarBytes = 7;     // address/predicate/state info
constexpr unsigned kMinLabelInfoBytes = 6;      // label_info
constexpr unsigned kInputInfoBytes = 9;         // input_info
constexpr unsigned kRelocBytes = 4;             // reloc_sym
constexpr unsigned kGenBinaryInfoBytes = 9;     // gen_binary_info
constexpr unsigned kMinKernelInfoBytes = 2 + 12 + 2 + 2 + 1;
constexpr unsigned kMinFunctionInfoBytes = 1 + 2 + 8 + 2 + 2;
constexpr unsigned kMinFileVarBytes = 1 + 2 + 1 + 2 + 1;
constexpr unsigned kMaxGenBinaries = MaxGenBinaries;

} // namespace isa
} // namespace visa

#endif // VISA_LIB_OBJECT_ISAFORMAT_H
