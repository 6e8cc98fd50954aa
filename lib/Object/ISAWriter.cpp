//===- ISAWriter.cpp - Lay out an Object as a binary .isa file ------------===//
//
// Writes the canonical layout IGC produces: common_isa_header, then for each
// kernel its object immediately followed by its Gen binaries, then each
// function's object. Every offset and size field (kernel/function offset and
// size, input_offset, instruction size, entry, binary_offset/size) is
// computed here. Instructions are encoded by walking the generated field
// table in step with the decoded operands, so an operand list that does not
// match its instruction's format is an error, never bad output.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/ISAWriter.h"
#include "ISAFormat.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <string>

using namespace llvm;

namespace visa {
namespace {

Error writeError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), "cannot write vISA: " + message);
}

/// Little-endian output with range checks on narrowed values.
class ByteSink {
public:
  std::vector<uint8_t> bytes;

  size_t size() const { return bytes.size(); }
  void put(uint64_t value, unsigned width) {
    for (unsigned i = 0; i < width; ++i)
      bytes.push_back(uint8_t(value >> (8 * i)));
  }
  void u8(uint8_t v) { put(v, 1); }
  void u16(uint16_t v) { put(v, 2); }
  void u32(uint32_t v) { put(v, 4); }
  void patch32(size_t at, uint32_t v) {
    for (unsigned i = 0; i < 4; ++i)
      bytes[at + i] = uint8_t(v >> (8 * i));
  }
  void append(ArrayRef<uint8_t> data) {
    bytes.insert(bytes.end(), data.begin(), data.end());
  }
  /// A count or length that must fit `width` bytes.
  Error count(uint64_t value, unsigned width, const Twine &what) {
    if (width < 8 && value >> (8 * width))
      return writeError(what + " " + Twine(value) + " does not fit in " +
                        Twine(width) + " byte(s)");
    put(value, width);
    return Error::success();
  }
};

Error writeAttributes(ByteSink &out, ArrayRef<Attribute> attrs,
                      unsigned countBytes) {
  if (Error err = out.count(attrs.size(), countBytes, "attribute count"))
    return err;
  for (const Attribute &attr : attrs) {
    out.u32(attr.nameIndex);
    if (Error err = out.count(attr.value.size(), 1, "attribute value size"))
      return err;
    out.append(attr.value);
  }
  return Error::success();
}

Error writeCountedVars(ByteSink &out, ArrayRef<CountedVar> vars,
                       unsigned countBytes, const char *what) {
  if (Error err = out.count(vars.size(), countBytes, what))
    return err;
  for (const CountedVar &var : vars) {
    out.u32(var.nameIndex);
    out.u16(var.numElements);
    if (Error err = writeAttributes(out, var.attributes, 1))
      return err;
  }
  return Error::success();
}

void writeVec(ByteSink &out, const ObjVecOperand &vec) {
  out.u8(vec.tag);
  switch (vec.opndClass()) {
  case OperandClass::General:
    out.u32(vec.id);
    out.u8(vec.rowOffset);
    out.u8(vec.colOffset);
    out.u16(vec.region);
    return;
  case OperandClass::Address:
    out.u16(uint16_t(vec.id));
    out.u8(vec.offset);
    out.u8(vec.width);
    return;
  case OperandClass::Predicate:
    out.u16(vec.predValue);
    return;
  case OperandClass::Indirect:
    out.u16(uint16_t(vec.id));
    out.u8(vec.offset);
    out.u16(uint16_t(vec.indirectOffset));
    out.u8(vec.typeByte);
    out.u16(vec.region);
    return;
  case OperandClass::Immediate:
    out.u8(vec.typeByte);
    out.put(vec.imm, isa::isWideImmediate(vec.typeByte) ? 8 : 4);
    return;
  case OperandClass::State:
    out.u8(vec.stateClass);
    out.u16(uint16_t(vec.id));
    out.u8(vec.offset);
    return;
  case OperandClass::AddressOf: // no file form; the caller refuses it
    return;
  }
}

/// Encodes one instruction's operands against its format.
class InstructionWriter {
public:
  InstructionWriter(ByteSink &out, const Instruction &inst, unsigned major,
                    bool legacy)
      : out(out), inst(inst), majorVersion(major), legacy(legacy) {}

