//===- StringPool.cpp - Canonical string pools of vISA routines -----------===//
//
// Implements the order documented in include/visa/Object/StringPool.h.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/StringPool.h"
#include "VISAAsmFormat.h"
#include <algorithm>
#include <limits>

using namespace llvm;

namespace visa {

uint32_t StringPoolBuilder::add(StringRef s) {
  strings.push_back(s.str());
  return strings.size() - 1;
}

uint32_t StringPoolBuilder::internShared(StringRef s) {
  auto it = shared.find(s);
  if (it != shared.end())
    return it->second;
  uint32_t index = add(s);
  shared[s] = index;
  return index;
}

namespace {

/// Position of a first reference: (instruction, operand) packed.
using UseKey = uint64_t;
constexpr UseKey NoUse = std::numeric_limits<UseKey>::max();

struct FirstUses {
  std::vector<UseKey> vars, addrs, preds, labels;
  /// Instruction of each variable's last reference (valid if referenced).
  std::vector<size_t> lastVarUse;
  std::vector<std::pair<UseKey, uint32_t>> strings; // String-role fields

  explicit FirstUses(const Routine &r)
      : vars(r.variables.size(), NoUse), addrs(r.addresses.size(), NoUse),
        preds(r.predicates.size(), NoUse), labels(r.labels.size(), NoUse),
        lastVarUse(r.variables.size(), 0) {
    for (size_t i = 0; i < r.instructions.size(); ++i) {
      const Instruction &inst = r.instructions[i];
      for (size_t o = 0; o < inst.operands.size(); ++o) {
        UseKey key = (UseKey(i) << 16) | std::min<size_t>(o, 0xFFFF);
        const Operand &op = inst.operands[o];
        const FieldDesc &d = op.desc();
        switch (d.kind) {
        case FieldKind::Int:
          if (d.role == FieldRole::Pred && (op.intValue & 0xFFF))
            note(preds, (op.intValue & 0xFFF) - 1, key);
          else if (d.role == FieldRole::Label)
            note(labels, op.intValue, key);
          else if (d.role == FieldRole::String)
            strings.push_back({key, op.intValue});
          break;
        case FieldKind::Raw:
          noteVar(op.raw.id, key);
          break;
        case FieldKind::Vec:
          switch (op.vec.opndClass()) {
          case OperandClass::General:
          case OperandClass::AddressOf:
            noteVar(op.vec.id, key);
            break;
          case OperandClass::Address:
          case OperandClass::Indirect:
            note(addrs, op.vec.id, key);
            break;
          case OperandClass::Predicate:
            if (op.vec.predValue & 0xFFF)
              note(preds, (op.vec.predValue & 0xFFF) - 1, key);
            break;
          default:
            break;
          }
          break;
        default:
          break;
        }
      }
    }
  }

