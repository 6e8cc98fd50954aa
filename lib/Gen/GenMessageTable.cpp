//===- GenMessageTable.cpp - The message-type rows of GenMessages.def -----===//
//
// The GEN_MESSAGE rows and their two lookups: by descriptor bits for the
// decoder, by message kind for the encoder; the family and memory access
// of each message kind; and the address spaces of the special
// binding-table indices.
//
//===----------------------------------------------------------------------===//

#include "GenMessageTable.h"
#include <iterator>

using namespace visa::gen;
using namespace visa::gen::msgtable;

namespace {
constexpr MessageRow Rows[] = {
#define GEN_MESSAGE(Kind, SfidName, Selector, Code, SubtypeField, Subtype,    \
                    Addr)                                                      \
  {MessageKind::Kind,        Sfid::SfidName, MessageField::Selector, Code,     \
   MessageField::SubtypeField, Subtype,      Addr},
#include "visa/Gen/GenMessages.def"
};

bool fieldIs(MessageField f, unsigned value, const SendDescriptors &d) {
  return f == MessageField::None || getField(f, d) == value;
}

/// The rows of each shared function: [first, end) into Rows. The table
/// lists each function's rows together (checked when the index is built).
struct SfidRows {
  uint8_t First[16] = {}, End[16] = {};
  constexpr SfidRows() {
    for (unsigned i = 0; i < std::size(Rows); ++i) {
      unsigned sfid = unsigned(Rows[i].SFID);
      if (First[sfid] == End[sfid])
        First[sfid] = uint8_t(i);
      End[sfid] = uint8_t(i + 1);
    }
  }
};
constexpr SfidRows RowsBySfid;

constexpr bool rowsAreGrouped() {
  for (unsigned i = 0; i < std::size(Rows); ++i) {
    unsigned sfid = unsigned(Rows[i].SFID);
    if (i < RowsBySfid.First[sfid] || i >= RowsBySfid.End[sfid])
      return false;
    for (unsigned j = RowsBySfid.First[sfid]; j < RowsBySfid.End[sfid]; ++j)
      if (Rows[j].SFID != Rows[i].SFID)
        return false;
  }
  return true;
}
static_assert(rowsAreGrouped(),
              "GenMessages.def must list each shared function's rows together");
} // namespace

const MessageRow *msgtable::findRow(const SendDescriptors &d) {
  unsigned sfid = unsigned(d.SFID) & 0xF;
  for (unsigned i = RowsBySfid.First[sfid]; i < RowsBySfid.End[sfid]; ++i) {
    const MessageRow &row = Rows[i];
    if (fieldIs(row.Selector, row.Code, d) &&
        fieldIs(row.SubtypeField, row.Subtype, d))
      return &row;
  }
  return nullptr;
}

const MessageRow *msgtable::findRow(Sfid sfid, MessageKind kind,
                                    unsigned addrBits) {
  for (const MessageRow &row : Rows)
    if (row.SFID == sfid && row.Kind == kind && row.AddrBits == addrBits)
      return &row;
  return nullptr;
}

MessageFamily visa::gen::messageFamily(MessageKind kind) {
  switch (kind) {
#define GEN_MESSAGE_KIND(Enum, Family, Access, Name)                           \
  case MessageKind::Enum:                                                      \
    return MessageFamily::Family;
#include "visa/Gen/GenMessages.def"
  }
  return MessageFamily::None;
}

MemoryAccess visa::gen::memoryAccess(MessageKind kind) {
  switch (kind) {
#define GEN_MESSAGE_KIND(Enum, Family, Access, Name)                           \
  case MessageKind::Enum:                                                      \
    return MemoryAccess::Access;
#include "visa/Gen/GenMessages.def"
  }
  return MemoryAccess::None;
}

MessageField msgtable::typeField(Sfid sfid) {
  switch (sfid) {
  case Sfid::DataPort0:
  case Sfid::DataPort1:
  case Sfid::ConstCache:
    return MessageField::DataPortMessageType;
  case Sfid::Sampler:
    return MessageField::SamplerMessageType;
  case Sfid::Gateway:
    return MessageField::GatewayOpcode;
  case Sfid::Vme:
  case Sfid::Cre:
    return MessageField::VmeMessageType;
  case Sfid::RenderCache:
    return MessageField::RenderTargetMessageType;
  default:
    return MessageField::None;
  }
}

AddressSpace msgtable::spaceOfBti(uint8_t bti) {
  switch (SpecialSurface(bti)) {
  case SpecialSurface::Scratch:
    return AddressSpace::Scratch;
  case SpecialSurface::Bindless:
    return AddressSpace::Bindless;
  case SpecialSurface::Slm:
    return AddressSpace::Slm;
  case SpecialSurface::Stateless:
  case SpecialSurface::StatelessNonCoherent:
    return AddressSpace::Stateless;
  }
  return AddressSpace::Surface;
}
