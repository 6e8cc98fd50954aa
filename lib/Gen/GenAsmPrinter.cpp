//===- GenAsmPrinter.cpp - Printing GenInst in IGA syntax -----------------===//
//
// Follows the text `iga64 -d` produces for Gen8-Gen12 so that the two can be
// compared instruction by instruction (whitespace aside).
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmPrinter.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

using namespace visa::gen;

namespace {

const char *const SyncFnNames[16] = {
    "nop", "???", "allrd", "allwr", "???", "???", "???", "???",
    "???", "???", "???", "???", "???", "???", "bar", "host"};

const char *const PredSuffixes[] = {
    "",       "",       ".anyv",   ".allv",   ".any2h",  ".all2h", ".any4h",
    ".all4h", ".any8h", ".all8h", ".any16h", ".all16h", ".any32h", ".all32h"};

const char *const CondNames[] = {"", "eq", "ne", "gt", "ge", "lt",
                                 "le", "??", "ov", "un"};

std::string hex(uint64_t v, unsigned width = 0) {
  std::string digits = llvm::utohexstr(v, /*LowerCase=*/false);
  while (digits.size() < width)
    digits.insert(digits.begin(), '0');
  return "0x" + digits;
}

/// Formats a float the way IGA does: the shortest of `%g` and `%e` that reads
/// back exactly, else the raw bits in hex.
/// `qnan(0x0)`, `-snan(0x1)`: a NaN with its payload below the quiet bit.
std::string formatNaN(uint64_t bits, unsigned mantBits, unsigned expBits) {
  std::string s = (bits >> (mantBits + expBits)) & 1 ? "-" : "";
  uint64_t quiet = uint64_t(1) << (mantBits - 1);
  s += (bits & quiet) ? "qnan(" : "snan(";
  return s + hex(bits & (quiet - 1)) + ")";
}

template <typename T> bool formatFloatValue(T x, std::string &out) {
  if (std::isinf(x)) {
    out = x < 0 ? "-inf" : "inf";
    return true;
  }
  if (std::isnan(x))
    return false;
  char buf[64];
  snprintf(buf, sizeof(buf), "%g", double(x));
  if (T(strtod(buf, nullptr)) == x) {
    out = buf;
    if (!strpbrk(buf, ".eE"))
      out += ".0";
    return true;
  }
  snprintf(buf, sizeof(buf), "%e", double(x));
  if (T(strtod(buf, nullptr)) == x) {
    out = buf;
    return true;
  }
  return false;
}

float halfToFloat(uint16_t h) {
  int sign = h >> 15, exp = (h >> 10) & 0x1F, mant = h & 0x3FF;
  float v;
  if (exp == 0)
    v = std::ldexp(float(mant), -24);
  else if (exp == 31)
    v = mant ? NAN : INFINITY;
  else
    v = std::ldexp(float(mant | 0x400), exp - 25);
  return sign ? -v : v;
}

std::string formatImmediate(const Operand &op) {
  uint64_t v = op.Imm;
  std::string s;
  switch (op.Type) {
  case DataType::B: s = std::to_string(int8_t(v)); break;
  case DataType::W: s = std::to_string(int16_t(v)); break;
  case DataType::D: s = std::to_string(int32_t(v)); break;
  case DataType::Q: s = std::to_string(int64_t(v)); break;
  case DataType::UB: s = hex(uint8_t(v)); break;
  case DataType::UW: s = hex(uint16_t(v)); break;
  case DataType::UD: s = hex(uint32_t(v)); break;
  case DataType::UQ: s = hex(v); break;
  case DataType::HF: {
    float f = halfToFloat(uint16_t(v));
    if (std::isnan(f))
      s = formatNaN(uint16_t(v), 10, 5);
    else if (!formatFloatValue(f, s))
      s = hex(uint16_t(v));
    break;
  }
  case DataType::F: {
    float f;
    uint32_t u = uint32_t(v);
    memcpy(&f, &u, 4);
    if (std::isnan(f))
      s = formatNaN(u, 23, 8);
    else if (!formatFloatValue(f, s))
      s = hex(u);
    break;
  }
  case DataType::DF: {
    double d;
    memcpy(&d, &v, 8);
    if (std::isnan(d))
      s = formatNaN(v, 52, 11);
    else if (!formatFloatValue(d, s))
      s = hex(v);
    break;
  }
  default: s = hex(uint32_t(v)); break;
  }
  return s + ":" + getTypeName(op.Type);
}

/// IGA's view of an Align16 scalar: a SIMD4 (SIMD2 for 64-bit types)
/// three-source destination with one element's channel enables (.x, .y, .z,
/// .w; .xy, .zw) is written `(1|Mn) rN.<element>` (IGA's
/// Decoder::decodeTernaryDestinationAlign16). Returns that element's index
/// in the 16-byte group, or -1 for every other instruction.
int align16ScalarElement(const Inst &I) {
  const Operand &d = I.Dst;
  if (!d.Align16 || d.MathMacro >= 0 || !I.Align16 || I.NumSrcs != 3)
    return -1;
  bool wide = getTypeSize(d.Type) == 8;
  if (I.ExecSize != (wide ? 2u : 4u))
    return -1;
  for (unsigned e = 0; e < (wide ? 2u : 4u); ++e)
    if (d.WriteMask == (wide ? 3u << (2 * e) : 1u << e))
      return int(e);
  return -1;
}

/// `r12.3`, `acc0.0`, `null`: a direct register, subregister in elements.
std::string formatReg(const Operand &op, bool showSubReg) {
  bool isGrf = op.File == RegFile::GRF;
  bool hasSubRegs = isGrf || arfHasSubRegs(arfKindOf(op.RegNum));
  std::string name =
      isGrf ? "r" + std::to_string(op.RegNum) : arfRegName(op.RegNum);
  unsigned sub = op.SubRegByte / getTypeSize(op.Type);
  if ((showSubReg && hasSubRegs) || sub != 0)
    name += "." + std::to_string(sub);
  return name;
}

std::string formatIndirect(const Operand &op) {
  std::string s = "r[a0." + std::to_string(op.AddrSubReg);
  if (op.AddrImm != 0)
    s += "," + std::to_string(op.AddrImm);
  return s + "]";
}

std::string srcMods(const Operand &op, bool bitwise = false) {
  std::string s;
  if (op.Negate)
    s += bitwise ? "~" : "-";
  if (op.Abs)
    s += "(abs)";
  return s;
}

std::string formatRegion(const Region &r) {
  if (r.VStride < 0)
    return "<" + std::to_string(r.Width) + "," + std::to_string(r.HStride) + ">";
  return "<" + std::to_string(r.VStride) + ";" + std::to_string(r.Width) + "," +
         std::to_string(r.HStride) + ">";
}

class InstPrinter {
public:
  InstPrinter(Platform p, const Inst &inst) : P(p), I(inst) {}

