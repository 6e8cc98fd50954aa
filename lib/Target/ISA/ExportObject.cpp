//===- ExportObject.cpp - Build a visa::Object from visa dialect ops ------===//
//
// The inverse of ImportObject.cpp. Declarations are numbered by their order
// among the ops of their kind; names go into a string pool built in the
// canonical order (visa/Object/StringPool.h) or, when the routine records the
// order its file had (`string_pool`), in that order with names no longer used
// dropped and new ones appended in canonical order.
//
//===----------------------------------------------------------------------===//

#include "visa/Target/ISA/ObjectTranslation.h"
#include "NameIndices.h"
#include "visa/Object/StringPool.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace visa;

namespace {

/// Strings referred to while a routine is being built; indices are into
/// `names` until finishStringPool renumbers them. As in IGC's pools, every
/// reference gets its own entry (`add`) except attribute names (`intern`).
class NameTable {
public:
  uint32_t add(llvm::StringRef name) {
    names.push_back(name.str());
    return names.size() - 1;
  }
  uint32_t intern(llvm::StringRef name) {
    auto [it, inserted] = indices.try_emplace(name, names.size());
    if (inserted)
      names.push_back(name.str());
    return it->second;
  }
  std::vector<std::string> take() { return std::move(names); }

private:
  llvm::StringMap<uint32_t> indices;
  std::vector<std::string> names;
};

class RoutineExporter {
public:
  RoutineExporter(Operation *routineOp, Routine &routine)
      : routineOp(routineOp), routine(routine) {}

  LogicalResult exportBody(Block &block);
  LogicalResult exportAttributes(Operation *op, ArrayAttr attrs,
                                 std::vector<visa::Attribute> &out);
  void finishStringPool(ArrayAttr recordedOrder);
  NameTable names;

private:
  std::optional<uint32_t> idOf(Operation *user, llvm::StringRef what,
                               mlir::Attribute ref, VarKind kind);
  LogicalResult exportInstruction(Operation *op, const InstrDesc &desc);

  uint32_t nameOf(Operation *decl) {
    if (auto name = decl->getAttrOfType<StringAttr>("name"))
      return names.add(name.getValue());
    return names.add(SymbolTable::getSymbolName(decl).getValue());
  }

  template <typename OpT>
  LogicalResult exportCounted(OpT op, std::vector<CountedVar> &table) {
    CountedVar var;
    var.nameIndex = nameOf(op);
    if (op.getNumElements() > 0xffff)
      return op.emitOpError("more than 65535 elements");
    var.numElements = op.getNumElements();
    if (failed(exportAttributes(op, op.getAttrsAttr(), var.attributes)))
      return failure();
    table.push_back(std::move(var));
    return success();
  }

