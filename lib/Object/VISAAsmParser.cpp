//===- VISAAsmParser.cpp - Parse .visaasm text into an Object -------------===//
//
// A line-oriented reader of the syntax IGC dumps and of the hand-written
// forms of visa-spec/8_appendix_visa_assembly_syntax.md (`{ }` declaration
// scopes, /* */ comments, unquoted .function names, bare-word attribute
// values, `alias (V, n)`, `&V+n`, the NM mask, labels with `$ @ ? -`).
// Directives and declarations are parsed here; every instruction line is
// matched against the templates of the instruction table (VISAAsmFormat.h),
// found by their head word, so the operand syntax of each kind is
// implemented once. Names live in one symbol table with a scope undo log.
// The string pool is built in the canonical order of StringPool.h.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/VISAAsmParser.h"
#include "VISAAsmFormat.h"
#include "visa/Object/Diagnostic.h"
#include "visa/Object/StringPool.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <cmath>
#include <cstring>
#include <map>

using namespace llvm;

namespace visa {
using namespace asmfmt;

namespace {

constexpr size_t MaxDecls = 1u << 20;

/// Raised (as a value) by the scanning helpers: the column and message.
struct Failure {
  size_t column;
  std::string message;
};

static bool isIdentStart(char c) { return isAlpha(c) || c == '_' || c == '%'; }
static bool isIdentChar(char c) {
  return isAlnum(c) || c == '_' || c == '%' || c == '$' || c == '@';
}

/// A cursor over one line.
struct Cursor {
  StringRef line;
  size_t pos = 0;

  bool atEnd() const { return pos >= line.size(); }
  char peek(size_t ahead = 0) const {
    return pos + ahead < line.size() ? line[pos + ahead] : '\0';
  }
  StringRef rest() const { return line.drop_front(std::min(pos, line.size())); }
  void skipBlanks() {
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t' || line[pos] == '\r'))
      ++pos;
  }
  bool consume(StringRef s) {
    if (rest().starts_with(s)) {
      pos += s.size();
      return true;
    }
    return false;
  }
  StringRef ident() {
    size_t start = pos;
    if (pos < line.size() && isIdentStart(line[pos])) {
      ++pos;
      while (pos < line.size() && isIdentChar(line[pos]))
        ++pos;
    }
    return line.slice(start, pos);
  }
  /// A label name: the identifier characters and `$ @ ? -` (mangled C++
  /// names), as the appendix's <label> allows.
  StringRef labelName() {
    size_t start = pos;
    auto isLabelChar = [](char c) {
      return isAlnum(c) || c == '_' || c == '$' || c == '@' || c == '?' ||
             c == '%';
    };
    if (pos < line.size() && (isLabelChar(line[pos]) && !isDigit(line[pos]))) {
      ++pos;
      while (pos < line.size() && (isLabelChar(line[pos]) || line[pos] == '-'))
        ++pos;
    }
    return line.slice(start, pos);
  }
  /// A decimal or 0x hexadecimal integer, optionally negative.
  std::optional<int64_t> integer() {
    size_t start = pos;
    bool neg = false;
    if (peek() == '-' || peek() == '+') {
      neg = peek() == '-';
      ++pos;
    }
    size_t digits = pos;
    if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
      pos += 2;
      while (pos < line.size() && isHexDigit(line[pos]))
        ++pos;
    } else {
      while (pos < line.size() && isDigit(line[pos]))
        ++pos;
    }
    unsigned long long v;
    if (pos == digits || getAsUnsignedInteger(line.slice(digits, pos), 0, v)) {
      pos = start;
      return std::nullopt;
    }
    return neg ? -int64_t(v) : int64_t(v);
  }
  /// A "quoted" string with C escapes.
  std::optional<std::string> quoted() {
    if (peek() != '"')
      return std::nullopt;
    size_t start = pos++;
    std::string out;
    while (pos < line.size() && line[pos] != '"') {
      char c = line[pos++];
      if (c != '\\' || pos >= line.size()) {
        out += c;
        continue;
      }
      char e = line[pos++];
      switch (e) {
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'e': out += '\x1b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'x': {
        unsigned v = 0, n = 0;
        while (n < 2 && pos < line.size() && isHexDigit(line[pos])) {
          v = v * 16 + hexDigitValue(line[pos++]);
          ++n;
        }
        out += char(v);
        break;
      }
      default: out += e; break;
      }
    }
    if (pos >= line.size()) {
      pos = start;
      return std::nullopt;
    }
    ++pos;
    return out;
  }
};

/// The values a template match collected: (field name, value) in the order
/// the text gave them, several under one name for a List's elements. Small
/// and linear: an instruction has a handful of fields.
struct Collected {
  struct Entry {
    StringRef name;
    Operand op;
    bool used = false;
  };
  SmallVector<Entry, 16> entries;
  bool sat = false;

  void clear() {
    entries.clear();
    sat = false;
  }
  /// The first value under `name` not yet taken, or null.
  Entry *firstUnused(StringRef name) {
    for (Entry &e : entries)
      if (!e.used && e.name == name)
        return &e;
    return nullptr;
  }
  /// The first value under `name`, taken or not, or null.
  const Entry *first(StringRef name) const {
    for (const Entry &e : entries)
      if (e.name == name)
        return &e;
    return nullptr;
  }
  size_t count(StringRef name) const {
    size_t n = 0;
    for (const Entry &e : entries)
      n += e.name == name;
    return n;
  }
};

/// Integer field values met while building an instruction, for the Lists
/// and Switches that refer to them.
using IntValues = SmallVector<std::pair<const FieldDesc *, uint32_t>, 16>;

static uint32_t lookupInt(const IntValues &ints, const FieldDesc *field) {
  for (auto &[f, v] : ints)
    if (f == field)
      return v;
  return 0;
}

struct PendingLabelRef {
  size_t instr;
  size_t operand;
};

class Parser {
public:
  explicit Parser(StringRef text) : text(text) {}
  Expected<Object> run();

private:
  StringRef text;
  unsigned lineNo = 0;
  Object obj;
  RoutineEntry *entry = nullptr;
  Routine *r = nullptr;

  /// What a declared name stands for. Variables (V0-V31 and declared
  /// ones), addresses, predicates, samplers and surfaces share one name
  /// space, as in IGC; `depth` is the `{ }` scope that declared it.
  enum class SymKind : uint8_t { Var, Addr, Pred, Sampler, Surface };
  struct Symbol {
    SymKind kind;
    uint32_t id;
    unsigned depth;
  };
  StringMap<Symbol> symbols;
  /// Undo log of the open scopes: a name declared in a scope and what it
  /// stood for outside it (nothing if kind is absent).
  struct Shadowed {
    std::string name;
    std::optional<Symbol> outer;
  };
  std::vector<Shadowed> scopeLog;
  std::vector<size_t> scopeStarts; ///< scopeLog size at each open `{`
  std::vector<unsigned> scopeLines; ///< line of each open `{`
  StringMap<uint32_t> labelsByName;
  std::vector<std::pair<std::string, size_t>> pendingAliases; // name, var index
  std::vector<unsigned> aliasLines;
  /// Label table slots: 0 free, 1 reserved for a subroutine, 2 used,
  /// 3 used by a label whose kind `.decl_label` fixed.
  std::vector<uint8_t> labelSlots;
  /// Subroutine labels (printed name -> slot) found by the pre-scan.
  StringMap<uint32_t> subroutineSlots;
  /// The `.function` whose `name:` line comes next.
  std::string pendingFunctionLabel;

  /// Gives the instructions the current line added its line and `column`.
  void stampPositions(size_t column) {
    if (!r)
      return;
    for (auto it = r->instructions.rbegin();
         it != r->instructions.rend() && !it->pos.isText(); ++it) {
      it->pos.line = lineNo;
      it->pos.column = unsigned(column) + 1;
    }
  }

  Error fail(size_t column, const Twine &msg) {
    return ReadError::atLine(lineNo, unsigned(column) + 1, msg);
  }
  Error fail(const Failure &f) { return fail(f.column, f.message); }

