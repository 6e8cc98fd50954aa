//===- GenInstSyntax.cpp - Text of a gen instruction op's InstData --------===//
//
// A gen instruction op prints as its mnemonic and one string:
//
//   gen.add "(W&~f0.0) (16|M0) .sat v5<1>:d v4<0;1,0>:d -r2.0<8;8,1>:d {NoDDClr}"
//
// The string reads like IGA's text of the instruction without its mnemonic,
// and names virtual registers where IGA names physical ones:
//   prefix     `(W)`, `(f0.1)`, `(W&~vf3.any8h)`: NoMask and predicate
//   suffix     `.inv` (math function), `.allrd` (sync), `.b` (branch control)
//   exec       `(16|M16)`: execution size and first channel
//   .sat       saturation
//   condition  `(ge)f0.1`, `(lt)vf2`: condition modifier and its flag;
//              `(eo)vf2`: the early-out flag math.invm/rsqtm write
//   operands   destination, then sources:
//                `r12.3<1>:d` physical GRF, subregister in elements;
//                `v7.3<1>:d`  virtual register 7, element 3 of the type;
//                `acc0.0<1>:f`, `null<0;1,0>:ud`, `a0.2`: architecture regs;
//                `r[a0.2,16]<1,0>:w`, `r[va1.2,-8]<1>:d`: indirect, through a
//                  physical or virtual address register (word subregister);
//                `0x3F800000:f`: immediates, always as hexadecimal bits;
//                `&v7+16:uw`: the GRF byte address of virtual register 7
//                  plus 16, an immediate once registers are allocated;
//                `v7.mme2:f`, `r9.nomme:df`: madm/math.invm/math.rsqtm
//                  operands and their math-macro register (no region);
//                `-`, `(abs)`, `-(abs)`, `~`: source modifiers;
//                regions `<vs;w,hs>`, `<w,hs>` (VxH), `<hs>` (destination)
//   Align16    an instruction with `{Align16}` has Align16 operands: a
//              source's replicate control `.r` and swizzle `.yxzw` (written
//              when not .xyzw), a destination's write mask `.xz` (written
//              when not .xyzw), after the region: `v3.1.r:f`, `v2.0<1>.xy:f`
//   sends      `dst src0 src1` with lengths `v4(2)` (registers read or
//              written), then `sfid=dc1 desc=0x... exdesc=0x...`; a
//              descriptor in a0 is written `desc=a0.0`
//   options    `{EOT,NoDDClr,AccWrEn,Atomic,@3,$2.dst}`
// Virtual flags are `vfN` with an optional word subregister (`vf3.1`);
// virtual address registers `vaN` likewise.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/Gen/GenInstData.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <cctype>

using namespace visa::gen;

