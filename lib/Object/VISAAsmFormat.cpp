//===- VISAAsmFormat.cpp - Templates and spellings of .visaasm ------------===//
//
// Compiles the `asmFormat` templates of the instruction table (the language
// is documented in include/visa/Object/InstrFormats.td) and holds the
// spelling tables the printer and the parser share.
//
//===----------------------------------------------------------------------===//

#include "VISAAsmFormat.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace llvm;

namespace visa {
namespace asmfmt {

ArrayRef<const char *> predefinedVarNames() {
  static const char *const names[] = {
      "%null",  "%thread_x", "%thread_y", "%group_id_x",       "%group_id_y",
      "%group_id_z", "%tsc", "%r0",       "%arg",              "%retval",
      "%sp",    "%fp",       "%hw_id",    "%sr0",              "%cr0",
      "%ce0",   "%dbg0",     "%color",    "%impl_arg_buf_ptr", "%local_id_buf_ptr",
      "%msg0"};
  return names;
}

ArrayRef<const char *> predefinedSurfaceNames() {
  static const char *const names[] = {"%slm", "T1", "T2", "TSS", "%bss", "%scratch"};
  return names;
}

//===----------------------------------------------------------------------===//
// Converters: the spellings of enumerated fields.
//===----------------------------------------------------------------------===//

namespace {
const char *const relopNames[] = {"eq", "ne", "gt", "ge", "lt", "le"};
const char *const chmaskNames[] = {"",    "R",   "G",   "RG",  "B",  "RB",
                                   "GB",  "RGB", "A",   "RA",  "GA", "RGA",
                                   "BA",  "RBA", "GBA", "RGBA"};
const char *const atomicNames[] = {
    "add", "sub", "inc",  "dec",     "min",     "max",  "xchg",  "cmpxchg",
    "and", "or",  "xor",  "minsint", "maxsint", nullptr, nullptr, nullptr,
    "fmax", "fmin", "fcmpwr", "fadd", "fsub"};
const char *const owordNames[] = {"1", "2", "4", "8", "16"};
const char *const blockNumNames[] = {"1", "2", "4", "8"};
const char *const blockSizeNames[] = {"1", "4", "8"};
const char *const eltSizeNames[] = {"1", "2", "4"};
const char *const minMaxNames[] = {"min", "max"};
const char *const mediaLdNames[] = {"nomod", "modified", "top", "bottom", "top_mod",
                                    "bottom_mod"};
const char *const mediaStNames[] = {"nomod", "reserved", "top", "bottom"};
const char *const barrierNames[] = {".wait", ".signal"};
const char *const simdModeNames[] = {"8", "16"};
const char *const unormOutputNames[] = {"16-full", "16-downsampled", "8-full",
                                        "8-downsampled"};
const char *const lifetimeNames[] = {"start", "end"};
const char *const sampler3dNames[] = {
    "sample_3d", "sample_b",  "sample_l",       "sample_c",    "sample_d",
    "sample_b_c", "sample_l_c", "load_3d",      "sample4",     "lod",
    "resinfo",   "sampleinfo", "sample+killpix", nullptr,      nullptr,
    nullptr,     "sample4_c", "sample4_po",     "sample4_po_c", nullptr,
    "sample_d_c", nullptr,    nullptr,          nullptr,       "sample_lz",
    "sample_c_lz", "load_lz", nullptr,          "load_2dms_w", "load_mcs"};

const Converter converters[] = {
    {"relop", Converter::Enum, 0x7, 0, relopNames},
    {"chmask", Converter::Enum, 0xF, 0, chmaskNames},
    {"atomic", Converter::Enum, 0x1F, 0, atomicNames},
    {"owords", Converter::Enum, 0x7, 0, owordNames},
    {"blocknum", Converter::Enum, 0x3, 0, blockNumNames},
    {"blocksize", Converter::Enum, 0x3, 0, blockSizeNames},
    {"eltsize", Converter::Enum, 0x3, 0, eltSizeNames},
    {"minmax", Converter::Enum, 0xFF, 0, minMaxNames},
    {"mediald", Converter::Enum, 0xFF, 0, mediaLdNames},
    {"mediast", Converter::Enum, 0xFF, 0, mediaStNames},
    {"barrier", Converter::Enum, 0xFF, 0, barrierNames},
    {"lifetime", Converter::Enum, 0x1, 0, lifetimeNames},
    {"sampler3d", Converter::Enum, 0xFF, 0, sampler3dNames},
    {"simdmode", Converter::Enum, 0x30, 4, simdModeNames},
    {"unormout", Converter::Enum, 0x30, 4, unormOutputNames},
    {"addrof", Converter::AddressOf, 0, 0, {}},
    {"hex", Converter::Hex, 0xFFFFFFFF, 0, {}},
    {"sgexec", Converter::ScatterExec, 0xFF, 0, {}},
    {"fence", Converter::Fence, 0xFF, 0, {}},
};
} // namespace

const Converter *lookupConverter(StringRef name) {
  for (const Converter &c : converters)
    if (name == c.name)
      return &c;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Template compilation.
//===----------------------------------------------------------------------===//

static const FieldDesc *findIn(ArrayRef<FieldDesc> fields, StringRef name,
                               std::vector<CaseCondition> *path,
                               unsigned depth) {
  if (depth > 8)
    return nullptr;
  for (const FieldDesc &f : fields) {
    if (f.kind != FieldKind::Switch && name == f.name)
      return &f;
    if (f.kind == FieldKind::List) {
      const FieldDesc &elem = fieldTable()[f.first];
      if (const FieldDesc *d =
              findIn(ArrayRef<FieldDesc>(elem), name, path, depth + 1))
        return d;
    } else if (f.kind == FieldKind::Switch) {
      for (unsigned c = 0; c < f.count; ++c) {
        const CaseDesc &cd = caseTable()[f.first + c];
        if (path)
          path->push_back({&f, &cd});
        if (const FieldDesc *d =
                findIn(fieldTable().slice(cd.firstField, cd.numFields), name,
                       path, depth + 1))
          return d;
        if (path)
          path->pop_back();
      }
    }
  }
  return nullptr;
}

const FieldDesc *findField(const InstrDesc &desc, StringRef name,
                           std::vector<CaseCondition> *path) {
  return findIn(desc.fields(), name, path, 0);
}

const CaseDesc *selectCase(const FieldDesc &sw, uint32_t key) {
  uint32_t value = key & sw.mask;
  const CaseDesc *fallback = nullptr;
  for (unsigned c = 0; c < sw.count; ++c) {
    const CaseDesc &cd = caseTable()[sw.first + c];
    if (cd.numValues == 0) {
      if (!fallback)
        fallback = &cd;
      continue;
    }
    for (unsigned v = 0; v < cd.numValues; ++v)
      if (uint32_t(caseValueTable()[cd.firstValue + v]) == value)
        return &cd;
  }
  return fallback;
}

/// Appends one item per field of `fields` to the generic template, the
/// fields of every Switch case under the condition of that case.
static void addGenericFields(ArrayRef<FieldDesc> fields,
                             std::vector<CaseCondition> &conditions,
                             Format &fmt, unsigned depth) {
  if (depth > 8)
    return;
  for (const FieldDesc &f : fields) {
    if (f.kind == FieldKind::Int && f.role == FieldRole::Pred)
      continue;
    if (f.kind == FieldKind::Switch) {
      for (unsigned c = 0; c < f.count; ++c) {
        const CaseDesc &cd = caseTable()[f.first + c];
        conditions.push_back({&f, &cd});
        addGenericFields(fieldTable().slice(cd.firstField, cd.numFields),
                         conditions, fmt, depth + 1);
        conditions.pop_back();
      }
      continue;
    }
    FormatItem blank;
    blank.kind = FormatItem::Blank;
    fmt.items.push_back(blank);
    FormatItem item;
    item.kind = FormatItem::Field;
    item.fieldName = f.name;
    item.field = &f;
    item.conditions = conditions;
    fmt.items.push_back(std::move(item));
  }
}

/// The generic syntax of `desc`:
///     $Pred mnemonic$sat F1 F2 ...
/// with every field but Pred in binary order (Exec_size among them), and
/// the fields of each Switch case present when that case is selected.
static Format genericFormat(const InstrDesc &desc) {
  Format fmt;
  for (const FieldDesc &f : desc.fields())
    if (f.kind == FieldKind::Int && f.role == FieldRole::Pred) {
      FormatItem pred;
      pred.kind = FormatItem::Field;
      pred.fieldName = f.name;
      pred.field = &f;
      fmt.items.push_back(std::move(pred));
      FormatItem blank;
      blank.kind = FormatItem::Blank;
      fmt.items.push_back(blank);
      break;
    }
  FormatItem mnemonic;
  mnemonic.kind = FormatItem::Literal;
  mnemonic.text = desc.mnemonic;
  fmt.items.push_back(std::move(mnemonic));
  if (desc.saturate) {
    FormatItem sat;
    sat.kind = FormatItem::Sat;
    fmt.items.push_back(sat);
  }
  std::vector<CaseCondition> conditions;
  addGenericFields(desc.fields(), conditions, fmt, 0);
  return fmt;
}

static bool isNameChar(char c) { return isAlnum(c) || c == '_'; }

static Format compile(const InstrDesc &desc, StringRef text) {
  Format fmt;
  auto addLiteral = [&](char c) {
    if (fmt.items.empty() || fmt.items.back().kind != FormatItem::Literal)
      fmt.items.push_back({});
    fmt.items.back().text += c;
  };
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ') {
      if (fmt.items.empty() || fmt.items.back().kind != FormatItem::Blank) {
        FormatItem b;
        b.kind = FormatItem::Blank;
        fmt.items.push_back(b);
      }
      ++i;
      continue;
    }
    if (c != '$') {
      addLiteral(c);
      ++i;
      continue;
    }
    if (i + 1 < text.size() && text[i + 1] == '$') {
      addLiteral('$');
      i += 2;
      continue;
    }
    size_t start = ++i;
    while (i < text.size() && isNameChar(text[i]))
      ++i;
    StringRef name = text.slice(start, i);
    if (name.empty()) {
      fmt.error = "'$' without a field name";
      return fmt;
    }
    FormatItem item;
    if (name == "sat") {
      item.kind = FormatItem::Sat;
      fmt.items.push_back(item);
      continue;
    }
    item.kind = FormatItem::Field;
    item.fieldName = name.str();
    item.field = findField(desc, name, &item.conditions);
    if (!item.field) {
      fmt.error = ("no field '" + name + "'").str();
      return fmt;
    }
    if (i < text.size() && text[i] == ':') {
      size_t cs = ++i;
      while (i < text.size() && isNameChar(text[i]))
        ++i;
      StringRef conv = text.slice(cs, i);
      if (conv == "opt") {
        item.optional = true;
      } else if (conv == "flag") {
        // flag(B,text)
        size_t close = text.find(')', i);
        if (i >= text.size() || text[i] != '(' || close == StringRef::npos) {
          fmt.error = "malformed flag(B,text)";
          return fmt;
        }
        StringRef args = text.slice(i + 1, close);
        auto [bit, flagText] = args.split(',');
        if (bit.getAsInteger(10, item.flagBit) || item.flagBit > 31) {
          fmt.error = "bad flag bit";
          return fmt;
        }
        item.text = flagText.str();
        static const Converter flagConv = {"flag", Converter::Flag, 0, 0, {}};
        item.conv = &flagConv;
        i = close + 1;
      } else {
        item.conv = lookupConverter(conv);
        if (!item.conv) {
          fmt.error = ("unknown converter '" + conv + "'").str();
          return fmt;
        }
      }
    }
    fmt.items.push_back(item);
  }
  return fmt;
}

/// Sets the head of `fmt`: its first literal word, after a leading $Pred.
static void computeHead(Format &fmt) {
  for (const FormatItem &item : fmt.items) {
    if (item.kind == FormatItem::Blank)
      continue;
    if (item.kind == FormatItem::Field && item.field->kind == FieldKind::Int &&
        item.field->role == FieldRole::Pred)
      continue;
    if (item.kind == FormatItem::Literal) {
      StringRef t = item.text;
      size_t n = 0;
      while (n < t.size() && isNameChar(t[n]))
        ++n;
      fmt.head = t.take_front(n).str();
    }
    break;
  }
}

/// Every record's compiled template, built once (a function-local static:
/// thread-safe to build, lock-free to read).
static const std::vector<Format> &allFormats() {
  static const std::vector<Format> formats = [] {
    std::vector<Format> all;
    all.reserve(instrTable().size());
    for (const InstrDesc &desc : instrTable()) {
      StringRef text = desc.asmFormat ? StringRef(desc.asmFormat) : StringRef();
      all.push_back(text.empty() ? genericFormat(desc) : compile(desc, text));
      if (all.back().error.empty())
        computeHead(all.back());
    }
    return all;
  }();
  return formats;
}

const Format &getFormat(const InstrDesc &desc) {
  auto table = instrTable();
  size_t index = &desc - table.data();
  if (index >= table.size()) {
    static const Format bad = [] {
      Format f;
      f.error = "not an instruction of the table";
      return f;
    }();
    return bad;
  }
  return allFormats()[index];
}

/// Templates by head word, each list in table order, plus those without a
/// head.
namespace {
struct HeadIndex {
  StringMap<SmallVector<const InstrDesc *, 2>> byHead;
  SmallVector<const InstrDesc *, 8> headless;
  size_t longestHead = 0;
};
} // namespace

static const HeadIndex &headIndex() {
  static const HeadIndex index = [] {
    HeadIndex hi;
    for (const InstrDesc &desc : instrTable()) {
      const Format &fmt = getFormat(desc);
      if (!fmt.error.empty())
        continue;
      if (fmt.head.empty()) {
        hi.headless.push_back(&desc);
        continue;
      }
      hi.byHead[fmt.head].push_back(&desc);
      hi.longestHead = std::max(hi.longestHead, fmt.head.size());
    }
    return hi;
  }();
  return index;
}

void findCandidates(StringRef word,
                    SmallVectorImpl<const InstrDesc *> &candidates) {
  const HeadIndex &hi = headIndex();
  for (size_t len = std::min(word.size(), hi.longestHead); len > 0; --len) {
    auto it = hi.byHead.find(word.take_front(len));
    if (it != hi.byHead.end())
      candidates.append(it->second.begin(), it->second.end());
  }
  candidates.append(hi.headless.begin(), hi.headless.end());
}

//===----------------------------------------------------------------------===//
// Spellings.
//===----------------------------------------------------------------------===//

static const char *const emaskNames[] = {"M1",    "M2",    "M3",    "M4",
                                         "M5",    "M6",    "M7",    "M8",
                                         "M1_NM", "M2_NM", "M3_NM", "M4_NM",
                                         "M5_NM", "M6_NM", "M7_NM", "M8_NM"};

const char *emaskName(unsigned emask) {
  return emask < 16 ? emaskNames[emask] : "M?";
}

std::optional<unsigned> parseEmask(StringRef name) {
  for (unsigned i = 0; i < 16; ++i)
    if (name.equals_insensitive(emaskNames[i]))
      return i;
  // NoMask and the appendix's NM: M1 without the execution mask.
  if (name.equals_insensitive("NoMask") || name.equals_insensitive("NM"))
    return 8u;
  return std::nullopt;
}

unsigned execSizeOfCode(unsigned code) {
  static const unsigned sizes[] = {1, 2, 4, 8, 16, 32};
  return code < 6 ? sizes[code] : 0;
}

std::optional<unsigned> codeOfExecSize(unsigned size) {
  for (unsigned c = 0; c < 6; ++c)
    if (execSizeOfCode(c) == size)
      return c;
  return std::nullopt;
}

int regionValueOfCode(unsigned code) {
  static const int values[] = {-1, 0, 1, 2, 4, 8, 16, 32};
  return code < 8 ? values[code] : -2;
}

std::optional<unsigned> codeOfRegionValue(unsigned value) {
  for (unsigned c = 1; c < 8; ++c)
    if (regionValueOfCode(c) == int(value))
      return c;
  return std::nullopt;
}

std::optional<ElemType> parseTypeName(StringRef name) {
  for (unsigned t = 0; t < 16; ++t)
    if (name.equals_insensitive(elemTypeName(ElemType(t))))
      return ElemType(t);
  return std::nullopt;
}

const char *modifierPrefix(unsigned modifier) {
  // VISA_Modifier: 1 abs, 2 neg, 3 neg-abs, 4 sat (destinations only), 5 not.
  static const char *const names[] = {"", "(abs)", "(-)", "(-abs)", "", "(~)"};
  return modifier < 6 ? names[modifier] : "";
}

ArrayRef<const char *> alignNames() {
  static const char *const names[] = {"byte", "word",  "dword", "qword",   "oword",
                                      "GRF",  "GRFx2", "hword", "wordx32", "wordx64"};
  return names;
}

ArrayRef<const char *> implicitInputNames() {
  static const char *const names[] = {"EXPLICIT", "LOCAL_SIZE", "GROUP_COUNT",
                                      "LOCAL_ID"};
  return names;
}

std::string sanitizeLabelName(StringRef name) {
  std::string s = name.str();
  for (char &c : s)
    if (c == '.' || c == '$')
      c = '_';
  return s;
}

} // namespace asmfmt
} // namespace visa

