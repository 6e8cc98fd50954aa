//===- InstTiming.cpp - Timing class of a decoded instruction -------------===//
//
// Sorts an instruction into the cycle model's classes: ALU (which FPU, how
// many lanes per cycle by operand type), extended math (by function), send
// (latency by shared function and message), control flow, and the
// synchronisation instructions; and collects the registers it reads and
// writes from the executor's operand layouts, which are exactly what the
// functional simulation touches.
//
//===----------------------------------------------------------------------===//

#include "InstTiming.h"
#include "RegFootprint.h"
#include "SwsbPipeClass.h"

using namespace visa::gen;

namespace visa::sim {

static unsigned ceilDiv(unsigned a, unsigned b) { return (a + b - 1) / b; }

static bool isDwordInt(DataType t) {
  return t == DataType::D || t == DataType::UD;
}

/// Flag subregister bits (bit 2*reg + sub) the flag operand of `inst`
/// covers: one 16-bit subregister, or the whole register past 16 channels.
static uint8_t flagBits(const Inst &inst) {
  unsigned base = inst.FlagReg * 2u;
  if (inst.ChanOffset + inst.ExecSize > 16)
    return uint8_t(3u << base);
  return uint8_t(1u << (base + inst.FlagSubReg));
}

/// Adds an operand's registers, `grfs` as its layout found them, to `regs`,
/// or its architecture registers to the flag and accumulator sets.
static void addOperand(const Operand &op, const OperandLayout &layout,
                       const GrfMask &grfs, GrfMask &regs, uint8_t &flags,
                       bool &acc, bool &indirect, bool &drain) {
  if (op.K != Operand::Kind::Reg)
    return;
  if (op.File == RegFile::GRF) {
    if (!layout.Static) {
      indirect = true;
      return;
    }
    regs.add(grfs);
    return;
  }
  if (op.Mode == AddrMode::Indirect) {
    indirect = true;
    return;
  }
  drain |= isSpecialArf(op.RegNum);
  switch (arfKindOf(op.RegNum)) {
  case ArfKind::Accumulator:
    acc = true;
    break;
  case ArfKind::Flag:
    flags |= uint8_t(3u << (arfIndexOf(op.RegNum) * 2));
    break;
  default:
    break;
  }
}

static uint16_t sendLatency(const TimingFacts &facts, const MessageInfo &m) {
  switch (m.SFID) {
  case Sfid::Sampler:
  case Sfid::Vme:
  case Sfid::Cre:
    return uint16_t(facts.SamplerLatency);
  case Sfid::ConstCache:
    return uint16_t(facts.ConstLatency);
  case Sfid::Gateway:
  case Sfid::Spawner:
  case Sfid::Null:
    // No response: a barrier's wait is timed by the gateway's release.
    return 0;
  default:
    break;
  }
  MessageFamily family = messageFamily(m.Kind);
  if (family == MessageFamily::Fence)
    return uint16_t(facts.FenceLatency);
  if (m.Space == AddressSpace::Slm)
    return uint16_t(facts.SlmLatency);
  if (memoryAccess(m.Kind) == MemoryAccess::Atomic)
    return uint16_t(facts.AtomicLatency);
  return uint16_t(facts.GlobalLatency);
}

void setSendTiming(const TimingFacts &facts, const Inst &inst,
                   const MessageInfo &m, InstTiming &t) {
  t.Latency = sendLatency(facts, m);
  t.Reads = GrfMask();
  t.Writes = GrfMask();
  if (inst.Src[0].K == Operand::Kind::Reg && inst.Src[0].File == RegFile::GRF)
    t.Reads.addRange(inst.Src[0].RegNum, m.Mlen);
  if (inst.NumSrcs > 1 && inst.Src[1].K == Operand::Kind::Reg &&
      inst.Src[1].File == RegFile::GRF)
    t.Reads.addRange(inst.Src[1].RegNum, m.ExMlen);
  if (inst.Dst.K == Operand::Kind::Reg && inst.Dst.File == RegFile::GRF)
    t.Writes.addRange(inst.Dst.RegNum, m.Rlen);
}

/// Extended math: the pipe, its occupancy and latency by function.
static void setMathTiming(const TimingFacts &facts, const Inst &inst,
                          InstTiming &t) {
  t.Pipes = PipeChoice::only(facts.MathOnSecondPipe ? EuPipe::Fpu1
                                                       : EuPipe::Math);
  t.Producer = StallCause::Math;
  const MathFnInfo &fn = getMathFnInfo(inst.MathFn);
  bool slow = fn.Kind == MathKind::Macro || MathFn(inst.MathFn) == MathFn::Pow ||
              MathFn(inst.MathFn) == MathFn::Fdiv;
  if (fn.Kind == MathKind::IntDiv) {
    t.Occupancy = uint16_t(facts.MathIntDivCycles * ceilDiv(inst.ExecSize, 8));
    t.Latency = uint16_t(facts.MathIntDivLatency);
  } else {
    t.Occupancy = uint16_t(ceilDiv(
        inst.ExecSize, slow ? facts.MathSlowLanes : facts.MathLanes));
    t.Latency = uint16_t(slow ? facts.MathSlowLatency : facts.MathLatency);
  }
  t.SourcesRead = t.Occupancy;
}

/// ALU instructions: FPU choice and lanes per cycle by operand types.
static void setAluTiming(const TimingFacts &facts, const Inst &inst,
                         InstTiming &t) {
  unsigned widest = 0, narrowest = 8;
  bool floatOp = false;
  auto note = [&](const Operand &op) {
    if (op.K != Operand::Kind::Reg && op.K != Operand::Kind::Imm)
      return;
    if (op.Type == DataType::Invalid)
      return;
    unsigned size = getTypeSize(op.Type);
    widest = std::max(widest, size);
    narrowest = std::min(narrowest, size);
    floatOp |= isFloatType(op.Type);
  };
  note(inst.Dst);
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i)
    note(inst.Src[i]);
  unsigned lanes = facts.AluLanes32;
  if (widest == 8)
    lanes = facts.AluLanes64;
  else if (widest && widest <= 2)
    lanes = facts.AluLanes16;
  bool dwordMul = (inst.Op == Opcode::Mul || inst.Op == Opcode::Mach ||
                   inst.Op == Opcode::Mac) &&
                  inst.NumSrcs >= 2 && isDwordInt(inst.Src[0].Type) &&
                  isDwordInt(inst.Src[1].Type);
  if (dwordMul)
    lanes = std::min(lanes, facts.IntMulDwordLanes);
  t.Occupancy = uint16_t(std::max(1u, ceilDiv(inst.ExecSize, lanes)));

