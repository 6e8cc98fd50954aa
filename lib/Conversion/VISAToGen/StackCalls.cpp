//===- StackCalls.cpp - The stack-call convention in each routine ---------===//
//
// See CallABI.h for the registers. This file declares them in each routine
// of a program with stack calls, places the pre-defined variables that
// live in them (%arg, %retval, %sp, %fp, the implicit-argument pointers)
// and %hw_id, writes the kernel's prologue, a function's return, and the
// saves a function makes of the flags, a0 and its link.
//
//===----------------------------------------------------------------------===//

#include "CallABI.h"
#include "ControlFlow.h"
#include "visa/Object/PredefinedVars.h"

using namespace mlir;
using namespace visa;
using namespace visa::togen;

namespace {

/// vISA ids of the pre-defined variables this file places.
enum : unsigned {
  IdArg = 8, IdRetval = 9, IdSp = 10, IdFp = 11, IdHwId = 12,
  IdImplArgBufPtr = 18, IdLocalIdBufPtr = 19,
};

/// Marks a reserved register: see the `reserved` note of gen.vreg.
constexpr llvm::StringLiteral ReservedAttr = "reserved";
/// Marks the kernel's move of the initial stack pointer, whose immediate
/// gen-stack-frame sets past the kernel's spill area.
constexpr llvm::StringLiteral InitialStackPointerAttr = "initial_stack_pointer";
/// Marks a function's return (gen-stack-frame restores before it).
constexpr llvm::StringLiteral FunctionReturnAttr = "function_return";

gen::VRegOp findVReg(Lowering &L, StringRef name) {
  for (auto decl : L.func().getBody().front().getOps<gen::VRegOp>())
    if (decl.getName() && *decl.getName() == name)
      return decl;
  return nullptr;
}

/// The routine's virtual register `name`, declared on first use: `grfs`
/// registers at GRF `at` (or anywhere for -1), reserved if asked.
uint32_t namedRegister(Lowering &L, StringRef name, unsigned bytes, int at,
                       bool reserved) {
  if (gen::VRegOp decl = findVReg(L, name))
    return decl.getId();
  unsigned grf = L.grfBytes();
  uint32_t id = L.newVReg(gen::RegClass::GRF, bytes,
                          bytes >= grf ? grf : std::min(bytes, 8u), name,
                          at < 0 ? -1 : int32_t(at * grf));
  if (reserved) {
    gen::VRegOp decl = findVReg(L, name);
    decl->setAttr(ReservedAttr, UnitAttr::get(decl.getContext()));
  }
  return id;
}

uint32_t headerRegister(Lowering &L) {
  const CallABI &abi = L.callABI();
  return namedRegister(L, "abi.header", (1 + abi.StagingGrfs) * L.grfBytes(),
                       abi.HeaderGrf, true);
}

/// The first block of the routine's code (after the declarations).
Block *codeEntry(Lowering &L) {
  auto ft = cast<gen::FallthroughOp>(L.func().getBody().front().getTerminator());
  return ft.getDest();
}

/// Emits `emitFn` at the start of the routine's code.
template <typename Fn> void atCodeEntry(Lowering &L, Fn emitFn) {
  OpBuilder::InsertionGuard guard(L.builder());
  Block *entry = codeEntry(L);
  L.builder().setInsertionPointToStart(entry);
  emitFn();
}

Opnd frameField(Lowering &L, unsigned byte, DataType type) {
  return Opnd::vreg(frameRegister(L), byte, type);
}

/// %hw_id: the hardware thread id, r0.5's low ThreadIdBits bits, computed
/// at the routine's start.
VarPlace hardwareThreadId(Lowering &L) {
  VarPlace p;
  p.K = VarPlace::VReg;
  p.Type = ElemType::UD;
  p.Bytes = 4;
  bool fresh = !findVReg(L, "%hw_id");
  p.VRegId = namedRegister(L, "%hw_id", 4, -1, false);
  if (fresh)
    atCodeEntry(L, [&] {
      Opnd r05 = Opnd::vreg(L.r0Register(), 20, DataType::UD).scalarSrc();
      Opnd mask = Opnd::imm((1u << L.device().ThreadIdBits) - 1, DataType::UD);
      L.emitScalar(Opcode::And, Opnd::vreg(p.VRegId, 0, DataType::UD).dstRegion(),
                   r05, &mask);
    });
  return p;
}

} // namespace