  Operation *routineOp;
  Routine &routine;
  llvm::StringMap<std::pair<VarKind, uint32_t>> symbols;
  /// String-pool operands given as plain integers (an index the imported
  /// pool did not have, as garbage in IGC's legacy truncated files holds):
  /// (instruction, operand) positions, written back unchanged.
  std::vector<std::pair<size_t, size_t>> rawStrings;
};

std::optional<uint32_t> RoutineExporter::idOf(Operation *user, llvm::StringRef what,
                                              mlir::Attribute ref, VarKind kind) {
  if (auto id = llvm::dyn_cast_or_null<IntegerAttr>(ref))
    return uint32_t(id.getValue().getZExtValue());
  auto sym = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(ref);
  if (!sym) {
    user->emitOpError() << what << ": expected a variable reference";
    return std::nullopt;
  }
  auto it = symbols.find(sym.getValue());
  if (it == symbols.end()) {
    user->emitOpError() << what << ": '@" << sym.getValue() << "' is not declared";
    return std::nullopt;
  }
  if (it->second.first != kind) {
    user->emitOpError() << what << ": '@" << sym.getValue() << "' is a "
                        << varKindName(it->second.first) << ", not a "
                        << varKindName(kind);
    return std::nullopt;
  }
  return it->second.second + numPredefined(kind);
}

LogicalResult RoutineExporter::exportAttributes(Operation *op, ArrayAttr attrs,
                                                std::vector<visa::Attribute> &out) {
  if (!attrs)
    return success();
  for (mlir::Attribute entry : attrs) {
    auto pair = llvm::dyn_cast<ArrayAttr>(entry);
    if (!pair || pair.size() != 2 || !llvm::isa<StringAttr>(pair[0]))
      return op->emitOpError("malformed attribute list entry");
    visa::Attribute attr;
    attr.nameIndex = names.intern(llvm::cast<StringAttr>(pair[0]).getValue());
    if (auto integer = llvm::dyn_cast<IntegerAttr>(pair[1])) {
      unsigned bits = integer.getType().getIntOrFloatBitWidth();
      if (bits % 8 != 0 || bits > 64)
        return op->emitOpError("attribute integers must be i8, i16, i32 or i64");
      uint64_t v = integer.getValue().getZExtValue();
      for (unsigned i = 0; i < bits / 8; ++i)
        attr.value.push_back(uint8_t(v >> (8 * i)));
    } else if (auto str = llvm::dyn_cast<StringAttr>(pair[1])) {
      attr.value.assign(str.getValue().begin(), str.getValue().end());
    } else if (!llvm::isa<UnitAttr>(pair[1])) {
      return op->emitOpError("attribute values must be integers, strings or absent");
    }
    if (attr.value.size() > 255)
      return op->emitOpError("attribute value longer than 255 bytes");
    out.push_back(std::move(attr));
  }
  return success();
}

LogicalResult RoutineExporter::exportInstruction(Operation *op, const InstrDesc &desc) {
  ArrayAttr fields = getInstrFields(op);
  if (!fields)
    return op->emitOpError("has no fields");
  Instruction inst;
  inst.desc = &desc;
  // Encodes one field; false (with a diagnostic where idOf gave none) stops.
  auto encode = [&](unsigned index, mlir::Attribute attr) -> bool {
    const FieldDesc &field = fieldTable()[index];
    Operand operand;
    operand.field = index;
    switch (field.kind) {
    case FieldKind::Int: {
      std::optional<uint32_t> value;
      std::optional<VarKind> refKind = roleVarKind(field.role);
      if (field.role == FieldRole::Pred) {
        if (auto pred = llvm::dyn_cast<PredAttr>(attr)) {
          value = idOf(op, field.name, pred.getVar(), VarKind::Predicate);
          if (value)
            *value |= pred.getControl() << 12;
        }
      } else if (refKind) {
        value = idOf(op, field.name, attr, *refKind);
      } else if (field.role == FieldRole::String) {
        if (auto str = llvm::dyn_cast<StringAttr>(attr))
          value = names.add(str.getValue());
        else
          rawStrings.push_back({routine.instructions.size(), inst.operands.size()});
      }
      if (!value) {
        if (auto integer = llvm::dyn_cast<IntegerAttr>(attr)) {
          value = uint32_t(integer.getValue().getZExtValue());
        } else {
          if (!refKind)
            op->emitOpError() << field.name << ": expected an integer";
          return false;
        }
      }
      operand.intValue = *value;
      inst.operands.push_back(operand);
      return true;
    }
    case FieldKind::Vec: {
      auto attrVec = llvm::dyn_cast<VecAttr>(attr);
      if (!attrVec) {
        op->emitOpError() << field.name << ": expected a vector operand";
        return false;
      }
      VecOperand vec(attrVec, field.isDst);
      ObjVecOperand &out = operand.vec;
      out.tag = attrVec.getTag();
      std::optional<uint32_t> id = 0;
      if (std::optional<VarKind> kind =
              operandVarKind(vec.getClass(), attrVec.getStateClass()))
        id = idOf(op, field.name, attrVec.getVar(), *kind);
      if (!id)
        return false;
      if (vec.getClass() == OperandClass::Predicate) {
        out.predValue = *id | vec.getPredControl() << 12;
        id = 0;
      }
      out.id = *id;
      out.rowOffset = attrVec.getRow();
      out.colOffset = attrVec.getCol();
      out.region = attrVec.getRegion();
      out.offset = attrVec.getOffset();
      out.width = attrVec.getWidth();
      out.indirectOffset = attrVec.getIndirectOffset();
      out.typeByte = attrVec.getTypeByte();
      out.imm = attrVec.getImm();
      out.stateClass = attrVec.getStateClass();
      inst.operands.push_back(operand);
      return true;
    }
    case FieldKind::Raw: {
      auto raw = llvm::dyn_cast<RawAttr>(attr);
      if (!raw) {
        op->emitOpError() << field.name << ": expected a raw operand";
        return false;
      }
      std::optional<uint32_t> id = idOf(op, field.name, raw.getVar(), VarKind::General);
      if (!id)
        return false;
      operand.raw.id = *id;
      operand.raw.offset = raw.getOffset();
      inst.operands.push_back(operand);
      return true;
    }
    default:
      return false;
    }
  };
  unsigned numVisited = 0;
  switch (walkStoredFields(desc, fields, encode, &numVisited)) {
  case StoredFieldsWalk::Stopped:
    return failure();
  case StoredFieldsWalk::NoCase:
    return op->emitOpError("no case of the instruction's format matches its fields");
  case StoredFieldsWalk::Truncated: // the verifier allowed it: a legacy file
  case StoredFieldsWalk::Complete:
    break;
  }
  if (numVisited != fields.size())
    return op->emitOpError() << "has " << fields.size()
                             << " fields; its format has " << numVisited;
  routine.instructions.push_back(std::move(inst));
  return success();
}

LogicalResult RoutineExporter::exportBody(Block &block) {
  // Number the declarations first: instructions and aliases may refer to
  // any of them.
  uint32_t counts[7] = {};
  for (Operation &op : block) {
    std::optional<VarKind> kind = getDeclKind(&op);
    if (!kind)
      continue;
    llvm::StringRef name = SymbolTable::getSymbolName(&op).getValue();
    if (!symbols.try_emplace(name, *kind, counts[unsigned(*kind)]++).second)
      return op.emitOpError() << "redefines '@" << name << "'";
  }

  for (Operation &op : block) {
    if (auto decl = llvm::dyn_cast<VarDeclOp>(op)) {
      GeneralVar var;
      var.nameIndex = nameOf(decl);
      if (decl.getElemType() > 0xf || decl.getAlign() > 0xf)
        return decl.emitOpError("type or alignment code out of range");
      var.bitProperties = decl.getElemType() | decl.getAlign() << 4;
      if (decl.getNumElements() > 0xffff || decl.getAliasOffset() > 0xffff)
        return decl.emitOpError("element count or alias offset out of range");
      var.numElements = decl.getNumElements();
      if (decl.getAlias()) {
        std::optional<uint32_t> id =
            idOf(decl, "alias", *decl.getAlias(), VarKind::General);
        if (!id)
          return failure();
        var.aliasIndex = *id;
      }
      var.aliasOffset = decl.getAliasOffset();
      var.aliasScope = decl.getAliasScope().value_or(0);
      if (failed(exportAttributes(decl, decl.getAttrsAttr(), var.attributes)))
        return failure();
      routine.variables.push_back(std::move(var));
    } else if (auto decl = llvm::dyn_cast<AddrDeclOp>(op)) {
      if (failed(exportCounted(decl, routine.addresses)))
        return failure();
    } else if (auto decl = llvm::dyn_cast<PredDeclOp>(op)) {
      if (failed(exportCounted(decl, routine.predicates)))
        return failure();
    } else if (auto decl = llvm::dyn_cast<SamplerDeclOp>(op)) {
      if (failed(exportCounted(decl, routine.samplers)))
        return failure();
    } else if (auto decl = llvm::dyn_cast<SurfaceDeclOp>(op)) {
      if (failed(exportCounted(decl, routine.surfaces)))
        return failure();
    } else if (auto decl = llvm::dyn_cast<VmeDeclOp>(op)) {
      if (failed(exportCounted(decl, routine.vmes)))
        return failure();
    } else if (auto decl = llvm::dyn_cast<LabelDeclOp>(op)) {
      LabelInfo label;
      label.nameIndex = nameOf(decl);
      label.kind = decl.getKind();
      if (failed(exportAttributes(decl, decl.getAttrsAttr(), label.attributes)))
        return failure();
      routine.labels.push_back(std::move(label));
    } else if (auto input = llvm::dyn_cast<InputOp>(op)) {
      if (!routine.isKernel)
        return input.emitOpError("functions have no inputs");
      InputInfo info;
      info.kind = input.getKind();
      std::optional<uint32_t> id =
          idOf(input, "input", input.getVar(), inputVarKind(info.kind));
      if (!id)
        return failure();
      info.id = *id;
      info.offset = int16_t(input.getOffset());
      info.size = input.getSize();
      routine.inputs.push_back(info);
    } else if (const InstrDesc *desc = getInstrDesc(&op)) {
      if (failed(exportInstruction(&op, *desc)))
        return failure();
    } else {
      return op.emitOpError("cannot be exported to vISA");
    }
  }
  return success();
}

void RoutineExporter::finishStringPool(ArrayAttr recordedOrder) {
  routine.strings = names.take();
  auto rawOperand = [&](std::pair<size_t, size_t> at) -> uint32_t & {
    return routine.instructions[at.first].operands[at.second].intValue;
  };
  if (!recordedOrder) {
    std::vector<uint32_t> raw;
    for (auto at : rawStrings)
      raw.push_back(rawOperand(at));
    canonicalizeStringPool(routine);
    for (size_t i = 0; i < raw.size(); ++i)
      rawOperand(rawStrings[i]) = raw[i];
    return;
  }
  // Follow the recorded order. Its entries whose string the canonical pool
  // still has are kept in place, strings it lacks are appended in canonical
  // order, and the k-th reference to a string (in NameIndices.h order) takes
  // the k-th entry holding it (the last one once they run out), which is how
  // IGC's pools number repeated names.
  Routine canonical = routine;
  // Raw operands name no string: let them refer to the routine's name,
  // which every pool holds, so they add no entry.
  for (auto at : rawStrings)
    canonical.instructions[at.first].operands[at.second].intValue =
        canonical.nameIndex;
  canonicalizeStringPool(canonical);
  llvm::StringMap<SmallVector<uint32_t, 1>> entries;
  for (const std::string &str : canonical.strings)
    entries.try_emplace(str);
  std::vector<std::string> pool;
  for (mlir::Attribute entry : recordedOrder) {
    llvm::StringRef str = llvm::cast<StringAttr>(entry).getValue();
    auto it = entries.find(str);
    if (it == entries.end())
      continue;
    it->second.push_back(pool.size());
    pool.push_back(str.str());
  }
  llvm::StringSet<> recorded;
  for (mlir::Attribute entry : recordedOrder)
    recorded.insert(llvm::cast<StringAttr>(entry).getValue());
  for (const std::string &str : canonical.strings) {
    if (recorded.contains(str))
      continue;
    entries[str].push_back(pool.size());
    pool.push_back(str);
  }
  llvm::DenseSet<const uint32_t *> rawIndices;
  for (auto at : rawStrings)
    rawIndices.insert(&rawOperand(at));
  llvm::StringMap<unsigned> taken;
  forEachNameIndex(routine, [&](uint32_t &index) {
    if (rawIndices.contains(&index))
      return;
    const std::string &str = routine.strings[index];
    SmallVector<uint32_t, 1> &slots = entries[str];
    unsigned &k = taken[str];
    index = slots[std::min<size_t>(k, slots.size() - 1)];
    ++k;
  });
  routine.strings = std::move(pool);
}

std::vector<RelocEntry> relocs(std::optional<llvm::ArrayRef<int32_t>> values) {
  std::vector<RelocEntry> entries;
  if (!values)
    return entries;
  for (size_t i = 0; i + 1 < values->size(); i += 2)
    entries.push_back({uint16_t((*values)[i]), uint16_t((*values)[i + 1])});
  return entries;
}

template <typename OpT>
FailureOr<RoutineEntry> exportRoutine(OpT op) {
  RoutineEntry entry;
  entry.name = op.getSymName().str();
  Routine &routine = entry.body;
  routine.isKernel = std::is_same_v<OpT, KernelOp>;
  RoutineExporter exporter(op, routine);
  routine.nameIndex = exporter.names.add(
      op.getBodyName() ? *op.getBodyName() : op.getSymName());
  if (failed(exporter.exportBody(op.getBlock())) ||
      failed(exporter.exportAttributes(op, op.getAttrsAttr(), routine.attributes)))
    return failure();
  if (op.getVariableRelocs() && op.getVariableRelocs()->size() % 2)
    return op.emitOpError("relocation tables hold (symbolic, resolved) pairs");
  entry.variableRelocs = relocs(op.getVariableRelocs());
  entry.functionRelocs = relocs(op.getFunctionRelocs());
  if constexpr (std::is_same_v<OpT, KernelOp>) {
    if (ArrayAttr bins = op.getGenBinariesAttr()) {
      for (mlir::Attribute bin : bins) {
        auto dict = llvm::dyn_cast<DictionaryAttr>(bin);
        auto platform = dict ? dict.getAs<IntegerAttr>("platform") : IntegerAttr();
        auto bytes = dict ? dict.getAs<StringAttr>("bytes") : StringAttr();
        std::string raw;
        if (!platform || !bytes || !llvm::tryGetFromHex(bytes.getValue(), raw))
          return op.emitOpError(
              "gen_binaries entries need a platform and hexadecimal bytes");
        GenBinary gen;
        gen.platform = platform.getInt();
        gen.bytes.assign(raw.begin(), raw.end());
        entry.genBinaries.push_back(std::move(gen));
      }
    }
  } else {
    entry.linkage = op.getLinkage();
    routine.inputSize = op.getInputSize();
    routine.returnValueSize = op.getReturnSize();
  }
  if (StringAttr tail = op.getUnusedTailAttr()) {
    std::string raw;
    if (!llvm::tryGetFromHex(tail.getValue(), raw))
      return op.emitOpError("unused_tail must be hexadecimal");
    routine.unusedTail.assign(raw.begin(), raw.end());
  }
  exporter.finishStringPool(op.getStringPoolAttr());
  return entry;
}

} // namespace