  static void note(std::vector<UseKey> &table, uint32_t index, UseKey key) {
    if (index < table.size() && key < table[index])
      table[index] = key;
  }
  void noteVar(uint32_t id, UseKey key) {
    if (id < asmfmt::NumPredefinedVars)
      return;
    size_t index = id - asmfmt::NumPredefinedVars;
    note(vars, index, key);
    if (index < lastVarUse.size())
      lastVarUse[index] = std::max<size_t>(lastVarUse[index], key >> 16);
  }
  static size_t instructionOf(UseKey key) { return key >> 16; }
};

} // namespace

void canonicalizeStringPool(Routine &r) {
  const std::vector<std::string> old = r.strings;
  auto oldStr = [&](uint32_t i) -> StringRef {
    return i < old.size() ? StringRef(old[i]) : StringRef();
  };
  StringPoolBuilder pool;
  std::vector<uint32_t> attrMap; // unused; attribute names are shared by text
  auto remapAttrs = [&](std::vector<Attribute> &attrs) {
    for (Attribute &a : attrs)
      a.nameIndex = pool.internShared(oldStr(a.nameIndex));
  };

  r.nameIndex = pool.add(oldStr(r.nameIndex));
  for (const char *n : asmfmt::predefinedVarNames())
    pool.add(n);
  for (const char *n : asmfmt::predefinedSurfaceNames())
    pool.add(n);
  pool.add("S31");
  remapAttrs(r.attributes);

  FirstUses uses(r);
  if (!r.labels.empty()) {
    r.labels[0].nameIndex = pool.add(oldStr(r.labels[0].nameIndex));
    remapAttrs(r.labels[0].attributes);
  }
  for (CountedVar &s : r.surfaces) {
    s.nameIndex = pool.add(oldStr(s.nameIndex));
    remapAttrs(s.attributes);
  }
  for (CountedVar &s : r.samplers) {
    s.nameIndex = pool.add(oldStr(s.nameIndex));
    remapAttrs(s.attributes);
  }

  // Predicates, addresses and labels (after the first) go after the last
  // variable first referenced before them; several in the same gap keep the
  // order of their first references. Unreferenced ones follow their
  // predecessor in their own table.
  struct Other {
    size_t slot;
    UseKey use;
    int kind;
    size_t index;
  };
  std::vector<Other> others;
  auto place = [&](int kind, const std::vector<UseKey> &keys, size_t from) {
    size_t prevSlot = 0;
    UseKey prevUse = 0;
    for (size_t i = from; i < keys.size(); ++i) {
      size_t slot = 0;
      UseKey use = keys[i];
      if (use == NoUse) {
        slot = prevSlot;
        use = prevUse;
      } else {
        size_t inst = FirstUses::instructionOf(use);
        for (size_t j = uses.vars.size(); j-- > 0;) {
          if (uses.vars[j] == NoUse)
            continue;
          // A string of an instruction (faddr's symbol) comes after the
          // variables of that instruction: IGC adds it when it builds the
          // instruction from its operands.
          if (kind == 4 ? FirstUses::instructionOf(uses.vars[j]) > inst
                        : uses.vars[j] >= use)
            continue;
          // A predicate comes before a temporary that the instruction just
          // before its first reference defines and that instruction alone
          // consumes: IGC creates the compare's predicate before emitting
          // the pattern that computes its source.
          size_t defined = FirstUses::instructionOf(uses.vars[j]);
          if (kind == 1 && defined + 1 == inst && uses.lastVarUse[j] == inst)
            continue;
          slot = j + 1;
          break;
        }
        slot = std::max(slot, prevSlot);
      }
      others.push_back({slot, use, kind, i});
      prevSlot = slot;
      prevUse = use;
    }
  };
  place(1, uses.preds, 0);
  place(2, uses.addrs, 0);
  place(3, uses.labels, 1);
  // Strings instructions refer to (function and file names): one entry per
  // reference, as IGC adds one each time it builds such an instruction.
  std::vector<uint32_t> stringSlots; // new index of each String-role field
  {
    std::vector<UseKey> keys;
    for (auto &use : uses.strings)
      keys.push_back(use.first);
    place(4, keys, 0);
    stringSlots.resize(keys.size());
  }
  std::stable_sort(others.begin(), others.end(), [](const Other &a, const Other &b) {
    return a.slot != b.slot ? a.slot < b.slot : a.use < b.use;
  });
  size_t next = 0;
  auto emitOthersUpTo = [&](size_t slot) {
    for (; next < others.size() && others[next].slot <= slot; ++next) {
      const Other &o = others[next];
      if (o.kind == 1) {
        CountedVar &p = r.predicates[o.index];
        p.nameIndex = pool.add(oldStr(p.nameIndex));
        remapAttrs(p.attributes);
      } else if (o.kind == 2) {
        CountedVar &a = r.addresses[o.index];
        a.nameIndex = pool.add(oldStr(a.nameIndex));
        remapAttrs(a.attributes);
      } else if (o.kind == 4) {
        stringSlots[o.index] = pool.add(oldStr(uses.strings[o.index].second));
      } else {
        LabelInfo &l = r.labels[o.index];
        l.nameIndex = pool.add(oldStr(l.nameIndex));
        remapAttrs(l.attributes);
      }
    }
  };
  for (size_t vi = 0; vi < r.variables.size(); ++vi) {
    emitOthersUpTo(vi);
    GeneralVar &v = r.variables[vi];
    v.nameIndex = pool.add(oldStr(v.nameIndex));
    remapAttrs(v.attributes);
  }
  emitOthersUpTo(std::numeric_limits<size_t>::max());
  for (CountedVar &v : r.vmes) {
    v.nameIndex = pool.add(oldStr(v.nameIndex));
    remapAttrs(v.attributes);
  }
  // FirstUses lists String-role fields in instruction and operand order.
  size_t nextString = 0;
  for (Instruction &inst : r.instructions)
    for (Operand &op : inst.operands)
      if (op.desc().kind == FieldKind::Int && op.desc().role == FieldRole::String)
        op.intValue = stringSlots[nextString++];
  r.strings = pool.take();
}

} // namespace visa
