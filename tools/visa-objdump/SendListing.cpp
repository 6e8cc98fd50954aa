//===- SendListing.cpp - visa-objdump's listing of send messages ----------===//
//
// One line per send: its byte offset, shared function and descriptors, and
// the decoded message. Descriptors in a0 are known only when the kernel
// runs; those sends say so.
//
//===----------------------------------------------------------------------===//

#include "SendListing.h"
#include "visa/Gen/GenMessage.h"
#include "llvm/Support/Format.h"

using namespace visa::gen;

static bool isSend(Opcode op) {
  return op == Opcode::Send || op == Opcode::Sendc || op == Opcode::Sends ||
         op == Opcode::Sendsc;
}

void visa::gen::printSendMessages(const Product &product,
                                  llvm::ArrayRef<Inst> insts,
                                  llvm::raw_ostream &os) {
  for (const Inst &inst : insts) {
    if (!isSend(inst.Op))
      continue;
    os << llvm::format_hex(inst.Offset, 6) << ": ";
    if (inst.Send.DescIsReg || inst.Send.ExDescIsReg) {
      os << (inst.Send.DescIsReg ? "descriptor" : "extended descriptor")
         << " in a0\n";
      continue;
    }
    os << "sfid " << llvm::format_hex(inst.Send.SFID, 1) << " desc "
       << llvm::format_hex(inst.Send.Desc, 10) << " exdesc "
       << llvm::format_hex(inst.Send.ExDesc, 10) << ": "
       << formatMessage(decodeSend(product, inst, nullptr)) << "\n";
  }
}
