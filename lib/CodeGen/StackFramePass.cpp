//===- StackFramePass.cpp - gen-stack-frame: a function keeps its callers' GRFs -===//
//
// The stack-call convention (lib/Conversion/VISAToGen/CallABI.h) gives a
// function every GRF outside the reserved registers, so a caller's values
// live across the call only because the function gives back what it
// writes. After allocation this pass knows what that is: the GRFs the
// function's instructions write, less the reserved ones (r0, %arg,
// %retval, the frame register, the header and its staging registers).
// At its entry it stores them on the thread's stack in scratch and moves
// the stack pointer past them; before each return it moves the pointer
// back and loads them again:
//
//   (W) add (1) header.2 frame.2 <offset>      stack pointer, in OWords
//   (W) sends (8) null header rN               OWord block write, BTI 251
//   ...
//   (W) add (1) frame.2 frame.2 <frame OWords>
//   ...
//   (W) add (1) frame.2 frame.2 -<frame OWords>
//   (W) add (1) header.2 frame.2 <offset>
//   (W) send (8) rN header                     OWord block read
//   ret
//
// The frame is the saved GRFs, then the function's spill slots, which
// gen-regalloc addressed below the moved stack pointer (its
// `spill_bytes`; SpillScratch.cpp). Runs of consecutive GRFs go four (128
// bytes) at a time. Without split sends (BDW) a write carries its data
// after the header: the registers go through the staging registers that
// follow it. The function's
// `frame_bytes` tells linking how deep its frame is; a kernel's first stack
// pointer is set past its own scratch use (`scratch_bytes`).
//
//===----------------------------------------------------------------------===//

#include "Spill.h"
#include "visa/CodeGen/Passes.h"
#include "visa/Gen/GenMessageBuild.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/BitVector.h"

namespace visa::gen {
#define GEN_PASS_DEF_GENSTACKFRAME
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;
using namespace visa::gen::ra;

namespace {

Operand grf(unsigned byte, unsigned grfBytes, DataType type) {
  Operand o;
  o.K = Operand::Kind::Reg;
  o.File = RegFile::GRF;
  o.RegNum = uint8_t(byte / grfBytes);
  o.SubRegByte = uint8_t(byte % grfBytes);
  o.Type = type;
  return o;
}

class StackFrame {
public:
  StackFrame(FuncOp func)
      : Func(func), P(func.getDevice()), B(func.getContext()),
        GrfBytes(P.GRFBytes) {}