namespace {

const char *const MathFnNames[16] = {
    "", "inv", "log", "exp", "sqt", "rsqt", "sin", "cos",
    "", "fdiv", "pow", "idiv", "iqot", "irem", "invm", "rsqtm"};

const char *const SyncFnNames[16] = {"nop", "", "allrd", "allwr", "", "", "",
                                     "",    "", "",      "",      "", "", "",
                                     "bar", "host"};

const char *const PredSuffixes[] = {
    "",       "",       ".anyv",   ".allv",   ".any2h",  ".all2h", ".any4h",
    ".all4h", ".any8h", ".all8h", ".any16h", ".all16h", ".any32h", ".all32h"};

const char *const CondNames[] = {"", "eq", "ne", "gt", "ge", "lt",
                                 "le", "",   "ov", "un"};

std::string hexText(uint64_t v) { return "0x" + llvm::utohexstr(v); }

bool isSendOp(Opcode op) {
  OpForm f = getForm(op);
  return f == OpForm::Send || f == OpForm::Sends;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

class Printer {
public:
  explicit Printer(const InstData &d) : D(d), I(d.I) {}

  std::string print() {
    printPrefix();
    printSuffix();
    if (hasExecSize())
      add("(" + std::to_string(I.ExecSize) + "|M" +
          std::to_string(I.ChanOffset) + ")");
    if (I.Saturate)
      add(".sat");
    if (I.Cond != CondMod::None)
      add(std::string("(") + CondNames[unsigned(I.Cond)] + ")" + flagName());
    else if (isMacroMath())
      add("(eo)" + flagName());
    if (isSendOp(I.Op))
      printSend();
    else
      printOperands();
    printOptions();
    return Out;
  }

private:
  void add(const std::string &s) {
    if (!Out.empty())
      Out += ' ';
    Out += s;
  }

  bool isMacroMath() const {
    return I.Op == Opcode::Math &&
           getMathFnInfo(I.MathFn).Kind == MathKind::Macro;
  }

  bool hasExecSize() const {
    return I.Op != Opcode::Nop && I.Op != Opcode::Wait && I.Op != Opcode::Sync &&
           I.Op != Opcode::Illegal;
  }

  std::string flagName() const {
    if (D.Flag.isVirtual())
      return "vf" + std::to_string(D.Flag.Id) +
             (D.Flag.Offset ? "." + std::to_string(D.Flag.Offset / 2) : "");
    return "f" + std::to_string(I.FlagReg) + "." + std::to_string(I.FlagSubReg);
  }

  void printPrefix() {
    bool pred = I.Pred != PredCtrl::None;
    if (!I.NoMask && !pred)
      return;
    std::string s = "(";
    if (I.NoMask)
      s += pred ? "W&" : "W";
    if (pred)
      s += (I.PredInv ? "~" : "") + flagName() + PredSuffixes[unsigned(I.Pred)];
    add(s + ")");
  }

  void printSuffix() {
    if (I.Op == Opcode::Math)
      add(std::string(".") + MathFnNames[I.MathFn & 0xF]);
    else if (I.Op == Opcode::Sync)
      add(std::string(".") + SyncFnNames[I.MathFn & 0xF]);
    else if (I.BranchCtrl)
      add(".b");
  }

  /// `r12.3`, `v7.3`, `acc0.0`, `null`: a direct register, subregister in
  /// elements of the operand's type.
  std::string regName(const Operand &op, const VirtualRef &ref) const {
    unsigned size = getTypeSize(op.Type == DataType::Invalid ? DataType::UB
                                                             : op.Type);
    if (ref.isVirtual() && op.File == RegFile::ARF) {
      // A virtual flag (vf) or address (va) register, word subregister.
      bool flag = arfKindOf(op.RegNum) == ArfKind::Flag;
      return (flag ? "vf" : "va") + std::to_string(ref.Id) + "." +
             std::to_string(ref.Offset / 2);
    }
    if (ref.isVirtual())
      return "v" + std::to_string(ref.Id) + "." +
             std::to_string(ref.Offset / size);
    if (op.File == RegFile::GRF)
      return "r" + std::to_string(op.RegNum) + "." +
             std::to_string(op.SubRegByte / size);
    ArfKind kind = arfKindOf(op.RegNum);
    const char *name = arfKindName(kind);
    std::string s = name ? name : "arf" + std::to_string(op.RegNum);
    if (kind == ArfKind::Null || kind == ArfKind::InstPointer ||
        kind == ArfKind::StackPointer)
      return s;
    s += std::to_string(op.RegNum & 0xF);
    if (arfHasSubRegs(kind))
      s += "." + std::to_string(op.SubRegByte / size);
    return s;
  }

  std::string indirectName(const Operand &op, const VirtualRef &ref) const {
    std::string s = ref.isVirtual()
                        ? "r[va" + std::to_string(ref.Id) + "." +
                              std::to_string(ref.Offset / 2)
                        : "r[a0." + std::to_string(op.AddrSubReg);
    if (op.AddrImm)
      s += "," + std::to_string(op.AddrImm);
    return s + "]";
  }

  std::string typeSuffix(const Operand &op) const {
    return op.Type == DataType::Invalid ? "" : std::string(":") + getTypeName(op.Type);
  }

  std::string regionText(const Region &r, bool isDst) const {
    if (isDst)
      return "<" + std::to_string(r.HStride) + ">";
    if (r.VStride < 0)
      return "<" + std::to_string(r.Width) + "," + std::to_string(r.HStride) + ">";
    return "<" + std::to_string(r.VStride) + ";" + std::to_string(r.Width) + "," +
           std::to_string(r.HStride) + ">";
  }

  std::string operandText(const Operand &op, const VirtualRef &ref,
                          bool isDst) const {
    switch (op.K) {
    case Operand::Kind::None:
      return "";
    case Operand::Kind::Label:
      return "@label";
    case Operand::Kind::Imm:
      if (ref.isVirtual()) // the GRF byte address of a virtual register
        return "&v" + std::to_string(ref.Id) +
               (ref.Offset ? "+" + std::to_string(ref.Offset) : "") +
               typeSuffix(op);
      return hexText(op.Imm) + typeSuffix(op);
    case Operand::Kind::Reg:
      break;
    }
    std::string s;
    if (op.Negate)
      s += isBitwise() ? "~" : "-";
    if (op.Abs)
      s += "(abs)";
    if (op.MathMacro >= 0) {
      // IGA writes the register without its subregister (r9.mme2); a
      // virtual one keeps its element offset (v7.8.mme2).
      std::string reg = regName(op, ref);
      if (!ref.isVirtual())
        reg.resize(reg.rfind('.'));
      return s + reg + (op.MathMacro >= 8 ? ".nomme" : ".mme" +
                        std::to_string(op.MathMacro)) + typeSuffix(op);
    }
    s += op.Mode == AddrMode::Indirect ? indirectName(op, ref) : regName(op, ref);
    if (op.Rgn.HStride >= 0)
      s += regionText(op.Rgn, isDst);
    if (op.Align16)
      s += align16Suffix(op, isDst);
    return s + typeSuffix(op);
  }

  /// `.r`, `.yxzw` (sources) or `.xz` (destinations): what an Align16
  /// operand selects, when it is not every channel in order.
  static std::string align16Suffix(const Operand &op, bool isDst) {
    static const char Channels[] = "xyzw";
    std::string s;
    if (isDst) {
      if (op.WriteMask == 0xF)
        return s;
      s = ".";
      for (unsigned c = 0; c < 4; ++c)
        if (op.WriteMask & (1u << c))
          s += Channels[c];
      return s;
    }
    if (op.RepCtrl)
      s += ".r";
    if (op.Swizzle != 0xE4) {
      s += ".";
      for (unsigned c = 0; c < 4; ++c)
        s += Channels[(op.Swizzle >> (2 * c)) & 3];
    }
    return s;
  }

  bool isBitwise() const {
    return I.Op == Opcode::And || I.Op == Opcode::Or || I.Op == Opcode::Xor ||
           I.Op == Opcode::Not;
  }

  void printOperands() {
    if (I.Dst.K != Operand::Kind::None)
      add(operandText(I.Dst, D.Dst, true));
    for (unsigned i = 0; i < I.NumSrcs; ++i)
      if (I.Src[i].K != Operand::Kind::Label)
        add(operandText(I.Src[i], D.Src[i], false));
  }

  /// A send operand: a register (no region) and the registers it spans.
  std::string payloadText(const Operand &op, const VirtualRef &ref,
                          unsigned len) const {
    std::string s = regName(op, ref);
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0)
      s.resize(s.size() - 2);
    return s + typeSuffix(op) + "(" + std::to_string(len) + ")";
  }

  void printSend() {
    add(payloadText(I.Dst, D.Dst, D.DstLen));
    add(payloadText(I.Src[0], D.Src[0], D.SrcLen[0]));
    add(payloadText(I.Src[1], D.Src[1], D.SrcLen[1]));
    add(std::string("sfid=") + sfidName(I.Send.SFID));
    add("desc=" + (I.Send.DescIsReg ? "a0." + std::to_string(I.Send.Desc)
                                    : hexText(I.Send.Desc)));
    add("exdesc=" + (I.Send.ExDescIsReg ? "a0." + std::to_string(I.Send.ExDesc)
                                        : hexText(I.Send.ExDesc)));
  }

  void printOptions() {
    llvm::SmallVector<std::string, 4> opts;
    if (I.AccWrEn)
      opts.push_back("AccWrEn");
    if (I.Thread == ThreadCtrl::Atomic)
      opts.push_back("Atomic");
    if (I.Thread == ThreadCtrl::Switch)
      opts.push_back("Switch");
    if (I.Thread == ThreadCtrl::NoPreempt)
      opts.push_back("NoPreempt");
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
    if (I.Align16)
      opts.push_back("Align16");
    // TGLLP's distances count every in-order pipe (Pipe::All).
    if (I.Sb.Dist)
      opts.push_back("@" + std::to_string(I.Sb.Dist));
    if (I.Sb.TokenKind != Swsb::Token::None) {
      std::string t = "$" + std::to_string(I.Sb.SBID);
      if (I.Sb.TokenKind == Swsb::Token::Src)
        t += ".src";
      else if (I.Sb.TokenKind == Swsb::Token::Dst)
        t += ".dst";
      opts.push_back(t);
    }
    if (opts.empty())
      return;
    add("{" + llvm::join(opts, ",") + "}");
  }

  const InstData &D;
  const Inst &I;
  std::string Out;
};

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

class Parser {
public:
  Parser(Opcode op, llvm::StringRef text, InstData &d)
      : Text(text), Rest(text), D(d), I(d.I) {
    I = Inst();
    I.Op = op;
  }

