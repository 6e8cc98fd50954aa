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

#include "visa/Dialect/VISA/FieldWalk.h"
#include "visa/Dialect/VISA/VISANames.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/PredefinedVars.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace visa;

namespace {

const char *className(unsigned opClass) {
  switch (opClass) {
  case 0: return "general";
  case 1: return "address";
  case 2: return "predicate";
  case 3: return "indirect";
  case 5: return "immediate";
  case 6: return "state";
  default: return "reserved";
  }
}

unsigned classBit(unsigned opClass) {
  switch (opClass) {
  case 0: return OCGeneral;
  case 1: return OCAddress;
  case 2: return OCPredicate;
  case 3: return OCIndirect;
  case 5: return OCImmediate;
  case 6: return OCState;
  default: return 0;
  }
}

bool allowsTruncation(Operation *op) {
  auto module = op->getParentOfType<ModuleOp>();
  return module && module->hasAttr("visa.legacy_truncated_operands");
}

class InstrVerifier {
public:
  /// `semantic`: check the spec's rules, not only the format. Off in modules
  /// from legacy truncated files, whose instruction streams IGC wrote
  /// damaged (Object::legacyTruncatedOperands).
  InstrVerifier(Operation *op, const InstrDesc &desc, bool semantic)
      : op(op), desc(desc), semantic(semantic) {}

  LogicalResult verify(ArrayAttr fields) {
    unsigned next = 0;
    bool failedHere = false, truncated = false;
    LogicalResult walked = walkFields(desc, [&](unsigned index) -> std::optional<uint64_t> {
      if (next >= fields.size()) {
        truncated = true;
        return std::nullopt;
      }
      std::optional<uint64_t> value = verifyField(fieldTable()[index], fields[next++]);
      failedHere |= !value;
      return value;
    });
    if (truncated && !failedHere) {
      if (!allowsTruncation(op))
        return op->emitOpError()
               << "has " << fields.size()
               << " fields; its format needs more (only a module marked "
                  "visa.legacy_truncated_operands may omit trailing fields)";
      return success();
    }
    if (failed(walked)) {
      if (!failedHere)
        op->emitOpError("no case of the instruction's format matches its fields");
      return failure();
    }
    if (next != fields.size())
      return op->emitOpError() << "has " << fields.size()
                               << " fields; its format has " << next;
    return success();
  }

private:
  InFlightDiagnostic error(const FieldDesc &field) {
    return op->emitOpError() << field.name << ": ";
  }

  std::optional<uint64_t> fail(InFlightDiagnostic &&) { return std::nullopt; }

  static bool isRef(Attribute attr) {
    return llvm::isa<FlatSymbolRefAttr, IntegerAttr>(attr);
  }

  std::optional<uint64_t> verifyField(const FieldDesc &field, Attribute attr) {
    switch (field.kind) {
    case FieldKind::Int:
      return verifyInt(field, attr);
    case FieldKind::Vec:
      if (auto vec = llvm::dyn_cast<VecAttr>(attr)) {
        if (failed(verifyVec(field, vec)))
          return std::nullopt;
        return 0;
      }
      return fail(error(field) << "expected a vector operand");
    case FieldKind::Raw:
      if (auto raw = llvm::dyn_cast<RawAttr>(attr)) {
        if (!isRef(raw.getVar()))
          return fail(error(field) << "expected a variable");
        if (raw.getOffset() > 0xffff)
          return fail(error(field) << "offset " << raw.getOffset()
                                   << " does not fit in 2 bytes");
        return 0;
      }
      return fail(error(field) << "expected a raw operand");
    default:
      return std::nullopt;
    }
  }

  std::optional<uint64_t> verifyInt(const FieldDesc &field, Attribute attr) {
    uint64_t limit = field.bytes >= 4 ? 0xffffffffu : (1u << (8 * field.bytes)) - 1;
    switch (field.role) {
    case FieldRole::Pred:
      if (auto pred = llvm::dyn_cast<PredAttr>(attr)) {
        if (!isRef(pred.getVar()) || pred.getControl() > 0xf)
          return fail(error(field) << "malformed predicate");
        if (!semantic)
          return 1;
        if (pred.getControl() & 1)
          return fail(error(field) << "reserved predicate bit 12 is set");
        if ((pred.getControl() & 6) == 6)
          return fail(error(field) << "predicate combine 3 is reserved");
        return 1;
      }
      break;
    case FieldRole::Label:
    case FieldRole::Surface:
    case FieldRole::Sampler:
    case FieldRole::Vme:
      if (llvm::isa<FlatSymbolRefAttr>(attr))
        return 0;
      break;
    case FieldRole::String:
      if (llvm::isa<StringAttr>(attr))
        return 0;
      break;
    default:
      break;
    }
    auto integer = llvm::dyn_cast<IntegerAttr>(attr);
    if (!integer)
      return fail(error(field) << "expected an integer");
    uint64_t value = integer.getValue().getZExtValue();
    if (value > limit)
      return fail(error(field) << value << " does not fit in "
                               << unsigned(field.bytes) << " byte(s)");
    if (field.role == FieldRole::ExecSize && semantic) {
      if ((value & 7) > 5 || (value & 8))
        return fail(error(field) << "execution size code " << (value & 0xf)
                                 << " is not one of 1, 2, 4, 8, 16, 32");
      execSize = execSizeFromCode(value & 7);
    }
    return value;
  }

