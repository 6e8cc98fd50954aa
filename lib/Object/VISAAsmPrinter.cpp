//===- VISAAsmPrinter.cpp - Print an Object as .visaasm text --------------===//
//
// Writes the syntax IGC dumps: a header, the commented pre-defined variables,
// `.decl` lines per declaration table, inputs and kernel attributes, then the
// instructions, each through its template (VISAAsmFormat.h). Unlike IGC, it
// prints every attribute and the names IGC would not (a `.decl_label` for a
// label whose kind its uses do not imply, a suffixed name plus v_name for a
// second variable of the same name), so that parseVISAAsm reads back the
// same Object.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/VISAAsmPrinter.h"
#include "VISAAsmFormat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"

using namespace llvm;

namespace visa {
using namespace asmfmt;

namespace {

class RoutinePrinter {
public:
  RoutinePrinter(const Routine &r, raw_ostream &os) : r(r), os(os) {
    nameVariables();
  }

  void printHeader(const Object &obj, const RoutineEntry &entry,
                   ArrayRef<RoutineEntry> functions);
  void printInstructions();

private:
  const Routine &r;
  raw_ostream &os;
  /// The name each general variable goes by in the text: its own, or, for
  /// a second variable of the same name (scoped declarations), that name
  /// with a suffix; `.decl` then gives the stored name as v_name.
  std::vector<std::string> varHandles;

  void nameVariables();

  StringRef str(uint32_t index) const {
    return index < r.strings.size() ? StringRef(r.strings[index]) : StringRef();
  }
  std::string varName(uint32_t id) const;
  std::string surfaceName(uint32_t id) const;
  std::string labelName(uint32_t index) const;
  void printAttrs(ArrayRef<Attribute> attrs);
  void printAttr(const Attribute &a);
  void printVec(const ObjVecOperand &v, std::string &out) const;
  bool printAddressOf(const ObjVecOperand &v, std::string &out) const;
  ElemType varType(uint32_t id) const {
    if (id < NumPredefinedVars)
      return predefinedVarType(id);
    id -= NumPredefinedVars;
    return id < r.variables.size() ? r.variables[id].type() : ElemType::UD;
  }
  void printInt(const FieldDesc &f, const FormatItem &item, uint32_t value,
                std::string &out) const;
  std::string printInstruction(const Instruction &inst) const;
};

/// Whether the instruction's Switch keys select every case `item` is nested
/// in (a key the instruction lacks reads as 0).
static bool casesSelected(const FormatItem &item, const Instruction &inst) {
  for (const CaseCondition &cond : item.conditions) {
    uint32_t key = 0;
    for (const Operand &op : inst.operands)
      if (op.field == cond.sw->ref) {
        key = op.intValue;
        break;
      }
    if (selectCase(*cond.sw, key) != cond.cs)
      return false;
  }
  return true;
}

static bool isIdentifier(StringRef s) {
  if (s.empty() || !(isAlpha(s[0]) || s[0] == '_'))
    return false;
  for (char c : s)
    if (!isAlnum(c) && c != '_')
      return false;
  return true;
}

} // namespace

void RoutinePrinter::nameVariables() {
  StringMap<bool> taken;
  for (const char *n : predefinedVarNames())
    taken[n] = true;
  varHandles.reserve(r.variables.size());
  for (size_t i = 0; i < r.variables.size(); ++i) {
    std::string name = str(r.variables[i].nameIndex).str();
    if (taken.count(name))
      for (unsigned n = 1; taken.count(name); ++n)
        name = (str(r.variables[i].nameIndex) + "_" + Twine(n)).str();
    taken[name] = true;
    varHandles.push_back(std::move(name));
  }
}

std::string RoutinePrinter::varName(uint32_t id) const {
  if (id < NumPredefinedVars) {
    if (id < predefinedVarNames().size())
      return predefinedVarNames()[id];
    return "V" + utostr(id);
  }
  uint32_t index = id - NumPredefinedVars;
  if (index < r.variables.size())
    return varHandles[index];
  return "V" + utostr(id);
}

std::string RoutinePrinter::surfaceName(uint32_t id) const {
  if (id < NumPredefinedSurfaces)
    return predefinedSurfaceNames()[id];
  return "T" + utostr(id);
}

std::string RoutinePrinter::labelName(uint32_t index) const {
  if (index >= r.labels.size())
    return "L" + utostr(index);
  const LabelInfo &l = r.labels[index];
  std::string name = sanitizeLabelName(str(l.nameIndex));
  if (l.kind == 1)
    name += "_" + utostr(index);
  return name;
}

void RoutinePrinter::printAttr(const Attribute &a) {
  os << formatAttribute(str(a.nameIndex), a.value);
}

void RoutinePrinter::printAttrs(ArrayRef<Attribute> attrs) {
  if (attrs.empty())
    return;
  os << " attrs={";
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (i)
      os << ", ";
    printAttr(attrs[i]);
  }
  os << "}";
}