  bool run(std::string &error, unsigned &column) {
    if (!parse()) {
      error = Error;
      column = unsigned(ErrorAt - Text.data());
      return false;
    }
    return true;
  }

private:
  bool fail(const llvm::Twine &msg) {
    if (Error.empty()) {
      Error = msg.str();
      ErrorAt = Rest.data();
    }
    return false;
  }

  void skipSpace() { Rest = Rest.ltrim(); }

  bool consume(llvm::StringRef s) {
    skipSpace();
    return Rest.consume_front(s);
  }

  bool expect(llvm::StringRef s) {
    return consume(s) || fail("expected '" + s + "'");
  }

  bool peek(llvm::StringRef s) {
    skipSpace();
    return Rest.starts_with(s);
  }

  /// An identifier-like word: letters, digits, '_'.
  llvm::StringRef word() {
    skipSpace();
    size_t n = 0;
    while (n < Rest.size() && (std::isalnum((unsigned char)Rest[n]) || Rest[n] == '_'))
      ++n;
    llvm::StringRef w = Rest.take_front(n);
    Rest = Rest.drop_front(n);
    return w;
  }

  bool number(int64_t &v) {
    skipSpace();
    bool neg = Rest.consume_front("-");
    size_t n = 0;
    unsigned radix = 10;
    llvm::StringRef s = Rest;
    if (s.starts_with("0x") || s.starts_with("0X")) {
      radix = 16;
      s = s.drop_front(2);
      n = 2;
    }
    size_t digits = 0;
    while (digits < s.size() && std::isxdigit((unsigned char)s[digits]) &&
           (radix == 16 || std::isdigit((unsigned char)s[digits])))
      ++digits;
    if (!digits)
      return fail("expected a number");
    unsigned long long u;
    if (llvm::getAsUnsignedInteger(s.take_front(digits), radix, u))
      return fail("number out of range");
    Rest = Rest.drop_front(n + digits);
    v = neg ? -int64_t(u) : int64_t(u);
    return true;
  }