  std::string print() {
    OpForm form = getForm(I.Op);
    printPrefix();
    printMnemonic(form);
    switch (form) {
    case OpForm::Nullary:
      break;
    case OpForm::Jmpi:
      if (I.Src[0].K == Operand::Kind::Reg) {
        add(formatReg(I.Src[0], true)); // register target, e.g. `jmpi r2.0`
        break;
      }
      printSrc(0);
      break;
    case OpForm::Branch1:
    case OpForm::Branch2:
      for (unsigned i = 0; i < I.NumSrcs; ++i)
        printSrc(i);
      break;
    case OpForm::Call:
      // IGA prints the return address's type before Gen12, except :d, the
      // type its assembler gives a call written without one.
      add(formatReg(I.Dst, true) +
          (P == Platform::Gen12 || I.Dst.Type == DataType::D
               ? ""
               : std::string(":") + getTypeName(I.Dst.Type)));
      if (I.Src[0].K == Operand::Kind::Reg)
        add(formatReg(I.Src[0], true)); // register target, e.g. `r62.0`
      else
        printSrc(0);
      break;
    case OpForm::Brd:
    case OpForm::Brc:
      for (unsigned i = 0; i < I.NumSrcs; ++i) {
        if (I.Src[i].K == Operand::Kind::Reg)
          add(formatReg(I.Src[i], true));
        else
          printSrc(i);
      }
      break;
    case OpForm::Ret:
      add(formatReg(I.Src[0], true) +
          (P == Platform::Gen12 || I.Src[0].Type == DataType::D
               ? "" // IGA's default, as for call
               : std::string(":") + getTypeName(I.Src[0].Type)));
      break;
    case OpForm::Wait:
      if (P == Platform::Gen12)
        printSync();
      else
        printSrc(0);
      break;
    case OpForm::Send:
    case OpForm::Sends:
      printSend();
      break;
    case OpForm::Ternary:
      printDst();
      for (unsigned i = 0; i < 3; ++i)
        printTernarySrc(i);
      break;
    default:
      printDst();
      for (unsigned i = 0; i < I.NumSrcs; ++i)
        printSrc(i);
      break;
    }
    printOptions();
    return Out;
  }

private:
  void add(const std::string &s) {
    if (!Out.empty())
      Out += ' ';
    Out += s;
  }

