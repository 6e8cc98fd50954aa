//===- InstrSyntax.cpp - The assembly format of every instruction op ------===//
//
// All instruction ops print and parse through these two functions, which walk
// the op's fields as the generated field table lays them out:
//
//   visa.add (M1, 16) (not @P1) sat @V48(0, 0)<1>, -@V47(0, 0)<0, 1, 0>, 0x4c0 : ud
//
//   execution size     (M1, 16), (M5_NM, 8); a raw byte as (0x..)
//   predicate          (@P1), (not @P1, any); nothing when 0
//   general operand    [modifier] var(row, col)<vstride, width, hstride>, or
//                      <hstride> when vstride and width are both null;
//                      a null stride is `_`; <raw 0x...> otherwise
//   modifiers          abs, -, -abs, sat, not
//   address operand    @A0(offset)<width>
//   predicate operand  @P1, or @P1 ctrl N with control bits
//   indirect operand   r[@A0(addr_offset), offset]<region> : type
//   immediate          0x4c0 : ud
//   state operand      surface @T6(offset), sampler @S0(offset)
//   raw operand        @V54[byte_offset]
//   label, surface...  @BB3, @T6, %slm
//   string             "text"
//   enumerated fields  their .visaasm names as one word (FieldSpelling.h):
//                      lt, RGBA, add.16, owords.4, sample_b, global.EI
//   other integers     decimal
//   missing fields     ... (legacy truncated files only)
//
// Variables are symbols (`@V48`); ids no declaration names (pre-defined
// variables, out-of-table ids) use the reserved spellings of VISANames.h
// (`%r0`, `%null`, `%slm`, `%v40`). Execution-size and predicate groups stand
// alone; every other field is separated from the previous one by a comma.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/FieldWalk.h"
#include "visa/Dialect/VISA/VISANames.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/FieldSpelling.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace visa;

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

