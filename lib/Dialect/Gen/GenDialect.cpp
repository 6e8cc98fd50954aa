//===- GenDialect.cpp - The gen dialect and its generated ops -------------===//
//
// The one translation unit that instantiates the generated op classes (one
// per Gen opcode). Everything hand-written lives in other files so that
// editing it does not recompile this one.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/Gen/GenOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace visa::gen;

#include "visa/Dialect/Gen/GenDialect.cpp.inc"

#define GET_OP_CLASSES
#include "visa/Dialect/Gen/GenOps.cpp.inc"

void GenDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "visa/Dialect/Gen/GenOps.cpp.inc"
      >();
}
