//===- PendingQueue.h - Instructions run ahead of their timing ------------===//
//
// A thread's instructions that the executor has run ahead of the cycle
// model (ThreadExecutor::runAhead fills the queue) and that the model has
// not timed yet (TimingModel, EuScheduler empty it), each with its timing
// class.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_PENDINGQUEUE_H
#define VISA_LIB_SIM_PENDINGQUEUE_H

#include "InstTiming.h"
#include "visa/Gen/GenInst.h"

namespace visa::sim {

/// An instruction a thread has executed whose issue the cycle model has
/// not timed yet, or (Timing->Ordered) the one it stopped before.
struct PendingInst {
  const gen::Inst *I = nullptr;
  const InstTiming *Timing = nullptr;
};

/// The instructions a thread ran ahead of its timing, oldest first.
class PendingQueue {
public:
  static constexpr unsigned Capacity = 64;
  bool empty() const { return Head == Tail; }
  bool full() const { return Tail - Head == Capacity; }
  unsigned size() const { return Tail - Head; }
  const PendingInst &front() const { return Ring[Head % Capacity]; }
  /// The instruction after the front one (size() >= 2).
  const PendingInst &second() const { return Ring[(Head + 1) % Capacity]; }
  void pop() { ++Head; }
  void push(const PendingInst &p) { Ring[Tail++ % Capacity] = p; }
  void clear() { Head = Tail = 0; }

private:
  PendingInst Ring[Capacity];
  unsigned Head = 0, Tail = 0;
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_PENDINGQUEUE_H