  LogicalResult verifyVec(const FieldDesc &field, VecAttr vec) {
    unsigned tag = vec.getTag();
    unsigned opClass = tag & 7, modifier = (tag >> 3) & 7;
    if (!isRef(vec.getVar()))
      return error(field) << "expected a variable";
    if (tag > 0xff)
      return error(field) << "operand tag " << tag << " does not fit in a byte";
    if (!semantic)
      return success();
    if (tag > 63 || !classBit(opClass))
      return error(field) << "reserved operand tag " << tag;
    if (!(field.classes & classBit(opClass)))
      return error(field) << (opClass == 1 || opClass == 3 || opClass == 5 ? "an " : "a ")
                          << className(opClass) << " operand is not allowed here";
    if (field.isDst && opClass == 5)
      return error(field) << "an immediate cannot be a destination";
    if (!isRef(vec.getVar()))
      return error(field) << "expected a variable";
    if (modifier != 0) {
      llvm::StringRef srcMod = desc.srcMod;
      if (opClass != 0 && opClass != 3)
        return error(field) << "modifiers apply only to general and indirect operands";
      if (modifier == 4) {
        if (!field.isDst)
          return error(field) << "saturation applies only to a destination";
        if (!desc.saturate)
          return error(field) << "the instruction does not allow saturation";
      } else if (modifier == 5) {
        if (srcMod != "logic" || field.isDst)
          return error(field) << "the 'not' modifier is not allowed here";
      } else if (modifier <= 3) {
        if (srcMod != "arithmetic" || field.isDst)
          return error(field) << "source modifier '" << modifierSpelling(modifier)
                              << "' is not allowed here";
      } else {
        return error(field) << "reserved modifier " << modifier;
      }
    }
    if (opClass == 5 && (vec.getTypeByte() & 0xf) == 0xA)
      return error(field) << "an immediate cannot have type bool";
    if ((opClass == 5 || opClass == 3) && vec.getTypeByte() > 0xf)
      return error(field) << "reserved type bits set";
    if (opClass == 3) {
      unsigned type = vec.getTypeByte() & 0xf;
      // V, VF, BOOL, UV: packed immediates and predicates have no memory form.
      if (type == 0x8 || type == 0x9 || type == 0xA || type == 0xC)
        return error(field) << "an indirect operand cannot have type "
                            << elemTypeSpelling(type);
    }
    if ((opClass == 0 || opClass == 3) && !field.scalar)
      return verifyRegion(field, vec.getRegion(), opClass == 3);
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
  auto fields = llvm::dyn_cast_or_null<ArrayAttr>(
      op->getInherentAttr("fields").value_or(Attribute()));
  if (!desc || !fields)
    return op->emitOpError("is not a well-formed instruction op");
  return InstrVerifier(op, *desc, !allowsTruncation(op)).verify(fields);
}

//===----------------------------------------------------------------------===//
// References
//===----------------------------------------------------------------------===//

void visa::forEachVarRef(
    Operation *op,
    llvm::function_ref<void(const FieldDesc &, Attribute, VarKind)> callback) {
  const InstrDesc *desc = getInstrDesc(op);
  auto fields = llvm::dyn_cast_or_null<ArrayAttr>(
      op->getInherentAttr("fields").value_or(Attribute()));
  if (!desc || !fields)
    return;
  unsigned next = 0;
  (void)walkFields(*desc, [&](unsigned index) -> std::optional<uint64_t> {
    if (next >= fields.size())
      return std::nullopt;
    const FieldDesc &field = fieldTable()[index];
    Attribute attr = fields[next++];
    switch (field.kind) {
    case FieldKind::Int:
      switch (field.role) {
      case FieldRole::Pred:
        if (auto pred = llvm::dyn_cast<PredAttr>(attr))
          callback(field, pred.getVar(), VarKind::Predicate);
        break;
      case FieldRole::Label: callback(field, attr, VarKind::Label); break;
      case FieldRole::Surface: callback(field, attr, VarKind::Surface); break;
      case FieldRole::Sampler: callback(field, attr, VarKind::Sampler); break;
      case FieldRole::Vme: callback(field, attr, VarKind::Vme); break;
      default: break;
      }
      if (auto i = llvm::dyn_cast<IntegerAttr>(attr))
        return i.getValue().getZExtValue();
      return 0;
    case FieldKind::Vec:
      if (auto vec = llvm::dyn_cast<VecAttr>(attr)) {
        switch (vec.getTag() & 7) {
        case 0: callback(field, vec.getVar(), VarKind::General); break;
        case 1:
        case 3: callback(field, vec.getVar(), VarKind::Address); break;
        case 2: callback(field, vec.getVar(), VarKind::Predicate); break;
        case 6:
          callback(field, vec.getVar(),
                   vec.getStateClass() == 1 ? VarKind::Sampler : VarKind::Surface);
          break;
        default: break;
        }
      }
      return 0;
    case FieldKind::Raw:
      if (auto raw = llvm::dyn_cast<RawAttr>(attr))
        callback(field, raw.getVar(), VarKind::General);
      return 0;
    default:
      return std::nullopt;
    }
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

/// Whether an operand of type `code` may appear where the types of `allowed`
/// may. The packed-vector immediates count as their elements' kind
/// (2_datatypes.md, "Type Conversion"): V goes with any signed integer type,
/// UV with any unsigned one, VF with F.
bool isTypeAllowed(unsigned code, uint16_t allowed) {
  // Element type codes (2_datatypes.md).
  enum : unsigned {
    UD = 0x0, D = 0x1, UW = 0x2, W = 0x3, UB = 0x4, B = 0x5, F = 0x7,
    V = 0x8, VF = 0x9, UQ = 0xB, UV = 0xC, Q = 0xD,
  };
  auto bits = [](std::initializer_list<unsigned> codes) {
    unsigned mask = 0;
    for (unsigned c : codes)
      mask |= 1u << c;
    return mask;
  };
  switch (code) {
  case V: return allowed & bits({B, W, D, Q});
  case UV: return allowed & bits({UB, UW, UD, UQ});
  case VF: return allowed & bits({F});
  default: return allowed & (1u << code);
  }
}

} // namespace

/// Checks every vector operand of `op` whose type is known -- the declared
/// type of a general variable (or of a pre-defined one), the type of an
/// indirect or immediate operand -- against the instruction's supported
/// types. Address, predicate and state operands have no element type here.
static bool verifyOperandTypes(Operation *op, const InstrDesc &desc,
                               const llvm::StringMap<unsigned> &declTypes) {
  uint16_t allowed = supportedTypeMask(desc);
  auto fields = llvm::dyn_cast_or_null<ArrayAttr>(
      op->getInherentAttr("fields").value_or(Attribute()));
  if (!allowed || !fields)
    return true;
  bool ok = true;
  unsigned next = 0;
  (void)walkFields(desc, [&](unsigned index) -> std::optional<uint64_t> {
    if (next >= fields.size())
      return std::nullopt;
    const FieldDesc &field = fieldTable()[index];
    Attribute attr = fields[next++];
    if (field.kind == FieldKind::Int) {
      if (auto i = llvm::dyn_cast<IntegerAttr>(attr))
        return i.getValue().getZExtValue();
      return 1; // a symbol or predicate: only its non-zeroness matters
    }
    auto vec = llvm::dyn_cast<VecAttr>(attr);
    if (field.kind != FieldKind::Vec || !vec)
      return 0;
    std::optional<unsigned> type;
    const char *what = "";
    switch (vec.getTag() & 7) {
    case 0: // General
      what = "variable ";
      if (auto sym = llvm::dyn_cast<FlatSymbolRefAttr>(vec.getVar())) {
        auto it = declTypes.find(sym.getValue());
        if (it != declTypes.end())
          type = it->second;
      } else if (auto id = llvm::dyn_cast<IntegerAttr>(vec.getVar())) {
        if (id.getValue().getZExtValue() < predefinedVarNames().size())
          type = unsigned(predefinedVarType(id.getValue().getZExtValue()));
      }
      break;
    case 3: // Indirect
      what = "indirect operand ";
      type = vec.getTypeByte() & 0xf;
      break;
    case 5: // Immediate
      what = "immediate ";
      type = vec.getTypeByte() & 0xf;
      break;
    default:
      break;
    }
    if (type && !isTypeAllowed(*type, allowed)) {
      op->emitOpError() << field.name << ": " << what << "type '"
                        << elemTypeSpelling(*type) << "' is not supported by "
                        << desc.mnemonic << " (supported: "
                        << typeMaskNames(allowed) << ")";
      ok = false;
    }
    return 0;
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
  bool checkTypes = !allowsTruncation(routine);
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
      unsigned category = input.getKind() & 3;
      check(&op, "input", input.getVar(),
            category == 1 ? VarKind::Sampler
                          : category == 2 ? VarKind::Surface : VarKind::General);
    }
  }
  return success(ok);
}
