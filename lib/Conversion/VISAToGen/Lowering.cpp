//===- Lowering.cpp - Walking a vISA routine into a gen.func --------------===//
//
// The routine's instructions are visited in order. A label starts a new
// block (entered by fall-through from the one before), a branch ends one;
// every other instruction goes to its family's handler. The entry block
// holds the virtual register declarations and falls through into the code.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "CallABI.h"
#include "ControlFlow.h"
#include "visa/Gen/GenOperandFacts.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

//===----------------------------------------------------------------------===//
// Opnd
//===----------------------------------------------------------------------===//

Opnd Opnd::imm(uint64_t bits, DataType type) {
  Opnd o;
  o.O.K = gen::Operand::Kind::Imm;
  o.O.File = gen::RegFile::Imm;
  o.O.Type = type;
  o.O.Imm = bits;
  return o;
}

Opnd Opnd::null(DataType type) {
  return arf(gen::ArfKind::Null, 0, 0, type);
}

Opnd Opnd::arf(gen::ArfKind kind, unsigned index, unsigned subByte,
               DataType type) {
  Opnd o;
  o.O.K = gen::Operand::Kind::Reg;
  o.O.File = gen::RegFile::ARF;
  o.O.RegNum = gen::arfRegNum(kind, index);
  o.O.SubRegByte = uint8_t(subByte);
  o.O.Type = type;
  return o;
}

Opnd Opnd::vreg(uint32_t id, uint32_t offset, DataType type) {
  Opnd o;
  o.O.K = gen::Operand::Kind::Reg;
  o.O.File = gen::RegFile::GRF;
  o.O.Type = type;
  o.Ref = {id, offset};
  return o;
}

bool Opnd::isNull() const {
  return O.K == gen::Operand::Kind::Reg && O.File == gen::RegFile::ARF &&
         gen::arfKindOf(O.RegNum) == gen::ArfKind::Null;
}

Opnd Opnd::as(DataType type) const {
  Opnd o = *this;
  o.O.Type = type;
  return o;
}

Opnd Opnd::plusBytes(int count) const {
  Opnd o = *this;
  if (isNull() || isImm())
    return o;
  if (o.Ref.isVirtual())
    o.Ref.Offset += count;
  else
    o.O.SubRegByte = uint8_t(o.O.SubRegByte + count);
  return o;
}

Opnd Opnd::region(int vs, int w, int hs) const {
  Opnd o = *this;
  o.O.Rgn = {int8_t(vs), int8_t(w), int8_t(hs)};
  return o;
}

Opnd Opnd::packedSrc(unsigned n) const {
  if (n == 1)
    return scalarSrc();
  // A region never spans more than a row of `n` packed elements here; the
  // legalizer splits what crosses two registers.
  return region(int(n), int(n), 1);
}

Opnd Opnd::negated() const {
  Opnd o = *this;
  o.O.Negate = !o.O.Negate;
  return o;
}

