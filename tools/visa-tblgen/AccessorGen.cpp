//===- AccessorGen.cpp - Typed accessors of the instruction ops -----------===//
//
// For every instruction record, an op trait `<Record>Accessors` with one
// method per field, named `get` + the spec's field name in CamelCase
// (Exec_size -> getExecSize, Num_blocks -> getNumBlocks) and returning the
// field's decoded view (visa/Dialect/VISA/VISAOperands.h):
//
//   Exec_size             ExecInfo
//   Pred                  std::optional<Predicate>
//   Vec fields            VecOperand
//   Raw fields            RawOperand
//   Label, Surface, Sampler, Vme roles   VarRef
//   String role           mlir::StringAttr
//   other integers        uint32_t
//   a List                FieldList<element view>
//   a Switch case field   std::optional<view>; same-named fields of several
//                         cases share one accessor
//
// Fields before the format's first List or Switch sit at fixed positions of
// the `fields` array and are read there; later ones are found by walking the
// format (visa/Dialect/VISA/FieldAccess.h). Ops whose sources are Src0..SrcN
// of one kind at fixed positions also get getSrc(i) and getNumSrcs(). The
// methods are thin inline calls into FieldAccess.cpp: nothing is
// instantiated unless used.
//
//===----------------------------------------------------------------------===//

#include "AccessorGen.h"
#include "InstrRecords.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/TableGenBackend.h"
#include <optional>

using namespace llvm;
using namespace visa_tblgen;

namespace {

/// The view type a field decodes to.
enum class View { Exec, Pred, Vec, Raw, Ref, String, Int };

const char *viewType(View view) {
  switch (view) {
  case View::Exec: return "::visa::ExecInfo";
  case View::Pred: return "std::optional<::visa::Predicate>";
  case View::Vec: return "::visa::VecOperand";
  case View::Raw: return "::visa::RawOperand";
  case View::Ref: return "::visa::VarRef";
  case View::String: return "::mlir::StringAttr";
  case View::Int: return "uint32_t";
  }
  return "";
}

View viewOf(const TableBuilder::Row &row) {
  if (row.kind == "Vec")
    return View::Vec;
  if (row.kind == "Raw")
    return View::Raw;
  StringRef role = row.rec->getValueAsDef("role")->getValueAsString("name");
  if (role == "ExecSize")
    return View::Exec;
  if (role == "Pred")
    return View::Pred;
  if (role == "Label" || role == "Surface" || role == "Sampler" || role == "Vme")
    return View::Ref;
  if (role == "String")
    return View::String;
  return View::Int;
}

/// One accessor method.
struct Accessor {
  std::string specName;
  std::string method;
  View view;
  bool isList = false; ///< FieldList<view>; rows[0] is the List's row
  bool inCase = false; ///< std::optional<view>
  int position = -1;   ///< fixed position in `fields`, or -1: walked
  std::vector<unsigned> rows;

  std::string returnType() const {
    std::string type = viewType(view);
    if (isList)
      return "::visa::FieldList<" + type + ">";
    if (inCase)
      return "std::optional<" + type + ">";
    return type;
  }
};

/// The accessors of one instruction.
struct InstrAccessors {
  const Record *inst;
  std::vector<Accessor> accessors;
  /// Src0..SrcN at fixed positions, all of view `srcView`: (position, row).
  std::vector<std::pair<unsigned, unsigned>> srcs;
  View srcView = View::Vec;
};

/// Methods every op has (mlir::Op, OpState, the ODS accessors of `fields`,
/// InstrOpInterface), which a field accessor must not hide.
bool isReservedMethod(StringRef method) {
  static const StringSet<> reserved = {
      "getProperties", "getPropertiesStorage", "getPropertiesAsAttr",
      "getOperation", "getOperationName", "getLoc", "getContext", "getName",
      "getFields", "getFieldsAttr", "getFieldsAttrName", "getDesc",
      "getInherentAttr", "getAttributeNames", "getAttr", "getAttrs",
      "getAttrDictionary", "getParentOp", "getSrc", "getNumSrcs"};
  return reserved.contains(method);
}

/// Exec_size -> getExecSize, Num_blocks -> getNumBlocks, u2d -> getU2d.
std::string methodName(StringRef specName) {
  std::string name = "get";
  SmallVector<StringRef> parts;
  specName.split(parts, '_', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts)
    name += toUpper(part.front()) + part.drop_front().str();
  if (isReservedMethod(name))
    name += "Field";
  return name;
}

class AccessorBuilder {
public:
  AccessorBuilder(const TableBuilder &rows, const Record *inst)
      : rows(rows), inst(inst) {}

