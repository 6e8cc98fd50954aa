//===- ValidateSend.cpp - Message (send, sends) restrictions --------------===//
//
// Where a send's payloads and response may lie: direct whole GRFs (a split
// send's second payload may be null), inside the GRF file for the lengths
// the descriptors give, not overlapping each other in a split send; an
// end-of-thread send's payload in the top registers (EotMinGRF of the
// device table) and no response; a shared function that exists; a
// descriptor held in a register is a0.0; and a response must not reach
// r127 while overlapping the payload.
//
// The lengths come from the immediate descriptors through the shared
// message decode (GenMessage.h); a descriptor in a0 is not known statically
// and its lengths are not checked. With both descriptors immediate, the
// lengths must be those the message needs (send.descriptor-lengths): what
// its builder (GenMessageBuild.h, calibrated on every descriptor of IGC's
// corpus binaries) makes of the decoded parameters.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"
#include "visa/Gen/GenMessageBuild.h"
#include <cstring>

using namespace visa::gen;
using namespace visa::gen::validator;

namespace {

/// Message lengths in registers (GenMessage.h's decode); -1 when the
/// descriptor holding them is in a0.
struct Lengths {
  int Payload = -1, Payload2 = -1, Response = -1;
};

Lengths lengthsOf(const MessageInfo &m, const Inst &inst, bool split) {
  Lengths l;
  if (!inst.Send.DescIsReg) {
    l.Payload = int(m.Mlen);
    l.Response = int(m.Rlen);
  }
  if (split && !inst.Send.ExDescIsReg)
    l.Payload2 = int(m.ExMlen);
  return l;
}

/// The lengths the message needs, from its builder called with the
/// message's own parameters: a mismatch means the lengths do not fit the
/// message kind, SIMD width, channels, address size or header.
void checkDescriptorLengths(Checker &c, const MessageInfo &m) {
  std::optional<SendDescriptors> built = rebuildMessage(c.P, m);
  if (!built)
    return;
  MessageInfo want = decodeMessage(c.P, *built);
  unsigned have = m.Mlen + m.ExMlen, need = want.Mlen + want.ExMlen;
  c.check(RuleId::SendDescLengths, have != need || m.Rlen != want.Rlen, [&] {
    return (llvm::Twine(describeMessage(m)) + " needs payload " +
            llvm::Twine(need) + " and response " + llvm::Twine(want.Rlen) +
            "; the descriptors say " + llvm::Twine(have) + " and " +
            llvm::Twine(m.Rlen))
        .str();
  });
}

/// A split send's second payload is absent when it is the null register.
bool isAbsent(const Operand &op) {
  return !isReg(op) || (op.File == RegFile::ARF && isNull(op));
}

/// The register range [first, first + count) as text.
std::string range(unsigned first, int count) {
  return "r" + std::to_string(first) + "-r" + std::to_string(first + count - 1);
}

} // namespace