  bool unsignedNumber(unsigned &v, unsigned limit) {
    int64_t x;
    if (!number(x))
      return false;
    if (x < 0 || x > int64_t(limit))
      return fail("value out of range");
    v = unsigned(x);
    return true;
  }

  bool parse() {
    if (peek("(") && !peekExecSize() && !parsePrefix())
      return false;
    if (peek(".") && !parseSuffix())
      return false;
    if (peek("(") && !parseExecSize())
      return false;
    if (consume(".sat"))
      I.Saturate = true;
    if (peek("(") && !parseCondition())
      return false;
    if (isSendOp(I.Op)) {
      if (!parseSend())
        return false;
    } else if (!parseOperands()) {
      return false;
    }
    if (consume("{") && !parseOptions())
      return false;
    skipSpace();
    if (!Rest.empty())
      return fail("unexpected text");
    if (I.Align16 && !isSendOp(I.Op))
      for (unsigned i = 0; i < 4; ++i)
        if (D.operand(i).K == Operand::Kind::Reg)
          D.operand(i).Align16 = true;
    return true;
  }

  /// `(16|` starts an execution size; anything else in parentheses is a
  /// prefix or condition.
  bool peekExecSize() {
    skipSpace();
    llvm::StringRef s = Rest.drop_front(1).ltrim();
    return !s.empty() && std::isdigit((unsigned char)s[0]);
  }

