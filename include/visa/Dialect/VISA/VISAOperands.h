//===- VISAOperands.h - Decoded views of instruction operands ---*- C++ -*-===//
//
// What the `fields` of an instruction op hold, decoded into the values a
// lowering reads: the execution size and mask, the predicate, vector operands
// (class, variable, row/column offset, region, type, modifier, immediate
// value), raw operands and references to declarations. Each view wraps the
// attribute the op stores: no allocation, nothing copied, cheap to pass by
// value. The accessors generated for every instruction op (`op.getDst()`,
// `op.getSrc(1).getRegion()`, `op.getExecSize()`; see VISAOps.h) return them.
//
// Variables stay symbols: a reference is the FlatSymbolRefAttr of a
// declaration op of the enclosing kernel or function, or the IntegerAttr id
// of a pre-defined variable; VarRef::lookupDecl resolves it.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_DIALECT_VISA_VISAOPERANDS_H
#define VISA_DIALECT_VISA_VISAOPERANDS_H

#include "visa/Dialect/VISA/VISADialect.h"
#include "visa/Object/OperandEncoding.h"
#include "mlir/IR/BuiltinAttributes.h"
#include <cstdint>
#include <optional>

namespace mlir {
class SymbolTable;
} // namespace mlir

namespace visa {

/// A region <VStride; Width, HStride>, in elements, decoded from its 12-bit
/// code (nibbles: vertical stride in bits 0-3, width 4-7, horizontal stride
/// 8-11; nibble 0 is "null", 1-7 stand for 0, 1, 2, 4, 8, 16, 32).
struct Region {
  /// Null for a multi-address indirect source (`<;W,H>`), for a destination,
  /// and where the encoding leaves the whole region empty.
  std::optional<unsigned> VStride;
  /// 0 where there is none: a destination, an empty region.
  unsigned Width = 0;
  /// 0 also where the encoding leaves it null (an empty region).
  unsigned HStride = 0;

  /// Decodes a region code as it stands (all three nibbles).
  static Region decode(uint32_t code);
  /// True when the encoding holds no region at all (IGC writes that for
  /// scalar and address-taken sources).
  bool isEmpty() const { return !VStride && Width == 0 && HStride == 0; }
  bool operator==(const Region &other) const {
    return VStride == other.VStride && Width == other.Width &&
           HStride == other.HStride;
  }
  bool operator!=(const Region &other) const { return !(*this == other); }
};

/// A reference to a variable, surface, sampler, VME variable or label, as an
/// operand holds it: the FlatSymbolRefAttr of a declaration, or the
/// IntegerAttr id of something no declaration names.
class VarRef {
public:
  VarRef() = default;
  explicit VarRef(mlir::Attribute ref) : Ref(ref) {}

  explicit operator bool() const { return static_cast<bool>(Ref); }
  mlir::Attribute getAttr() const { return Ref; }

  /// True for an id no declaration names: a pre-defined variable (`%r0`,
  /// `%null`, `%slm`, P0, ...; VISANames.h spells them) or, in files the
  /// reader tolerated, an id outside every table.
  bool isPredefined() const { return llvm::isa_and_nonnull<mlir::IntegerAttr>(Ref); }
  /// The id of a pre-defined variable within its kind (V0-V31 are 0-31,
  /// T0-T5 are 0-5, P0 is 0). Only valid if isPredefined().
  unsigned getPredefinedId() const;
  /// The declaration's symbol, or null for a pre-defined id.
  mlir::FlatSymbolRefAttr getSymbol() const {
    return llvm::dyn_cast_or_null<mlir::FlatSymbolRefAttr>(Ref);
  }

  /// The declaration op this reference names in `routine` (the enclosing
  /// visa.kernel or visa.function), or null for a pre-defined id. This scans
  /// the routine; for many lookups build an mlir::SymbolTable of it once and
  /// use the other overload.
  mlir::Operation *lookupDecl(mlir::Operation *routine) const;
  mlir::Operation *lookupDecl(const mlir::SymbolTable &routineSymbols) const;
  /// The same, as a declaration op class (VarDeclOp, AddrDeclOp, ...); null
  /// if the declaration is of another kind.
  template <typename DeclOpT> DeclOpT lookupDecl(mlir::Operation *routine) const {
    return llvm::dyn_cast_or_null<DeclOpT>(lookupDecl(routine));
  }
  template <typename DeclOpT>
  DeclOpT lookupDecl(const mlir::SymbolTable &routineSymbols) const {
    return llvm::dyn_cast_or_null<DeclOpT>(lookupDecl(routineSymbols));
  }

