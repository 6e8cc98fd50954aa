//===- Send.cpp - Entry point of send-message execution -------------------===//
//
// Turns a send/sendc/sends/sendsc instruction into a Message: reads the
// descriptors (immediates or a0), works out the shared function, the
// payload and response lengths and the lanes the execution mask enables,
// copies the payload registers, performs the message through the
// per-function files, and writes the response registers back. The gateway
// (barrier) and thread spawner (end of thread) are simple enough to live
// here.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include "llvm/Support/Format.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

/// a0 read as a dword starting at byte `byteOffset`.
uint32_t readA0(const ThreadState &t, unsigned byteOffset) {
  unsigned w = (byteOffset / 2) % NumAddrSubRegs;
  return uint32_t(t.A0[w]) | uint32_t(t.A0[(w + 1) % NumAddrSubRegs]) << 16;
}

bool isSplitSend(const gen::Inst &inst, gen::Platform p) {
  return inst.Op == gen::Opcode::Sends || inst.Op == gen::Opcode::Sendsc ||
         p == gen::Platform::Gen12;
}

llvm::Error executeGateway(Message &m) {
  unsigned op = m.descBits(0, 3);
  if (op == 4) { // barrier
    m.Out.BarrierSignal = true;
    // Pre-Xe gateways return nothing for a barrier; keep any response
    // registers deterministic anyway.
    std::memset(m.Response, 0, m.responseBytes());
    return llvm::Error::success();
  }
  return unsupported(m);
}

llvm::Error executeSpawner(Message &m, bool eot) {
  if (m.descBits(0, 3) != 0 || !eot)
    return unsupported(m, "only end of thread is modelled");
  return llvm::Error::success();
}

/// Performs the message on its shared function.
llvm::Error dispatch(Message &m, bool eot) {
  switch (m.Sfid) {
  case gen::Sfid::DataPort0:
    return executeDataPort0(m);
  case gen::Sfid::DataPort1:
    return executeDataPort1(m);
  case gen::Sfid::ConstCache:
    return executeConstantCache(m);
  case gen::Sfid::Sampler:
    return executeSampler(m);
  case gen::Sfid::Vme:
  case gen::Sfid::Cre:
    return executeVme(m);
  case gen::Sfid::Gateway:
    return executeGateway(m);
  case gen::Sfid::Spawner:
    return executeSpawner(m, eot);
  default:
    return unsupported(m);
  }
}

} // namespace

llvm::Error sendimpl::unsupported(const Message &m, const llvm::Twine &why) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "unsupported message: sfid 0x"
     << llvm::format_hex_no_prefix(unsigned(m.Sfid), 2)
     << " desc 0x" << llvm::format_hex_no_prefix(m.Desc, 8) << " ("
     << describeMessage(m.Device.Gen, unsigned(m.Sfid), m.Desc) << ")";
  std::string extra = why.str();
  if (!extra.empty())
    os << ": " << extra;
  return llvm::createStringError(llvm::inconvertibleErrorCode(), os.str());
}

llvm::Error sendimpl::messageError(const Message &m, const llvm::Twine &what) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << describeMessage(m.Device.Gen, unsigned(m.Sfid), m.Desc) << " (desc 0x"
     << llvm::format_hex_no_prefix(m.Desc, 8) << "): " << what;
  return llvm::createStringError(llvm::inconvertibleErrorCode(), os.str());
}

llvm::Error sim::executeSend(const gen::Inst &inst, SendContext &ctx,
                             SendOutcome &outcome) {
  ThreadState &t = ctx.T;
  const gen::SendDesc &sd = inst.Send;
  bool split = isSplitSend(inst, ctx.Device.Gen);

  Message m(ctx.Device, ctx.Mem, t, outcome);
  // Non-split sends name the descriptor register by its byte subregister;
  // split sends always use a0.0.
  m.Desc = sd.DescIsReg ? readA0(t, split ? 0 : sd.Desc) : sd.Desc;
  m.ExDesc = sd.ExDescIsReg ? readA0(t, sd.ExDesc * 4) : sd.ExDesc;
  m.Sfid = gen::Sfid((sd.ExDescIsReg && ctx.Device.Gen != gen::Platform::Gen12)
                         ? m.ExDesc & 0xF
                         : sd.SFID);
  m.Mlen = m.descBits(25, 4);
  m.Rlen = m.descBits(20, 5);
  m.HasHeader = m.descBits(19, 1);
  m.ExMlen = split ? (m.ExDesc >> 6) & 0x1F : 0;
  m.ExecSize = inst.ExecSize;
  uint32_t sizeMask =
      inst.ExecSize >= 32 ? 0xFFFFFFFFu : (1u << inst.ExecSize) - 1;
  m.LaneMask = (ctx.ExecMask >> inst.ChanOffset) & sizeMask;

  // A send whose channels are all off (predicated away) does nothing.
  if (m.LaneMask == 0)
    return llvm::Error::success();

  // Gather the payload.
  const gen::Operand &src0 = inst.Src[0];
  if (m.Mlen == 0 && m.ExMlen == 0 && m.Sfid != gen::Sfid::Null)
    return messageError(m, "empty payload");
  if (m.Mlen > 0) {
    if (src0.File != gen::RegFile::GRF || src0.RegNum + m.Mlen > NumGrfs)
      return messageError(m, "payload r" + llvm::Twine(unsigned(src0.RegNum)) +
                                 "+" + llvm::Twine(m.Mlen) +
                                 " is outside the register file");
    std::memcpy(m.Payload, t.grf(src0.RegNum), m.Mlen * GrfBytes);
  }
  if (m.ExMlen > 0) {
    const gen::Operand &src1 = inst.Src[1];
    if (src1.File != gen::RegFile::GRF || src1.RegNum + m.ExMlen > NumGrfs)
      return messageError(
          m, "second payload r" + llvm::Twine(unsigned(src1.RegNum)) + "+" +
                 llvm::Twine(m.ExMlen) + " is outside the register file");
    std::memcpy(m.Payload + m.Mlen * GrfBytes, t.grf(src1.RegNum),
                m.ExMlen * GrfBytes);
  }

  // Preload the response with the destination registers.
  const gen::Operand &dst = inst.Dst;
  bool writesDst = m.Rlen > 0 && dst.File == gen::RegFile::GRF;
  if (writesDst) {
    if (dst.RegNum + m.Rlen > NumGrfs)
      return messageError(m, "response r" + llvm::Twine(unsigned(dst.RegNum)) +
                                 "+" + llvm::Twine(m.Rlen) +
                                 " is outside the register file");
    std::memcpy(m.Response, t.grf(dst.RegNum), m.Rlen * GrfBytes);
  } else {
    std::memset(m.Response, 0, m.Rlen * GrfBytes);
  }

  if (llvm::Error err = dispatch(m, sd.EOT))
    return err;

  if (writesDst)
    std::memcpy(t.grf(dst.RegNum), m.Response, m.Rlen * GrfBytes);
  if (sd.EOT)
    outcome.EndOfThread = true;
  return llvm::Error::success();
}