  uint32_t addString(StringRef s) {
    r->strings.push_back(s.str());
    return r->strings.size() - 1;
  }
  Error startRoutine(bool isKernel, StringRef name, size_t column);
  Error finishRoutine();
  void prescanFunctions(ArrayRef<StringRef> lines, size_t from);

  Error parseDirective(Cursor &c);
  Error parseDecl(Cursor &c);
  Error parseInput(Cursor &c, StringRef directive);
  Error parseKernelAttr(Cursor &c);
  Expected<std::vector<Attribute>> parseAttrList(Cursor &c);
  Expected<Attribute> parseOneAttribute(Cursor &c);
  Error parseInstruction(Cursor &c);

  uint32_t labelIndex(StringRef printed, uint8_t kind, bool definition,
                      int64_t wantedSlot = -1);

  // Template matching.
  std::optional<Failure> match(const InstrDesc &desc, const Format &fmt,
                               Cursor &c, Collected &out);
  std::optional<Failure> parseField(const FormatItem &item, Cursor &c,
                                    SmallVectorImpl<Operand> &out, bool &present);
  std::optional<Failure> parseIntField(const FieldDesc &f, const FormatItem &item,
                                       Cursor &c, uint32_t &value, bool &present);
  std::optional<Failure> parseVec(const FieldDesc &f, Cursor &c, ObjVecOperand &v,
                                  bool addressOf = false);
  ElemType varType(uint32_t id) const {
    if (id < NumPredefinedVars)
      return predefinedVarType(id);
    id -= NumPredefinedVars;
    return id < r->variables.size() ? r->variables[id].type() : ElemType::UD;
  }
  std::optional<Failure> parseRegion(Cursor &c, uint16_t &region, bool isDst);
  std::optional<Failure> parseImmediate(Cursor &c, ObjVecOperand &v);
  std::optional<Failure> build(const InstrDesc &desc, Collected &col,
                               Instruction &inst);
  std::optional<Failure> buildFields(ArrayRef<FieldDesc> fields, size_t base,
                                     Collected &col, Instruction &inst,
                                     IntValues &ints,
                                     unsigned depth);
  std::optional<uint32_t> lookupVar(StringRef name) const;
  std::optional<uint32_t> lookup(StringRef name, SymKind kind) const {
    auto it = symbols.find(name);
    if (it == symbols.end() || it->second.kind != kind)
      return std::nullopt;
    return it->second.id;
  }
  Error declare(StringRef name, SymKind kind, uint32_t id, size_t column);
  void openScope() {
    scopeStarts.push_back(scopeLog.size());
    scopeLines.push_back(lineNo);
  }
  Error closeScope(size_t column);
};

Error Parser::declare(StringRef name, SymKind kind, uint32_t id, size_t column) {
  unsigned depth = unsigned(scopeStarts.size());
  auto it = symbols.find(name);
  if (it != symbols.end()) {
    if (it->second.kind == SymKind::Var && it->second.id < NumPredefinedVars)
      return fail(column, "redefinition of pre-defined variable '" + name + "'");
    if (it->second.depth == depth)
      return fail(column, "redefinition of '" + name + "'");
    scopeLog.push_back({name.str(), it->second});
    it->second = {kind, id, depth};
    return Error::success();
  }
  if (depth)
    scopeLog.push_back({name.str(), std::nullopt});
  symbols[name] = {kind, id, depth};
  return Error::success();
}

Error Parser::closeScope(size_t column) {
  if (scopeStarts.empty())
    return fail(column, "'}' without a matching '{'");
  size_t start = scopeStarts.back();
  scopeStarts.pop_back();
  scopeLines.pop_back();
  while (scopeLog.size() > start) {
    Shadowed &s = scopeLog.back();
    if (s.outer)
      symbols[s.name] = *s.outer;
    else
      symbols.erase(s.name);
    scopeLog.pop_back();
  }
  return Error::success();
}

