//===- GenCompaction.cpp - Expanding compacted Gen8-Gen11 instructions ----===//
//
// A compacted instruction stores some native fields directly and replaces
// the rest by 5-bit (2-bit for three-source) indices into per-platform
// tables. Each table entry is a bit string that is scattered back into the
// native instruction; where each piece goes is described by the Piece lists
// below, so both the tables and their layout are data.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenDecoder.h"
#include "visa/Gen/GenInst.h"

using namespace visa::gen;

namespace {

// Table contents (Gen8 = BDW, also used by SKL/BXT and, except the data-type
// table, by ICLLP).
const uint32_t Gen8ControlTable[32] = {
    0x00002, 0x04000, 0x04001, 0x04002,
    0x04003, 0x04004, 0x04005, 0x04007,
    0x04008, 0x04009, 0x0400D, 0x06000,
    0x06001, 0x06002, 0x06003, 0x06004,
    0x06005, 0x06007, 0x06009, 0x0600D,
    0x06010, 0x06100, 0x08000, 0x08002,
    0x08004, 0x08100, 0x16000, 0x16010,
    0x18000, 0x18100, 0x28000, 0x28100,
};
const uint32_t Gen8DataTypeTable[32] = {
    0x040001, 0x040040, 0x040041, 0x0400C1,
    0x04015D, 0x0405DD, 0x040741, 0x040745,
    0x04075D, 0x041041, 0x043040, 0x043041,
    0x045145, 0x047144, 0x047145, 0x05C75D,
    0x05D71D, 0x05D75C, 0x05D75D, 0x05F75C,
    0x00040C, 0x04005D, 0x040145, 0x041040,
    0x045144, 0x047104, 0x049209, 0x05775D,
    0x05F75D, 0x04F34C, 0x049248, 0x04B248,
};
const uint32_t Gen11DataTypeTable[32] = {
    0x040001, 0x040040, 0x040041, 0x0400C1,
    0x040165, 0x040BE5, 0x040941, 0x040945,
    0x040965, 0x041041, 0x043040, 0x043041,
    0x045145, 0x047144, 0x047145, 0x064965,
    0x065925, 0x065964, 0x065965, 0x067964,
    0x00040C, 0x040065, 0x040145, 0x041040,
    0x045144, 0x047104, 0x049209, 0x06F965,
    0x067965, 0x04F34C, 0x049248, 0x04B248,
};
const uint32_t Gen8SubRegTable[32] = {
    0x0000, 0x0001, 0x0008, 0x000F,
    0x0010, 0x0080, 0x0100, 0x0180,
    0x0200, 0x0210, 0x0280, 0x1000,
    0x1001, 0x1081, 0x1082, 0x1083,
    0x1084, 0x1087, 0x1088, 0x108E,
    0x108F, 0x1180, 0x11E8, 0x2000,
    0x2180, 0x3000, 0x3C87, 0x4000,
    0x5000, 0x6000, 0x7000, 0x701C,
};
const uint32_t Gen8SrcIndexTable[32] = {
    0x000, 0x002, 0x010, 0x012,
    0x018, 0x020, 0x028, 0x048,
    0x050, 0x070, 0x078, 0x300,
    0x302, 0x308, 0x310, 0x312,
    0x320, 0x328, 0x338, 0x340,
    0x342, 0x348, 0x350, 0x360,
    0x368, 0x370, 0x371, 0x378,
    0x468, 0x469, 0x46A, 0x588,
};
const uint32_t Gen8TernaryControlTable[4] = {
    0x0806001, 0x0006001, 0x0008001, 0x0008021,
};
const uint64_t Gen8TernarySourceTable[4] = {
    0x007272720F000, 0x007272720F002, 0x007272720F008, 0x007272720F020,
};

/// A run of bits of a table entry: entry bits [SrcLo + Hi - Lo, SrcLo]
/// become native bits [Hi, Lo].
struct Piece {
  uint8_t Hi, Lo, SrcLo;
};

// Where each table's entry bits go in the native instruction.
const Piece ControlPieces[] = {{33, 31, 16}, {23, 12, 4}, {10, 9, 2},
                               {34, 34, 1}, {8, 8, 0}};
const Piece DataTypePieces[] = {{63, 61, 18}, {94, 89, 12}, {46, 35, 0}};
const Piece SubRegPieces[] = {{100, 96, 10}, {68, 64, 5}, {52, 48, 0}};
const Piece Src0Pieces[] = {{88, 77, 0}};
const Piece Src1Pieces[] = {{120, 109, 0}};
const Piece TernaryControlPieces8[] = {{34, 32, 21}, {28, 8, 0}};
const Piece TernaryControlPieces9[] = {{34, 32, 21}, {28, 8, 0}, {36, 35, 24}};
const Piece TernarySourcePieces8[] = {{83, 83, 43}, {114, 107, 35}, {93, 86, 27},
                                      {72, 65, 19}, {55, 37, 0},   {125, 125, 45},
                                      {104, 104, 44}};
const Piece TernarySourcePieces9[] = {{83, 83, 43}, {114, 107, 35}, {93, 86, 27},
                                      {72, 65, 19}, {55, 37, 0},   {126, 125, 47},
                                      {105, 104, 45}, {84, 84, 44}};

template <size_t N>
void scatter(NativeBits &out, uint64_t entry, const Piece (&pieces)[N]) {
  for (const Piece &pc : pieces) {
    unsigned width = pc.Hi - pc.Lo + 1;
    out.set(pc.Hi, pc.Lo, (entry >> pc.SrcLo) & ((uint64_t(1) << width) - 1));
  }
}

uint64_t bits(uint64_t v, unsigned hi, unsigned lo) {
  return (v >> lo) & ((uint64_t(1) << (hi - lo + 1)) - 1);
}

bool isTernaryOpcode(Platform p, unsigned opBits) {
  Opcode op;
  return lookupOpcode(p, opBits, op) && getForm(op) == OpForm::Ternary;
}

} // namespace

