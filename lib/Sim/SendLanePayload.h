//===- SendLanePayload.h - Per-lane address planes of messages --*- C++ -*-===//
//
// Which send messages start their payload with one address per lane: the
// header-less SIMD8/SIMD16 data-port messages (scattered, untyped surface
// and atomic messages, A32 and A64; gen::MessageInfo::hasLaneAddresses)
// put lane i's address at byte i * (4 or 8) of their first source, before
// any data planes (SendDataPort.cpp, SendAtomic.cpp). A lane the execution
// mask disables never uses its address, which lets the scoreboard checker
// ignore those bytes.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_SENDLANEPAYLOAD_H
#define VISA_LIB_SIM_SENDLANEPAYLOAD_H

#include "visa/Gen/GenMessage.h"

namespace visa::sim {

/// The bytes per lane (4 or 8) of the address plane that starts the first
/// source of `inst`, a send on `product` with an immediate descriptor whose
/// first source
/// is `src0Regs` registers long; 0 when the message has a header, is not
/// one of the per-lane address messages, or its address plane
/// (execution size x bytes per lane) does not fit in whole registers of
/// that first source.
unsigned getLaneAddressBytes(const gen::Product &product,
                             const gen::Inst &inst, unsigned src0Regs);
/// getLaneAddressBytes given `info`, the message of `inst` decoded
/// without a0 (or with a0 where the descriptors are immediates).
unsigned getLaneAddressBytes(const gen::MessageInfo &info,
                             const gen::Inst &inst, unsigned src0Regs);

} // namespace visa::sim

#endif // VISA_LIB_SIM_SENDLANEPAYLOAD_H