std::optional<uint32_t> Parser::lookupVar(StringRef name) const {
  if (std::optional<uint32_t> id = lookup(name, SymKind::Var))
    return id;
  // V<n> names a pre-defined variable by number.
  unsigned n;
  if (name.size() > 1 && name[0] == 'V' && !name.drop_front().getAsInteger(10, n) &&
      n < NumPredefinedVars)
    return n;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Routines and directives.
//===----------------------------------------------------------------------===//

Error Parser::startRoutine(bool isKernel, StringRef name, size_t column) {
  if (r)
    if (Error e = finishRoutine())
      return e;
  auto &list = isKernel ? obj.kernels : obj.functions;
  if (list.size() >= 0xFFFF)
    return fail(column, "too many routines");
  list.emplace_back();
  entry = &list.back();
  entry->name = name.str();
  r = &entry->body;
  r->isKernel = isKernel;
  r->pos.line = lineNo;
  r->pos.column = unsigned(column) + 1;
  r->strings.clear();
  r->nameIndex = addString(name);
  symbols.clear();
  scopeLog.clear();
  scopeStarts.clear();
  scopeLines.clear();
  for (size_t i = 0; i < predefinedVarNames().size(); ++i)
    symbols[predefinedVarNames()[i]] = {SymKind::Var, uint32_t(i), 0};
  labelsByName.clear();
  pendingAliases.clear();
  aliasLines.clear();
  labelSlots.clear();
  subroutineSlots.clear();
  pendingFunctionLabel.clear();
  return Error::success();
}

Error Parser::finishRoutine() {
  for (size_t i = 0; i < pendingAliases.size(); ++i) {
    auto &[name, index] = pendingAliases[i];
    std::optional<uint32_t> id = lookupVar(name);
    if (!id)
      return ReadError::atLine(aliasLines[i], 1,
                               "alias of undeclared variable '" + name + "'");
    r->variables[index].aliasIndex = *id;
  }
  canonicalizeStringPool(*r);
  r = nullptr;
  return Error::success();
}

Expected<Attribute> Parser::parseOneAttribute(Cursor &c) {
  c.skipBlanks();
  size_t col = c.pos;
  StringRef name = c.ident();
  if (name.empty())
    return fail(col, "expected an attribute name");
  Attribute a;
  a.nameIndex = addString(name);
  c.skipBlanks();
  if (!c.consume("="))
    return a;
  c.skipBlanks();
  if (c.peek() == '"') {
    std::optional<std::string> s = c.quoted();
    if (!s)
      return fail(c.pos, "unterminated string");
    if (s->size() > 255)
      return fail(col, "attribute value longer than 255 bytes");
    if (name == "Target" && (*s == "cm" || *s == "3d")) {
      a.value.push_back(*s == "3d" ? 1 : 0);
    } else {
      a.value.assign(s->begin(), s->end());
    }
  } else if (!isDigit(c.peek()) && c.peek() != '-' && c.peek() != '+') {
    // A bare word (the appendix's `OutputAsmPath=IS_genx_1.asm`).
    size_t start = c.pos;
    while (!c.atEnd() && !isSpace(c.peek()) && c.peek() != ',' && c.peek() != '}')
      ++c.pos;
    if (c.pos == start)
      return fail(c.pos, "expected an attribute value");
    if (c.pos - start > 255)
      return fail(start, "attribute value longer than 255 bytes");
    StringRef word = c.line.slice(start, c.pos);
    a.value.assign(word.begin(), word.end());
  } else {
    std::optional<int64_t> v = c.integer();
    if (!v)
      return fail(c.pos, "expected an attribute value");
    unsigned size = defaultAttributeSize(name);
    if (c.consume(":")) {
      std::optional<int64_t> s = c.integer();
      if (!s || *s < 1 || *s > 4)
        return fail(c.pos, "attribute size must be 1 to 4");
      size = unsigned(*s);
    }
    for (unsigned i = 0; i < size; ++i)
      a.value.push_back(uint8_t(uint64_t(*v) >> (8 * i)));
  }
  return a;
}

Expected<std::vector<Attribute>> Parser::parseAttrList(Cursor &c) {
  std::vector<Attribute> attrs;
  c.skipBlanks();
  if (!c.consume("{"))
    return fail(c.pos, "expected '{'");
  for (unsigned guard = 0; guard < 256; ++guard) {
    c.skipBlanks();
    if (c.consume("}"))
      return attrs;
    Expected<Attribute> a = parseOneAttribute(c);
    if (!a)
      return a.takeError();
    attrs.push_back(std::move(*a));
    c.skipBlanks();
    if (c.consume(","))
      continue;
    if (c.consume("}"))
      return attrs;
    return fail(c.pos, "expected ',' or '}' in attribute list");
  }
  return fail(c.pos, "too many attributes");
}

Error Parser::parseKernelAttr(Cursor &c) {
  Expected<Attribute> a = parseOneAttribute(c);
  if (!a)
    return a.takeError();
  r->attributes.push_back(std::move(*a));
  return Error::success();
}

Error Parser::parseDecl(Cursor &c) {
  c.skipBlanks();
  size_t nameCol = c.pos;
  StringRef name = c.ident();
  if (name.empty())
    return fail(nameCol, "expected a declaration name");
  // key=value pairs.
  StringRef vtype, type, vname, alignName, aliasName;
  int64_t numElts = -1, aliasOffset = 0, aliasScope = 0;
  bool hasAlias = false;
  std::vector<Attribute> attrs;
  for (unsigned guard = 0; guard < 64; ++guard) {
    c.skipBlanks();
    if (c.atEnd() || c.rest().starts_with("//"))
      break;
    size_t keyCol = c.pos;
    StringRef key = c.ident();
    c.skipBlanks();
    // `alias (name, offset)` (the appendix) or `alias=<name, offset>` (IGC).
    bool bareAlias = key == "alias" && (c.peek() == '(' || c.peek() == '<');
    if (key.empty() || (!bareAlias && !c.consume("=")))
      return fail(keyCol, "expected key=value in .decl");
    c.skipBlanks();
    if (key == "v_type") {
      vtype = c.ident();
    } else if (key == "type") {
      type = c.ident();
    } else if (key == "num_elts") {
      std::optional<int64_t> v = c.integer();
      if (!v || *v < 0 || *v > 0xFFFF)
        return fail(c.pos, "bad num_elts");
      numElts = *v;
    } else if (key == "align") {
      size_t start = c.pos; // an alignment name may start with a digit: 2GRF
      while (!c.atEnd() && (isAlnum(c.peek()) || c.peek() == '_'))
        ++c.pos;
      alignName = c.line.slice(start, c.pos);
    } else if (key == "v_name") {
      size_t s = c.pos;
      while (!c.atEnd() && c.peek() != ' ' && c.peek() != '\t')
        ++c.pos;
      vname = c.line.slice(s, c.pos);
    } else if (key == "alias") {
      // alias=<name, off> (IGC) or alias=(name,off) (spec)
      char open = c.peek();
      if (open != '<' && open != '(')
        return fail(c.pos, "expected '<' after alias=");
      ++c.pos;
      c.skipBlanks();
      aliasName = c.ident();
      c.skipBlanks();
      if (aliasName.empty() || !c.consume(","))
        return fail(c.pos, "expected 'name, offset' in alias");
      c.skipBlanks();
      std::optional<int64_t> off = c.integer();
      c.skipBlanks();
      if (!off || *off < 0 || *off > 0xFFFF || !c.consume(open == '<' ? ">" : ")"))
        return fail(c.pos, "bad alias offset");
      aliasOffset = *off;
      hasAlias = true;
    } else if (key == "alias_scope") {
      std::optional<int64_t> v = c.integer();
      if (!v || *v < 0 || *v > 255)
        return fail(c.pos, "bad alias_scope");
      aliasScope = *v;
    } else if (key == "attrs") {
      Expected<std::vector<Attribute>> a = parseAttrList(c);
      if (!a)
        return a.takeError();
      attrs = std::move(*a);
    } else {
      return fail(keyCol, "unknown .decl key '" + key + "'");
    }
  }
  if (numElts < 0)
    numElts = 1;
  if (vtype == "G") {
    if (r->variables.size() >= MaxDecls)
      return fail(nameCol, "too many variables");
    GeneralVar v;
    // v_name: the name the object stores, when the text names the variable
    // differently (the printer's way of keeping same-named variables apart).
    v.nameIndex = addString(vname.empty() ? name : StringRef(vname));
    std::optional<ElemType> t = parseTypeName(type);
    if (!t)
      return fail(nameCol, "unknown type '" + type + "'");
    unsigned align = 0;
    if (!alignName.empty()) {
      bool found = false;
      for (size_t i = 0; i < alignNames().size(); ++i)
        if (StringRef(alignName).equals_insensitive(alignNames()[i])) {
          align = i;
          found = true;
        }
      if (StringRef(alignName) == "2GRF") {
        align = 6;
        found = true;
      }
      if (!found)
        return fail(nameCol, "unknown alignment '" + alignName + "'");
    }
    v.bitProperties = uint8_t(unsigned(*t) | (align << 4));
    v.numElements = uint16_t(numElts);
    v.aliasOffset = uint16_t(aliasOffset);
    v.aliasScope = uint8_t(aliasScope);
    v.attributes = std::move(attrs);
    if (hasAlias) {
      // The aliased variable as this scope sees it; one declared later is
      // looked up when the routine ends.
      if (std::optional<uint32_t> target = lookupVar(aliasName)) {
        v.aliasIndex = *target;
      } else {
        pendingAliases.push_back({aliasName.str(), r->variables.size()});
        aliasLines.push_back(lineNo);
      }
    }
    if (Error e = declare(name, SymKind::Var,
                          uint32_t(r->variables.size() + NumPredefinedVars),
                          nameCol))
      return e;
    r->variables.push_back(std::move(v));
    return Error::success();
  }
  CountedVar cv;
  cv.numElements = uint16_t(numElts);
  cv.attributes = std::move(attrs);
  if (vtype == "A") {
    if (r->addresses.size() >= 0xFFFF)
      return fail(nameCol, "too many address variables");
    if (Error e = declare(name, SymKind::Addr, r->addresses.size(), nameCol))
      return e;
    cv.nameIndex = addString(vname.empty() ? canonicalDeclName('A', r->addresses.size())
                                           : vname.str());
    r->addresses.push_back(std::move(cv));
  } else if (vtype == "P") {
    if (r->predicates.size() >= 0xFFF)
      return fail(nameCol, "too many predicate variables");
    if (Error e = declare(name, SymKind::Pred, r->predicates.size() + 1, nameCol))
      return e;
    cv.nameIndex = addString(vname.empty() ? canonicalDeclName('P', r->predicates.size())
                                           : vname.str());
    r->predicates.push_back(std::move(cv));
  } else if (vtype == "S") {
    if (r->samplers.size() >= 0xFF)
      return fail(nameCol, "too many samplers");
    if (Error e = declare(name, SymKind::Sampler, r->samplers.size(), nameCol))
      return e;
    cv.nameIndex = addString(vname.empty() ? name : StringRef(vname));
    r->samplers.push_back(std::move(cv));
  } else if (vtype == "T") {
    if (r->surfaces.size() >= 0xFF - NumPredefinedSurfaces)
      return fail(nameCol, "too many surfaces");
    if (Error e = declare(name, SymKind::Surface,
                          r->surfaces.size() + NumPredefinedSurfaces, nameCol))
      return e;
    cv.nameIndex = addString(vname.empty() ? name : StringRef(vname));
    r->surfaces.push_back(std::move(cv));
  } else if (vtype == "VME") {
    if (r->vmes.size() >= 0xFF)
      return fail(nameCol, "too many VME variables");
    cv.nameIndex = addString(vname.empty() ? name : StringRef(vname));
    r->vmes.push_back(std::move(cv));
  } else {
    return fail(nameCol, "unknown v_type '" + vtype + "'");
  }
  return Error::success();
}

Error Parser::parseInput(Cursor &c, StringRef directive) {
  InputInfo in;
  if (directive == "input" || directive == "parameter") {
    in.kind = 0;
  } else {
    StringRef k = directive.drop_front(strlen("implicit_"));
    bool found = false;
    for (size_t i = 0; i < implicitInputNames().size(); ++i)
      if (k == implicitInputNames()[i]) {
        in.kind = uint8_t(i << 3);
        found = true;
      }
    if (k == "PSEUDO_INPUT") {
      in.kind = 0x10 << 3;
      found = true;
    }
    unsigned n;
    if (k.consume_front("UNDEFINED_") && !k.getAsInteger(10, n) && n < 32) {
      in.kind = uint8_t(n << 3);
      found = true;
    }
    if (!found)
      return fail(1, "unknown input directive '." + directive + "'");
  }
  c.skipBlanks();
  size_t col = c.pos;
  StringRef name = c.ident();
  if (std::optional<uint32_t> id = lookupVar(name)) {
    in.id = *id;
  } else if (std::optional<uint32_t> s = lookup(name, SymKind::Sampler)) {
    in.kind |= 1;
    in.id = *s;
  } else if (std::optional<uint32_t> t = lookup(name, SymKind::Surface)) {
    in.kind |= 2;
    in.id = *t;
  } else {
    return fail(col, "undeclared input variable '" + name + "'");
  }
  for (unsigned guard = 0; guard < 8; ++guard) {
    c.skipBlanks();
    if (c.atEnd() || c.rest().starts_with("//"))
      break;
    size_t keyCol = c.pos;
    StringRef key = c.ident();
    if (!c.consume("="))
      return fail(keyCol, "expected offset= or size=");
    std::optional<int64_t> v = c.integer();
    if (!v)
      return fail(c.pos, "expected a number");
    if (key == "offset") {
      if (*v < -32768 || *v > 65535)
        return fail(keyCol, "offset out of range");
      in.offset = int16_t(*v);
    } else if (key == "size") {
      if (*v < 0 || *v > 0xFFFF)
        return fail(keyCol, "size out of range");
      in.size = uint16_t(*v);
    } else {
      return fail(keyCol, "unknown key '" + key + "'");
    }
  }
  r->inputs.push_back(in);
  return Error::success();
}

/// Finds or creates the label printed as `printed`. Subroutine labels are
/// printed with a `_<index>` suffix naming their slot in the table, which
/// the pre-scan reserved; other labels take the first free slot.
uint32_t Parser::labelIndex(StringRef printed, uint8_t kind, bool definition,
                            int64_t wantedSlot) {
  (void)definition;
  auto it = labelsByName.find(printed);
  if (it != labelsByName.end()) {
    LabelInfo &l = r->labels[it->second];
    if (kind > l.kind && labelSlots[it->second] != 3)
      l.kind = kind;
    return it->second;
  }
  StringRef name = printed;
  size_t slot;
  auto sub = subroutineSlots.find(printed);
  if (sub != subroutineSlots.end()) {
    slot = sub->second;
    name = printed.drop_back(1 + std::to_string(slot).size());
    kind = std::max<uint8_t>(kind, 1);
  } else if (wantedSlot >= 0 && (size_t(wantedSlot) >= labelSlots.size() ||
                                 labelSlots[wantedSlot] == 0)) {
    slot = size_t(wantedSlot);
  } else {
    slot = 0;
    while (slot < labelSlots.size() && labelSlots[slot] != 0)
      ++slot;
  }
  if (slot >= labelSlots.size()) {
    labelSlots.resize(slot + 1, 0);
    r->labels.resize(slot + 1);
  }
  labelSlots[slot] = 2;
  LabelInfo &l = r->labels[slot];
  l.nameIndex = addString(name);
  l.kind = kind;
  labelsByName[printed] = uint32_t(slot);
  return uint32_t(slot);
}

void Parser::prescanFunctions(ArrayRef<StringRef> lines, size_t from) {
  for (size_t i = from; i < lines.size(); ++i) {
    StringRef line = lines[i].trim();
    if (line.starts_with(".kernel ") || line.starts_with(".kernel\t") ||
        line.starts_with(".kernel\"") || line.starts_with(".global_function"))
      break;
    if (!line.consume_front(".function"))
      continue;
    Cursor c{line};
    c.skipBlanks();
    std::optional<std::string> q = c.quoted();
    if (!q)
      continue;
    auto [base, suffix] = StringRef(*q).rsplit('_');
    unsigned n;
    if (suffix.empty() || suffix.getAsInteger(10, n) || n > 0xFFFF ||
        !StringRef(*q).contains('_'))
      continue;
    if (n >= labelSlots.size()) {
      labelSlots.resize(n + 1, 0);
      r->labels.resize(n + 1);
    }
    if (labelSlots[n] == 0) {
      labelSlots[n] = 1;
      subroutineSlots[*q] = n;
    }
  }
}

//===----------------------------------------------------------------------===//
// Operands.
//===----------------------------------------------------------------------===//

std::optional<Failure> Parser::parseRegion(Cursor &c, uint16_t &region, bool isDst) {
  size_t col = c.pos;
  if (!c.consume("<")) {
    // Region omitted (hand-written text): <1> for a destination, <0;1,0>
    // for a source.
    region = isDst ? uint16_t(2 << 8) : uint16_t(1 | (2 << 4) | (1 << 8));
    return std::nullopt;
  }
  int64_t vals[3];
  unsigned n = 0;
  char seps[2] = {0, 0};
  for (; n < 3; ++n) {
    c.skipBlanks();
    std::optional<int64_t> v = c.integer();
    if (!v)
      return Failure{c.pos, "expected a region value"};
    vals[n] = *v;
    c.skipBlanks();
    if (c.consume(">"))
      break;
    if (n < 2 && (c.peek() == ';' || c.peek() == ',')) {
      seps[n] = c.peek();
      ++c.pos;
      continue;
    }
    return Failure{c.pos, "expected ';', ',' or '>' in region"};
  }
  if (n >= 3)
    return Failure{c.pos, "region has too many values"};
  auto code = [&](int64_t v) -> std::optional<unsigned> {
    if (v < 0 || v > 32)
      return std::nullopt;
    return codeOfRegionValue(unsigned(v));
  };
  std::optional<unsigned> cv, cw, ch;
  if (n == 0) {
    ch = code(vals[0]);
    cv = 0;
    cw = 0;
  } else if (n == 1) {
    cv = 0;
    cw = code(vals[0]);
    ch = code(vals[1]);
  } else {
    if (seps[0] != ';')
      return Failure{col, "expected <vstride;width,hstride>"};
    cv = code(vals[0]);
    cw = code(vals[1]);
    ch = code(vals[2]);
  }
  if (!cv || !cw || !ch)
    return Failure{col, "bad region value (must be 0, 1, 2, 4, 8, 16 or 32)"};
  region = uint16_t(*cv | (*cw << 4) | (*ch << 8));
  return std::nullopt;
}

static uint64_t floatBits(double d, ElemType t) {
  if (t == ElemType::DF) {
    uint64_t b;
    memcpy(&b, &d, 8);
    return b;
  }
  float f = float(d);
  uint32_t b;
  memcpy(&b, &f, 4);
  if (t == ElemType::HF) {
    // Round-to-nearest conversion of the float's bits to half.
    uint32_t sign = (b >> 16) & 0x8000;
    int exp = int((b >> 23) & 0xFF) - 127 + 15;
    uint32_t mant = b & 0x7FFFFF;
    if (((b >> 23) & 0xFF) == 0xFF)
      return sign | 0x7C00 | (mant ? 0x200 : 0);
    if (exp >= 31)
      return sign | 0x7C00;
    if (exp <= 0)
      return sign;
    uint32_t h = sign | (uint32_t(exp) << 10) | (mant >> 13);
    if ((mant & 0x1FFF) > 0x1000 || ((mant & 0x1FFF) == 0x1000 && (h & 1)))
      ++h;
    return h;
  }
  return b;
}

std::optional<Failure> Parser::parseImmediate(Cursor &c, ObjVecOperand &v) {
  size_t col = c.pos;
  size_t colon = c.rest().find(':');
  if (colon == StringRef::npos)
    return Failure{col, "expected an immediate 'value:type'"};
  StringRef lit = c.rest().take_front(colon).trim();
  Cursor tc{c.rest().drop_front(colon + 1)};
  StringRef tname = tc.ident();
  std::optional<ElemType> t = parseTypeName(tname);
  if (!t)
    return Failure{col + colon + 1, "unknown immediate type '" + tname.str() + "'"};
  bool isFloat = *t == ElemType::F || *t == ElemType::DF || *t == ElemType::HF;
  bool wide = *t == ElemType::DF || *t == ElemType::Q || *t == ElemType::UQ;
  uint64_t bits;
  Cursor lc{lit};
  std::optional<int64_t> iv = lc.integer();
  if (iv && lc.atEnd()) {
    bool hex = lit.contains("0x") || lit.contains("0X");
    if (isFloat && !hex)
      bits = floatBits(double(*iv), *t);
    else
      bits = uint64_t(*iv);
  } else if (isFloat) {
    // A decimal floating-point literal.
    std::string s = lit.str();
    char *end = nullptr;
    double d = strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size())
      return Failure{col, "bad immediate '" + s + "'"};
    bits = floatBits(d, *t);
  } else {
    return Failure{col, "bad immediate '" + lit.str() + "'"};
  }
  if (!wide)
    bits &= 0xFFFFFFFFu;
  v.setClass(OperandClass::Immediate);
  v.typeByte = uint8_t(*t);
  v.imm = bits;
  c.pos += colon + 1 + tc.pos;
  return std::nullopt;
}