  LogicalResult run() {
    if (!findConvention())
      return success(); // no stack calls in this program
    if (Func.getKernel())
      return setInitialStackPointer();
    llvm::BitVector saved = writtenRegisters();
    saved.reset(Reserved);
    unsigned spillOwords = 0;
    if (auto a = Func->getAttrOfType<IntegerAttr>("spill_bytes"))
      spillOwords = unsigned(a.getInt()) / OwordBytes;
    if (saved.none() && !spillOwords)
      return success();
    std::vector<std::pair<unsigned, unsigned>> chunks; // (first GRF, count)
    for (int r = saved.find_first(); r >= 0;) {
      int end = saved.find_next_unset(unsigned(r));
      unsigned last = end < 0 ? saved.size() : unsigned(end);
      for (unsigned at = unsigned(r); at < last;) {
        unsigned n = last - at >= 4 ? 4 : last - at >= 2 ? 2 : 1;
        chunks.push_back({at, n});
        at += n;
      }
      r = end < 0 ? -1 : saved.find_next(last);
    }
    unsigned frameOwords =
        unsigned(saved.count()) * GrfBytes / OwordBytes + spillOwords;
    Location loc = Func.getLoc();
    Block *entry = codeEntry();
    B.setInsertionPointToStart(entry);
    unsigned offset = 0;
    for (auto [first, count] : chunks) {
      store(loc, first, count, offset);
      offset += count * GrfBytes / OwordBytes;
    }
    bumpStackPointer(loc, int32_t(frameOwords));
    SmallVector<Operation *> returns;
    Func.walk([&](Operation *op) {
      if (op->hasAttr("function_return"))
        returns.push_back(op);
    });
    for (Operation *ret : returns) {
      B.setInsertionPoint(ret);
      bumpStackPointer(ret->getLoc(), -int32_t(frameOwords));
      offset = 0;
      for (auto [first, count] : chunks) {
        load(ret->getLoc(), first, count, offset);
        offset += count * GrfBytes / OwordBytes;
      }
    }
    Func->setAttr("frame_bytes",
                  B.getI32IntegerAttr(int32_t(frameOwords * OwordBytes)));
    return success();
  }

private:
  /// The reserved registers, the frame register and the header, from the
  /// function's gen.vreg declarations (placed by allocation).
  bool findConvention() {
    Reserved.resize(P.NumGRF);
    Reserved.set(0); // r0
    bool found = false;
    for (auto decl : Func.getBody().front().getOps<VRegOp>()) {
      std::optional<uint32_t> at = decl.getAt();
      if (!decl->hasAttr("reserved") || !at ||
          decl.getRegClass() != regClassName(RegClass::GRF))
        continue;
      unsigned first = *at / GrfBytes;
      unsigned last = (*at + decl.getBytes() + GrfBytes - 1) / GrfBytes;
      Reserved.set(first, std::min(last, P.NumGRF));
      StringRef name = decl.getName() ? *decl.getName() : StringRef();
      if (name == FrameRegisterName) {
        FrameByte = *at;
        found = true;
      } else if (name == StackHeaderName) {
        HeaderByte = *at;
      }
    }
    return found && HeaderByte != ~0u;
  }

  /// GRFs the function's instructions write (all outside the reserved ones
  /// when one writes through an address register).
  llvm::BitVector writtenRegisters() {
    llvm::BitVector out(P.NumGRF);
    Func.walk([&](Operation *op) {
      if (!isInstOp(op))
        return;
      const InstData &d = getInstData(op);
      const Operand &dst = d.I.Dst;
      if (dst.K != Operand::Kind::Reg || dst.File != RegFile::GRF)
        return;
      if (dst.Mode == AddrMode::Indirect) {
        out.set();
        return;
      }
      unsigned lo = dst.RegNum * GrfBytes + dst.SubRegByte;
      unsigned bytes = isSend(d.I.Op) ? sendRegisters(d, 0) * GrfBytes
                                      : regionFootprint(d.I, dst, true).Hi;
      if (!bytes)
        return;
      unsigned first = lo / GrfBytes;
      unsigned last = std::min((lo + bytes + GrfBytes - 1) / GrfBytes, P.NumGRF);
      out.set(first, last);
    });
    return out;
  }

  Block *codeEntry() {
    Block &decls = Func.getBody().front();
    Operation *term = decls.getTerminator();
    return term->getNumSuccessors() ? term->getSuccessor(0) : &decls;
  }

  InstData scalar(Opcode op, Operand dst, Operand src0, Operand src1) {
    InstData d;
    d.I.Op = op;
    d.I.ExecSize = 1;
    d.I.NoMask = true;
    d.I.Dst = dst;
    d.I.Src[0] = src0;
    d.I.Src[1] = src1;
    d.I.NumSrcs = 2;
    return d;
  }

  Operand stackPointer(unsigned base) {
    Operand o = grf(base + StackPointerByte, GrfBytes, DataType::UD);
    return o;
  }
  Operand scalarSource(Operand o) {
    o.Rgn = visa::gen::Region{0, 1, 0};
    return o;
  }

  void bumpStackPointer(Location loc, int32_t owords) {
    Operand sp = stackPointer(FrameByte);
    sp.Rgn = visa::gen::Region{-1, -1, 1};
    createInstOp(B, loc,
                 scalar(Opcode::Add, sp, scalarSource(stackPointer(FrameByte)),
                        immOperand(uint32_t(owords), DataType::D)));
  }