FailureOr<Object> visa::exportObject(ModuleOp module) {
  Object object;
  if (auto version = module->getAttrOfType<StringAttr>("visa.version")) {
    auto [major, minor] = version.getValue().split('.');
    unsigned majorValue, minorValue;
    if (major.getAsInteger(10, majorValue) || minor.getAsInteger(10, minorValue) ||
        majorValue > 255 || minorValue > 255)
      return module.emitError("visa.version must read MAJOR.MINOR");
    object.majorVersion = majorValue;
    object.minorVersion = minorValue;
  }
  object.legacyTruncatedOperands = module->hasAttr(kLegacyTruncatedOperandsAttrName);
  if (auto vars = module->getAttrOfType<ArrayAttr>("visa.file_variables")) {
    for (mlir::Attribute entry : vars) {
      auto dict = llvm::dyn_cast<DictionaryAttr>(entry);
      if (!dict)
        return module.emitError("malformed visa.file_variables");
      FileScopeVar var;
      auto name = dict.getAs<StringAttr>("name");
      auto linkage = dict.getAs<IntegerAttr>("linkage");
      auto bits = dict.getAs<IntegerAttr>("bit_properties");
      auto count = dict.getAs<IntegerAttr>("num_elements");
      auto attrs = dict.getAs<ArrayAttr>("attrs");
      if (!name || !linkage || !bits || !count || !attrs)
        return module.emitError("malformed visa.file_variables");
      var.name = name.getValue().str();
      var.linkage = linkage.getInt();
      var.bitProperties = bits.getInt();
      var.numElements = count.getInt();
      for (mlir::Attribute a : attrs) {
        auto ad = llvm::dyn_cast<DictionaryAttr>(a);
        auto index = ad ? ad.getAs<IntegerAttr>("name_index") : IntegerAttr();
        auto value = ad ? ad.getAs<StringAttr>("value") : StringAttr();
        std::string raw;
        if (!index || !value || !llvm::tryGetFromHex(value.getValue(), raw))
          return module.emitError("malformed visa.file_variables attribute");
        visa::Attribute attr;
        attr.nameIndex = index.getInt();
        attr.value.assign(raw.begin(), raw.end());
        var.attributes.push_back(std::move(attr));
      }
      object.fileVariables.push_back(std::move(var));
    }
  }
  for (Operation &op : module.getBody()->getOperations()) {
    if (auto kernel = llvm::dyn_cast<KernelOp>(op)) {
      FailureOr<RoutineEntry> entry = exportRoutine(kernel);
      if (failed(entry))
        return failure();
      object.kernels.push_back(std::move(*entry));
    } else if (auto function = llvm::dyn_cast<FunctionOp>(op)) {
      FailureOr<RoutineEntry> entry = exportRoutine(function);
      if (failed(entry))
        return failure();
      object.functions.push_back(std::move(*entry));
    } else {
      return op.emitOpError("cannot be exported to vISA (expected visa.kernel "
                            "or visa.function)");
    }
  }
  return object;
}
