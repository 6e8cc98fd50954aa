//===- GenCompactor.cpp - Finding the compacted form of an instruction ----===//
//
// Compaction is expansion run backwards. Rather than keep a second copy of
// the compaction tables, this file learns them from the decoder's
// expandCompacted(): for each table index of the 64-bit compacted word it
// records which native bits the index controls and the value each of its
// entries gives them, and for every other compacted bit the single native
// bit it copies. Compacting is then a lookup per index followed by a check
// that expanding the result gives back the native instruction.
//
// Bits that an instruction does not use (the subregister of an immediate
// source, say) do not have to match: like IGA, an entry equal to the native
// bits is preferred, and failing that the first entry that agrees on every
// bit the instruction uses is taken. A bit is unused when
// flipping it changes nothing once the instruction is decoded and encoded
// again.
//
// The only facts kept here are where the table indices sit in the compacted
// word, which the decoder does not expose (the Layout descriptions below).
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenEncoder.h"
#include "visa/Gen/GenFields.h"
#include "llvm/ADT/DenseMap.h"
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

using namespace visa::gen;

namespace {

/// A run of bits [Hi, Lo] of the compacted word holding one table index.
struct IndexField {
  uint8_t Hi, Lo;
  unsigned count() const { return 1u << (Hi - Lo + 1); }
};

constexpr unsigned CompactOpcodeHi = 6;
constexpr unsigned CompactCtrlBit = 29;

/// Where a format keeps its table indices in the compacted word. When the
/// format has a data-type index, the others are learnt once per data-type
/// entry; `ImmIndices` replace `Indices` where that entry makes a source an
/// immediate whose bits the compacted word holds (Gen12).
struct Layout {
  bool HasDataType;
  IndexField DataType;
  std::vector<IndexField> Indices, ImmIndices;
  Opcode Representative;
};

// Gen8-Gen11: one two-source format for every opcode but the three-source
// ones (control, data type, subregister, source 0, source 1), and the Align16
// three-source format (control, source).
const Layout Gen8TwoSource = {
    true, {17, 13}, {{12, 8}, {22, 18}, {34, 30}, {39, 35}}, {}, Opcode::Mov};
const Layout Gen8ThreeSource = {false, {0, 0}, {{9, 8}, {11, 10}}, {},
                                Opcode::Mad};
// Gen12: control, data type, subregister, source 0, source 1 (or a 12-bit
// immediate); three-source: control, source, subregister. One- and
// two-source instructions and sync read the tables differently.
const Layout Gen12OneSource = {true, {34, 30},
                               {{28, 24}, {39, 35}, {51, 48}, {55, 52}},
                               {{28, 24}, {39, 35}, {51, 48}, {63, 52}},
                               Opcode::Mov};
const Layout Gen12TwoSource = {true, {34, 30},
                               {{28, 24}, {39, 35}, {51, 48}, {55, 52}},
                               {{28, 24}, {39, 35}, {51, 48}, {63, 52}},
                               Opcode::Add};
const Layout Gen12Sync = {true, {34, 30},
                          {{28, 24}, {39, 35}, {51, 48}, {55, 52}},
                          {{28, 24}, {39, 35}, {51, 48}, {63, 52}},
                          Opcode::Sync};
const Layout Gen12ThreeSource = {false, {0, 0},
                                 {{28, 24}, {34, 30}, {39, 35}}, {},
                                 Opcode::Mad};

/// The compacted format of `op` on `p`, or null if it has none.
const Layout *getLayout(Platform p, Opcode op) {
  OpForm form = getForm(op);
  if (p != Platform::Gen12) {
    // Sends have no compacted form: an immediate descriptor does not fit,
    // and iga64 refuses to decode a compacted send with one in a0.
    if (form == OpForm::Send || form == OpForm::Sends)
      return nullptr;
    return form == OpForm::Ternary ? &Gen8ThreeSource : &Gen8TwoSource;
  }
  switch (form) {
  case OpForm::Unary: return &Gen12OneSource;
  case OpForm::Binary: return &Gen12TwoSource;
  case OpForm::Wait: return &Gen12Sync;
  case OpForm::Ternary: return &Gen12ThreeSource;
  default: return nullptr;
  }
}

struct Bits128 {
  uint64_t Q[2] = {0, 0};
  Bits128() = default;
  Bits128(const NativeBits &b) : Q{b.Q[0], b.Q[1]} {}
  Bits128 operator^(const Bits128 &o) const {
    Bits128 r; r.Q[0] = Q[0] ^ o.Q[0]; r.Q[1] = Q[1] ^ o.Q[1]; return r;
  }
  Bits128 operator&(const Bits128 &o) const {
    Bits128 r; r.Q[0] = Q[0] & o.Q[0]; r.Q[1] = Q[1] & o.Q[1]; return r;
  }
  Bits128 &operator|=(const Bits128 &o) {
    Q[0] |= o.Q[0]; Q[1] |= o.Q[1]; return *this;
  }
  bool operator==(const Bits128 &o) const {
    return Q[0] == o.Q[0] && Q[1] == o.Q[1];
  }
  unsigned popcount() const {
    return __builtin_popcountll(Q[0]) + __builtin_popcountll(Q[1]);
  }
  int lowestBit() const {
    if (Q[0]) return __builtin_ctzll(Q[0]);
    if (Q[1]) return 64 + __builtin_ctzll(Q[1]);
    return -1;
  }
  bool test(unsigned b) const { return (Q[b / 64] >> (b % 64)) & 1; }
};

/// What one table index controls: a mask of native bits and, per entry, the
/// bits it produces under that mask.
struct IndexModel {
  IndexField Where;
  Bits128 Mask;
  std::vector<Bits128> Values;
  /// Values -> the first entry holding it.
  llvm::DenseMap<std::pair<uint64_t, uint64_t>, unsigned> FirstEntry;
  /// Instead of the tables, for a wide field (Gen12's 12-bit immediates)
  /// whose bits flip disjoint sets of native bits: those sets, and entry
  /// 0's bits under Mask. An entry is then read off the native bits bit by
  /// bit; tables of 4096 entries per field cost each process megabytes.
  std::vector<Bits128> DisjointFlip;
  Bits128 Zero;
};

/// Everything learned for one setting of the indices that change how the
/// rest is read (the data-type index decides whether a source is an
/// immediate).
struct Context {
  std::vector<IndexModel> Indices;
  /// Compacted bit -> native bit for copied bits, -1 if unused.
  std::array<int16_t, 64> Direct;
  bool Valid = false;
};

struct FormatModel {
  // With a data-type index: that index and one context per entry, learnt
  // when an instruction first needs it (learning all 32 on Gen12 would cost
  // every process tens of milliseconds).
  IndexModel DataType;
  std::vector<std::unique_ptr<Context>> ByDataType;
  /// The compacted word the contexts are learnt from (the layout's
  /// representative opcode).
  uint64_t LearnBase = 0;
  // Without: a single context.
  Context Single;
};

bool expand(Platform p, uint64_t c, Bits128 &out) {
  NativeBits n;
  if (llvm::Error err = expandCompacted(p, c, n, 0)) {
    llvm::consumeError(std::move(err));
    return false;
  }
  out = Bits128(n);
  return true;
}

bool inIndex(unsigned bit, const IndexField &f) {
  return bit >= f.Lo && bit <= f.Hi;
}

/// A wide field that is linear: each of its bits flips a fixed set of
/// native bits (Flip) whatever the others hold, from entry 0's expansion
/// (Zero).
struct LinearField {
  Bits128 Zero;
  std::vector<Bits128> Flip;