namespace {

void printRef(OpAsmPrinter &p, Attribute ref, VarKind kind) {
  if (auto sym = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(ref))
    p.printSymbolName(sym.getValue());
  else if (auto id = llvm::dyn_cast_or_null<IntegerAttr>(ref))
    p << '%' << reservedName(kind, id.getValue().getZExtValue());
  else
    p << "<<bad reference>>";
}

void printHex(OpAsmPrinter &p, uint64_t value) {
  p << "0x" << llvm::format_hex_no_prefix(value, 1);
}

void printRegion(OpAsmPrinter &p, uint32_t region) {
  unsigned vs = region & 0xf, w = (region >> 4) & 0xf, hs = (region >> 8) & 0xf;
  if (region > 0xfff || vs > 7 || w > 7 || hs > 7) {
    p << "<raw ";
    printHex(p, region);
    p << '>';
    return;
  }
  auto nibble = [&](unsigned code) {
    if (std::optional<unsigned> v = regionValueFromCode(code))
      p << *v;
    else
      p << '_';
  };
  p << '<';
  if (vs != 0 || w != 0) {
    nibble(vs);
    p << ", ";
    nibble(w);
    p << ", ";
  }
  nibble(hs);
  p << '>';
}

void printTypeByte(OpAsmPrinter &p, uint32_t typeByte) {
  if (const char *name = typeByte < 16 ? elemTypeSpelling(typeByte) : nullptr)
    p << name;
  else
    p << typeByte;
}

/// A vector operand in the syntax above; one of a reserved class or
/// modifier as the generic attribute.
void printVec(OpAsmPrinter &p, VecAttr attr, bool isDst) {
  VecOperand vec(attr, isDst);
  Modifier modifier = vec.getModifier();
  const char *modName = modifierSpelling(unsigned(modifier));
  std::optional<VarKind> kind = operandVarKind(vec.getClass(), attr.getStateClass());
  bool plain = attr.getTag() < 64 && modName &&
               (kind || vec.getClass() == OperandClass::Immediate);
  if (!plain) {
    p.printAttribute(attr);
    return;
  }
  if (modifier != Modifier::None) {
    p << modName;
    if (modifier != Modifier::Neg)
      p << ' ';
  }
  switch (vec.getClass()) {
  case OperandClass::General:
    printRef(p, attr.getVar(), *kind);
    p << '(' << vec.getRowOffset() << ", " << vec.getColOffset() << ')';
    printRegion(p, vec.getRegionCode());
    break;
  case OperandClass::Address:
    printRef(p, attr.getVar(), *kind);
    p << '(' << vec.getAddrElement() << ")<" << vec.getAddrWidth() << '>';
    break;
  case OperandClass::Predicate:
    printRef(p, attr.getVar(), *kind);
    if (vec.getPredControl())
      p << " ctrl " << vec.getPredControl();
    break;
  case OperandClass::Indirect:
    p << "r[";
    printRef(p, attr.getVar(), *kind);
    p << '(' << vec.getAddrElement() << "), " << vec.getIndirectOffset() << ']';
    printRegion(p, vec.getRegionCode());
    p << " : ";
    printTypeByte(p, vec.getTypeByte());
    break;
  case OperandClass::Immediate:
    printHex(p, vec.getImmBits());
    p << " : ";
    printTypeByte(p, vec.getTypeByte());
    break;
  case OperandClass::State:
    if (vec.getStateClass() == 0)
      p << "surface ";
    else if (vec.getStateClass() == 1)
      p << "sampler ";
    else
      p << "state " << vec.getStateClass() << ' ';
    printRef(p, attr.getVar(), *kind);
    p << '(' << vec.getStateOffset() << ')';
    break;
  default:
    break;
  }
}

void printExecSize(OpAsmPrinter &p, uint64_t value) {
  if (value > 0xff || (value & 8) || (value & 7) > 5) {
    p << '(';
    printHex(p, value);
    p << ')';
    return;
  }
  ExecInfo exec = ExecInfo::decode(value);
  p << '(' << execMaskSpelling(exec.MaskCode) << ", " << exec.Size << ')';
}

void printPred(OpAsmPrinter &p, PredAttr pred) {
  unsigned control = pred.getControl();
  p << '(';
  if (control & 8)
    p << "not ";
  printRef(p, pred.getVar(), VarKind::Predicate);
  unsigned rest = control & 7;
  if (rest == 2)
    p << ", any";
  else if (rest == 4)
    p << ", all";
  else if (rest != 0)
    p << ", " << rest;
  p << ')';
}

uint64_t intValue(Attribute attr) {
  if (auto i = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return i.getValue().getZExtValue();
  if (auto pred = llvm::dyn_cast_or_null<PredAttr>(attr)) {
    uint64_t id = 0;
    if (auto i = llvm::dyn_cast_or_null<IntegerAttr>(pred.getVar()))
      id = i.getValue().getZExtValue();
    return id | uint64_t(pred.getControl()) << 12;
  }
  return 0;
}

} // namespace

void visa::printInstrOp(Operation *op, OpAsmPrinter &p) {
  const InstrDesc *desc = getInstrDesc(op);
  ArrayAttr fields = getInstrFields(op);
  if (!desc || !fields) {
    p << " <<malformed instruction>>";
    return;
  }
  // Does the op lack trailing fields (legacy truncated files)?
  bool truncated = isTruncated(op);
  unsigned position = 0;
  bool needComma = false;
  (void)walkStoredFields(*desc, fields, [&](unsigned index, Attribute attr) {
    bool isLast = ++position == fields.size();
    const FieldDesc &field = fieldTable()[index];
    if (field.kind == FieldKind::Int && field.role == FieldRole::ExecSize) {
      p << ' ';
      printExecSize(p, intValue(attr));
      needComma = false;
      return true;
    }
    if (field.kind == FieldKind::Int && field.role == FieldRole::Pred) {
      if (auto pred = llvm::dyn_cast<PredAttr>(attr)) {
        p << ' ';
        printPred(p, pred);
        needComma = false;
      } else if (intValue(attr) != 0 || (truncated && isLast)) {
        // A zero predicate is invisible, except as the last field of a
        // truncated instruction, where `...` must not take its place.
        p << " (";
        printHex(p, intValue(attr));
        p << ')';
        needComma = false;
      }
      return true;
    }
    p << (needComma ? ", " : " ");
    needComma = true;
    switch (field.kind) {
    case FieldKind::Int:
      if (std::optional<VarKind> kind = roleVarKind(field.role)) {
        printRef(p, attr, *kind);
        break;
      }
      if (field.role == FieldRole::String)
        if (auto str = llvm::dyn_cast<StringAttr>(attr)) {
          p.printString(str.getValue());
          break;
        }
      if (const FieldSpelling *spelling = FieldSpelling::get(*desc, field))
        if (llvm::isa<IntegerAttr>(attr))
          if (std::optional<std::string> word = spelling->format(intValue(attr))) {
            p << *word;
            break;
          }
      p << intValue(attr);
      break;
    case FieldKind::Vec:
      if (auto vec = llvm::dyn_cast<VecAttr>(attr))
        printVec(p, vec, field.isDst);
      else
        p.printAttribute(attr);
      break;
    case FieldKind::Raw:
      if (auto raw = llvm::dyn_cast<RawAttr>(attr)) {
        printRef(p, raw.getVar(), VarKind::General);
        p << '[' << raw.getOffset() << ']';
      } else {
        p.printAttribute(attr);
      }
      break;
    default:
      break;
    }
    return true;
  });
  if (truncated)
    p << " ...";
  p.printOptionalAttrDict(op->getAttrs(), {"fields"});
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

/// A variable reference as written: a symbol, or a reserved name whose id
/// depends on the kind of variable expected there.
struct ParsedRef {
  llvm::SMLoc loc;
  StringAttr symbol;
  std::string reserved;
};

class InstrParser {
public:
  InstrParser(OpAsmParser &parser) : parser(parser), builder(parser.getBuilder()) {}

  ParseResult parseRef(ParsedRef &ref) {
    ref.loc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalSymbolName(ref.symbol)))
      return success();
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult isOperand =
        parser.parseOptionalOperand(operand, /*allowResultNumber=*/false);
    if (!isOperand.has_value())
      return parser.emitError(ref.loc, "expected a variable (@name or %name)");
    if (failed(*isOperand))
      return failure();
    ref.reserved = operand.name.str();
    if (!ref.reserved.empty() && ref.reserved[0] == '%')
      ref.reserved.erase(0, 1);
    return success();
  }

