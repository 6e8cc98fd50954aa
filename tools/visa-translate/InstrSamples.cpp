//===- InstrSamples.cpp - One sample of every instruction of the table ----===//
//
// Builds an Object with one kernel holding one instruction per record of the
// instruction table, every field given a plausible value (Lists get two
// elements, Switches their first case), for tests that take every
// instruction through the MLIR text form and the binary form.
//
//===----------------------------------------------------------------------===//

#include "InstrSamples.h"
#include "visa/Dialect/VISA/FieldWalk.h"
#include "visa/Object/StringPool.h"
#include "llvm/ADT/DenseMap.h"

using namespace visa;

namespace {

/// A vector operand of the first class `field` allows.
VecOperand sampleVec(const FieldDesc &field) {
  VecOperand vec;
  uint16_t region = field.isDst ? 0x200 : 0x122; // <1> or <1, 1, 0>
  if (field.classes & OCGeneral) {
    vec.tag = VecOperand::General;
    vec.id = 32;
    vec.region = region;
  } else if (field.classes & OCAddress) {
    vec.tag = VecOperand::Address;
    vec.width = 1;
  } else if (field.classes & OCPredicate) {
    vec.tag = VecOperand::Predicate;
    vec.predValue = 1;
  } else if (field.classes & OCImmediate) {
    vec.tag = VecOperand::Immediate;
    vec.typeByte = uint8_t(ElemType::D);
    vec.imm = 7;
  } else if (field.classes & OCState) {
    vec.tag = VecOperand::State;
    vec.id = 6;
  } else {
    vec.tag = VecOperand::Indirect;
    vec.typeByte = uint8_t(ElemType::D);
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
  r.strings = {"samples", "V32", "A0", "P1", "L0", "S0", "T6", "VME0"};
  r.nameIndex = 0;
  GeneralVar var;
  var.nameIndex = 1;
  var.bitProperties = uint8_t(ElemType::D) | 7 << 4;
  var.numElements = 64;
  r.variables.push_back(var);
  r.addresses.push_back({2, 2, {}});
  r.predicates.push_back({3, 16, {}});
  LabelInfo label;
  label.nameIndex = 4;
  r.labels.push_back(label);
  r.samplers.push_back({5, 1, {}});
  r.surfaces.push_back({6, 1, {}});
  r.vmes.push_back({7, 1, {}});

  for (const InstrDesc &desc : instrTable()) {
    Instruction inst;
    inst.desc = &desc;
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
        operand.vec = sampleVec(field);
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
