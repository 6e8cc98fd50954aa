//===- InstrSamples.cpp - One sample of every instruction of the table ----===//
//
// Builds an Object with one kernel holding one instruction per record of the
// instruction table, every field given a plausible value (Lists get two
// elements, Switches their first case, typed operands a type the
// instruction supports), for tests that take every instruction through the
// MLIR text form and the binary form.
//
//===----------------------------------------------------------------------===//

#include "InstrSamples.h"
#include "visa/Dialect/VISA/FieldWalk.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/StringPool.h"
#include "llvm/ADT/DenseMap.h"

using namespace visa;

namespace {

/// The types the sample kernel declares a variable of, V32, V33, ... in
/// this order (every type a general variable can have).
const ElemType kVarTypes[] = {ElemType::D,  ElemType::UD, ElemType::W,
                              ElemType::UW, ElemType::B,  ElemType::UB,
                              ElemType::Q,  ElemType::UQ, ElemType::DF,
                              ElemType::F,  ElemType::HF, ElemType::BF};

/// The type the sample of `desc` gives its typed operands: D when the
/// instruction allows it, else the first type it supports.
unsigned sampleTypeIndex(const InstrDesc &desc) {
  uint16_t allowed = supportedTypeMask(desc);
  for (unsigned i = 0; i < std::size(kVarTypes); ++i)
    if (!allowed || (allowed & (1u << unsigned(kVarTypes[i]))))
      return i;
  return 0;
}

/// A vector operand of the first class `field` allows, of the type
/// kVarTypes[typeIndex] where it has one.
ObjVecOperand sampleVec(const FieldDesc &field, unsigned typeIndex) {
  ElemType type = kVarTypes[typeIndex];
  ObjVecOperand vec;
  uint16_t region = field.isDst ? 0x200 : 0x122; // <1> or <1, 1, 0>
  if (field.classes & OCGeneral) {
    vec.setClass(OperandClass::General);
    vec.id = 32 + typeIndex;
    vec.region = region;
  } else if (field.classes & OCAddress) {
    vec.setClass(OperandClass::Address);
    vec.width = 1;
  } else if (field.classes & OCPredicate) {
    vec.setClass(OperandClass::Predicate);
    vec.predValue = 1;
  } else if (field.classes & OCImmediate) {
    vec.setClass(OperandClass::Immediate);
    vec.typeByte = uint8_t(type);
    vec.imm = 7;
  } else if (field.classes & OCState) {
    vec.setClass(OperandClass::State);
    vec.id = 6;
  } else {
    vec.setClass(OperandClass::Indirect);
    vec.typeByte = uint8_t(type);
    vec.region = region;
  }
  return vec;
}

} // namespace

Object visa::buildInstrSamples() {
  // Values of the integer fields Lists count by and Switches select on.
  llvm::DenseMap<unsigned, uint32_t> special;
  for (const FieldDesc &field : fieldTable()) {
    if (field.kind == FieldKind::List)
      special[field.ref] = 2;
    if (field.kind == FieldKind::Switch && field.count) {
      const CaseDesc &first = caseTable()[field.first];
      if (first.numValues && !special.count(field.ref))
        special[field.ref] = uint32_t(caseValueTable()[first.firstValue]);
    }
  }

  Object object;
  RoutineEntry entry;
  entry.name = "samples";
  Routine &r = entry.body;
  r.strings = {"samples", "A0", "P1", "L0", "S0", "T6", "VME0"};
  r.nameIndex = 0;
  r.addresses.push_back({1, 2, {}});
  r.predicates.push_back({2, 16, {}});
  LabelInfo label;
  label.nameIndex = 3;
  r.labels.push_back(label);
  r.samplers.push_back({4, 1, {}});
  r.surfaces.push_back({5, 1, {}});
  r.vmes.push_back({6, 1, {}});
  for (ElemType type : kVarTypes) {
    GeneralVar var;
    var.nameIndex = r.strings.size();
    r.strings.push_back("V" + std::to_string(32 + r.variables.size()));
    var.bitProperties = uint8_t(type) | 7 << 4;
    var.numElements = 64;
    r.variables.push_back(var);
  }

  for (const InstrDesc &desc : instrTable()) {
    Instruction inst;
    inst.desc = &desc;
    unsigned typeIndex = sampleTypeIndex(desc);
    (void)walkFields(desc, [&](unsigned index) -> std::optional<uint64_t> {
      const FieldDesc &field = fieldTable()[index];
      Operand operand;
      operand.field = index;
      switch (field.kind) {
      case FieldKind::Int: {
        uint32_t value = 0;
        auto it = special.find(index);
        if (it != special.end())
          value = it->second;
        else if (field.role == FieldRole::ExecSize)
          value = 3; // (M1, 8)
        else if (field.role == FieldRole::Surface)
          value = 6; // T6
        else if (field.role == FieldRole::String)
          value = 0;
        operand.intValue = value;
        break;
      }
      case FieldKind::Vec:
        operand.vec = sampleVec(field, typeIndex);
        break;
      case FieldKind::Raw:
        operand.raw.id = 32;
        break;
      default:
        return std::nullopt;
      }
      inst.operands.push_back(operand);
      return operand.intValue;
    });
    r.instructions.push_back(std::move(inst));
  }
  canonicalizeStringPool(r);
  object.kernels.push_back(std::move(entry));
  return object;
}
