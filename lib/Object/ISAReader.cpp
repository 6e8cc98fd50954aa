//===- ISAReader.cpp - Decode a binary .isa file into an Object -----------===//
//
// Reads common_isa_header, then every kernel and function object it points
// at (visa-spec/4_visa_header.md). Instructions are decoded by walking the
// field table generated from Instructions.td; nothing here knows the layout
// of a particular opcode. Every offset and size in the file is checked both
// against the file and against the canonical layout the writer produces, so
// what is accepted round-trips byte for byte.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/ISAReader.h"
#include "ByteCursor.h"
#include "ISAFormat.h"
#include "visa/Object/Diagnostic.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace visa {
namespace {

/// Decodes one kernel or function object confined to its byte range.
class RoutineReader {
public:
  RoutineReader(ArrayRef<uint8_t> file, uint64_t begin, uint64_t end,
                unsigned majorVersion, bool legacy)
      : file(file), cur(file, begin, end), begin(begin), end(end),
        majorVersion(majorVersion), legacy(legacy) {}

  /// Fills `routine`; `inputOffset` (kernels only) is the header's
  /// input_offset, which must point at num_inputs.
  Error read(Routine &routine, uint32_t inputOffset);

private:
  void readAttributes(std::vector<Attribute> &attrs, uint64_t count);
  void readCountedVars(std::vector<CountedVar> &vars, uint64_t count,
                       const char *what);
  void readInstruction(Instruction &inst);
  void readFields(unsigned first, unsigned count, Instruction &inst);
  void readField(unsigned index, Instruction &inst);
  void readVec(ObjVecOperand &vec);
  uint32_t valueOf(const Instruction &inst, unsigned fieldIndex);
  bool hasValue(const Instruction &inst, unsigned fieldIndex);
  bool countLeaves(unsigned first, unsigned count, const Instruction &inst,
                   uint64_t &leaves);
  bool legacyFieldBudgetLeft(const Instruction &inst);

  ArrayRef<uint8_t> file;
  ByteCursor cur;
  uint64_t begin, end;
  unsigned majorVersion;
  /// Decode the IGC 1.0.12504 legacy form (Object::legacyTruncatedOperands).
  bool legacy;
  /// Legacy form: Exec_size/Pred fields of the instruction being decoded,
  /// and whether its truncation point has been reached.
  unsigned droppedFields = 0;
  bool stopped = false;
  /// Where the last Int field started (to report or undo a count).
  uint64_t lastIntAt = 0;

