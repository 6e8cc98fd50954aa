//===- PredefinedVars.cpp - Variables no declaration names ----------------===//
//
// The public face of the lists the .visaasm printer and parser keep in
// VISAAsmFormat.cpp; nothing here restates them.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/PredefinedVars.h"
#include "VISAAsmFormat.h"
#include "visa/Object/Object.h"

using namespace visa;

llvm::ArrayRef<const char *> visa::predefinedVarNames() {
  return asmfmt::predefinedVarNames();
}

llvm::ArrayRef<const char *> visa::predefinedSurfaceNames() {
  return asmfmt::predefinedSurfaceNames();
}

ElemType visa::predefinedVarType(unsigned id) {
  return asmfmt::predefinedVarType(id);
}