  FailureOr<Attribute> resolve(const ParsedRef &ref, VarKind kind) {
    if (ref.symbol)
      return Attribute(FlatSymbolRefAttr::get(ref.symbol));
    std::optional<uint32_t> id = parseReservedName(kind, ref.reserved);
    if (!id)
      return parser.emitError(ref.loc) << "'%" << ref.reserved
                                       << "' is not a reserved " << varKindName(kind)
                                       << " name";
    return Attribute(builder.getI32IntegerAttr(*id));
  }

  FailureOr<Attribute> parseRefOf(VarKind kind) {
    ParsedRef ref;
    if (parseRef(ref))
      return failure();
    return resolve(ref, kind);
  }

  template <typename T> ParseResult parseInt(T &value) {
    return parser.parseInteger(value);
  }

  ParseResult parseTypeByte(uint32_t &typeByte) {
    OptionalParseResult number = parser.parseOptionalInteger(typeByte);
    if (number.has_value())
      return *number;
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef word;
    if (parser.parseKeyword(&word))
      return failure();
    std::optional<unsigned> code = parseElemTypeSpelling(word);
    if (!code)
      return parser.emitError(loc) << "unknown type '" << word << "'";
    typeByte = *code;
    return success();
  }

  ParseResult parseRegion(uint32_t &region) {
    if (parser.parseLess())
      return failure();
    if (succeeded(parser.parseOptionalKeyword("raw")))
      return failure(parser.parseInteger(region) || parser.parseGreater());
    SmallVector<unsigned, 3> codes;
    do {
      llvm::SMLoc loc = parser.getCurrentLocation();
      if (succeeded(parser.parseOptionalKeyword("_"))) {
        codes.push_back(0);
        continue;
      }
      unsigned value = 0;
      if (parser.parseInteger(value))
        return failure();
      std::optional<unsigned> code = regionValueToCode(value);
      if (!code)
        return parser.emitError(loc) << "stride or width " << value
                                     << " has no encoding (0, 1, 2, 4, 8, 16 or 32)";
      codes.push_back(*code);
    } while (codes.size() < 3 && succeeded(parser.parseOptionalComma()));
    if (codes.size() != 1 && codes.size() != 3)
      return parser.emitError(parser.getCurrentLocation(),
                              "expected <hstride> or <vstride, width, hstride>");
    if (parser.parseGreater())
      return failure();
    region = codes.size() == 1 ? codes[0] << 8
                               : codes[0] | codes[1] << 4 | codes[2] << 8;
    return success();
  }

