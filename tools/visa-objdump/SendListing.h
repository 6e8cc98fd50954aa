//===- SendListing.h - visa-objdump's listing of send messages ------------===//
//
// `visa-objdump --describe-sends`: one line per send of a kernel with the
// message its descriptors ask for (gen::decodeSend, gen::formatMessage).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TOOLS_VISA_OBJDUMP_SENDLISTING_H
#define VISA_TOOLS_VISA_OBJDUMP_SENDLISTING_H

#include "visa/Gen/GenInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace visa::gen {

/// Prints "OFFSET: sfid S desc D exdesc E: MESSAGE" for each send of
/// `insts`, decoded for `product`; a send whose descriptor is in a0 prints
/// as such.
void printSendMessages(const Product &product, llvm::ArrayRef<Inst> insts,
                       llvm::raw_ostream &os);

} // namespace visa::gen

#endif // VISA_TOOLS_VISA_OBJDUMP_SENDLISTING_H
