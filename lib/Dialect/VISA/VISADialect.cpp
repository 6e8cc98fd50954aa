//===- VISADialect.cpp - The visa dialect, its attributes and ops ---------===//
//
// The one translation unit that instantiates the generated op and attribute
// classes, plus the custom directives of the declaration formats.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Dialect/VISA/VISANames.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace visa;

#include "visa/Dialect/VISA/VISADialect.cpp.inc"

#include "visa/Dialect/VISA/VISAInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "visa/Dialect/VISA/VISAAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "visa/Dialect/VISA/VISAOps.cpp.inc"

void VISADialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "visa/Dialect/VISA/VISAAttrs.cpp.inc"
      >();
  registerOps();
}

void VISADialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "visa/Dialect/VISA/VISAOps.cpp.inc"
      >();
}

const InstrDesc *visa::getInstrDesc(Operation *op) {
  auto instr = llvm::dyn_cast<InstrOpInterface>(op);
  return instr ? &instr.getDesc() : nullptr;
}

ArrayAttr visa::getInstrFields(Operation *op) {
  auto instr = llvm::dyn_cast<InstrOpInterface>(op);
  return instr ? instr.getFields() : ArrayAttr();
}

bool visa::inLegacyTruncatedModule(Operation *op) {
  auto module = llvm::isa<ModuleOp>(op) ? llvm::cast<ModuleOp>(op)
                                        : op->getParentOfType<ModuleOp>();
  return module && module->hasAttr(kLegacyTruncatedOperandsAttrName);
}

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

namespace {
/// Parses a keyword from `names` (via `lookup`) or a plain integer.
ParseResult parseNamedInt(OpAsmParser &parser, IntegerAttr &result,
                          std::optional<unsigned> (*lookup)(llvm::StringRef),
                          const char *what) {
  uint32_t value;
  OptionalParseResult number = parser.parseOptionalInteger(value);
  if (!number.has_value()) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef word;
    if (parser.parseKeyword(&word))
      return failure();
    std::optional<unsigned> code = lookup(word);
    if (!code)
      return parser.emitError(loc) << "unknown " << what << " '" << word << "'";
    value = *code;
  } else if (failed(*number)) {
    return failure();
  }
  result = parser.getBuilder().getI32IntegerAttr(value);
  return success();
}

void printNamedInt(OpAsmPrinter &printer, IntegerAttr attr,
                   const char *(*spell)(unsigned)) {
  uint64_t value = attr.getValue().getZExtValue();
  if (const char *name = value <= 0xff ? spell(value) : nullptr)
    printer << name;
  else
    printer << value;
}
} // namespace

ParseResult visa::parseElemType(OpAsmParser &parser, IntegerAttr &type) {
  return parseNamedInt(parser, type, parseElemTypeSpelling, "element type");
}
void visa::printElemType(OpAsmPrinter &printer, Operation *, IntegerAttr type) {
  printNamedInt(printer, type, elemTypeSpelling);
}
ParseResult visa::parseAlign(OpAsmParser &parser, IntegerAttr &align) {
  return parseNamedInt(parser, align, parseAlignSpelling, "alignment");
}
void visa::printAlign(OpAsmPrinter &printer, Operation *, IntegerAttr align) {
  printNamedInt(printer, align, alignSpelling);
}
ParseResult visa::parseLabelKind(OpAsmParser &parser, IntegerAttr &kind) {
  return parseNamedInt(parser, kind, parseLabelKindSpelling, "label kind");
}
void visa::printLabelKind(OpAsmPrinter &printer, Operation *, IntegerAttr kind) {
  printNamedInt(printer, kind, labelKindSpelling);
}

// An attribute list: `(Name = value, Flag, ...)` kept in order. Each entry
// is stored as [name, value] where value is an IntegerAttr (1, 2, 4 or 8
// bytes), a StringAttr (other sizes) or a UnitAttr (no bytes).
ParseResult visa::parseAttrList(OpAsmParser &parser, ArrayAttr &attrs) {
  Builder &builder = parser.getBuilder();
  SmallVector<Attribute> entries;
  auto parseEntry = [&]() -> ParseResult {
    std::string name;
    if (parser.parseKeywordOrString(&name))
      return failure();
    Attribute value = builder.getUnitAttr();
    if (succeeded(parser.parseOptionalEqual())) {
      llvm::SMLoc loc = parser.getCurrentLocation();
      if (parser.parseAttribute(value))
        return failure();
      if (!llvm::isa<IntegerAttr, StringAttr>(value))
        return parser.emitError(loc, "attribute value must be an integer or a string");
    }
    entries.push_back(builder.getArrayAttr({builder.getStringAttr(name), value}));
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, parseEntry))
    return failure();
  attrs = builder.getArrayAttr(entries);
  return success();
}

void visa::printAttrList(OpAsmPrinter &printer, Operation *, ArrayAttr attrs) {
  printer << '(';
  llvm::interleaveComma(attrs, printer, [&](Attribute entry) {
    auto pair = llvm::dyn_cast<ArrayAttr>(entry);
    if (!pair || pair.size() != 2 || !llvm::isa<StringAttr>(pair[0])) {
      printer << "<<malformed>>";
      return;
    }
    printer.printKeywordOrString(llvm::cast<StringAttr>(pair[0]).getValue());
    if (!llvm::isa<UnitAttr>(pair[1])) {
      printer << " = ";
      printer.printAttribute(pair[1]);
    }
  });
  printer << ')';
}

// A general variable: `@V7`, or a reserved name (`%r0`, `%v40`) for an id no
// declaration names.
ParseResult visa::parseGeneralRef(OpAsmParser &parser, Attribute &ref) {
  StringAttr symbol;
  if (succeeded(parser.parseOptionalSymbolName(symbol))) {
    ref = FlatSymbolRefAttr::get(symbol);
    return success();
  }
  llvm::SMLoc loc = parser.getCurrentLocation();
  OpAsmParser::UnresolvedOperand operand;
  if (parser.parseOperand(operand, /*allowResultNumber=*/false))
    return failure();
  llvm::StringRef name = operand.name;
  name.consume_front("%");
  std::optional<uint32_t> id = parseReservedName(VarKind::General, name);
  if (!id)
    return parser.emitError(loc) << "'%" << name
                                 << "' is not a reserved general variable name";
  ref = parser.getBuilder().getI32IntegerAttr(*id);
  return success();
}

void visa::printGeneralRef(OpAsmPrinter &printer, Operation *, Attribute ref) {
  if (auto sym = llvm::dyn_cast<FlatSymbolRefAttr>(ref))
    printer.printSymbolName(sym.getValue());
  else if (auto id = llvm::dyn_cast<IntegerAttr>(ref))
    printer << '%' << reservedName(VarKind::General, id.getValue().getZExtValue());
  else
    printer.printAttribute(ref);
}