uint32_t togen::frameRegister(Lowering &L) {
  return namedRegister(L, "abi.frame", L.grfBytes(), L.callABI().FrameGrf,
                       true);
}

//===----------------------------------------------------------------------===//
// The convention of a program
//===----------------------------------------------------------------------===//

CallABI CallABI::compute(ModuleOp module, const gen::Product &product) {
  CallABI abi;
  auto grow = [](unsigned &grfs, int64_t n) {
    if (n > 0)
      grfs = std::max(grfs, unsigned(n));
  };
  for (Operation &routine : module.getBody()->getOperations()) {
    if (!isa<KernelOp, FunctionOp>(routine))
      continue;
    if (auto fn = dyn_cast<FunctionOp>(routine)) {
      abi.HasStackCalls = true;
      grow(abi.ArgGrfs, fn.getInputSize());
      grow(abi.RetGrfs, fn.getReturnSize());
      grow(abi.ArgGrfs, routineIntAttr(fn, "ArgSize").value_or(0));
      grow(abi.RetGrfs, routineIntAttr(fn, "RetValSize").value_or(0));
    }
    routine.walk([&](Operation *op) {
      if (auto call = dyn_cast<FCALLOp>(op)) {
        abi.HasStackCalls = true;
        grow(abi.ArgGrfs, call.getArgSize());
        grow(abi.RetGrfs, call.getReturnSize());
      } else if (auto call = dyn_cast<IFCALLOp>(op)) {
        abi.HasStackCalls = true;
        grow(abi.ArgGrfs, call.getArgSize());
        grow(abi.RetGrfs, call.getReturnSize());
      } else if (isa<FADDROp>(op)) {
        abi.HasStackCalls = true;
      } else if (auto decl = dyn_cast<VarDeclOp>(op)) {
        VarRef alias(decl.getAliasAttr());
        if (alias && alias.isPredefined() &&
            (alias.getPredefinedId() == IdImplArgBufPtr ||
             alias.getPredefinedId() == IdLocalIdBufPtr))
          abi.UsesImplicitPointers = true;
      }
    });
  }
  unsigned n = product.NumGRF;
  abi.FrameGrf = n - 1;
  abi.EotGrf = n - 2;
  // Without split sends a save's data must follow its header.
  abi.StagingGrfs = product.HasSplitSend ? 0 : 4;
  abi.HeaderGrf = n - 3 - abi.StagingGrfs;
  abi.RetvalGrf = abi.HeaderGrf - abi.RetGrfs;
  abi.ArgGrf = abi.RetvalGrf - abi.ArgGrfs;
  abi.ImplicitGrf = abi.ArgGrf - 1;
  return abi;
}

//===----------------------------------------------------------------------===//
// Registers and variables of a routine
//===----------------------------------------------------------------------===//

