//===- LegalizeOperands.cpp - Operand arithmetic for the rewrites ---------===//
//
// What the rewrite families share: moving an operand further by bytes,
// the bytes a source reads channel by channel (GenOperandFacts.h's walk),
// the regions that read the same bytes, and copies of a source into a
// temporary.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"
#include "visa/Gen/GenOperandFacts.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace visa::gen;
using namespace visa::gen::legalize;
using validator::isImm;
using validator::isReg;

void visa::gen::legalize::advanceOperand(InstData &d, unsigned index,
                                         unsigned bytes, unsigned grfBytes) {
  Operand &op = d.operand(index);
  VirtualRef &ref = d.ref(index);
  if (op.K != Operand::Kind::Reg || bytes == 0)
    return;
  if (op.Mode == AddrMode::Indirect) {
    op.AddrImm = int16_t(op.AddrImm + int(bytes));
    return;
  }
  if (ref.isVirtual() && op.File == RegFile::GRF) {
    ref.Offset += bytes;
    return;
  }
  if (op.File == RegFile::GRF) {
    unsigned at = op.RegNum * grfBytes + op.SubRegByte + bytes;
    op.RegNum = uint8_t(at / grfBytes);
    op.SubRegByte = uint8_t(at % grfBytes);
    return;
  }
  if (arfKindOf(op.RegNum) == ArfKind::Accumulator) {
    // acc0, acc1, ...: register-sized, numbered like GRFs.
    unsigned at = (op.RegNum & 0xF) * grfBytes + op.SubRegByte + bytes;
    op.RegNum = arfRegNum(ArfKind::Accumulator, at / grfBytes);
    op.SubRegByte = uint8_t(at % grfBytes);
  }
}

bool visa::gen::legalize::isScalarSource(const InstData &d, unsigned src) {
  const Operand &op = d.I.Src[src];
  if (isImm(op))
    return !validator::isVectorImmType(op.Type);
  if (!isReg(op) || op.Align16)
    return op.Align16 && op.RepCtrl;
  if (op.Mode == AddrMode::Indirect && op.Rgn.VStride < 0)
    return false;
  llvm::SmallVector<unsigned, 32> at = sourceOffsets(d.I, src);
  return !at.empty() && std::all_of(at.begin(), at.end(),
                                    [&](unsigned b) { return b == at[0]; });
}

llvm::SmallVector<unsigned, 32>
visa::gen::legalize::sourceOffsets(const Inst &inst, unsigned src) {
  llvm::SmallVector<unsigned, 32> out;
  validator::WalkRegion r = validator::walkRegion(inst, src);
  if (!r.Valid || r.Width == 0)
    return out;
  validator::ElementWalk w = validator::sourceWalk(inst, src, r);
  w.SubReg = 0;
  for (unsigned ch = 0; ch < inst.ExecSize; ++ch)
    out.push_back(w.byteOf(ch));
  return out;
}

/// The bytes a source of region `rgn` reads in a two-source instruction
/// (explicit width), for `exec` channels of `size`-byte elements.
static llvm::SmallVector<unsigned, 32> explicitWalk(const Region &rgn,
                                                    unsigned exec,
                                                    unsigned size) {
  llvm::SmallVector<unsigned, 32> out;
  unsigned w = unsigned(std::max<int>(rgn.Width, 1));
  for (unsigned ch = 0; ch < exec; ++ch)
    out.push_back(((ch / w) * unsigned(rgn.VStride) +
                   (ch % w) * unsigned(rgn.HStride)) *
                  size);
  return out;
}

llvm::SmallVector<Region, 8>
visa::gen::legalize::equivalentRegions(const Inst &inst, unsigned src) {
  llvm::SmallVector<Region, 8> out;
  const Operand &op = inst.Src[src];
  llvm::SmallVector<unsigned, 32> target = sourceOffsets(inst, src);
  if (target.empty() || op.Mode != AddrMode::Direct)
    return out;
  bool ternary = validator::isTernary(inst);
  unsigned exec = inst.ExecSize, size = getTypeSize(op.Type);
  struct Scored {
    Region R;
    std::tuple<bool, int, int> Key;
  };
  llvm::SmallVector<Scored, 16> found;
  Inst trial = inst;
  for (int vs : {0, 1, 2, 4, 8, 16, 32})
    for (int w : {1, 2, 4, 8, 16})
      for (int hs : {0, 1, 2, 4}) {
        // A row of one element has no horizontal stride, unless it is the
        // vertical one (the 64-bit rules' <4;1,4>).
        if (unsigned(w) > exec || (w == 1 && hs != 0 && hs != vs))
          continue;
        Region r{int8_t(vs), int8_t(w), int8_t(hs)};
        if (r.VStride == op.Rgn.VStride && r.Width == op.Rgn.Width &&
            r.HStride == op.Rgn.HStride)
          continue;
        if (explicitWalk(r, exec, size) != target)
          continue;
        if (ternary) {
          // Both readings of a three-source region must agree: the
          // explicit width and the one Align1 three-source encodings imply;
          // src2 has a single stride.
          trial.Src[src].Rgn = r;
          if (sourceOffsets(trial, src) != target)
            continue;
          if (src == 2 && !(vs == 0 && hs == 0) &&
              !(unsigned(w) == exec && unsigned(vs) == exec * unsigned(hs)))
            continue;
        }
        bool normal = vs == w * hs || (w == 1 && hs == 0);
        found.push_back({r, {!normal, -w, vs}});
      }
  std::stable_sort(found.begin(), found.end(),
                   [](const Scored &a, const Scored &b) { return a.Key < b.Key; });
  for (const Scored &s : found)
    out.push_back(s.R);
  return out;
}

