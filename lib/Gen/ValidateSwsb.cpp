//===- ValidateSwsb.cpp - Software scoreboard field legality (TGLLP) ------===//
//
// On products with a software scoreboard (SwsbTokens of the device table),
// a token is allocated ($N) only by an out-of-order instruction (send,
// math) and by every one but the end-of-thread send. TGLLP's encoding
// leaves no other field to get wrong: its 4-bit SBID names one of its 16
// tokens, and the decoder rejects RegDist pipes and the other reserved
// encodings.
// Whether the annotations cover the dependencies is the simulator's SWSB
// checker's job, not the validator's.
//
//===----------------------------------------------------------------------===//

#include "ValidatorImpl.h"

using namespace visa::gen;
using namespace visa::gen::validator;

void validator::checkSwsb(Checker &c) {
  const Inst &I = c.I;
  if (!c.on(RuleId::SwsbSetOutOfOrder))
    return;
  const Swsb &sb = I.Sb;
  OpForm form = getForm(I.Op);
  bool outOfOrder = form == OpForm::Send || form == OpForm::Math;
  c.check(RuleId::SwsbSetOutOfOrder,
          sb.TokenKind == Swsb::Token::Set && !outOfOrder, [&] {
            return (llvm::Twine(getMnemonic(I.Op)) + " (in order) allocates $" +
                    llvm::Twine(unsigned(sb.SBID)))
                .str();
          });
  // The end-of-thread send needs none: nothing can wait for it.
  c.check(RuleId::SwsbOutOfOrderToken,
          outOfOrder && !I.Send.EOT && sb.TokenKind != Swsb::Token::Set, [&] {
            return (llvm::Twine(getMnemonic(I.Op)) +
                    " runs out of order without an "
                    "SBID token")
                .str();
          });
}
