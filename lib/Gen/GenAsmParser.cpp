//===- GenAsmParser.cpp - Parsing IGA assembly syntax ---------------------===//
//
// A hand-written recursive-descent parser for the text GenAsmPrinter and
// `iga64 -d` print. Each line is a label (`L64:`) or an instruction
//   [(W&~f0.1.any8h)] mnemonic[.fn] [(16|M8)] [(ge)f0.0] operands [{opts}]
// optionally followed by a `//` comment. Instructions are built the way the
// decoder builds them, so that the encoder treats both alike; labels are
// resolved once every instruction's size is known.
//
//===----------------------------------------------------------------------===//

#include "visa/Gen/GenAsmParser.h"
#include "visa/Gen/GenAsmPrinter.h"
#include "visa/Gen/GenTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>

using namespace visa::gen;

char AsmError::ID = 0;

void AsmError::log(llvm::raw_ostream &os) const {
  os << Line << ":" << Col << ": error: " << Message;
}

std::error_code AsmError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {

/// A label use waiting for the layout: instruction, source slot, name.
struct LabelRef {
  unsigned Inst, Slot;
  std::string Name;
  unsigned Line, Col;
};

class Parser {
public:
  Parser(Platform p, llvm::StringRef text) : P(p), Text(text) {}

  llvm::Error run(const EncodeOptions &opts, std::vector<Inst> &insts);

  /// Source line of each instruction.
  std::vector<unsigned> Lines;

private:
  // Cursor over the current line.
  llvm::StringRef Line;
  size_t Pos = 0;
  unsigned LineNo = 0;

  llvm::Error error(const llvm::Twine &msg) const {
    return llvm::make_error<AsmError>(LineNo, unsigned(Pos) + 1, msg.str());
  }
  llvm::Error errorAt(size_t pos, const llvm::Twine &msg) const {
    return llvm::make_error<AsmError>(LineNo, unsigned(pos) + 1, msg.str());
  }
  void skipSpace() {
    while (Pos < Line.size() && (Line[Pos] == ' ' || Line[Pos] == '\t' ||
                                 Line[Pos] == '\r'))
      ++Pos;
  }
  bool atEnd() {
    skipSpace();
    return Pos >= Line.size();
  }
  char peek() {
    skipSpace();
    return Pos < Line.size() ? Line[Pos] : '\0';
  }
  bool consume(llvm::StringRef s) {
    skipSpace();
    if (Line.substr(Pos).starts_with(s)) {
      Pos += s.size();
      return true;
    }
    return false;
  }
  llvm::Error expect(llvm::StringRef s) {
    if (!consume(s))
      return error("expected '" + s + "'");
    return llvm::Error::success();
  }
  /// Letters, digits, '_' and '.' (for names like `math.fdiv`).
  llvm::StringRef ident(bool withDots = false) {
    skipSpace();
    size_t start = Pos;
    while (Pos < Line.size() &&
           (llvm::isAlnum(Line[Pos]) || Line[Pos] == '_' ||
            (withDots && Line[Pos] == '.')))
      ++Pos;
    return Line.slice(start, Pos);
  }
  bool parseUnsigned(uint64_t &v) {
    skipSpace();
    size_t start = Pos;
    if (Line.substr(Pos).starts_with_insensitive("0x")) {
      Pos += 2;
      while (Pos < Line.size() && llvm::isHexDigit(Line[Pos]))
        ++Pos;
      return !Line.slice(start + 2, Pos).getAsInteger(16, v);
    }
    while (Pos < Line.size() && llvm::isDigit(Line[Pos]))
      ++Pos;
    return Pos > start && !Line.slice(start, Pos).getAsInteger(10, v);
  }
  llvm::Error number(unsigned &v, unsigned max) {
    size_t at = (skipSpace(), Pos);
    uint64_t x;
    if (!parseUnsigned(x))
      return errorAt(at, "expected a number");
    if (x > max)
      return errorAt(at, "number out of range");
    v = unsigned(x);
    return llvm::Error::success();
  }

  llvm::Error parseLine(std::vector<Inst> &insts);
  llvm::Error parsePredicate(Inst &inst);
  llvm::Error parseExecSize(Inst &inst);
  llvm::Error parseFlag(Inst &inst);
  llvm::Error parseRegister(Operand &op, int &subReg, bool &hasSub);
  llvm::Error parseType(DataType &t);
  llvm::Error parseDst(Inst &inst, Operand &op);
  llvm::Error parseSrc(Inst &inst, Operand &op, unsigned index);
  llvm::Error parseImmediate(Operand &op);
  llvm::Error parseLabel(Inst &inst, unsigned slot, unsigned index);
  llvm::Error parseRegisterOrIndirect(Operand &op, int &sub);
  llvm::Error parseSend(Inst &inst);
  llvm::Error parseSyncOperand(Operand &op);
  llvm::Error parseOptions(Inst &inst);
  llvm::Error finishOperand(Operand &op, int subReg);

  Platform P;
  llvm::StringRef Text;
  llvm::StringMap<uint32_t> LabelInst; // label -> index of next instruction
  std::vector<LabelRef> Refs;
  std::vector<std::string> Pending; // labels before the next instruction
};

const char *const CondNames[] = {"", "eq", "ne", "gt", "ge", "lt",
                                 "le", "",   "ov", "un"};
const char *const PredSuffixes[] = {
    "",      "",      "anyv",   "allv",   "any2h",  "all2h", "any4h",
    "all4h", "any8h", "all8h", "any16h", "all16h", "any32h", "all32h"};

/// The mnemonic suffix the printer gives `inst` (`dc0` of `send.dc0`), so
/// that SFID and sync-function names are spelled in one place only.
std::string printedSuffix(Platform p, const Inst &inst) {
  std::string text = formatInst(p, inst);
  llvm::StringRef m = llvm::StringRef(text).split(' ').first;
  size_t dot = m.find('.');
  return dot == llvm::StringRef::npos ? "" : m.drop_front(dot + 1).str();
}

/// Looks up the value 0-15 of a Gen12 send SFID (`isSync` false) or sync
/// function name.
bool lookupSuffix(Platform p, bool isSync, llvm::StringRef name,
                  unsigned &value) {
  for (unsigned v = 0; v < 16; ++v) {
    Inst probe;
    probe.Op = isSync ? Opcode::Sync : Opcode::Send;
    if (isSync)
      probe.MathFn = v;
    else
      probe.Send.SFID = v;
    probe.NumSrcs = isSync ? 1 : 2;
    std::string suffix = printedSuffix(p, probe);
    if (suffix == name && suffix != "???") {
      value = v;
      return true;
    }
  }
  return false;
}

bool lookupMnemonic(llvm::StringRef name, Opcode &op) {
  for (unsigned i = 1; i < unsigned(Opcode::NumOpcodes); ++i) {
    if (name == getMnemonic(Opcode(i))) {
      op = Opcode(i);
      return true;
    }
  }
  if (name == "illegal") {
    op = Opcode::Illegal;
    return true;
  }
  return false;
}

std::optional<DataType> lookupType(llvm::StringRef name) {
  for (unsigned i = 0; i < unsigned(DataType::Invalid); ++i)
    if (name == getTypeName(DataType(i)))
      return DataType(i);
  return std::nullopt;
}

llvm::Error Parser::parsePredicate(Inst &inst) {
  // After '('.
  if (consume("W")) {
    inst.NoMask = true;
    if (consume(")"))
      return llvm::Error::success();
    if (auto err = expect("&"))
      return err;
  }
  if (consume("~"))
    inst.PredInv = true;
  if (auto err = parseFlag(inst))
    return err;
  inst.Pred = PredCtrl::Normal;
  if (consume(".")) {
    size_t at = Pos;
    llvm::StringRef suffix = ident();
    bool found = false;
    for (unsigned i = 2; i < std::size(PredSuffixes) && !found; ++i)
      if (suffix == PredSuffixes[i]) {
        inst.Pred = PredCtrl(i);
        found = true;
      }
    if (!found)
      return errorAt(at, "unknown predicate control '" + suffix + "'");
  }
  return expect(")");
}

/// `f0.1`
llvm::Error Parser::parseFlag(Inst &inst) {
  if (!consume("f"))
    return error("expected a flag register");
  unsigned reg, sub;
  if (auto err = number(reg, 1))
    return err;
  if (auto err = expect("."))
    return err;
  if (auto err = number(sub, 1))
    return err;
  inst.FlagReg = reg;
  inst.FlagSubReg = sub;
  return llvm::Error::success();
}

/// `(16|M8)`
llvm::Error Parser::parseExecSize(Inst &inst) {
  if (auto err = expect("("))
    return err;
  size_t at = (skipSpace(), Pos);
  unsigned size, chan;
  if (auto err = number(size, 32))
    return err;
  if (size == 0 || (size & (size - 1)))
    return errorAt(at, "invalid execution size");
  inst.ExecSize = size;
  if (auto err = expect("|"))
    return err;
  if (auto err = expect("M"))
    return err;
  at = Pos;
  if (auto err = number(chan, 28))
    return err;
  if (chan % 4)
    return errorAt(at, "invalid channel offset");
  inst.ChanOffset = chan;
  return expect(")");
}

/// A direct register name with optional `.sub`; `subReg` gets -1 if absent
/// or the element index.
llvm::Error Parser::parseRegister(Operand &op, int &subReg, bool &hasSub) {
  size_t at = (skipSpace(), Pos);
  llvm::StringRef name = ident();
  if (name.empty())
    return errorAt(at, "expected a register");
  op.K = Operand::Kind::Reg;
  op.Mode = AddrMode::Direct;
  subReg = -1;
  hasSub = false;
  bool ok = false;
  unsigned grf;
  if (name.size() > 1 && name[0] == 'r' &&
      !name.drop_front().getAsInteger(10, grf) && grf <= 255) {
    op.File = RegFile::GRF;
    op.RegNum = uint8_t(grf);
    ok = true;
  } else if (std::optional<uint8_t> arf = parseArfRegName(name)) {
    op.File = RegFile::ARF;
    op.RegNum = *arf;
    ok = true;
  }
  if (!ok)
    return errorAt(at, "unknown register '" + name + "'");
  if (Pos < Line.size() && Line[Pos] == '.') {
    ++Pos;
    if (consume("nomme")) {
      op.MathMacro = 8;
      return llvm::Error::success();
    }
    if (consume("mme")) {
      unsigned m;
      if (auto err = number(m, 7))
        return err;
      op.MathMacro = m;
      return llvm::Error::success();
    }
    unsigned s;
    if (auto err = number(s, 63))
      return err;
    subReg = s;
    hasSub = true;
  }
  return llvm::Error::success();
}

llvm::Error Parser::parseType(DataType &t) {
  if (auto err = expect(":"))
    return err;
  size_t at = Pos;
  llvm::StringRef name = ident();
  std::optional<DataType> found = lookupType(name);
  if (!found)
    return errorAt(at, "unknown type '" + name + "'");
  t = *found;
  return llvm::Error::success();
}

llvm::Error Parser::finishOperand(Operand &op, int subReg) {
  if (subReg > 0) {
    unsigned bytes = unsigned(subReg) * getTypeSize(op.Type);
    if (bytes >= 32)
      return error("subregister out of range for the type");
    op.SubRegByte = bytes;
  }
  return llvm::Error::success();
}

/// `r[a0.2,-16]`
static bool isIndirectStart(llvm::StringRef rest) {
  return rest.starts_with("r[");
}

/// A direct register (`r12.3`, `acc0`, ...; `sub` gets its subregister or
/// -1) or an indirect one (`r[a0.2, 16]`).
llvm::Error Parser::parseRegisterOrIndirect(Operand &op, int &sub) {
  skipSpace();
  if (!isIndirectStart(Line.substr(Pos))) {
    bool hasSub;
    return parseRegister(op, sub, hasSub);
  }
  Pos += 2;
  op.K = Operand::Kind::Reg;
  op.File = RegFile::GRF;
  op.Mode = AddrMode::Indirect;
  if (auto err = expect("a0."))
    return err;
  unsigned s;
  if (auto err = number(s, 15))
    return err;
  op.AddrSubReg = s;
  if (consume(",")) {
    bool neg = consume("-");
    unsigned imm;
    if (auto err = number(imm, neg ? 512 : 511))
      return err;
    op.AddrImm = neg ? -int(imm) : int(imm);
  }
  return expect("]");
}

llvm::Error Parser::parseDst(Inst &inst, Operand &op) {
  if (consume("(sat)"))
    inst.Saturate = true;
  int sub = -1;
  if (auto err = parseRegisterOrIndirect(op, sub))
    return err;
  if (op.MathMacro < 0 && consume("<")) {
    unsigned hs;
    if (auto err = number(hs, 4))
      return err;
    op.Rgn.HStride = hs;
    if (auto err = expect(">"))
      return err;
  }
  if (auto err = parseType(op.Type))
    return err;
  return finishOperand(op, sub);
}

/// Float text as IGA prints it: decimal, exponent, inf, nan(0x...).
static bool parseFloatText(llvm::StringRef s, DataType t, uint64_t &bits) {
  bool neg = s.consume_front("-");
  unsigned mant = t == DataType::HF ? 10 : t == DataType::F ? 23 : 52;
  unsigned exp = t == DataType::HF ? 5 : t == DataType::F ? 8 : 11;
  uint64_t sign = uint64_t(neg) << (mant + exp);
  uint64_t expAll = ((uint64_t(1) << exp) - 1) << mant;
  if (s == "inf") {
    bits = sign | expAll;
    return true;
  }
  bool quiet = s.consume_front("qnan(");
  if (quiet || s.consume_front("snan(")) {
    uint64_t payload;
    if (!s.consume_back(")") || !s.consume_front("0x") ||
        s.getAsInteger(16, payload))
      return false;
    bits = sign | expAll | payload | (quiet ? uint64_t(1) << (mant - 1) : 0);
    return true;
  }
  std::string str = s.str();
  char *end = nullptr;
  double d = strtod(str.c_str(), &end);
  if (end != str.c_str() + str.size() || str.empty())
    return false;
  if (neg)
    d = -d;
  if (t == DataType::DF) {
    memcpy(&bits, &d, 8);
    return true;
  }
  float f = float(d);
  uint32_t u;
  memcpy(&u, &f, 4);
  if (t == DataType::F) {
    bits = u;
    return true;
  }
  // float -> half, round to nearest even.
  uint32_t fsign = (u >> 16) & 0x8000;
  int fexp = int((u >> 23) & 0xFF) - 127 + 15;
  uint32_t fmant = u & 0x7FFFFF;
  uint32_t h;
  if (((u >> 23) & 0xFF) == 0 && fmant == 0) {
    h = fsign;
  } else if (fexp >= 31) {
    h = fsign | 0x7C00;
  } else if (fexp <= 0) {
    if (fexp < -10) {
      h = fsign;
    } else {
      fmant |= 0x800000;
      unsigned shift = 14 - fexp;
      uint32_t v = fmant >> shift, rem = fmant & ((1u << shift) - 1);
      uint32_t half = 1u << (shift - 1);
      if (rem > half || (rem == half && (v & 1)))
        ++v;
      h = fsign | v;
    }
  } else {
    uint32_t v = (uint32_t(fexp) << 10) | (fmant >> 13);
    uint32_t rem = fmant & 0x1FFF;
    if (rem > 0x1000 || (rem == 0x1000 && (v & 1)))
      ++v;
    h = fsign | v;
  }
  bits = h;
  return true;
}

llvm::Error Parser::parseImmediate(Operand &op) {
  size_t at = (skipSpace(), Pos);
  while (Pos < Line.size() && Line[Pos] != ':' && Line[Pos] != ' ' &&
         Line[Pos] != '\t')
    ++Pos;
  llvm::StringRef text = Line.slice(at, Pos);
  if (auto err = parseType(op.Type))
    return err;
  op.K = Operand::Kind::Imm;
  op.File = RegFile::Imm;
  uint64_t v = 0;
  bool isFloat = op.Type == DataType::F || op.Type == DataType::HF ||
                 op.Type == DataType::DF;
  llvm::StringRef t = text;
  bool neg = t.starts_with("-");
  if (isFloat && !t.starts_with_insensitive("0x")) {
    if (!parseFloatText(text, op.Type, v))
      return errorAt(at, "invalid floating-point immediate");
  } else {
    if (neg)
      t = t.drop_front();
    bool ok = t.starts_with_insensitive("0x")
                  ? !t.drop_front(2).getAsInteger(16, v)
                  : !t.getAsInteger(10, v);
    if (!ok || t.empty())
      return errorAt(at, "invalid immediate");
    if (neg)
      v = uint64_t(-int64_t(v));
  }
  unsigned size = getTypeSize(op.Type);
  if (size == 2)
    v = (v & 0xFFFF) | ((v & 0xFFFF) << 16);
  else if (size < 8)
    v &= 0xFFFFFFFF;
  op.Imm = v;
  return llvm::Error::success();
}

llvm::Error Parser::parseLabel(Inst &inst, unsigned slot, unsigned index) {
  size_t at = (skipSpace(), Pos);
  llvm::StringRef name = ident();
  if (name.empty())
    return errorAt(at, "expected a label");
  inst.Src[slot] = Operand();
  inst.Src[slot].K = Operand::Kind::Label;
  Refs.push_back({index, slot, name.str(), LineNo, unsigned(at) + 1});
  return llvm::Error::success();
}

llvm::Error Parser::parseSrc(Inst &inst, Operand &op, unsigned index) {
  skipSpace();
  char c = peek();
  // Immediates start with a digit, '-' followed by a digit, or are inf/nan.
  llvm::StringRef rest = Line.substr(Pos);
  if (llvm::isDigit(c) ||
      (c == '-' && rest.size() > 1 &&
       (llvm::isDigit(rest[1]) || rest.substr(1).starts_with("inf") ||
        rest.substr(1).starts_with("qnan") ||
        rest.substr(1).starts_with("snan"))) ||
      rest.starts_with("inf") || rest.starts_with("qnan") ||
      rest.starts_with("snan"))
    return parseImmediate(op);
  if (consume("-") || consume("~"))
    op.Negate = true;
  if (consume("(abs)"))
    op.Abs = true;
  int sub = -1;
  if (auto err = parseRegisterOrIndirect(op, sub))
    return err;
  bool ternary = getForm(inst.Op) == OpForm::Ternary;
  if (op.MathMacro < 0 && consume("<")) {
    unsigned a, b, c2;
    if (auto err = number(a, 32))
      return err;
    if (consume(";")) {
      if (auto err = number(b, 32))
        return err;
      if (ternary) {
        // <vstride;hstride> (Align1) or <2;1>/<0;0> (Align16)
        op.Rgn.VStride = a;
        op.Rgn.HStride = b;
      } else {
        if (auto err = expect(","))
          return err;
        if (auto err = number(c2, 32))
          return err;
        op.Rgn = Region{int8_t(a), int8_t(b), int8_t(c2)};
      }
    } else if (consume(",")) {
      if (auto err = number(b, 32))
        return err;
      op.Rgn = Region{-1, int8_t(a), int8_t(b)};
    } else {
      op.Rgn.HStride = a; // ternary src2 <h>
    }
    if (auto err = expect(">"))
      return err;
  }
  if (auto err = parseType(op.Type))
    return err;
  (void)index;
  return finishOperand(op, sub);
}

llvm::Error Parser::parseSend(Inst &inst) {
  bool split = getForm(inst.Op) == OpForm::Sends || P == Platform::Gen12;
  int sub;
  bool hasSub;
  Operand &dst = inst.Dst;
  if (auto err = parseRegister(dst, sub, hasSub))
    return err;
  dst.Type = DataType::UD;
  if (P != Platform::Gen12 && peek() == ':')
    if (auto err = parseType(dst.Type))
      return err;
  if (auto err = finishOperand(dst, sub))
    return err;
  Operand &s0 = inst.Src[0];
  if (auto err = parseRegister(s0, sub, hasSub))
    return err;
  s0.Type = DataType::UD;
  if (peek() == ':')
    if (auto err = parseType(s0.Type))
      return err;
  if (auto err = finishOperand(s0, sub))
    return err;
  inst.NumSrcs = 1;
  if (split) {
    if (auto err = parseRegister(inst.Src[1], sub, hasSub))
      return err;
    inst.Src[1].Type = DataType::UD;
    inst.NumSrcs = 2;
  }
  auto desc = [&](bool &isReg, uint32_t &value) -> llvm::Error {
    if (consume("a0.")) {
      unsigned s;
      if (auto err = number(s, 15))
        return err;
      isReg = true;
      value = s;
      return llvm::Error::success();
    }
    size_t at = (skipSpace(), Pos);
    uint64_t v;
    if (!parseUnsigned(v) || v > 0xFFFFFFFF)
      return errorAt(at, "expected a descriptor");
    value = uint32_t(v);
    return llvm::Error::success();
  };
  if (auto err = desc(inst.Send.ExDescIsReg, inst.Send.ExDesc))
    return err;
  if (auto err = desc(inst.Send.DescIsReg, inst.Send.Desc))
    return err;
  if (!inst.Send.ExDescIsReg && P != Platform::Gen12)
    inst.Send.SFID = inst.Send.ExDesc & 0xF;
  if (split && inst.Send.DescIsReg)
    inst.Send.Desc = 0;
  return llvm::Error::success();
}

/// `null`, or an SBID mask `($1,$5)` / `()` held as an immediate.
llvm::Error Parser::parseSyncOperand(Operand &op) {
  if (consume("(")) {
    op.K = Operand::Kind::Imm;
    op.File = RegFile::Imm;
    op.Type = DataType::UD;
    op.Imm = 0;
    if (consume(")"))
      return llvm::Error::success();
    while (true) {
      if (auto err = expect("$"))
        return err;
      unsigned id;
      if (auto err = number(id, 31))
        return err;
      op.Imm |= uint64_t(1) << id;
      if (consume(")"))
        return llvm::Error::success();
      if (auto err = expect(","))
        return err;
    }
  }
  int sub;
  bool hasSub;
  if (auto err = parseRegister(op, sub, hasSub))
    return err;
  // IGA writes a register operand of sync as type 0, region <0;1,0>.
  op.Type = decodeType(P, 0, false);
  op.Rgn = Region{0, 1, 0};
  return finishOperand(op, sub);
}

llvm::Error Parser::parseOptions(Inst &inst) {
  if (!consume("{"))
    return llvm::Error::success();
  while (true) {
    size_t at = (skipSpace(), Pos);
    if (consume("@")) {
      unsigned dist;
      if (auto err = number(dist, 7))
        return err;
      if (dist == 0)
        return errorAt(at, "invalid register distance");
      inst.Sb.Dist = dist;
      inst.Sb.DistPipe = Swsb::Pipe::All;
    } else if (consume("$")) {
      unsigned id;
      if (auto err = number(id, 15))
        return err;
      inst.Sb.SBID = id;
      inst.Sb.TokenKind = Swsb::Token::Set;
      if (consume(".dst"))
        inst.Sb.TokenKind = Swsb::Token::Dst;
      else if (consume(".src"))
        inst.Sb.TokenKind = Swsb::Token::Src;
    }
    if (Pos != at) {
      if (consume("}"))
        break;
      if (auto err = expect(","))
        return err;
      continue;
    }
    llvm::StringRef name = ident();
    if (name == "AccWrEn")
      inst.AccWrEn = true;
    else if (name == "Atomic")
      inst.Thread = ThreadCtrl::Atomic;
    else if (name == "Breakpoint")
      inst.Breakpoint = true;
    else if (name == "Compacted")
      inst.Compacted = true;
    else if (name == "NoCompact")
      inst.Compacted = false;
    else if (name == "EOT")
      inst.Send.EOT = true;
    else if (name == "NoDDChk")
      inst.NoDDChk = true;
    else if (name == "NoDDClr")
      inst.NoDDClr = true;
    else if (name == "NoPreempt")
      inst.Thread = ThreadCtrl::NoPreempt;
    else if (name == "Switch")
      inst.Thread = ThreadCtrl::Switch;
    else if (name == "NoMask")
      inst.NoMask = true;
    else
      return errorAt(at, "unknown instruction option '" + name + "'");
    if (consume("}"))
      break;
    if (auto err = expect(","))
      return err;
  }
  return llvm::Error::success();
}

llvm::Error Parser::parseLine(std::vector<Inst> &insts) {
  // Strip comments.
  size_t cut = Line.find("//");
  if (cut != llvm::StringRef::npos)
    Line = Line.take_front(cut);
  Pos = 0;
  if (atEnd())
    return llvm::Error::success();
  // A label: `name:` alone on its line (or before an instruction).
  {
    size_t save = Pos;
    llvm::StringRef name = ident();
    if (!name.empty() && consume(":")) {
      if (LabelInst.count(name))
        return errorAt(save, "label '" + name + "' defined twice");
      LabelInst[name] = insts.size();
      if (atEnd())
        return llvm::Error::success();
    } else {
      Pos = save;
    }
  }
  Inst inst;
  unsigned index = insts.size();
  if (consume("(")) {
    if (auto err = parsePredicate(inst))
      return err;
  }
  size_t at = (skipSpace(), Pos);
  llvm::StringRef mnemonic = ident(/*withDots=*/true);
  llvm::StringRef base = mnemonic, suffix;
  if (size_t dot = mnemonic.find('.'); dot != llvm::StringRef::npos) {
    base = mnemonic.take_front(dot);
    suffix = mnemonic.drop_front(dot + 1);
  }
  if (mnemonic.empty())
    return errorAt(at, "expected an instruction mnemonic");
  Opcode op;
  if (!lookupMnemonic(base, op))
    return errorAt(at, "unknown mnemonic '" + mnemonic + "'");
  inst.Op = op;
  OpForm form = getForm(op);
  if (form == OpForm::Math) {
    bool found = false;
    for (unsigned i = 0; i < 16 && !found; ++i)
      if (getMathFnInfo(i).Kind != MathKind::Reserved &&
          suffix == getMathFnInfo(i).Name) {
        inst.MathFn = i;
        found = true;
      }
    if (!found)
      return errorAt(at, "unknown math function '" + suffix + "'");
  } else if (P == Platform::Gen12 && (form == OpForm::Send || op == Opcode::Sync) &&
             !suffix.empty()) {
    unsigned v;
    bool isSync = op == Opcode::Sync;
    if (!lookupSuffix(P, isSync, suffix, v))
      return errorAt(at, llvm::Twine("unknown ") +
                             (isSync ? "sync function" : "shared function") +
                             " '" + suffix + "'");
    if (isSync)
      inst.MathFn = v;
    else
      inst.Send.SFID = v;
  } else if (suffix == "b") {
    inst.BranchCtrl = true;
  } else if (!suffix.empty()) {
    return errorAt(at, "unexpected mnemonic suffix '." + suffix + "'");
  }
  bool implicitExec = op == Opcode::Nop || op == Opcode::Jmpi ||
                      op == Opcode::Wait || op == Opcode::Illegal ||
                      op == Opcode::Sync;
  if (!implicitExec) {
    if (auto err = parseExecSize(inst))
      return err;
  } else if (op == Opcode::Jmpi || op == Opcode::Wait ||
             op == Opcode::Sync) {
    inst.ExecSize = 1;
  }
  // Condition modifier or math's (eo) flag.
  if (peek() == '(') {
    size_t save = Pos;
    ++Pos;
    llvm::StringRef name = ident();
    if (name == "eo") {
      if (auto err = expect(")"))
        return err;
      if (auto err = parseFlag(inst))
        return err;
    } else {
      bool found = false;
      for (unsigned i = 1; i < std::size(CondNames) && !found; ++i)
        if (CondNames[i][0] && name == CondNames[i]) {
          inst.Cond = CondMod(i);
          found = true;
        }
      if (!found) {
        Pos = save; // e.g. (sat) or (abs) on an operand
      } else {
        if (auto err = expect(")"))
          return err;
        if (auto err = parseFlag(inst))
          return err;
      }
    }
  }

  switch (form) {
  case OpForm::Nullary:
    break;
  case OpForm::Branch1:
  case OpForm::Branch2:
    if (auto err = parseLabel(inst, 0, index))
      return err;
    inst.NumSrcs = 1;
    if (form == OpForm::Branch2) {
      if (auto err = parseLabel(inst, 1, index))
        return err;
      inst.NumSrcs = 2;
    }
    break;
  case OpForm::Jmpi:
  case OpForm::Brd:
  case OpForm::Brc: {
    // A register holding the target (`r2.0`, read as a :d scalar; before
    // Gen12 IGA reads brc's as <2;2,1>), or labels: JIP, and UIP for brc.
    skipSpace();
    if (llvm::StringRef(Line.substr(Pos)).starts_with("r") &&
        Pos + 1 < Line.size() && llvm::isDigit(Line[Pos + 1])) {
      int sub;
      bool hasSub;
      Operand &t = inst.Src[0];
      if (auto err = parseRegister(t, sub, hasSub))
        return err;
      t.Type = DataType::D;
      t.Rgn = form == OpForm::Brc && P != Platform::Gen12 ? Region{2, 2, 1}
                                                          : Region{0, 1, 0};
      if (auto err = finishOperand(t, sub))
        return err;
      inst.NumSrcs = 1;
      break;
    }
    if (auto err = parseLabel(inst, 0, index))
      return err;
    inst.NumSrcs = 1;
    if (form == OpForm::Brc) {
      if (auto err = parseLabel(inst, 1, index))
        return err;
      inst.NumSrcs = 2;
    }
    break;
  }
  case OpForm::Call: {
    int sub;
    bool hasSub;
    if (auto err = parseRegister(inst.Dst, sub, hasSub))
      return err;
    inst.Dst.Type = DataType::UD;
    if (peek() == ':')
      if (auto err = parseType(inst.Dst.Type))
        return err;
    if (auto err = finishOperand(inst.Dst, sub))
      return err;
    if (P == Platform::Gen12)
      inst.Dst.Rgn.HStride = 0;
    skipSpace();
    if (Line.substr(Pos).starts_with("r") && Pos + 1 < Line.size() &&
        llvm::isDigit(Line[Pos + 1])) {
      Operand &t = inst.Src[0];
      if (auto err = parseRegister(t, sub, hasSub))
        return err;
      t.Type = DataType::UD;
      if (P == Platform::Gen12)
        t.Rgn = Region{0, 1, 0};
      if (auto err = finishOperand(t, sub))
        return err;
    } else if (auto err = parseLabel(inst, 0, index)) {
      return err;
    }
    inst.NumSrcs = 1;
    break;
  }
  case OpForm::Ret: {
    int sub;
    bool hasSub;
    inst.Dst.K = Operand::Kind::Reg;
    inst.Dst.File = RegFile::ARF;
    inst.Dst.Type = DataType::UD;
    Operand &s = inst.Src[0];
    if (auto err = parseRegister(s, sub, hasSub))
      return err;
    s.Type = DataType::UD;
    if (peek() == ':')
      if (auto err = parseType(s.Type))
        return err;
    if (auto err = finishOperand(s, sub))
      return err;
    if (P == Platform::Gen12)
      s.Rgn = Region{0, 1, 0};
    inst.NumSrcs = 1;
    break;
  }
  case OpForm::Wait: {
    if (P == Platform::Gen12) {
      if (auto err = parseSyncOperand(inst.Src[0]))
        return err;
      inst.NumSrcs = 1;
      break;
    }
    if (auto err = parseSrc(inst, inst.Src[0], 0))
      return err;
    inst.NumSrcs = 1;
    inst.Dst = inst.Src[0];
    inst.Dst.Rgn = Region{};
    inst.Dst.Rgn.HStride = 1;
    break;
  }
  case OpForm::Send:
  case OpForm::Sends:
    if (auto err = parseSend(inst))
      return err;
    break;
  default: {
    if (auto err = parseDst(inst, inst.Dst))
      return err;
    unsigned n = 0;
    while (n < 3 && !atEnd() && peek() != '{') {
      if (auto err = parseSrc(inst, inst.Src[n], n))
        return err;
      ++n;
    }
    inst.NumSrcs = n;
    unsigned want = fixedSourceCount(P, op);
    if (!want) // math: as many as its function reads
      want = getMathFnInfo(inst.MathFn).Sources;
    if (n != want)
      return errorAt(at, "expected " + llvm::Twine(want) + " source operand" +
                   (want > 1 ? "s" : "") + ", found " + llvm::Twine(n));
    break;
  }
  }
  if (auto err = parseOptions(inst))
    return err;
  if (!atEnd())
    return error("unexpected text after instruction");
  insts.push_back(inst);
  return llvm::Error::success();
}

} // namespace