DataType togen::genType(ElemType t) {
  switch (t) {
  case ElemType::UD: return DataType::UD;
  case ElemType::D: return DataType::D;
  case ElemType::UW: return DataType::UW;
  case ElemType::W: return DataType::W;
  case ElemType::UB: return DataType::UB;
  case ElemType::B: return DataType::B;
  case ElemType::DF: return DataType::DF;
  case ElemType::F: return DataType::F;
  case ElemType::V: return DataType::V;
  case ElemType::VF: return DataType::VF;
  case ElemType::UQ: return DataType::UQ;
  case ElemType::UV: return DataType::UV;
  case ElemType::Q: return DataType::Q;
  case ElemType::HF: return DataType::HF;
  case ElemType::BOOL:
  case ElemType::BF:
    return DataType::Invalid;
  }
  return DataType::Invalid;
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

Lowering::Lowering(Operation *routine, gen::FuncOp func,
                   const gen::Product &product, const LoweringTable &table)
    : Routine(routine), Func(func), Device(product), Table(table),
      Builder(func.getContext()), Loc(routine->getLoc()),
      CF(std::make_unique<ControlFlow>(*this)) {}

Lowering::~Lowering() = default;

bool Lowering::isKernel() const { return isa<KernelOp>(Routine); }

uint32_t Lowering::newVReg(gen::RegClass cls, uint32_t bytes, uint32_t align,
                           StringRef name, int32_t pinned) {
  OpBuilder::InsertionGuard guard(Builder);
  Builder.setInsertionPoint(DeclBlock->getTerminator());
  uint32_t id = NextVReg++;
  VRegs.push_back({cls, bytes, align, pinned});
  auto decl = Builder.create<gen::VRegOp>(
      Loc, Builder.getI32IntegerAttr(id),
      Builder.getStringAttr(gen::regClassName(cls)),
      Builder.getI32IntegerAttr(bytes), Builder.getI32IntegerAttr(align),
      pinned >= 0 ? Builder.getI32IntegerAttr(pinned) : IntegerAttr(),
      name.empty() ? StringAttr() : Builder.getStringAttr(name));
  (void)decl;
  return id;
}

Opnd Lowering::newTemp(DataType type, unsigned elems, StringRef name) {
  unsigned bytes = elems * gen::getTypeSize(type);
  unsigned align = bytes >= grfBytes() ? grfBytes()
                                       : std::max(4u, gen::getTypeSize(type));
  uint32_t id = newVReg(gen::RegClass::GRF, bytes, align, name);
  return Opnd::vreg(id, 0, type).dstRegion();
}

uint32_t Lowering::newFlag(unsigned bits) {
  unsigned bytes = bits > 16 ? 4 : 2;
  return newVReg(gen::RegClass::Flag, bytes, bytes);
}

InstData Lowering::inst(Opcode op, const ExecInfo &exec) const {
  return inst(op, exec.Size, exec.channelOffset(), exec.NoMask);
}

InstData Lowering::inst(Opcode op, unsigned execSize, unsigned chanOffset,
                        bool noMask) const {
  InstData d;
  d.I.Op = op;
  d.I.ExecSize = uint8_t(execSize);
  d.I.ChanOffset = uint8_t(chanOffset);
  d.I.NoMask = noMask;
  return d;
}

LogicalResult Lowering::predicate(InstData &d, std::optional<Predicate> pred,
                                  Operation *user) {
  if (!pred)
    return success();
  FailureOr<gen::VirtualRef> f = flag(pred->Var, user);
  if (failed(f))
    return failure();
  d.Flag = *f;
  d.I.PredInv = pred->Inverse;
  switch (pred->Comb) {
  case Predicate::None:
    d.I.Pred = gen::PredCtrl::Normal;
    break;
  case Predicate::Any:
  case Predicate::All: {
    // any/all over the instruction's channels: .anyNh/.allNh of its size.
    bool any = pred->Comb == Predicate::Any;
    gen::PredCtrl ctrl;
    switch (d.I.ExecSize) {
    case 2: ctrl = any ? gen::PredCtrl::Any2H : gen::PredCtrl::All2H; break;
    case 4: ctrl = any ? gen::PredCtrl::Any4H : gen::PredCtrl::All4H; break;
    case 8: ctrl = any ? gen::PredCtrl::Any8H : gen::PredCtrl::All8H; break;
    case 16: ctrl = any ? gen::PredCtrl::Any16H : gen::PredCtrl::All16H; break;
    case 32: ctrl = any ? gen::PredCtrl::Any32H : gen::PredCtrl::All32H; break;
    default:
      d.I.Pred = gen::PredCtrl::Normal;
      return success();
    }
    d.I.Pred = ctrl;
    break;
  }
  }
  return success();
}

void Lowering::setDst(InstData &d, const Opnd &o) {
  d.I.Dst = o.O;
  d.Dst = o.Ref;
}

void Lowering::addSrc(InstData &d, const Opnd &o) {
  unsigned i = d.I.NumSrcs++;
  d.I.Src[i] = o.O;
  d.Src[i] = o.Ref;
}

/// vISA gives channel i element i of a packed-vector (:v, :uv) immediate;
/// Gen does so only into a destination of word stride (a 16-byte aligned
/// one: gen-legalize sees to that). Into dwords, up to four channels, Gen's
/// channel i reads element 2i, so the elements are spread; any other
/// destination reads the vector from a word temporary, as IGC does
/// (`mov (2) r5.8:w 0x40:uv` before an addc of ICLLP's 64-bit add).
void Lowering::placePackedImmediates(InstData &d) {
  for (unsigned k = 0; k < d.I.NumSrcs; ++k) {
    gen::Operand &s = d.I.Src[k];
    if (s.K != gen::Operand::Kind::Imm || !gen::validator::isPackedIntType(s.Type))
      continue;
    const gen::Operand &dst = d.I.Dst;
    unsigned strideBytes = gen::getTypeSize(dst.Type) *
                           unsigned(std::max<int>(dst.Rgn.HStride, 1));
    unsigned n = d.I.ExecSize;
    if (std::optional<uint64_t> imm =
            gen::validator::packedIntForStride(s.Imm, strideBytes, n)) {
      s.Imm = *imm;
      continue;
    }
    DataType words = s.Type == DataType::V ? DataType::W : DataType::UW;
    uint32_t id = newVReg(gen::RegClass::GRF, std::max(2 * n, 16u), 16,
                          "packed.imm");
    Opnd temp = Opnd::vreg(id, 0, words);
    mov(ExecInfo{n, 8, true}, temp.dstRegion(), Opnd::imm(s.Imm, s.Type));
    Opnd src = temp.packedSrc(n);
    s = src.O;
    d.Src[k] = src.Ref;
  }
}

Operation *Lowering::emit(const InstData &d) {
  for (unsigned k = 0; k < d.I.NumSrcs; ++k)
    if (d.I.Src[k].K == gen::Operand::Kind::Imm &&
        gen::validator::isPackedIntType(d.I.Src[k].Type)) {
      InstData placed = d;
      placePackedImmediates(placed);
      return gen::createInstOp(Builder, Loc, placed);
    }
  return gen::createInstOp(Builder, Loc, d);
}

Operation *Lowering::mov(const ExecInfo &exec, const Opnd &dst,
                         const Opnd &src) {
  InstData d = inst(Opcode::Mov, exec);
  setDst(d, dst);
  addSrc(d, src);
  return emit(d);
}

Operation *Lowering::emitScalar(Opcode op, const Opnd &dst, const Opnd &src0,
                                const Opnd *src1) {
  InstData d = inst(op, 1, 0, /*noMask=*/true);
  setDst(d, dst);
  addSrc(d, src0);
  if (src1)
    addSrc(d, *src1);
  return emit(d);
}

Block *Lowering::labelBlock(VarRef label) {
  Block *&b = Labels[label.getAttr()];
  if (!b)
    b = new Block();
  return b;
}

void Lowering::fallInto(Block *next) {
  Block *cur = currentBlock();
  if (cur->empty() || !cur->back().hasTrait<OpTrait::IsTerminator>())
    Builder.create<gen::FallthroughOp>(Loc, next);
  continueIn(next);
}

void Lowering::continueIn(Block *next) {
  Func.getBody().push_back(next);
  Builder.setInsertionPointToEnd(next);
  // What movs wrote in the block before is not known on every path here.
  StateValues.clear();
}

uint32_t Lowering::r0Register() {
  if (R0VReg < 0)
    R0VReg = newVReg(gen::RegClass::GRF, grfBytes(), grfBytes(), "%r0", 0);
  return uint32_t(R0VReg);
}

uint32_t Lowering::eotRegister() {
  if (EotVReg < 0) {
    // IGC's choice: the last register, where nothing else is pinned (the
    // one CallABI leaves for it when there are stack calls).
    unsigned grf = ABI && ABI->HasStackCalls ? ABI->EotGrf : Device.NumGRF - 1;
    int32_t at = int32_t(grf * grfBytes());
    EotVReg = newVReg(gen::RegClass::GRF, grfBytes(), grfBytes(), "eot", at);
  }
  return uint32_t(EotVReg);
}

LogicalResult Lowering::lowerInstruction(Operation *op) {
  Loc = op->getLoc();
  if (isTruncated(op))
    return op->emitError("instruction lacks operands (a truncated legacy "
                         ".isa); compile the .visaasm instead");
  StringRef name = op->getName().getStringRef();
  if (!Device.HasQ)
    if (QWordLowerFn emulate = Table.lookupQWord(name)) {
      FailureOr<bool> done = emulate(*this, op);
      if (failed(done))
        return failure();
      if (*done)
        return success();
    }
  LowerFn fn = Table.lookup(name);
  if (!fn)
    return op->emitError("visa-to-gen: `")
           << getInstrDesc(op)->mnemonic << "` is not supported on "
           << Device.Name;
  return fn(*this, op);
}

std::optional<int64_t> togen::routineIntAttr(Operation *routine,
                                             StringRef name) {
  auto attrs = routine->getAttrOfType<ArrayAttr>("attrs");
  if (!attrs)
    return std::nullopt;
  for (Attribute entry : attrs) {
    auto pair = dyn_cast<ArrayAttr>(entry);
    if (!pair || pair.size() != 2)
      continue;
    auto key = dyn_cast<StringAttr>(pair[0]);
    if (!key || key.getValue() != name)
      continue;
    if (auto value = dyn_cast<IntegerAttr>(pair[1]))
      return value.getInt();
  }
  return std::nullopt;
}

LogicalResult Lowering::run() {
  if (std::optional<int64_t> simd = routineIntAttr(Routine, "SimdSize"))
    Simd = unsigned(*simd);
  SymbolTable symbols(Routine);
  Symbols = &symbols;

  DeclBlock = new Block();
  Func.getBody().push_back(DeclBlock);
  Block *code = new Block();
  Builder.setInsertionPointToEnd(DeclBlock);
  Builder.create<gen::FallthroughOp>(Loc, code);
  Func.getBody().push_back(code);
  Builder.setInsertionPointToEnd(code);

  if (failed(declareVariables()))
    return failure();
  if (ABI && ABI->HasStackCalls)
    beginStackCallRoutine(*this);

  mlir::Region &body = Routine->getRegion(0);
  bool lowered = false;
  for (Operation &op : body.front()) {
    if (getDeclKind(&op) || isa<InputOp>(op))
      continue;
    if (auto label = dyn_cast<LABELOp>(op)) {
      fallInto(labelBlock(label.getLabel()));
      continue;
    }
    if (auto sub = dyn_cast<SUBROUTINEOp>(op)) {
      // The first one names the routine's own code (IGC's `_main_0`);
      // the others start subroutines.
      if (lowered)
        CF->beginSubroutine(sub.getLabel());
      else
        fallInto(labelBlock(sub.getLabel()));
      continue;
    }
    if (!getInstrDesc(&op))
      return op.emitError("visa-to-gen: unexpected op in a routine");
    if (failed(lowerInstruction(&op)))
      return failure();
    lowered = true;
  }
  // The last part's exit ends the routine.
  CF->endRoutine();
  // Labels that no instruction placed (declared but unused) are dropped;
  // a branch to one is an error.
  for (auto &[label, block] : Labels)
    if (!block->getParent()) {
      if (!block->use_empty())
        return Routine->emitError("a branch targets a label that is never placed");
      delete block;
    }
  if (failed(CF->finishBranches()))
    return failure();
  if (ABI && ABI->HasStackCalls)
    finishStackCallRoutine(*this);

  MLIRContext *ctx = Func.getContext();
  Func->setAttr("simd", IntegerAttr::get(IntegerType::get(ctx, 32), Simd));
  if (Barriers)
    Func->setAttr("barriers", IntegerAttr::get(IntegerType::get(ctx, 32), 1));
  if (std::optional<int64_t> slm = routineIntAttr(Routine, "SLMSize"))
    Func->setAttr("slm_bytes",
                  IntegerAttr::get(IntegerType::get(ctx, 32), *slm * 1024));
  // Scratch the kernel uses itself (private memory); spills go after it.
  if (std::optional<int64_t> offset = routineIntAttr(Routine, "SpillMemOffset"))
    Func->setAttr("spill_mem_offset",
                  IntegerAttr::get(IntegerType::get(ctx, 32), *offset));
  Symbols = nullptr;
  return success();
}
