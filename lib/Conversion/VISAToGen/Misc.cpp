//===- Misc.cpp - vISA instructions that emit no computation --------------===//
//
// Debug information (loc, file) is kept by nothing downstream yet, so it is
// dropped; it never makes a kernel fail to compile.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

static LogicalResult dropDebugInfo(Lowering &, Operation *) { return success(); }

void togen::addMiscLowerings(LoweringTable &t) {
  t.add<LOCOp>(dropDebugInfo);
  t.add<FILEOp>(dropDebugInfo);
}
