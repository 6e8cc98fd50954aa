//===- MessageHelpers.h - Shared pieces of the message lowerings ----------===//
//
// Private to lib/Conversion/VISAToGen: surface indices, payload and
// response registers, and the send itself.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H
#define VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H

#include "Lowering.h"
#include "visa/Gen/GenMessageBuild.h"

namespace visa::togen {

/// The binding-table index of `surface`: an immediate when it is known here
/// (a pre-defined surface, or a movs of an immediate earlier in the block),
/// else the dword holding it.
llvm::FailureOr<Opnd> surfaceIndex(Lowering &L, VarRef surface,
                                   mlir::Operation *op);

/// The registers of raw operand `raw` as a message payload (`written` =
/// false) or response (true) of `bytes` bytes: the operand itself when it
/// starts a register (and, for a response, owns every register it spans);
/// an empty Opnd (no virtual register) when the caller must go through a
/// temporary.
llvm::FailureOr<Opnd> messageRegisters(Lowering &L, const RawOperand &raw,
                                       unsigned bytes, bool written,
                                       mlir::Operation *op);

/// A send of the message `desc` describes with `exec`'s controls: a split
/// send when the message has a second payload (every send is one on
/// Gen12). Payload and response lengths come from the descriptor.
mlir::Operation *emitSend(Lowering &L, const ExecInfo &exec,
                          const gen::SendDescriptors &desc, const Opnd &dst,
                          const Opnd &src0, const Opnd &src1);

/// The surface a BTI value stands for (SLM, stateless, scratch, or a
/// binding-table entry).
gen::MessageSurface messageSurface(unsigned bti);

/// Copies `count` whole registers, NoMask.
void copyRegisters(Lowering &L, const Opnd &to, const Opnd &from,
                   unsigned count);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H
