//===- GenTables.cpp - Platform tables: fields, opcodes, types ------------===//
//
// Turns GenFields.def and the GenOpcodes.td rows into lookup arrays and holds the
// per-platform data-type encodings.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenFields.h"
#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace visa::gen;

namespace {

const char *const FieldNames[] = {
#define GEN_FIELD(Name, H8, L8, H9, L9, H11, L11, H12, L12) #Name,
#include "visa/Gen/GenFields.def"
};

struct OpcodeRow {
  const char *Mnemonic;
  OpForm Form;
  int16_t Bits[4];
};

constexpr OpcodeRow OpcodeRows[] = {
#define GEN_OPCODE(Enum, Mnemonic, Form, G8, G9, G11, G12)                     \
  {Mnemonic, OpForm::Form, {G8, G9, G11, G12}},
#include "visa/Gen/GenOpcodes.inc"
};

MathFnInfo makeMathRow(unsigned code) {
#define GEN_MATH_FN(Enum, Code, Name, Sources, Kind)                           \
  if (code == Code)                                                            \
    return {Name, Sources, MathKind::Kind};
#include "visa/Gen/GenMathFn.def"
  return {"???", 1, MathKind::Reserved};
}

const MathFnInfo MathRows[16] = {
    makeMathRow(0),  makeMathRow(1),  makeMathRow(2),  makeMathRow(3),
    makeMathRow(4),  makeMathRow(5),  makeMathRow(6),  makeMathRow(7),
    makeMathRow(8),  makeMathRow(9),  makeMathRow(10), makeMathRow(11),
    makeMathRow(12), makeMathRow(13), makeMathRow(14), makeMathRow(15)};

// Three-source types: Align16 (Gen8/9) and Align1 (Gen11; by execution type).
const DataType Align16TernaryTypes[8] = {
    DataType::F, DataType::D, DataType::UD, DataType::DF,
    DataType::HF, DataType::Invalid, DataType::Invalid, DataType::Invalid};
const DataType Align1TernaryIntTypes[8] = {
    DataType::UD, DataType::D, DataType::UW, DataType::W,
    DataType::UB, DataType::B, DataType::Invalid, DataType::Invalid};
const DataType Align1TernaryFloatTypes[8] = {
    DataType::HF, DataType::F, DataType::DF, DataType::Invalid,
    DataType::Invalid, DataType::Invalid, DataType::Invalid, DataType::Invalid};

} // namespace

const char *visa::gen::getFieldName(Field f) {
  return FieldNames[unsigned(f)];
}

const MathFnInfo &visa::gen::getMathFnInfo(unsigned code) {
  return MathRows[code & 0xF];
}

int64_t visa::gen::labelTarget(Platform p, const Inst &inst,
                               const Operand &label) {
  int64_t delta = label.Label;
  if (inst.Op == Opcode::Jmpi && p != Platform::Gen12)
    delta += inst.Compacted ? 8 : 16;
  return int64_t(inst.Offset) + delta;
}

const char *visa::gen::getMnemonic(Opcode op) {
  return OpcodeRows[unsigned(op)].Mnemonic;
}


int visa::gen::opcodeEncoding(Platform p, Opcode op) {
  return OpcodeRows[unsigned(op)].Bits[unsigned(p)];
}

bool visa::gen::isBranchForm(OpForm form) {
  switch (form) {
  case OpForm::Branch1:
  case OpForm::Branch2:
  case OpForm::Jmpi:
  case OpForm::Call:
  case OpForm::Ret:
  case OpForm::Brd:
  case OpForm::Brc:
    return true;
  default:
    return false;
  }
}

namespace {
/// Opcode by encoding, per generation (-1: none), built from OpcodeRows at
/// compile time: the decoder looks up every instruction's opcode.
struct OpcodeIndex {
  int8_t ByBits[4][128] = {};
  constexpr OpcodeIndex() {
    for (auto &row : ByBits)
      for (int8_t &entry : row)
        entry = -1;
    for (unsigned i = 0; i < unsigned(Opcode::NumOpcodes); ++i)
      for (unsigned g = 0; g < 4; ++g)
        if (OpcodeRows[i].Bits[g] >= 0 && OpcodeRows[i].Bits[g] < 128 &&
            ByBits[g][OpcodeRows[i].Bits[g]] < 0)
          ByBits[g][OpcodeRows[i].Bits[g]] = int8_t(i);
  }
};
constexpr OpcodeIndex OpcodesByBits;
} // namespace

bool visa::gen::lookupOpcode(Platform p, unsigned bits, Opcode &op) {
  if (bits >= 128 || OpcodesByBits.ByBits[unsigned(p)][bits] < 0)
    return false;
  op = Opcode(OpcodesByBits.ByBits[unsigned(p)][bits]);
  return true;
}

unsigned visa::gen::fixedSourceCount(Platform p, Opcode op) {
  if (op == Opcode::Movi && (p == Platform::Gen8 || p == Platform::Gen9))
    return 1;
  switch (getForm(op)) {
  case OpForm::Unary: return 1;
  case OpForm::Binary: return 2;
  case OpForm::Ternary: return 3;
  default: return 0;
  }
}

std::string visa::gen::unknownOpcodeMessage(Platform p, unsigned bits) {
  static const char *const GenNames[] = {"Gen8", "Gen9", "Gen11", "Gen12"};
  std::string msg = "unknown opcode 0x" + llvm::utohexstr(bits);
  for (unsigned g = unsigned(p) + 1; g <= unsigned(Platform::Gen12); ++g) {
    Opcode op;
    if (lookupOpcode(Platform(g), bits, op))
      return msg + " (" + getMnemonic(op) + " on " + GenNames[g] + " and later)";
  }
  return msg;
}

const char *visa::gen::getTypeName(DataType t) {
  static const char *const Names[] = {"ud", "d", "uw", "w", "ub", "b", "df",
                                      "f",  "uq", "q", "hf", "uv", "v", "vf",
                                      "???"};
  return Names[unsigned(t)];
}

DataType visa::gen::decodeAlign16TernaryType(unsigned bits) {
  return Align16TernaryTypes[bits & 7];
}

DataType visa::gen::decodeAlign1TernaryType(unsigned bits, bool isFloat) {
  return isFloat ? Align1TernaryFloatTypes[bits & 7]
                 : Align1TernaryIntTypes[bits & 7];
}