void RoutinePrinter::printHeader(const Object &obj, const RoutineEntry &entry,
                                 ArrayRef<RoutineEntry> functions) {
  os << ".version " << unsigned(obj.majorVersion) << "."
     << unsigned(obj.minorVersion) << "\n";
  os << (r.isKernel ? ".kernel " : ".global_function ")
     << quoteString(str(r.nameIndex)) << "\n";
  if (entry.name != str(r.nameIndex))
    os << ".header_name " << quoteString(entry.name) << "\n";
  if (!r.isKernel && entry.linkage != 0)
    os << ".linkage " << unsigned(entry.linkage) << "\n";
  if (r.isKernel)
    for (const RoutineEntry &f : functions)
      os << ".funcdecl " << quoteString(f.name) << "\n";

  os << "\n/// VISA Predefined Variables";
  for (unsigned i = 0; i < predefinedVarNames().size(); ++i)
    os << "\n// .decl V" << i << " v_type=G v_name=" << predefinedVarNames()[i];
  for (unsigned i = 0; i < NumPredefinedSurfaces; ++i)
    os << "\n// .decl T" << i << " v_type=T v_name=" << predefinedSurfaceNames()[i];
  os << "\n";

  for (size_t i = 0; i < r.variables.size(); ++i) {
    const GeneralVar &v = r.variables[i];
    os << "\n.decl " << varHandles[i] << " v_type=G type="
       << typeName(v.type()) << " num_elts=" << v.numElements;
    if (v.align() != 0)
      os << " align="
         << (v.align() < alignNames().size() ? alignNames()[v.align()] : "byte");
    if (v.aliasIndex != 0 || v.aliasOffset != 0)
      os << " alias=<" << varName(v.aliasIndex) << ", " << v.aliasOffset << ">";
    if (v.aliasScope != 0)
      os << " alias_scope=" << unsigned(v.aliasScope);
    if (varHandles[i] != str(v.nameIndex))
      os << " v_name=" << str(v.nameIndex);
    printAttrs(v.attributes);
  }
  for (size_t i = 0; i < r.addresses.size(); ++i) {
    const CountedVar &a = r.addresses[i];
    os << "\n.decl A" << i << " v_type=A num_elts=" << a.numElements;
    if (str(a.nameIndex) != canonicalDeclName('A', i))
      os << " v_name=" << str(a.nameIndex);
    printAttrs(a.attributes);
  }
  for (size_t i = 0; i < r.predicates.size(); ++i) {
    const CountedVar &p = r.predicates[i];
    os << "\n.decl P" << i + 1 << " v_type=P num_elts=" << p.numElements;
    if (str(p.nameIndex) != canonicalDeclName('P', i))
      os << " v_name=" << str(p.nameIndex);
    printAttrs(p.attributes);
  }
  for (size_t i = 0; i < r.samplers.size(); ++i) {
    const CountedVar &s = r.samplers[i];
    os << "\n.decl S" << i << " v_type=S num_elts=" << s.numElements
       << " v_name=" << str(s.nameIndex);
    printAttrs(s.attributes);
  }
  for (size_t i = 0; i < r.surfaces.size(); ++i) {
    const CountedVar &s = r.surfaces[i];
    os << "\n.decl T" << i + NumPredefinedSurfaces << " v_type=T num_elts="
       << s.numElements << " v_name=" << str(s.nameIndex);
    printAttrs(s.attributes);
  }
  for (size_t i = 0; i < r.vmes.size(); ++i) {
    const CountedVar &s = r.vmes[i];
    os << "\n.decl VME" << i << " v_type=VME num_elts=" << s.numElements
       << " v_name=" << str(s.nameIndex);
    printAttrs(s.attributes);
  }
  // Labels are declared by their use: a `func` instruction (`.function`)
  // makes a subroutine label, anything else a block label. Those with
  // attributes or another kind are listed explicitly.
  std::vector<bool> isSubroutine(r.labels.size(), false);
  for (const Instruction &inst : r.instructions)
    if (inst.desc == &getDesc(InstrId::SUBROUTINE) && !inst.operands.empty() &&
        inst.operands[0].intValue < r.labels.size())
      isSubroutine[inst.operands[0].intValue] = true;
  for (size_t i = 0; i < r.labels.size(); ++i) {
    const LabelInfo &l = r.labels[i];
    if (l.attributes.empty() && l.kind == (isSubroutine[i] ? 1 : 0))
      continue;
    os << "\n.decl_label " << quoteString(str(l.nameIndex)) << " index=" << i
       << " kind=" << unsigned(l.kind);
    printAttrs(l.attributes);
  }
  for (const InputInfo &in : r.inputs) {
    unsigned implicitKind = in.kind >> 3;
    os << "\n";
    if (implicitKind == 0)
      os << ".input ";
    else if (implicitKind < implicitInputNames().size())
      os << ".implicit_" << implicitInputNames()[implicitKind] << " ";
    else if (implicitKind == 0x10)
      os << ".implicit_PSEUDO_INPUT ";
    else
      os << ".implicit_UNDEFINED_" << implicitKind << " ";
    switch (in.kind & 7) {
    case 0:
      os << varName(in.id);
      break;
    case 1:
      os << "S" << in.id;
      break;
    case 2:
      os << "T" << in.id;
      break;
    default:
      os << "X" << (in.kind & 7) << "_" << in.id;
      break;
    }
    os << " offset=" << in.offset << " size=" << in.size;
  }
  if (!r.isKernel)
    os << "\n.function_sizes input=" << unsigned(r.inputSize)
       << " return=" << unsigned(r.returnValueSize);
  for (const Attribute &a : r.attributes) {
    os << "\n.kernel_attr ";
    printAttr(a);
  }
  os << "\n";
}

