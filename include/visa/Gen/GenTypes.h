//===- GenTypes.h - Hardware encodings of Gen data types ------------------===//
//
// Maps the type fields of each platform's encodings to DataType.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENTYPES_H
#define VISA_GEN_GENTYPES_H

#include "visa/Gen/GenInst.h"

namespace visa::gen {

namespace detail {
// Operand data-type encodings, indexed by the 4-bit hardware value (Gen8
// also Gen9). Here rather than in GenTables.cpp so that decodeType inlines.
inline constexpr DataType Gen8RegTypes[16] = {
    DataType::UD, DataType::D,  DataType::UW, DataType::W,
    DataType::UB, DataType::B,  DataType::DF, DataType::F,
    DataType::UQ, DataType::Q,  DataType::HF, DataType::Invalid,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};
inline constexpr DataType Gen8ImmTypes[16] = {
    DataType::UD, DataType::D,  DataType::UW, DataType::W,
    DataType::UV, DataType::VF, DataType::V,  DataType::F,
    DataType::UQ, DataType::Q,  DataType::DF, DataType::HF,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};
inline constexpr DataType Gen11RegTypes[16] = {
    DataType::UD, DataType::D,  DataType::UW, DataType::W,
    DataType::UB, DataType::B,  DataType::UQ, DataType::Q,
    DataType::HF, DataType::F,  DataType::DF, DataType::Invalid,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};
inline constexpr DataType Gen11ImmTypes[16] = {
    DataType::UD, DataType::D,  DataType::UW, DataType::W,
    DataType::UV, DataType::V,  DataType::UQ, DataType::Q,
    DataType::HF, DataType::F,  DataType::DF, DataType::VF,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};

// Gen12: bit 3 float, bit 2 signed, bits 1:0 log2 of the size.
inline constexpr DataType Gen12RegTypes[16] = {
    DataType::UB, DataType::UW, DataType::UD, DataType::UQ,
    DataType::B,  DataType::W,  DataType::D,  DataType::Q,
    DataType::Invalid, DataType::HF, DataType::F, DataType::DF,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};
inline constexpr DataType Gen12ImmTypes[16] = {
    DataType::UV, DataType::UW, DataType::UD, DataType::UQ,
    DataType::V,  DataType::W,  DataType::D,  DataType::Q,
    DataType::VF, DataType::HF, DataType::F, DataType::DF,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};
} // namespace detail

/// A 4-bit operand type field; immediates use their own encoding. Inline:
/// decoders ask for every operand, mostly with a known platform.
inline DataType decodeType(Platform p, unsigned bits, bool isImm) {
  if (bits > 15)
    return DataType::Invalid;
  if (p == Platform::Gen11)
    return isImm ? detail::Gen11ImmTypes[bits] : detail::Gen11RegTypes[bits];
  if (p == Platform::Gen12)
    return isImm ? detail::Gen12ImmTypes[bits] : detail::Gen12RegTypes[bits];
  return isImm ? detail::Gen8ImmTypes[bits] : detail::Gen8RegTypes[bits];
}
/// A 3-bit Align16 three-source type field (Gen8/9).
DataType decodeAlign16TernaryType(unsigned bits);
/// A 3-bit Align1 three-source type field (Gen11), by execution type.
DataType decodeAlign1TernaryType(unsigned bits, bool isFloat);

} // namespace visa::gen

#endif // VISA_GEN_GENTYPES_H
