//===- Object.h - In-memory model of a vISA object ------------------------===//
//
// A vISA object (one .isa file, or one .visaasm file) held exactly as the
// binary format lays it out (visa-spec/4_visa_header.md): every table, every
// index, the string pool in its order. Names are string-pool indices, as in
// the file. The binary reader fills it without interpretation and the writer
// lays it out again; the .visaasm parser/printer and the MLIR import/export
// translate between this model and their own forms.
//
// What the writer computes rather than stores: every offset and size field
// (kernel/function offsets, input_offset, instruction size, entry), which
// follow from the content and the canonical layout (header, then each
// kernel's object followed by its Gen binaries, then each function's object).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_OBJECT_H
#define VISA_OBJECT_OBJECT_H

#include "visa/Object/InstrDesc.h"
#include "visa/Object/OperandEncoding.h"
#include <cstdint>
#include <string>
#include <vector>

namespace visa {

/// An attribute: name (string-pool index) and raw value bytes (0-255 bytes;
/// integer attributes are little-endian, string attributes are the
/// characters without a terminator).
struct Attribute {
  uint32_t nameIndex = 0;
  std::vector<uint8_t> value;
};

/// var_info: a general variable. Ids in instructions are table index + 32
/// (V0-V31 are the pre-defined variables).
struct GeneralVar {
  uint32_t nameIndex = 0;
  uint8_t bitProperties = 0; ///< type bits 0-3, alignment bits 4-7
  uint16_t numElements = 0;
  uint32_t aliasIndex = 0;   ///< 0: not an alias
  uint16_t aliasOffset = 0;
  uint8_t aliasScope = 0;    ///< 0 local, 1 global
  std::vector<Attribute> attributes;

  ElemType type() const { return ElemType(bitProperties & 0xF); }
  unsigned align() const { return bitProperties >> 4; }
};

/// address_info, predicate_info, sampler/surface/vme info: a name, an
/// element count and attributes.
struct CountedVar {
  uint32_t nameIndex = 0;
  uint16_t numElements = 0;
  std::vector<Attribute> attributes;
};

/// label_info.
struct LabelInfo {
  uint32_t nameIndex = 0;
  uint8_t kind = 0; ///< 0 block, 1 subroutine, 2 fast-composite, 3 function
  std::vector<Attribute> attributes;
};

/// input_info.
struct InputInfo {
  uint8_t kind = 0;   ///< category bits 0-1, provenance bits 3-7
  uint32_t id = 0;
  int16_t offset = 0;
  uint16_t size = 0;
};

/// vec_operand (5_operands.md), as the binary stores it. `tag` is kept
/// whole: operand class in bits 0-2, modifier in bits 3-5. (The `visa`
/// dialect's decoded view of the same operand is visa::VecOperand.)
struct ObjVecOperand {
  uint8_t tag = 0;
  uint32_t id = 0;         ///< General (UD), Address/Indirect/State (UW)
  uint8_t rowOffset = 0;   ///< General
  uint8_t colOffset = 0;   ///< General
  uint16_t region = 0;     ///< General, Indirect
  uint8_t offset = 0;      ///< Address: offset; Indirect: addr_offset; State: offset
  uint8_t width = 0;       ///< Address
  int16_t indirectOffset = 0; ///< Indirect
  uint8_t typeByte = 0;    ///< Indirect: bit_properties; Immediate: type
  uint64_t imm = 0;        ///< Immediate: low | high << 32
  uint16_t predValue = 0;  ///< Predicate
  uint8_t stateClass = 0;  ///< State

  OperandClass opndClass() const { return OperandClass(tag & 7); }
  void setClass(OperandClass opndClass) {
    tag = uint8_t((tag & ~7u) | unsigned(opndClass));
  }
  unsigned modifier() const { return (tag >> 3) & 7; }
};

/// raw_operand.
struct ObjRawOperand {
  uint32_t id = 0;
  uint16_t offset = 0;
};

/// One decoded field of an instruction, in binary order. List and Switch
/// fields contribute their elements / selected case's fields in place.
struct Operand {
  uint16_t field = 0; ///< index into fieldTable() of the field it decodes
  uint32_t intValue = 0; ///< Int fields
  ObjVecOperand vec;     ///< Vec fields
  ObjRawOperand raw;     ///< Raw fields

