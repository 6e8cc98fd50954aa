//===- ScoreboardAnnotation.cpp - Waits as SWSB fields and syncs ----------===//
//
// The combination rules of TGLLP's SWSB field (ScoreboardAnnotation.h) and
// the sync instructions that carry what does not fit.
//
//===----------------------------------------------------------------------===//

#include "ScoreboardAnnotation.h"
#include "llvm/ADT/bit.h"

using namespace visa::gen;
using namespace visa::gen::swsb;

namespace {

Swsb tokenWait(Swsb::Token kind, unsigned token) {
  Swsb sb;
  sb.TokenKind = kind;
  sb.SBID = uint8_t(token);
  return sb;
}

/// Takes the lowest token of `mask` out of it.
unsigned takeLowest(uint32_t &mask) {
  unsigned t = unsigned(llvm::countr_zero(mask));
  mask &= mask - 1;
  return t;
}

/// Syncs waiting for the tokens of `mask` in the way `kind` says.
void addSyncs(Annotation &a, uint32_t mask, Swsb::Token kind) {
  if (llvm::popcount(mask) > 1) {
    SyncWait s;
    s.Function = kind == Swsb::Token::Dst ? SyncFn::AllWr : SyncFn::AllRd;
    s.Mask = mask;
    a.Syncs.push_back(s);
    return;
  }
  if (mask) {
    SyncWait s;
    s.Sb = tokenWait(kind, takeLowest(mask));
    a.Syncs.push_back(s);
  }
}

} // namespace

Annotation swsb::annotate(const Waits &w, const ScoreboardInst &inst,
                          unsigned maxDistance) {
  Annotation a;
  if (w.Distance) {
    a.Sb.Dist = uint8_t(std::min(w.Distance, maxDistance));
    a.Sb.DistPipe = Swsb::Pipe::All;
  }
  uint32_t dst = w.DstTokens, src = w.SrcTokens;
  bool setsToken = inst.P == Pipe::OutOfOrder && inst.Token >= 0;
  if (setsToken) {
    a.Sb.TokenKind = Swsb::Token::Set;
    a.Sb.SBID = uint8_t(inst.Token);
    // Setting the token waits for its previous instruction.
    dst &= ~(1u << inst.Token);
    src &= ~(1u << inst.Token);
  } else if (inst.P != Pipe::Sync) {
    // One token wait fits: a .dst one next to a distance (not on a send),
    // either kind alone.
    bool withDistance = a.Sb.Dist != 0;
    if (dst && !(withDistance && inst.P == Pipe::OutOfOrder)) {
      a.Sb.TokenKind = Swsb::Token::Dst;
      a.Sb.SBID = uint8_t(takeLowest(dst));
    } else if (src && !withDistance) {
      a.Sb.TokenKind = Swsb::Token::Src;
      a.Sb.SBID = uint8_t(takeLowest(src));
    }
  }
  addSyncs(a, dst, Swsb::Token::Dst);
  addSyncs(a, src, Swsb::Token::Src);
  return a;
}

InstData swsb::makeSync(const SyncWait &s) {
  InstData d;
  Inst &I = d.I;
  I.Op = Opcode::Sync;
  I.MathFn = uint8_t(s.Function);
  I.ExecSize = 1;
  I.NumSrcs = 1;
  Operand &op = I.Src[0];
  if (s.Function == SyncFn::Nop) {
    // `null`, as IGA writes it (type code 0, <0;1,0>).
    op.K = Operand::Kind::Reg;
    op.File = RegFile::ARF;
    op.RegNum = arfRegNum(ArfKind::Null);
    op.Type = DataType::UB;
    op.Rgn = Region{0, 1, 0};
  } else {
    op.K = Operand::Kind::Imm;
    op.File = RegFile::Imm;
    op.Type = DataType::UD;
    op.Imm = s.Mask;
  }
  I.Sb = s.Sb;
  return d;
}