  bool parseFlag() {
    skipSpace();
    if (Rest.consume_front("vf")) {
      unsigned id, sub = 0;
      if (!unsignedNumber(id, ~0u - 1))
        return false;
      if (Rest.consume_front(".") && !unsignedNumber(sub, 1))
        return false;
      D.Flag = {id, sub * 2};
      return true;
    }
    if (!Rest.consume_front("f"))
      return fail("expected a flag register");
    unsigned reg, sub;
    if (!unsignedNumber(reg, 1) || !expect(".") || !unsignedNumber(sub, 1))
      return false;
    I.FlagReg = uint8_t(reg);
    I.FlagSubReg = uint8_t(sub);
    return true;
  }

  bool parsePrefix() {
    expect("(");
    if (consume("W")) {
      I.NoMask = true;
      if (consume(")"))
        return true;
      if (!expect("&"))
        return false;
    }
    I.PredInv = consume("~");
    if (!parseFlag())
      return false;
    I.Pred = PredCtrl::Normal;
    if (consume(".")) {
      llvm::StringRef w = word();
      unsigned i = 2;
      for (; i < std::size(PredSuffixes); ++i)
        if (w == llvm::StringRef(PredSuffixes[i]).drop_front(1))
          break;
      if (i == std::size(PredSuffixes))
        return fail("unknown predicate control '" + w + "'");
      I.Pred = PredCtrl(i);
    }
    return expect(")");
  }

  bool parseSuffix() {
    expect(".");
    llvm::StringRef w = word();
    if (I.Op == Opcode::Math || I.Op == Opcode::Sync) {
      const char *const *names = I.Op == Opcode::Math ? MathFnNames : SyncFnNames;
      for (unsigned i = 0; i < 16; ++i)
        if (*names[i] && w == names[i]) {
          I.MathFn = uint8_t(i);
          return true;
        }
      return fail("unknown function '" + w + "'");
    }
    if (w == "b") {
      I.BranchCtrl = true;
      return true;
    }
    return fail("unexpected suffix '" + w + "'");
  }

  bool parseExecSize() {
    unsigned size, offset;
    if (!expect("(") || !unsignedNumber(size, 32) || !expect("|") ||
        !expect("M") || !unsignedNumber(offset, 28) || !expect(")"))
      return false;
    if (!llvm::isPowerOf2_32(size))
      return fail("execution size must be 1, 2, 4, 8, 16 or 32");
    I.ExecSize = uint8_t(size);
    I.ChanOffset = uint8_t(offset);
    return true;
  }

  bool parseCondition() {
    expect("(");
    llvm::StringRef w = word();
    if (w == "eo" && I.Op == Opcode::Math &&
        getMathFnInfo(I.MathFn).Kind == MathKind::Macro)
      return expect(")") && parseFlag();
    unsigned i = 1;
    for (; i < std::size(CondNames); ++i)
      if (*CondNames[i] && w == CondNames[i])
        break;
    if (i == std::size(CondNames))
      return fail("unknown condition '" + w + "'");
    I.Cond = CondMod(i);
    return expect(")") && parseFlag();
  }

  bool parseType(Operand &op) {
    llvm::StringRef w = word();
    for (unsigned t = 0; t < unsigned(DataType::Invalid); ++t)
      if (w == getTypeName(DataType(t))) {
        op.Type = DataType(t);
        return true;
      }
    return fail("unknown type '" + w + "'");
  }

  bool parseRegion(Operand &op, bool isDst) {
    if (!expect("<"))
      return false;
    unsigned a, b, c;
    if (!unsignedNumber(a, 32))
      return false;
    if (consume(">")) {
      op.Rgn.HStride = int8_t(a);
      if (!isDst)
        return fail("a source region has a width");
      return true;
    }
    if (consume(",")) { // VxH: <w,hs>
      if (!unsignedNumber(b, 16) || !expect(">"))
        return false;
      op.Rgn = {-1, int8_t(a), int8_t(b)};
      return true;
    }
    if (!expect(";") || !unsignedNumber(b, 16) || !expect(",") ||
        !unsignedNumber(c, 16) || !expect(">"))
      return false;
    op.Rgn = {int8_t(a), int8_t(b), int8_t(c)};
    return true;
  }

