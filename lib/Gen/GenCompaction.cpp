//===- GenCompaction.cpp - Expanding compacted Gen instructions -----------===//
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
#include "llvm/Support/Compiler.h"

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

// Gen12 (TGLLP) tables. Two- and one-source instructions share the control,
// data-type, subregister and source-region tables; three-source instructions
// have their own control, source and subregister tables.
const uint32_t Gen12ControlTable[32] = {
    0x00004, 0x00003, 0x02000, 0x02004, 0x02003, 0x80004, 0x00024, 0xA0004,
    0x00000, 0x10004, 0x00013, 0x60004, 0x20004, 0x22004, 0x40004, 0x00104,
    0xA0003, 0x00184, 0x02001, 0x00144, 0x001C4, 0x82004, 0x00023, 0x00033,
    0xA2004, 0x80003, 0x22000, 0x10003, 0xA0084, 0x20003, 0x08003, 0x02024,
};
/// Bit 19 (src1 register file) is dropped when src1 is an immediate.
const uint32_t Gen12DataTypeTable[32] = {
    0xD6954, 0x06954, 0x02B54, 0x56D54, 0xD4954, 0xD2954, 0x54D54, 0x00800,
    0xD0954, 0x2ECCC, 0xB68CC, 0x52D54, 0x96844, 0x50D54, 0x36CCC, 0x16C44,
    0x07154, 0x2CCCC, 0x00822, 0x02844, 0x26C2A, 0x0EC22, 0x97044, 0x0694C,
    0x8C8CC, 0x06854, 0x2EC4C, 0x02822, 0x06834, 0x06814, 0x068D4, 0x02954,
};
/// dst (bits 4:0), src0 (9:5) and src1 (14:10) subregisters; immediates
/// keep only the low parts.
const uint32_t Gen12SubRegTable[32] = {
    0x0000, 0x4000, 0x1000, 0x3000, 0x0080, 0x2000, 0x5000, 0x0008,
    0x0100, 0x6000, 0x7000, 0x0200, 0x0004, 0x0300, 0x0280, 0x0180,
    0x0380, 0x001C, 0x0010, 0x000C, 0x0018, 0x0014, 0x0002, 0x0140,
    0x0040, 0x0084, 0x005C, 0x0042, 0x018C, 0x0020, 0x0060, 0x6300,
};
const uint32_t Gen12Src0Table[16] = {
    0x464, 0x000, 0x466, 0x465, 0x002, 0x200, 0x240, 0x340,
    0x224, 0x300, 0x226, 0x344, 0x467, 0x100, 0x001, 0xF10,
};
const uint32_t Gen12Src1Table[16] = {
    0x119, 0x000, 0x919, 0x800, 0x519, 0x8D0, 0x080, 0x089,
    0x889, 0x0D0, 0x0D1, 0x0C0, 0xD19, 0x400, 0xC00, 0x8D1,
};
const uint32_t Gen12TernaryControlTable[32] = {
    0x4A540004, 0x4A540003, 0x48540003, 0x4A542003, 0x48542003, 0x48540013,
    0x4A540013, 0x48542013, 0x4A542013, 0x4A542004, 0x48540004, 0x4A550004,
    0x4A540024, 0x48542004, 0x4A542000, 0x4A550003, 0x48542033, 0x48542023,
    0x4A542033, 0x4A542023, 0x48540023, 0x48540033, 0x4A540023, 0x4A540033,
    0x48550004, 0x4A552004, 0x4A542024, 0x4A442000, 0x48540024, 0x4A550024,
    0x4A542002, 0x48550003,
};
const uint32_t Gen12TernarySourceTable[32] = {
    0x12C300, 0x12C242, 0x16C343, 0x12C343, 0x160143, 0x16C34B, 0x14C343,
    0x10C300, 0x16C300, 0x16CB43, 0x16E343, 0x160100, 0x10C343, 0x12E300,
    0x12E343, 0x12C34B, 0x120143, 0x12C308, 0x120100, 0x16E300, 0x12CB00,
    0x14C300, 0x12CB43, 0x16CB4B, 0x14C34B, 0x16E34B, 0x162143, 0x160943,
    0x16C308, 0x16CB00, 0x120943, 0x14CB43,
};
const uint32_t Gen12TernarySubRegTable[32] = {
    0x00000, 0x20000, 0x00180, 0xA0000, 0x80380, 0x60000, 0x40000, 0x02000,
    0x01000, 0xC0000, 0x80000, 0xE0000, 0x06000, 0x00080, 0x04000, 0x03000,
    0x05000, 0x07000, 0x00100, 0x00200, 0x00300, 0x00280, 0x00380, 0xC0380,
    0x20100, 0x20180, 0x40180, 0x80300, 0x80280, 0x60080, 0xA0380, 0x40080,
};

const Piece Gen12ControlPieces[] = {{28, 16, 0}, {31, 31, 13}, {34, 32, 14},
                                    {95, 92, 17}};
const Piece Gen12DataTypePieces[] = {{43, 35, 0}, {50, 46, 9}, {66, 66, 14},
                                     {91, 88, 15}, {98, 98, 19}};
