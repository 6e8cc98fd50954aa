//===- Send.h - Executing send messages in the simulator ------------------===//
//
// The simulator hands every send/sendc/sends instruction to executeSend, which
// decodes its shared-function id and message descriptors and performs the
// message: data-port reads, writes and atomics (surfaces, A64, SLM, scratch),
// sampler and typed image access, gateway (barrier) and thread spawner (EOT).
// A message it does not model is an error naming the message, never a silent
// wrong answer.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SEND_H
#define VISA_SIM_SEND_H

#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenMessage.h"
#include "visa/Sim/SimMemory.h"
#include "visa/Sim/SimThread.h"
#include "llvm/Support/Error.h"

namespace visa::sim {

struct SendContext {
  const gen::Product &Device;
  Memory &Mem;
  ThreadState &T;
  /// Channels enabled for this send (bit n = channel n, channel offset
  /// included), after predication.
  uint32_t ExecMask;
  /// The message, decoded beforehand (immediate descriptors); null: decode
  /// the descriptors as the send executes.
  const gen::MessageInfo *Decoded = nullptr;
};

/// What the scheduler must do after a send.
struct SendOutcome {
  bool EndOfThread = false;
  /// The thread signalled the work-group barrier (gateway message).
  bool BarrierSignal = false;
};

/// Performs `inst` (a send-family instruction). Errors carry no offset: the
/// caller prefixes the instruction's offset.
llvm::Error executeSend(const gen::Inst &inst, SendContext &ctx,
                        SendOutcome &outcome);

} // namespace visa::sim

#endif // VISA_SIM_SEND_H
