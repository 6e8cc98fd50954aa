//===- CallABI.h - The registers stack calls share ------------*- C++ -*-===//
//
// Private to lib/Conversion/VISAToGen. vISA fixes what a stack call passes
// (FCALL.md, 4_visa_header.md): the first Arg_size GRFs of %arg, the first
// Return_size GRFs of %retval, %sp and %fp; the rest is the finalizer's.
// visa-llc compiles the caller and its callees together, so its convention
// only has to agree with itself. In a program with stack calls every
// routine (the kernel and each function) keeps these registers at the same
// places, from the top of the GRF file down:
//
//   r(N-1)  the frame register: bytes 0-7 the link of the call (return IP
//           and call mask, written by `call`, read by `ret`), 8-11 the
//           stack pointer of the finalizer's own stack in scratch (in
//           OWords), 16-23 %fp, 24-31 %sp
//   r(N-2)  the kernel's end-of-thread copy of r0 (kernels only)
//   r(N-3)  the header of the scratch messages that save and restore
//           registers (r0's copy, the offset in dword 2); on products
//           without split sends it is followed by the staging registers
//           that carry the data of a save
//   below   %retval, then %arg, each as large as the program needs
//           (the largest ArgSize/RetValSize of its functions and
//           Arg_size/Return_size of its calls), and the register of
//           %impl_arg_buf_ptr and %local_id_buf_ptr when the program names
//           them
//
// These registers, and r0, are `reserved` gen.vregs in every routine: the
// allocator places nothing else on them, anywhere in the routine. Each
// function saves the other GRFs it writes on the scratch stack at entry and
// restores them before it returns (gen-stack-frame, after allocation), and
// the flags and a0 it writes, through ordinary virtual registers, here.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_CALLABI_H
#define VISA_LIB_CONVERSION_VISATOGEN_CALLABI_H

#include "Lowering.h"

namespace visa::togen {

/// The registers of the stack-call convention for one program on one
/// product (see the file comment), as GRF numbers.
struct CallABI {
  bool HasStackCalls = false;
  bool UsesImplicitPointers = false;
  unsigned ArgGrfs = 0, RetGrfs = 0;
  unsigned FrameGrf = 0, EotGrf = 0, HeaderGrf = 0, StagingGrfs = 0;
  unsigned RetvalGrf = 0, ArgGrf = 0, ImplicitGrf = 0;

  /// Byte offsets in the frame register.
  static constexpr unsigned LinkByte = 0, StackPointerByte = 8, FpByte = 16,
                            SpByte = 24;

  /// Works out the convention for the routines of `module`.
  static CallABI compute(mlir::ModuleOp module, const gen::Product &product);
};

/// Declares the reserved registers of the convention in the routine being
/// converted, and the kernel's prologue (the scratch stack pointer and
/// the message header). Called before the routine's first instruction.
void beginStackCallRoutine(Lowering &L);
/// Where the pre-defined variables of the convention are: %arg, %retval,
/// %sp, %fp, %impl_arg_buf_ptr, %local_id_buf_ptr (vISA ids 8-11, 18, 19);
/// fails for others.
llvm::FailureOr<VarPlace> stackCallVariable(Lowering &L, unsigned id,
                                            mlir::Operation *user);
/// A function's return (its exit block): the link back in the frame
/// register, and ret.
void emitFunctionReturn(Lowering &L);
/// Once a function's code is complete: saves and restores the flags and
/// a0 it writes, and its link when it calls.
void finishStackCallRoutine(Lowering &L);

/// The frame register of the convention (the link, the scratch stack
/// pointer, %fp and %sp).
uint32_t frameRegister(Lowering &L);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_CALLABI_H
