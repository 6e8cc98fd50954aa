//===- visa-message-test.cpp - Self-test of the send message builders -----===//
//
// Calls every builder of GenMessageBuild.h over a grid of parameters on
// every product (or --platform's) and checks that the descriptors decode
// (gen::decodeMessage) to the message asked for: kind, surface, address
// size, lanes, data, block, atomic operation, scratch offset, sampler
// message; and that they encode back to the same bits. Prints one line per
// failing case and "N/N built messages decode as built".
//
//   visa-message-test [--platform=P] [--list]
//
// --list prints each built message as visa-objdump --describe-sends does,
// for utils/check-send-decode.py to compare with iga64 -Xdsd.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenMessageBuild.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

using namespace llvm;
using namespace visa::gen;

static cl::opt<std::string> PlatformName("platform",
                                         cl::desc("Only this product"));
static cl::opt<bool> List("list",
                          cl::desc("Print the built messages' descriptors"));

namespace {

/// What a built message must decode to (fields left at their defaults are
/// not checked).
struct Expect {
  MessageKind Kind = MessageKind::Unknown;
  int Bti = -1, AddrBits = -1, Simd = -1, ElementBytes = -1,
      ElementsPerAddr = -1, ChannelMask = -1, BlockBytes = -1,
      ScratchOffset = -1, SamplerOp = -1, SamplerIndex = -1;
  std::optional<AtomicOp> Atomic;
  std::optional<bool> Returns, Slm;
};

class Tester {
public:
  explicit Tester(const Product &p) : P(p) {}

  /// Builds one case and checks it.
  void check(const std::string &what, const SendDescriptors &d,
             const Expect &e) {
    MessageInfo m = decodeMessage(P, d);
    // Cases whose payload or response does not fit the descriptor are not
    // messages the hardware can send: the grid skips them.
    if (m.Mlen > fieldMax(MessageField::MessageLength) ||
        m.Mlen + m.ExMlen > MaxPayloadRegs)
      return;
    ++Cases;
    std::string bad;
    auto expect = [&](const char *field, int want, int got) {
      if (want >= 0 && want != got)
        bad += std::string(" ") + field + " " + std::to_string(got) +
               " (want " + std::to_string(want) + ")";
    };
    if (m.Kind != e.Kind)
      bad += std::string(" kind ") + messageKindName(m.Kind);
    expect("bti", e.Bti, m.Bti);
    expect("addr", e.AddrBits, m.AddrBits);
    expect("simd", e.Simd, m.Simd);
    expect("element bytes", e.ElementBytes, m.ElementBytes);
    expect("elements", e.ElementsPerAddr, m.ElementsPerAddr);
    expect("channels", e.ChannelMask, m.ChannelMask);
    expect("block bytes", e.BlockBytes, m.BlockBytes);
    expect("scratch offset", e.ScratchOffset, m.ScratchOffset);
    expect("sampler op", e.SamplerOp, m.SamplerOp);
    expect("sampler", e.SamplerIndex, m.SamplerIndex);
    if (e.Atomic && *e.Atomic != m.Atomic)
      bad += std::string(" op ") + atomicOpName(m.Atomic);
    if (e.Returns && *e.Returns != m.ReturnsData)
      bad += " returns";
    if (e.Slm && *e.Slm != m.isSlm())
      bad += " slm";
    if (encodeMessage(P, m) != d)
      bad += " (re-encodes differently)";
    if (List)
      outs() << format_hex(Cases * 16, 6) << ": sfid "
             << format_hex(unsigned(d.SFID), 1) << " desc "
             << format_hex(d.Desc, 10) << " exdesc " << format_hex(d.ExDesc, 10)
             << ": " << formatMessage(m) << "\n";
    if (bad.empty()) {
      ++Passed;
      return;
    }
    errs() << P.Name << " " << what << ":" << bad << "\n";
  }