void togen::beginStackCallRoutine(Lowering &L) {
  const CallABI &abi = L.callABI();
  unsigned grf = L.grfBytes();
  // Every reserved register, declared in every routine, so that no routine
  // keeps a value where another expects the convention's.
  uint32_t r0 = L.r0Register();
  for (auto decl : L.func().getBody().front().getOps<gen::VRegOp>())
    if (decl.getId() == r0)
      decl->setAttr(ReservedAttr, UnitAttr::get(decl.getContext()));
  uint32_t frame = frameRegister(L);
  uint32_t header = headerRegister(L);
  if (abi.ArgGrfs)
    namedRegister(L, "%arg", abi.ArgGrfs * grf, abi.ArgGrf, true);
  if (abi.RetGrfs)
    namedRegister(L, "%retval", abi.RetGrfs * grf, abi.RetvalGrf, true);
  if (abi.UsesImplicitPointers)
    namedRegister(L, "abi.implicit", grf, abi.ImplicitGrf, true);
  if (!L.isKernel())
    return;
  // The kernel's prologue: the header of the stack's messages (r0's copy;
  // its dword 2 is set for each message) and an empty stack.
  atCodeEntry(L, [&] {
    InstData copy = L.inst(Opcode::Mov, 8, 0, /*noMask=*/true);
    Lowering::setDst(copy, Opnd::vreg(header, 0, DataType::UD).dstRegion());
    Lowering::addSrc(copy, Opnd::vreg(r0, 0, DataType::UD).region(8, 8, 1));
    L.emit(copy);
    Operation *sp = L.emitScalar(
        Opcode::Mov,
        Opnd::vreg(frame, CallABI::StackPointerByte, DataType::UD).dstRegion(),
        Opnd::imm(0, DataType::UD));
    sp->setAttr(InitialStackPointerAttr, UnitAttr::get(sp->getContext()));
    if (abi.UsesImplicitPointers) {
      Opnd ptrs = Opnd::vreg(namedRegister(L, "abi.implicit", grf,
                                           abi.ImplicitGrf, true),
                             0, DataType::UD);
      L.mov(ExecInfo{4, 8, true}, ptrs.dstRegion(), Opnd::imm(0, DataType::UD));
    }
  });
}

FailureOr<VarPlace> togen::stackCallVariable(Lowering &L, unsigned id,
                                             Operation *user) {
  if (id == IdHwId)
    return hardwareThreadId(L);
  const CallABI &abi = L.callABI();
  unsigned grf = L.grfBytes();
  VarPlace p;
  p.K = VarPlace::VReg;
  p.Type = predefinedVarType(id);
  bool shared = abi.HasStackCalls;
  switch (id) {
  case IdArg:
  case IdRetval: {
    bool arg = id == IdArg;
    unsigned grfs = arg ? abi.ArgGrfs : abi.RetGrfs;
    // Without stack calls, or when no function or call of the program
    // passes anything through it (IGC's -O0 kernels use %retval as storage
    // while their calls return nothing), the variable is private to the
    // function: as large as vISA allows (32 GRFs of %arg, 12 of %retval).
    bool passed = shared && grfs;
    unsigned bytes = (passed ? grfs : arg ? 32 : 12) * grf;
    p.VRegId = namedRegister(L, arg ? "%arg" : "%retval", bytes,
                             passed ? int(arg ? abi.ArgGrf : abi.RetvalGrf) : -1,
                             passed);
    p.Bytes = bytes;
    return p;
  }
  case IdSp:
  case IdFp:
    // 64-bit stack addresses in the frame register (IGC aliases them as
    // :uq), or a private register of the kernel.
    p.Bytes = 8;
    if (!shared) {
      p.VRegId = namedRegister(L, id == IdSp ? "%sp" : "%fp", 8, -1, false);
      return p;
    }
    p.VRegId = frameRegister(L);
    p.Offset = id == IdSp ? CallABI::SpByte : CallABI::FpByte;
    return p;
  case IdImplArgBufPtr:
  case IdLocalIdBufPtr:
    p.Bytes = 8;
    p.VRegId = shared ? namedRegister(L, "abi.implicit", grf, abi.ImplicitGrf, true)
                      : namedRegister(L, "abi.implicit", 16, -1, false);
    p.Offset = id == IdImplArgBufPtr ? 0 : 8;
    return p;
  default:
    return user->emitError("visa-to-gen: pre-defined variable V")
           << id << " is not a variable of the call convention";
  }
}

//===----------------------------------------------------------------------===//
// Returns and the saves of a function
//===----------------------------------------------------------------------===//

void togen::emitFunctionReturn(Lowering &L) {
  InstData ret = L.inst(Opcode::Ret, L.simdSize(), 0, /*noMask=*/false);
  Lowering::setDst(ret, Opnd::null());
  Lowering::addSrc(ret, frameField(L, CallABI::LinkByte, DataType::UD).region(2, 2, 1));
  Operation *op = L.emit(ret);
  op->setAttr(FunctionReturnAttr, UnitAttr::get(op->getContext()));
}

