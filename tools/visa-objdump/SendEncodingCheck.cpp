//===- SendEncodingCheck.cpp - visa-objdump's send encoding self-check ----===//
//
// Decode -> encode and decode -> named builder (rebuildMessage) for every
// distinct send descriptor. The builder is called with what the decoded
// message says
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
    std::optional<SendDescriptors> built = rebuildMessage(product, info);
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
