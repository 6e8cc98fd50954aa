//===- Operands.h - Reading and writing Gen operands in the simulator -----===//
//
// Where each channel's element of an operand lives (direct and indirect
// regions, Align16 swizzles, ARF registers, immediates), and conversion of
// elements between their storage types and the two value domains the ALU
// computes in: 64-bit integers and doubles.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_OPERANDS_H
#define VISA_LIB_SIM_OPERANDS_H

#include "FloatBits.h"
#include "GrfMask.h"
#include "visa/Gen/GenInst.h"
#include <cassert>
#include <cstring>
#include <memory>
#include "visa/Sim/SimThread.h"
#include "llvm/Support/Error.h"

namespace visa::sim {

/// One channel's value: integer types use I (sign- or zero-extended), float
/// types use F.
union Value {
  int64_t I;
  double F;
};

inline bool isFloatType(gen::DataType t) {
  return t == gen::DataType::F || t == gen::DataType::DF ||
         t == gen::DataType::HF || t == gen::DataType::VF;
}
inline bool isSignedType(gen::DataType t) {
  using gen::DataType;
  return t == DataType::D || t == DataType::W || t == DataType::B ||
         t == DataType::Q || t == DataType::V;
}

/// Loads the element of `type` stored at `p` into its value domain.
inline Value loadElement(const uint8_t *p, gen::DataType type) {
  using gen::DataType;
  Value v;
  switch (type) {
  case DataType::UB: v.I = p[0]; break;
  case DataType::B: v.I = int8_t(p[0]); break;
  case DataType::UW: { uint16_t x; std::memcpy(&x, p, 2); v.I = x; break; }
  case DataType::W: { int16_t x; std::memcpy(&x, p, 2); v.I = x; break; }
  case DataType::UD: { uint32_t x; std::memcpy(&x, p, 4); v.I = x; break; }
  case DataType::D: { int32_t x; std::memcpy(&x, p, 4); v.I = x; break; }
  case DataType::UQ:
  case DataType::Q: std::memcpy(&v.I, p, 8); break;
  case DataType::F: { float x; std::memcpy(&x, p, 4); v.F = x; break; }
  case DataType::DF: std::memcpy(&v.F, p, 8); break;
  case DataType::HF: { uint16_t x; std::memcpy(&x, p, 2); v.F = halfToFloat(x); break; }
  default: v.I = 0; break;
  }
  return v;
}

/// The value of the scalar immediate `op` (not a packed :v/:uv/:vf
/// vector) in its type's domain: its bits read as an element of its type.
inline Value loadImmediate(const gen::Operand &op) {
  uint8_t bytes[8];
  std::memcpy(bytes, &op.Imm, 8);
  return loadElement(bytes, op.Type);
}

/// Stores `v` (in the domain of `fromFloat`) as `type` at `p`, converting
/// with hardware rules (float->int rounds toward zero and saturates; cr0
/// rounding applies to float results); `sat` clamps to the type's range
/// (floats to [0, 1]). `fromUQ`: the integer `v` is an unsigned 64-bit
/// number (a :uq execution type), so negative int64 values are >= 2^63.
void storeElement(uint8_t *p, gen::DataType type, Value v, bool fromFloat,
                  bool sat, bool fromUQ = false);
/// The value `v` (domain `fromFloat`) converted to `type` and back, i.e.
/// what a store followed by a load would give.
Value convertValue(Value v, bool fromFloat, gen::DataType type, bool sat,
                   bool fromUQ = false);

/// The element of a packed-vector (:v or :uv) immediate source of `inst`
/// that channel `ch` reads, or false for a form the hardware does not
/// define. The PRM (quoted by Mesa's brw_eu_validate) requires a 128-bit
/// aligned destination with a word-sized horizontal stride: channel i reads
/// element i. IGC also uses dword-strided destinations for up to four
/// channels, where channel i reads element 2i: it writes `mov (2) r:d
/// 0x21:uv` as 0x0201:uv (HWConformity::fixDstAlignmentWithVectorImm).
bool packedImmElement(const gen::Inst &inst, unsigned ch, unsigned &element);

/// Records `exact`, the full-precision integer just written to the
/// accumulator element at `p` (inside t.Acc) of `type`, for the integer mac
/// and mach that read the accumulator's extra bits. Element-indexed, like
/// the implicit accumulator source of mac (acc0.i for channel i).
inline void noteAccWrite(ThreadState &t, const uint8_t *p, gen::DataType type,
                         int64_t exact) {
  if (isFloatType(type) || p < t.Acc || p >= t.Acc + sizeof(t.Acc))
    return;
  unsigned element = unsigned(p - t.Acc) / gen::getTypeSize(type);
  if (element < MaxChannels)
    t.AccWide[element] = exact;
}

/// How a region's element offsets run: anything (gathered one by one), one
/// after another, or all the same element.
enum class RegionShape : uint8_t { Gather, Contiguous, Scalar };

/// Byte offsets of an operand's elements, precomputed when they do not
/// depend on run-time state: direct GRF operands inside the file (Static,
/// offsets into ThreadState::Grf), and direct accumulator or flag operands
/// (Base says which; offsets into ThreadState::Acc or ThreadState::Flag).
struct OperandLayout {
  bool Static = false;
  enum class ArfBase : uint8_t { None, Acc, Flag } Arf = ArfBase::None;
  /// Whether Shape says how Off runs (found from the region as it is laid
  /// out; otherwise the offsets themselves tell).
  bool ShapeKnown = false;
  RegionShape Shape = RegionShape::Gather;
  /// One offset per channel of the instruction (in LayoutOffsets), when
  /// Static or Arf says there are offsets.
  const uint16_t *Off = nullptr;
};

/// Layouts of an instruction's destination and sources.
struct InstLayout {
  OperandLayout Dst, Src[3];
};

/// Where the offsets of a kernel's layouts are kept: each operand gets as
/// many as its instruction has channels (not MaxChannels), so a prepared
/// instruction stays small. Reserved up front and never moved; only the
/// part in use is touched.
class LayoutOffsets {
public:
  /// Room for the layouts of `numInsts` instructions.
  explicit LayoutOffsets(size_t numInsts)
      : Capacity(numInsts * 4 * MaxChannels),
        Storage(new uint16_t[Capacity]) {}
  /// `n` offsets for one operand (n <= MaxChannels).
  uint16_t *take(unsigned n) {
    assert(Used + n <= Capacity && "more operands than reserved for");
    uint16_t *p = Storage.get() + Used;
    Used += n;
    return p;
  }

private:
  size_t Capacity, Used = 0;
  std::unique_ptr<uint16_t[]> Storage;
};

/// The GRFs the elements of each Static operand of a layout lie in (an
/// element in one register, or straddling two), found as it is laid out.
struct LayoutGrfs {
  GrfMask Dst, Src[3];
};

/// The layouts of `inst`, their offsets kept in `offsets`, the registers of
/// its Static operands in `grfs` (which starts empty).
InstLayout computeLayout(const gen::Inst &inst, LayoutOffsets &offsets,
                         LayoutGrfs &grfs);

/// Whether `op` is a math-macro operand (madm, math.invm/rsqtm): its mme
/// register sits in the swizzle/writemask (Align16) or subregister (Align1)
/// bits, and IGA decodes it as a whole register with the default
/// contiguous region (macroDefaultSourceRegion, RegRef(regNum, 0)), so its
/// elements lie one after the other from the register's start.
bool isMacroOperand(const gen::Operand &op);

/// Byte storage of a register operand in a thread.
class OperandAccess {
public:
  OperandAccess(ThreadState &t) : T(t) {}

  /// Host pointer to channel `ch`'s element of source `op` (ch counts from 0
  /// at the instruction's first channel). Null if outside the register file.
  uint8_t *srcElement(const gen::Operand &op, unsigned ch);
  /// Host pointer to channel `ch`'s destination element.
  uint8_t *dstElement(const gen::Operand &op, unsigned ch);
  /// Reads source `op` for channel `ch` in its type's domain (modifiers
  /// not applied). Returns false if the element is outside the register
  /// file or an unmodelled register.
  bool read(const gen::Operand &op, unsigned ch, Value &v);

private:
  uint8_t *regBase(const gen::Operand &op, unsigned byteOffset,
                   unsigned size);
  ThreadState &T;
  uint8_t Scratch[16] = {};
};

} // namespace visa::sim

#endif // VISA_LIB_SIM_OPERANDS_H
