//===- MathMacro.cpp - IEEE division and square root sequences ------------===//
//
// What IGC's finalizer emits for divm and sqrtm on Gen8 and Gen9 (its
// .asm of the fp32_ieee and fp64 kernels): math.invm (a, b) or math.rsqtm
// (a) gives a first approximation and raises the "early out" flag where the
// operands are special (zero, infinity, NaN, a negative radicand), in which
// case that first result already is the final one; elsewhere Newton steps
// in madm refine it. Each step's result keeps extra precision and exponent
// range in a math-macro register (mme0-7) paired with its GRF; the last
// step writes the plain result. The steps work on one register of channels
// at a time: the mme registers hold one register each.
//
// Where IGC branches around the steps (if/endif on the early-out flag),
// the steps here are predicated on it: the same channels compute.
//
// Operands are copied to packed temporaries first (macro operands are
// whole registers, Align16) and the result copied to the destination with
// the instruction's predicate and saturation.
//
//===----------------------------------------------------------------------===//

#include "MathMacro.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// Values of a macro sequence. A, B: the operands; the constants; Result:
/// the first approximation, then the final value; the rest intermediates.
enum Value : uint8_t {
  A, B, Zero, One, Half, ThreeHalves, Result,
  T1, T2, T3, T4, T5, T6, T7, NumValues
};

/// The mme operand code of a register that is not extended.
constexpr int8_t NoMme = 8;

/// One madm step: Dst (extended in math-macro register DstMme) =
/// Src[0] + (NegateSrc1 ? -Src[1] : Src[1]) * Src[2].
struct Step {
  Value Dst;
  int8_t DstMme;
  Value Src[3];
  bool NegateSrc1;
};

// a / b, single precision: y = 1/b refined once, the quotient twice.
//   Result = y0; T1 = q0; T2 = e0; T3 = y1; T4 = r0; T5 = q1; T6 = r1.
constexpr Step DivideF[] = {
    {T1, 1, {Zero, A, Result}, false},  // q0 = a y0
    {T2, 2, {One, B, Result}, true},    // e0 = 1 - b y0
    {T3, 3, {Result, T2, Result}, false}, // y1 = y0 + e0 y0
    {T4, 4, {A, B, T1}, true},          // r0 = a - b q0
    {T5, 5, {T1, T4, T3}, false},       // q1 = q0 + r0 y1
    {T6, 6, {A, B, T5}, true},          // r1 = a - b q1
    {Result, NoMme, {T5, T6, T3}, false}, // q = q1 + r1 y1
};

// a / b, double precision: the reciprocal refined twice more.
//   T1 = q0, T2 = e0, T3 = r0, T4 = y1, T5 = e1, T6 = y2, T7 = q1; y3 and
//   r1 reuse T2's and T3's registers once e0 and r0 are dead.
constexpr Step DivideDF[] = {
    {T1, 1, {Zero, A, Result}, false},   // q0 = a y0
    {T2, 2, {One, B, Result}, true},     // e0 = 1 - b y0
    {T3, 3, {A, B, T1}, true},           // r0 = a - b q0
    {T4, 4, {Result, T2, Result}, false}, // y1 = y0 + e0 y0
    {T5, 5, {One, B, T4}, true},         // e1 = 1 - b y1
    {T6, 6, {Result, T2, T4}, false},    // y2 = y0 + e0 y1
    {T7, 7, {T1, T3, T4}, false},        // q1 = q0 + r0 y1
    {T2, 0, {T4, T6, T5}, false},        // y3 = y1 + y2 e1
    {T3, 1, {A, B, T7}, true},           // r1 = a - b q1
    {Result, NoMme, {T7, T3, T2}, false}, // q = q1 + r1 y3
};

