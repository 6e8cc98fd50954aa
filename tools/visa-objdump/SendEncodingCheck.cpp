//===- SendEncodingCheck.cpp - visa-objdump's send encoding self-check ----===//
//
// Decode -> encode and decode -> named builder for every distinct send
// descriptor. The builder is called with what the decoded message says
// (surface, lanes, data, and the payload split the binary uses); for
// messages whose descriptor does not state every parameter (typed
// coordinates, sampler parameters, media block rows) the parameter is
// worked out from the lengths, so the builder's own length arithmetic
// must agree with the binary's.
//
//===----------------------------------------------------------------------===//

#include "SendEncodingCheck.h"
#include "visa/Gen/GenMessageBuild.h"
#include "llvm/Support/Format.h"
#include <optional>

using namespace visa::gen;

namespace {

bool isSend(Opcode op) {
  return op == Opcode::Send || op == Opcode::Sendc || op == Opcode::Sends ||
         op == Opcode::Sendsc;
}

MessageSurface surfaceOf(const MessageInfo &m) {
  switch (m.Space) {
  case AddressSpace::Slm:
    return MessageSurface::slm();
  case AddressSpace::Stateless:
    return MessageSurface::stateless(m.Bti ==
                                     uint8_t(SpecialSurface::Stateless));
  case AddressSpace::Bindless:
    return MessageSurface::bindless(m.surfaceStateOffset());
  case AddressSpace::Scratch:
    return MessageSurface::scratch();
  default:
    return MessageSurface::surface(m.Bti);
  }
}

/// The named builder's descriptors for the message `m` describes, or none
/// for kinds without a builder.
std::optional<SendDescriptors> rebuild(const Product &p,
                                       const MessageInfo &m) {
  PayloadSplit split{int(m.ExMlen)};
  LaneMessage lane{surfaceOf(m), m.AddrBits, m.Simd, m.HasHeader, split};
  BlockMessage block{surfaceOf(m), m.AddrBits, m.BlockBytes, false,
                     m.BlockHighHalf, split};
  unsigned payload = m.Mlen + m.ExMlen - (m.HasHeader ? 1 : 0);
  unsigned plane = m.Simd ? (m.Simd * 4 + p.GRFBytes - 1) / p.GRFBytes : 1;
  unsigned channels = __builtin_popcount(m.ChannelMask);
  TypedMessage typed{surfaceOf(m), 0,           m.ChannelMask,
                     m.SlotGroup,  m.HasHeader, split};
  switch (m.Kind) {
  case MessageKind::UntypedSurfaceRead:
    return buildUntypedSurfaceRead(p, lane, m.ChannelMask);
  case MessageKind::UntypedSurfaceWrite:
    return buildUntypedSurfaceWrite(p, lane, m.ChannelMask);
  case MessageKind::ByteScatteredRead:
    return buildByteScatteredRead(p, lane, m.ElementBytes);
  case MessageKind::ByteScatteredWrite:
    return buildByteScatteredWrite(p, lane, m.ElementBytes);
  case MessageKind::DwordScatteredRead:
    return buildDwordScatteredRead(p, lane, m.ElementsPerAddr);
  case MessageKind::DwordScatteredWrite:
    return buildDwordScatteredWrite(p, lane, m.ElementsPerAddr);
  case MessageKind::QwordScatteredRead:
    return buildQwordScatteredRead(p, lane, m.ElementsPerAddr);
  case MessageKind::QwordScatteredWrite:
    return buildQwordScatteredWrite(p, lane, m.ElementsPerAddr);
  case MessageKind::UntypedAtomic:
  case MessageKind::UntypedAtomicFloat:
    return buildUntypedAtomic(p, lane, m.Atomic, m.ElementBytes,
                              m.ReturnsData);
  case MessageKind::OwordBlockRead:
    return buildOwordBlockRead(p, block);
  case MessageKind::OwordBlockReadUnaligned:
    block.Unaligned = true;
    return buildOwordBlockRead(p, block);
  case MessageKind::OwordBlockWrite:
    return buildOwordBlockWrite(p, block);
  case MessageKind::OwordBlockWriteUnaligned:
    block.Unaligned = true;
    return buildOwordBlockWrite(p, block);
  case MessageKind::HwordBlockRead:
    return buildHwordBlockRead(p, block);
  case MessageKind::HwordBlockWrite:
    return buildHwordBlockWrite(p, block);
  case MessageKind::ScratchBlockRead:
    return buildScratchBlockRead(p, m.ScratchOffset * HwordBytes,
                                 m.BlockBytes / p.GRFBytes);
  case MessageKind::ScratchBlockWrite:
    return buildScratchBlockWrite(p, m.ScratchOffset * HwordBytes,
                                  m.BlockBytes / p.GRFBytes, split);
  case MessageKind::TypedSurfaceRead:
    typed.Coordinates = payload;
    return buildTypedSurfaceRead(p, typed);
  case MessageKind::TypedSurfaceWrite:
    typed.Coordinates = payload - channels;
    return buildTypedSurfaceWrite(p, typed);
  case MessageKind::TypedAtomic:
    typed.Coordinates = payload - std::max(0, atomicOpSources(m.Atomic));
    return buildTypedAtomic(p, typed, m.Atomic, m.ReturnsData);
  case MessageKind::MediaBlockRead:
    return buildMediaBlockRead(p, surfaceOf(m), p.GRFBytes, m.Rlen);
  case MessageKind::MediaBlockWrite:
    return buildMediaBlockWrite(p, surfaceOf(m), p.GRFBytes, payload, split);
  case MessageKind::Sample: {
    SampleMessage s;
    s.Op = SamplerOp(m.SamplerOp);
    s.Simd = m.Simd;
    s.Surface = surfaceOf(m);
    s.SamplerIndex = m.SamplerIndex;
    s.Parameters = payload / plane;
    s.Return16Bit = m.SamplerReturn16;
    s.Channels = m.Rlen / (m.SamplerReturn16 ? std::max(1u, plane / 2) : plane);
    s.Header = m.HasHeader;
    s.Split = split;
    return buildSample(p, s);
  }
  case MessageKind::SamplerCacheFlush:
    return buildSamplerCacheFlush(p);
  case MessageKind::MemoryFence:
    return buildMemoryFence(p, FenceMessage{m.isSlm(), m.FenceCommit,
                                            m.FenceFlushTargets,
                                            m.FenceFlushL1});
  case MessageKind::Barrier:
    return buildBarrier(p);
  case MessageKind::EndOfThread:
    return buildEndOfThread(p);
  default:
    return std::nullopt;
  }
}

void printDescriptors(llvm::raw_ostream &os, const SendDescriptors &d) {
  os << "sfid " << llvm::format_hex(unsigned(d.SFID), 1) << " desc "
     << llvm::format_hex(d.Desc, 10) << " exdesc "
     << llvm::format_hex(d.ExDesc, 10) << (d.EOT ? " eot" : "");
}

} // namespace