  Error write() {
    const InstrDesc &desc = *inst.desc;
    out.u8(desc.opcode);
    if (desc.subOpcode >= 0)
      out.u8(uint8_t(desc.subOpcode));
    if (Error err = writeFields(desc.firstField, desc.numFields))
      return err;
    if (next != inst.operands.size())
      return mismatch("more operands than its format has fields");
    return Error::success();
  }

private:
  Error mismatch(const Twine &what) {
    return writeError(Twine(inst.desc->mnemonic) + ": " + what);
  }

  uint32_t valueOf(unsigned fieldIndex) const {
    for (size_t i = next; i-- > 0;)
      if (inst.operands[i].field == fieldIndex)
        return inst.operands[i].intValue;
    return 0;
  }

  Error writeFields(unsigned first, unsigned count) {
    for (unsigned i = 0; i < count; ++i)
      if (Error err = writeField(first + i))
        return err;
    return Error::success();
  }

  Error writeField(unsigned index) {
    const FieldDesc &field = fieldTable()[index];
    if (field.kind == FieldKind::List) {
      uint32_t count = valueOf(field.ref);
      for (uint32_t i = 0; i < count; ++i)
        if (Error err = writeField(field.first))
          return err;
      return Error::success();
    }
    if (field.kind == FieldKind::Switch) {
      uint32_t key = valueOf(field.ref) & field.mask;
      for (const CaseDesc &c : caseTable().slice(field.first, field.count)) {
        ArrayRef<int32_t> values =
            caseValueTable().slice(c.firstValue, c.numValues);
        if (!values.empty() && llvm::find(values, int32_t(key)) == values.end())
          continue;
        return writeFields(c.firstField, c.numFields);
      }
      return Error::success();
    }
    if (next >= inst.operands.size()) {
      // The legacy form keeps only a prefix of the fields.
      if (legacy)
        return Error::success();
      return mismatch(Twine("missing operand for field ") + field.name);
    }
    const Operand &op = inst.operands[next++];
    if (op.field != index)
      return mismatch(Twine("operand for field ") + fieldTable()[op.field].name +
                      " where field " + field.name + " belongs");
    switch (field.kind) {
    case FieldKind::Int:
      return out.count(op.intValue, isa::intFieldBytes(field, majorVersion),
                       Twine(inst.desc->mnemonic) + " field " + field.name);
    case FieldKind::Vec:
      if ((op.vec.tag & 7) == 4 || (op.vec.tag & 7) == 7)
        return mismatch(Twine("reserved operand class in field ") + field.name);
      writeVec(out, op.vec);
      return Error::success();
    case FieldKind::Raw:
      out.u32(op.raw.id);
      out.u16(op.raw.offset);
      return Error::success();
    default:
      return Error::success();
    }
  }

  ByteSink &out;
  const Instruction &inst;
  unsigned majorVersion;
  bool legacy;
  size_t next = 0;
};

/// A routine object laid out on its own, with the positions the header needs.
struct EncodedRoutine {
  ByteSink sink;
  size_t inputPos = 0; ///< position of num_inputs (kernels)
};