  void run();
  unsigned Cases = 0, Passed = 0;

private:
  void laneMessages();
  void blocks();
  void images();
  void others();
  const Product &P;
};

std::string name(const char *what, std::initializer_list<unsigned> params) {
  std::string s = what;
  for (unsigned v : params)
    s += " " + std::to_string(v);
  return s;
}

void Tester::laneMessages() {
  const MessageSurface a32Surfaces[] = {
      MessageSurface::surface(3), MessageSurface::slm(),
      MessageSurface::stateless(), MessageSurface::bindless(0x12345000)};
  for (unsigned addrBits : {32u, 64u})
    for (unsigned simd : {8u, 16u}) {
      std::vector<MessageSurface> surfaces(std::begin(a32Surfaces),
                                           std::end(a32Surfaces));
      if (addrBits == 64)
        surfaces = {MessageSurface::stateless(),
                    MessageSurface::stateless(false)};
      for (const MessageSurface &s : surfaces) {
        LaneMessage lane{s, addrBits, simd};
        Expect e;
        e.Bti = s.Bti;
        e.AddrBits = int(addrBits);
        e.Simd = int(simd);
        e.Slm = s.Space == AddressSpace::Slm;
        for (unsigned mask : {0x1u, 0x3u, 0x7u, 0xFu}) {
          e.ChannelMask = int(mask);
          e.Kind = MessageKind::UntypedSurfaceRead;
          check(name("untyped read", {addrBits, simd, mask}),
                buildUntypedSurfaceRead(P, lane, mask), e);
          e.Kind = MessageKind::UntypedSurfaceWrite;
          check(name("untyped write", {addrBits, simd, mask}),
                buildUntypedSurfaceWrite(P, lane, mask), e);
        }
        e.ChannelMask = -1;
        for (unsigned bytes : {1u, 2u, 4u, 8u}) {
          if (bytes == 8 && addrBits == 32)
            continue;
          e.ElementBytes = int(bytes);
          e.Kind = MessageKind::ByteScatteredRead;
          check(name("byte scattered read", {addrBits, simd, bytes}),
                buildByteScatteredRead(P, lane, bytes), e);
          e.Kind = MessageKind::ByteScatteredWrite;
          check(name("byte scattered write", {addrBits, simd, bytes}),
                buildByteScatteredWrite(P, lane, bytes), e);
        }
        for (unsigned elems : {1u, 2u, 4u, 8u}) {
          if (elems > 1 && addrBits == 32)
            continue;
          e.ElementsPerAddr = int(elems);
          e.ElementBytes = 4;
          e.Kind = MessageKind::DwordScatteredRead;
          check(name("dword scattered read", {addrBits, simd, elems}),
                buildDwordScatteredRead(P, lane, elems), e);
          e.Kind = MessageKind::DwordScatteredWrite;
          check(name("dword scattered write", {addrBits, simd, elems}),
                buildDwordScatteredWrite(P, lane, elems), e);
          e.ElementBytes = 8;
          e.Kind = MessageKind::QwordScatteredRead;
          check(name("qword scattered read", {addrBits, simd, elems}),
                buildQwordScatteredRead(P, lane, elems), e);
          e.Kind = MessageKind::QwordScatteredWrite;
          check(name("qword scattered write", {addrBits, simd, elems}),
                buildQwordScatteredWrite(P, lane, elems), e);
        }
        e.ElementsPerAddr = -1;
        // Atomics: A32 SIMD8/16; A64 integer SIMD8 (32 or 64 bits), float
        // SIMD8/16.
#define GEN_ATOMIC_OP(Enum, IsFloat, Code, Sources, OpName)                    \
  atomic(lane, e, AtomicOp::Enum, IsFloat, Sources);
        auto atomic = [&](const LaneMessage &l, Expect ex, AtomicOp op,
                          bool isFloat, int sources) {
          if (sources < 0 || (isFloat && !P.HasFloatAtomics) ||
              (addrBits == 64 && !isFloat && simd != 8))
            return;
          ex.Kind = isFloat ? MessageKind::UntypedAtomicFloat
                            : MessageKind::UntypedAtomic;
          ex.Atomic = op;
          for (unsigned bytes : {4u, 8u}) {
            if (bytes == 8 && (isFloat || addrBits == 32))
              continue;
            ex.ElementBytes = int(bytes);
            for (bool ret : {false, true}) {
              ex.Returns = ret;
              check(name(atomicOpName(op), {addrBits, simd, bytes, ret}),
                    buildUntypedAtomic(P, l, op, bytes, ret), ex);
            }
          }
        };
#include "visa/Gen/GenMessages.def"
      }
    }
}

void Tester::blocks() {
  for (unsigned addrBits : {32u, 64u})
    for (bool unaligned : {false, true})
      for (unsigned bytes : {16u, 32u, 64u, 128u})
        for (bool high : {false, true}) {
          if (high && bytes != 16)
            continue;
          MessageSurface s = addrBits == 64 ? MessageSurface::stateless()
                                            : MessageSurface::surface(5);
          BlockMessage b{s, addrBits, bytes, unaligned, high};
          Expect e;
          e.Bti = s.Bti;
          e.AddrBits = int(addrBits);
          e.BlockBytes = int(bytes);
          e.Kind = unaligned ? MessageKind::OwordBlockReadUnaligned
                             : MessageKind::OwordBlockRead;
          check(name("oword block read", {addrBits, unaligned, bytes, high}),
                buildOwordBlockRead(P, b), e);
          // A32 writes are OWord aligned only.
          if (unaligned && addrBits == 32)
            continue;
          e.Kind = unaligned ? MessageKind::OwordBlockWriteUnaligned
                             : MessageKind::OwordBlockWrite;
          check(name("oword block write", {addrBits, unaligned, bytes, high}),
                buildOwordBlockWrite(P, b), e);
        }
  for (unsigned bytes : {32u, 64u, 128u, 256u}) {
    BlockMessage b{MessageSurface::stateless(), 64, bytes};
    Expect e;
    e.AddrBits = 64;
    e.BlockBytes = int(bytes);
    e.Kind = MessageKind::HwordBlockRead;
    check(name("hword block read", {bytes}), buildHwordBlockRead(P, b), e);
    e.Kind = MessageKind::HwordBlockWrite;
    check(name("hword block write", {bytes}), buildHwordBlockWrite(P, b), e);
  }
  for (unsigned offset : {0u, 32u * 5, 32u * 4095})
    for (unsigned regs : {1u, 2u, 4u, 8u}) {
      Expect e;
      e.ScratchOffset = int(offset / HwordBytes);
      e.BlockBytes = int(regs * P.GRFBytes);
      e.Kind = MessageKind::ScratchBlockRead;
      check(name("scratch read", {offset, regs}),
            buildScratchBlockRead(P, offset, regs), e);
      e.Kind = MessageKind::ScratchBlockWrite;
      check(name("scratch write", {offset, regs}),
            buildScratchBlockWrite(P, offset, regs), e);
    }
}

void Tester::images() {
  for (unsigned coords = 1; coords <= 4; ++coords)
    for (unsigned mask : {0x1u, 0x3u, 0xFu})
      for (unsigned slots : {1u, 2u}) {
        TypedMessage t{MessageSurface::surface(2), coords, mask, slots};
        Expect e;
        e.Bti = 2;
        e.Simd = 8;
        e.ChannelMask = int(mask);
        e.Kind = MessageKind::TypedSurfaceRead;
        check(name("typed read", {coords, mask, slots}),
              buildTypedSurfaceRead(P, t), e);
        e.Kind = MessageKind::TypedSurfaceWrite;
        check(name("typed write", {coords, mask, slots}),
              buildTypedSurfaceWrite(P, t), e);
        e.Kind = MessageKind::TypedAtomic;
        e.ChannelMask = -1;
        e.Atomic = AtomicOp::Add;
        check(name("typed atomic add", {coords, slots}),
              buildTypedAtomic(P, t, AtomicOp::Add, true), e);
      }
  for (unsigned width : {4u, 8u, 16u, 32u})
    for (unsigned rows : {1u, 4u, 8u}) {
      Expect e;
      e.Bti = 1;
      e.Kind = MessageKind::MediaBlockRead;
      check(name("media block read", {width, rows}),
            buildMediaBlockRead(P, MessageSurface::surface(1), width, rows),
            e);
      e.Kind = MessageKind::MediaBlockWrite;
      check(name("media block write", {width, rows}),
            buildMediaBlockWrite(P, MessageSurface::surface(1), width, rows),
            e);
    }
  for (SamplerOp op : {SamplerOp::Sample, SamplerOp::SampleL, SamplerOp::Ld,
                       SamplerOp::LdLz, SamplerOp::ResInfo})
    for (unsigned simd : {8u, 16u})
      for (unsigned params : {1u, 2u, 3u})
        for (bool header : {false, true}) {
          SampleMessage s;
          s.Op = op;
          s.Simd = simd;
          s.Surface = MessageSurface::surface(4);
          s.SamplerIndex = 2;
          s.Parameters = params;
          s.Channels = header ? 3 : 4;
          s.Header = header;
          Expect e;
          e.Kind = MessageKind::Sample;
          e.Bti = 4;
          e.Simd = int(simd);
          e.SamplerOp = int(op);
          e.SamplerIndex = 2;
          check(name("sample", {unsigned(op), simd, params, header}),
                buildSample(P, s), e);
        }
}

void Tester::others() {
  Expect e;
  e.Kind = MessageKind::SamplerCacheFlush;
  check("sampler cache flush", buildSamplerCacheFlush(P), e);
  e.Kind = MessageKind::MemoryFence;
  for (bool slm : {false, true})
    for (bool commit : {false, true}) {
      e.Slm = slm;
      check(name("fence", {slm, commit}),
            buildMemoryFence(P, FenceMessage{slm, commit}), e);
    }
  e.Slm.reset();
  e.Kind = MessageKind::Barrier;
  check("barrier", buildBarrier(P), e);
  e.Kind = MessageKind::EndOfThread;
  SendDescriptors eot = buildEndOfThread(P);
  check("end of thread", eot, e);
  if (!eot.EOT) {
    ++Cases;
    errs() << P.Name << " end of thread: no EOT bit\n";
  }
}

void Tester::run() {
  laneMessages();
  blocks();
  images();
  others();
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "Self-test of the send message builders\n");
  const Product *only = nullptr;
  if (!PlatformName.empty() && !(only = lookupProduct(PlatformName))) {
    WithColor::error(errs(), "visa-message-test")
        << "unknown platform '" << PlatformName << "'\n";
    return 1;
  }
  unsigned cases = 0, passed = 0;
  for (const Product &p : products()) {
    if (only && &p != only)
      continue;
    Tester t(p);
    t.run();
    cases += t.Cases;
    passed += t.Passed;
  }
  if (!List)
    outs() << passed << "/" << cases << " built messages decode as built\n";
  return passed == cases ? 0 : 1;
}