  /// A math-macro register suffix, `.mme3` or `.nomme`, if there is one.
  bool parseMathMacro(Operand &op) {
    if (Rest.consume_front(".nomme")) {
      op.MathMacro = 8;
      return true;
    }
    if (!Rest.consume_front(".mme"))
      return true;
    unsigned mme;
    if (!unsignedNumber(mme, 7))
      return false;
    op.MathMacro = int8_t(mme);
    return true;
  }

  /// `r12.3`, `v7.3`, an ARF, or an indirect `r[...]`; the subregister is
  /// in elements, resolved once the type is known.
  bool parseRegister(Operand &op, VirtualRef &ref, unsigned &sub) {
    skipSpace();
    op.K = Operand::Kind::Reg;
    sub = 0;
    if (Rest.consume_front("r[")) {
      op.Mode = AddrMode::Indirect;
      unsigned reg, asub;
      if (Rest.consume_front("va")) {
        if (!unsignedNumber(reg, ~0u - 1) || !expect(".") ||
            !unsignedNumber(asub, 15))
          return false;
        ref = {reg, asub * 2};
      } else {
        if (!expect("a0.") || !unsignedNumber(asub, 15))
          return false;
        op.AddrSubReg = uint8_t(asub);
      }
      if (consume(",")) {
        int64_t imm;
        if (!number(imm))
          return false;
        if (imm < -512 || imm > 511)
          return fail("indirect offset out of range");
        op.AddrImm = int16_t(imm);
      }
      return expect("]");
    }
    llvm::StringRef w = word();
    if (w.size() > 2 && (w.starts_with("vf") || w.starts_with("va")) &&
        std::all_of(w.begin() + 2, w.end(), ::isdigit)) {
      unsigned n, wordSub = 0;
      if (w.drop_front(2).getAsInteger(10, n))
        return fail("bad register number");
      if (Rest.consume_front(".") && !unsignedNumber(wordSub, 15))
        return false;
      op.File = RegFile::ARF;
      op.RegNum = arfRegNum(w[1] == 'f' ? ArfKind::Flag : ArfKind::Address);
      ref = {n, wordSub * 2};
      isVirtualArf = true;
      return true;
    }
    if (w.size() > 1 && (w[0] == 'r' || w[0] == 'v') &&
        std::all_of(w.begin() + 1, w.end(), ::isdigit)) {
      unsigned n;
      if (w.drop_front(1).getAsInteger(10, n))
        return fail("bad register number");
      if (w[0] == 'r') {
        if (n > 255)
          return fail("register number out of range");
        op.File = RegFile::GRF;
        op.RegNum = uint8_t(n);
      } else {
        op.File = RegFile::GRF;
        ref = {n, 0};
      }
      if (!Rest.starts_with(".mme") && !Rest.starts_with(".nomme") &&
          Rest.consume_front(".") && !unsignedNumber(sub, 255))
        return false;
      return parseMathMacro(op);
    }
    // An ARF: a kind name followed by the register number.
    size_t digits = w.find_first_of("0123456789");
    llvm::StringRef kindName = w.take_front(digits);
    std::optional<ArfKind> kind = parseArfKindName(kindName);
    if (!kind)
      return fail("unknown register '" + w + "'");
    unsigned index = 0;
    if (digits != llvm::StringRef::npos &&
        w.drop_front(digits).getAsInteger(10, index))
      return fail("bad register '" + w + "'");
    op.File = RegFile::ARF;
    op.RegNum = arfRegNum(*kind, index);
    if (Rest.consume_front(".") && !unsignedNumber(sub, 255))
      return false;
    return true;
  }

