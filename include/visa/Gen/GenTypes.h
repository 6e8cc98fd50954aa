//===- GenTypes.h - Hardware encodings of Gen data types ------------------===//
//
// Maps the type fields of each platform's encodings to DataType.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENTYPES_H
#define VISA_GEN_GENTYPES_H

#include "visa/Gen/GenInst.h"

namespace visa::gen {

/// A 4-bit operand type field; immediates use their own encoding.
DataType decodeType(Platform p, unsigned bits, bool isImm);
/// A 3-bit Align16 three-source type field (Gen8/9).
DataType decodeAlign16TernaryType(unsigned bits);
/// A 3-bit Align1 three-source type field (Gen11), by execution type.
DataType decodeAlign1TernaryType(unsigned bits, bool isFloat);

} // namespace visa::gen

#endif // VISA_GEN_GENTYPES_H
