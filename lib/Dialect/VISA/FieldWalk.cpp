//===- FieldWalk.cpp - Visit an instruction's fields in binary order ------===//

#include "visa/Dialect/VISA/FieldWalk.h"
#include "llvm/ADT/SmallVector.h"

using namespace visa;

namespace {

class FieldWalker {
public:
  explicit FieldWalker(llvm::function_ref<std::optional<uint64_t>(unsigned)> visit)
      : visit(visit) {}

  bool walkSequence(unsigned first, unsigned count) {
    llvm::ArrayRef<FieldDesc> table = fieldTable();
    for (unsigned index = first; index < first + count; ++index) {
      const FieldDesc &field = table[index];
      switch (field.kind) {
      case FieldKind::Int:
      case FieldKind::Vec:
      case FieldKind::Raw: {
        std::optional<uint64_t> value = visit(index);
        if (!value)
          return false;
        if (field.kind == FieldKind::Int)
          values.push_back({index, *value});
        break;
      }
      case FieldKind::List: {
        uint64_t repeat = valueOf(field.ref);
        for (uint64_t i = 0; i < repeat; ++i)
          if (!walkSequence(field.first, 1))
            return false;
        break;
      }
      case FieldKind::Switch: {
        uint64_t key = valueOf(field.ref) & field.mask;
        const CaseDesc *chosen = nullptr;
        for (const CaseDesc &c : caseTable().slice(field.first, field.count)) {
          if (c.numValues == 0) {
            if (!chosen)
              chosen = &c;
            continue;
          }
          bool matches = false;
          for (int32_t v : caseValueTable().slice(c.firstValue, c.numValues))
            matches |= uint64_t(uint32_t(v)) == key;
          if (matches) {
            chosen = &c;
            break;
          }
        }
        if (!chosen)
          return false;
        if (!walkSequence(chosen->firstField, chosen->numFields))
          return false;
        break;
      }
      }
    }
    return true;
  }

private:
  uint64_t valueOf(unsigned fieldIndex) const {
    for (auto it = values.rbegin(); it != values.rend(); ++it)
      if (it->first == fieldIndex)
        return it->second;
    return 0;
  }

  llvm::function_ref<std::optional<uint64_t>(unsigned)> visit;
  llvm::SmallVector<std::pair<unsigned, uint64_t>, 16> values;
};

} // namespace

llvm::LogicalResult
visa::walkFields(const InstrDesc &desc,
                 llvm::function_ref<std::optional<uint64_t>(unsigned)> visit) {
  FieldWalker walker(visit);
  return llvm::success(walker.walkSequence(desc.firstField, desc.numFields));
}
