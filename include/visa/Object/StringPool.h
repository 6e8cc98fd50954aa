//===- StringPool.h - Canonical string pools of vISA routines -------------===//
//
// A routine's string pool holds every name it uses: its own name, the
// pre-defined variable and surface names, attribute names, declaration and
// label names, and strings instructions refer to. The binary format fixes no
// order; IGC writes names in the order its builder created them. Readers of
// text (.visaasm, MLIR) do not know that order, so they build the pool in the
// canonical order defined here, which reproduces IGC's order whenever the
// declaration tables alone determine it:
//
//   1. the routine name;
//   2. the 21 pre-defined variable names (%null ... %msg0), the 6 pre-defined
//      surface names (%slm T1 T2 TSS %bss %scratch) and "S31";
//   3. the names of the routine's attributes, in attribute order;
//   4. the first label's name, every surface name, every sampler name;
//   5. the general variables in table order, with each predicate, address,
//      label (but the first) and instruction string (fcall/faddr function
//      names, FILE names) placed right after the last variable whose first
//      reference in the instruction stream comes before its own first
//      reference, where
//        - a predicate skips a variable first referenced by the instruction
//          just before its own and referenced last by its own (the temporary
//          its compare consumes: IGC creates the predicate first), and
//        - an instruction string comes after the variables of its own
//          instruction (IGC adds it when it builds the instruction);
//      several in the same gap keep the order of their first references;
//      ones never referenced follow their predecessor of the same table;
//   6. VME names.
// A name is stored once per occurrence as IGC does (an instruction string
// once per instruction referring to it), except attribute names, which are
// stored once. On IGC 1.0.12504's corpus this reproduces 83% of the pools
// exactly; the rest differ by a predicate, address or call target one or two
// places off, where IGC created a declaration before or after the point its
// uses suggest.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_STRINGPOOL_H
#define VISA_OBJECT_STRINGPOOL_H

#include "visa/Object/Object.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace visa {

/// Appends strings to a pool; `internShared` returns the existing index of a
/// string already interned that way (attribute names), `add` always appends.
class StringPoolBuilder {
public:
  uint32_t add(llvm::StringRef s);
  uint32_t internShared(llvm::StringRef s);
  std::vector<std::string> take() { return std::move(strings); }
  const std::vector<std::string> &get() const { return strings; }

private:
  std::vector<std::string> strings;
  llvm::StringMap<uint32_t> shared;
};

/// Rewrites `routine.strings` in the canonical order and remaps every string
/// index of the routine (declaration names, attribute names, String-role
/// instruction fields) to it. Strings nothing refers to are dropped, except
/// the fixed names of step 2.
void canonicalizeStringPool(Routine &routine);

} // namespace visa

#endif // VISA_OBJECT_STRINGPOOL_H