  void printPrefix() {
    bool pred = I.Pred != PredCtrl::None;
    if (!I.NoMask && !pred)
      return;
    std::string s = "(";
    if (I.NoMask)
      s += pred ? "W&" : "W";
    if (pred) {
      if (I.PredInv)
        s += "~";
      s += "f" + std::to_string(I.FlagReg) + "." +
           std::to_string(I.FlagSubReg) + PredSuffixes[unsigned(I.Pred)];
    }
    add(s + ")");
  }

  void printMnemonic(OpForm form) {
    std::string m = getMnemonic(I.Op);
    if (form == OpForm::Math)
      m += std::string(".") + getMathFnInfo(I.MathFn).Name;
    else if (I.Op == Opcode::Sync)
      m += std::string(".") + SyncFnNames[I.MathFn & 0xF];
    else if (P == Platform::Gen12 && (form == OpForm::Send))
      m += std::string(".") + sfidName(I.Send.SFID);
    else if (I.BranchCtrl)
      m += ".b";
    bool implicitExec = I.Op == Opcode::Nop || I.Op == Opcode::Jmpi ||
                        I.Op == Opcode::Wait || I.Op == Opcode::Illegal ||
                        I.Op == Opcode::Sync;
    unsigned execSize = align16ScalarElement(I) >= 0 ? 1 : I.ExecSize;
    if (!implicitExec)
      m += " (" + std::to_string(execSize) + "|M" +
           std::to_string(I.ChanOffset) + ")";
    add(m);
    if (I.Op == Opcode::Math &&
        getMathFnInfo(I.MathFn).Kind == MathKind::Macro)
      add("(eo)f" + std::to_string(I.FlagReg) + "." +
          std::to_string(I.FlagSubReg));
    else if (I.Cond != CondMod::None)
      add(std::string("(") + CondNames[unsigned(I.Cond)] + ")f" +
          std::to_string(I.FlagReg) + "." + std::to_string(I.FlagSubReg));
  }

  /// `r14.mme3:f` / `r3.nomme:f`: a math-macro operand.
  void printMacro(const Operand &op, bool isSrc) {
    std::string s = isSrc ? srcMods(op) : (I.Saturate ? "(sat)" : "");
    s += "r" + std::to_string(op.RegNum);
    s += op.MathMacro >= 8 ? ".nomme" : ".mme" + std::to_string(op.MathMacro);
    add(s + ":" + getTypeName(op.Type));
  }

  void printDst() {
    const Operand &d = I.Dst;
    if (d.MathMacro >= 0)
      return printMacro(d, false);
    std::string s = I.Saturate ? "(sat)" : "";
    int scalar = align16ScalarElement(I);
    if (scalar >= 0) {
      Operand element = d;
      element.SubRegByte += unsigned(scalar) * getTypeSize(d.Type);
      s += formatReg(element, true);
    } else {
      s += d.Mode == AddrMode::Indirect ? formatIndirect(d) : formatReg(d, true);
    }
    s += "<" + std::to_string(d.Rgn.HStride) + ">";
    s += std::string(":") + getTypeName(d.Type);
    add(s);
  }