const Piece Gen12SubRegPieces[] = {{55, 51, 0}, {71, 67, 5}, {103, 99, 10}};
const Piece Gen12Src0Pieces[] = {{45, 44, 0}, {65, 64, 2}, {87, 80, 4}};
const Piece Gen12Src1Pieces[] = {{97, 96, 0}, {121, 112, 2}};
const Piece Gen12TernaryControlPieces[] = {
    {28, 16, 0}, {31, 31, 13}, {34, 32, 14}, {42, 36, 17}, {48, 48, 24},
    {50, 50, 25}, {82, 80, 26}, {90, 88, 29}, {95, 92, 32}};
const Piece Gen12TernarySourcePieces[] = {
    {35, 35, 0},  {47, 43, 1},  {66, 64, 6},   {87, 83, 9},
    {91, 91, 14}, {98, 96, 15}, {114, 112, 18}};
const Piece Gen12TernarySubRegPieces[] = {
    {55, 51, 0}, {71, 67, 5}, {103, 99, 10}, {119, 115, 15}};

/// Writes the bits of a table entry to their pieces of `out`. Always inlined,
/// so that the compiler sees which constant piece table it walks.
template <size_t N>
LLVM_ATTRIBUTE_ALWAYS_INLINE void scatter(NativeBits &out, uint64_t entry,
                                          const Piece (&pieces)[N]) {
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

/// Widens a Gen12 12-bit compacted immediate to the 32-bit immediate of a
/// source of type `typeBits` (Gen12 encoding); false if that type has no
/// compacted form.
bool expandGen12Immediate(unsigned typeBits, uint32_t imm12, uint32_t &out) {
  uint32_t sext = uint32_t(int32_t(imm12 << 20) >> 20);
  switch (typeBits) {
  case 0x0: case 0x2: case 0x4: case 0x8: // UB/UV, UD, B/V, VF
    out = imm12;
    return true;
  case 0x1: // UW: the value in both halves
    out = imm12 | (imm12 << 16);
    return true;
  case 0x5: // W: sign extended to 16 bits, in both halves
    out = (sext & 0xFFFF) | (sext << 16);
    return true;
  case 0x6: // D
    out = sext;
    return true;
  case 0x9: // HF: the top 12 bits of each half
    out = (imm12 << 4) | (imm12 << 20);
    return true;
  case 0xA: // F: the top 12 bits
    out = imm12 << 20;
    return true;
  default:
    return false;
  }
}

llvm::Error expandGen12(uint64_t c, NativeBits &out, uint64_t offset) {
  auto fail = [&](const char *msg) {
    return llvm::make_error<DecodeError>(offset, msg);
  };
  unsigned opBits = bits(c, 6, 0);
  Opcode op;
  if (!lookupOpcode(Platform::Gen12, opBits, op))
    return fail("unknown opcode in compacted instruction");
  OpForm form = getForm(op);
  out.set(6, 0, opBits);
  out.set(30, 30, bits(c, 7, 7));    // debug control
  out.set(15, 8, bits(c, 15, 8));    // software scoreboard
  out.set(63, 56, bits(c, 23, 16));  // dst register
  if (form == OpForm::Ternary) {
    scatter(out, Gen12TernaryControlTable[bits(c, 28, 24)],
            Gen12TernaryControlPieces);
    scatter(out, Gen12TernarySourceTable[bits(c, 34, 30)],
            Gen12TernarySourcePieces);
    scatter(out, Gen12TernarySubRegTable[bits(c, 39, 35)],
            Gen12TernarySubRegPieces);
    out.set(79, 72, bits(c, 47, 40));   // src0 register
    out.set(127, 120, bits(c, 55, 48)); // src2 register
    out.set(111, 104, bits(c, 63, 56)); // src1 register
    return llvm::Error::success();
  }
  bool oneSource = form == OpForm::Unary;
  if (!oneSource && form != OpForm::Binary && form != OpForm::Wait)
    return fail("opcode has no compacted form");
  scatter(out, Gen12ControlTable[bits(c, 28, 24)], Gen12ControlPieces);
  uint32_t dataType = Gen12DataTypeTable[bits(c, 34, 30)];
  bool isImm = oneSource ? (dataType >> 9) & 1 : (dataType >> 10) & 1;
  if (isImm)
    dataType &= 0x7FFFF;
  scatter(out, dataType, Gen12DataTypePieces);
  uint32_t subRegs = Gen12SubRegTable[bits(c, 39, 35)];
  if (oneSource)
    subRegs &= isImm ? 0x1F : 0x3FF;
  else if (isImm)
    subRegs &= 0x3FF;
  scatter(out, subRegs, Gen12SubRegPieces);
  scatter(out, Gen12Src0Table[bits(c, 51, 48)], Gen12Src0Pieces);
  if (!isImm) {
    out.set(79, 72, bits(c, 47, 40));
    scatter(out, Gen12Src1Table[bits(c, 55, 52)], Gen12Src1Pieces);
    if (!oneSource)
      out.set(111, 104, bits(c, 63, 56));
    return llvm::Error::success();
  }
  if (!oneSource)
    out.set(79, 72, bits(c, 47, 40));
  unsigned typeBits = oneSource ? out.get(43, 40) : out.get(91, 88);
  uint32_t imm;
  if (!expandGen12Immediate(typeBits, uint32_t(bits(c, 63, 52)), imm))
    return fail("compacted immediate of a type that cannot be compacted");
  out.set(127, 96, imm);
  return llvm::Error::success();
}

} // namespace

llvm::Error visa::gen::expandCompacted(Platform p, uint64_t c, NativeBits &out,
                                       uint64_t offset) {
  out = NativeBits();
  if (p == Platform::Gen12)
    return expandGen12(c, out, offset);
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