  /// The expansions of every value of the field.
  std::vector<Bits128> allValues() const {
    std::vector<Bits128> values(size_t(1) << Flip.size());
    values[0] = Zero;
    for (uint64_t v = 1; v < values.size(); ++v) {
      unsigned low = unsigned(__builtin_ctzll(v));
      values[v] = values[v & (v - 1)] ^ Flip[low];
    }
    return values;
  }
};

/// Probes a wide field (Gen12's 12-bit immediates) with one expansion per
/// bit and keeps it as a LinearField when it is linear (checked on every
/// pair of bits and on all ones). Empty when it is not.
std::optional<LinearField> probeLinearField(Platform p, uint64_t base,
                                            IndexField f) {
  unsigned width = f.Hi - f.Lo + 1;
  LinearField field;
  if (!expand(p, base, field.Zero))
    return std::nullopt;
  field.Flip.resize(width);
  for (unsigned b = 0; b < width; ++b) {
    Bits128 x;
    if (!expand(p, base | (uint64_t(1) << (f.Lo + b)), x))
      return std::nullopt;
    field.Flip[b] = x ^ field.Zero;
  }
  auto predicted = [&](uint64_t v) {
    Bits128 x = field.Zero;
    for (unsigned b = 0; b < width; ++b)
      if ((v >> b) & 1)
        x = x ^ field.Flip[b];
    return x;
  };
  auto holds = [&](uint64_t v) {
    Bits128 x;
    return expand(p, base | (v << f.Lo), x) && x == predicted(v);
  };
  if (!holds(f.count() - 1))
    return std::nullopt;
  for (unsigned a = 0; a < width; ++a)
    for (unsigned b = a + 1; b < width; ++b)
      if (!holds((uint64_t(1) << a) | (uint64_t(1) << b)))
        return std::nullopt;
  return field;
}

/// Makes `m` read `field` directly (IndexModel::DisjointFlip) if its
/// bits flip disjoint sets of native bits.
bool learnDisjointField(const LinearField &field, IndexModel &m) {
  Bits128 seen;
  for (const Bits128 &flip : field.Flip) {
    if ((flip & seen).popcount())
      return false;
    seen |= flip;
  }
  m.Mask = seen;
  m.Zero = field.Zero & seen;
  m.DisjointFlip = field.Flip;
  return true;
}

/// pickEntry for a DisjointFlip field: each index bit is 1 where the
/// native bits show its flip, 0 where they show none of it (or where
/// nothing it flips is cared about: the first entry has it 0); -1 if some
/// flip shows partly.
int pickDisjointEntry(const IndexModel &im, const Bits128 &native,
                      const Bits128 &care) {
  Bits128 flipped = (native ^ im.Zero) & care;
  int v = 0;
  for (unsigned b = 0; b < im.DisjointFlip.size(); ++b) {
    Bits128 seen = im.DisjointFlip[b] & care;
    Bits128 shown = flipped & seen;
    if (shown.popcount() == 0)
      continue;
    if (!(shown == seen))
      return -1;
    v |= 1 << b;
  }
  return v;
}

IndexModel learnIndex(Platform p, uint64_t base, IndexField f, bool &ok) {
  IndexModel m;
  m.Where = f;
  std::vector<Bits128> linear;
  if (f.count() > 256)
    if (std::optional<LinearField> field = probeLinearField(p, base, f)) {
      if (learnDisjointField(*field, m))
        return m;
      linear = field->allValues();
    }
  Bits128 first;
  for (unsigned v = 0; v < f.count(); ++v) {
    Bits128 x;
    if (!linear.empty())
      x = linear[v];
    else if (!expand(p, base | (uint64_t(v) << f.Lo), x)) {
      ok = false;
      return m;
    }
    if (v == 0)
      first = x;
    m.Mask |= x ^ first;
    m.Values.push_back(x);
  }
  for (unsigned v = 0; v < m.Values.size(); ++v) {
    m.Values[v] = m.Values[v] & m.Mask;
    m.FirstEntry.try_emplace({m.Values[v].Q[0], m.Values[v].Q[1]}, v);
  }
  return m;
}

Context learnContext(Platform p, uint64_t base,
                     llvm::ArrayRef<IndexField> indices,
                     llvm::ArrayRef<IndexField> reserved) {
  Context ctx;
  bool ok = true;
  for (const IndexField &f : indices)
    ctx.Indices.push_back(learnIndex(p, base, f, ok));
  Bits128 baseBits;
  if (!ok || !expand(p, base, baseBits))
    return ctx;
  for (unsigned b = 0; b < 64; ++b) {
    ctx.Direct[b] = -1;
    bool skip = b <= CompactOpcodeHi || b == CompactCtrlBit;
    for (const IndexField &f : indices)
      skip |= inIndex(b, f);
    for (const IndexField &f : reserved)
      skip |= inIndex(b, f);
    if (skip)
      continue;
    Bits128 x;
    if (!expand(p, base | (uint64_t(1) << b), x))
      return ctx;
    Bits128 diff = x ^ baseBits;
    if (diff.popcount() == 1)
      ctx.Direct[b] = diff.lowestBit();
  }
  ctx.Valid = true;
  return ctx;
}

int opcodeNumber(Platform p, Opcode op) {
  for (unsigned b = 0; b < 128; ++b) {
    Opcode found;
    if (lookupOpcode(p, b, found) && found == op)
      return b;
  }
  return -1;
}

/// Whether expanding `c` gives an immediate source (Gen12 flags them).
bool hasImmediate(Platform p, uint64_t c) {
  Bits128 x;
  if (!expand(p, c, x))
    return false;
  for (Field f : {Field::Src0IsImm, Field::Src1IsImm}) {
    BitRange r = getFieldRange(p, f);
    if (r.exists() && x.test(r.Lo))
      return true;
  }
  return false;
}

FormatModel &getModel(Platform p, const Layout &layout) {
  static std::map<std::pair<unsigned, const Layout *>,
                  std::unique_ptr<FormatModel>>
      models;
  std::unique_ptr<FormatModel> &slot = models[{unsigned(p), &layout}];
  if (slot)
    return *slot;
  slot = std::make_unique<FormatModel>();
  FormatModel &m = *slot;
  int opBits = opcodeNumber(p, layout.Representative);
  if (opBits < 0)
    return m;
  uint64_t base = (uint64_t(1) << CompactCtrlBit) | unsigned(opBits);
  if (!layout.HasDataType) {
    m.Single = learnContext(p, base, layout.Indices, {});
    return m;
  }
  bool ok = true;
  m.DataType = learnIndex(p, base, layout.DataType, ok);
  if (!ok)
    return m;
  m.ByDataType.resize(layout.DataType.count());
  m.LearnBase = base;
  return m;
}

/// The context of data-type entry `d` of `m`, learnt on first use.
const Context &dataTypeContext(Platform p, const Layout &layout,
                               FormatModel &m, unsigned d) {
  std::unique_ptr<Context> &slot = m.ByDataType[d];
  if (!slot) {
    uint64_t c = m.LearnBase | (uint64_t(d) << layout.DataType.Lo);
    bool imm = !layout.ImmIndices.empty() && hasImmediate(p, c);
    slot = std::make_unique<Context>(learnContext(
        p, c, imm ? layout.ImmIndices : layout.Indices, {layout.DataType}));
  }
  return *slot;
}

/// Decodes and re-encodes `bits`; false if they do not decode.
bool canonicalize(Platform p, const Bits128 &bits, Bits128 &out) {
  uint8_t bytes[16];
  for (unsigned i = 0; i < 16; ++i)
    bytes[i] = uint8_t(bits.Q[i / 8] >> (8 * (i % 8)));
  Inst inst;
  unsigned size;
  if (llvm::Error err = decodeInst(p, bytes, 0, inst, size)) {
    llvm::consumeError(std::move(err));
    return false;
  }
  NativeBits enc;
  if (llvm::Error err = encodeNative(p, inst, enc)) {
    llvm::consumeError(std::move(err));
    return false;
  }
  out = Bits128(enc);
  return true;
}

/// The bits of `native` whose value matters.
Bits128 usedBits(Platform p, const Bits128 &native) {
  Bits128 used;
  for (unsigned b = 0; b < 128; ++b) {
    if (b == CompactCtrlBit)
      continue;
    Bits128 flipped = native, canon;
    flipped.Q[b / 64] ^= uint64_t(1) << (b % 64);
    if (!canonicalize(p, flipped, canon) || !(canon == native))
      used.Q[b / 64] |= uint64_t(1) << (b % 64);
  }
  return used;
}

/// usedBits, remembered: the same instruction bits recur throughout a
/// kernel and across kernels.
const Bits128 &usedBitsCached(Platform p, const Bits128 &native) {
  static std::map<std::tuple<unsigned, uint64_t, uint64_t>, Bits128> cache;
  auto [it, inserted] =
      cache.try_emplace({unsigned(p), native.Q[0], native.Q[1]});
  if (inserted)
    it->second = usedBits(p, native);
  return it->second;
}

/// The entry of `im` for `native`: an exact match, else (given `used`) the
/// first one that agrees on the used bits; -1 if none.
int pickEntry(const IndexModel &im, const Bits128 &native,
              const Bits128 *used) {
  if (!im.DisjointFlip.empty()) {
    int v = pickDisjointEntry(im, native, im.Mask);
    if (v >= 0 || !used)
      return v;
    return pickDisjointEntry(im, native, im.Mask & *used);
  }
  Bits128 exact = native & im.Mask;
  auto it = im.FirstEntry.find({exact.Q[0], exact.Q[1]});
  if (it != im.FirstEntry.end())
    return it->second;
  if (!used)
    return -1;
  Bits128 care = im.Mask & *used;
  Bits128 want = native & care;
  for (unsigned v = 0; v < im.Values.size(); ++v)
    if ((im.Values[v] & care) == want)
      return v;
  return -1;
}

/// Picks each index of `ctx` for `native` (exact entries only if `used` is
/// null) and sets the copied bits.
bool fill(const Context &ctx, const Bits128 &native, const Bits128 *used,
          uint64_t &c) {
  for (const IndexModel &im : ctx.Indices) {
    int v = pickEntry(im, native, used);
    if (v < 0)
      return false;
    c |= uint64_t(v) << im.Where.Lo;
  }
  for (unsigned b = 0; b < 64; ++b)
    if (ctx.Direct[b] >= 0 && native.test(ctx.Direct[b]))
      c |= uint64_t(1) << b;
  return true;
}

} // namespace