llvm::Error visa::gen::expandCompacted(Platform p, uint64_t c, NativeBits &out,
                                       uint64_t offset) {
  out = NativeBits();
  if (p == Platform::Gen12)
    return llvm::make_error<DecodeError>(
        offset, "compacted instructions are not supported on this platform yet");
  unsigned opBits = bits(c, 6, 0);
  out.set(6, 0, opBits);
  if (isTernaryOpcode(p, opBits)) {
    if (p == Platform::Gen11)
      return llvm::make_error<DecodeError>(
          offset, "compacted three-source instructions are not supported on "
                  "this platform yet");
    unsigned ci = bits(c, 9, 8), si = bits(c, 11, 10);
    if (p == Platform::Gen8) {
      scatter(out, Gen8TernaryControlTable[ci], TernaryControlPieces8);
      scatter(out, Gen8TernarySourceTable[si], TernarySourcePieces8);
    } else {
      scatter(out, Gen8TernaryControlTable[ci], TernaryControlPieces9);
      scatter(out, Gen8TernarySourceTable[si], TernarySourcePieces9);
    }
    out.set(63, 56, bits(c, 18, 12));  // dst reg
    out.set(64, 64, bits(c, 28, 28));  // src0 rep ctrl
    out.set(30, 30, bits(c, 30, 30));  // debug
    out.set(31, 31, bits(c, 31, 31));  // saturate
    out.set(85, 85, bits(c, 32, 32));  // src1 rep ctrl
    out.set(106, 106, bits(c, 33, 33)); // src2 rep ctrl
    out.set(75, 73, bits(c, 36, 34));  // src0 subreg
    out.set(96, 94, bits(c, 39, 37));  // src1 subreg
    out.set(117, 115, bits(c, 42, 40)); // src2 subreg
    out.set(83, 76, bits(c, 49, 43));  // src0 reg
    out.set(104, 97, bits(c, 56, 50)); // src1 reg
    out.set(125, 118, bits(c, 63, 57)); // src2 reg
    return llvm::Error::success();
  }

  out.set(30, 30, bits(c, 7, 7));
  scatter(out, Gen8ControlTable[bits(c, 12, 8)], ControlPieces);
  const uint32_t *dataTypes =
      p == Platform::Gen11 ? Gen11DataTypeTable : Gen8DataTypeTable;
  scatter(out, dataTypes[bits(c, 17, 13)], DataTypePieces);
  bool isImm = out.get(42, 41) == 3 || out.get(90, 89) == 3;
  uint32_t subreg = Gen8SubRegTable[bits(c, 22, 18)];
  if (isImm)
    subreg &= 0x3FF; // the src1 subregister bits overlap the immediate
  scatter(out, subreg, SubRegPieces);
  out.set(28, 28, bits(c, 23, 23));
  out.set(27, 24, bits(c, 27, 24));
  scatter(out, Gen8SrcIndexTable[bits(c, 34, 30)], Src0Pieces);
  unsigned src1Index = bits(c, 39, 35);
  if (isImm) {
    // 13-bit immediate: src1 reg holds bits 7:0, the index bits 12:8, and
    // bit 12 is replicated through bit 31.
    int32_t imm = int32_t(src1Index << 27) >> 19;
    out.set(127, 96, uint32_t(imm) | bits(c, 63, 56));
  } else {
    scatter(out, Gen8SrcIndexTable[src1Index], Src1Pieces);
    out.set(108, 101, bits(c, 63, 56));
  }
  out.set(60, 53, bits(c, 47, 40));
  out.set(76, 69, bits(c, 55, 48));
  return llvm::Error::success();
}