void SendEncodingCheck::addKernel(const Product &product,
                                  llvm::ArrayRef<Inst> insts,
                                  llvm::raw_ostream &os) {
  for (const Inst &inst : insts) {
    if (!isSend(inst.Op))
      continue;
    ++Sends;
    if (inst.Send.DescIsReg || inst.Send.ExDescIsReg) {
      ++InA0;
      continue;
    }
    SendDescriptors d = sendDescriptors(product, inst, nullptr);
    if (!Seen.insert({&product, unsigned(d.SFID), d.Desc, d.ExDesc, d.EOT})
             .second)
      continue;
    ++Distinct;
    MessageInfo info = decodeSend(product, inst, d.Desc, d.ExDesc);
    SendDescriptors again = encodeMessage(product, info);
    if (again == d) {
      ++Reencoded;
    } else {
      os << product.Name << ": ";
      printDescriptors(os, d);
      os << " (" << describeMessage(info) << ") re-encodes as ";
      printDescriptors(os, again);
      os << "\n";
    }
    std::optional<SendDescriptors> built = rebuild(product, info);
    if (!built) {
      ++NoBuilder;
    } else if (*built == d) {
      ++Rebuilt;
    } else {
      os << product.Name << ": ";
      printDescriptors(os, d);
      os << " (" << formatMessage(info) << ") rebuilds as ";
      printDescriptors(os, *built);
      os << "\n";
    }
  }
}

void SendEncodingCheck::printSummary(llvm::raw_ostream &os) const {
  os << Sends << " sends, " << InA0 << " with descriptors in a0, " << Distinct
     << " distinct descriptors\n";
  os << Reencoded << "/" << Distinct << " re-encoded identically\n";
  os << Rebuilt << "/" << Distinct - NoBuilder
     << " rebuilt identically by the named builders (" << NoBuilder
     << " without a builder)\n";
}
