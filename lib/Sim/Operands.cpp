//===- Operands.cpp - Reading and writing Gen operands in the simulator ---===//
//
// Element addressing for every operand form the decoder produces, and the
// hardware's type conversion rules.
//
//===----------------------------------------------------------------------===//

#include "Operands.h"
#include "FloatBits.h"
#include <algorithm>
#include "llvm/ADT/bit.h"
#include <cmath>
#include <cstring>
#include <limits>

using namespace visa::gen;

namespace visa::sim {

namespace {

template <typename Int> int64_t clampTo(double f) {
  if (std::isnan(f))
    return 0;
  double lo = double(std::numeric_limits<Int>::min());
  double hi = double(std::numeric_limits<Int>::max());
  if (f <= lo)
    return int64_t(std::numeric_limits<Int>::min());
  if (f >= hi)
    return int64_t(std::numeric_limits<Int>::max());
  return int64_t(f);
}

template <typename Int> int64_t clampInt(int64_t i, bool fromUnsigned64) {
  if (fromUnsigned64 && i < 0) // a UQ value above INT64_MAX
    return int64_t(std::numeric_limits<Int>::max());
  if (i < int64_t(std::numeric_limits<Int>::min()))
    return int64_t(std::numeric_limits<Int>::min());
  if (std::is_same<Int, uint64_t>::value)
    return i;
  if (i > int64_t(std::numeric_limits<Int>::max()))
    return int64_t(std::numeric_limits<Int>::max());
  return i;
}

int64_t floatToInt(double f, DataType type) {
  switch (type) {
  case DataType::UB: return clampTo<uint8_t>(f);
  case DataType::B: return clampTo<int8_t>(f);
  case DataType::UW: return clampTo<uint16_t>(f);
  case DataType::W: return clampTo<int16_t>(f);
  case DataType::UD: return clampTo<uint32_t>(f);
  case DataType::D: return clampTo<int32_t>(f);
  case DataType::Q: return clampTo<int64_t>(f);
  case DataType::UQ: {
    if (std::isnan(f) || f <= 0)
      return 0;
    if (f >= 18446744073709551615.0)
      return int64_t(UINT64_MAX);
    return int64_t(uint64_t(f));
  }
  default: return 0;
  }
}

int64_t saturateInt(int64_t i, DataType type, bool fromUQ) {
  switch (type) {
  case DataType::UB: return clampInt<uint8_t>(i, fromUQ);
  case DataType::B: return clampInt<int8_t>(i, fromUQ);
  case DataType::UW: return clampInt<uint16_t>(i, fromUQ);
  case DataType::W: return clampInt<int16_t>(i, fromUQ);
  case DataType::UD: return clampInt<uint32_t>(i, fromUQ);
  case DataType::D: return clampInt<int32_t>(i, fromUQ);
  case DataType::Q: return clampInt<int64_t>(i, fromUQ);
  case DataType::UQ: return fromUQ || i >= 0 ? i : 0;
  default: return i;
  }
}

} // namespace

Value convertValue(Value v, bool fromFloat, DataType type, bool sat,
                   bool fromUQ) {
  Value out;
  fromUQ &= !fromFloat;
  if (isFloatType(type)) {
    double f = fromFloat ? v.F : fromUQ ? double(uint64_t(v.I)) : double(v.I);
    if (!fromFloat && type != DataType::DF) {
      float once = fromUQ ? uintToFloatRounded(uint64_t(v.I))
                          : intToFloatRounded(v.I);
      f = type == DataType::HF ? double(roundToHalf(once)) : double(once);
    }
    if (type == DataType::F)
      f = double(roundToFloat(f));
    else if (type == DataType::HF)
      f = double(roundToHalf(f));
    if (sat)
      f = std::isnan(f) ? 0.0 : std::fmin(std::fmax(f, 0.0), 1.0);
    out.F = f;
    return out;
  }
  int64_t i = fromFloat ? floatToInt(v.F, type) : v.I;
  if (sat && !fromFloat)
    i = saturateInt(i, type, fromUQ);
  // Wrap to the type.
  switch (type) {
  case DataType::UB: i = uint8_t(i); break;
  case DataType::B: i = int8_t(i); break;
  case DataType::UW: i = uint16_t(i); break;
  case DataType::W: i = int16_t(i); break;
  case DataType::UD: i = uint32_t(i); break;
  case DataType::D: i = int32_t(i); break;
  default: break;
  }
  out.I = i;
  return out;
}

void storeElement(uint8_t *p, DataType type, Value v, bool fromFloat,
                  bool sat, bool fromUQ) {
  Value c = convertValue(v, fromFloat, type, sat, fromUQ);
  switch (type) {
  case DataType::UB:
  case DataType::B: p[0] = uint8_t(c.I); break;
  case DataType::UW:
  case DataType::W: { uint16_t x = uint16_t(c.I); std::memcpy(p, &x, 2); break; }
  case DataType::UD:
  case DataType::D: { uint32_t x = uint32_t(c.I); std::memcpy(p, &x, 4); break; }
  case DataType::UQ:
  case DataType::Q: std::memcpy(p, &c.I, 8); break;
  case DataType::F: { float x = float(c.F); std::memcpy(p, &x, 4); break; }
  case DataType::DF: std::memcpy(p, &c.F, 8); break;
  case DataType::HF: { uint16_t x = floatToHalf(float(c.F)); std::memcpy(p, &x, 2); break; }
  default: break;
  }
}

uint8_t *OperandAccess::regBase(const Operand &op, unsigned off,
                                unsigned size) {
  if (op.File == RegFile::GRF) {
    if (off + size > sizeof(T.Grf))
      return nullptr;
    return T.Grf + off;
  }
  // ARF: `off` is relative to the register's byte 0.
  unsigned num = gen::arfIndexOf(op.RegNum);
  auto within = [&](void *base, unsigned bytes) -> uint8_t * {
    return off + size <= bytes ? static_cast<uint8_t *>(base) + off : nullptr;
  };
  switch (gen::arfKindOf(op.RegNum)) {
  case gen::ArfKind::Null:
    std::memset(Scratch, 0, sizeof(Scratch));
    return size <= sizeof(Scratch) ? Scratch : nullptr;
  case gen::ArfKind::Address:
    return num == 0 ? within(T.A0, sizeof(T.A0)) : nullptr;
  case gen::ArfKind::Accumulator:
    if ((num + 1) * GrfBytes > sizeof(T.Acc))
      return nullptr;
    return within(T.Acc + num * GrfBytes, sizeof(T.Acc) - num * GrfBytes);
  case gen::ArfKind::Flag:
    return num < std::size(T.Flag) ? within(&T.Flag[num], 4) : nullptr;
  case gen::ArfKind::ChannelEnable:
    return within(&T.Ce0, 4);
  case gen::ArfKind::State:
    return num == 0 ? within(T.Sr0, sizeof(T.Sr0)) : nullptr;
  case gen::ArfKind::Control:
    return num == 0 ? within(T.Cr0, sizeof(T.Cr0)) : nullptr;
  case gen::ArfKind::Notification:
    // n0: notification counts; barriers are handled by the scheduler.
    std::memset(Scratch, 0, sizeof(Scratch));
    return size <= sizeof(Scratch) ? Scratch : nullptr;
  case gen::ArfKind::Timestamp:
    return num == 0 ? within(T.Tm0, sizeof(T.Tm0)) : nullptr;
  default:
    return nullptr;
  }
}

namespace {
/// An Align1 region as rows of `Width` elements `HStride` apart, the rows
/// `VStride` apart (in elements), absent fields read as the hardware reads
/// them: the one place the element of a channel is worked out.
struct RowRegion {
  unsigned VStride, Width, HStride;
  unsigned element(unsigned ch) const {
    if ((Width & (Width - 1)) == 0) { // encodable widths: no division
      unsigned log2w = unsigned(llvm::countr_zero(Width));
      return (ch >> log2w) * VStride + (ch & (Width - 1)) * HStride;
    }
    return (ch / Width) * VStride + (ch % Width) * HStride;
  }
  /// The largest element of the first `execSize` channels: that of the
  /// last row's last column or of the row before's (VStride may be smaller
  /// than a row's span).
  unsigned maxElement(unsigned execSize) const {
    unsigned rows = (execSize + Width - 1) / Width;
    unsigned lastCols = execSize - (rows - 1) * Width;
    unsigned last = (rows - 1) * VStride + (lastCols - 1) * HStride;
    if (rows > 1)
      last = std::max(last, (rows - 2) * VStride + (Width - 1) * HStride);
    return last;
  }
  /// Calls f(first, end, elem, step) for each row of the first `execSize`
  /// channels: channels [first, end), channel c at element
  /// elem + (c - first) * step, as element gives it. Rows that continue
  /// one another (<8;8,1>, scalars <0;1,0>) and single columns (<1;1,0>)
  /// are walked as one row.
  template <typename F> void forEachRow(unsigned execSize, F f) const {
    unsigned w, hs;
    walkedRows(execSize, w, hs);
    unsigned elem = 0;
    for (unsigned first = 0; first < execSize; first += w, elem += VStride)
      f(first, std::min(first + w, execSize), elem, hs);
  }
  /// How the elements of the first `execSize` channels run. Rows forEachRow
  /// walks apart are never all one element nor one after another (those
  /// it walks as one row), so only one row's step tells.
  RegionShape shape(unsigned execSize) const {
    unsigned w, hs;
    walkedRows(execSize, w, hs);
    if (w < execSize)
      return RegionShape::Gather;
    if (execSize <= 1 || hs == 0)
      return RegionShape::Scalar;
    return hs == 1 ? RegionShape::Contiguous : RegionShape::Gather;
  }

private:
  /// The width and step of the rows forEachRow walks.
  void walkedRows(unsigned execSize, unsigned &w, unsigned &hs) const {
    w = Width;
    hs = HStride;
    if (w == 1)
      hs = VStride;
    if (w == 1 || VStride == w * hs)
      w = execSize;
  }
};

/// The rows of an Align1 source region (VxH: each row's a0 is the
/// caller's; here its rows are 0 apart).
RowRegion sourceRows(const Operand &op) {
  int vs = op.Rgn.VStride, w = op.Rgn.Width, hs = op.Rgn.HStride;
  if (hs < 0)
    hs = 1;
  if (w <= 0) {
    // Three-source Align1 regions: <vs;hs> with the width implied.
    if (vs < 0 || vs == 0)
      return {0, MaxChannels, unsigned(hs)};
    if (hs == 0)
      return {unsigned(vs), 1, 0};
    w = std::max(vs / hs, 1);
  }
  return {unsigned(std::max(vs, 0)), unsigned(w), unsigned(hs)};
}

/// A destination region: one row of elements HStride apart.
RowRegion destinationRows(const Operand &op) {
  return {0, MaxChannels, op.Rgn.HStride > 0 ? unsigned(op.Rgn.HStride) : 1};
}

unsigned regionElement(const Operand &op, unsigned ch, unsigned execSize) {
  if (op.Align16) {
    if (op.RepCtrl)
      return 0;
    if (getTypeSize(op.Type) == 8) {
      // The swizzle selects 32-bit components: a 64-bit channel is the pair
      // its even selector names (.xy: element 0, .zw: element 1 of the
      // 16-byte group), channels 0 and 1 of each pair using selectors 0
      // and 2 (IGC's scalar doubles: `r6.0.zwzw` is IGA's `r6.1<0;0>:df`).
      unsigned comp32 = (op.Swizzle >> (4 * (ch & 1))) & 3;
      return (op.Rgn.VStride == 0 ? 0 : (ch >> 1) * 2) + comp32 / 2;
    }
    unsigned comp = (op.Swizzle >> (2 * (ch & 3))) & 3;
    unsigned groupStride = op.Rgn.VStride >= 0 ? op.Rgn.VStride : 4;
    return (ch >> 2) * groupStride + comp;
  }
  return sourceRows(op).element(ch);
}
/// Byte offset of channel `ch`'s element (of `size` bytes) of a direct
/// operand: from r0 for the GRF, from the register's byte 0 for an ARF.
unsigned directOffset(const Operand &op, unsigned ch, unsigned size,
                      bool isDst) {
  unsigned elem = isDst ? destinationRows(op).element(ch)
                        : regionElement(op, ch, 0);
  unsigned off = op.SubRegByte + elem * size;
  if (op.File == RegFile::GRF)
    off += op.RegNum * GrfBytes;
  return off;
}
} // namespace

bool isMacroOperand(const Operand &op) {
  return op.MathMacro >= 0 && op.File == RegFile::GRF &&
         op.Mode == AddrMode::Direct;
}

uint8_t *OperandAccess::srcElement(const Operand &op, unsigned ch) {
  unsigned size = getTypeSize(op.Type);
  if (isMacroOperand(op))
    return regBase(op, op.RegNum * GrfBytes + ch * size, size);
  if (op.Mode == AddrMode::Indirect) {
    unsigned sub = op.AddrSubReg;
    unsigned elem;
    if (op.Rgn.VStride < 0 && op.Rgn.Width > 0) { // <W,H>: one a0 per row
      sub += ch / op.Rgn.Width;
      elem = (ch % op.Rgn.Width) * std::max<int>(op.Rgn.HStride, 0);
    } else {
      elem = regionElement(op, ch, 0);
    }
    if (sub >= 16)
      return nullptr;
    int64_t addr = int64_t(T.A0[sub]) + op.AddrImm + int64_t(elem) * size;
    if (addr < 0)
      return nullptr;
    return regBase(op, unsigned(addr), size);
  }
  return regBase(op, directOffset(op, ch, size, false), size);
}

uint8_t *OperandAccess::dstElement(const Operand &op, unsigned ch) {
  unsigned size = getTypeSize(op.Type);
  if (isMacroOperand(op))
    return regBase(op, op.RegNum * GrfBytes + ch * size, size);
  int hs = op.Rgn.HStride > 0 ? op.Rgn.HStride : 1;
  if (op.Mode == AddrMode::Indirect) {
    if (op.AddrSubReg >= 16)
      return nullptr;
    int64_t addr = int64_t(T.A0[op.AddrSubReg]) + op.AddrImm +
                   int64_t(ch) * hs * size;
    return addr < 0 ? nullptr : regBase(op, unsigned(addr), size);
  }
  return regBase(op, directOffset(op, ch, size, true), size);
}

/// Adds to `grfs` the registers of the `n` elements of `size` bytes at GRF
/// byte offsets `off`. Consecutive channels mostly share theirs: each run
/// of them is added once.
static void addElementGrfs(const uint16_t *off, unsigned n, unsigned size,
                           GrfMask &grfs) {
  unsigned prevFirst = ~0u, prevLast = ~0u;
  for (unsigned i = 0; i < n; ++i) {
    unsigned first = off[i] / GrfBytes;
    unsigned last = (off[i] + size - 1) / GrfBytes;
    if (first == prevFirst && last == prevLast)
      continue;
    grfs.add(first);
    grfs.add(last);
    prevFirst = first;
    prevLast = last;
  }
}

/// Sets out[i] = start + i * step for i < n, offsets inside the register
/// file (below 2^16): four to a 64-bit word, which adds to all four at once
/// without carries between them.
static void fillRamp(uint16_t *out, unsigned n, unsigned start,
                     unsigned step) {
  static_assert(llvm::endianness::native == llvm::endianness::little,
                "the word's low half holds the first offset");
  unsigned i = 0;
  if (n >= 4) {
    uint64_t four = uint64_t(start) | uint64_t(start + step) << 16 |
                    uint64_t(start + 2 * step) << 32 |
                    uint64_t(start + 3 * step) << 48;
    uint64_t advance = uint64_t(4 * step) * 0x0001000100010001u;
    for (; i + 4 <= n; i += 4, four += advance)
      std::memcpy(out + i, &four, sizeof(four));
  }
  for (; i < n; ++i)
    out[i] = uint16_t(start + i * step);
}

/// computeLayout's offsets of a direct GRF operand with an Align1 region,
/// as directOffset gives them, with one bounds check for the whole region,
/// their shape, and the registers they lie in added to `grfs`. False, with
/// `off`, `shape` and `grfs` untouched, for an Align16 region, or if an
/// element leaves the register file.
static bool fillAlign1Grf(const Operand &op, unsigned execSize, unsigned size,
                          bool isDst, uint16_t *off, RegionShape &shape,
                          GrfMask &grfs) {
  if (op.Align16)
    return false;
  RowRegion r = isDst ? destinationRows(op) : sourceRows(op);
  unsigned base = op.RegNum * GrfBytes + op.SubRegByte;
  if (base + r.maxElement(execSize) * size + size > sizeof(ThreadState::Grf))
    return false;
  shape = r.shape(execSize);
  unsigned colStep = 0;
  r.forEachRow(execSize, [&](unsigned ch, unsigned end, unsigned elem,
                             unsigned step) {
    colStep = step * size;
    unsigned rowStart = base + elem * size;
    fillRamp(off + ch, end - ch, rowStart, colStep);
    // Elements at most a register apart leave no register between them
    // untouched: the row covers its first element's register to its last
    // element's last one.
    if (colStep <= GrfBytes) {
      unsigned first = rowStart / GrfBytes;
      unsigned lastStart = rowStart + (end - ch - 1) * colStep;
      unsigned last = (lastStart + size - 1) / GrfBytes;
      grfs.addRange(first, last - first + 1);
    }
  });
  if (colStep > GrfBytes)
    addElementGrfs(off, execSize, size, grfs);
  return true;
}

InstLayout computeLayout(const Inst &I, LayoutOffsets &offsets,
                         LayoutGrfs &grfs) {
  InstLayout l;
  // Only addresses are computed, never dereferenced: one probe serves all.
  static ThreadState probe;
  OperandAccess acc(probe);
  auto fill = [&](const Operand &op, OperandLayout &out, GrfMask &opGrfs,
                  bool isDst) {
    if (op.K != Operand::Kind::Reg || op.Mode != AddrMode::Direct)
      return;
    uint16_t *offs = offsets.take(I.ExecSize);
    if (op.File == RegFile::GRF) {
      unsigned size = getTypeSize(op.Type);
      if (fillAlign1Grf(op, I.ExecSize, size, isDst, offs, out.Shape,
                        opGrfs)) {
        out.ShapeKnown = true;
      } else {
        for (unsigned i = 0; i < I.ExecSize; ++i) {
          unsigned off = directOffset(op, i, size, isDst);
          if (off + size > sizeof(probe.Grf))
            return;
          offs[i] = uint16_t(off);
        }
        addElementGrfs(offs, I.ExecSize, size, opGrfs);
      }
      out.Off = offs;
      out.Static = true;
      return;
    }
    // Accumulators and flags: offsets from ThreadState::Acc / ::Flag.
    const uint8_t *base;
    gen::ArfKind kind = gen::arfKindOf(op.RegNum);
    if (kind == gen::ArfKind::Accumulator) {
      base = probe.Acc;
      out.Arf = OperandLayout::ArfBase::Acc;
    } else if (kind == gen::ArfKind::Flag) {
      base = reinterpret_cast<const uint8_t *>(probe.Flag);
      out.Arf = OperandLayout::ArfBase::Flag;
    } else {
      return;
    }
    for (unsigned i = 0; i < I.ExecSize; ++i) {
      uint8_t *p = isDst ? acc.dstElement(op, i) : acc.srcElement(op, i);
      if (!p) {
        out.Arf = OperandLayout::ArfBase::None;
        return;
      }
      offs[i] = uint16_t(p - base);
    }
    out.Off = offs;
  };
  fill(I.Dst, l.Dst, grfs.Dst, true);
  for (unsigned k = 0; k < I.NumSrcs && k < 3; ++k)
    fill(I.Src[k], l.Src[k], grfs.Src[k], false);
  return l;
}

bool packedImmElement(const Inst &inst, unsigned ch, unsigned &element) {
  const Operand &dst = inst.Dst;
  unsigned strideBytes =
      getTypeSize(dst.Type) * unsigned(std::max<int>(dst.Rgn.HStride, 1));
  bool aligned = dst.Mode == AddrMode::Direct && dst.SubRegByte % 16 == 0;
  if (aligned && strideBytes == 2) {
    element = ch & 7;
    return true;
  }
  if (aligned && strideBytes == 4 && inst.ExecSize <= 4) {
    element = 2 * ch;
    return true;
  }
  return false;
}

bool OperandAccess::read(const Operand &op, unsigned ch, Value &v) {
  if (op.K == Operand::Kind::Imm) {
    uint64_t bits = op.Imm;
    switch (op.Type) {
    case DataType::V: { // eight signed 4-bit integers
      int nib = (bits >> (4 * (ch & 7))) & 0xF;
      v.I = nib >= 8 ? nib - 16 : nib;
      return true;
    }
    case DataType::UV:
      v.I = (bits >> (4 * (ch & 7))) & 0xF;
      return true;
    case DataType::VF: {
      unsigned b = (bits >> (8 * (ch & 3))) & 0xFF;
      v.F = restrictedFloat(b);
      return true;
    }
    default:
      v = loadImmediate(op);
      return true;
    }
  }
  const uint8_t *p = srcElement(op, ch);
  if (!p)
    return false;
  v = loadElement(p, op.Type);
  return true;
}

} // namespace visa::sim