Error encodeRoutine(const Routine &r, unsigned major, bool legacy,
                    EncodedRoutine &enc) {
  ByteSink &out = enc.sink;
  if (Error err = out.count(r.strings.size(), 4, "string count"))
    return err;
  for (const std::string &s : r.strings) {
    if (s.find('\0') != std::string::npos)
      return writeError("string pool entry contains a null character");
    out.append(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(s.data()),
                                 s.size()));
    out.u8(0);
  }
  out.u32(r.nameIndex);

  if (Error err = out.count(r.variables.size(), 4, "variable count"))
    return err;
  for (const GeneralVar &var : r.variables) {
    out.u32(var.nameIndex);
    out.u8(var.bitProperties);
    out.u16(var.numElements);
    out.u32(var.aliasIndex);
    out.u16(var.aliasOffset);
    out.u8(var.aliasScope);
    if (Error err = writeAttributes(out, var.attributes, 1))
      return err;
  }
  if (Error err = writeCountedVars(out, r.addresses, 2, "address count"))
    return err;
  if (Error err = writeCountedVars(out, r.predicates, 2, "predicate count"))
    return err;
  if (Error err = out.count(r.labels.size(), 2, "label count"))
    return err;
  for (const LabelInfo &label : r.labels) {
    out.u32(label.nameIndex);
    out.u8(label.kind);
    if (Error err = writeAttributes(out, label.attributes, 1))
      return err;
  }
  if (Error err = writeCountedVars(out, r.samplers, 1, "sampler count"))
    return err;
  if (Error err = writeCountedVars(out, r.surfaces, 1, "surface count"))
    return err;
  if (Error err = writeCountedVars(out, r.vmes, 1, "vme count"))
    return err;
  if (r.isKernel) {
    enc.inputPos = out.size();
    if (Error err = out.count(r.inputs.size(), 4, "input count"))
      return err;
    for (const InputInfo &input : r.inputs) {
      out.u8(input.kind);
      out.u32(input.id);
      out.u16(uint16_t(input.offset));
      out.u16(input.size);
    }
  }
  size_t sizePos = out.size();
  out.u32(0); // instruction size, patched below
  out.u32(0); // entry, patched below
  if (!r.isKernel) {
    out.u8(r.inputSize);
    out.u8(r.returnValueSize);
  }
  if (Error err = writeAttributes(out, r.attributes, 2))
    return err;

  size_t entry = out.size();
  for (const Instruction &inst : r.instructions) {
    if (!inst.desc)
      return writeError("instruction without a format");
    if (Error err = InstructionWriter(out, inst, major, legacy).write())
      return err;
  }
  if (!r.unusedTail.empty() && !legacy)
    return writeError("unused bytes after the instructions of a routine; "
                      "only the IGC legacy form has them");
  out.append(r.unusedTail);
  if (out.size() > UINT32_MAX)
    return writeError("routine object larger than 4 GiB");
  out.patch32(sizePos, uint32_t(out.size() - entry));
  out.patch32(sizePos + 4, uint32_t(entry));
  return Error::success();
}

Error writeName(ByteSink &out, const std::string &name, const char *what) {
  if (Error err = out.count(name.size(), 2, what))
    return err;
  out.append(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(name.data()),
                               name.size()));
  return Error::success();
}

Error writeRelocs(ByteSink &out, ArrayRef<RelocEntry> relocs) {
  if (Error err = out.count(relocs.size(), 2, "relocation count"))
    return err;
  for (const RelocEntry &r : relocs) {
    out.u16(r.symbolicIndex);
    out.u16(r.resolvedIndex);
  }
  return Error::success();
}

/// Writes the header with the given object placements; `kernelOffsets` etc.
/// are absolute file offsets.
Error writeHeader(ByteSink &out, const Object &obj,
                  ArrayRef<EncodedRoutine> kernels,
                  ArrayRef<EncodedRoutine> functions,
                  ArrayRef<uint64_t> kernelOffsets,
                  ArrayRef<uint64_t> functionOffsets) {
  out.u32(isa::kMagic);
  out.u8(obj.majorVersion);
  out.u8(obj.minorVersion);
  if (Error err = out.count(obj.kernels.size(), 2, "kernel count"))
    return err;
  for (size_t k = 0; k < obj.kernels.size(); ++k) {
    const RoutineEntry &kernel = obj.kernels[k];
    if (Error err = writeName(out, kernel.name, "kernel name length"))
      return err;
    uint64_t offset = kernelOffsets[k];
    uint64_t size = kernels[k].sink.size();
    if (Error err = out.count(offset, 4, "kernel offset"))
      return err;
    out.u32(uint32_t(size));
    if (Error err = out.count(offset + kernels[k].inputPos, 4, "input offset"))
      return err;
    if (Error err = writeRelocs(out, kernel.variableRelocs))
      return err;
    if (Error err = writeRelocs(out, kernel.functionRelocs))
      return err;
    if (kernel.genBinaries.size() > isa::kMaxGenBinaries)
      return writeError("more than " + Twine(isa::kMaxGenBinaries) + " Gen binaries in kernel " + kernel.name);
    out.u8(uint8_t(kernel.genBinaries.size()));
    uint64_t genOffset = offset + size;
    for (const GenBinary &gen : kernel.genBinaries) {
      out.u8(gen.platform);
      if (Error err = out.count(genOffset, 4, "Gen binary offset"))
        return err;
      if (Error err = out.count(gen.bytes.size(), 4, "Gen binary size"))
        return err;
      genOffset += gen.bytes.size();
    }
  }
  if (Error err = out.count(obj.fileVariables.size(), 2, "file variable count"))
    return err;
  for (const FileScopeVar &var : obj.fileVariables) {
    out.u8(var.linkage);
    if (Error err = writeName(out, var.name, "file variable name length"))
      return err;
    out.u8(var.bitProperties);
    out.u16(var.numElements);
    if (Error err = writeAttributes(out, var.attributes, 1))
      return err;
  }
  if (Error err = out.count(obj.functions.size(), 2, "function count"))
    return err;
  for (size_t f = 0; f < obj.functions.size(); ++f) {
    const RoutineEntry &function = obj.functions[f];
    out.u8(function.linkage);
    if (Error err = writeName(out, function.name, "function name length"))
      return err;
    if (Error err = out.count(functionOffsets[f], 4, "function offset"))
      return err;
    out.u32(uint32_t(functions[f].sink.size()));
    if (Error err = writeRelocs(out, function.variableRelocs))
      return err;
    if (Error err = writeRelocs(out, function.functionRelocs))
      return err;
  }
  return Error::success();
}

} // namespace

