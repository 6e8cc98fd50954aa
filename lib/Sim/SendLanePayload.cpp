//===- SendLanePayload.cpp - Per-lane address planes of messages ----------===//
//
// Which messages start their payload with one address per lane, as the
// decoded message (gen::MessageInfo) says; see SendLanePayload.h.
//
//===----------------------------------------------------------------------===//

#include "SendLanePayload.h"
#include "visa/Sim/SimThread.h"

using namespace visa::gen;

unsigned visa::sim::getLaneAddressBytes(const Product &product,
                                        const Inst &inst, unsigned src0Regs) {
  if (inst.Send.DescIsReg)
    return 0;
  return getLaneAddressBytes(decodeSend(product, inst, nullptr), inst,
                             src0Regs);
}

unsigned visa::sim::getLaneAddressBytes(const MessageInfo &info,
                                        const Inst &inst, unsigned src0Regs) {
  if (inst.Send.DescIsReg || !info.hasLaneAddresses())
    return 0;
  // Lane i of the message is channel i of the instruction.
  unsigned bytesPerLane = info.AddrBits / 8;
  unsigned planeBytes = info.Simd * bytesPerLane;
  if (info.Simd != inst.ExecSize || planeBytes % GrfBytes != 0 ||
      planeBytes / GrfBytes > src0Regs)
    return 0;
  return bytesPerLane;
}
