//===- OperandEncoding.h - Codes vISA stores in operands --------*- C++ -*-===//
//
// The numbers the vISA binary format gives element types (2_datatypes.md)
// and the two halves of a vector operand's tag: its operand class (bits 0-2)
// and its modifier (bits 3-5, 5_operands.md). The object model, its readers
// and writers, and the `visa` dialect's decoded operands all name them
// through these enums.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_OPERANDENCODING_H
#define VISA_OBJECT_OPERANDENCODING_H

#include <cstdint>

namespace visa {

/// vISA element types; the binary value of each.
enum class ElemType : uint8_t {
  UD = 0x0, D = 0x1, UW = 0x2, W = 0x3, UB = 0x4, B = 0x5, DF = 0x6,
  F = 0x7, V = 0x8, VF = 0x9, BOOL = 0xA, UQ = 0xB, UV = 0xC, Q = 0xD,
  HF = 0xE, BF = 0xF,
};

/// Size in bytes of an element of this type (V/UV/VF: 4, the packed dword).
unsigned elemTypeSize(ElemType type);
/// Spec spelling of a type in .visaasm ("ud", "d", "uw", ..., "bf").
const char *elemTypeName(ElemType type);

/// A vector operand's class: tag bits 0-2. Code 7 is reserved, and so is 4
/// in files: IGC uses it internally for an address-of operand (`&V[off]`),
/// which the readers reject.
enum class OperandClass : uint8_t {
  General = 0, Address = 1, Predicate = 2, Indirect = 3, AddressOf = 4,
  Immediate = 5, State = 6,
};

/// A vector operand's modifier: tag bits 3-5. Codes 6 and 7 are reserved.
enum class Modifier : uint8_t {
  None = 0, Abs = 1, Neg = 2, NegAbs = 3, Sat = 4, Not = 5,
};

} // namespace visa

#endif // VISA_OBJECT_OPERANDENCODING_H
