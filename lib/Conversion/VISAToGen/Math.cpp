//===- Math.cpp - vISA math instructions ----------------------------------===//
//
//   inv log exp sqrt rsqrt sin cos pow   one `math` with that function (F, HF);
//                  pow as exp(log(x) * y) where math.pow is gone (TGLLP)
//   div (float)    math.fdiv, or inv then mul where the product lacks FDIV
//   div, mod (int) math.iqot / math.irem on D or UD: narrower sources are
//                  widened first and a narrower destination written from a
//                  DWord temporary; signed unless a source is unsigned
//   divm, sqrtm    the IEEE macro sequences (MathMacro.cpp); inv, sqrt,
//                  rsqrt and div of DF use them too (Gen math has no DF
//                  functions)
//
// Execution-size limits per type and function, and immediates in math
// operands, are gen-legalize's business.
//
//===----------------------------------------------------------------------===//

#include "MathMacro.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// A `math` instruction computing `fn` into `dst` from `srcs`.
void emitMath(Lowering &L, InstData d, gen::MathFn fn, const Opnd &dst,
              bool saturate, llvm::ArrayRef<Opnd> srcs) {
  d.I.Op = Opcode::Math;
  d.I.MathFn = uint8_t(fn);
  d.I.Saturate = saturate;
  Lowering::setDst(d, dst);
  for (const Opnd &s : srcs)
    Lowering::addSrc(d, s);
  L.emit(d);
}

/// The instruction's execution controls and predicate.
FailureOr<InstData> controls(Lowering &L, Operation *op, const ExecInfo &exec,
                             std::optional<Predicate> pred) {
  InstData d = L.inst(Opcode::Math, exec);
  if (failed(L.predicate(d, pred, op)))
    return failure();
  return d;
}

/// One-source float functions.
template <typename OpT, gen::MathFn Fn>
LogicalResult lowerUnaryMath(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0()})))
    return failure();
  if (a.Dst.type() == DataType::DF) {
    // Gen math has no DF functions: 1/x and sqrt through the IEEE macros.
    if constexpr (Fn == gen::MathFn::Inv) {
      return emitIeeeDivide(L, op, o.getExecSize(), o.getPred(), a.Dst,
                            a.Saturate, Opnd::imm(0x3FF0000000000000ull,
                                                  DataType::DF),
                            a.Srcs[0]);
    } else if constexpr (Fn == gen::MathFn::Sqrt) {
      return emitIeeeSqrt(L, op, o.getExecSize(), o.getPred(), a.Dst,
                          a.Saturate, a.Srcs[0]);
    } else if constexpr (Fn == gen::MathFn::Rsqrt) {
      Opnd root = L.newTemp(DataType::DF, o.getExecSize().Size, "rsqrt.root");
      if (failed(emitIeeeSqrt(L, op, o.getExecSize(), std::nullopt, root,
                              false, a.Srcs[0])))
        return failure();
      return emitIeeeDivide(
          L, op, o.getExecSize(), o.getPred(), a.Dst, a.Saturate,
          Opnd::imm(0x3FF0000000000000ull, DataType::DF),
          root.packedSrc(o.getExecSize().Size));
    } else {
      return op->emitError("visa-to-gen: `")
             << getInstrDesc(op)->mnemonic << "` of DF operands";
    }
  }
  FailureOr<InstData> d = controls(L, op, o.getExecSize(), o.getPred());
  if (failed(d))
    return failure();
  emitMath(L, *d, Fn, a.Dst, a.Saturate, a.Srcs);
  return success();
}

LogicalResult lowerPow(Lowering &L, Operation *op) {
  auto o = cast<POWOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()})))
    return failure();
  FailureOr<InstData> d = controls(L, op, o.getExecSize(), o.getPred());
  if (failed(d))
    return failure();
  if (L.device().HasMathPow) {
    emitMath(L, *d, gen::MathFn::Pow, a.Dst, a.Saturate, a.Srcs);
    return success();
  }
  // exp(log(x) * y): Gen's log and exp are base 2, as IGC computes pow
  // where math.pow is gone.
  const ExecInfo &exec = o.getExecSize();
  DataType t = a.Dst.type();
  Opnd logX = L.newTemp(t, exec.Size, "pow.log");
  emitMath(L, L.inst(Opcode::Math, exec), gen::MathFn::Log, logX, false,
           {a.Srcs[0]});
  InstData mul = L.inst(Opcode::Mul, exec);
  Lowering::setDst(mul, logX);
  Lowering::addSrc(mul, logX.packedSrc(exec.Size));
  Lowering::addSrc(mul, a.Srcs[1]);
  L.emit(mul);
  emitMath(L, *d, gen::MathFn::Exp, a.Dst, a.Saturate,
           {logX.packedSrc(exec.Size)});
  return success();
}

/// Float division: math.fdiv, or src0 * inv(src1) where FDIV is gone.
LogicalResult lowerFloatDiv(Lowering &L, Operation *op, const ExecInfo &exec,
                            std::optional<Predicate> pred, AluOperands &a) {
  if (a.Dst.type() == DataType::DF)
    return emitIeeeDivide(L, op, exec, pred, a.Dst, a.Saturate, a.Srcs[0],
                          a.Srcs[1]);
  FailureOr<InstData> d = controls(L, op, exec, pred);
  if (failed(d))
    return failure();
  if (L.device().HasMathFdiv) {
    emitMath(L, *d, gen::MathFn::Fdiv, a.Dst, a.Saturate, a.Srcs);
    return success();
  }
  DataType t = a.Dst.type();
  Opnd inverse = L.newTemp(t, exec.Size, "div.inv");
  InstData inv = L.inst(Opcode::Math, exec);
  emitMath(L, inv, gen::MathFn::Inv, inverse, false, {a.Srcs[1]});
  InstData mul = *d;
  mul.I.Op = Opcode::Mul;
  mul.I.Saturate = a.Saturate;
  Lowering::setDst(mul, a.Dst);
  Lowering::addSrc(mul, a.Srcs[0]);
  Lowering::addSrc(mul, inverse.packedSrc(exec.Size));
  L.emit(mul);
  return success();
}

