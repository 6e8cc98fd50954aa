//===- SwsbRegTables.h - Per-register storage of the SWSB checker ---------===//
//
// The SWSB checker (SwsbChecker.cpp) remembers, per GRF byte, which
// instruction last wrote or read it (a sequence number), and per token
// which bytes it still has pending. This header holds that storage:
// ByteSeqTable keeps one number per register while whole registers are
// accessed and a per-byte block only for registers partially written, and
// RegBlocks makes such blocks on first use, packed together, so that a
// fresh checker state or a copy touches memory only for the registers it
// uses. What the numbers mean (hazards, waits) stays in SwsbChecker.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SWSBREGTABLES_H
#define VISA_SIM_SWSBREGTABLES_H

#include "visa/Sim/SimThread.h"
#include <cstdint>
#include <cstring>
#include <vector>

namespace visa::sim::swsb {

/// Per-register blocks (of type Block) made when a register is first
/// used and kept from then on, next to each other in the order they were
/// made: a state touches memory for the registers it uses only, mostly a
/// few cache lines, instead of tables for all NumGrfs registers spread
/// over many pages (each a fault on a fresh state or copy).
///
/// A copy starts without blocks: only the owner knows which blocks still
/// mean something, and brings those over (copyLive).
template <typename Block> class RegBlocks {
public:
  RegBlocks() { std::memset(IndexOf, 0, sizeof(IndexOf)); }
  RegBlocks(const RegBlocks &) : RegBlocks() {}
  RegBlocks &operator=(const RegBlocks &) {
    std::memset(IndexOf, 0, sizeof(IndexOf));
    Blocks.clear();
    return *this;
  }
  /// Makes this the blocks of `other` (another object) for the registers
  /// marked in `live` (one bit each), next to each other.
  void copyLive(const RegBlocks &other, const uint64_t *live) {
    std::memset(IndexOf, 0, sizeof(IndexOf));
    Blocks.clear();
    uint64_t keep[2] = {0, 0};
    unsigned count = 0;
    for (unsigned half = 0; half < 2; ++half)
      for (uint64_t m = live[half]; m; m &= m - 1) {
        unsigned bit = unsigned(__builtin_ctzll(m));
        if (other.IndexOf[half * 64 + bit]) {
          keep[half] |= uint64_t(1) << bit;
          ++count;
        }
      }
    // Exactly the room needed: copies are mostly kept, not grown.
    Blocks.reserve(count);
    for (unsigned half = 0; half < 2; ++half)
      for (uint64_t m = keep[half]; m; m &= m - 1) {
        unsigned reg = half * 64 + unsigned(__builtin_ctzll(m));
        Blocks.push_back(other.at(reg));
        IndexOf[reg] = uint8_t(Blocks.size());
      }
  }
  /// The block of `reg`, made now if it has none.
  Block &of(unsigned reg) {
    if (!IndexOf[reg]) {
      if (Blocks.empty())
        Blocks.reserve(InitialBlocks);
      Blocks.emplace_back();
      IndexOf[reg] = uint8_t(Blocks.size());
    }
    return Blocks[IndexOf[reg] - 1];
  }
  /// The block of `reg`, which has one.
  const Block &at(unsigned reg) const { return Blocks[IndexOf[reg] - 1]; }
  Block &at(unsigned reg) { return Blocks[IndexOf[reg] - 1]; }

private:
  /// Room made on first use: most states touch few registers.
  static constexpr size_t InitialBlocks = 16;
  /// Per register: 1 + the index of its block in Blocks, or 0 for none.
  uint8_t IndexOf[NumGrfs];
  std::vector<Block> Blocks;
};
static_assert(NumGrfs <= 128, "register sets are two 64-bit words");

/// Stores `value` into the entries of `perByte` (one register's 32 bytes)
/// selected by `mask`.
inline void storeMasked(uint32_t *perByte, uint32_t mask, uint32_t value) {
  if (mask == ~0u) {
    for (unsigned i = 0; i < GrfBytes; ++i)
      perByte[i] = value;
    return;
  }
  // Mostly one run of bytes (a scalar, half a register).
  unsigned first = unsigned(__builtin_ctz(mask));
  uint32_t run = mask >> first;
  if ((run & (run + 1)) == 0) { // bits first .. end-1, no gap
    unsigned end = 32 - unsigned(__builtin_clz(mask));
    for (unsigned i = first; i < end; ++i)
      perByte[i] = value;
    return;
  }
  for (; mask; mask &= mask - 1)
    perByte[__builtin_ctz(mask)] = value;
}

/// One register's per-byte sequence numbers.
struct ByteSeqBlock {
  uint32_t Bytes[GrfBytes];
};

/// A sequence number per GRF byte. Most accesses cover whole registers, so
/// each register keeps one number for all its bytes (Whole), and a block
/// of per-byte numbers only once a partial store gave some of its bytes
/// their own number (Own: one bit per byte; the block's other entries mean
/// nothing).
struct ByteSeqTable {
  uint32_t Whole[NumGrfs];
  uint32_t Own[NumGrfs];
  RegBlocks<ByteSeqBlock> Far;

  void clear() {
    std::memset(Whole, 0, sizeof(Whole));
    std::memset(Own, 0, sizeof(Own));
  }
  void store(unsigned reg, uint32_t mask, uint32_t seq) {
    if (mask == ~0u) {
      Whole[reg] = seq;
      Own[reg] = 0;
      return;
    }
    Own[reg] |= mask;
    storeMasked(Far.of(reg).Bytes, mask, seq);
  }
  /// Marks in `regs` (one bit each) the registers with bytes of their own.
  void ownedRegs(uint64_t *regs) const {
    regs[0] = regs[1] = 0;
    for (unsigned reg = 0; reg < NumGrfs; ++reg)
      regs[reg >> 6] |= uint64_t(Own[reg] != 0) << (reg & 63);
  }
  /// The number of byte `byte` of `reg`.
  uint32_t byteSeq(unsigned reg, unsigned byte) const {
    return (Own[reg] >> byte & 1) ? Far.at(reg).Bytes[byte] : Whole[reg];
  }
  /// Calls `f` with the value of each byte of `mask` in `reg`, in byte
  /// order, once for each run of equal values.
  template <typename Fn> void forEach(unsigned reg, uint32_t mask, Fn f) const {
    if (!mask)
      return;
    uint32_t own = Own[reg] & mask;
    if (!own) {
      f(Whole[reg]);
      return;
    }
    const uint32_t *perByte = Far.at(reg).Bytes;
    uint32_t last = 0;
    bool first = true;
    for (; mask; mask &= mask - 1) {
      unsigned byte = unsigned(__builtin_ctz(mask));
      uint32_t seq = (own >> byte & 1) ? perByte[byte] : Whole[reg];
      if (!first && seq == last)
        continue;
      first = false;
      last = seq;
      f(seq);
    }
  }
  /// Replaces every stored value v by move(v).
  template <typename Fn> void update(Fn move) {
    for (unsigned reg = 0; reg < NumGrfs; ++reg) {
      move(Whole[reg]);
      for (uint32_t own = Own[reg]; own; own &= own - 1)
        move(Far.at(reg).Bytes[__builtin_ctz(own)]);
    }
  }
};

} // namespace visa::sim::swsb

#endif // VISA_SIM_SWSBREGTABLES_H
