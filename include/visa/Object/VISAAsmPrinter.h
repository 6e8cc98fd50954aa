//===- VISAAsmPrinter.h - Print an Object as .visaasm text ----------------===//

#ifndef VISA_OBJECT_VISAASMPRINTER_H
#define VISA_OBJECT_VISAASMPRINTER_H

#include "visa/Object/Object.h"
#include "llvm/Support/raw_ostream.h"

namespace visa {

/// Prints `object` in the .visaasm syntax IGC dumps, so that parseVISAAsm
/// reads back the same Object.
void printVISAAsm(const Object &object, llvm::raw_ostream &os);

} // namespace visa

#endif // VISA_OBJECT_VISAASMPRINTER_H