  FailureOr<Attribute> parseVec() {
    if (parser.getCurrentLocation().getPointer() &&
        *parser.getCurrentLocation().getPointer() == '#') {
      Attribute attr;
      if (parser.parseAttribute(attr))
        return failure();
      return attr;
    }
    Modifier modifier = Modifier::None;
    if (succeeded(parser.parseOptionalMinus()))
      modifier = succeeded(parser.parseOptionalKeyword("abs")) ? Modifier::NegAbs
                                                               : Modifier::Neg;
    else if (succeeded(parser.parseOptionalKeyword("abs")))
      modifier = Modifier::Abs;
    else if (succeeded(parser.parseOptionalKeyword("sat")))
      modifier = Modifier::Sat;
    else if (succeeded(parser.parseOptionalKeyword("not")))
      modifier = Modifier::Not;

    Attribute var = builder.getI32IntegerAttr(0);
    OperandClass opClass = OperandClass::General;
    uint32_t row = 0, col = 0, region = 0, offset = 0, width = 0;
    int32_t indirectOffset = 0;
    uint32_t typeByte = 0, predControl = 0, stateClass = 0;
    uint64_t imm = 0;

    llvm::SMLoc loc = parser.getCurrentLocation();
    OptionalParseResult number = parser.parseOptionalInteger(imm);
    if (number.has_value()) { // immediate
      if (failed(*number) || parser.parseColon() || parseTypeByte(typeByte))
        return failure();
      opClass = OperandClass::Immediate;
    } else if (succeeded(parser.parseOptionalKeyword("r"))) { // indirect
      opClass = OperandClass::Indirect;
      FailureOr<Attribute> addr;
      if (parser.parseLSquare() || failed(addr = parseRefOf(VarKind::Address)) ||
          parser.parseLParen() || parseInt(offset) || parser.parseRParen() ||
          parser.parseComma() || parseInt(indirectOffset) ||
          parser.parseRSquare() || parseRegion(region) || parser.parseColon() ||
          parseTypeByte(typeByte))
        return failure();
      var = *addr;
    } else if (succeeded(parser.parseOptionalKeyword("surface")) ||
               (succeeded(parser.parseOptionalKeyword("sampler")) &&
                (stateClass = 1)) ||
               (succeeded(parser.parseOptionalKeyword("state")) &&
                succeeded(parseInt(stateClass)) && (stateClass |= 0x100))) {
      stateClass &= 0xff;
      opClass = OperandClass::State;
      FailureOr<Attribute> ref =
          parseRefOf(*operandVarKind(OperandClass::State, stateClass));
      if (failed(ref) || parser.parseLParen() || parseInt(offset) ||
          parser.parseRParen())
        return failure();
      var = *ref;
    } else {
      ParsedRef ref;
      if (parseRef(ref))
        return failure();
      if (succeeded(parser.parseOptionalLParen())) {
        uint32_t first;
        if (parseInt(first))
          return failure();
        if (succeeded(parser.parseOptionalComma())) { // general
          row = first;
          if (parseInt(col) || parser.parseRParen() || parseRegion(region))
            return failure();
          FailureOr<Attribute> resolved = resolve(ref, VarKind::General);
          if (failed(resolved))
            return failure();
          var = *resolved;
        } else { // address
          opClass = OperandClass::Address;
          offset = first;
          if (parser.parseRParen() || parser.parseLess() || parseInt(width) ||
              parser.parseGreater())
            return failure();
          FailureOr<Attribute> resolved = resolve(ref, VarKind::Address);
          if (failed(resolved))
            return failure();
          var = *resolved;
        }
      } else { // predicate
        opClass = OperandClass::Predicate;
        if (succeeded(parser.parseOptionalKeyword("ctrl")) && parseInt(predControl))
          return failure();
        FailureOr<Attribute> resolved = resolve(ref, VarKind::Predicate);
        if (failed(resolved))
          return failure();
        var = *resolved;
      }
    }
    (void)loc;
    return Attribute(VecAttr::get(builder.getContext(),
                                  unsigned(opClass) | unsigned(modifier) << 3,
                                  var, row, col, region, offset, width,
                                  indirectOffset, typeByte, imm, predControl,
                                  stateClass));
  }