// sqrt(a), single precision, from y0 = 1/sqrt(a): h = y/2, s = a y.
//   T1 = h0, T2 = s0, T3 = d, T4 = h1, T5 = s1, T6 = e.
constexpr Step SqrtF[] = {
    {T1, 1, {Zero, Half, Result}, false}, // h0 = y0 / 2
    {T2, 2, {Zero, A, Result}, false},    // s0 = a y0
    {T3, 3, {Half, T2, T1}, true},        // d = 1/2 - s0 h0
    {T4, 4, {T1, T3, T1}, false},         // h1 = h0 + d h0
    {T5, 5, {T2, T3, T2}, false},         // s1 = s0 + d s0
    {T6, 6, {A, T5, T5}, true},           // e = a - s1 s1
    {Result, NoMme, {T5, T4, T6}, false}, // r = s1 + h1 e
};

// sqrt(a), double precision: a second-order correction of h and s.
//   T1 = h0, T2 = s0, T3 = d, T4 = e, T5 = d s0, T6 = d h0, then s1 in
//   T5, h1 in T6 and the residual in T1.
constexpr Step SqrtDF[] = {
    {T1, 1, {Zero, Half, Result}, false}, // h0 = y0 / 2
    {T2, 2, {Zero, A, Result}, false},    // s0 = a y0
    {T3, 3, {Half, T2, T1}, true},        // d = 1/2 - s0 h0
    {T4, 5, {One, ThreeHalves, T3}, false}, // e = 1 + 3/2 d
    {T5, 6, {Zero, T3, T2}, false},       // d s0
    {T6, 7, {Zero, T3, T1}, false},       // d h0
    {T5, 6, {T2, T4, T5}, false},         // s1 = s0 + e d s0
    {T6, 5, {T1, T4, T6}, false},         // h1 = h0 + e d h0
    {T1, 1, {A, T5, T5}, true},           // r = a - s1 s1
    {Result, NoMme, {T5, T1, T6}, false}, // sqrt = s1 + r h1
};

/// The bits of constant `v` in type `t` (F or DF).
uint64_t constantBits(Value v, DataType t) {
  bool df = t == DataType::DF;
  switch (v) {
  case Zero: return 0;
  case One: return df ? 0x3FF0000000000000ull : 0x3F800000;
  case Half: return df ? 0x3FE0000000000000ull : 0x3F000000;
  case ThreeHalves: return df ? 0x3FF8000000000000ull : 0x3FC00000;
  default: return 0;
  }
}

bool isConstant(Value v) {
  return v == Zero || v == One || v == Half || v == ThreeHalves;
}

/// Emits one macro sequence for the whole instruction.
class MacroSequence {
public:
  MacroSequence(Lowering &L, const ExecInfo &exec, DataType type)
      : L(L), Exec(exec), Type(type),
        Group(std::min(exec.Size, L.grfBytes() / gen::getTypeSize(type))) {}

  /// Copies `value` to the packed temporary of `slot` (all channels).
  void load(Value slot, const Opnd &value) {
    Opnd t = L.newTemp(Type, Exec.Size, "ieee.operand");
    L.mov(Exec, t, value);
    Regs[slot] = t;
  }

  /// Runs math `fn` on A (and B), then `steps` predicated on the early-out
  /// flag, one register of channels at a time; the result is in Result.
  void run(gen::MathFn fn, llvm::ArrayRef<Step> steps) {
    Regs[Result] = L.newTemp(Type, Exec.Size, "ieee.result");
    for (const Step &s : steps)
      for (Value v : {s.Dst, s.Src[0], s.Src[1], s.Src[2]})
        materialize(v);
    uint32_t flag = L.newFlag(Exec.channelOffset() + Exec.Size);
    forEachChannelGroup(Exec.Size, Group, [&](unsigned first, unsigned count) {
      for (int8_t &m : Mme)
        m = NoMme;
      InstData math = groupInst(L, Opcode::Math, Exec, first, count);
      math.I.MathFn = uint8_t(fn);
      math.Flag = {flag, 0};
      Lowering::setDst(math, operand(Result, first, 0));
      Lowering::addSrc(math, operand(A, first, NoMme));
      if (fn == gen::MathFn::InvM)
        Lowering::addSrc(math, operand(B, first, NoMme));
      L.emit(math);
      Mme[Result] = 0;
      for (const Step &s : steps) {
        InstData madm = groupInst(L, Opcode::Madm, Exec, first, count);
        madm.Flag = {flag, 0};
        madm.I.Pred = gen::PredCtrl::Normal;
        madm.I.PredInv = true;
        Opnd srcs[3];
        for (unsigned k = 0; k < 3; ++k)
          srcs[k] = operand(s.Src[k], first, Mme[s.Src[k]]);
        if (s.NegateSrc1)
          srcs[1] = srcs[1].negated();
        Lowering::setDst(madm, operand(s.Dst, first, s.DstMme));
        for (const Opnd &o : srcs)
          Lowering::addSrc(madm, o);
        L.emit(madm);
        Mme[s.Dst] = s.DstMme;
      }
    });
  }