  InstrAccessors build(unsigned first, unsigned count) {
    InstrAccessors result{inst, {}, {}};
    unsigned position = 0;
    bool fixed = true;
    for (unsigned row = first; row < first + count; ++row) {
      const TableBuilder::Row &r = rows.fields[row];
      if (r.kind == "List") {
        add(row, /*inCase=*/false, -1, /*isList=*/true);
        fixed = false;
      } else if (r.kind == "Switch") {
        for (unsigned c = r.first; c < r.first + r.count; ++c) {
          const TableBuilder::CaseRow &caseRow = rows.cases[c];
          for (unsigned sub = caseRow.firstField;
               sub < caseRow.firstField + caseRow.numFields; ++sub) {
            const TableBuilder::Row &s = rows.fields[sub];
            if (s.kind == "List" || s.kind == "Switch")
              PrintFatalError(inst->getLoc(),
                              inst->getName() + ": the accessor generator does "
                                                "not handle a List or Switch "
                                                "inside a Switch case");
            add(sub, /*inCase=*/true, -1, /*isList=*/false);
          }
        }
        fixed = false;
      } else {
        add(row, /*inCase=*/false, fixed ? int(position) : -1, /*isList=*/false);
        ++position;
      }
    }
    result.accessors = std::move(accessors);
    collectSources(result);
    return result;
  }

private:
  void add(unsigned row, bool inCase, int position, bool isList) {
    const TableBuilder::Row &r = rows.fields[row];
    View view = viewOf(isList ? rows.fields[r.first] : r);
    std::string specName = r.rec->getValueAsString("name").str();
    for (Accessor &existing : accessors) {
      if (existing.specName != specName)
        continue;
      if (!inCase || !existing.inCase || existing.view != view)
        PrintFatalError(inst->getLoc(),
                        inst->getName() + ": two fields named '" + specName +
                            "' that are not the same field of different cases");
      existing.rows.push_back(row);
      return;
    }
    Accessor accessor{specName, methodName(specName), view, isList, inCase,
                      position, {row}};
    for (const Accessor &existing : accessors)
      if (existing.method == accessor.method)
        PrintFatalError(inst->getLoc(), inst->getName() + ": fields '" +
                                            existing.specName + "' and '" +
                                            specName + "' give the same accessor " +
                                            accessor.method);
    accessors.push_back(std::move(accessor));
  }

  /// getSrc(i) for Src0..SrcN: all present, top level, fixed, one view.
  void collectSources(InstrAccessors &result) {
    for (unsigned i = 0;; ++i) {
      std::string name = "Src" + std::to_string(i);
      auto it = llvm::find_if(result.accessors, [&](const Accessor &a) {
        return a.specName == name;
      });
      if (it == result.accessors.end())
        break;
      bool usable = !it->isList && !it->inCase && it->position >= 0 &&
                    (it->view == View::Vec || it->view == View::Raw) &&
                    (result.srcs.empty() || it->view == result.srcView);
      if (!usable) {
        result.srcs.clear();
        return;
      }
      result.srcView = it->view;
      result.srcs.push_back({unsigned(it->position), it->rows[0]});
    }
    for (const Accessor &a : result.accessors)
      if (a.specName == "Src")
        result.srcs.clear();
  }