std::optional<Failure> Parser::parseVec(const FieldDesc &f, Cursor &c, ObjVecOperand &v,
                                        bool addressOf) {
  size_t col = c.pos;
  unsigned mod = 0;
  // Modifier values (VISA_Modifier): 1 abs, 2 neg, 3 neg-abs, 5 not.
  if (c.consume("(-abs)"))
    mod = 3;
  else if (c.consume("(abs)"))
    mod = 1;
  else if (c.consume("(-)"))
    mod = 2;
  else if (c.consume("(~)"))
    mod = 5;
  else if (c.peek() == '-' && isIdentStart(c.peek(1)))
    mod = 2, ++c.pos;
  v = ObjVecOperand();
  v.tag = uint8_t(mod << 3);

  char ch = c.peek();
  if (ch == '&' && addressOf) {
    // addr_add's source: a general variable or surface at a byte offset.
    ++c.pos;
    StringRef name = c.ident();
    int64_t off = 0;
    if (c.consume("[")) {
      std::optional<int64_t> o = c.integer();
      if (!o || *o < 0 || *o > 0xFFFF || !c.consume("]"))
        return Failure{c.pos, "bad address-of offset"};
      off = *o;
    } else if (c.peek() == '+' || c.peek() == '-') {
      // The appendix's `&V21+16`.
      std::optional<int64_t> o = c.integer();
      if (!o || *o < 0 || *o > 0xFFFF)
        return Failure{c.pos, "bad address-of offset"};
      off = *o;
    }
    std::optional<uint32_t> stateId;
    uint8_t stateClass = 0;
    if (std::optional<uint32_t> t = lookup(name, SymKind::Surface))
      stateId = *t;
    else if (std::optional<uint32_t> sm = lookup(name, SymKind::Sampler))
      stateId = *sm, stateClass = 1;
    for (unsigned i = 0; i < NumPredefinedSurfaces && !stateId; ++i)
      if (name == predefinedSurfaceNames()[i])
        stateId = i;
    if (stateId) {
      if (off % 4 || off / 4 > 255)
        return Failure{col, "bad surface offset"};
      v.setClass(OperandClass::State);
      v.id = *stateId;
      v.stateClass = stateClass;
      v.offset = uint8_t(off / 4);
      return std::nullopt;
    }
    std::optional<uint32_t> id = lookupVar(name);
    if (!id)
      return Failure{col, "undeclared variable '" + name.str() + "'"};
    unsigned size = elemTypeSize(varType(*id));
    if (off / GRFBytes > 255 || (off % GRFBytes) % size)
      return Failure{col, "address-of offset not a multiple of the element size"};
    v.setClass(OperandClass::General);
    v.id = *id;
    v.rowOffset = uint8_t(off / GRFBytes);
    v.colOffset = uint8_t((off % GRFBytes) / size);
    return std::nullopt;
  }
  if (ch == '&') {
    ++c.pos;
    StringRef name = c.ident();
    std::optional<uint32_t> id = lookupVar(name);
    if (!id)
      return Failure{col, "undeclared variable '" + name.str() + "'"};
    v.tag = (v.tag & ~7) | 4;
    v.id = *id;
    v.indirectOffset = 0;
    if (c.consume("[")) {
      std::optional<int64_t> off = c.integer();
      if (!off || *off < -32768 || *off > 32767 || !c.consume("]"))
        return Failure{c.pos, "bad address-of offset"};
      v.indirectOffset = int16_t(*off);
    }
    return std::nullopt;
  }
  if (ch == 'r' && c.peek(1) == '[') {
    c.pos += 2;
    c.skipBlanks();
    StringRef a = c.ident();
    std::optional<uint32_t> addr = lookup(a, SymKind::Addr);
    if (!addr)
      return Failure{col, "undeclared address variable '" + a.str() + "'"};
    v.setClass(OperandClass::Indirect);
    v.id = *addr;
    if (c.consume("(")) {
      std::optional<int64_t> off = c.integer();
      if (!off || *off < 0 || *off > 255 || !c.consume(")"))
        return Failure{c.pos, "bad address offset"};
      v.offset = uint8_t(*off);
    }
    c.skipBlanks();
    if (c.consume(",")) {
      c.skipBlanks();
      std::optional<int64_t> io = c.integer();
      if (!io || *io < -32768 || *io > 32767)
        return Failure{c.pos, "bad indirect offset"};
      v.indirectOffset = int16_t(*io);
    }
    c.skipBlanks();
    if (!c.consume("]"))
      return Failure{c.pos, "expected ']'"};
    if (auto fl = parseRegion(c, v.region, f.isDst))
      return fl;
    if (!c.consume(":"))
      return Failure{c.pos, "expected ':type' after an indirect operand"};
    StringRef tn = c.ident();
    std::optional<ElemType> t = parseTypeName(tn);
    if (!t)
      return Failure{c.pos, "unknown type '" + tn.str() + "'"};
    v.typeByte = uint8_t(*t);
    return std::nullopt;
  }
  if (isDigit(ch) || ch == '-' || ch == '+' || ch == '.')
    return parseImmediate(c, v);

  StringRef name = c.ident();
  if (name.empty())
    return Failure{col, "expected an operand"};
  auto sym = symbols.find(name);
  SymKind kind = sym == symbols.end() ? SymKind::Var : sym->second.kind;
  if (kind == SymKind::Addr) {
    v.setClass(OperandClass::Address);
    v.id = sym->second.id;
    if (c.consume("(")) {
      std::optional<int64_t> off = c.integer();
      if (!off || *off < 0 || *off > 255 || !c.consume(")"))
        return Failure{c.pos, "bad address offset"};
      v.offset = uint8_t(*off);
    }
    if (c.consume("<")) {
      std::optional<int64_t> w = c.integer();
      std::optional<unsigned> code = w && *w > 0 ? codeOfExecSize(unsigned(*w)) : std::nullopt;
      if (!code || !c.consume(">"))
        return Failure{c.pos, "bad address width"};
      v.width = uint8_t(*code);
    }
    return std::nullopt;
  }
  if (kind == SymKind::Pred) {
    v.setClass(OperandClass::Predicate);
    v.predValue = uint16_t(sym->second.id);
    if (c.consume(".any"))
      v.predValue |= 1 << 13;
    else if (c.consume(".all"))
      v.predValue |= 2 << 13;
    return std::nullopt;
  }
  std::optional<uint32_t> stateId;
  uint8_t stateClass = 0;
  if (kind == SymKind::Surface) {
    stateId = sym->second.id;
  } else if (kind == SymKind::Sampler) {
    stateId = sym->second.id;
    stateClass = 1;
  } else if (sym == symbols.end()) {
    for (unsigned i = 0; i < NumPredefinedSurfaces; ++i)
      if (name == predefinedSurfaceNames()[i])
        stateId = i;
    unsigned n;
    if (!stateId && name.size() > 1 && name[0] == 'T' &&
        !name.drop_front().getAsInteger(10, n) && n < NumPredefinedSurfaces)
      stateId = n;
  }
  if (stateId) {
    v.setClass(OperandClass::State);
    v.id = *stateId;
    v.stateClass = stateClass;
    if (c.consume("(")) {
      std::optional<int64_t> off = c.integer();
      if (!off || *off < 0 || *off > 255 || !c.consume(")"))
        return Failure{c.pos, "bad state operand offset"};
      v.offset = uint8_t(*off);
    }
    return std::nullopt;
  }
  std::optional<uint32_t> id = lookupVar(name);
  if (!id)
    return Failure{col, "undeclared variable '" + name.str() + "'"};
  v.setClass(OperandClass::General);
  v.id = *id;
  if (c.consume("(")) {
    c.skipBlanks();
    std::optional<int64_t> row = c.integer();
    c.skipBlanks();
    if (!row || *row < 0 || *row > 255 || !c.consume(","))
      return Failure{c.pos, "bad row offset"};
    c.skipBlanks();
    std::optional<int64_t> colOff = c.integer();
    c.skipBlanks();
    if (!colOff || *colOff < 0 || *colOff > 255 || !c.consume(")"))
      return Failure{c.pos, "bad column offset"};
    v.rowOffset = uint8_t(*row);
    v.colOffset = uint8_t(*colOff);
  }
  return parseRegion(c, v.region, f.isDst);
}