/// `s` as a D or UD source: 32-bit registers are read as `type`, narrower
/// ones widened into a temporary, immediates converted.
Opnd dwordSource(Lowering &L, const ExecInfo &exec, const Opnd &s,
                 DataType type) {
  if (s.isImm()) {
    int64_t v = int64_t(s.O.Imm);
    switch (s.type()) {
    case DataType::B: v = int8_t(v); break;
    case DataType::UB: v = uint8_t(v); break;
    case DataType::W: v = int16_t(v); break;
    case DataType::UW: v = uint16_t(v); break;
    default: break;
    }
    return Opnd::imm(uint32_t(v), type);
  }
  if (s.typeSize() == 4)
    return s.as(type);
  // Widening keeps each source's own signedness.
  Opnd wide = L.newTemp(isSigned(s.type()) ? DataType::D : DataType::UD,
                        exec.Size, "div.src");
  L.mov(exec, wide, s);
  return wide.packedSrc(exec.Size).as(type);
}

/// Integer div (quotient) or mod (remainder).
LogicalResult lowerIntDivide(Lowering &L, Operation *op, const ExecInfo &exec,
                             std::optional<Predicate> pred, AluOperands &a,
                             gen::MathFn fn) {
  if (!L.device().HasMathIntDiv)
    return op->emitError("visa-to-gen: integer division on ") << L.device().Name;
  for (const Opnd &s : a.Srcs)
    if (s.typeSize() > 4 || isFloat(s.type()))
      return op->emitError("visa-to-gen: integer division of ")
             << gen::getTypeName(s.type()) << " operands";
  // C's rule, as IGC applies it: an unsigned source makes the division
  // unsigned.
  bool isSignedDiv = isSigned(a.Srcs[0].type()) && isSigned(a.Srcs[1].type());
  DataType t = isSignedDiv ? DataType::D : DataType::UD;
  Opnd s0 = dwordSource(L, exec, a.Srcs[0], t);
  Opnd s1 = dwordSource(L, exec, a.Srcs[1], t);
  FailureOr<InstData> d = controls(L, op, exec, pred);
  if (failed(d))
    return failure();
  if (a.Dst.typeSize() == 4 && !a.Saturate) {
    emitMath(L, *d, fn, a.Dst.as(t), false, {s0, s1});
    return success();
  }
  Opnd result = L.newTemp(t, exec.Size, "div.result");
  emitMath(L, L.inst(Opcode::Math, exec), fn, result, false, {s0, s1});
  InstData mov = *d;
  mov.I.Op = Opcode::Mov;
  mov.I.Saturate = a.Saturate;
  Lowering::setDst(mov, a.Dst);
  Lowering::addSrc(mov, result.packedSrc(exec.Size));
  L.emit(mov);
  return success();
}

template <typename OpT, gen::MathFn IntFn>
LogicalResult lowerDivide(Lowering &L, Operation *op) {
  auto o = cast<OpT>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()})))
    return failure();
  if (isFloat(a.Dst.type())) {
    if constexpr (IntFn == gen::MathFn::IQuot)
      return lowerFloatDiv(L, op, o.getExecSize(), o.getPred(), a);
    return op->emitError("visa-to-gen: mod of float operands");
  }
  return lowerIntDivide(L, op, o.getExecSize(), o.getPred(), a, IntFn);
}

LogicalResult lowerDivm(Lowering &L, Operation *op) {
  auto o = cast<DIVMOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0(), o.getSrc1()})))
    return failure();
  return emitIeeeDivide(L, op, o.getExecSize(), o.getPred(), a.Dst,
                        a.Saturate, a.Srcs[0], a.Srcs[1]);
}

LogicalResult lowerSqrtm(Lowering &L, Operation *op) {
  auto o = cast<SQRTMOp>(op);
  AluOperands a;
  if (failed(a.collect(L, op, o.getDst(), {o.getSrc0()})))
    return failure();
  return emitIeeeSqrt(L, op, o.getExecSize(), o.getPred(), a.Dst, a.Saturate,
                      a.Srcs[0]);
}

} // namespace

void togen::addMathLowerings(LoweringTable &t) {
  t.add<INVOp>(lowerUnaryMath<INVOp, gen::MathFn::Inv>);
  t.add<LOGOp>(lowerUnaryMath<LOGOp, gen::MathFn::Log>);
  t.add<EXPOp>(lowerUnaryMath<EXPOp, gen::MathFn::Exp>);
  t.add<SQRTOp>(lowerUnaryMath<SQRTOp, gen::MathFn::Sqrt>);
  t.add<RSQRTOp>(lowerUnaryMath<RSQRTOp, gen::MathFn::Rsqrt>);
  t.add<SINOp>(lowerUnaryMath<SINOp, gen::MathFn::Sin>);
  t.add<COSOp>(lowerUnaryMath<COSOp, gen::MathFn::Cos>);
  t.add<POWOp>(lowerPow);
  t.add<DIVOp>(lowerDivide<DIVOp, gen::MathFn::IQuot>);
  t.add<MODOp>(lowerDivide<MODOp, gen::MathFn::IRem>);
  t.add<DIVMOp>(lowerDivm);
  t.add<SQRTMOp>(lowerSqrtm);
}
