//===- VectorImmediates.cpp - vISA :v/:uv immediates in Gen terms ---------===//
//
// A vISA packed-vector immediate (:v, :uv) gives channel i its element i
// whatever the destination. Gen gives channel i element i only when the
// destination is word-strided; into a dword-strided destination channel i
// reads element 2i (the validator and the simulator follow that rule), and
// other strides are undefined. So an instruction whose destination is not
// word-strided reads such an immediate from a word copy of it instead.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

using namespace visa;
using namespace visa::togen;

namespace {

bool isIntVectorImm(const gen::Operand &op) {
  return op.K == gen::Operand::Kind::Imm &&
         (op.Type == DataType::V || op.Type == DataType::UV);
}

/// Bytes between the channels of `d`'s destination.
unsigned dstStrideBytes(const InstData &d) {
  unsigned hs = d.I.Dst.Rgn.HStride > 0 ? unsigned(d.I.Dst.Rgn.HStride) : 1;
  return hs * gen::getTypeSize(d.I.Dst.Type);
}

} // namespace

InstData togen::wordVectorImmediates(Lowering &L, const InstData &d) {
  if (d.I.Op == Opcode::Send || d.I.Op == Opcode::Sends ||
      d.I.ExecSize > 8 || dstStrideBytes(d) == 2)
    return d;
  InstData out = d;
  for (unsigned s = 0; s < d.I.NumSrcs && s < 3; ++s) {
    const gen::Operand &imm = d.I.Src[s];
    if (!isIntVectorImm(imm))
      continue;
    // Eight words: a 128-bit aligned temporary, as the immediate needs.
    DataType words = imm.Type == DataType::V ? DataType::W : DataType::UW;
    uint32_t id = L.newVReg(gen::RegClass::GRF, 16, 16, "vector_imm");
    Opnd temp = Opnd::vreg(id, 0, words);
    InstData m = L.inst(Opcode::Mov, d.I.ExecSize, d.I.ChanOffset,
                        /*noMask=*/true);
    Lowering::setDst(m, temp.dstRegion());
    Lowering::addSrc(m, Opnd::imm(imm.Imm, imm.Type));
    L.emit(m);
    Opnd read = temp.packedSrc(d.I.ExecSize);
    out.I.Src[s] = read.O;
    out.Src[s] = read.Ref;
  }
  return out;
}