std::optional<Failure> Parser::parseIntField(const FieldDesc &f, const FormatItem &item,
                                             Cursor &c, uint32_t &value,
                                             bool &present) {
  size_t col = c.pos;
  present = true;
  if (item.conv) {
    auto res = parseConverted(*item.conv, item, c.rest());
    if (!res)
      return Failure{col, "expected " + std::string(item.conv->name) + " for " +
                              item.fieldName};
    value = res->first;
    c.pos += res->second;
    return std::nullopt;
  }
  switch (f.role) {
  case FieldRole::ExecSize: {
    if (!c.consume("("))
      return Failure{col, "expected '(' execution size"};
    c.skipBlanks();
    unsigned emask = 0;
    if (isAlpha(c.peek())) {
      StringRef m = c.ident();
      std::optional<unsigned> em = parseEmask(m);
      if (!em)
        return Failure{col, "unknown execution mask '" + m.str() + "'"};
      emask = *em;
      c.skipBlanks();
      if (!c.consume(","))
        return Failure{c.pos, "expected ','"};
      c.skipBlanks();
    }
    std::optional<int64_t> size = c.integer();
    std::optional<unsigned> code =
        size && *size > 0 && *size <= 32 ? codeOfExecSize(unsigned(*size)) : std::nullopt;
    c.skipBlanks();
    if (!code || !c.consume(")"))
      return Failure{col, "bad execution size"};
    value = (emask << 4) | *code;
    return std::nullopt;
  }
  case FieldRole::Pred: {
    value = 0;
    if (!(c.peek() == '(' && (c.peek(1) == '!' || c.peek(1) == 'P' ||
                              isIdentStart(c.peek(1))) &&
          !c.rest().starts_with("(M") && !c.rest().starts_with("(-") &&
          !c.rest().starts_with("(abs") && !c.rest().starts_with("(~"))) {
      present = false;
      return std::nullopt;
    }
    Cursor save = c;
    ++c.pos;
    if (c.consume("!"))
      value |= 0x8000;
    StringRef p = c.ident();
    std::optional<uint32_t> pred = lookup(p, SymKind::Pred);
    if (!pred) {
      c = save;
      present = false;
      value = 0;
      return std::nullopt;
    }
    value |= *pred & 0xFFF;
    if (c.consume(".any"))
      value |= 1 << 13;
    else if (c.consume(".all"))
      value |= 2 << 13;
    if (!c.consume(")"))
      return Failure{c.pos, "expected ')' after predicate"};
    return std::nullopt;
  }
  case FieldRole::Label: {
    StringRef name = c.labelName();
    if (name.empty())
      return Failure{col, "expected a label"};
    value = labelIndex(name, 0, false);
    return std::nullopt;
  }
  case FieldRole::Surface: {
    StringRef name = c.ident();
    if (std::optional<uint32_t> t = lookup(name, SymKind::Surface)) {
      value = *t;
      return std::nullopt;
    }
    for (unsigned i = 0; i < NumPredefinedSurfaces; ++i)
      if (name == predefinedSurfaceNames()[i]) {
        value = i;
        return std::nullopt;
      }
    unsigned n;
    if (name.size() > 1 && name[0] == 'T' && !name.drop_front().getAsInteger(10, n) &&
        n < 256) {
      value = n;
      return std::nullopt;
    }
    return Failure{col, "undeclared surface '" + name.str() + "'"};
  }
  case FieldRole::Sampler: {
    StringRef name = c.ident();
    if (std::optional<uint32_t> sm = lookup(name, SymKind::Sampler)) {
      value = *sm;
      return std::nullopt;
    }
    unsigned n;
    if (name.size() > 1 && name[0] == 'S' && !name.drop_front().getAsInteger(10, n) &&
        n < 256) {
      value = n;
      return std::nullopt;
    }
    return Failure{col, "undeclared sampler '" + name.str() + "'"};
  }
  case FieldRole::Vme: {
    StringRef name = c.ident();
    unsigned n;
    if (name.consume_front("VME") && !name.getAsInteger(10, n)) {
      value = n;
      return std::nullopt;
    }
    return Failure{col, "expected a VME variable"};
  }
  case FieldRole::String: {
    if (std::optional<std::string> s = c.quoted()) {
      value = addString(*s);
      return std::nullopt;
    }
    StringRef id = c.ident();
    if (id.empty())
      return Failure{col, "expected a string"};
    value = addString(id);
    return std::nullopt;
  }
  case FieldRole::Function:
  case FieldRole::None: {
    std::optional<int64_t> v = c.integer();
    uint64_t limit = f.bytes >= 4 ? 0xFFFFFFFFull : (1ull << (8 * f.bytes)) - 1;
    // A number with a type (`0x0:ud`) is an immediate operand, not this.
    if (!v || c.peek() == ':') {
      c.pos = col;
      return Failure{col, std::string("expected a number for ") + f.name};
    }
    if (*v < 0)
      *v &= int64_t(limit);
    if (uint64_t(*v) > limit)
      return Failure{col, std::string("value out of range for ") + f.name};
    value = uint32_t(*v);
    return std::nullopt;
  }
  }
  return Failure{col, "unsupported field"};
}

