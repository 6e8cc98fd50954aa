//===- Send.cpp - Entry point of send-message execution -------------------===//
//
// Turns a send/sendc/sends/sendsc instruction into a Message: reads the
// descriptors (immediates or a0) and decodes them (gen::decodeSend), works
// out the lanes the execution mask enables, copies the payload registers,
// performs the message through the per-function files, and writes the
// response registers back. The gateway (barrier) and thread spawner (end
// of thread) are simple enough to live here.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include "llvm/Support/Format.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

llvm::Error executeGateway(Message &m) {
  if (m.Info.Kind == gen::MessageKind::Barrier) {
    m.Out.BarrierSignal = true;
    // Pre-Xe gateways return nothing for a barrier; keep any response
    // registers deterministic anyway.
    std::memset(m.Response, 0, m.responseBytes());
    return llvm::Error::success();
  }
  return unsupported(m);
}

llvm::Error executeSpawner(Message &m) {
  if (m.Info.Kind != gen::MessageKind::EndOfThread ||
      m.Info.SpawnerChildThread || !m.Info.EndOfThread)
    return unsupported(m, "only end of thread is modelled");
  return llvm::Error::success();
}

/// Performs the message on its shared function.
llvm::Error dispatch(Message &m) {
  switch (m.Info.SFID) {
  case gen::Sfid::DataPort0:
  case gen::Sfid::DataPort1:
  case gen::Sfid::ConstCache:
    return executeDataPort(m);
  case gen::Sfid::Sampler:
    return executeSampler(m);
  case gen::Sfid::Vme:
  case gen::Sfid::Cre:
    return executeVme(m);
  case gen::Sfid::Gateway:
    return executeGateway(m);
  case gen::Sfid::Spawner:
    return executeSpawner(m);
  default:
    return unsupported(m);
  }
}

} // namespace

llvm::Error sendimpl::unsupported(const Message &m, const llvm::Twine &why) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "unsupported message: sfid 0x"
     << llvm::format_hex_no_prefix(unsigned(m.Info.SFID), 2)
     << " desc 0x" << llvm::format_hex_no_prefix(m.Desc, 8) << " ("
     << gen::describeMessage(m.Info) << ")";
  std::string extra = why.str();
  if (!extra.empty())
    os << ": " << extra;
  return llvm::createStringError(llvm::inconvertibleErrorCode(), os.str());
}

llvm::Error sendimpl::messageError(const Message &m, const llvm::Twine &what) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << gen::describeMessage(m.Info) << " (desc 0x"
     << llvm::format_hex_no_prefix(m.Desc, 8) << "): " << what;
  return llvm::createStringError(llvm::inconvertibleErrorCode(), os.str());
}

llvm::Error sim::executeSend(const gen::Inst &inst, SendContext &ctx,
                             SendOutcome &outcome) {
  ThreadState &t = ctx.T;
  Message m(ctx.Device, ctx.Mem, t, outcome);
  gen::SendDescriptors d = gen::sendDescriptors(ctx.Device, inst, t.A0);
  m.Desc = d.Desc;
  m.ExDesc = d.ExDesc;
  m.Info = ctx.Decoded ? *ctx.Decoded
                       : gen::decodeSend(ctx.Device, inst, d.Desc, d.ExDesc);
  m.ExecSize = inst.ExecSize;
  uint32_t sizeMask =
      inst.ExecSize >= 32 ? 0xFFFFFFFFu : (1u << inst.ExecSize) - 1;
  m.LaneMask = (ctx.ExecMask >> inst.ChanOffset) & sizeMask;

  // A send whose channels are all off (predicated away) does nothing.
  if (m.LaneMask == 0)
    return llvm::Error::success();

  // Gather the payload.
  const gen::MessageInfo &info = m.Info;
  const gen::Operand &src0 = inst.Src[0];
  unsigned numGrfs = ctx.Device.NumGRF;
  if (info.Mlen == 0 && info.ExMlen == 0 && info.SFID != gen::Sfid::Null)
    return messageError(m, "empty payload");
  if (info.Mlen > 0) {
    if (src0.File != gen::RegFile::GRF || src0.RegNum + info.Mlen > numGrfs)
      return messageError(m, "payload r" + llvm::Twine(unsigned(src0.RegNum)) +
                                 "+" + llvm::Twine(info.Mlen) +
                                 " is outside the register file");
    std::memcpy(m.Payload, t.grf(src0.RegNum), info.Mlen * GrfBytes);
  }
  if (info.ExMlen > 0) {
    const gen::Operand &src1 = inst.Src[1];
    if (src1.File != gen::RegFile::GRF || src1.RegNum + info.ExMlen > numGrfs)
      return messageError(
          m, "second payload r" + llvm::Twine(unsigned(src1.RegNum)) + "+" +
                 llvm::Twine(info.ExMlen) + " is outside the register file");
    std::memcpy(m.Payload + info.Mlen * GrfBytes, t.grf(src1.RegNum),
                info.ExMlen * GrfBytes);
  }

  // Preload the response with the destination registers.
  const gen::Operand &dst = inst.Dst;
  bool writesDst = info.Rlen > 0 && dst.File == gen::RegFile::GRF;
  if (writesDst) {
    if (dst.RegNum + info.Rlen > numGrfs)
      return messageError(m, "response r" + llvm::Twine(unsigned(dst.RegNum)) +
                                 "+" + llvm::Twine(info.Rlen) +
                                 " is outside the register file");
    std::memcpy(m.Response, t.grf(dst.RegNum), info.Rlen * GrfBytes);
  } else {
    std::memset(m.Response, 0, info.Rlen * GrfBytes);
  }

  if (llvm::Error err = dispatch(m))
    return err;

  if (writesDst)
    std::memcpy(t.grf(dst.RegNum), m.Response, info.Rlen * GrfBytes);
  if (info.EndOfThread)
    outcome.EndOfThread = true;
  return llvm::Error::success();
}
