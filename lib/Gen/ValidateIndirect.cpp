//===- ValidateIndirect.cpp - Register indirect addressing restrictions ---===//
//
// Indirect operands read their register addresses from a0: every address
// subregister they read must exist, multiple addresses (VxH/Vx1, one a0
// subregister per row) exist only for Align1 sources.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

void checkOperand(Checker &c, const Operand &op, const char *name,
                  bool isSource) {
  const Inst &I = c.I;
  if (!isReg(op) || isMacro(op))
    return;
  bool multiple =
      isSource && !op.Align16 && op.Rgn.VStride < 0 && op.Rgn.Width > 0;
  if (op.Mode == AddrMode::Direct) {
    c.check(RuleId::IndirectVxHSourceAlign1, multiple, [&] {
      return (llvm::Twine(name) + " uses the VxH region without indirect "
                                  "addressing")
          .str();
    });
    return;
  }
  c.check(RuleId::IndirectVxHSourceAlign1,
          isSource && op.Align16 && op.Rgn.VStride < 0, [&] {
            return (llvm::Twine(name) + " uses multiple addresses in Align16")
                .str();
          });
  unsigned last = op.AddrSubReg;
  if (multiple)
    last += (I.ExecSize - 1) / unsigned(op.Rgn.Width);
  c.check(RuleId::IndirectAddrRegs, last >= c.P.NumAddrSubRegs, [&] {
    return (llvm::Twine(name) + " reads a0." + llvm::Twine(last)).str();
  });
}

} // namespace

void validator::checkIndirect(Checker &c) {
  const Inst &I = c.I;
  if (!isAlu(I))
    return;
  checkOperand(c, I.Dst, "dst", false);
  for (unsigned i = 0; i < I.NumSrcs && i < 3; ++i)
    checkOperand(c, I.Src[i], srcName(i), true);
}