void validator::checkSend(Checker &c) {
  const Inst &I = c.I;
  if (!isSend(I))
    return;
  bool split = isSplitSend(c.P.Gen, I);
  SendDescriptors d = sendDescriptors(c.P, I, /*a0=*/nullptr);
  MessageInfo message = decodeSend(c.P, I, d.Desc, d.ExDesc);
  Lengths len = lengthsOf(message, I, split);
  const Operand &dst = I.Dst, &src0 = I.Src[0], &src1 = I.Src[1];
  bool hasSrc1 = split && !isAbsent(src1);
  unsigned numGrf = c.P.NumGRF;

  // Operand files.
  c.check(RuleId::SendOperandFiles, !isDirectGrf(src0) || src0.SubRegByte != 0,
          [&] { return std::string("src0 is not a whole direct GRF"); });
  c.check(
      RuleId::SendOperandFiles,
      split && isReg(src1) && src1.File == RegFile::ARF && !isNull(src1), [&] {
        return std::string("src1 is an architecture register other than null");
      });
  bool dstNull = isNull(dst);
  c.check(RuleId::SendOperandFiles,
          !dstNull && (!isDirectGrf(dst) || dst.SubRegByte != 0), [&] {
            return std::string("dst is neither a whole direct GRF nor null");
          });

  // Lengths and ranges.
  c.check(RuleId::SendLengths, len.Payload == 0,
          [&] { return std::string("message length 0"); });
  c.check(RuleId::SendLengths, len.Response > 16, [&] {
    return ("response length " + llvm::Twine(len.Response) + " exceeds 16")
        .str();
  });
  if (len.Payload > 0 && isDirectGrf(src0))
    c.check(RuleId::SendInGrfFile, src0.RegNum + unsigned(len.Payload) > numGrf,
            [&] {
              return "payload " + range(src0.RegNum, len.Payload) +
                     " leaves the GRF file";
            });
  if (len.Payload2 > 0 && hasSrc1 && src1.File == RegFile::GRF)
    c.check(RuleId::SendInGrfFile,
            src1.RegNum + unsigned(len.Payload2) > numGrf, [&] {
              return "second payload " + range(src1.RegNum, len.Payload2) +
                     " leaves the GRF file";
            });
  if (len.Response > 0 && !dstNull && isDirectGrf(dst))
    c.check(RuleId::SendInGrfFile, dst.RegNum + unsigned(len.Response) > numGrf,
            [&] {
              return "response " + range(dst.RegNum, len.Response) +
                     " leaves the GRF file";
            });

  // Split payloads must not overlap (unknown lengths count as 1).
  if (hasSrc1 && src1.File == RegFile::GRF && isDirectGrf(src0)) {
    unsigned a = src0.RegNum, b = src1.RegNum;
    unsigned la = len.Payload > 0 ? unsigned(len.Payload) : 1;
    unsigned lb = len.Payload2 > 0 ? unsigned(len.Payload2) : 1;
    c.check(RuleId::SendSplitOverlap, a < b + lb && b < a + la, [&] {
      return "payloads " + range(a, int(la)) + " and " + range(b, int(lb)) +
             " overlap";
    });
  }

  // End of thread.
  if (I.Send.EOT) {
    c.check(RuleId::SendEotSource,
            isDirectGrf(src0) && src0.RegNum < c.P.EotMinGRF, [&] {
              return ("end-of-thread payload in r" +
                      llvm::Twine(unsigned(src0.RegNum)) + " (below r" +
                      llvm::Twine(c.P.EotMinGRF) + ")")
                  .str();
            });
    c.check(RuleId::SendEotSource,
            hasSrc1 && src1.File == RegFile::GRF && src1.RegNum < c.P.EotMinGRF,
            [&] {
              return ("end-of-thread second payload in r" +
                      llvm::Twine(unsigned(src1.RegNum)) + " (below r" +
                      llvm::Twine(c.P.EotMinGRF) + ")")
                  .str();
            });
    c.check(RuleId::SendEotNoResponse, len.Response > 0 || !dstNull,
            [&] { return std::string("end-of-thread send with a response"); });
  }

  if (!I.Send.DescIsReg && !I.Send.ExDescIsReg && c.on(RuleId::SendDescLengths))
    checkDescriptorLengths(c, message);
  c.check(RuleId::SendSfid, !std::strcmp(sfidName(I.Send.SFID), "???"), [&] {
    return ("shared function id " + llvm::Twine(unsigned(I.Send.SFID)) +
            " names no shared function")
        .str();
  });
  c.check(RuleId::SendDescriptorReg, I.Send.DescIsReg && I.Send.Desc != 0, [&] {
    return ("descriptor in a0 at byte " + llvm::Twine(I.Send.Desc)).str();
  });

  // Non-split sends: a response reaching r127 must not overlap the payload.
  if (!split && len.Response > 0 && len.Payload > 0 && !dstNull &&
      isDirectGrf(dst) && isDirectGrf(src0)) {
    unsigned d = dst.RegNum, s = src0.RegNum;
    bool overlap =
        s < d + unsigned(len.Response) && d < s + unsigned(len.Payload);
    c.check(RuleId::SendR127Overlap,
            d + unsigned(len.Response) > numGrf - 1 && overlap, [&] {
              return ("response " + range(d, len.Response) + " reaches r" +
                      llvm::Twine(numGrf - 1) + " and overlaps payload " +
                      range(s, len.Payload))
                  .str();
            });
  }
}