  bool operator==(const VarRef &other) const { return Ref == other.Ref; }
  bool operator!=(const VarRef &other) const { return Ref != other.Ref; }

private:
  mlir::Attribute Ref;
};

/// A predication control (5_operands.md, Table 8): the predicate variable,
/// whether each bit is inverted, and how the bits combine.
struct Predicate {
  enum Combine : uint8_t { None, Any, All };
  VarRef Var;
  bool Inverse = false;
  Combine Comb = None;

  /// Decodes control bits 12-15 of a predicate word (shifted down: bit 3 is
  /// the inverse, bits 1-2 the combine). The reserved bit 0 and combine
  /// code 3 read as no combine; the verifier rejects them outside legacy
  /// truncated modules.
  static Predicate fromControl(VarRef var, unsigned control);
};

/// An instruction's Exec_size byte: channel count in bits 0-2, execution
/// mask control in bits 4-7 (3_execution_model.md).
struct ExecInfo {
  /// 1, 2, 4, 8, 16 or 32 channels (0 for a reserved size code).
  unsigned Size = 0;
  /// The mask control code: 0-7 are M1-M8, 8-15 are M1_NM-M8_NM.
  unsigned MaskCode = 0;
  /// The instruction ignores the execution mask (the _NM codes).
  bool NoMask = false;

  /// The first channel of the execution mask the instruction uses: 0, 4,
  /// ..., 28 for M1-M8 (the same offsets for the _NM codes, which still
  /// select where a predicate's bits start).
  unsigned channelOffset() const { return (MaskCode & 7) * 4; }
  static ExecInfo decode(uint32_t execSizeByte);
};

/// A vector operand (vec_operand of 5_operands.md) of an instruction op. The
/// getters apply to the operand classes their comments name; asking a
/// getter of another class is a programming error (asserted).
class VecOperand {
public:
  VecOperand() = default;
  VecOperand(VecAttr attr, bool isDst) : Attr(attr), Dst(isDst) {}

  explicit operator bool() const { return static_cast<bool>(Attr); }
  VecAttr getAttr() const { return Attr; }
  /// True for a destination field (whose region is one-dimensional).
  bool isDst() const { return Dst; }

  OperandClass getClass() const { return OperandClass(Attr.getTag() & 7); }
  Modifier getModifier() const { return Modifier((Attr.getTag() >> 3) & 7); }
  /// A destination that saturates (`sat` modifier).
  bool isSaturated() const { return getModifier() == Modifier::Sat; }

  /// General: the variable. Address, Indirect: the address variable.
  /// Predicate: the predicate variable. State: the surface or sampler.
  /// Immediate: null.
  VarRef getVar() const;

  /// General: the region origin, in rows and in elements within the row.
  unsigned getRowOffset() const;
  unsigned getColOffset() const;
  /// General, Indirect: the region, decoded. A destination has only an
  /// HStride (its VStride and Width read as null/0, as the spec ignores
  /// them); a multi-address indirect source has no VStride.
  Region getRegion() const;
  /// The region's 12-bit code as stored.
  uint32_t getRegionCode() const;

  /// Indirect, Immediate: the element type the operand carries. Other
  /// classes carry none (a general variable's type is its declaration's):
  /// nullopt.
  std::optional<ElemType> getType() const;
  /// Indirect: bit_properties; Immediate: the type byte.
  uint32_t getTypeByte() const;

  /// Immediate: the value's bits (low dword, high dword << 32).
  uint64_t getImmBits() const;
  /// Immediate of an integer type: the value, sign-extended from B, W and
  /// D, zero-extended from UB, UW and UD; Q and UQ are the 64 bits (read UQ
  /// as uint64_t). V/UV (packed vectors): the packed dword as stored.
  int64_t getImmInt() const;
  /// Immediate of type F, HF, BF (converted exactly) or DF (rounded).
  float getImmFloat() const;
  /// Immediate of type DF, F, HF or BF.
  double getImmDouble() const;

  /// Indirect: which element of the address variable holds the address
  /// (`r[A0(k), ...]`). Address: the first element (`A0(k)<w>`).
  unsigned getAddrElement() const;
  /// Address: how many address elements the operand covers.
  unsigned getAddrWidth() const;
  /// Indirect: the signed byte offset added to the address.
  int getIndirectOffset() const;

  /// State: 0 for a surface, 1 for a sampler.
  unsigned getStateClass() const;
  /// State: the element offset.
  unsigned getStateOffset() const;

  /// Predicate: the operand as a predication control (variable, inverse,
  /// combine), and its raw control bits.
  Predicate getPredicate() const;
  unsigned getPredControl() const;

private:
  VecAttr Attr;
  bool Dst = false;
};

/// A raw operand: a general variable and a byte offset into it.
struct RawOperand {
  VarRef Var;
  unsigned Offset = 0;
};

} // namespace visa

#endif // VISA_DIALECT_VISA_VISAOPERANDS_H