DataType visa::gen::legalize::rawType(DataType t) {
  switch (getTypeSize(t)) {
  case 1:
    return DataType::UB;
  case 2:
    return DataType::UW;
  case 8:
    return DataType::UQ;
  default:
    return DataType::UD;
  }
}

Region visa::gen::legalize::stridedRegion(unsigned n, unsigned stride) {
  if (n == 1 || stride == 0)
    return Region{0, 1, 0};
  if (stride <= 4 && n * stride <= 32) {
    unsigned w = std::min(n, 16u);
    return Region{int8_t(w * stride), int8_t(w), int8_t(stride)};
  }
  return Region{int8_t(stride), 1, 0};
}

InstData visa::gen::legalize::sameExecution(const InstData &d, Opcode op) {
  InstData n;
  n.I.Op = op;
  n.I.ExecSize = d.I.ExecSize;
  n.I.ChanOffset = d.I.ChanOffset;
  n.I.NoMask = d.I.NoMask;
  return n;
}

void visa::gen::legalize::copyPredicate(const InstData &d, InstData &m) {
  m.I.Pred = d.I.Pred;
  m.I.PredInv = d.I.PredInv;
  m.I.FlagReg = d.I.FlagReg;
  m.I.FlagSubReg = d.I.FlagSubReg;
  m.Flag = d.Flag;
}

TempOperands visa::gen::legalize::newTemp(VRegTable &regs, DataType type,
                                          unsigned n, unsigned stride,
                                          unsigned offset, unsigned minAlign) {
  unsigned grf = regs.product().GRFBytes;
  unsigned size = getTypeSize(type);
  stride = std::max(1u, stride);
  unsigned span = offset + ((n - 1) * stride + 1) * size;
  unsigned align = offset || span >= grf
                       ? grf
                       : std::max<unsigned>({size, minAlign,
                                             unsigned(llvm::PowerOf2Ceil(span))});
  TempOperands t;
  t.Id = regs.addTemp(span, std::min(align, grf));
  t.Ref = VirtualRef{t.Id, offset};
  t.Dst.K = Operand::Kind::Reg;
  t.Dst.File = RegFile::GRF;
  t.Dst.Type = type;
  t.Dst.Rgn = Region{-1, -1, int8_t(stride)};
  t.Src = t.Dst;
  t.Src.Rgn = stridedRegion(n, stride);
  return t;
}

