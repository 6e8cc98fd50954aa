//===- PredefinedVars.h - Variables no declaration names --------*- C++ -*-===//
//
// The pre-defined general variables (V0-V20 of vISA 4.1: %null, %thread_x,
// ..., %msg0) and surfaces (T0-T5: %slm, T1, T2, TSS, %bss, %scratch), as
// .visaasm spells them, with the types of the variables. This is the one
// list every form uses: the .visaasm printer and parser, and the `visa`
// dialect, whose reserved names (`%r0`, `%slm`, `%t1`) are these spellings
// without the `%` and in lower case.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_PREDEFINEDVARS_H
#define VISA_OBJECT_PREDEFINEDVARS_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>

namespace visa {

enum class ElemType : uint8_t; // visa/Object/Object.h

/// Names of the pre-defined general variables, indexed by id (V0-V20).
llvm::ArrayRef<const char *> predefinedVarNames();
/// Names of the pre-defined surfaces, indexed by id (T0-T5).
llvm::ArrayRef<const char *> predefinedSurfaceNames();
/// The binding-table index pre-defined surface T<id> stands for in the
/// send descriptors a finalizer builds: T0 (%slm) shared local memory 254,
/// T1-T3 the entries 1-3, T4 (%bss) the bindless surface 252 (its surface
/// state offset is the value movs writes to it), T5 (%scratch) stateless
/// memory 255. Returns 0 for ids past T5.
unsigned predefinedSurfaceBti(unsigned id);
/// Element type of the pre-defined general variable V<id>.
ElemType predefinedVarType(unsigned id);

} // namespace visa

#endif // VISA_OBJECT_PREDEFINEDVARS_H
