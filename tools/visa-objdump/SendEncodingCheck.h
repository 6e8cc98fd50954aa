//===- SendEncodingCheck.h - visa-objdump's send encoding self-check ------===//
//
// `visa-objdump --check-send-encoding`: every send descriptor of the given
// binaries is decoded (gen::decodeSend), encoded again (gen::encodeMessage)
// and rebuilt through the named builders of GenMessageBuild.h from the
// decoded parameters; both must give the descriptor bits back.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TOOLS_VISA_OBJDUMP_SENDENCODINGCHECK_H
#define VISA_TOOLS_VISA_OBJDUMP_SENDENCODINGCHECK_H

#include "visa/Gen/GenMessageFields.h"
#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <set>
#include <tuple>

namespace visa::gen {

class SendEncodingCheck {
public:
  /// Checks the sends of one kernel of `product`; prints each descriptor
  /// that does not come back to `os` (once).
  void addKernel(const Product &product, llvm::ArrayRef<Inst> insts,
                 llvm::raw_ostream &os);
  /// Prints the counts: sends, distinct descriptors, re-encoded and
  /// rebuilt ones.
  void printSummary(llvm::raw_ostream &os) const;
  /// Whether every descriptor came back from both.
  bool passed() const {
    return Reencoded == Distinct && Rebuilt + NoBuilder == Distinct;
  }

private:
  using Key = std::tuple<const Product *, unsigned, uint32_t, uint32_t, bool>;
  std::set<Key> Seen;
  unsigned Sends = 0, InA0 = 0, Distinct = 0, Reencoded = 0, Rebuilt = 0,
           NoBuilder = 0;
};

} // namespace visa::gen

#endif // VISA_TOOLS_VISA_OBJDUMP_SENDENCODINGCHECK_H