  /// Result to `dst` under the instruction's predicate and saturation.
  LogicalResult finish(Operation *op, std::optional<Predicate> pred,
                       const Opnd &dst, bool saturate) {
    InstData d = L.inst(Opcode::Mov, Exec);
    if (failed(L.predicate(d, pred, op)))
      return failure();
    d.I.Saturate = saturate;
    Lowering::setDst(d, dst);
    Lowering::addSrc(d, Regs[Result].packedSrc(Exec.Size));
    L.emit(d);
    return success();
  }

private:
  /// Gives `v` its register: constants are written once (all lanes of one
  /// group), intermediates get one register of channels.
  void materialize(Value v) {
    if (Regs[v].Ref.isVirtual())
      return;
    Regs[v] = L.newTemp(Type, Group, isConstant(v) ? "ieee.constant"
                                                   : "ieee.step");
    if (isConstant(v))
      L.mov(ExecInfo{Group, 0, true}, Regs[v],
            Opnd::imm(constantBits(v, Type), Type));
  }

  /// Value `v` for the group starting at channel `first`, naming mme
  /// register `mme`.
  Opnd operand(Value v, unsigned first, int8_t mme) const {
    Opnd o = Regs[v];
    if (v == A || v == B || v == Result) // the instruction's width
      o = o.plusBytes(int(first * gen::getTypeSize(Type)));
    o.O.Rgn = gen::Region();
    o.O.MathMacro = mme;
    return o;
  }

  Lowering &L;
  ExecInfo Exec;
  DataType Type;
  unsigned Group;
  Opnd Regs[NumValues];
  int8_t Mme[NumValues];
};

LogicalResult checkMacroType(Lowering &L, Operation *op, DataType t) {
  if (t != DataType::F && t != DataType::DF)
    return op->emitError("visa-to-gen: IEEE ")
           << getInstrDesc(op)->mnemonic << " of " << gen::getTypeName(t)
           << " operands (F or DF)";
  if (!L.device().HasMathMacros)
    return op->emitError("visa-to-gen: IEEE ")
           << getInstrDesc(op)->mnemonic << " needs the math macros, which "
           << L.device().Name << " lacks";
  return success();
}

} // namespace

LogicalResult togen::emitIeeeDivide(Lowering &L, Operation *op,
                                    const ExecInfo &exec,
                                    std::optional<Predicate> pred,
                                    const Opnd &dst, bool saturate,
                                    const Opnd &a, const Opnd &b) {
  DataType t = dst.type();
  if (failed(checkMacroType(L, op, t)))
    return failure();
  MacroSequence seq(L, exec, t);
  seq.load(A, a);
  seq.load(B, b);
  if (t == DataType::DF)
    seq.run(gen::MathFn::InvM, DivideDF);
  else
    seq.run(gen::MathFn::InvM, DivideF);
  return seq.finish(op, pred, dst, saturate);
}

LogicalResult togen::emitIeeeSqrt(Lowering &L, Operation *op,
                                  const ExecInfo &exec,
                                  std::optional<Predicate> pred,
                                  const Opnd &dst, bool saturate,
                                  const Opnd &a) {
  DataType t = dst.type();
  if (failed(checkMacroType(L, op, t)))
    return failure();
  MacroSequence seq(L, exec, t);
  seq.load(A, a);
  if (t == DataType::DF)
    seq.run(gen::MathFn::RsqrtM, SqrtDF);
  else
    seq.run(gen::MathFn::RsqrtM, SqrtF);
  return seq.finish(op, pred, dst, saturate);
}
