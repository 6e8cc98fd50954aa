//===- HardwareFlow.h - Where the instruction pointer jumps ---*- C++ -*-===//
//
// The instructions that move the instruction pointer beyond the successor
// blocks the IR names: a divergent branch whose channels all left jumps to
// its JIP, the nearest join point after it; a join point that enables no
// channel jumps to the next one. Register allocation (FlowGraph.cpp) and
// the software scoreboard (SoftwareScoreboardPass.cpp) follow both.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_HARDWAREFLOW_H
#define VISA_LIB_CODEGEN_HARDWAREFLOW_H

#include "visa/Gen/GenInst.h"

namespace visa::gen {

/// A branch some channels may take while others go on.
inline bool isDivergentBranch(Opcode op) {
  switch (op) {
  case Opcode::Goto:
  case Opcode::If:
  case Opcode::Else:
  case Opcode::Break:
  case Opcode::Cont:
  case Opcode::Halt:
  case Opcode::Brd:
    return true;
  default:
    return false;
  }
}

/// Where waiting channels are enabled again.
inline bool isJoinPoint(Opcode op) {
  return op == Opcode::Join || op == Opcode::Endif || op == Opcode::While;
}

} // namespace visa::gen

#endif // VISA_LIB_CODEGEN_HARDWAREFLOW_H