  bool parseOperand(Operand &op, VirtualRef &ref, bool isDst) {
    skipSpace();
    if (consume("&v")) {
      // `&v7+16:uw`: the GRF byte address of virtual register 7, plus 16.
      unsigned id, offset = 0;
      if (!unsignedNumber(id, ~0u - 1) ||
          (consume("+") && !unsignedNumber(offset, ~0u)) || !expect(":") ||
          !parseType(op))
        return false;
      op.K = Operand::Kind::Imm;
      op.File = RegFile::Imm;
      ref = {id, offset};
      return true;
    }
    if (std::isdigit((unsigned char)(Rest.empty() ? 0 : Rest[0]))) {
      int64_t v;
      if (!number(v) || !expect(":") || !parseType(op))
        return false;
      op.K = Operand::Kind::Imm;
      op.Imm = uint64_t(v);
      return true;
    }
    if (consume("~"))
      op.Negate = true;
    else if (consume("-"))
      op.Negate = true;
    if (consume("(abs)"))
      op.Abs = true;
    unsigned sub;
    if (!parseRegister(op, ref, sub))
      return false;
    if (peek("<") && !parseRegion(op, isDst))
      return false;
    if (peek(".") && !parseAlign16Suffix(op, isDst))
      return false;
    if (consume(":") && !parseType(op))
      return false;
    unsigned size = getTypeSize(op.Type == DataType::Invalid ? DataType::UB
                                                             : op.Type);
    if (isVirtualArf)
      isVirtualArf = false; // the word subregister is already in ref
    else if (ref.isVirtual() && op.Mode == AddrMode::Direct)
      ref.Offset = sub * size;
    else
      op.SubRegByte = uint8_t(sub * size);
    return true;
  }

  /// What align16Suffix prints; the operand becomes an Align16 one.
  bool parseAlign16Suffix(Operand &op, bool isDst) {
    op.Align16 = true;
    while (consume(".")) {
      llvm::StringRef w = word();
      if (!isDst && w == "r" && !op.RepCtrl) {
        op.RepCtrl = true;
        continue;
      }
      unsigned bits = 0;
      for (unsigned c = 0; c < w.size(); ++c) {
        size_t channel = llvm::StringRef("xyzw").find(w[c]);
        if (channel == llvm::StringRef::npos)
          return fail("expected channels (x, y, z, w)");
        if (isDst)
          bits |= 1u << channel;
        else
          bits |= unsigned(channel) << (2 * c);
      }
      if (isDst ? w.empty() : w.size() != 4)
        return fail(isDst ? "expected a write mask" : "expected a swizzle of four channels");
      if (isDst)
        op.WriteMask = uint8_t(bits);
      else
        op.Swizzle = uint8_t(bits);
    }
    return true;
  }

  bool atOperand() {
    skipSpace();
    return !Rest.empty() && Rest[0] != '{';
  }

  bool parseOperands() {
    OpForm form = getForm(I.Op);
    // wait names n0 twice (destination and source), as the printer writes
    // it; sync has no destination.
    bool hasDst = form != OpForm::Nullary &&
                  (form != OpForm::Wait || I.Op == Opcode::Wait) &&
                  form != OpForm::Jmpi && form != OpForm::Branch1 &&
                  form != OpForm::Branch2 && form != OpForm::Ret &&
                  form != OpForm::Brd && form != OpForm::Brc;
    if (hasDst && atOperand() && !parseOperand(I.Dst, D.Dst, true))
      return false;
    while (atOperand()) {
      if (I.NumSrcs == 3)
        return fail("too many operands");
      unsigned i = I.NumSrcs++;
      if (!parseOperand(I.Src[i], D.Src[i], false))
        return false;
    }
    return true;
  }

  bool parsePayload(Operand &op, VirtualRef &ref, uint8_t &len) {
    unsigned sub, n;
    if (!parseRegister(op, ref, sub))
      return false;
    if (consume(":") && !parseType(op))
      return false;
    if (!expect("(") || !unsignedNumber(n, 255) || !expect(")"))
      return false;
    // `v15.32:ud(4)`: the registers from byte 128 of v15 (the printer's
    // element offset); a physical operand starts at a register.
    if (ref.isVirtual())
      ref.Offset = sub * getTypeSize(op.Type == DataType::Invalid
                                         ? DataType::UB
                                         : op.Type);
    else if (sub)
      return fail("a send operand starts at a register");
    len = uint8_t(n);
    return true;
  }

