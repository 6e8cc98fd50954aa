//===- SwsbPipeClass.h - How TGLLP orders an instruction --------*- C++ -*-===//
//
// TGLLP's software scoreboard splits instructions into those of the in-order
// pipe (ALU: RegDist counts them), out-of-order ones tracked by SBID tokens
// (send, math), synchronisation (sync, wait) and those with no pipe. The
// scoreboard checker and the cycle model both follow this one
// classification.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_SWSBPIPECLASS_H
#define VISA_LIB_SIM_SWSBPIPECLASS_H

#include "visa/Gen/GenInst.h"

namespace visa::sim {

enum class PipeClass { InOrder, OutOfOrder, Sync, None };

inline PipeClass classify(const gen::Inst &inst) {
  using gen::Opcode;
  switch (inst.Op) {
  case Opcode::Send:
  case Opcode::Sendc:
  case Opcode::Sends:
  case Opcode::Sendsc:
  case Opcode::Math:
    return PipeClass::OutOfOrder;
  case Opcode::Sync:
  case Opcode::Wait:
    return PipeClass::Sync;
  case Opcode::Nop:
  case Opcode::Illegal:
  case Opcode::Halt:
    return PipeClass::None;
  default:
    return PipeClass::InOrder;
  }
}

} // namespace visa::sim

#endif // VISA_LIB_SIM_SWSBPIPECLASS_H