std::optional<CopiedSource>
visa::gen::legalize::copySource(VRegTable &regs, const InstData &d,
                                unsigned src, const CopyLayout &layout) {
  const Product &P = regs.product();
  const Operand &s = d.I.Src[src];
  if (!isReg(s) && !isImm(s))
    return std::nullopt;
  if (s.Align16 || s.MathMacro >= 0)
    return std::nullopt;
  bool scalar = isScalarSource(d, src) && !layout.Broadcast;
  unsigned n = scalar ? 1 : d.I.ExecSize;
  DataType from = s.Type;
  if (from == DataType::V)
    from = DataType::W;
  else if (from == DataType::UV)
    from = DataType::UW;
  else if (from == DataType::VF)
    from = DataType::F;
  DataType type = layout.Type == DataType::Invalid ? from : layout.Type;
  // A copy that applies source modifiers keeps the type they apply in.
  bool modifies = layout.ApplyModifiers && isReg(s) && (s.Negate || s.Abs);
  bool convert =
      type != from || validator::isVectorImmType(s.Type) || modifies;
  unsigned size = getTypeSize(type);
  unsigned stride = std::max(1u, layout.Stride);
  unsigned grf = P.GRFBytes;
  // A packed-vector (:v, :uv) immediate gives channel i its element i only
  // into a 16-byte aligned destination of word stride; into dwords (up to
  // four channels) channel i reads element 2i, so the immediate is spread.
  bool packedInt = validator::isPackedIntType(s.Type);
  uint64_t imm = s.Imm;
  if (packedInt) {
    std::optional<uint64_t> placed =
        validator::packedIntForStride(s.Imm, size * stride, n);
    if (!placed)
      return std::nullopt;
    imm = *placed;
  }
  TempOperands temp =
      newTemp(regs, type, n, stride, layout.Offset,
              layout.Exact ? grf : packedInt ? 16 : 1);

  CopiedSource out;
  out.Temp = temp.Id;
  auto mov = [&](unsigned execSize) {
    InstData m;
    m.I.Op = Opcode::Mov;
    m.I.ExecSize = uint8_t(execSize);
    m.I.ChanOffset = execSize == d.I.ExecSize ? d.I.ChanOffset : 0;
    // Channels the instruction leaves off may hold no address: an
    // indirect source is read under the instruction's own mask.
    m.I.NoMask = s.Mode != AddrMode::Indirect || d.I.NoMask;
    m.I.NumSrcs = 1;
    return m;
  };
  Operand from0 = s;
  VirtualRef fromRef = d.Src[src];
  if (!layout.ApplyModifiers) {
    from0.Negate = false;
    from0.Abs = false;
  }
  bool vxh = s.Mode == AddrMode::Indirect && s.Rgn.VStride < 0;
  // A move of one dword half of 64-bit data: `execSize` channels into the
  // temporary at `dstBytes` (stride `dstStride` dwords), from the source
  // `srcBytes` on, read with `rgn` (none: the source's).
  auto dwordMove = [&](unsigned execSize, unsigned half, unsigned dstBytes,
                       unsigned dstStride, unsigned srcBytes,
                       std::optional<Region> rgn) {
    InstData m = mov(execSize);
    m.I.Dst = temp.Dst;
    m.I.Dst.Type = DataType::UD;
    m.I.Dst.Rgn.HStride = int8_t(dstStride);
    m.Dst = temp.Ref;
    m.Dst.Offset += dstBytes + 4 * half;
    m.I.Src[0] = from0;
    m.Src[0] = fromRef;
    Operand &v = m.I.Src[0];
    v.Type = DataType::UD;
    if (isImm(v)) {
      v.Imm = half ? s.Imm >> 32 : s.Imm & 0xFFFFFFFF;
    } else {
      if (rgn)
        v.Rgn = *rgn;
      advanceOperand(m, 1, srcBytes + 4 * half, grf);
    }
    out.Moves.push_back(m);
  };
  if (!convert && size == 8 && 2 * stride > 4 && !vxh && n <= 4) {
    // Dword pairs this far apart have no region: one dword at a time.
    llvm::SmallVector<unsigned, 32> at;
    if (isReg(s))
      at = sourceOffsets(d.I, src);
    for (unsigned i = 0; i < n; ++i)
      for (unsigned half = 0; half < 2; ++half)
        dwordMove(1, half, 8 * stride * i, 1,
                  at.empty() ? 0 : at[scalar ? 0 : i], Region{0, 1, 0});
  } else if (!convert && size == 8) {
    // 64-bit data moves as dword pairs: no 64-bit rule applies to them (an
    // indirect source of one element per address register included).
    if (2 * stride > 4 || (vxh && s.Rgn.Width != 1))
      return std::nullopt;
    std::optional<Region> rgn;
    if (!vxh)
      rgn = scalar ? Region{0, 1, 0}
                   : Region{int8_t(2 * s.Rgn.VStride), s.Rgn.Width,
                            int8_t(2 * s.Rgn.HStride)};
    for (unsigned half = 0; half < 2; ++half)
      dwordMove(n, half, 0, 2 * stride, 0, rgn);
  } else {
    InstData m = mov(n);
    m.I.Dst = temp.Dst;
    m.I.Dst.Type = convert ? type : rawType(type);
    m.Dst = temp.Ref;
    Operand v = from0;
    if (packedInt)
      v.Imm = imm;
    if (!convert)
      v.Type = rawType(v.Type);
    if (scalar && isReg(v))
      v.Rgn = Region{0, 1, 0};
    m.I.Src[0] = v;
    m.Src[0] = fromRef;
    if (m.I.Dst.Rgn.HStride > 4)
      return std::nullopt;
    out.Moves.push_back(m);
  }
  out.Src = temp.Src;
  out.Src.Rgn = scalar ? Region{0, 1, 0} : stridedRegion(d.I.ExecSize, stride);
  out.Src.Negate = layout.ApplyModifiers ? false : s.Negate;
  out.Src.Abs = layout.ApplyModifiers ? false : s.Abs;
  out.Ref = temp.Ref;
  return out;
}