  /// header.2 = the stack pointer + `owords`.
  void pointHeader(Location loc, unsigned owords) {
    Operand dst = stackPointer(HeaderByte);
    dst.Rgn = visa::gen::Region{-1, -1, 1};
    createInstOp(B, loc,
                 scalar(Opcode::Add, dst, scalarSource(stackPointer(FrameByte)),
                        immOperand(owords, DataType::UD)));
  }

  InstData send(const SendDescriptors &desc) {
    MessageInfo msg = decodeMessage(P, desc);
    InstData d;
    d.I.ExecSize = 8;
    d.I.NoMask = true;
    d.I.Send.SFID = uint8_t(desc.SFID);
    d.I.Send.Desc = desc.Desc;
    d.I.Send.ExDesc = desc.ExDesc;
    d.I.NumSrcs = 2;
    d.I.Src[1] = nullOperand();
    d.SrcLen[0] = uint8_t(msg.Mlen);
    d.SrcLen[1] = uint8_t(msg.ExMlen);
    d.DstLen = uint8_t(msg.Rlen);
    return d;
  }

  BlockMessage block(unsigned count) {
    BlockMessage m;
    m.Surface = MessageSurface::scratch();
    m.Bytes = count * GrfBytes;
    return m;
  }

  void store(Location loc, unsigned first, unsigned count, unsigned owords) {
    pointHeader(loc, owords);
    InstData d = send(buildOwordBlockWrite(P, block(count)));
    d.I.Dst = nullOperand();
    d.I.Src[0] = grf(HeaderByte, GrfBytes, DataType::UD);
    if (P.HasSplitSend) {
      d.I.Op = P.Gen == Platform::Gen12 ? Opcode::Send : Opcode::Sends;
      d.I.Src[1] = grf(first * GrfBytes, GrfBytes, DataType::UD);
    } else {
      // The staging registers after the header carry the data.
      d.I.Op = Opcode::Send;
      for (unsigned r = 0; r < count; ++r) {
        InstData mov;
        mov.I.Op = Opcode::Mov;
        mov.I.ExecSize = uint8_t(GrfBytes / 4);
        mov.I.NoMask = true;
        mov.I.Dst = grf(HeaderByte + (1 + r) * GrfBytes, GrfBytes, DataType::UD);
        mov.I.Dst.Rgn = visa::gen::Region{-1, -1, 1};
        mov.I.Src[0] = grf((first + r) * GrfBytes, GrfBytes, DataType::UD);
        mov.I.Src[0].Rgn = visa::gen::Region{8, 8, 1};
        mov.I.NumSrcs = 1;
        createInstOp(B, loc, mov);
      }
    }
    createInstOp(B, loc, d);
  }

  void load(Location loc, unsigned first, unsigned count, unsigned owords) {
    pointHeader(loc, owords);
    InstData d = send(buildOwordBlockRead(P, block(count)));
    d.I.Op = Opcode::Send;
    d.I.Dst = grf(first * GrfBytes, GrfBytes, DataType::UD);
    d.I.Src[0] = grf(HeaderByte, GrfBytes, DataType::UD);
    createInstOp(B, loc, d);
  }

  /// The kernel's `initial_stack_pointer` move starts the stack past the
  /// kernel's own scratch use.
  LogicalResult setInitialStackPointer() {
    unsigned scratch = 0;
    if (auto a = Func->getAttrOfType<IntegerAttr>("scratch_bytes"))
      scratch = unsigned(a.getInt());
    Func.walk([&](Operation *op) {
      if (op->hasAttr("initial_stack_pointer"))
        getInstData(op).I.Src[0].Imm = (scratch + OwordBytes - 1) / OwordBytes;
    });
    return success();
  }

  FuncOp Func;
  const Product &P;
  OpBuilder B;
  unsigned GrfBytes;
  llvm::BitVector Reserved;
  unsigned FrameByte = ~0u, HeaderByte = ~0u;
};

struct StackFramePass
    : public visa::gen::impl::GenStackFrameBase<StackFramePass> {
  void runOnOperation() override {
    if (failed(StackFrame(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