bool RoutinePrinter::printAddressOf(const ObjVecOperand &v, std::string &out) const {
  unsigned mod = v.modifier();
  if (v.opndClass() == OperandClass::General) {
    unsigned size = elemTypeSize(varType(v.id));
    unsigned offset = v.colOffset * size + v.rowOffset * GRFBytes;
    // Only offsets that read back as the same row and column.
    if (v.colOffset * size >= GRFBytes || v.region != 0)
      return false;
    out += modifierPrefix(mod);
    out += "&" + varName(v.id);
    if (offset)
      out += "[" + utostr(offset) + "]";
    return true;
  }
  if (v.opndClass() == OperandClass::State && v.stateClass <= 1) {
    out += modifierPrefix(mod);
    out += "&" + (v.stateClass == 0 ? surfaceName(v.id) : "S" + utostr(v.id));
    if (v.offset)
      out += "[" + utostr(v.offset * 4u) + "]";
    return true;
  }
  return false;
}

void RoutinePrinter::printVec(const ObjVecOperand &v, std::string &out) const {
  unsigned mod = v.modifier();
  raw_string_ostream s(out);
  switch (v.opndClass()) {
  case OperandClass::General:
    s << modifierPrefix(mod) << varName(v.id) << "(" << unsigned(v.rowOffset)
      << "," << unsigned(v.colOffset) << ")" << formatRegion(v.region);
    break;
  case OperandClass::Address:
    s << modifierPrefix(mod) << "A" << v.id << "(" << unsigned(v.offset) << ")<"
      << execSizeOfCode(v.width & 0xF) << ">";
    break;
  case OperandClass::Predicate:
    s << modifierPrefix(mod) << "P" << (v.predValue & 0xFFF);
    if (v.predValue & 0xF000)
      s << formatPredControl(v.predValue);
    break;
  case OperandClass::Indirect:
    s << modifierPrefix(mod) << "r[A" << v.id << "(" << unsigned(v.offset)
      << ")," << v.indirectOffset << "]" << formatRegion(v.region) << ":"
      << typeName(ElemType(v.typeByte & 0xF));
    break;
  case OperandClass::AddressOf:
    s << "&" << varName(v.id) << "[" << v.indirectOffset << "]";
    break;
  case OperandClass::Immediate:
    s << formatImmediate(v.imm, ElemType(v.typeByte & 0xF));
    break;
  case OperandClass::State:
    if (v.stateClass == 0)
      s << surfaceName(v.id);
    else if (v.stateClass == 1)
      s << "S" << v.id;
    else
      s << "V" << v.id << "_state" << unsigned(v.stateClass);
    s << "(" << unsigned(v.offset) << ")";
    break;
  default:
    s << "<bad operand class " << (v.tag & 7) << ">";
    break;
  }
}

