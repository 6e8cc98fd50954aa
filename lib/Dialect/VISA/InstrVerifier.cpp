//===- InstrVerifier.cpp - The verifier every instruction op shares -------===//
//
// One verifier, driven by the generated field table, checks what the vISA
// spec requires of any instruction: the fields match the format, execution
// sizes and masks are legal, operand classes are allowed where they appear,
// regions obey 5_operands.md, modifiers and saturation appear only where the
// instruction allows them. References to declarations, and the types of
// vector operands against the instruction's supported types (which need the
// declared type of a variable), are checked by the enclosing kernel or
// function (verifyRoutineRefs), which sees its whole symbol table at once.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/VISANames.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/PredefinedVars.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace visa;

namespace {

const char *className(OperandClass opClass) {
  switch (opClass) {
  case OperandClass::General: return "general";
  case OperandClass::Address: return "address";
  case OperandClass::Predicate: return "predicate";
  case OperandClass::Indirect: return "indirect";
  case OperandClass::Immediate: return "immediate";
  case OperandClass::State: return "state";
  default: return "reserved";
  }
}

/// The OperandClassBits bit of a class (0 for reserved classes).
unsigned classBit(OperandClass opClass) {
  switch (opClass) {
  case OperandClass::General: return OCGeneral;
  case OperandClass::Address: return OCAddress;
  case OperandClass::Predicate: return OCPredicate;
  case OperandClass::Indirect: return OCIndirect;
  case OperandClass::Immediate: return OCImmediate;
  case OperandClass::State: return OCState;
  default: return 0;
  }
}

class InstrVerifier {
public:
  /// `semantic`: check the spec's rules, not only the format. Off in modules
  /// from legacy truncated files, whose instruction streams IGC wrote
  /// damaged (Object::legacyTruncatedOperands).
  InstrVerifier(Operation *op, const InstrDesc &desc, bool semantic)
      : op(op), desc(desc), semantic(semantic) {}

  LogicalResult verify(ArrayAttr fields) {
    unsigned numVisited = 0;
    StoredFieldsWalk end = walkStoredFields(
        desc, fields,
        [&](unsigned index, Attribute attr) {
          return succeeded(verifyField(fieldTable()[index], attr));
        },
        &numVisited);
    switch (end) {
    case StoredFieldsWalk::Stopped:
      return failure();
    case StoredFieldsWalk::Truncated:
      if (!inLegacyTruncatedModule(op))
        return op->emitOpError()
               << "has " << fields.size()
               << " fields; its format needs more (only a module marked "
               << kLegacyTruncatedOperandsAttrName << " may omit trailing fields)";
      return success();
    case StoredFieldsWalk::NoCase:
      return op->emitOpError("no case of the instruction's format matches its fields");
    case StoredFieldsWalk::Complete:
      break;
    }
    if (numVisited != fields.size())
      return op->emitOpError() << "has " << fields.size()
                               << " fields; its format has " << numVisited;
    return success();
  }

private:
  InFlightDiagnostic error(const FieldDesc &field) {
    return op->emitOpError() << field.name << ": ";
  }

  static bool isRef(Attribute attr) {
    return llvm::isa<FlatSymbolRefAttr, IntegerAttr>(attr);
  }

  LogicalResult verifyField(const FieldDesc &field, Attribute attr) {
    switch (field.kind) {
    case FieldKind::Int:
      return verifyInt(field, attr);
    case FieldKind::Vec:
      if (auto vec = llvm::dyn_cast<VecAttr>(attr))
        return verifyVec(field, VecOperand(vec, field.isDst));
      return error(field) << "expected a vector operand";
    case FieldKind::Raw:
      if (auto raw = llvm::dyn_cast<RawAttr>(attr)) {
        if (!isRef(raw.getVar()))
          return error(field) << "expected a variable";
        if (raw.getOffset() > 0xffff)
          return error(field) << "offset " << raw.getOffset()
                              << " does not fit in 2 bytes";
        return success();
      }
      return error(field) << "expected a raw operand";
    default:
      return failure();
    }
  }

