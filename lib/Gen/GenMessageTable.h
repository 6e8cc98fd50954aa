//===- GenMessageTable.h - The message-type rows of GenMessages.def -------===//
//
// Private to lib/Gen/GenMessage*.cpp: the GEN_MESSAGE rows as an array,
// looked up by descriptor bits (decoding) and by message kind (encoding),
// and the address space a binding-table index names.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_GEN_GENMESSAGETABLE_H
#define VISA_LIB_GEN_GENMESSAGETABLE_H

#include "visa/Gen/GenMessage.h"

namespace visa::gen::msgtable {

/// One GEN_MESSAGE row: the message of `Kind` is shared function `SFID`
/// with Selector = Code (and SubtypeField = Subtype when that is not None).
struct MessageRow {
  MessageKind Kind;
  Sfid SFID;
  MessageField Selector;
  uint8_t Code;
  MessageField SubtypeField;
  uint8_t Subtype;
  uint8_t AddrBits;
};

/// The first row whose shared function, selector and subtype match `d`, or
/// null.
const MessageRow *findRow(const SendDescriptors &d);

/// The row of `kind` on shared function `sfid` with `addrBits`-bit
/// addresses, or null.
const MessageRow *findRow(Sfid sfid, MessageKind kind, unsigned addrBits);

/// The selector field naming the message type of shared function `sfid`
/// (DataPortMessageType, SamplerMessageType, ...), or None.
MessageField typeField(Sfid sfid);

/// The address space binding-table index `bti` names.
AddressSpace spaceOfBti(uint8_t bti);

} // namespace visa::gen::msgtable

#endif // VISA_LIB_GEN_GENMESSAGETABLE_H
