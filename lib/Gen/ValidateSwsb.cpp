//===- ValidateSwsb.cpp - Software scoreboard field legality (TGLLP) ------===//
//
// On products with a software scoreboard (SwsbTokens of the device table),
// each instruction's SWSB field must be legal: an SBID below the token
// count, a RegDist on the pipes the product has, a token allocated ($N)
// only by an out-of-order instruction (send, math) and always by one but
// the end-of-thread send.
// Whether the annotations cover the dependencies is the simulator's SWSB
// checker's job, not the validator's.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

void validator::checkSwsb(Checker &c) {
  const Inst &I = c.I;
  if (!c.on(RuleId::SwsbSbidRange))
    return;
  const Swsb &sb = I.Sb;
  bool hasToken = sb.TokenKind != Swsb::Token::None;
  c.check(RuleId::SwsbSbidRange, hasToken && sb.SBID >= c.P.SwsbTokens,
          "SBID " + llvm::Twine(unsigned(sb.SBID)) + " but the product has " +
              llvm::Twine(c.P.SwsbTokens) + " tokens");
  c.check(RuleId::SwsbPipe,
          sb.DistPipe != Swsb::Pipe::None && sb.DistPipe != Swsb::Pipe::All &&
              !c.P.SwsbDistPipes,
          "RegDist names a pipe the product does not have");
  OpForm form = getForm(I.Op);
  bool outOfOrder = form == OpForm::Send || form == OpForm::Math;
  c.check(RuleId::SwsbSetOutOfOrder,
          sb.TokenKind == Swsb::Token::Set && !outOfOrder,
          llvm::Twine(getMnemonic(I.Op)) + " (in order) allocates $" +
              llvm::Twine(unsigned(sb.SBID)));
  // The end-of-thread send needs none: nothing can wait for it.
  c.check(RuleId::SwsbOutOfOrderToken,
          outOfOrder && !I.Send.EOT && sb.TokenKind != Swsb::Token::Set,
          llvm::Twine(getMnemonic(I.Op)) + " runs out of order without an "
                                           "SBID token");
}