void visa::gen::normalizeWrittenForm(Platform p, Inst &inst) {
  OpForm form = getForm(inst.Op);
  bool ternary16 = form == OpForm::Ternary && p != Platform::Gen11 &&
                   p != Platform::Gen12;
  if (ternary16) {
    inst.Align16 = true;
    Operand &d = inst.Dst;
    d.Align16 = true;
    d.Rgn.HStride = 1;
    if (d.MathMacro >= 0) {
      d.WriteMask = d.MathMacro;
    } else if (inst.ExecSize == 1 && getTypeSize(d.Type) >= 4) {
      // Align16 has no SIMD1: IGA writes a scalar as (1) at the element and
      // encodes SIMD4 (SIMD2 for 64-bit types) at the 16-byte boundary with
      // only that element's channel enables (.x/.y/.z/.w, .xy/.zw).
      bool wide = getTypeSize(d.Type) == 8;
      unsigned comp = (d.SubRegByte % 16) / 4;
      inst.ExecSize = wide ? 2 : 4;
      d.WriteMask = wide ? 3u << comp : 1u << comp;
      d.SubRegByte -= d.SubRegByte % 16;
    }
    for (unsigned i = 0; i < 3; ++i) {
      Operand &op = inst.Src[i];
      op.Align16 = true;
      bool scalar = op.Rgn.HStride == 0;
      bool wide = getTypeSize(op.Type) == 8;
      if (op.MathMacro >= 0) {
        op.Swizzle = op.MathMacro;
      } else if (scalar && wide) {
        // IGA encodes a 64-bit scalar at the 16-byte boundary with the
        // swizzle replicating its element: .xyxy or .zwzw.
        bool second = op.SubRegByte % 16 >= 8;
        op.SubRegByte -= op.SubRegByte % 16;
        op.Swizzle = second ? 0xEE : 0x44;
      } else if (scalar) {
        op.RepCtrl = true;
        op.Swizzle = 0xE4;
      } else {
        op.Swizzle = 0xE4;
      }
      op.Rgn = Region{};
    }
  }
  if (inst.Op == Opcode::Math &&
      getMathFnInfo(inst.MathFn).Kind == MathKind::Macro) {
    // invm and rsqtm are Align16: mme registers in the writemask and the
    // low swizzle bits, sources read with vertical stride 4.
    inst.Align16 = true;
    Operand &d = inst.Dst;
    d.Align16 = true;
    d.Rgn.HStride = 0;
    if (d.MathMacro >= 0)
      d.WriteMask = d.MathMacro;
    for (unsigned i = 0; i < inst.NumSrcs; ++i) {
      Operand &op = inst.Src[i];
      op.Align16 = true;
      op.Rgn = Region{int8_t(getTypeSize(op.Type) == 8 ? 2 : 4), -1, -1};
      op.Swizzle = op.MathMacro >= 0 ? op.MathMacro : 0xE4;
    }
  }
  if (inst.Op == Opcode::Madm && p == Platform::Gen11) {
    // Align1 math macros: the dst mme sits in the special accumulator
    // field, a source's in its subregister (in words).
    Operand &d = inst.Dst;
    if (d.MathMacro >= 0)
      d.SubRegByte = (d.MathMacro >> 2) * 8;
    for (Operand &op : inst.Src)
      if (op.MathMacro >= 0)
        op.SubRegByte = op.MathMacro * 2;
  }
}

