//===- ImportObject.cpp - Build visa dialect ops from a visa::Object ------===//
//
// Each kernel and function becomes a visa.kernel / visa.function op holding
// one declaration op per table entry (in table order, so an entry's index is
// its position among the ops of its kind) and one instruction op per
// instruction. String-pool indices become the strings themselves; ids become
// symbol references, or integers for the pre-defined variables. An id or
// index past the end of its table is an error: the import reports the first
// one (routine, instruction, field) and fails.
//
//===----------------------------------------------------------------------===//

#include "visa/Target/ISA/ObjectTranslation.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace visa;

namespace {

class RoutineImporter {
public:
  /// `tolerant`: keep out-of-range ids as integers instead of failing (files
  /// in IGC's legacy truncated form, whose instruction streams hold such ids).
  RoutineImporter(OpBuilder &builder, Location loc, const Routine &routine,
                  const ImportOptions &options, bool tolerant)
      : builder(builder), loc(loc), routine(routine), options(options),
        tolerant(tolerant) {}

  /// Fills `block` with the routine's declarations and instructions.
  LogicalResult importBody(Block &block);

  /// The routine's attribute list, or null when empty.
  ArrayAttr attributeList(const std::vector<visa::Attribute> &attrs) {
    SmallVector<mlir::Attribute> entries;
    for (const visa::Attribute &attr : attrs) {
      llvm::StringRef name = string(attr.nameIndex);
      if (options.dropBinaryOnly && name == "OutputAsmPath")
        continue;
      mlir::Attribute value;
      size_t size = attr.value.size();
      if (size == 0) {
        value = builder.getUnitAttr();
      } else if (name != "OutputAsmPath" &&
                 (size == 1 || size == 2 || size == 4 || size == 8)) {
        uint64_t v = 0;
        for (size_t i = 0; i < size; ++i)
          v |= uint64_t(attr.value[i]) << (8 * i);
        value = builder.getIntegerAttr(builder.getIntegerType(8 * size), v);
      } else {
        value = builder.getStringAttr(
            llvm::StringRef(reinterpret_cast<const char *>(attr.value.data()), size));
      }
      entries.push_back(builder.getArrayAttr({builder.getStringAttr(name), value}));
    }
    return entries.empty() ? ArrayAttr() : builder.getArrayAttr(entries);
  }

  llvm::StringRef string(uint32_t index) {
    if (index < routine.strings.size())
      return routine.strings[index];
    outOfRange("string", index, routine.strings.size(), 0);
    return "";
  }

  /// The first out-of-range id or index met, or "" if none.
  const std::string &error() const { return firstError; }

private:
  /// A unique symbol for a declaration whose real name is `name`; sets
  /// `realName` when the symbol differs from it.
  StringAttr symbolFor(llvm::StringRef name, const char *prefix, unsigned index,
                       StringAttr &realName) {
    std::string symbol = name.str();
    if (symbol.empty())
      symbol = std::string("_") + prefix + std::to_string(index);
    if (!usedSymbols.insert(symbol).second) {
      unsigned n = 1;
      while (!usedSymbols.insert(symbol + "_" + std::to_string(n)).second)
        ++n;
      symbol += "_" + std::to_string(n);
    }
    if (symbol != name)
      realName = builder.getStringAttr(name);
    return builder.getStringAttr(symbol);
  }

  /// Records that `what` id/index `id` is past the end of a table of `size`
  /// entries after `predefined` pre-defined ones.
  void outOfRange(llvm::StringRef what, uint64_t id, size_t size,
                  unsigned predefined) {
    if (!firstError.empty())
      return;
    llvm::raw_string_ostream os(firstError);
    if (!context.empty())
      os << context << ": ";
    os << what << " " << id << " is out of range (";
    if (predefined)
      os << predefined << " pre-defined and ";
    os << size << " declared)";
  }

  mlir::Attribute ref(VarKind kind, uint32_t id) {
    const std::vector<FlatSymbolRefAttr> &table = symbols[unsigned(kind)];
    unsigned predefined = numPredefined(kind);
    if (id >= predefined && id - predefined < table.size())
      return table[id - predefined];
    if (id >= predefined && !tolerant)
      outOfRange(varKindName(kind), id, declared(kind), predefined);
    return builder.getI32IntegerAttr(id);
  }