// `native` is expected in the form encodeNative() gives.
bool visa::gen::compactNative(Platform p, const NativeBits &native,
                              uint64_t &compact) {
  Bits128 n(native);
  BitRange opRange = getFieldRange(p, Field::Opcode);
  unsigned opBits = native.get(opRange.Hi, opRange.Lo);
  Opcode op;
  if (!lookupOpcode(p, opBits, op))
    return false;
  const Layout *layout = getLayout(p, op);
  if (!layout)
    return false;
  FormatModel &m = getModel(p, *layout);
  uint64_t base = (uint64_t(1) << CompactCtrlBit) | opBits;
  // An expansion equal to the native bits is preferred; failing that, one
  // that differs only in bits the instruction does not use. Finding those
  // bits takes 128 decode/encode round trips, so it is done only when no
  // exact expansion exists, and remembered per bit pattern.
  const Bits128 *used = nullptr;
  auto verify = [&](uint64_t c, bool exact) {
    Bits128 back, canon;
    if (!expand(p, c, back))
      return false;
    if (exact)
      return back == n;
    return (back & *used) == (n & *used) && canonicalize(p, back, canon) &&
           canon == n;
  };
  auto tryContext = [&](const Context &ctx, uint64_t c, bool exact) -> bool {
    if (!exact && !used)
      used = &usedBitsCached(p, n);
    if (!ctx.Valid || !fill(ctx, n, exact ? nullptr : used, c) ||
        !verify(c, exact))
      return false;
    compact = c;
    return true;
  };
  if (!layout->HasDataType)
    return tryContext(m.Single, base, true) ||
           tryContext(m.Single, base, false);
  if (m.ByDataType.empty())
    return false;
  auto withDataType = [&](unsigned d) {
    return base | (uint64_t(d) << layout->DataType.Lo);
  };
  auto context = [&](unsigned d) -> const Context & {
    return dataTypeContext(p, *layout, m, d);
  };
  int exactType = pickEntry(m.DataType, n, nullptr);
  if (exactType >= 0 &&
      tryContext(context(exactType), withDataType(exactType), true))
    return true;
  for (unsigned e = 0; e < m.ByDataType.size(); ++e)
    if (int(e) != exactType && tryContext(context(e), withDataType(e), true))
      return true;
  // The data-type entry is usually found directly; when the bits it shares
  // with other tables get in the way (Gen12), every entry is tried in turn.
  used = &usedBitsCached(p, n);
  int d = pickEntry(m.DataType, n, used);
  if (d >= 0 && tryContext(context(d), withDataType(d), false))
    return true;
  for (unsigned e = 0; e < m.ByDataType.size(); ++e)
    if (tryContext(context(e), withDataType(e), false))
      return true;
  return false;
}