void RoutinePrinter::printInt(const FieldDesc &f, const FormatItem &item,
                              uint32_t value, std::string &out) const {
  raw_string_ostream s(out);
  if (item.conv) {
    s << formatConverted(*item.conv, item, value);
    return;
  }
  switch (f.role) {
  case FieldRole::ExecSize:
    s << "(" << emaskName(value >> 4) << ", " << execSizeOfCode(value & 7)
      << ")";
    return;
  case FieldRole::Pred:
    s << formatPredicate(value);
    return;
  case FieldRole::Label:
    s << labelName(value);
    return;
  case FieldRole::Surface:
    s << surfaceName(value);
    return;
  case FieldRole::Sampler:
    s << "S" << value;
    return;
  case FieldRole::Vme:
    s << "VME" << value;
    return;
  case FieldRole::String:
    if (isIdentifier(str(value)))
      s << str(value);
    else
      s << quoteString(str(value));
    return;
  case FieldRole::Function:
  case FieldRole::None:
    s << value;
    return;
  }
}

std::string RoutinePrinter::printInstruction(const Instruction &inst) const {
  const Format &fmt = getFormat(*inst.desc);
  std::string out;
  if (!fmt.error.empty())
    return "<bad asmFormat of " + std::string(inst.desc->mnemonic) + ": " +
           fmt.error + ">";
  for (const FormatItem &item : fmt.items) {
    switch (item.kind) {
    case FormatItem::Literal:
      out += item.text;
      break;
    case FormatItem::Blank:
      if (!out.empty() && out.back() != ' ')
        out += ' ';
      break;
    case FormatItem::Sat:
      for (const Operand &op : inst.operands)
        if (op.desc().kind == FieldKind::Vec) {
          if (op.vec.modifier() == 4 && (op.vec.tag & 7) == 0)
            out += ".sat";
          break;
        }
      break;
    case FormatItem::Field: {
      if (!casesSelected(item, inst))
        break;
      const FieldDesc &f = *item.field;
      bool isList = f.kind == FieldKind::List;
      unsigned elemIndex = isList ? f.first : 0;
      bool first = true;
      for (const Operand &op : inst.operands) {
        if (isList ? op.field != elemIndex : StringRef(op.desc().name) != f.name)
          continue;
        if (!first)
          out += ' ';
        first = false;
        const FieldDesc &d = op.desc();
        switch (d.kind) {
        case FieldKind::Int:
          printInt(d, item, op.intValue, out);
          break;
        case FieldKind::Vec:
          if (item.conv && item.conv->kind == Converter::AddressOf &&
              printAddressOf(op.vec, out))
            break;
          printVec(op.vec, out);
          break;
        case FieldKind::Raw:
          out += varName(op.raw.id) + "." + utostr(op.raw.offset);
          break;
        default:
          break;
        }
        if (!isList)
          break;
      }
      break;
    }
    }
  }
  while (!out.empty() && out.back() == ' ')
    out.pop_back();
  return out;
}

void RoutinePrinter::printInstructions() {
  unsigned counter = 0;
  for (const Instruction &inst : r.instructions) {
    if (!inst.desc)
      continue;
    bool isSubroutine = inst.desc == &getDesc(InstrId::SUBROUTINE);
    if (isSubroutine || inst.desc == &getDesc(InstrId::LABEL)) {
      uint32_t label = inst.operands.empty() ? 0 : inst.operands[0].intValue;
      os << "\n";
      if (isSubroutine) {
        std::string name = labelName(label);
        os << ".function " << quoteString(name);
        if (label < r.labels.size()) {
          StringRef original = str(r.labels[label].nameIndex);
          if (sanitizeLabelName(original) != original)
            os << " /// Original Name: "
               << quoteString(original.str() + "_" + utostr(label));
        }
        os << "\n\n" << name << ":\n";
      } else {
        os << labelName(label) << ":\n";
      }
      continue;
    }
    std::string text = printInstruction(inst);
    os << "    " << text;
    ++counter;
    if (text.size() < 77)
      os.indent(77 - text.size());
    os << " /// $" << counter << "\n";
  }
}

void printVISAAsm(const Object &object, raw_ostream &os) {
  bool first = true;
  auto printOne = [&](const RoutineEntry &entry, ArrayRef<RoutineEntry> funcs) {
    if (!first)
      os << "\n";
    first = false;
    RoutinePrinter p(entry.body, os);
    p.printHeader(object, entry, funcs);
    p.printInstructions();
  };
  for (const RoutineEntry &k : object.kernels)
    printOne(k, object.functions);
  for (const RoutineEntry &f : object.functions)
    printOne(f, {});
}

} // namespace visa