  /// How many entries the routine's table of `kind` has.
  size_t declared(VarKind kind) const {
    switch (kind) {
    case VarKind::General: return routine.variables.size();
    case VarKind::Address: return routine.addresses.size();
    case VarKind::Predicate: return routine.predicates.size();
    case VarKind::Sampler: return routine.samplers.size();
    case VarKind::Surface: return routine.surfaces.size();
    case VarKind::Vme: return routine.vmes.size();
    case VarKind::Label: return routine.labels.size();
    }
    return 0;
  }

  template <typename OpT>
  void declareCounted(const std::vector<CountedVar> &vars, VarKind kind,
                      const char *prefix) {
    for (auto [index, var] : llvm::enumerate(vars)) {
      StringAttr realName;
      StringAttr symbol = symbolFor(string(var.nameIndex), prefix, index, realName);
      builder.create<OpT>(loc, symbol, builder.getI32IntegerAttr(var.numElements),
                          attributeList(var.attributes), realName);
      symbols[unsigned(kind)].push_back(FlatSymbolRefAttr::get(symbol));
    }
  }

  mlir::Attribute importOperand(const Operand &operand);

  OpBuilder &builder;
  Location loc;
  const Routine &routine;
  const ImportOptions &options;
  bool tolerant;
  llvm::StringSet<> usedSymbols;
  std::vector<FlatSymbolRefAttr> symbols[7];
  /// Where the import is, for error messages.
  std::string context;
  std::string firstError;
};

mlir::Attribute RoutineImporter::importOperand(const Operand &operand) {
  const FieldDesc &field = operand.desc();
  MLIRContext *context = builder.getContext();
  switch (field.kind) {
  case FieldKind::Int: {
    uint32_t value = operand.intValue;
    if (std::optional<VarKind> kind = roleVarKind(field.role))
      return ref(*kind, value);
    switch (field.role) {
    case FieldRole::Pred:
      if (value == 0)
        return builder.getI32IntegerAttr(0);
      return PredAttr::get(context, ref(VarKind::Predicate, value & 0xfff),
                           value >> 12);
    case FieldRole::String:
      if (value < routine.strings.size())
        return builder.getStringAttr(routine.strings[value]);
      if (!tolerant)
        outOfRange("string", value, routine.strings.size(), 0);
      return builder.getI32IntegerAttr(value);
    default:
      return builder.getI32IntegerAttr(value);
    }
  }
  case FieldKind::Vec: {
    const ObjVecOperand &vec = operand.vec;
    mlir::Attribute var = builder.getI32IntegerAttr(vec.id);
    uint32_t predControl = 0;
    std::optional<VarKind> kind = operandVarKind(vec.opndClass(), vec.stateClass);
    if (vec.opndClass() == OperandClass::Predicate) {
      var = ref(VarKind::Predicate, vec.predValue & 0xfff);
      predControl = vec.predValue >> 12;
    } else if (vec.opndClass() == OperandClass::State && vec.stateClass > 1) {
      // State classes other than surface (0) and sampler (1) index no table
      // here: the id stays a number.
    } else if (kind) {
      var = ref(*kind, vec.id);
    }
    return VecAttr::get(context, vec.tag, var, vec.rowOffset, vec.colOffset,
                        vec.region, vec.offset, vec.width, vec.indirectOffset,
                        vec.typeByte, vec.imm, predControl, vec.stateClass);
  }
  case FieldKind::Raw:
    return RawAttr::get(context, ref(VarKind::General, operand.raw.id),
                        operand.raw.offset);
  default:
    return builder.getI32IntegerAttr(0);
  }
}

LogicalResult RoutineImporter::importBody(Block &block) {
  builder.setInsertionPointToEnd(&block);
  for (auto [index, var] : llvm::enumerate(routine.variables)) {
    StringAttr realName;
    StringAttr symbol = symbolFor(string(var.nameIndex), "v", index, realName);
    // Aliases may refer to later variables: fixed up below.
    builder.create<VarDeclOp>(
        loc, symbol, builder.getI32IntegerAttr(var.bitProperties & 0xf),
        builder.getI32IntegerAttr(var.numElements),
        builder.getI32IntegerAttr(var.bitProperties >> 4), mlir::Attribute(),
        builder.getI32IntegerAttr(var.aliasOffset),
        var.aliasScope ? builder.getI32IntegerAttr(var.aliasScope) : IntegerAttr(),
        attributeList(var.attributes), realName);
    symbols[unsigned(VarKind::General)].push_back(FlatSymbolRefAttr::get(symbol));
  }
  {
    unsigned index = 0;
    for (Operation &op : block) {
      const GeneralVar &var = routine.variables[index++];
      context = "variable " + std::to_string(index + 31) + " alias";
      if (var.aliasIndex != 0 || var.aliasOffset != 0)
        llvm::cast<VarDeclOp>(op).setAliasAttr(ref(VarKind::General, var.aliasIndex));
    }
    context.clear();
  }
  declareCounted<AddrDeclOp>(routine.addresses, VarKind::Address, "a");
  declareCounted<PredDeclOp>(routine.predicates, VarKind::Predicate, "p");
  for (auto [index, label] : llvm::enumerate(routine.labels)) {
    StringAttr realName;
    StringAttr symbol = symbolFor(string(label.nameIndex), "l", index, realName);
    builder.create<LabelDeclOp>(loc, symbol, builder.getI32IntegerAttr(label.kind),
                                attributeList(label.attributes), realName);
    symbols[unsigned(VarKind::Label)].push_back(FlatSymbolRefAttr::get(symbol));
  }
  declareCounted<SamplerDeclOp>(routine.samplers, VarKind::Sampler, "s");
  declareCounted<SurfaceDeclOp>(routine.surfaces, VarKind::Surface, "t");
  declareCounted<VmeDeclOp>(routine.vmes, VarKind::Vme, "vme");

  for (auto [index, input] : llvm::enumerate(routine.inputs)) {
    context = "input " + std::to_string(index);
    builder.create<InputOp>(loc, ref(inputVarKind(input.kind), input.id),
                            builder.getI32IntegerAttr(uint16_t(input.offset)),
                            builder.getI32IntegerAttr(input.size),
                            builder.getI32IntegerAttr(input.kind));
  }

  for (auto [index, inst] : llvm::enumerate(routine.instructions)) {
    SmallVector<mlir::Attribute> fields;
    fields.reserve(inst.operands.size());
    for (const Operand &operand : inst.operands) {
      context = "instruction " + std::to_string(index) + " (" +
                inst.desc->mnemonic + "), " + operand.desc().name;
      fields.push_back(importOperand(operand));
    }
    OperationState state(sourceLocation(loc.getContext(), options.fileName, inst.pos),
                         std::string("visa.") + inst.desc->mnemonic);
    state.addAttribute("fields", builder.getArrayAttr(fields));
    builder.create(state);
  }
  context.clear();
  return success(firstError.empty());
}

std::string toHex(const std::vector<uint8_t> &bytes) {
  return llvm::toHex(llvm::ArrayRef<uint8_t>(bytes), /*LowerCase=*/true);
}

DenseI32ArrayAttr relocs(OpBuilder &builder, const std::vector<RelocEntry> &entries) {
  if (entries.empty())
    return {};
  SmallVector<int32_t> values;
  for (const RelocEntry &e : entries) {
    values.push_back(e.symbolicIndex);
    values.push_back(e.resolvedIndex);
  }
  return builder.getDenseI32ArrayAttr(values);
}

template <typename OpT>
LogicalResult importRoutine(OpBuilder &builder, Location loc, const RoutineEntry &entry,
                            const ImportOptions &options, bool tolerant) {
  const Routine &body = entry.body;
  if (body.pos.isText() || body.pos.isBinary())
    loc = sourceLocation(builder.getContext(), options.fileName, body.pos);
  auto op = builder.create<OpT>(loc, entry.name);
  OpBuilder bodyBuilder(builder.getContext());
  RoutineImporter importer(bodyBuilder, loc, body, options, tolerant);
  auto fail = [&]() {
    return mlir::emitError(loc)
           << (std::is_same_v<OpT, KernelOp> ? "kernel '" : "function '")
           << entry.name << "': " << importer.error();
  };
  if (failed(importer.importBody(op.getBlock())))
    return fail();
  if (ArrayAttr attrs = importer.attributeList(body.attributes))
    op.setAttrsAttr(attrs);
  llvm::StringRef bodyName = importer.string(body.nameIndex);
  if (bodyName != entry.name)
    op.setBodyNameAttr(builder.getStringAttr(bodyName));
  if (auto v = relocs(builder, entry.variableRelocs))
    op.setVariableRelocsAttr(v);
  if (auto f = relocs(builder, entry.functionRelocs))
    op.setFunctionRelocsAttr(f);
  if (!options.dropBinaryOnly && !hasCanonicalStringPool(body))
    op.setStringPoolAttr(builder.getStrArrayAttr(
        SmallVector<llvm::StringRef>(body.strings.begin(), body.strings.end())));
  if (!options.dropBinaryOnly && !body.unusedTail.empty())
    op.setUnusedTailAttr(builder.getStringAttr(toHex(body.unusedTail)));
  if constexpr (std::is_same_v<OpT, KernelOp>) {
    if (!options.dropBinaryOnly && !entry.genBinaries.empty()) {
      SmallVector<mlir::Attribute> bins;
      for (const GenBinary &bin : entry.genBinaries)
        bins.push_back(builder.getDictionaryAttr(
            {builder.getNamedAttr("platform", builder.getI32IntegerAttr(bin.platform)),
             builder.getNamedAttr("bytes", builder.getStringAttr(toHex(bin.bytes)))}));
      op.setGenBinariesAttr(builder.getArrayAttr(bins));
    }
  } else {
    op.setLinkage(entry.linkage);
    op.setInputSize(body.inputSize);
    op.setReturnSize(body.returnValueSize);
  }
  if (!importer.error().empty())
    return fail();
  return success();
}

} // namespace