std::optional<Failure> Parser::parseField(const FormatItem &item, Cursor &c,
                                          SmallVectorImpl<Operand> &out,
                                          bool &present) {
  const FieldDesc &f = *item.field;
  const FieldDesc &elem = f.kind == FieldKind::List ? fieldTable()[f.first] : f;
  auto parseOne = [&](Operand &op, bool &got) -> std::optional<Failure> {
    op.field = uint16_t(&elem - fieldTable().data());
    got = true;
    switch (elem.kind) {
    case FieldKind::Int:
      return parseIntField(elem, item, c, op.intValue, got);
    case FieldKind::Vec:
      return parseVec(elem, c, op.vec,
                      item.conv && item.conv->kind == Converter::AddressOf);
    case FieldKind::Raw: {
      size_t col = c.pos;
      StringRef name = c.ident();
      std::optional<uint32_t> id = lookupVar(name);
      if (!id)
        return Failure{col, name.empty() ? std::string("expected a raw operand")
                                         : "undeclared variable '" + name.str() + "'"};
      op.raw.id = *id;
      op.raw.offset = 0;
      if (c.consume(".")) {
        std::optional<int64_t> off = c.integer();
        if (!off || *off < 0 || *off > 0xFFFF)
          return Failure{c.pos, "bad raw operand offset"};
        op.raw.offset = uint16_t(*off);
      }
      return std::nullopt;
    }
    default:
      return Failure{c.pos, "unsupported field kind"};
    }
  };
  if (f.kind != FieldKind::List) {
    Operand op;
    bool got = true;
    if (auto fl = parseOne(op, got))
      return fl;
    present = got;
    if (got)
      out.push_back(op);
    return std::nullopt;
  }
  // A list: elements separated by blanks, until the line ends or an element
  // does not parse.
  present = true;
  for (unsigned guard = 0; guard < 4096; ++guard) {
    Cursor save = c;
    c.skipBlanks();
    if (c.atEnd() || c.rest().starts_with("//") || c.peek() == ')') {
      c = save;
      break;
    }
    Operand op;
    bool got = true;
    if (parseOne(op, got) || !got) {
      c = save;
      break;
    }
    out.push_back(op);
  }
  return std::nullopt;
}