namespace visa {
namespace asmfmt {

ElemType predefinedVarType(unsigned id) {
  switch (id) {
  case 1: case 2: case 17:
    return ElemType::UW;
  case 18: case 19:
    return ElemType::UQ;
  default:
    return ElemType::UD;
  }
}

const char *typeName(ElemType type) {
  static const char *const names[] = {"ud", "d",  "uw",   "w",  "ub", "b",
                                      "df", "f",  "v",    "vf", "bool", "uq",
                                      "uv", "q",  "hf",   "bf"};
  return names[unsigned(type) & 0xF];
}

std::string quoteString(StringRef str) {
  std::string s = "\"";
  for (unsigned char c : str) {
    switch (c) {
    case '\a': s += "\\a"; break;
    case '\b': s += "\\b"; break;
    case 0x1B: s += "\\e"; break;
    case '\f': s += "\\f"; break;
    case '\n': s += "\\n"; break;
    case '\r': s += "\\r"; break;
    case '\t': s += "\\t"; break;
    case '\v': s += "\\v"; break;
    case '\'': s += "\\'"; break;
    case '"': s += "\\\""; break;
    case '\\': s += "\\\\"; break;
    default:
      if (c >= 0x20 && c < 0x7F) {
        s += char(c);
      } else {
        s += "\\x";
        s += hexdigit(c >> 4, true);
        s += hexdigit(c & 0xF, true);
      }
    }
  }
  s += '"';
  return s;
}

std::string formatRegion(uint16_t region) {
  unsigned v = region & 0xF, w = (region >> 4) & 0xF, h = (region >> 8) & 0xF;
  auto val = [](unsigned code) { return std::to_string(regionValueOfCode(code)); };
  if (w == 0 && v == 0)
    return "<" + val(h) + ">";
  if (v == 0)
    return "<" + val(w) + "," + val(h) + ">";
  return "<" + val(v) + ";" + val(w) + "," + val(h) + ">";
}

std::string formatPredControl(uint16_t pred) {
  switch ((pred >> 13) & 3) {
  case 1: return ".any";
  case 2: return ".all";
  case 3: return ".ctrl3";
  default: return "";
  }
}

std::string formatPredicate(uint32_t pred) {
  if ((pred & 0xFFF) == 0 && (pred & 0xF000) == 0)
    return "";
  std::string s = "(";
  if (pred & 0x8000)
    s += "!";
  s += "P" + std::to_string(pred & 0xFFF) + formatPredControl(pred) + ")";
  return s;
}

std::string formatImmediate(uint64_t bits, ElemType type) {
  bool wide = type == ElemType::DF || type == ElemType::Q || type == ElemType::UQ;
  if (!wide)
    bits &= 0xFFFFFFFFu;
  return "0x" + utohexstr(bits, /*LowerCase=*/true) + ":" + typeName(type);
}

static const char *const scatterSizes[] = {"8", "16", "1"};

std::string formatConverted(const Converter &conv, const FormatItem &item,
                            uint32_t value) {
  switch (conv.kind) {
  case Converter::Enum: {
    uint32_t v = (value & conv.mask) >> conv.shift;
    if (v < conv.names.size() && conv.names[v])
      return conv.names[v];
    return "#" + std::to_string(v);
  }
  case Converter::Flag:
    return (value >> item.flagBit) & 1 ? item.text : "";
  case Converter::Hex:
    return "0x" + utohexstr(value, true);
  case Converter::ScatterExec: {
    std::string s = "(";
    s += emaskName((value >> 4) & 0xF);
    s += ", ";
    s += (value & 3) < 3 ? scatterSizes[value & 3] : "#3";
    return s + ")";
  }
  case Converter::AddressOf:
    return "";
  case Converter::Fence: {
    // IGC prints only `_sw` when bit 7 is set; the other bits follow so
    // that the text stays lossless (`_sw_local.E`).
    std::string s = (value & 0x80) ? "_sw" : "";
    if ((value & 0x80) && !(value & 0x7F))
      return s;
    value &= 0x7F;
    s += (value & 0x20) ? "_local" : "_global";
    if (value != 0) {
      s += ".";
      static const char *const letters[] = {"E", "I", "S", "C", "R", "", "L1"};
      for (unsigned b = 0; b < 7; ++b)
        if (b != 5 && (value >> b) & 1)
          s += letters[b];
    }
    return s;
  }
  }
  return "";
}

std::optional<std::pair<uint32_t, size_t>>
parseConverted(const Converter &conv, const FormatItem &item, StringRef text) {
  switch (conv.kind) {
  case Converter::Enum: {
    // Longest matching spelling wins ("RGBA" over "R", "cmpxchg" over ...).
    size_t bestLen = 0;
    std::optional<uint32_t> best;
    for (size_t v = 0; v < conv.names.size(); ++v) {
      if (!conv.names[v])
        continue;
      StringRef n = conv.names[v];
      if (!n.empty() && text.starts_with_insensitive(n) && n.size() > bestLen) {
        bestLen = n.size();
        best = uint32_t(v);
      }
    }
    if (best)
      return std::make_pair((*best << conv.shift) & conv.mask, bestLen);
    if (text.starts_with("#")) {
      size_t n = 1;
      while (n < text.size() && isDigit(text[n]))
        ++n;
      uint32_t v;
      if (n > 1 && !text.slice(1, n).getAsInteger(10, v))
        return std::make_pair((v << conv.shift) & conv.mask, n);
    }
    // The empty spelling (e.g. no channel) matches nothing.
    for (size_t v = 0; v < conv.names.size(); ++v)
      if (conv.names[v] && !*conv.names[v])
        return std::make_pair(uint32_t(v) << conv.shift, size_t(0));
    return std::nullopt;
  }
  case Converter::Flag:
    if (!item.text.empty() && text.starts_with(item.text))
      return std::make_pair(uint32_t(1) << item.flagBit, item.text.size());
    return std::make_pair(uint32_t(0), size_t(0));
  case Converter::Hex: {
    size_t n = 0;
    while (n < text.size() && (isAlnum(text[n])))
      ++n;
    unsigned long long v;
    if (n == 0 || getAsUnsignedInteger(text.take_front(n), 0, v) || v > 0xFFFFFFFFull)
      return std::nullopt;
    return std::make_pair(uint32_t(v), n);
  }
  case Converter::ScatterExec: {
    if (!text.starts_with("("))
      return std::nullopt;
    size_t close = text.find(')');
    if (close == StringRef::npos)
      return std::nullopt;
    auto [mask, size] = text.slice(1, close).split(',');
    std::optional<unsigned> em = parseEmask(mask.trim());
    if (!em)
      return std::nullopt;
    size = size.trim();
    for (unsigned c = 0; c < 3; ++c)
      if (size == scatterSizes[c])
        return std::make_pair((*em << 4) | c, close + 1);
    return std::nullopt;
  }
  case Converter::AddressOf:
    return std::nullopt;
  case Converter::Fence: {
    uint32_t v = 0;
    size_t n = 0;
    if (text.starts_with("_sw")) {
      v = 0x80;
      n = 3;
    }
    if (text.drop_front(n).starts_with("_local")) {
      v |= 0x20;
      n += 6;
    } else if (text.drop_front(n).starts_with("_global")) {
      n += 7;
    } else {
      return std::make_pair(v, n);
    }
    if (n < text.size() && text[n] == '.') {
      ++n;
      while (n < text.size()) {
        char c = text[n];
        if (c == 'E') v |= 1;
        else if (c == 'I') v |= 2;
        else if (c == 'S') v |= 4;
        else if (c == 'C') v |= 8;
        else if (c == 'R') v |= 16;
        else if (c == 'L' && n + 1 < text.size() && text[n + 1] == '1') {
          v |= 64;
          ++n;
        } else
          break;
        ++n;
      }
    }
    return std::make_pair(v, n);
  }
  }
  return std::nullopt;
}

static const char *const intAttributes[] = {
    "Target", "SLMSize", "SpillMemOffset", "ArgSize", "RetValSize",
    "PerThreadInputSize", "SimdSize", "Scope", "SurfaceUsage",
    "CrossThreadInputSize", "NBarrierCnt", "Extern", "NoBarrier", "Callable",
    "Caller", "Composable", "Entry", "Input", "Output", "PayloadLiveOut",
    "Input_Output", "NoWidening", "DoNotSpill", "SepSpillPvtSS",
    "LTO_InvokeOptTarget"};

bool isIntAttribute(StringRef name) {
  for (const char *n : intAttributes)
    if (name == n)
      return true;
  return false;
}

unsigned defaultAttributeSize(StringRef name) {
  // IGC writes these in one byte (ArgSize/RetValSize: a function's argument
  // and return value sizes in GRFs, as in every stack-call .isa it dumps).
  if (name == "Target" || name == "SimdSize" || name == "SurfaceUsage" ||
      name == "Scope" || name == "NBarrierCnt" || name == "ArgSize" ||
      name == "RetValSize")
    return 1;
  return 4;
}

std::string formatAttribute(StringRef name, ArrayRef<uint8_t> value) {
  std::string s = name.str();
  if (value.empty())
    return s;
  if (isIntAttribute(name) && value.size() <= 4) {
    uint32_t v = 0;
    for (size_t i = 0; i < value.size(); ++i)
      v |= uint32_t(value[i]) << (8 * i);
    // Sign-extend from the stored width, as IGC reads it.
    int32_t sv = int32_t(v << (32 - 8 * value.size())) >> (32 - 8 * value.size());
    s += "=";
    if (name == "Target" && (sv == 0 || sv == 1))
      s += sv == 0 ? "\"cm\"" : "\"3d\"";
    else
      s += std::to_string(sv);
    if (value.size() != defaultAttributeSize(name))
      s += ":" + std::to_string(value.size());
    return s;
  }
  s += "=" + quoteString(StringRef(reinterpret_cast<const char *>(value.data()),
                                   value.size()));
  return s;
}

std::string canonicalDeclName(char kind, size_t index) {
  char buf[32];
  snprintf(buf, sizeof(buf), "%c%02zu", kind, kind == 'P' ? index + 1 : index);
  return buf;
}

} // namespace asmfmt
} // namespace visa