  bool legacyCountPlausible(const Instruction &inst, const FieldDesc &list,
                            uint32_t count);
};

void RoutineReader::readAttributes(std::vector<Attribute> &attrs,
                                   uint64_t count) {
  if (!cur.fits(count, isa::kMinAttributeBytes, "attribute"))
    return;
  attrs.resize(count);
  for (Attribute &attr : attrs) {
    attr.nameIndex = cur.u32("attribute name");
    uint8_t size = cur.u8("attribute size");
    ArrayRef<uint8_t> value = cur.bytes(size, "attribute value");
    attr.value.assign(value.begin(), value.end());
    if (!cur.ok())
      return;
  }
}

void RoutineReader::readCountedVars(std::vector<CountedVar> &vars,
                                    uint64_t count, const char *what) {
  if (!cur.fits(count, isa::kMinCountedVarBytes, what))
    return;
  vars.resize(count);
  for (CountedVar &var : vars) {
    var.nameIndex = cur.u32(what);
    var.numElements = cur.u16(what);
    readAttributes(var.attributes, cur.u8("attribute count"));
    if (!cur.ok())
      return;
  }
}

void RoutineReader::readVec(ObjVecOperand &vec) {
  uint64_t at = cur.offset();
  vec.tag = cur.u8("operand tag");
  switch (vec.opndClass()) {
  case OperandClass::General:
    vec.id = cur.u32("general operand");
    vec.rowOffset = cur.u8("general operand");
    vec.colOffset = cur.u8("general operand");
    vec.region = cur.u16("general operand");
    break;
  case OperandClass::Address:
    vec.id = cur.u16("address operand");
    vec.offset = cur.u8("address operand");
    vec.width = cur.u8("address operand");
    break;
  case OperandClass::Predicate:
    vec.predValue = cur.u16("predicate operand");
    break;
  case OperandClass::Indirect:
    vec.id = cur.u16("indirect operand");
    vec.offset = cur.u8("indirect operand");
    vec.indirectOffset = int16_t(cur.u16("indirect operand"));
    vec.typeByte = cur.u8("indirect operand");
    vec.region = cur.u16("indirect operand");
    break;
  case OperandClass::Immediate:
    vec.typeByte = cur.u8("immediate operand");
    vec.imm = cur.readUInt(isa::isWideImmediate(vec.typeByte) ? 8 : 4,
                           "immediate operand");
    break;
  case OperandClass::State:
    vec.stateClass = cur.u8("state operand");
    vec.id = cur.u16("state operand");
    vec.offset = cur.u8("state operand");
    break;
  default:
    if (cur.ok())
      cur.fail(at, "reserved operand class " + Twine(vec.tag & 7) +
                       " in vector operand tag " + Twine(unsigned(vec.tag)));
  }
}

uint32_t RoutineReader::valueOf(const Instruction &inst, unsigned fieldIndex) {
  for (auto it = inst.operands.rbegin(); it != inst.operands.rend(); ++it)
    if (it->field == fieldIndex)
      return it->intValue;
  // The generator only lets List/Switch refer to an earlier Int field, and
  // the reader decodes fields in order, so the value is always there.
  return 0;
}

bool RoutineReader::hasValue(const Instruction &inst, unsigned fieldIndex) {
  for (const Operand &op : inst.operands)
    if (op.field == fieldIndex)
      return true;
  return false;
}

/// Counts the leaf fields (Int/Vec/Raw) the complete encoding of fields
/// [first, first+count) has, given the values decoded so far. Returns false
/// if the count depends on a value not decoded yet.
bool RoutineReader::countLeaves(unsigned first, unsigned count,
                                const Instruction &inst, uint64_t &leaves) {
  for (unsigned i = first; i < first + count; ++i) {
    const FieldDesc &field = fieldTable()[i];
    if (field.kind == FieldKind::List) {
      if (!hasValue(inst, field.ref))
        return false;
      uint64_t perElement = 0;
      if (!countLeaves(field.first, 1, inst, perElement))
        return false;
      leaves += perElement * valueOf(inst, field.ref);
    } else if (field.kind == FieldKind::Switch) {
      if (!hasValue(inst, field.ref))
        return false;
      uint32_t key = valueOf(inst, field.ref) & field.mask;
      for (const CaseDesc &c : caseTable().slice(field.first, field.count)) {
        ArrayRef<int32_t> values = caseValueTable().slice(c.firstValue, c.numValues);
        if (!values.empty() && llvm::find(values, int32_t(key)) == values.end())
          continue;
        if (!countLeaves(c.firstField, c.numFields, inst, leaves))
          return false;
        break;
      }
    } else {
      ++leaves;
    }
  }
  return true;
}

/// Legacy form: IGC writes the first (leaves - droppedFields) leaf fields.
bool RoutineReader::legacyFieldBudgetLeft(const Instruction &inst) {
  if (stopped)
    return false;
  uint64_t leaves = 0;
  if (!countLeaves(inst.desc->firstField, inst.desc->numFields, inst, leaves))
    return true; // depends on a field still to come: keep reading
  if (inst.operands.size() + droppedFields >= leaves)
    stopped = true;
  return !stopped;
}

/// Legacy form: a count was written only if it lies before the truncation
/// point its own value implies, and it never exceeds the list's maximum.
bool RoutineReader::legacyCountPlausible(const Instruction &inst,
                                         const FieldDesc &list, uint32_t count) {
  if (list.mask && count > list.mask)
    return false;
  uint64_t leaves = 0;
  if (!countLeaves(inst.desc->firstField, inst.desc->numFields, inst, leaves))
    return true;
  // The count is leaf number operands.size() (1-based); it is written only
  // if that is within the leaves - droppedFields written ones.
  return inst.operands.size() + droppedFields <= leaves;
}

void RoutineReader::readField(unsigned index, Instruction &inst) {
  const FieldDesc &field = fieldTable()[index];
  if (legacy && field.kind != FieldKind::List &&
      field.kind != FieldKind::Switch && !legacyFieldBudgetLeft(inst))
    return;
  switch (field.kind) {
  case FieldKind::Int: {
    Operand op;
    op.field = index;
    lastIntAt = cur.offset();
    op.intValue = uint32_t(
        cur.readUInt(isa::intFieldBytes(field, majorVersion), field.name));
    inst.operands.push_back(op);
    return;
  }
  case FieldKind::Vec: {
    Operand op;
    op.field = index;
    readVec(op.vec);
    inst.operands.push_back(op);
    return;
  }
  case FieldKind::Raw: {
    Operand op;
    op.field = index;
    op.raw.id = cur.u32(field.name);
    op.raw.offset = cur.u16(field.name);
    inst.operands.push_back(op);
    return;
  }
  case FieldKind::List: {
    uint32_t count = valueOf(inst, field.ref);
    if (legacy && !inst.operands.empty() && inst.operands.back().field == field.ref &&
        !legacyCountPlausible(inst, field, count)) {
      // The legacy form cut the instruction before its count: the byte read
      // as the count belongs to the next instruction.
      inst.operands.pop_back();
      cur.rewind(lastIntAt);
      stopped = true;
      return;
    }
    if (field.mask && count > field.mask) {
      cur.fail(lastIntAt, Twine(field.name) + " count " + Twine(count) +
                              " exceeds the maximum of " + Twine(field.mask));
      return;
    }
    // Every element takes at least one byte.
    if (!cur.fits(count, 1, field.name))
      return;
    for (uint32_t i = 0; i < count && cur.ok() && !stopped; ++i)
      readField(field.first, inst);
    return;
  }
  case FieldKind::Switch: {
    uint32_t key = valueOf(inst, field.ref) & field.mask;
    for (const CaseDesc &c : caseTable().slice(field.first, field.count)) {
      ArrayRef<int32_t> values = caseValueTable().slice(c.firstValue, c.numValues);
      if (!values.empty() && llvm::find(values, int32_t(key)) == values.end())
        continue;
      readFields(c.firstField, c.numFields, inst);
      return;
    }
    return;
  }
  }
}

void RoutineReader::readFields(unsigned first, unsigned count,
                               Instruction &inst) {
  for (unsigned i = 0; i < count && cur.ok() && !stopped; ++i)
    readField(first + i, inst);
}

void RoutineReader::readInstruction(Instruction &inst) {
  uint64_t at = cur.offset();
  inst.pos.offset = at;
  uint8_t opcode = cur.u8("opcode");
  int subOpcode = -1;
  if (cur.ok() && hasSubOpcode(opcode))
    subOpcode = cur.u8("sub-opcode");
  if (!cur.ok())
    return;
  inst.desc = lookupInstr(opcode, subOpcode);
  if (!inst.desc) {
    if (subOpcode >= 0)
      cur.fail(at, "unknown sub-opcode " + Twine(subOpcode) + " of opcode " +
                       ("0x" + utohexstr(opcode)));
    else
      cur.fail(at, "unknown opcode " + ("0x" + utohexstr(opcode)));
    return;
  }
  droppedFields = 0;
  stopped = false;
  if (legacy)
    for (const FieldDesc &field : inst.desc->fields())
      if (field.kind == FieldKind::Int &&
          (field.role == FieldRole::ExecSize || field.role == FieldRole::Pred))
        ++droppedFields;
  readFields(inst.desc->firstField, inst.desc->numFields, inst);
}

Error RoutineReader::read(Routine &routine, uint32_t inputOffset) {
  routine.pos.offset = cur.offset();
  uint32_t stringCount = cur.u32("string_count");
  if (cur.fits(stringCount, 1, "string")) {
    routine.strings.resize(stringCount);
    for (std::string &s : routine.strings) {
      s = cur.cString("string in the string pool");
      if (!cur.ok())
        break;
    }
  }
  routine.nameIndex = cur.u32("name_index");

  uint32_t variableCount = cur.u32("variable_count");
  if (cur.fits(variableCount, isa::kMinVarInfoBytes, "variable")) {
    routine.variables.resize(variableCount);
    for (GeneralVar &var : routine.variables) {
      var.nameIndex = cur.u32("var_info");
      var.bitProperties = cur.u8("var_info");
      var.numElements = cur.u16("var_info");
      var.aliasIndex = cur.u32("var_info");
      var.aliasOffset = cur.u16("var_info");
      var.aliasScope = cur.u8("var_info");
      readAttributes(var.attributes, cur.u8("attribute count"));
      if (!cur.ok())
        break;
    }
  }
  readCountedVars(routine.addresses, cur.u16("address_count"), "address_info");
  readCountedVars(routine.predicates, cur.u16("predicate_count"),
                  "predicate_info");

  uint16_t labelCount = cur.u16("label_count");
  if (cur.fits(labelCount, isa::kMinLabelInfoBytes, "label")) {
    routine.labels.resize(labelCount);
    for (LabelInfo &label : routine.labels) {
      label.nameIndex = cur.u32("label_info");
      label.kind = cur.u8("label_info");
      readAttributes(label.attributes, cur.u8("attribute count"));
      if (!cur.ok())
        break;
    }
  }
  readCountedVars(routine.samplers, cur.u8("sampler_count"), "sampler_info");
  readCountedVars(routine.surfaces, cur.u8("surface_count"), "surface_info");
  readCountedVars(routine.vmes, cur.u8("vme_count"), "vme_info");

  if (routine.isKernel) {
    if (cur.ok() && cur.offset() != inputOffset)
      cur.fail(cur.offset(), "kernel_info input_offset " +
                                 Twine(inputOffset) +
                                 " does not point at num_inputs (offset " +
                                 Twine(cur.offset()) + ")");
    uint32_t inputCount = cur.u32("num_inputs");
    if (cur.fits(inputCount, isa::kInputInfoBytes, "input")) {
      routine.inputs.resize(inputCount);
      for (InputInfo &input : routine.inputs) {
        input.kind = cur.u8("input_info");
        input.id = cur.u32("input_info");
        input.offset = int16_t(cur.u16("input_info"));
        input.size = cur.u16("input_info");
      }
    }
  }

  uint64_t sizeAt = cur.offset();
  uint32_t instrSize = cur.u32("instruction size");
  uint64_t entryAt = cur.offset();
  uint32_t entry = cur.u32("entry");
  if (!routine.isKernel) {
    routine.inputSize = cur.u8("input_size");
    routine.returnValueSize = cur.u8("return_value_size");
  }
  readAttributes(routine.attributes, cur.u16("attribute_count"));
  if (!cur.ok())
    return cur.takeError();

  uint64_t instrBegin = cur.offset();
  if (begin + entry != instrBegin)
    return ReadError::atOffset(
        entryAt, "entry " + Twine(entry) +
                     " does not point just after the attributes (expected " +
                     Twine(instrBegin - begin) + ")");
  if (instrSize != end - instrBegin)
    return ReadError::atOffset(
        sizeAt, "instruction size " + Twine(instrSize) +
                    " disagrees with the object size (" +
                    Twine(end - instrBegin) + " bytes of instructions)");

  // Instructions: each takes at least its opcode byte, so the loop is bounded
  // by the range; an instruction that runs past the end fails its reads.
  while (cur.ok() && cur.remaining() > 0) {
    uint64_t at = cur.offset();
    routine.instructions.emplace_back();
    readInstruction(routine.instructions.back());
    if (cur.ok())
      continue;
    routine.instructions.pop_back();
    if (!legacy)
      return cur.takeError();
    // Legacy form: the first undecodable byte starts the uninitialized tail.
    consumeError(cur.takeError());
    ArrayRef<uint8_t> tail = file.slice(at, end - at);
    routine.unusedTail.assign(tail.begin(), tail.end());
    return Error::success();
  }
  return cur.takeError();
}

/// Decodes common_isa_header and everything it points at.
class FileReader {
public:
  explicit FileReader(ArrayRef<uint8_t> file)
      : file(file), cur(file, 0, file.size()) {}
  Expected<Object> read();

private:
  void readRelocs(std::vector<RelocEntry> &relocs, const char *what);
  void readName(std::string &name, const char *what);
  Error checkRange(uint64_t fieldAt, uint64_t offset, uint64_t size,
                   const Twine &what);
  Error readRoutine(RoutineEntry &entry, bool isKernel, uint64_t fieldAt,
                    uint32_t offset, uint32_t size, uint32_t inputOffset,
                    unsigned majorVersion, bool legacy);
  Error readRoutines(Object &obj, bool legacy);