  if (facts.AluPipes < 2)
    t.Pipes = PipeChoice::only(EuPipe::Fpu0);
  else if (widest == 8 && floatOp && facts.MathOnSecondPipe)
    t.Pipes = PipeChoice::only(EuPipe::Fpu1); // 64-bit float shares the EM FPU
  else if (!floatOp && !facts.IntOnSecondPipe)
    t.Pipes = PipeChoice::only(EuPipe::Fpu0);
  else
    t.Pipes = PipeChoice::either(EuPipe::Fpu0, EuPipe::Fpu1);

  bool wideDst = inst.Dst.K == Operand::Kind::Reg &&
                 getTypeSize(inst.Dst.Type) == 8;
  unsigned extra = inst.ExecSize > 16   ? facts.AluLatencySimd32
                   : inst.ExecSize > 8 ? facts.AluLatencySimd16
                                        : 0;
  t.Latency = uint16_t((wideDst ? facts.AluLatency64 : facts.AluLatency) + extra);
  t.FlagLatency = uint16_t(facts.AluFlagLatency + extra);
  t.AccLatency = uint16_t(facts.AluAccLatency + extra);
}

void addNextNeeds(InstTiming &sync, const InstTiming &next) {
  for (unsigned w = 0; w < 2; ++w)
    sync.AlsoNeeds.Bits[w] |= next.Reads.Bits[w] | next.Writes.Bits[w];
  sync.Drain |= next.Drain;
  sync.MoreNeeds = true;
}

