//===- FastAlu.h - Pre-planned execution of the common ALU instructions ---===//
//
// Most instructions a kernel executes are plain integer or single-precision
// ALU operations on direct GRF regions and scalar immediates. For those, a
// plan is made once when the kernel is decoded (operand kinds, domain,
// destination conversion) and the instruction then runs operand by operand
// over all its channels, instead of channel by channel through the general
// machinery of ExecAlu.cpp. The results are bit-identical to the general
// path; an instruction without a plan (or with directed rounding in cr0)
// takes the general path. DF arithmetic and the math instructions with F
// or D/UD operands (ExecMath.cpp's functions but the macros) have plans too.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_FASTALU_H
#define VISA_LIB_SIM_FASTALU_H

#include "Operands.h"
#include "visa/Gen/GenInst.h"
#include "visa/Sim/SimThread.h"

namespace visa::sim {


/// How the fast path executes one instruction.
struct FastAluPlan {
  enum class Domain : uint8_t {
    None,  ///< not eligible: the general path runs it
    Int,   ///< sources are integers, computed in int64
    Float, ///< sources are F, computed in float (exact for +, *, fma)
    Double, ///< sources and destination DF: add, mul, mad, sel, cmp
    Copy,  ///< a raw mov of another type (e.g. HF, DF): its bits copied
    Math,  ///< a math function on F operands (computed in double, as
           ///< ExecMath does) or an integer division on D/UD operands
  } D = Domain::None;
  /// Source k is an immediate (its value is in Imm[k]) rather than a region.
  bool IsImm[3] = {false, false, false};
  /// The destination is the null register (only flags are written).
  bool DstNull = false;
  /// Sources compare as unsigned numbers: a cmp of :uq sources, or the
  /// comparisons of :ud (and other unsigned) sources on Narrow lanes.
  bool UnsignedCmp = false;
  /// An integer plan computed on 32-bit lanes (FastAlu.cpp's planNarrow).
  bool Narrow = false;
  /// For a float add, mul or mad with F sources and destination, a float
  /// math function, or a DF add, mul or mad with DF sources and
  /// destination (the instructions that flush denormal inputs and results
  /// while cr0 says so: ExecAlu's flushLimitOf, ExecMath): the cr0.0 bit
  /// that keeps denormals of their type (0x80 F, 0x40 DF); 0 for the
  /// instructions that never flush.
  uint8_t FlushCr0Bit = 0;
  /// Element offsets of the source regions and destination, for ExecSize
  /// channels.
  RegionShape SrcShape[3] = {RegionShape::Gather, RegionShape::Gather,
                             RegionShape::Gather};
  bool DstContiguous = false;
  /// Dword integer operation without modifiers or flags, contiguous
  /// destination, contiguous, scalar or immediate sources it does not
  /// clobber before they are read: one 32-bit loop.
  bool Fused32 = false;
  /// Immediate sources with their modifiers applied, in the domain.
  int64_t ImmI[3] = {0, 0, 0};
  float ImmF[3] = {0, 0, 0};
};

/// The plan for `inst` given its precomputed layout (Domain::None if the
/// general path must run it).
FastAluPlan planFastAlu(const gen::Inst &inst, const InstLayout &layout);

/// Executes `inst` with plan `plan` (Domain != None) on the channels of
/// `mask`; `selBits` is the predicate that sel chooses by. With
/// `flushDenorms` (plan.FlushCr0Bit clear in cr0.0),
/// denormal sources and results become zeros of their sign.
void runFastAlu(ThreadState &t, const gen::Inst &inst,
                const InstLayout &layout, const FastAluPlan &plan,
                uint32_t mask, uint32_t selBits, bool flushDenorms = false);

} // namespace visa::sim

#endif // VISA_LIB_SIM_FASTALU_H