  const TableBuilder &rows;
  const Record *inst;
  std::vector<Accessor> accessors;
};

std::vector<InstrAccessors> buildAll(const InstrTable &table) {
  std::vector<InstrAccessors> all;
  for (unsigned i = 0; i < table.insts.size(); ++i)
    all.push_back(AccessorBuilder(table.rows, table.insts[i])
                      .build(table.instFields[i].first, table.instFields[i].second));
  return all;
}

std::string rowList(const std::vector<unsigned> &rows) {
  std::string list;
  for (unsigned row : rows)
    list += (list.empty() ? "" : ", ") + std::to_string(row);
  return "{" + list + "}";
}

void emitAccessor(raw_ostream &os, const Accessor &a) {
  std::string type = viewType(a.view);
  os << "  " << a.returnType() << " " << a.method << "() {\n    return ";
  if (a.isList)
    os << a.returnType() << "(this->listSlots(" << a.rows[0] << "))";
  else if (a.inCase)
    os << "::visa::detail::decodeIfPresent<" << type << ">(this->findSlot("
       << rowList(a.rows) << "))";
  else if (a.position >= 0)
    os << "::visa::detail::decode<" << type << ">(this->slotAt(" << a.position
       << ", " << a.rows[0] << "))";
  else
    os << "::visa::detail::decode<" << type << ">(this->findSlot("
       << rowList(a.rows) << "))";
  os << ";\n  }\n";
}

void emitSources(raw_ostream &os, const InstrAccessors &instr) {
  if (instr.srcs.empty())
    return;
  unsigned n = instr.srcs.size();
  std::string type = viewType(instr.srcView);
  os << "  static constexpr unsigned getNumSrcs() { return " << n << "; }\n";
  os << "  " << type << " getSrc(unsigned i) {\n";
  os << "    static constexpr uint16_t kSlots[][2] = {";
  for (unsigned i = 0; i < n; ++i)
    os << (i ? ", " : "") << "{" << instr.srcs[i].first << ", "
       << instr.srcs[i].second << "}";
  os << "};\n";
  os << "    if (i >= " << n << ")\n"
     << "      ::visa::detail::badSourceIndex(this->getOperation(), i, " << n
     << ");\n";
  os << "    return ::visa::detail::decode<" << type
     << ">(this->slotAt(kSlots[i][0], kSlots[i][1]));\n  }\n";
}

} // namespace

bool visa_tblgen::emitInstrAccessors(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("Typed field accessors of the vISA instruction ops", os);
  InstrTable table = buildInstrTable(records);
  os << "namespace visa {\n\n";
  for (const InstrAccessors &instr : buildAll(table)) {
    StringRef name = instr.inst->getName();
    os << "/// The fields of visa." << instr.inst->getValueAsString("mnemonic")
       << " (" << name << " in Instructions.td).\n";
    os << "template <typename ConcreteOp>\nclass " << name << "Accessors\n"
       << "    : public ::visa::detail::AccessorBase<ConcreteOp, " << name
       << "Accessors> {\npublic:\n";
    for (const Accessor &a : instr.accessors)
      emitAccessor(os, a);
    emitSources(os, instr);
    os << "};\n\n";
  }
  os << "} // namespace visa\n";
  return false;
}

bool visa_tblgen::emitInstrAccessorTest(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("Calls of every typed accessor of the vISA instruction ops",
                       os);
  InstrTable table = buildInstrTable(records);
  os << "/// Calls `printer.field(specName, value)` for every accessor of the\n"
        "/// instruction op `instr` (of instruction `id`), and\n"
        "/// `printer.sameSource(i, op.getSrc(i), op.getSrcI())` for getSrc.\n"
        "template <typename PrinterT>\n"
        "void visitInstrAccessors(::mlir::Operation *instr, ::visa::InstrId id,\n"
        "                         PrinterT &printer) {\n"
        "  switch (id) {\n";
  for (const InstrAccessors &instr : buildAll(table)) {
    StringRef name = instr.inst->getName();
    os << "  case ::visa::InstrId::" << name << ": {\n";
    os << "    auto op = ::llvm::cast<::visa::" << name << "Op>(instr);\n";
    if (instr.accessors.empty())
      os << "    (void)op;\n";
    for (const Accessor &a : instr.accessors)
      os << "    printer.field(\"" << a.specName << "\", op." << a.method << "());\n";
    for (unsigned i = 0; i < instr.srcs.size(); ++i)
      os << "    printer.sameSource(" << i << ", op.getSrc(" << i << "), op.getSrc"
         << i << "());\n";
    os << "    break;\n  }\n";
  }
  os << "  }\n}\n";
  return false;
}