  ParseResult parseExecSize(uint64_t &value) {
    if (parser.parseLParen())
      return failure();
    OptionalParseResult number = parser.parseOptionalInteger(value);
    if (number.has_value())
      return failure(failed(*number) || parser.parseRParen());
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef mask;
    if (parser.parseKeyword(&mask))
      return failure();
    std::optional<unsigned> maskCode = parseExecMaskSpelling(mask);
    if (!maskCode)
      return parser.emitError(loc) << "unknown execution mask '" << mask << "'";
    unsigned size;
    loc = parser.getCurrentLocation();
    if (parser.parseComma() || parser.parseInteger(size))
      return failure();
    std::optional<unsigned> sizeCode = execSizeToCode(size);
    if (!sizeCode)
      return parser.emitError(loc) << "execution size must be 1, 2, 4, 8, 16 or 32";
    value = *sizeCode | *maskCode << 4;
    return parser.parseRParen();
  }

  /// Parses an optional predicate group; `attr` stays null if absent.
  ParseResult parsePred(Attribute &attr, uint64_t &value) {
    value = 0;
    if (failed(parser.parseOptionalLParen())) {
      attr = builder.getI32IntegerAttr(0);
      return success();
    }
    OptionalParseResult number = parser.parseOptionalInteger(value);
    if (number.has_value()) {
      if (failed(*number) || parser.parseRParen())
        return failure();
      attr = builder.getI32IntegerAttr(value);
      return success();
    }
    unsigned control = 0;
    if (succeeded(parser.parseOptionalKeyword("not")))
      control |= 8;
    FailureOr<Attribute> var = parseRefOf(VarKind::Predicate);
    if (failed(var))
      return failure();
    if (succeeded(parser.parseOptionalComma())) {
      unsigned rest = 0;
      if (succeeded(parser.parseOptionalKeyword("any")))
        rest = 2;
      else if (succeeded(parser.parseOptionalKeyword("all")))
        rest = 4;
      else if (parser.parseInteger(rest))
        return failure();
      control |= rest & 7;
    }
    if (parser.parseRParen())
      return failure();
    attr = PredAttr::get(builder.getContext(), *var, control);
    value = uint64_t(control) << 12;
    if (auto id = llvm::dyn_cast<IntegerAttr>(*var))
      value |= id.getValue().getZExtValue();
    else
      value |= 1; // a declared predicate: any non-zero value
    return success();
  }