llvm::Error Parser::run(const EncodeOptions &opts, std::vector<Inst> &insts) {
  llvm::StringRef rest = Text;
  while (!rest.empty()) {
    auto [line, tail] = rest.split('\n');
    rest = tail;
    ++LineNo;
    Line = line;
    size_t before = insts.size();
    if (auto err = parseLine(insts))
      return err;
    if (insts.size() != before)
      normalizeWrittenForm(P, insts.back());
    if (insts.size() != before)
      insts.back().Offset = LineNo; // temporarily: the source line
  }
  // Layout: sizes first (branches are never compacted), then offsets.
  std::vector<uint32_t> offsets(insts.size() + 1, 0);
  std::vector<unsigned> lines(insts.size());
  for (unsigned i = 0; i < insts.size(); ++i) {
    lines[i] = insts[i].Offset;
    bool compact = willCompact(P, insts[i], opts);
    if (opts.Compaction == CompactMode::AsMarked)
      compact = insts[i].Compacted;
    insts[i].Compacted = compact;
    offsets[i + 1] = offsets[i] + (compact ? 8 : 16);
  }
  for (unsigned i = 0; i < insts.size(); ++i)
    insts[i].Offset = offsets[i];
  for (const LabelRef &ref : Refs) {
    auto it = LabelInst.find(ref.Name);
    if (it == LabelInst.end())
      return llvm::make_error<AsmError>(ref.Line, ref.Col,
                                        "undefined label '" + ref.Name + "'");
    Inst &inst = insts[ref.Inst];
    int64_t delta = int64_t(offsets[it->second]) - int64_t(inst.Offset);
    if (inst.Op == Opcode::Jmpi && P != Platform::Gen12)
      delta -= inst.Compacted ? 8 : 16;
    inst.Src[ref.Slot].Label = int32_t(delta);
  }
  Lines = std::move(lines);
  return llvm::Error::success();
}