  void printSrc(unsigned i) {
    const Operand &op = I.Src[i];
    if (op.MathMacro >= 0 && op.K == Operand::Kind::Reg)
      return printMacro(op, true);
    switch (op.K) {
    case Operand::Kind::None:
      return;
    case Operand::Kind::Imm:
      add(formatImmediate(op));
      return;
    case Operand::Kind::Label:
      add("L" + std::to_string(labelTarget(P, I, op)));
      return;
    case Operand::Kind::Reg:
      break;
    }
    std::string s = srcMods(op, isBitwise());
    s += op.Mode == AddrMode::Indirect ? formatIndirect(op) : formatReg(op, true);
    s += formatRegion(op.Rgn);
    s += std::string(":") + getTypeName(op.Type);
    add(s);
  }

  bool isBitwise() const {
    return I.Op == Opcode::And || I.Op == Opcode::Or || I.Op == Opcode::Xor ||
           I.Op == Opcode::Not;
  }

  void printTernarySrc(unsigned i) {
    const Operand &op = I.Src[i];
    if (op.K == Operand::Kind::Imm) {
      add(formatImmediate(op));
      return;
    }
    if (op.MathMacro >= 0)
      return printMacro(op, true);
    // A 64-bit Align16 scalar is a replicated pair: .xyxy (element 0) or
    // .zwzw (element 1 of the 16-byte group), written as that element.
    bool wideScalar = op.Align16 && getTypeSize(op.Type) == 8 &&
                      (op.Swizzle == 0x44 || op.Swizzle == 0xEE);
    Operand element = op;
    if (wideScalar && op.Swizzle == 0xEE)
      element.SubRegByte += 8;
    std::string s = srcMods(op) + formatReg(element, true);
    if (op.Align16) {
      bool scalar = op.RepCtrl || wideScalar;
      if (i < 2)
        s += scalar ? "<0;0>" : "<2;1>";
      else
        s += scalar ? "<0>" : "<1>";
    } else if (i < 2) {
      s += "<" + std::to_string(op.Rgn.VStride) + ";" +
           std::to_string(op.Rgn.HStride) + ">";
    } else {
      s += "<" + std::to_string(op.Rgn.HStride) + ">";
    }
    s += std::string(":") + getTypeName(op.Type);
    add(s);
  }

  /// `null`, or the SBID mask of an immediate as `($0,$3)`.
  void printSync() {
    const Operand &op = I.Src[0];
    if (op.K != Operand::Kind::Imm) {
      add(formatReg(op, false));
      return;
    }
    std::string s;
    for (unsigned b = 0; b < 32; ++b)
      if ((op.Imm >> b) & 1)
        s += (s.empty() ? "($" : ",$") + std::to_string(b);
    add(s.empty() ? "()" : s + ")");
  }

  void printSend12() {
    add(formatReg(I.Dst, false));
    add(formatReg(I.Src[0], false));
    add(formatReg(I.Src[1], false));
    add(I.Send.ExDescIsReg ? "a0." + std::to_string(I.Send.ExDesc)
                           : hex(I.Send.ExDesc));
    add(I.Send.DescIsReg ? "a0." + std::to_string(I.Send.Desc)
                         : hex(I.Send.Desc, 8));
  }

  void printSend() {
    if (P == Platform::Gen12)
      return printSend12();
    const Operand &d = I.Dst;
    std::string dst = formatReg(d, false);
    bool split = I.Op == Opcode::Sends || I.Op == Opcode::Sendsc;
    if (split || d.Type != DataType::UD)
      dst += std::string(":") + getTypeName(d.Type);
    add(dst);
    std::string src0 = formatReg(I.Src[0], false);
    if (I.Src[0].Type != DataType::UD && I.Src[0].Type != DataType::Invalid)
      src0 += std::string(":") + getTypeName(I.Src[0].Type);
    add(src0);
    if (I.Op == Opcode::Sends || I.Op == Opcode::Sendsc)
      add(formatReg(I.Src[1], false));
    add(I.Send.ExDescIsReg ? "a0." + std::to_string(I.Send.ExDesc)
                           : hex(I.Send.ExDesc));
    add(I.Send.DescIsReg ? "a0." + std::to_string(I.Send.Desc)
                         : hex(I.Send.Desc, 8));
  }