std::optional<Failure> Parser::match(const InstrDesc &desc, const Format &fmt,
                                     Cursor &c, Collected &out) {
  SmallVector<Operand, 4> parsed;
  for (const FormatItem &item : fmt.items) {
    switch (item.kind) {
    case FormatItem::Blank:
      c.skipBlanks();
      break;
    case FormatItem::Literal:
      for (char ch : item.text) {
        if (ch == ',' || ch == ')' || ch == '(')
          c.skipBlanks();
        if (c.peek() != ch)
          return Failure{c.pos, "expected '" + item.text + "' in " + desc.mnemonic};
        ++c.pos;
      }
      break;
    case FormatItem::Sat:
      if (c.consume(".sat"))
        out.sat = true;
      break;
    case FormatItem::Field: {
      // A field of a Switch case is there only if the keys parsed so far
      // select that case.
      bool selected = true;
      for (const CaseCondition &cond : item.conditions) {
        const Collected::Entry *key =
            out.first(fieldTable()[cond.sw->ref].name);
        if (selectCase(*cond.sw, key ? key->op.intValue : 0) != cond.cs) {
          selected = false;
          break;
        }
      }
      if (!selected)
        break;
      bool present = true;
      parsed.clear();
      size_t start = c.pos;
      if (auto fl = parseField(item, c, parsed, present)) {
        if (item.optional) {
          c.pos = start;
          break;
        }
        return fl;
      }
      bool isConvInt = item.field->kind == FieldKind::Int && item.conv;
      if (isConvInt && !parsed.empty()) {
        // Converters may each own some bits of a field: OR them together.
        for (Collected::Entry &e : out.entries)
          if (e.name == item.fieldName) {
            e.op.intValue |= parsed[0].intValue;
            isConvInt = false;
            break;
          }
        if (!isConvInt)
          break;
        out.entries.push_back({item.fieldName, parsed[0]});
        break;
      }
      for (const Operand &op : parsed)
        out.entries.push_back({item.fieldName, op});
      break;
    }
    }
  }
  c.skipBlanks();
  if (!c.atEnd() && !c.rest().starts_with("//"))
    return Failure{c.pos, "unexpected text after " + std::string(desc.mnemonic)};
  return std::nullopt;
}

std::optional<Failure>
Parser::buildFields(ArrayRef<FieldDesc> fields, size_t base, Collected &col,
                    Instruction &inst, IntValues &ints, unsigned depth) {
  if (depth > 8)
    return Failure{0, "instruction format nests too deeply"};
  for (const FieldDesc &f : fields) {
    uint16_t index = uint16_t(&f - fieldTable().data());
    switch (f.kind) {
    case FieldKind::Int: {
      Operand op;
      op.field = index;
      if (Collected::Entry *e = col.firstUnused(f.name)) {
        op.intValue = e->op.intValue;
        e->used = true;
      } else {
        // A List count the text did not spell: the number of elements.
        for (const FieldDesc &g : fields)
          if (g.kind == FieldKind::List && g.ref == index)
            op.intValue = uint32_t(col.count(g.name));
      }
      ints.push_back({&f, op.intValue});
      inst.operands.push_back(op);
      break;
    }
    case FieldKind::Vec:
    case FieldKind::Raw: {
      Collected::Entry *e = col.firstUnused(f.name);
      if (!e)
        return Failure{0, std::string("missing operand ") + f.name + " of " +
                              inst.desc->mnemonic};
      e->used = true;
      Operand op = e->op;
      op.field = index;
      inst.operands.push_back(op);
      break;
    }
    case FieldKind::List: {
      uint32_t count = lookupInt(ints, &fieldTable()[f.ref]);
      size_t have = col.count(f.name);
      if (have != count)
        return Failure{0, std::string("expected ") + std::to_string(count) +
                              " elements in " + f.name + ", found " +
                              std::to_string(have)};
      for (Collected::Entry &e : col.entries)
        if (e.name == f.name) {
          e.used = true;
          inst.operands.push_back(e.op);
        }
      break;
    }
    case FieldKind::Switch: {
      uint32_t key = lookupInt(ints, &fieldTable()[f.ref]);
      const CaseDesc *chosen = selectCase(f, key);
      if (!chosen)
        return Failure{0, std::string("no case of ") + inst.desc->mnemonic +
                              " for value " + std::to_string(key & f.mask)};
      if (auto fl = buildFields(fieldTable().slice(chosen->firstField, chosen->numFields),
                                base, col, inst, ints, depth + 1))
        return fl;
      break;
    }
    }
  }
  return std::nullopt;
}

std::optional<Failure> Parser::build(const InstrDesc &desc, Collected &col,
                                     Instruction &inst) {
  inst.desc = &desc;
  IntValues ints;
  if (auto fl = buildFields(desc.fields(), 0, col, inst, ints, 0))
    return fl;
  if (col.sat)
    for (Operand &op : inst.operands)
      if (op.desc().kind == FieldKind::Vec) {
        op.vec.tag = uint8_t((op.vec.tag & 7) | (4 << 3));
        break;
      }
  return std::nullopt;
}

Error Parser::parseInstruction(Cursor &c) {
  // The mnemonic word, after an optional predicate.
  Cursor probe = c;
  if (probe.peek() == '(') {
    size_t close = probe.rest().find(')');
    if (close != StringRef::npos)
      probe.pos += close + 1;
    probe.skipBlanks();
  }
  size_t wordCol = probe.pos;
  StringRef word = probe.ident();
  if (word.empty())
    return fail(wordCol, "expected an instruction");

  // Candidates: templates whose head begins the word, longest head first.
  SmallVector<const InstrDesc *, 8> candidates;
  findCandidates(word, candidates);
  std::optional<Failure> best;
  bool anyHead = false;
  Collected col;
  for (const InstrDesc *desc : candidates) {
    anyHead |= !getFormat(*desc).head.empty();
    Cursor attempt = c;
    col.clear();
    std::optional<Failure> fl = match(*desc, getFormat(*desc), attempt, col);
    if (!fl) {
      Instruction inst;
      fl = build(*desc, col, inst);
      if (!fl) {
        r->instructions.push_back(std::move(inst));
        return Error::success();
      }
      fl->column = c.pos;
    }
    if (!best || fl->column > best->column)
      best = fl;
  }
  // Only templates that start with a field were tried, and none got past
  // the word: no instruction is spelled that way.
  if (!best || (!anyHead && best->column <= wordCol))
    return fail(wordCol, "unknown instruction '" + word + "'");
  return fail(*best);
}

