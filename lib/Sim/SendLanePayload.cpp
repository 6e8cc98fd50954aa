//===- SendLanePayload.cpp - Per-lane address planes of messages ----------===//
//
// Message types (descriptor bits 18:14) whose payload starts with one
// address per lane, as the data-port models decode them; see
// SendLanePayload.h.
//
//===----------------------------------------------------------------------===//

#include "SendLanePayload.h"

using namespace visa::gen;

namespace {

/// Where a message's lanes keep their addresses.
struct AddressPlane {
  unsigned BytesPerLane = 0; ///< 0: not a per-lane address message
  unsigned Lanes = 0;        ///< the message's SIMD width
};

unsigned bit(uint32_t desc, unsigned n) { return (desc >> n) & 1; }

/// The address plane of a header-less message, decoded as the data-port
/// models do (SendDataPort.cpp, SendAtomic.cpp).
AddressPlane addressPlane(unsigned sfid, uint32_t desc) {
  unsigned type = (desc >> 14) & 0x1F;
  if (sfid == unsigned(Sfid::DataPort0)) {
    switch (type) {
    case 0x03: // dword scattered read
    case 0x04: // byte scattered read
    case 0x05: // qword scattered read
    case 0x0B: // dword scattered write
    case 0x0C: // byte scattered write
    case 0x0D: // qword scattered write
      return {4, bit(desc, 8) ? 16u : 8u};
    default:
      return {};
    }
  }
  if (sfid != unsigned(Sfid::DataPort1))
    return {};
  unsigned untypedMode = (desc >> 12) & 3; // 1: SIMD16, 2: SIMD8
  unsigned untypedLanes = untypedMode == 1 ? 16 : untypedMode == 2 ? 8 : 0;
  switch (type) {
  case 0x01: // untyped surface read
  case 0x09: // untyped surface write
    return {untypedLanes ? 4u : 0u, untypedLanes};
  case 0x11: // A64 untyped surface read
  case 0x19: // A64 untyped surface write
    return {untypedLanes ? 8u : 0u, untypedLanes};
  case 0x02: // untyped atomic int32
    return {4, bit(desc, 12) ? 8u : 16u};
  case 0x1B: // untyped float atomic
    return {4, bit(desc, 12) ? 8u : 16u};
  case 0x12: // A64 untyped atomic int32/int64
    return {8, 8};
  case 0x1D: // A64 untyped float atomic
    return {8, bit(desc, 12) ? 16u : 8u};
  case 0x10: // A64 scattered read
  case 0x1A: // A64 scattered write
    return {8, bit(desc, 12) ? 16u : 8u};
  default:
    return {};
  }
}

} // namespace

unsigned visa::sim::getLaneAddressBytes(const Inst &inst, unsigned src0Regs) {
  if (inst.Send.DescIsReg)
    return 0;
  uint32_t desc = inst.Send.Desc;
  bool hasHeader = bit(desc, 19);
  if (hasHeader)
    return 0;
  AddressPlane plane = addressPlane(inst.Send.SFID, desc);
  // Lane i of the message is channel i of the instruction.
  unsigned planeBytes = plane.Lanes * plane.BytesPerLane;
  if (!plane.BytesPerLane || plane.Lanes != inst.ExecSize ||
      planeBytes % 32 != 0 || planeBytes / 32 > src0Regs)
    return 0;
  return plane.BytesPerLane;
}