Location visa::sourceLocation(MLIRContext *context, llvm::StringRef file,
                              const SourcePos &pos) {
  if (pos.isText())
    return FileLineColLoc::get(context, file, pos.line, pos.column);
  Location whole = FileLineColLoc::get(context, file, 0, 0);
  if (!pos.isBinary())
    return whole;
  return FusedLoc::get(context, {whole},
                       IntegerAttr::get(IntegerType::get(context, 64),
                                        int64_t(pos.offset)));
}

std::optional<std::pair<llvm::StringRef, uint64_t>>
visa::binaryOffset(Location loc) {
  auto fused = dyn_cast<FusedLoc>(loc);
  if (!fused || fused.getLocations().size() != 1)
    return std::nullopt;
  auto offset = dyn_cast_or_null<IntegerAttr>(fused.getMetadata());
  auto file = dyn_cast<FileLineColLoc>(fused.getLocations().front());
  if (!offset || !file)
    return std::nullopt;
  return std::make_pair(file.getFilename().getValue(),
                        uint64_t(offset.getInt()));
}

OwningOpRef<ModuleOp> visa::importObject(const Object &object, MLIRContext *context,
                                         const ImportOptions &options) {
  context->getOrLoadDialect<VISADialect>();
  Location loc = FileLineColLoc::get(context, options.fileName, 0, 0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  OpBuilder builder(context);
  (*module)->setAttr("visa.version",
                     builder.getStringAttr(std::to_string(object.majorVersion) + "." +
                                           std::to_string(object.minorVersion)));
  if (object.legacyTruncatedOperands)
    (*module)->setAttr(kLegacyTruncatedOperandsAttrName, builder.getUnitAttr());
  if (!object.fileVariables.empty()) {
    SmallVector<mlir::Attribute> vars;
    for (const FileScopeVar &var : object.fileVariables) {
      SmallVector<mlir::Attribute> attrs;
      for (const visa::Attribute &attr : var.attributes)
        attrs.push_back(builder.getDictionaryAttr(
            {builder.getNamedAttr("name_index", builder.getI32IntegerAttr(attr.nameIndex)),
             builder.getNamedAttr("value", builder.getStringAttr(toHex(attr.value)))}));
      vars.push_back(builder.getDictionaryAttr(
          {builder.getNamedAttr("name", builder.getStringAttr(var.name)),
           builder.getNamedAttr("linkage", builder.getI32IntegerAttr(var.linkage)),
           builder.getNamedAttr("bit_properties", builder.getI32IntegerAttr(var.bitProperties)),
           builder.getNamedAttr("num_elements", builder.getI32IntegerAttr(var.numElements)),
           builder.getNamedAttr("attrs", builder.getArrayAttr(attrs))}));
    }
    (*module)->setAttr("visa.file_variables", builder.getArrayAttr(vars));
  }
  builder.setInsertionPointToEnd(module->getBody());
  for (const RoutineEntry &entry : object.kernels)
    if (failed(importRoutine<KernelOp>(builder, loc, entry, options,
                                           object.legacyTruncatedOperands)))
      return nullptr;
  for (const RoutineEntry &entry : object.functions)
    if (failed(importRoutine<FunctionOp>(builder, loc, entry, options,
                                           object.legacyTruncatedOperands)))
      return nullptr;
  return module;
}
