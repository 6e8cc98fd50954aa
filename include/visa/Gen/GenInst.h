//===- GenInst.h - In-memory model of one Gen machine instruction ---------===//
//
// A platform-independent description of a decoded Gen instruction, in the
// spirit of LLVM's MCInst: what the instruction does (opcode, execution
// controls, operands with their regions and types, send descriptors, branch
// offsets, TGLLP software scoreboard), not how its bits are laid out. The
// per-platform layouts live in GenFields.def and the compaction tables; the
// decoder fills a GenInst from bytes and the printer renders it in IGA syntax.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENINST_H
#define VISA_GEN_GENINST_H

#include "visa/Gen/GenPlatform.h"
#include <string>
#include <cstdint>

namespace visa::gen {

enum class Opcode : uint8_t {
#define GEN_OPCODE(Enum, Mnemonic, Form, G8, G9, G11, G12) Enum,
#include "visa/Gen/GenOpcodes.inc"
  NumOpcodes
};

/// How an opcode's operands are laid out and printed.
enum class OpForm : uint8_t {
  Nullary, Unary, Binary, Ternary, Math, Send, Sends, Wait, Jmpi,
  Branch1, Branch2, Call, Ret, Brd, Brc
};

const char *getMnemonic(Opcode op);
/// Inline: the simulator and the validator ask for every instruction.
inline OpForm getForm(Opcode op) {
  static constexpr OpForm Forms[] = {
#define GEN_OPCODE(Enum, Mnemonic, Form, G8, G9, G11, G12) OpForm::Form,
#include "visa/Gen/GenOpcodes.inc"
  };
  return Forms[unsigned(op)];
}
/// Forms that transfer control: branches, jumps, calls and returns.
bool isBranchForm(OpForm form);
/// Sources `op` reads on `p` when its form has a fixed count (Unary 1,
/// Binary 2, Ternary 3; movi is unary before Gen11, as IGA models it), or 0.
unsigned fixedSourceCount(Platform p, Opcode op);
/// The 7-bit encoding of `op` on `p`, or -1 if `p` does not have it.
int opcodeEncoding(Platform p, Opcode op);
/// The opcode whose encoding on `p` is `bits`, or false if none.
bool lookupOpcode(Platform p, unsigned bits, Opcode &op);
/// "unknown opcode 0x33", naming what the bits mean on the generations that
/// have them ("... (sends on Gen9 and later)"): IGC emits such instructions.
std::string unknownOpcodeMessage(Platform p, unsigned bits);

/// Functions of `math` (GenMathFn.def), by their 4-bit code.
enum class MathFn : uint8_t {
#define GEN_MATH_FN(Enum, Code, Name, Sources, Kind) Enum = Code,
#include "visa/Gen/GenMathFn.def"
};
enum class MathKind : uint8_t { Reserved, Float, IntDiv, Macro };
struct MathFnInfo {
  const char *Name; ///< IGA's suffix ("inv"), "???" when reserved
  uint8_t Sources;  ///< source operands read
  MathKind Kind;
};
/// The function with 4-bit code `code` (reserved codes: Kind Reserved).
const MathFnInfo &getMathFnInfo(unsigned code);

/// Element types of operands. Encodings differ per platform (GenTypes.cpp).
enum class DataType : uint8_t { UD, D, UW, W, UB, B, DF, F, UQ, Q, HF, UV, V, VF, Invalid };
const char *getTypeName(DataType t);
namespace detail {
constexpr uint8_t sizeOfType(DataType t) {
  switch (t) {
  case DataType::UB: case DataType::B: return 1;
  case DataType::UW: case DataType::W: case DataType::HF: return 2;
  case DataType::DF: case DataType::UQ: case DataType::Q: return 8;
  default: return 4;
  }
}
/// sizeOfType of every value a DataType's byte may hold: one load instead
/// of the switch's indirect jump.
struct TypeSizeTable {
  uint8_t Size[256];
  constexpr TypeSizeTable() : Size() {
    for (unsigned t = 0; t < 256; ++t)
      Size[t] = sizeOfType(DataType(t));
  }
};
inline constexpr TypeSizeTable TypeSizes;
} // namespace detail
/// Size in bytes of one element (vector immediates count as 4). Inline:
/// the simulator and decoders ask for it per operand.
inline unsigned getTypeSize(DataType t) {
  return detail::TypeSizes.Size[uint8_t(t)];
}

enum class RegFile : uint8_t { ARF, GRF, Imm };

enum class AddrMode : uint8_t { Direct, Indirect };

/// A register region. VStride uses -1 for VxH (indirect, <W,H>).
struct Region {
  int8_t VStride = -1; ///< elements, or -1 when absent
  int8_t Width = -1;
  int8_t HStride = -1;
};

/// One operand (destination or source).
struct Operand {
  enum class Kind : uint8_t { None, Reg, Imm, Label } K = Kind::None;
  RegFile File = RegFile::GRF;
  AddrMode Mode = AddrMode::Direct;
  uint8_t RegNum = 0;     ///< direct: register number (ARF: full 8-bit code)
  uint8_t SubRegByte = 0; ///< direct: subregister offset in bytes
  uint8_t AddrSubReg = 0; ///< indirect: a0 subregister
  int16_t AddrImm = 0;    ///< indirect: signed byte offset
  Region Rgn;
  DataType Type = DataType::Invalid;
  bool Negate = false, Abs = false;
  /// Align16 operands: 8-bit swizzle (2 bits per channel) / 4-bit writemask.
  uint8_t Swizzle = 0xE4, WriteMask = 0xF;
  bool Align16 = false;
  /// Align16 3-source replicate control (scalar source).
  bool RepCtrl = false;
  /// Math-macro (mme) extension of madm/math.invm/rsqtm operands, or -1.
  int8_t MathMacro = -1;
  // Label before Imm: the small fields and Label fill 24 bytes, Imm the
  // last 8 (an operand is 32 bytes; instructions are decoded by the
  // thousand, and each page of them a simulation touches costs a fault).
  int32_t Label = 0;      ///< branch: byte offset relative to the instruction
  uint64_t Imm = 0;       ///< immediate bits (zero extended)
};

enum class PredCtrl : uint8_t {
  None, Normal, AnyV, AllV, Any2H, All2H, Any4H, All4H, Any8H, All8H,
  Any16H, All16H, Any32H, All32H
};

enum class CondMod : uint8_t { None, Ze, Nz, Gt, Ge, Lt, Le, Reserved7, Ov, Un };

enum class ThreadCtrl : uint8_t { Normal, Atomic, Switch, NoPreempt };

/// Functions of `sync` (its 4-bit function code).
enum class SyncFn : uint8_t { Nop = 0, AllRd = 2, AllWr = 3, Bar = 14, Host = 15 };

/// TGLLP software scoreboard annotation.
struct Swsb {
  enum class Pipe : uint8_t { None, All, Float, Int, Long, Math } DistPipe = Pipe::None;
  uint8_t Dist = 0; ///< 0: none
  enum class Token : uint8_t { None, Set, Src, Dst } TokenKind = Token::None;
  uint8_t SBID = 0;
};

/// Send descriptors: immediate values or the a0 subregister holding them.
struct SendDesc {
  uint8_t SFID = 0;
  bool DescIsReg = false, ExDescIsReg = false;
  bool EOT = false;
  uint32_t Desc = 0;   ///< immediate descriptor, or a0 subregister
  uint32_t ExDesc = 0; ///< immediate extended descriptor, or a0 subregister
};

struct Inst {
  Opcode Op = Opcode::Illegal;
  uint8_t ExecSize = 1;   ///< 1, 2, 4, 8, 16 or 32 channels
  uint8_t ChanOffset = 0; ///< first channel: 0, 4, 8, ... 28
  bool NoMask = false;
  PredCtrl Pred = PredCtrl::None;
  bool PredInv = false;
  uint8_t FlagReg = 0, FlagSubReg = 0;
  CondMod Cond = CondMod::None;
  uint8_t MathFn = 0;
  bool Saturate = false;
  bool Align16 = false;
  ThreadCtrl Thread = ThreadCtrl::Normal;
  bool NoDDClr = false, NoDDChk = false;
  bool AccWrEn = false;    ///< AccWrCtrl (or BranchCtrl on branches)
  bool BranchCtrl = false;
  bool Breakpoint = false;
  bool Compacted = false;
  Operand Dst;
  Operand Src[3];
  unsigned NumSrcs = 0;
  SendDesc Send;
  Swsb Sb;
  /// Byte offset of this instruction in its kernel.
  uint32_t Offset = 0;
};

/// The byte offset in its kernel that the label operand `label` of `inst`
/// jumps to: the instruction's offset plus the label, which before Gen12
/// counts from the instruction after a jmpi. (calla's label is absolute.)
int64_t labelTarget(Platform p, const Inst &inst, const Operand &label);

/// The channels of an `execSize`-wide instruction, counted from its channel
/// offset: bits 0 .. execSize-1.
inline uint32_t execSizeMask(unsigned execSize) {
  return execSize >= 32 ? ~0u : (1u << execSize) - 1;
}

} // namespace visa::gen

#endif // VISA_GEN_GENINST_H