/// The byte offset in its GRF of operand `index` of `d`, when every
/// placement the contract allows gives the same one.
std::optional<unsigned>
visa::gen::legalize::fixedGrfOffset(const VRegTable &regs,
                                       const InstData &d, unsigned index) {
  const Operand &op = d.operand(index);
  const VirtualRef &ref = d.ref(index);
  unsigned grf = regs.product().GRFBytes;
  if (op.K != Operand::Kind::Reg || op.Mode != AddrMode::Direct ||
      op.File != RegFile::GRF)
    return std::nullopt;
  if (!ref.isVirtual())
    return op.SubRegByte;
  const VRegDesc *reg = regs.lookup(ref.Id);
  if (!reg)
    return std::nullopt;
  if (reg->Pinned >= 0)
    return (uint32_t(reg->Pinned) + ref.Offset) % grf;
  if (reg->Align >= grf || reg->Bytes > grf)
    return ref.Offset % grf;
  return std::nullopt;
}

/// Whether the flag `d` predicates on is the one its condition writes.
bool visa::gen::legalize::predicateFlagIsWritten(const InstData &d) {
  if (d.I.Cond == CondMod::None || d.I.Pred == PredCtrl::None)
    return false;
  return true; // one flag field holds both
}

/// The instruction moving what `d` wrote to temporary operand `tmp` into
/// `d`'s destination: `d`'s channels, its predicate (unless it is a sel,
/// whose predicate chooses a source), its saturation when the types
/// differ. 64-bit raw moves go as dword pairs.
llvm::SmallVector<InstData, 2>
visa::gen::legalize::moveOut(const InstData &d, const Operand &tmp,
                                       const VirtualRef &tmpRef, unsigned grf) {
  llvm::SmallVector<InstData, 2> moves;
  const Operand &dst = d.I.Dst;
  bool convert = tmp.Type != dst.Type;
  InstData m = sameExecution(d, Opcode::Mov);
  m.I.NumSrcs = 1;
  if (d.I.Op != Opcode::Sel && d.I.Pred != PredCtrl::None)
    copyPredicate(d, m);
  m.I.Dst = dst;
  m.Dst = d.Dst;
  m.I.Src[0] = tmp;
  m.Src[0] = tmpRef;
  if (convert) {
    m.I.Saturate = d.I.Saturate;
    moves.push_back(m);
    return moves;
  }
  if (getTypeSize(dst.Type) != 8) {
    m.I.Dst.Type = rawType(dst.Type);
    m.I.Src[0].Type = rawType(tmp.Type);
    moves.push_back(m);
    return moves;
  }
  int hs = 2 * std::max<int>(dst.Rgn.HStride, 1);
  int ths = tmp.Rgn.HStride, tvs = tmp.Rgn.VStride;
  if (hs > 4) {
    // Qwords too far apart for a dword stride: one dword pair a channel,
    // which only an unmasked, unpredicated instruction may write so.
    llvm::SmallVector<unsigned, 32> at = sourceOffsets(m.I, 0);
    if (!m.I.NoMask || m.I.Pred != PredCtrl::None ||
        at.size() != d.I.ExecSize)
      return {};
    for (unsigned ch = 0; ch < d.I.ExecSize; ++ch) {
      InstData h = m;
      h.I.ExecSize = 2;
      h.I.ChanOffset = 0;
      h.I.Dst.Type = DataType::UD;
      h.I.Dst.Rgn.HStride = 1;
      h.I.Src[0].Type = DataType::UD;
      h.I.Src[0].Rgn = Region{2, 2, 1};
      advanceOperand(h, 0, ch * unsigned(hs) * 4, grf);
      advanceOperand(h, 1, at[ch], grf);
      moves.push_back(h);
    }
    return moves;
  }
  for (unsigned half = 0; half < 2; ++half) {
    InstData h = m;
    h.I.Dst.Type = DataType::UD;
    h.I.Dst.Rgn.HStride = int8_t(hs);
    h.I.Src[0].Type = DataType::UD;
    h.I.Src[0].Rgn = Region{int8_t(2 * tvs), tmp.Rgn.Width, int8_t(2 * ths)};
    advanceOperand(h, 0, 4 * half, grf);
    advanceOperand(h, 1, 4 * half, grf);
    moves.push_back(h);
  }
  return moves;
}

bool visa::gen::legalize::isCommutative(Opcode op) {
  switch (op) {
  case Opcode::Add:
  case Opcode::Mul:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::Avg:
    return true;
  default:
    return false;
  }
}
