//===- FieldAccess.cpp - Where the generated accessors find fields --------===//

#include "visa/Dialect/VISA/FieldAccess.h"
#include "visa/Dialect/VISA/FieldWalk.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace visa;
using visa::detail::FieldSlot;
using visa::detail::ListSlots;

StoredFieldsWalk
visa::walkStoredFields(const InstrDesc &desc, ArrayAttr fields,
                       llvm::function_ref<bool(unsigned, Attribute)> visit,
                       unsigned *numVisited) {
  unsigned next = 0;
  bool truncated = false, stopped = false;
  LogicalResult walked =
      walkFields(desc, [&](unsigned index) -> std::optional<uint64_t> {
        if (!fields || next >= fields.size()) {
          truncated = true;
          return std::nullopt;
        }
        Attribute attr = fields[next++];
        if (!visit(index, attr)) {
          stopped = true;
          return std::nullopt;
        }
        if (auto integer = llvm::dyn_cast<IntegerAttr>(attr))
          return integer.getValue().getZExtValue();
        return 0;
      });
  if (numVisited)
    *numVisited = next;
  if (truncated)
    return StoredFieldsWalk::Truncated;
  if (stopped)
    return StoredFieldsWalk::Stopped;
  return succeeded(walked) ? StoredFieldsWalk::Complete : StoredFieldsWalk::NoCase;
}

bool visa::isTruncated(Operation *op) {
  const InstrDesc *desc = getInstrDesc(op);
  return desc &&
         walkStoredFields(*desc, getInstrFields(op), [](unsigned, Attribute) {
           return true;
         }) == StoredFieldsWalk::Truncated;
}

namespace {

[[noreturn]] void fieldError(Operation *op, unsigned field, const llvm::Twine &what) {
  std::string message;
  llvm::raw_string_ostream os(message);
  os << op->getName() << " at " << op->getLoc() << ": field '"
     << fieldTable()[field].name << "' " << what;
  llvm::report_fatal_error(llvm::StringRef(message), /*GenCrashDiag=*/false);
}

[[noreturn]] void missingField(Operation *op, unsigned field) {
  fieldError(op, field,
             "is missing: the instruction was truncated by IGC's writer (a "
             "module marked visa.legacy_truncated_operands); ask "
             "visa::isTruncated(op) before reading its fields");
}

} // namespace

namespace visa::detail {

FieldSlot slotAt(Operation *op, ArrayAttr fields, unsigned position,
                         unsigned field) {
  if (!fields || position >= fields.size())
    missingField(op, field);
  return {op, fields[position], field};
}

FieldSlot findSlot(Operation *op, const InstrDesc &desc, ArrayAttr fields,
                           std::initializer_list<uint16_t> candidates) {
  FieldSlot found{op, Attribute(), *candidates.begin()};
  StoredFieldsWalk end =
      walkStoredFields(desc, fields, [&](unsigned index, Attribute attr) {
        if (!llvm::is_contained(candidates, index))
          return true;
        found.Attr = attr;
        found.Field = index;
        return false;
      });
  if (end == StoredFieldsWalk::Truncated)
    missingField(op, found.Field);
  return found;
}

std::pair<ListSlots, unsigned> listSlots(Operation *op, const InstrDesc &desc,
                                                 ArrayAttr fields,
                                                 unsigned listField) {
  const FieldDesc &list = fieldTable()[listField];
  ListSlots slots{op, nullptr, list.first};
  uint64_t expected = 0;
  unsigned position = 0, count = 0;
  bool complete = false;
  StoredFieldsWalk end =
      walkStoredFields(desc, fields, [&](unsigned index, Attribute attr) {
        if (index == list.ref) {
          auto integer = llvm::dyn_cast<IntegerAttr>(attr);
          expected = integer ? integer.getValue().getZExtValue() : 0;
          complete = expected == 0;
        } else if (index == list.first) {
          if (count++ == 0)
            slots.First = &fields.getValue()[position];
          complete = count == expected;
        }
        ++position;
        return !complete;
      });
  if (!complete && end == StoredFieldsWalk::Truncated)
    missingField(op, listField);
  return {slots, count};
}

void badSourceIndex(Operation *op, unsigned index, unsigned numSrcs) {
  std::string message;
  llvm::raw_string_ostream os(message);
  os << op->getName() << ": getSrc(" << index << ") of an instruction with "
     << numSrcs << " sources";
  llvm::report_fatal_error(llvm::StringRef(message), /*GenCrashDiag=*/false);
}

} // namespace visa::detail

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//

namespace {

/// The attribute of `slot` as an AttrT; a fatal error if the instruction has
/// no such field or it holds something else (only an unverified op can).
template <typename AttrT> AttrT expect(FieldSlot slot, const char *what) {
  if (!slot.Attr)
    fieldError(slot.Op, slot.Field, "is absent: no case of the format matches");
  auto attr = llvm::dyn_cast<AttrT>(slot.Attr);
  if (!attr)
    fieldError(slot.Op, slot.Field, llvm::Twine("is not ") + what);
  return attr;
}

uint64_t intOf(FieldSlot slot) {
  return expect<IntegerAttr>(slot, "an integer").getValue().getZExtValue();
}

} // namespace

namespace visa::detail {

template <> ExecInfo decode<ExecInfo>(FieldSlot slot) {
  return ExecInfo::decode(uint32_t(intOf(slot)));
}

template <>
std::optional<Predicate> decode<std::optional<Predicate>>(FieldSlot slot) {
  if (auto pred = llvm::dyn_cast_or_null<PredAttr>(slot.Attr))
    return Predicate::fromControl(VarRef(pred.getVar()), pred.getControl());
  // A predicate word written as a number: 0 (no predicate), or an id and
  // control bits nothing resolved.
  uint64_t word = intOf(slot);
  if (word == 0)
    return std::nullopt;
  Attribute id = IntegerAttr::get(llvm::cast<IntegerAttr>(slot.Attr).getType(),
                                  word & 0xfff);
  return Predicate::fromControl(VarRef(id), unsigned(word >> 12));
}

template <> VecOperand decode<VecOperand>(FieldSlot slot) {
  return VecOperand(expect<VecAttr>(slot, "a vector operand"),
                    fieldTable()[slot.Field].isDst);
}

template <> RawOperand decode<RawOperand>(FieldSlot slot) {
  auto raw = expect<RawAttr>(slot, "a raw operand");
  return {VarRef(raw.getVar()), raw.getOffset()};
}

template <> VarRef decode<VarRef>(FieldSlot slot) {
  if (!llvm::isa_and_nonnull<FlatSymbolRefAttr>(slot.Attr))
    expect<IntegerAttr>(slot, "a reference");
  return VarRef(slot.Attr);
}

template <> uint32_t decode<uint32_t>(FieldSlot slot) {
  return uint32_t(intOf(slot));
}

template <> StringAttr decode<StringAttr>(FieldSlot slot) {
  // An IntegerAttr: a string id outside the pool (files read tolerantly).
  if (!llvm::isa_and_nonnull<IntegerAttr>(slot.Attr))
    return expect<StringAttr>(slot, "a string");
  return StringAttr();
}

} // namespace visa::detail