  LogicalResult verifyInt(const FieldDesc &field, Attribute attr) {
    uint64_t limit = field.bytes >= 4 ? 0xffffffffu : (1u << (8 * field.bytes)) - 1;
    if (field.role == FieldRole::Pred) {
      if (auto pred = llvm::dyn_cast<PredAttr>(attr)) {
        if (!isRef(pred.getVar()) || pred.getControl() > 0xf)
          return error(field) << "malformed predicate";
        if (!semantic)
          return success();
        if (pred.getControl() & 1)
          return error(field) << "reserved predicate bit 12 is set";
        if ((pred.getControl() & 6) == 6)
          return error(field) << "predicate combine 3 is reserved";
        return success();
      }
    } else if (roleVarKind(field.role)) {
      if (llvm::isa<FlatSymbolRefAttr>(attr))
        return success();
    } else if (field.role == FieldRole::String) {
      if (llvm::isa<StringAttr>(attr))
        return success();
    }
    auto integer = llvm::dyn_cast<IntegerAttr>(attr);
    if (!integer)
      return error(field) << "expected an integer";
    uint64_t value = integer.getValue().getZExtValue();
    if (value > limit)
      return error(field) << value << " does not fit in "
                          << unsigned(field.bytes) << " byte(s)";
    if (field.role == FieldRole::ExecSize && semantic) {
      if ((value & 7) > 5 || (value & 8))
        return error(field) << "execution size code " << (value & 0xf)
                            << " is not one of 1, 2, 4, 8, 16, 32";
      execSize = ExecInfo::decode(value).Size;
    }
    return success();
  }

  LogicalResult verifyVec(const FieldDesc &field, VecOperand vec) {
    unsigned tag = vec.getAttr().getTag();
    OperandClass opClass = vec.getClass();
    Modifier modifier = vec.getModifier();
    bool generalOrIndirect =
        opClass == OperandClass::General || opClass == OperandClass::Indirect;
    if (!isRef(vec.getAttr().getVar()))
      return error(field) << "expected a variable";
    if (tag > 0xff)
      return error(field) << "operand tag " << tag << " does not fit in a byte";
    if (!semantic)
      return success();
    if (tag > 63 || !classBit(opClass))
      return error(field) << "reserved operand tag " << tag;
    if (!(field.classes & classBit(opClass)))
      return error(field) << (opClass == OperandClass::Address ||
                                      opClass == OperandClass::Indirect ||
                                      opClass == OperandClass::Immediate
                                  ? "an "
                                  : "a ")
                          << className(opClass) << " operand is not allowed here";
    if (field.isDst && opClass == OperandClass::Immediate)
      return error(field) << "an immediate cannot be a destination";
    if (modifier != Modifier::None) {
      llvm::StringRef srcMod = desc.srcMod;
      if (!generalOrIndirect)
        return error(field) << "modifiers apply only to general and indirect operands";
      if (modifier == Modifier::Sat) {
        if (!field.isDst)
          return error(field) << "saturation applies only to a destination";
        if (!desc.saturate)
          return error(field) << "the instruction does not allow saturation";
      } else if (modifier == Modifier::Not) {
        if (srcMod != "logic" || field.isDst)
          return error(field) << "the 'not' modifier is not allowed here";
      } else if (modifier <= Modifier::NegAbs) {
        if (srcMod != "arithmetic" || field.isDst)
          return error(field) << "source modifier '"
                              << modifierSpelling(unsigned(modifier))
                              << "' is not allowed here";
      } else {
        return error(field) << "reserved modifier " << unsigned(modifier);
      }
    }
    if (opClass == OperandClass::Immediate && vec.getType() == ElemType::BOOL)
      return error(field) << "an immediate cannot have type bool";
    if (vec.getType() && vec.getTypeByte() > 0xf)
      return error(field) << "reserved type bits set";
    if (opClass == OperandClass::Indirect) {
      // V, VF, BOOL, UV: packed immediates and predicates have no memory form.
      ElemType type = *vec.getType();
      if (type == ElemType::V || type == ElemType::VF || type == ElemType::BOOL ||
          type == ElemType::UV)
        return error(field) << "an indirect operand cannot have type "
                            << elemTypeSpelling(unsigned(type));
    }
    if (generalOrIndirect && !field.scalar)
      return verifyRegion(field, vec.getRegionCode(), opClass == OperandClass::Indirect);
    return success();
  }