  struct Place {
    uint64_t fieldAt;
    uint32_t offset, size, inputOffset;
  };
  std::vector<Place> kernelPlaces, functionPlaces;

  ArrayRef<uint8_t> file;
  ByteCursor cur;
};

void FileReader::readRelocs(std::vector<RelocEntry> &relocs, const char *what) {
  uint16_t count = cur.u16(what);
  if (!cur.fits(count, isa::kRelocBytes, what))
    return;
  relocs.resize(count);
  for (RelocEntry &r : relocs) {
    r.symbolicIndex = cur.u16(what);
    r.resolvedIndex = cur.u16(what);
  }
}

void FileReader::readName(std::string &name, const char *what) {
  uint16_t length = cur.u16(what);
  ArrayRef<uint8_t> bytes = cur.bytes(length, what);
  name.assign(bytes.begin(), bytes.end());
}

Error FileReader::checkRange(uint64_t fieldAt, uint64_t offset, uint64_t size,
                             const Twine &what) {
  if (offset > file.size() || size > file.size() - offset)
    return ReadError::atOffset(fieldAt, what + " [" + Twine(offset) + ", " +
                                            Twine(offset + size) +
                                            ") lies outside the file (" +
                                            Twine(file.size()) + " bytes)");
  return Error::success();
}

Error FileReader::readRoutine(RoutineEntry &entry, bool isKernel,
                              uint64_t fieldAt, uint32_t offset, uint32_t size,
                              uint32_t inputOffset, unsigned majorVersion,
                              bool legacy) {
  const char *what = isKernel ? "kernel object" : "function object";
  if (Error err = checkRange(fieldAt, offset, size, what))
    return err;
  entry.body = Routine();
  entry.body.isKernel = isKernel;
  RoutineReader reader(file, offset, uint64_t(offset) + size, majorVersion,
                       legacy);
  return reader.read(entry.body, inputOffset);
}

Error FileReader::readRoutines(Object &obj, bool legacy) {
  for (unsigned k = 0; k < obj.kernels.size(); ++k) {
    const Place &p = kernelPlaces[k];
    if (Error err = readRoutine(obj.kernels[k], true, p.fieldAt, p.offset,
                                p.size, p.inputOffset, obj.majorVersion, legacy))
      return err;
  }
  for (unsigned f = 0; f < obj.functions.size(); ++f) {
    const Place &p = functionPlaces[f];
    if (Error err = readRoutine(obj.functions[f], false, p.fieldAt, p.offset,
                                p.size, 0, obj.majorVersion, legacy))
      return err;
  }
  return Error::success();
}

Expected<Object> FileReader::read() {
  Object obj;
  uint32_t magic = cur.u32("magic_number");
  obj.majorVersion = cur.u8("major_version");
  obj.minorVersion = cur.u8("minor_version");
  if (!cur.ok())
    return cur.takeError();
  if (magic != isa::kMagic)
    return ReadError::atOffset(0, "not a vISA object: bad magic number " +
                                      ("0x" + utohexstr(magic)));
  if (!isa::isSupportedVersion(obj.majorVersion, obj.minorVersion))
    return ReadError::atOffset(
        4, "unsupported vISA version " + Twine(unsigned(obj.majorVersion)) +
               "." + Twine(unsigned(obj.minorVersion)) +
               " (supported: 3.7 to 4.2)");

  std::vector<std::vector<std::pair<uint64_t, std::pair<uint32_t, uint32_t>>>>
      genPlaces;

  uint16_t kernelCount = cur.u16("num_kernels");
  if (cur.fits(kernelCount, isa::kMinKernelInfoBytes, "kernel")) {
    obj.kernels.resize(kernelCount);
    genPlaces.resize(kernelCount);
    for (unsigned k = 0; k < kernelCount && cur.ok(); ++k) {
      RoutineEntry &kernel = obj.kernels[k];
      readName(kernel.name, "kernel name");
      Place p;
      p.fieldAt = cur.offset();
      p.offset = cur.u32("kernel offset");
      p.size = cur.u32("kernel size");
      p.inputOffset = cur.u32("kernel input_offset");
      kernelPlaces.push_back(p);
      readRelocs(kernel.variableRelocs, "variable relocation");
      readRelocs(kernel.functionRelocs, "function relocation");
      uint64_t countAt = cur.offset();
      uint8_t genCount = cur.u8("num_gen_binaries");
      if (cur.ok() && genCount > isa::kMaxGenBinaries)
        cur.fail(countAt, "num_gen_binaries " + Twine(unsigned(genCount)) +
                              " exceeds the maximum of 4");
      if (!cur.fits(genCount, isa::kGenBinaryInfoBytes, "gen binary"))
        break;
      kernel.genBinaries.resize(genCount);
      for (GenBinary &gen : kernel.genBinaries) {
        gen.platform = cur.u8("gen_platform");
        uint64_t at = cur.offset();
        uint32_t offset = cur.u32("binary_offset");
        uint32_t size = cur.u32("binary_size");
        genPlaces[k].push_back({at, {offset, size}});
      }
    }
  }

  uint16_t fileVarCount = cur.u16("num_variables");
  if (cur.fits(fileVarCount, isa::kMinFileVarBytes, "file-scope variable")) {
    obj.fileVariables.resize(fileVarCount);
    for (FileScopeVar &var : obj.fileVariables) {
      var.linkage = cur.u8("file_scope_var_info");
      readName(var.name, "file-scope variable name");
      var.bitProperties = cur.u8("file_scope_var_info");
      var.numElements = cur.u16("file_scope_var_info");
      uint8_t attrCount = cur.u8("attribute count");
      if (!cur.fits(attrCount, isa::kMinAttributeBytes, "attribute"))
        break;
      var.attributes.resize(attrCount);
      for (Attribute &attr : var.attributes) {
        attr.nameIndex = cur.u32("attribute name");
        uint8_t size = cur.u8("attribute size");
        ArrayRef<uint8_t> value = cur.bytes(size, "attribute value");
        attr.value.assign(value.begin(), value.end());
      }
      if (!cur.ok())
        break;
    }
  }

  uint16_t functionCount = cur.u16("num_functions");
  if (cur.fits(functionCount, isa::kMinFunctionInfoBytes, "function")) {
    obj.functions.resize(functionCount);
    for (RoutineEntry &function : obj.functions) {
      function.linkage = cur.u8("function linkage");
      readName(function.name, "function name");
      Place p;
      p.fieldAt = cur.offset();
      p.offset = cur.u32("function offset");
      p.size = cur.u32("function size");
      p.inputOffset = 0;
      functionPlaces.push_back(p);
      readRelocs(function.variableRelocs, "variable relocation");
      readRelocs(function.functionRelocs, "function relocation");
      if (!cur.ok())
        break;
    }
  }
  if (!cur.ok())
    return cur.takeError();

  // Decode the objects in the complete form; files from IGC 1.0.12504 only
  // decode in its truncated legacy form (Object::legacyTruncatedOperands).
  if (Error err = readRoutines(obj, /*legacy=*/false)) {
    if (Error legacyErr = readRoutines(obj, /*legacy=*/true)) {
      consumeError(std::move(legacyErr));
      return std::move(err);
    }
    consumeError(std::move(err));
    obj.legacyTruncatedOperands = true;
  }
  for (unsigned k = 0; k < obj.kernels.size(); ++k) {
    for (unsigned g = 0; g < genPlaces[k].size(); ++g) {
      auto [at, place] = genPlaces[k][g];
      if (Error err = checkRange(at, place.first, place.second, "gen binary"))
        return std::move(err);
      ArrayRef<uint8_t> bytes = file.slice(place.first, place.second);
      obj.kernels[k].genBinaries[g].bytes.assign(bytes.begin(), bytes.end());
    }
  }
  return std::move(obj);
}

} // namespace

Expected<Object> readISA(ArrayRef<uint8_t> bytes) {
  return FileReader(bytes).read();
}

} // namespace visa