Expected<std::vector<uint8_t>> writeISA(const Object &obj) {
  if (!isa::isSupportedVersion(obj.majorVersion, obj.minorVersion))
    return writeError("unsupported vISA version " +
                      Twine(unsigned(obj.majorVersion)) + "." +
                      Twine(unsigned(obj.minorVersion)));
  std::vector<EncodedRoutine> kernels(obj.kernels.size());
  std::vector<EncodedRoutine> functions(obj.functions.size());
  for (size_t k = 0; k < obj.kernels.size(); ++k) {
    if (!obj.kernels[k].body.isKernel)
      return writeError("kernel entry " + obj.kernels[k].name +
                        " holds a function object");
    if (Error err = encodeRoutine(obj.kernels[k].body, obj.majorVersion,
                                    obj.legacyTruncatedOperands, kernels[k]))
      return std::move(err);
  }
  for (size_t f = 0; f < obj.functions.size(); ++f) {
    if (obj.functions[f].body.isKernel)
      return writeError("function entry " + obj.functions[f].name +
                        " holds a kernel object");
    if (Error err = encodeRoutine(obj.functions[f].body, obj.majorVersion,
                                    obj.legacyTruncatedOperands, functions[f]))
      return std::move(err);
  }

  // The header's size does not depend on the offsets it holds: lay it out
  // once with zero offsets to learn where the objects start.
  std::vector<uint64_t> kernelOffsets(kernels.size()), functionOffsets(functions.size());
  ByteSink probe;
  if (Error err = writeHeader(probe, obj, kernels, functions, kernelOffsets,
                              functionOffsets))
    return std::move(err);
  uint64_t offset = probe.size();
  for (size_t k = 0; k < kernels.size(); ++k) {
    kernelOffsets[k] = offset;
    offset += kernels[k].sink.size();
    for (const GenBinary &gen : obj.kernels[k].genBinaries)
      offset += gen.bytes.size();
  }
  for (size_t f = 0; f < functions.size(); ++f) {
    functionOffsets[f] = offset;
    offset += functions[f].sink.size();
  }
  if (offset > UINT32_MAX)
    return writeError("object larger than 4 GiB");

  ByteSink out;
  out.bytes.reserve(offset);
  if (Error err = writeHeader(out, obj, kernels, functions, kernelOffsets,
                              functionOffsets))
    return std::move(err);
  for (size_t k = 0; k < kernels.size(); ++k) {
    out.append(kernels[k].sink.bytes);
    for (const GenBinary &gen : obj.kernels[k].genBinaries)
      out.append(gen.bytes);
  }
  for (const EncodedRoutine &function : functions)
    out.append(function.sink.bytes);
  return std::move(out.bytes);
}

} // namespace visa
