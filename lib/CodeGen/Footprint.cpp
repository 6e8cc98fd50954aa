//===- Footprint.cpp - Which bytes an operand reads or writes -------------===//
//
// The register allocator's view of an operand: the bytes of its register a
// region reaches (from its first element to its last), the whole registers
// a send's payload and response name, and the flag bits a predicate or
// condition modifier uses (one per channel, from the channel offset).
//
//===----------------------------------------------------------------------===//

#include "RegAllocModel.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::gen::ra;

bool ra::isSend(Opcode op) {
  OpForm f = getForm(op);
  return f == OpForm::Send || f == OpForm::Sends;
}

Footprint ra::regionFootprint(const Inst &inst, const Operand &op,
                              bool isDst) {
  unsigned size = getTypeSize(op.Type == DataType::Invalid ? DataType::UB
                                                           : op.Type);
  unsigned exec = std::max<unsigned>(inst.ExecSize, 1);
  Footprint f;
  if (op.Align16 || inst.Align16) {
    // Align16: four-component vectors, channels packed.
    f.Hi = op.RepCtrl && !isDst ? size * 4 : exec * size;
    f.Contiguous = isDst && op.WriteMask == 0xF;
    return f;
  }
  if (isDst) {
    unsigned hs = std::max<int>(op.Rgn.HStride, 1);
    f.Hi = ((exec - 1) * hs + 1) * size;
    f.Contiguous = hs == 1 || exec == 1;
    return f;
  }
  int width = op.Rgn.Width > 0 ? op.Rgn.Width : 1;
  int vs = std::max<int>(op.Rgn.VStride, 0), hs = std::max<int>(op.Rgn.HStride, 0);
  unsigned cols = std::min<unsigned>(unsigned(width), exec);
  unsigned rows = std::max(1u, exec / unsigned(width));
  f.Hi = ((rows - 1) * vs + (cols - 1) * hs + 1) * size;
  return f;
}

unsigned ra::sendRegisters(const InstData &d, unsigned index) {
  switch (index) {
  case 0: return d.DstLen;
  case 1: return d.SrcLen[0];
  case 2: return d.SrcLen[1];
  default: return 0;
  }
}

Footprint ra::flagFootprint(const Inst &inst, uint32_t byteOffset) {
  Footprint f;
  f.Lo = byteOffset * 8 + inst.ChanOffset;
  f.Hi = f.Lo + std::max<unsigned>(inst.ExecSize, 1);
  f.Contiguous = true;
  return f;
}

bool ra::writesFlag(const Inst &inst) {
  return inst.Cond != CondMod::None && inst.Op != Opcode::Sel &&
         inst.Op != Opcode::Csel;
}

bool ra::predicateMasksWrite(const Inst &inst) {
  return inst.Pred != PredCtrl::None && inst.Op != Opcode::Sel &&
         inst.Op != Opcode::Csel;
}