InstTiming computeInstTiming(const Product &product, const TimingFacts &facts,
                             const Inst &inst, const InstLayout &layout,
                             const LayoutGrfs &grfs,
                             const MessageInfo *message) {
  InstTiming t;
  t.InOrder = product.SwsbTokens && classify(inst) == PipeClass::InOrder;
  t.AnnotationWaits =
      inst.Sb.Dist != 0 || inst.Sb.TokenKind != Swsb::Token::None;
  if (inst.Pred != PredCtrl::None)
    t.FlagReads |= flagBits(inst);
  OpForm form = getForm(inst.Op);
  switch (form) {
  case OpForm::Send:
  case OpForm::Sends:
    t.Ordered = true;
    t.Pipes = PipeChoice::only(EuPipe::Send);
    t.Producer = StallCause::Send;
    t.Occupancy = t.FrontEnd = uint16_t(facts.SendIssueCycles);
    t.SourcesRead = uint16_t(facts.SendPayloadReadCycles);
    if (message)
      setSendTiming(facts, inst, *message, t);
    else
      t.DynamicSend = true;
    return t;
  case OpForm::Wait:
    // wait n0 (Gen8-11) and sync.bar wait for the barrier; sync.allrd and
    // sync.allwr for every token; other syncs only for their annotation.
    if (inst.Op == Opcode::Wait || SyncFn(inst.MathFn & 0xF) == SyncFn::Bar)
      t.BarrierWait = t.Ordered = true;
    t.WaitAllRead = inst.Op == Opcode::Sync &&
                    SyncFn(inst.MathFn & 0xF) == SyncFn::AllRd;
    t.WaitAllWrite = inst.Op == Opcode::Sync &&
                     SyncFn(inst.MathFn & 0xF) == SyncFn::AllWr;
    t.AnnotationWaits |= t.WaitAllRead || t.WaitAllWrite;
    return t;
  case OpForm::Nullary:
    return t;
  case OpForm::Jmpi:
  case OpForm::Branch1:
  case OpForm::Branch2:
  case OpForm::Call:
  case OpForm::Ret:
  case OpForm::Brd:
  case OpForm::Brc:
    t.Pipes = PipeChoice::only(EuPipe::Branch);
    t.FrontEnd = uint16_t(facts.BranchIssueCycles);
    t.Latency = uint16_t(facts.AluLatency);
    break;
  case OpForm::Math:
    setMathTiming(facts, inst, t);
    break;
  default:
    setAluTiming(facts, inst, t);
    break;
  }
  addOperand(inst.Dst, layout.Dst, grfs.Dst, t.Writes, t.FlagWrites,
             t.AccWrite, t.Indirect, t.Drain);
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i) {
    const Operand &src = inst.Src[i];
    addOperand(src, layout.Src[i], grfs.Src[i], t.Reads, t.FlagReads,
               t.AccRead, t.Indirect, t.Drain);
    // tm0 reads the cycle model's time of the issue.
    if (src.K == Operand::Kind::Reg && src.File == RegFile::ARF &&
        arfKindOf(src.RegNum) == ArfKind::Timestamp)
      t.Ordered = true;
  }
  if (inst.Cond != CondMod::None)
    t.FlagWrites |= flagBits(inst);
  if (inst.Op == Opcode::Mac || inst.Op == Opcode::Mach)
    t.AccRead = true;
  // (On branches the AccWrCtrl bit is BranchCtrl.)
  if ((inst.AccWrEn && !isBranchForm(form)) || inst.Op == Opcode::Mach)
    t.AccWrite = true;
  t.MoreNeeds = t.AccRead || t.Indirect;
  if (!t.FlagLatency)
    t.FlagLatency = t.Latency;
  if (!t.AccLatency)
    t.AccLatency = t.Latency;
  return t;
}

} // namespace visa::sim
