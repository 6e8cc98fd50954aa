//===- InstTiming.h - What the cycle model knows of one instruction -------===//
//
// The timing class of a decoded instruction, computed once when it first
// executes: the EU pipes it may issue to, how long it holds one, how long
// the thread waits before issuing again, when its results are ready, the
// registers it reads and writes (for the Gen8-11 hardware scoreboard), and
// how TGLLP's software scoreboard orders it. The figures come from the
// product's timing table (GenTiming.def).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_INSTTIMING_H
#define VISA_LIB_SIM_INSTTIMING_H

#include "GrfMask.h"
#include "Operands.h"
#include "visa/Gen/GenInst.h"
#include "visa/Gen/GenMessage.h"
#include "visa/Gen/GenTiming.h"
#include "visa/Sim/SimThread.h"
#include "visa/Sim/Simulator.h"
#include <cassert>
#include <cstdint>

namespace visa::sim {

/// The pipes of one EU. Gen8-11: FPU0, FPU1 (extended math too); TGLLP:
/// one ALU and the extended-math pipe.
enum class EuPipe : uint8_t { Fpu0, Fpu1, Math, Send, Branch, NumPipes };
constexpr unsigned NumEuPipes = unsigned(EuPipe::NumPipes);

/// The pipes an instruction may take (it has at most two choices) as
/// indices into EuTiming::PipeFree (TimingModel.h): NumEuPipes, whose entry
/// stays 0, for an instruction that takes no pipe, and A == B for a single
/// pipe. Free times then compare without a loop over a mask.
struct PipeChoice {
  uint8_t A = NumEuPipes, B = NumEuPipes;
  static PipeChoice only(EuPipe p) { return either(p, p); }
  static PipeChoice either(EuPipe a, EuPipe b) {
    PipeChoice c;
    c.A = uint8_t(a);
    c.B = uint8_t(b);
    return c;
  }
  bool any() const { return A != NumEuPipes; }
};

/// Pipe classes: instructions of one class compete for the same pipes.
/// Each single pipe, and no pipe (NumEuPipes), is a class; the one choice
/// of two pipes an instruction gets (FPU0 or FPU1) is the last.
constexpr unsigned NumPipeClasses = NumEuPipes + 2;
inline uint8_t pipeClassOf(PipeChoice c) {
  assert((c.A == c.B || (c.A == uint8_t(EuPipe::Fpu0) &&
                         c.B == uint8_t(EuPipe::Fpu1))) &&
         "the only choice of two pipes is FPU0 or FPU1");
  return c.A == c.B ? c.A : uint8_t(NumPipeClasses - 1);
}

/// The timing class of one instruction.
struct InstTiming {
  /// Pipes it may issue to; none for nop, sync, wait, illegal.
  PipeChoice Pipes;
  /// What its GRF results count as when a reader waits for them.
  StallCause Producer = StallCause::Alu;
  /// Cycles it holds its pipe, and before its thread issues again.
  uint16_t Occupancy = 1;
  uint16_t FrontEnd = 1;
  /// Cycles from issue until its GRF, flag and accumulator results are
  /// ready; for sends, until the response is written. (A send writes no
  /// flag or accumulator; computeInstTiming makes the flag and
  /// accumulator latencies of the others Latency where their class has
  /// none of its own.)
  uint16_t Latency = 0, FlagLatency = 0, AccLatency = 0;
  /// Cycles from issue until a send's payload (or math's sources) have
  /// been read: TGLLP's `$n.src`, and the Gen8-11 scoreboard's
  /// write-after-read on payload registers.
  uint16_t SourcesRead = 0;
  /// It must run at its issue time, in the order of the launch's issues:
  /// a send (memory, the barrier gateway, the thread's end), a barrier
  /// wait, a read of the timestamp. Other instructions touch only their
  /// thread's state, so the executor runs them ahead of their timing.
  bool Ordered = false;
  /// A send whose descriptor is in a0: its registers and latency are found
  /// as it issues (InstTiming then holds no register sets).
  bool DynamicSend = false;
  /// An indirect register operand: it waits for every pending GRF result.
  bool Indirect = false;
  /// TGLLP: RegDist counts it (the in-order pipe).
  bool InOrder = false;
  /// wait / sync.bar: waits for the work-group's barrier.
  bool BarrierWait = false;
  /// sync.allrd / sync.allwr: waits for every SBID token.
  bool WaitAllRead = false, WaitAllWrite = false;
  /// TGLLP: its SWSB annotation makes it wait (a RegDist, an SBID token,
  /// sync.allrd or sync.allwr).
  bool AnnotationWaits = false;
  /// Flag subregisters (bit n: f(n/2).(n%2)) read and written;
  /// accumulator access.
  uint8_t FlagReads = 0, FlagWrites = 0;
  bool AccRead = false, AccWrite = false;
  /// TGLLP: reads or writes a register whose access the in-order pipes
  /// must drain for (cr, sr, ce, ...): its RegDist wait is the hardware's
  /// need, not a register's.
  bool Drain = false;
  /// Whether it waits for more than its GRF sources (and results in
  /// flight): AccRead, Indirect or AlsoNeeds (one test for them all).
  bool MoreNeeds = false;
  // The masks last: the flags above pack before them (a prepared
  // instruction stays small, see Program::prepare).
  /// GRFs read (sends: the payloads) and written.
  GrfMask Reads, Writes;
  /// A sync's stand-in needs: the GRFs the instruction after it reads and
  /// writes, which its wait is for (only to attribute that wait).
  GrfMask AlsoNeeds;
};

/// The timing class of `inst` on `product`. `layout` is the executor's
/// operand layout of it (Operands.h) and `grfs` the registers
/// computeLayout found its operands in; `message` its decoded message for
/// a send with immediate descriptors, else null.
InstTiming computeInstTiming(const gen::Product &product,
                             const gen::TimingFacts &facts,
                             const gen::Inst &inst, const InstLayout &layout,
                             const LayoutGrfs &grfs,
                             const gen::MessageInfo *message);

/// Notes in the timing class `sync` of a sync instruction that its wait
/// serves the instruction after it, of timing class `next`.
void addNextNeeds(InstTiming &sync, const InstTiming &next);

/// Fills the latency and register sets of send `inst` from its decoded
/// message `m` (for sends with descriptors in a0, as they issue).
void setSendTiming(const gen::TimingFacts &facts, const gen::Inst &inst,
                   const gen::MessageInfo &m, InstTiming &timing);

} // namespace visa::sim

#endif // VISA_LIB_SIM_INSTTIMING_H