Error Parser::parseDirective(Cursor &c) {
  size_t col = c.pos;
  ++c.pos; // '.'
  StringRef d = c.ident();
  c.skipBlanks();
  if (d == "version") {
    std::optional<int64_t> major = c.integer();
    if (!major || !c.consume("."))
      return fail(c.pos, "expected major.minor");
    std::optional<int64_t> minor = c.integer();
    if (!minor || *major < 0 || *major > 255 || *minor < 0 || *minor > 255)
      return fail(c.pos, "bad version");
    obj.majorVersion = uint8_t(*major);
    obj.minorVersion = uint8_t(*minor);
    return Error::success();
  }
  if (d == "kernel" || d == "global_function") {
    std::string name;
    if (std::optional<std::string> q = c.quoted())
      name = *q;
    else
      name = c.ident().str();
    if (name.empty())
      return fail(c.pos, "expected a name");
    return startRoutine(d == "kernel", name, col);
  }
  if (!r)
    return fail(col, "'." + d + "' before .kernel");
  if (d == "header_name") {
    std::optional<std::string> q = c.quoted();
    if (!q)
      return fail(c.pos, "expected a string");
    entry->name = *q;
    return Error::success();
  }
  if (d == "linkage") {
    std::optional<int64_t> v = c.integer();
    if (!v || *v < 0 || *v > 255)
      return fail(c.pos, "bad linkage");
    entry->linkage = uint8_t(*v);
    return Error::success();
  }
  if (d == "funcdecl")
    return Error::success(); // functions are declared by their own sections
  if (d == "decl")
    return parseDecl(c);
  if (d == "decl_label") {
    std::optional<std::string> name = c.quoted();
    if (!name)
      return fail(c.pos, "expected a label name");
    int64_t index = -1, kind = 0;
    std::vector<Attribute> attrs;
    for (unsigned guard = 0; guard < 8; ++guard) {
      c.skipBlanks();
      if (c.atEnd())
        break;
      size_t keyCol = c.pos;
      StringRef key = c.ident();
      if (!c.consume("="))
        return fail(keyCol, "expected key=value");
      if (key == "attrs") {
        Expected<std::vector<Attribute>> a = parseAttrList(c);
        if (!a)
          return a.takeError();
        attrs = std::move(*a);
        continue;
      }
      std::optional<int64_t> v = c.integer();
      if (!v || *v < 0 || *v > 0xFFFF)
        return fail(c.pos, "bad value");
      (key == "index" ? index : kind) = *v;
    }
    std::string printed = sanitizeLabelName(*name);
    if (kind == 1)
      printed += "_" + std::to_string(index);
    uint32_t l = labelIndex(printed, uint8_t(kind), true, index);
    r->labels[l].kind = uint8_t(kind);
    labelSlots[l] = 3;
    r->labels[l].nameIndex = addString(*name);
    r->labels[l].attributes = std::move(attrs);
    return Error::success();
  }
  if (d == "input" || d == "parameter" || d.starts_with("implicit"))
    return parseInput(c, d);
  if (d == "kernel_attr")
    return parseKernelAttr(c);
  if (d == "function_sizes") {
    for (unsigned guard = 0; guard < 2; ++guard) {
      c.skipBlanks();
      StringRef key = c.ident();
      if (!c.consume("="))
        return fail(c.pos, "expected key=value");
      std::optional<int64_t> v = c.integer();
      if (!v || *v < 0 || *v > 255)
        return fail(c.pos, "bad size");
      (key == "input" ? r->inputSize : r->returnValueSize) = uint8_t(*v);
    }
    return Error::success();
  }
  if (d == "function") {
    // .function "name_N" [/// Original Name: "orig_N"]: a subroutine label
    // defined by the `name_N:` line that follows.
    std::optional<std::string> q = c.quoted();
    if (!q) {
      StringRef bare = c.labelName();
      if (bare.empty())
        return fail(c.pos, "expected a function name");
      q = bare.str();
    }
    uint32_t l = labelIndex(*q, 1, true);
    c.skipBlanks();
    if (c.consume("/// Original Name:")) {
      c.skipBlanks();
      if (std::optional<std::string> orig = c.quoted()) {
        StringRef o = *orig;
        std::string suffix = "_" + std::to_string(l);
        if (o.ends_with(suffix))
          o = o.drop_back(suffix.size());
        r->strings[r->labels[l].nameIndex] = o.str();
      }
    }
    Instruction inst;
    inst.desc = &getDesc(InstrId::SUBROUTINE);
    Operand op;
    op.field = inst.desc->firstField;
    op.intValue = l;
    inst.operands.push_back(op);
    r->instructions.push_back(std::move(inst));
    pendingFunctionLabel = *q;
    return Error::success();
  }
  return fail(col, "unknown directive '." + d + "'");
}


Expected<Object> Parser::run() {
  SmallVector<StringRef, 0> lines;
  text.split(lines, '\n');
  bool inBlockComment = false;
  std::string uncommented;
  for (size_t i = 0; i < lines.size(); ++i) {
    lineNo = unsigned(i + 1);
    StringRef raw = lines[i];
    // `/* ... */` comments (they may span lines) read as blanks, so that
    // columns stay those of the file.
    if (inBlockComment ||
        (raw.find('*') != StringRef::npos && raw.contains("/*"))) {
      uncommented.assign(raw.begin(), raw.end());
      size_t p = 0;
      while (p < uncommented.size()) {
        if (!inBlockComment) {
          size_t open = uncommented.find("/*", p);
          size_t lineComment = uncommented.find("//", p);
          if (open == std::string::npos ||
              (lineComment != std::string::npos && lineComment < open))
            break;
          inBlockComment = true;
          uncommented[open] = uncommented[open + 1] = ' ';
          p = open + 2;
          continue;
        }
        size_t close = uncommented.find("*/", p);
        size_t end = close == std::string::npos ? uncommented.size() : close + 2;
        for (size_t k = p; k < end; ++k)
          uncommented[k] = ' ';
        p = end;
        if (close != std::string::npos)
          inBlockComment = false;
      }
      raw = uncommented;
    }
    Cursor c{raw};
    c.skipBlanks();
    // `{` and `}` open and close a declaration scope.
    while (!c.atEnd() && (c.peek() == '{' || c.peek() == '}')) {
      if (!r)
        return fail(c.pos, "scope before .kernel");
      if (c.peek() == '{') {
        openScope();
      } else if (Error e = closeScope(c.pos)) {
        return std::move(e);
      }
      ++c.pos;
      c.skipBlanks();
    }
    if (c.atEnd() || c.rest().starts_with("//") || c.rest().starts_with("#"))
      continue;
    if (c.peek() == '.') {
      bool routineStart = c.rest().starts_with(".kernel ") ||
                          c.rest().starts_with(".kernel\t") ||
                          c.rest().starts_with(".global_function");
      if (routineStart && !scopeStarts.empty())
        return ReadError::atLine(scopeLines.back(), 1, "unclosed scope");
      size_t directiveCol = c.pos;
      if (Error e = parseDirective(c))
        return std::move(e);
      stampPositions(directiveCol);
      if (routineStart && r)
        prescanFunctions(ArrayRef<StringRef>(lines.data(), lines.size()), i + 1);
      continue;
    }
    if (!r)
      return fail(c.pos, "instruction before .kernel");
    // `name:` defines a label.
    {
      Cursor lc = c;
      StringRef name = lc.labelName();
      lc.skipBlanks();
      if (!name.empty() && lc.consume(":") && lc.peek() != ':') {
        lc.skipBlanks();
        if (lc.atEnd() || lc.rest().starts_with("//")) {
          if (!pendingFunctionLabel.empty() && name == pendingFunctionLabel) {
            pendingFunctionLabel.clear();
            continue;
          }
          uint32_t l = labelIndex(name, 0, true);
          Instruction inst;
          inst.desc = &getDesc(InstrId::LABEL);
          Operand op;
          op.field = inst.desc->firstField;
          op.intValue = l;
          inst.operands.push_back(op);
          r->instructions.push_back(std::move(inst));
          stampPositions(c.pos);
          continue;
        }
      }
    }
    if (r->instructions.size() >= (1u << 24))
      return fail(c.pos, "too many instructions");
    size_t instCol = c.pos;
    if (Error e = parseInstruction(c))
      return std::move(e);
    stampPositions(instCol);
  }
  if (!r && obj.kernels.empty() && obj.functions.empty())
    return ReadError::atLine(lineNo ? lineNo : 1, 1, "no .kernel in the input");
  if (!scopeStarts.empty())
    return ReadError::atLine(scopeLines.back(), 1, "unclosed scope");
  if (inBlockComment)
    return ReadError::atLine(lineNo, 1, "unterminated /* comment");
  if (r)
    if (Error e = finishRoutine())
      return std::move(e);
  return std::move(obj);
}

} // namespace

Expected<Object> parseVISAAsm(StringRef text) { return Parser(text).run(); }

} // namespace visa
