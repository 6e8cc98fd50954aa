//===- Misc.cpp - vISA instructions that emit no computation --------------===//
//
// Debug information (loc, file) is kept by nothing downstream yet, so it is
// dropped; it never makes a kernel fail to compile. lifetime (LIFETIME.md)
// marks where a variable's value starts or ends: a hint that liveness,
// which follows every access, does not need, so it is dropped too.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

static LogicalResult emitNothing(Lowering &, Operation *) { return success(); }

void togen::addMiscLowerings(LoweringTable &t) {
  t.add<LOCOp>(emitNothing);
  t.add<FILEOp>(emitNothing);
  t.add<LIFETIMEOp>(emitNothing);
}
