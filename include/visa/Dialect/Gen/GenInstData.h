//===- GenInstData.h - What one gen dialect instruction op holds ----------===//
//
// Every instruction op of the `gen` dialect stores one InstData as its MLIR
// property: the Gen layer's instruction (gen::Inst: opcode, execution
// controls, operands as hardware regions, send descriptors, SWSB) plus, for
// each register operand, the virtual register it names before register
// allocation. Physical operands (after allocation, or fixed ones such as r0,
// acc0, a0.0, null) leave their VirtualRef empty and use the Inst's own
// register fields.
//
// Keeping the hardware instruction whole in the op lets every pass (the
// validator-driven legalizer, the allocator, the scoreboard, the emitter)
// work on the same structure the encoder and validator take, with no
// attribute uniquing per operand.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_GEN_GENINSTDATA_H
#define VISA_DIALECT_GEN_GENINSTDATA_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace visa::gen {

/// The register files the allocator assigns virtual registers to.
enum class RegClass : uint8_t {
  GRF,     ///< general registers (bytes, any size)
  Flag,    ///< flag registers f0/f1 (16-bit subregisters)
  Address, ///< the address register a0 (16-bit subregisters)
};

const char *regClassName(RegClass c);

/// A virtual register of a function: what the allocator places.
struct VRegDesc {
  RegClass Class = RegClass::GRF;
  uint32_t Bytes = 0;
  /// Required alignment in bytes (a power of two; 32 = GRF aligned).
  uint32_t Align = 1;
  /// A fixed location (byte offset in the register file: `.input` offsets,
  /// r0, the EOT source), or -1 when the allocator chooses.
  int32_t Pinned = -1;
};

/// An operand's reference to a virtual register: its id in the function's
/// register table and a byte offset into it. For an indirect operand it
/// names the address register holding the address.
struct VirtualRef {
  static constexpr uint32_t None = ~0u;
  uint32_t Id = None;
  uint32_t Offset = 0;

  bool isVirtual() const { return Id != None; }
  bool operator==(const VirtualRef &o) const {
    return Id == o.Id && Offset == o.Offset;
  }
};

/// The property of every gen instruction op.
struct InstData {
  Inst I;
  VirtualRef Dst;
  VirtualRef Src[3];
  /// The flag of the predicate and condition modifier.
  VirtualRef Flag;
  /// Registers a send reads from Src[0] and Src[1] and writes at Dst (also
  /// known from immediate descriptors; kept here for descriptors in a0).
  uint8_t SrcLen[2] = {0, 0};
  uint8_t DstLen = 0;

  /// The virtual reference of operand `index` (0 = Dst, 1.. = Src[index-1]).
  VirtualRef &ref(unsigned index) { return index == 0 ? Dst : Src[index - 1]; }
  const VirtualRef &ref(unsigned index) const {
    return index == 0 ? Dst : Src[index - 1];
  }
  /// Operand `index` of the hardware instruction (0 = Dst).
  Operand &operand(unsigned index) { return index == 0 ? I.Dst : I.Src[index - 1]; }
  const Operand &operand(unsigned index) const {
    return index == 0 ? I.Dst : I.Src[index - 1];
  }

  bool operator==(const InstData &o) const;
};

llvm::hash_code hash_value(const InstData &d);

/// Prints `d` in the gen dialect's instruction syntax (IGA's, with virtual
/// registers `v12`, `vf3`, `va1`; see GenInstSyntax.cpp), without the
/// mnemonic.
std::string printInstData(const InstData &d);

/// Parses what printInstData prints for an instruction of opcode `op`.
/// On error returns false with `error` set and `errorColumn` at the
/// offending character of `text`.
bool parseInstData(Opcode op, llvm::StringRef text, InstData &d,
                   std::string &error, unsigned &errorColumn);

} // namespace visa::gen

#endif // VISA_DIALECT_GEN_GENINSTDATA_H