  const FieldDesc &desc() const { return fieldTable()[field]; }
};

/// Where a routine or an instruction was read, for diagnostics. Not part of
/// the object: writers ignore it.
struct SourcePos {
  uint32_t line = 0;   ///< 1-based line in .visaasm text (0: not text)
  uint32_t column = 0; ///< 1-based column
  /// Byte offset in a binary .isa (of the opcode; of a routine's object).
  uint64_t offset = UINT64_MAX;

  bool isText() const { return line != 0; }
  bool isBinary() const { return offset != UINT64_MAX; }
};

struct Instruction {
  const InstrDesc *desc = nullptr;
  std::vector<Operand> operands;
  SourcePos pos;
};

/// A kernel or function object (kernel_data / function_data).
struct Routine {
  bool isKernel = true;
  SourcePos pos; ///< the .kernel/.function line, or the object's offset
  std::vector<std::string> strings; ///< the string pool; strings[0] is ""
  uint32_t nameIndex = 0;
  std::vector<GeneralVar> variables;
  std::vector<CountedVar> addresses;
  std::vector<CountedVar> predicates;
  std::vector<LabelInfo> labels;
  std::vector<CountedVar> samplers;
  std::vector<CountedVar> surfaces;
  std::vector<CountedVar> vmes;
  std::vector<InputInfo> inputs;       ///< kernels only
  uint8_t inputSize = 0;               ///< functions only (GRFs of %arg)
  uint8_t returnValueSize = 0;         ///< functions only (GRFs of %retval)
  std::vector<Attribute> attributes;
  std::vector<Instruction> instructions;
  /// Bytes between the last instruction and the end of the object. Only
  /// files in the IGC 1.0.12504 legacy form have them (see
  /// Object::legacyTruncatedOperands): that writer sizes the instruction
  /// stream for complete instructions, writes truncated ones, and leaves the
  /// rest of the buffer uninitialized.
  std::vector<uint8_t> unusedTail;
};

struct RelocEntry {
  uint16_t symbolicIndex = 0;
  uint16_t resolvedIndex = 0;
};

/// How many gen_binary_info entries a kernel_info can hold.
constexpr unsigned MaxGenBinaries = 4;

/// gen_binary_info and the bytes it points at.
struct GenBinary {
  uint8_t platform = 0; ///< 3 BDW, 5 SKL, 6 BXT, 10 ICLLP, 12 TGLLP
  std::vector<uint8_t> bytes;
};

/// kernel_info / function_info from the header, with the object it points at.
struct RoutineEntry {
  std::string name;          ///< header name (not null-terminated in the file)
  uint8_t linkage = 0;       ///< functions only
  std::vector<RelocEntry> variableRelocs;
  std::vector<RelocEntry> functionRelocs;
  std::vector<GenBinary> genBinaries; ///< kernels only, at most MaxGenBinaries
  Routine body;
};

/// file_scope_var_info.
struct FileScopeVar {
  uint8_t linkage = 0;
  std::string name;
  uint8_t bitProperties = 0;
  uint16_t numElements = 0;
  std::vector<Attribute> attributes; ///< name indices refer to ... (see reader)
};

/// A whole vISA object: common_isa_header and everything it points at.
struct Object {
  uint8_t majorVersion = 4;
  uint8_t minorVersion = 1;
  /// The instructions are in the form IGC 1.0.12504's binary emitter writes
  /// them: it drops as many trailing fields of each instruction as its format
  /// has Exec_size and Pred fields (so `ret` is its opcode byte alone, `add`
  /// keeps Exec_size, Pred and Dst), and pads the stream with uninitialized
  /// bytes (Routine::unusedTail). The reader sets it when a file decodes
  /// only that way; Instruction::operands then hold just the fields present,
  /// and the writer reproduces the same form. Such files lose the dropped
  /// operands: the .visaasm dump is the complete form of the same kernel.
  bool legacyTruncatedOperands = false;
  std::vector<RoutineEntry> kernels;
  std::vector<FileScopeVar> fileVariables;
  std::vector<RoutineEntry> functions;
};

} // namespace visa

#endif // VISA_OBJECT_OBJECT_H