  LogicalResult verifyRegion(const FieldDesc &field, uint32_t region, bool indirect) {
    unsigned vsCode = region & 0xf, wCode = (region >> 4) & 0xf,
             hsCode = (region >> 8) & 0xf;
    if (region > 0xfff || vsCode > 7 || wCode > 7 || hsCode > 7)
      return error(field) << "malformed region encoding";
    // IGC leaves the region of address-taken and similar sources empty.
    if (region == 0 && !field.isDst)
      return success();
    std::optional<unsigned> hs = regionValueFromCode(hsCode);
    if (!hs)
      return error(field) << "horizontal stride is missing";
    if (*hs > 4)
      return error(field) << "horizontal stride " << *hs
                          << " is not one of 0, 1, 2, 4";
    if (field.isDst) {
      if (*hs == 0)
        return error(field) << "horizontal stride must not be 0";
      if (indirect && vsCode == 0 && wCode != 0)
        return error(field) << "a multi-address indirect operand cannot be a destination";
      return success();
    }
    std::optional<unsigned> width = regionValueFromCode(wCode);
    if (!width || *width == 0 || *width > 16)
      return error(field) << "width must be one of 1, 2, 4, 8, 16";
    std::optional<unsigned> vs = regionValueFromCode(vsCode);
    if (!vs && !indirect)
      return error(field) << "vertical stride is missing";
    if (execSize && *width > execSize)
      return error(field) << "width " << *width
                          << " is larger than the execution size " << execSize;
    return success();
  }

  Operation *op;
  const InstrDesc &desc;
  bool semantic;
  unsigned execSize = 0;
};

} // namespace

LogicalResult visa::verifyInstrOp(Operation *op) {
  const InstrDesc *desc = getInstrDesc(op);
  ArrayAttr fields = getInstrFields(op);
  if (!desc || !fields)
    return op->emitOpError("is not a well-formed instruction op");
  return InstrVerifier(op, *desc, !inLegacyTruncatedModule(op)).verify(fields);
}

//===----------------------------------------------------------------------===//
// References
//===----------------------------------------------------------------------===//

void visa::forEachVarRef(
    Operation *op,
    llvm::function_ref<void(const FieldDesc &, Attribute, VarKind)> callback) {
  const InstrDesc *desc = getInstrDesc(op);
  if (!desc)
    return;
  (void)walkStoredFields(*desc, getInstrFields(op), [&](unsigned index,
                                                       Attribute attr) {
    const FieldDesc &field = fieldTable()[index];
    switch (field.kind) {
    case FieldKind::Int:
      if (field.role == FieldRole::Pred) {
        if (auto pred = llvm::dyn_cast<PredAttr>(attr))
          callback(field, pred.getVar(), VarKind::Predicate);
      } else if (std::optional<VarKind> kind = roleVarKind(field.role)) {
        callback(field, attr, *kind);
      }
      break;
    case FieldKind::Vec:
      if (auto attrVec = llvm::dyn_cast<VecAttr>(attr)) {
        VecOperand vec(attrVec, field.isDst);
        if (std::optional<VarKind> kind =
                operandVarKind(vec.getClass(), attrVec.getStateClass()))
          callback(field, attrVec.getVar(), *kind);
      }
      break;
    case FieldKind::Raw:
      if (auto raw = llvm::dyn_cast<RawAttr>(attr))
        callback(field, raw.getVar(), VarKind::General);
      break;
    default:
      break;
    }
    return true;
  });
}