namespace {

/// What the code of a function writes, of what it must give back.
struct Clobbers {
  bool Calls = false, Flags = false, Address = false;
};

Clobbers scanFunction(Lowering &L) {
  llvm::DenseMap<uint32_t, gen::RegClass> classes;
  for (auto decl : L.func().getBody().front().getOps<gen::VRegOp>())
    classes[decl.getId()] = *gen::parseRegClass(decl.getRegClass());
  auto isClass = [&](const gen::VirtualRef &ref, gen::RegClass c) {
    return ref.isVirtual() && classes.lookup(ref.Id) == c;
  };
  Clobbers c;
  L.func().walk([&](Operation *op) {
    if (!gen::isInstOp(op))
      return;
    const InstData &d = gen::getInstData(op);
    if (d.I.Op == Opcode::Call || d.I.Op == Opcode::Calla)
      c.Calls |= op->hasAttr("callee") || d.I.Src[0].K != gen::Operand::Kind::Label;
    if (d.I.Cond != gen::CondMod::None && d.I.Op != Opcode::Sel)
      c.Flags = true;
    const gen::Operand &dst = d.I.Dst;
    if (isClass(d.Dst, gen::RegClass::Flag) ||
        (dst.K == gen::Operand::Kind::Reg && dst.File == gen::RegFile::ARF &&
         !d.Dst.isVirtual() && gen::arfKindOf(dst.RegNum) == gen::ArfKind::Flag))
      c.Flags = true;
    if (isClass(d.Dst, gen::RegClass::Address) ||
        (dst.K == gen::Operand::Kind::Reg && dst.File == gen::RegFile::ARF &&
         !d.Dst.isVirtual() &&
         gen::arfKindOf(dst.RegNum) == gen::ArfKind::Address))
      c.Address = true;
  });
  return c;
}

} // namespace

void togen::finishStackCallRoutine(Lowering &L) {
  if (L.isKernel())
    return;
  Clobbers c = scanFunction(L);
  Operation *ret = nullptr;
  L.func().walk([&](Operation *op) {
    if (op->hasAttr(FunctionReturnAttr))
      ret = op;
  });
  if (!ret)
    return;
  // The caller's link, flags and a0 go to virtual registers at entry and
  // come back before the return (those registers are saved like any other
  // GRF the function writes, after allocation).
  struct Saved {
    Opnd Reg, Save;
    unsigned Count;
  };
  SmallVector<Saved, 4> saved;
  unsigned grf = L.grfBytes();
  if (c.Calls)
    saved.push_back({frameField(L, CallABI::LinkByte, DataType::UD),
                     Opnd::vreg(L.newVReg(gen::RegClass::GRF, 8, 8, "saved.link"),
                                0, DataType::UD),
                     2});
  if (c.Flags)
    for (unsigned f = 0; f < L.device().NumFlagRegs; ++f)
      saved.push_back({Opnd::arf(gen::ArfKind::Flag, f, 0, DataType::UD),
                       Opnd::vreg(L.newVReg(gen::RegClass::GRF, 4, 4, "saved.flag"),
                                  0, DataType::UD),
                       1});
  if (c.Address)
    saved.push_back({Opnd::arf(gen::ArfKind::Address, 0, 0, DataType::UW),
                     Opnd::vreg(L.newVReg(gen::RegClass::GRF, grf, grf, "saved.a0"),
                                0, DataType::UW),
                     L.device().NumAddrSubRegs});
  auto move = [&](const Opnd &to, const Opnd &from, unsigned n) {
    unsigned half = std::min(n, 8u); // a0 as two moves of eight words
    for (unsigned at = 0; at < n; at += half) {
      unsigned bytes = at * gen::getTypeSize(from.type());
      InstData d = L.inst(Opcode::Mov, half, 0, /*noMask=*/true);
      Lowering::setDst(d, to.plusBytes(int(bytes)).dstRegion());
      Lowering::addSrc(d, from.plusBytes(int(bytes)).packedSrc(half));
      L.emit(d);
    }
  };
  atCodeEntry(L, [&] {
    for (const Saved &s : saved)
      move(s.Save, s.Reg, s.Count);
  });
  OpBuilder::InsertionGuard guard(L.builder());
  L.builder().setInsertionPoint(ret);
  for (const Saved &s : saved)
    move(s.Reg, s.Save, s.Count);
}