  bool parseDescriptor(llvm::StringRef key, bool &isReg, uint32_t &value) {
    if (!expect(key) || !expect("="))
      return false;
    if (consume("a0.")) {
      unsigned sub;
      if (!unsignedNumber(sub, 15))
        return false;
      isReg = true;
      value = sub;
      return true;
    }
    int64_t v;
    if (!number(v))
      return false;
    if (v < 0 || v > 0xFFFFFFFFll)
      return fail("descriptor out of range");
    value = uint32_t(v);
    return true;
  }

  bool parseSend() {
    I.NumSrcs = 2;
    if (!parsePayload(I.Dst, D.Dst, D.DstLen) ||
        !parsePayload(I.Src[0], D.Src[0], D.SrcLen[0]) ||
        !parsePayload(I.Src[1], D.Src[1], D.SrcLen[1]))
      return false;
    if (!expect("sfid") || !expect("="))
      return false;
    llvm::StringRef name = word();
    unsigned sfid = 0;
    for (; sfid < 16; ++sfid)
      if (name == sfidName(sfid))
        break;
    if (sfid == 16)
      return fail("unknown shared function '" + name + "'");
    I.Send.SFID = uint8_t(sfid);
    return parseDescriptor("desc", I.Send.DescIsReg, I.Send.Desc) &&
           parseDescriptor("exdesc", I.Send.ExDescIsReg, I.Send.ExDesc);
  }

  bool parseOption(llvm::StringRef w) {
    if (w == "AccWrEn") I.AccWrEn = true;
    else if (w == "Atomic") I.Thread = ThreadCtrl::Atomic;
    else if (w == "Switch") I.Thread = ThreadCtrl::Switch;
    else if (w == "NoPreempt") I.Thread = ThreadCtrl::NoPreempt;
    else if (w == "Breakpoint") I.Breakpoint = true;
    else if (w == "Compacted") I.Compacted = true;
    else if (w == "EOT") I.Send.EOT = true;
    else if (w == "NoDDChk") I.NoDDChk = true;
    else if (w == "NoDDClr") I.NoDDClr = true;
    else if (w == "Align16") I.Align16 = true;
    else return fail("unknown option '" + w + "'");
    return true;
  }

  bool parseSwsb() {
    if (consume("@")) {
      unsigned dist;
      if (!unsignedNumber(dist, 7))
        return false;
      I.Sb.Dist = uint8_t(dist);
      I.Sb.DistPipe = Swsb::Pipe::All;
      return true;
    }
    expect("$");
    unsigned id;
    if (!unsignedNumber(id, 31))
      return false;
    I.Sb.SBID = uint8_t(id);
    I.Sb.TokenKind = Swsb::Token::Set;
    if (consume(".src"))
      I.Sb.TokenKind = Swsb::Token::Src;
    else if (consume(".dst"))
      I.Sb.TokenKind = Swsb::Token::Dst;
    return true;
  }

  bool parseOptions() {
    do {
      if (peek("@") || peek("$")) {
        if (!parseSwsb())
          return false;
      } else if (!parseOption(word())) {
        return false;
      }
    } while (consume(","));
    return expect("}");
  }

  llvm::StringRef Text, Rest;
  InstData &D;
  Inst &I;
  std::string Error;
  const char *ErrorAt = nullptr;
  /// The last register parsed was a virtual flag or address register.
  bool isVirtualArf = false;
};

} // namespace

std::string visa::gen::printInstData(const InstData &d) {
  return Printer(d).print();
}

bool visa::gen::parseInstData(Opcode op, llvm::StringRef text, InstData &d,
                              std::string &error, unsigned &errorColumn) {
  d = InstData();
  return Parser(op, text, d).run(error, errorColumn);
}

// Equality and hashing (MLIR compares properties when it checks two ops for
// equivalence) go through the text, which names every field that matters.
bool InstData::operator==(const InstData &o) const {
  return I.Op == o.I.Op && printInstData(*this) == printInstData(o);
}

llvm::hash_code visa::gen::hash_value(const InstData &d) {
  return llvm::hash_combine(unsigned(d.I.Op), printInstData(d));
}