std::optional<VarKind> visa::getDeclKind(Operation *op) {
  if (llvm::isa<VarDeclOp>(op)) return VarKind::General;
  if (llvm::isa<AddrDeclOp>(op)) return VarKind::Address;
  if (llvm::isa<PredDeclOp>(op)) return VarKind::Predicate;
  if (llvm::isa<SamplerDeclOp>(op)) return VarKind::Sampler;
  if (llvm::isa<SurfaceDeclOp>(op)) return VarKind::Surface;
  if (llvm::isa<VmeDeclOp>(op)) return VarKind::Vme;
  if (llvm::isa<LabelDeclOp>(op)) return VarKind::Label;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Operand types
//===----------------------------------------------------------------------===//

// The spec's "Supported Types" line of an instruction as a mask. Types listed
// for some platforms only (`.{XEHP+}BF`) count: the dialect does not know the
// target; lowering checks per platform.
uint16_t visa::supportedTypeMask(const InstrDesc &desc) {
  static const std::vector<uint16_t> masks = [] {
    std::vector<uint16_t> result;
    for (const InstrDesc &instr : instrTable()) {
      uint16_t mask = 0;
      llvm::SmallVector<llvm::StringRef> names;
      llvm::StringRef(instr.types).split(names, ',');
      for (llvm::StringRef entry : names) {
        // "W.{XEHP+}BF" holds two names: W, and BF for some platforms.
        llvm::SmallVector<llvm::StringRef> parts;
        entry.split(parts, '.');
        for (llvm::StringRef part : parts) {
          if (part.starts_with("{"))
            part = part.drop_until([](char c) { return c == '}'; }).drop_front();
          if (std::optional<unsigned> code =
                  parseElemTypeSpelling(part.trim().lower()))
            mask |= 1u << *code;
        }
      }
      result.push_back(mask);
    }
    return result;
  }();
  size_t index = &desc - instrTable().data();
  return index < masks.size() ? masks[index] : 0;
}

namespace {

/// The spec's names of the types in `mask`, for diagnostics.
std::string typeMaskNames(uint16_t mask) {
  std::string names;
  for (unsigned code = 0; code < 16; ++code)
    if (mask & (1u << code)) {
      if (!names.empty())
        names += ", ";
      names += elemTypeSpelling(code);
    }
  return names;
}

/// Whether an operand of `type` may appear where the types of `allowed`
/// may. The packed-vector immediates count as their elements' kind
/// (2_datatypes.md, "Type Conversion"): V goes with any signed integer type,
/// UV with any unsigned one, VF with F.
bool isTypeAllowed(ElemType type, uint16_t allowed) {
  auto bits = [](std::initializer_list<ElemType> types) {
    unsigned mask = 0;
    for (ElemType t : types)
      mask |= 1u << unsigned(t);
    return mask;
  };
  switch (type) {
  case ElemType::V:
    return allowed & bits({ElemType::B, ElemType::W, ElemType::D, ElemType::Q});
  case ElemType::UV:
    return allowed & bits({ElemType::UB, ElemType::UW, ElemType::UD, ElemType::UQ});
  case ElemType::VF:
    return allowed & bits({ElemType::F});
  default:
    return allowed & (1u << unsigned(type));
  }
}

/// The type of a general variable: its declaration's (from `declTypes`,
/// by symbol) or a pre-defined variable's.
std::optional<ElemType> generalVarType(VarRef var,
                                       const llvm::StringMap<unsigned> &declTypes) {
  if (FlatSymbolRefAttr sym = var.getSymbol()) {
    auto it = declTypes.find(sym.getValue());
    if (it == declTypes.end())
      return std::nullopt;
    return ElemType(it->second);
  }
  if (var.isPredefined() && var.getPredefinedId() < predefinedVarNames().size())
    return predefinedVarType(var.getPredefinedId());
  return std::nullopt;
}

} // namespace

/// Checks every vector operand of `op` whose type is known -- the declared
/// type of a general variable (or of a pre-defined one), the type of an
/// indirect or immediate operand -- against the instruction's supported
/// types. Address, predicate and state operands have no element type here.
static bool verifyOperandTypes(Operation *op, const InstrDesc &desc,
                               const llvm::StringMap<unsigned> &declTypes) {
  uint16_t allowed = supportedTypeMask(desc);
  if (!allowed)
    return true;
  bool ok = true;
  (void)walkStoredFields(desc, getInstrFields(op), [&](unsigned index,
                                                      Attribute attr) {
    const FieldDesc &field = fieldTable()[index];
    auto attrVec = llvm::dyn_cast<VecAttr>(attr);
    if (field.kind != FieldKind::Vec || !attrVec)
      return true;
    VecOperand vec(attrVec, field.isDst);
    std::optional<ElemType> type;
    const char *what = "";
    switch (vec.getClass()) {
    case OperandClass::General:
      what = "variable ";
      type = generalVarType(vec.getVar(), declTypes);
      break;
    case OperandClass::Indirect:
      what = "indirect operand ";
      type = vec.getType();
      break;
    case OperandClass::Immediate:
      what = "immediate ";
      type = vec.getType();
      break;
    default:
      break;
    }
    if (type && !isTypeAllowed(*type, allowed)) {
      op->emitOpError() << field.name << ": " << what << "type '"
                        << elemTypeSpelling(unsigned(*type))
                        << "' is not supported by " << desc.mnemonic
                        << " (supported: " << typeMaskNames(allowed) << ")";
      ok = false;
    }
    return true;
  });
  return ok;
}

LogicalResult visa::verifyRoutineRefs(Operation *routine) {
  llvm::StringMap<VarKind> kinds;
  llvm::StringMap<unsigned> declTypes;
  Block &block = routine->getRegion(0).front();
  for (Operation &op : block) {
    if (std::optional<VarKind> kind = getDeclKind(&op))
      kinds[SymbolTable::getSymbolName(&op).getValue()] = *kind;
    if (auto decl = llvm::dyn_cast<VarDeclOp>(op))
      declTypes[decl.getSymName()] = decl.getElemType() & 0xf;
  }
  // Legacy truncated modules are checked for their format only.
  bool checkTypes = !inLegacyTruncatedModule(routine);
  bool ok = true;
  auto check = [&](Operation *user, llvm::StringRef what, Attribute ref,
                   VarKind expected) {
    auto sym = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(ref);
    if (!sym)
      return;
    auto it = kinds.find(sym.getValue());
    if (it == kinds.end()) {
      user->emitOpError() << what << ": '@" << sym.getValue()
                          << "' is not declared in this " << routine->getName();
      ok = false;
    } else if (it->second != expected) {
      user->emitOpError() << what << ": '@" << sym.getValue() << "' is a "
                          << varKindName(it->second) << ", not a "
                          << varKindName(expected);
      ok = false;
    }
  };
  for (Operation &op : block) {
    if (const InstrDesc *desc = getInstrDesc(&op)) {
      forEachVarRef(&op, [&](const FieldDesc &field, Attribute ref, VarKind kind) {
        check(&op, field.name, ref, kind);
      });
      if (checkTypes && !verifyOperandTypes(&op, *desc, declTypes))
        ok = false;
    } else if (auto decl = llvm::dyn_cast<VarDeclOp>(op)) {
      if (decl.getAlias())
        check(&op, "alias", *decl.getAlias(), VarKind::General);
    } else if (auto input = llvm::dyn_cast<InputOp>(op)) {
      check(&op, "input", input.getVar(), inputVarKind(input.getKind()));
    }
  }
  return success(ok);
}
