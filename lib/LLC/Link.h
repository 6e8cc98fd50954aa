//===- Link.h - One kernel binary from a kernel and its functions -*- C++ -*-=//
//
// Private to lib/LLC. A kernel's binary holds its own code followed by
// every function it may reach by a stack call (fcall, or ifcall through an
// address faddr took): each function's code is copied into the binary of
// every kernel that calls it, so that a binary needs no relocation by the
// runtime. Linking lays the functions out after the kernel, writes the
// targets of the calls and the addresses taken (offsets in the binary;
// an indirect call jumps relative to itself), and works out the stack the
// kernel needs in scratch. Addresses of program-scope data (a faddr of a
// symbol no function of the program defines) are left to the runtime: they
// become the binary's relocations.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_LLC_LINK_H
#define VISA_LIB_LLC_LINK_H

#include "visa/Dialect/Gen/GenOps.h"
#include "visa/ZeBin/ZeBinaryPatch.h"
#include <cstdint>
#include <vector>

namespace visa::llc {

/// A kernel linked with the functions it reaches.
struct LinkedKernel {
  std::vector<uint8_t> Code;
  /// Every instruction of the binary, with its offset.
  std::vector<gen::Inst> Insts;
  /// The functions after the kernel, in layout order.
  std::vector<gen::FuncOp> Functions;
  /// Scratch bytes per thread for the stack of the calls (0 without calls).
  unsigned StackBytes = 0;
  /// Whether a function may call itself again (the stack size is then a
  /// default, not a bound).
  bool Recursive = false;
  /// The immediates of Code the runtime writes with data addresses.
  std::vector<ZeCodeRelocation> Relocations;
};

/// Links `kernel` of `module`. Reports errors (an undefined function, an
/// unresolved call) on the offending op and fails.
llvm::LogicalResult linkKernel(mlir::ModuleOp module, gen::FuncOp kernel,
                               LinkedKernel &out);

} // namespace visa::llc

#endif // VISA_LIB_LLC_LINK_H