  void printOptions() {
    llvm::SmallVector<const char *, 4> opts;
    if (I.AccWrEn)
      opts.push_back("AccWrEn");
    if (I.Thread == ThreadCtrl::Atomic)
      opts.push_back("Atomic");
    if (I.Breakpoint)
      opts.push_back("Breakpoint");
    if (I.Compacted)
      opts.push_back("Compacted");
    if (I.Send.EOT)
      opts.push_back("EOT");
    if (I.NoDDChk)
      opts.push_back("NoDDChk");
    if (I.NoDDClr)
      opts.push_back("NoDDClr");
    if (I.Thread == ThreadCtrl::NoPreempt)
      opts.push_back("NoPreempt");
    if (I.Thread == ThreadCtrl::Switch)
      opts.push_back("Switch");
    std::string dist, token;
    if (I.Sb.Dist)
      dist = "@" + std::to_string(I.Sb.Dist);
    if (I.Sb.TokenKind != Swsb::Token::None) {
      token = "$" + std::to_string(I.Sb.SBID);
      if (I.Sb.TokenKind == Swsb::Token::Src)
        token += ".src";
      else if (I.Sb.TokenKind == Swsb::Token::Dst)
        token += ".dst";
    }
    if (!dist.empty())
      opts.push_back(dist.c_str());
    if (!token.empty())
      opts.push_back(token.c_str());
    if (opts.empty())
      return;
    std::string s = "{";
    for (size_t i = 0; i < opts.size(); ++i)
      s += (i ? "," : "") + std::string(opts[i]);
    add(s + "}");
  }

  Platform P;
  const Inst &I;
  std::string Out;
};

/// Byte offsets that branches in `insts` jump to.
std::set<int64_t> collectLabels(Platform p, llvm::ArrayRef<Inst> insts) {
  std::set<int64_t> labels;
  labels.insert(0);
  for (const Inst &inst : insts) {
    for (unsigned i = 0; i < inst.NumSrcs; ++i) {
      const Operand &op = inst.Src[i];
      if (op.K != Operand::Kind::Label)
        continue;
      labels.insert(labelTarget(p, inst, op));
    }
    // IGA also starts a block after every branch and end of thread.
    OpForm form = getForm(inst.Op);
    bool endsBlock = isBranchForm(form) || inst.Send.EOT;
    if (endsBlock)
      labels.insert(int64_t(inst.Offset) + (inst.Compacted ? 8 : 16));
  }
  return labels;
}

} // namespace

std::string visa::gen::formatInst(Platform p, const Inst &inst) {
  return InstPrinter(p, inst).print();
}

void visa::gen::printKernel(Platform p, llvm::ArrayRef<Inst> insts,
                            llvm::ArrayRef<uint8_t> rawBytes,
                            llvm::raw_ostream &os) {
  std::set<int64_t> labels = collectLabels(p, insts);
  for (const Inst &inst : insts) {
    if (labels.count(inst.Offset))
      os << "L" << inst.Offset << ":\n";
    if (!rawBytes.empty()) {
      unsigned size = inst.Compacted ? 8 : 16;
      os << "/* ";
      for (unsigned q = size / 8; q-- > 0;) {
        uint64_t v = 0;
        for (unsigned b = 0; b < 8; ++b)
          v |= uint64_t(rawBytes[inst.Offset + q * 8 + b]) << (8 * b);
        os << llvm::format("%08X`%08X", unsigned(v >> 32), unsigned(v));
        if (q)
          os << "`";
      }
      os << " */ ";
    }
    os << formatInst(p, inst) << "\n";
  }
  int64_t end = insts.empty() ? 0
                              : insts.back().Offset +
                                    (insts.back().Compacted ? 8 : 16);
  if (labels.count(end) && end != 0)
    os << "L" << end << ":\n";
}
