//===- PredefinedVars.cpp - Variables no declaration names ----------------===//
//
// The public face of the lists the .visaasm printer and parser keep in
// VISAAsmFormat.cpp; nothing here restates them.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/PredefinedVars.h"
#include "VISAAsmFormat.h"
#include "visa/Object/Object.h"
#include <iterator>

using namespace visa;

llvm::ArrayRef<const char *> visa::predefinedVarNames() {
  return asmfmt::predefinedVarNames();
}

llvm::ArrayRef<const char *> visa::predefinedSurfaceNames() {
  return asmfmt::predefinedSurfaceNames();
}

unsigned visa::predefinedSurfaceBti(unsigned id) {
  // IGC's vISA builder (vISAPreDefSurf in visa/Common_ISA_util.cpp) maps
  // the ids to PREDEF_SURF_0 (254), 1, 2, 3, PREDEF_SURF_252 and
  // PREDEF_SURF_255; its binaries show %slm as 0xFE, %bss as 0xFC with the
  // offset in a0, %scratch as 0xFF.
  static const uint8_t btis[] = {254, 1, 2, 3, 252, 255};
  return id < std::size(btis) ? btis[id] : 0;
}

ElemType visa::predefinedVarType(unsigned id) {
  return asmfmt::predefinedVarType(id);
}