static llvm::Error parse(Platform p, llvm::StringRef text,
                         const EncodeOptions &opts, std::vector<Inst> &insts,
                         std::vector<unsigned> &lines) {
  Parser parser(p, text);
  if (auto err = parser.run(opts, insts))
    return err;
  lines = std::move(parser.Lines);
  return llvm::Error::success();
}

llvm::Error visa::gen::parseGenAsm(Platform p, llvm::StringRef text,
                                   const EncodeOptions &opts,
                                   std::vector<Inst> &insts) {
  std::vector<unsigned> lines;
  return parse(p, text, opts, insts, lines);
}

llvm::Error visa::gen::assembleGenAsm(Platform p, llvm::StringRef text,
                                      llvm::StringRef, const EncodeOptions &opts,
                                      std::vector<uint8_t> &out) {
  std::vector<Inst> insts;
  std::vector<unsigned> lines;
  if (auto err = parse(p, text, opts, insts, lines))
    return err;
  // Report encoding errors at the instruction's line.
  return llvm::handleErrors(
      encodeKernel(p, insts, opts, out),
      [&](const EncodeError &e) -> llvm::Error {
        unsigned line = e.getIndex() < lines.size() ? lines[e.getIndex()] : 1;
        return llvm::make_error<AsmError>(line, 1, e.getMessage());
      });
}