  ParseResult parseFields(const InstrDesc &desc, SmallVectorImpl<Attribute> &fields) {
    bool needComma = false, failedHere = false, truncated = false;
    llvm::SMLoc start = parser.getCurrentLocation();
    auto visit = [&](unsigned index) -> std::optional<uint64_t> {
      const FieldDesc &field = fieldTable()[index];
      if (succeeded(parser.parseOptionalEllipsis())) {
        truncated = true;
        return std::nullopt;
      }
      auto fail = [&]() -> std::optional<uint64_t> {
        failedHere = true;
        return std::nullopt;
      };
      if (field.kind == FieldKind::Int && field.role == FieldRole::ExecSize) {
        uint64_t value;
        if (parseExecSize(value))
          return fail();
        fields.push_back(builder.getI32IntegerAttr(value));
        needComma = false;
        return value;
      }
      if (field.kind == FieldKind::Int && field.role == FieldRole::Pred) {
        Attribute attr;
        uint64_t value;
        if (parsePred(attr, value))
          return fail();
        if (value != 0)
          needComma = false;
        fields.push_back(attr);
        return value;
      }
      if (needComma && parser.parseComma())
        return fail();
      needComma = true;
      switch (field.kind) {
      case FieldKind::Int: {
        switch (field.role) {
        case FieldRole::Label:
        case FieldRole::Surface:
        case FieldRole::Sampler:
        case FieldRole::Vme: {
          FailureOr<Attribute> ref = parseRefOf(*roleVarKind(field.role));
          if (failed(ref))
            return fail();
          fields.push_back(*ref);
          if (auto id = llvm::dyn_cast<IntegerAttr>(*ref))
            return id.getValue().getZExtValue();
          return 0;
        }
        case FieldRole::String: {
          std::string text;
          if (succeeded(parser.parseOptionalString(&text))) {
            fields.push_back(builder.getStringAttr(text));
            return 0;
          }
          break;
        }
        default:
          break;
        }
        uint64_t value;
        llvm::SMLoc loc = parser.getCurrentLocation();
        llvm::StringRef word;
        const FieldSpelling *spelling = FieldSpelling::get(desc, field);
        if (spelling && succeeded(parser.parseOptionalKeyword(&word))) {
          std::optional<uint32_t> spelled = spelling->parse(word);
          if (!spelled) {
            parser.emitError(loc) << field.name << ": '" << word
                                  << "' names no value of this field";
            return fail();
          }
          value = *spelled;
        } else if (parser.parseInteger(value)) {
          return fail();
        }
        uint64_t limit = field.bytes >= 4 ? 0xffffffffu : (1u << (8 * field.bytes)) - 1;
        if (value > limit) {
          parser.emitError(parser.getCurrentLocation())
              << field.name << ": " << value << " does not fit in "
              << unsigned(field.bytes) << " byte(s)";
          return fail();
        }
        fields.push_back(builder.getI32IntegerAttr(value));
        return value;
      }
      case FieldKind::Vec: {
        FailureOr<Attribute> vec = parseVec();
        if (failed(vec))
          return fail();
        fields.push_back(*vec);
        return 0;
      }
      case FieldKind::Raw: {
        FailureOr<Attribute> var = parseRefOf(VarKind::General);
        uint32_t offset;
        if (failed(var) || parser.parseLSquare() || parseInt(offset) ||
            parser.parseRSquare())
          return fail();
        fields.push_back(RawAttr::get(builder.getContext(), *var, offset));
        return 0;
      }
      default:
        return fail();
      }
    };
    if (succeeded(walkFields(desc, visit)) || truncated)
      return success();
    if (!failedHere)
      return parser.emitError(start, "no case of the instruction's format matches "
                                     "the values given");
    return failure();
  }

private:
  OpAsmParser &parser;
  Builder &builder;
};

} // namespace

ParseResult visa::parseInstrOp(OpAsmParser &parser, OperationState &result,
                               const InstrDesc &desc) {
  SmallVector<Attribute> fields;
  InstrParser instrParser(parser);
  if (instrParser.parseFields(desc, fields) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute("fields", parser.getBuilder().getArrayAttr(fields));
  return success();
}
