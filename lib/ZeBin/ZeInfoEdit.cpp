//===- ZeInfoEdit.cpp - Replace a kernel's finalizer fields in .ze_info ---===//
//
// The `.ze_info` text ocloc writes is block-style YAML, one key per line,
// nesting by indentation:
//
//   kernels:
//     - name:            vadd
//       execution_env:
//         grf_count:       128
//         simd_size:       32
//       per_thread_memory_buffers:
//         - type:            scratch
//           usage:           single_space
//           size:            1024
//
// The edits work on those lines so that everything they do not touch stays
// byte for byte: a value is replaced in place, a missing key is added at its
// sorted place among its siblings (ocloc writes execution_env keys sorted),
// a key whose value is the default (false, 0) is removed, as ocloc omits
// those. The result is parsed again (parseZeInfo) before it is returned.
//
//===----------------------------------------------------------------------===//

#include "visa/ZeBin/ZeBinaryPatch.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace visa;

namespace {

Error editError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), ".ze_info: " + msg);
}

/// The text as lines, and what the YAML structure of each line is.
class YamlLines {
public:
  explicit YamlLines(StringRef text) {
    SmallVector<StringRef> parts;
    text.split(parts, '\n');
    for (StringRef p : parts)
      Lines.push_back(p.str());
    EndsWithNewline = text.ends_with("\n");
    if (EndsWithNewline)
      Lines.pop_back();
  }

  std::string text() const {
    std::string out = join(Lines, "\n");
    if (EndsWithNewline)
      out += "\n";
    return out;
  }

  size_t size() const { return Lines.size(); }

  /// Column of a line's first key: after its indentation and any "- ".
  unsigned keyColumn(size_t i) const {
    StringRef l = Lines[i];
    size_t col = l.find_first_not_of(' ');
    if (col == StringRef::npos)
      return ~0u;
    while (l.substr(col).starts_with("- "))
      col = l.find_first_not_of(' ', col + 2);
    return unsigned(col);
  }
  /// Column where a line's text starts (its "- " included).
  unsigned indent(size_t i) const {
    size_t col = StringRef(Lines[i]).find_first_not_of(' ');
    return col == StringRef::npos ? ~0u : unsigned(col);
  }
  bool isBlank(size_t i) const {
    StringRef l = StringRef(Lines[i]).ltrim();
    return l.empty() || l.starts_with("#");
  }
  bool isItem(size_t i) const {
    return StringRef(Lines[i]).ltrim().starts_with("- ");
  }
  /// The key a line defines at its key column ("" if none).
  StringRef key(size_t i) const {
    StringRef rest = StringRef(Lines[i]).drop_front(keyColumn(i));
    size_t colon = rest.find(':');
    if (colon == StringRef::npos ||
        (colon + 1 < rest.size() && rest[colon + 1] != ' '))
      return "";
    return rest.take_front(colon);
  }
  /// The scalar value after `key:` on the same line, unquoted.
  StringRef value(size_t i) const {
    StringRef rest = StringRef(Lines[i]).drop_front(keyColumn(i));
    StringRef v = rest.drop_front(rest.find(':') + 1).trim();
    if (v.size() >= 2 && (v.front() == '\'' || v.front() == '"') &&
        v.back() == v.front())
      v = v.drop_front().drop_back();
    return v;
  }

  /// The first line after `i` that is not nested deeper than `column`
  /// (blank lines belong to what they follow).
  size_t endOfBlock(size_t i, unsigned column) const {
    size_t j = i + 1;
    while (j < size() && (isBlank(j) || indent(j) > column))
      ++j;
    return j;
  }
  /// End of the value of the key on line i (its nested lines).
  size_t endOfValue(size_t i) const { return endOfBlock(i, keyColumn(i)); }
  /// End of the sequence item starting on line i.
  size_t endOfItem(size_t i) const { return endOfBlock(i, indent(i)); }

  /// Lines in [begin, end) that define a key at `column`.
  SmallVector<size_t> keysAt(size_t begin, size_t end, unsigned column) const {
    SmallVector<size_t> out;
    for (size_t i = begin; i < end; ++i)
      if (!isBlank(i) && keyColumn(i) == column && !key(i).empty())
        out.push_back(i);
    return out;
  }
  std::optional<size_t> find(size_t begin, size_t end, unsigned column,
                             StringRef name) const {
    for (size_t i : keysAt(begin, end, column))
      if (key(i) == name)
        return i;
    return std::nullopt;
  }

  /// Items of the sequence that is the value of the key on line i.
  SmallVector<size_t> items(size_t i) const {
    SmallVector<size_t> out;
    size_t end = endOfValue(i);
    for (size_t j = i + 1; j < end; ++j)
      if (!isBlank(j) && isItem(j) && indent(j) == indent(i + 1))
        out.push_back(j);
    return out;
  }

  /// `key:` padded as ocloc pads it (values start 17 columns after the key,
  /// or one space after a longer key).
  static std::string keyText(unsigned column, StringRef key, StringRef value) {
    std::string line(column, ' ');
    line += key.str() + ":";
    if (!value.empty()) {
      size_t pad = key.size() + 1 < 17 ? 17 - key.size() - 1 : 1;
      line += std::string(pad, ' ') + value.str();
    }
    return line;
  }

  void setValue(size_t i, StringRef value) {
    Lines[i] = Lines[i].substr(0, keyColumn(i)) +
               keyText(0, key(i), value);
  }
  void insert(size_t at, ArrayRef<std::string> lines) {
    Lines.insert(Lines.begin() + at, lines.begin(), lines.end());
  }
  void erase(size_t begin, size_t end) {
    Lines.erase(Lines.begin() + begin, Lines.begin() + end);
  }

private:
  std::vector<std::string> Lines;
  bool EndsWithNewline = false;
};

/// Sets (value non-empty) or removes (empty) `key` of the mapping whose keys
/// are the lines at `column` in [begin, end); a new key goes before the
/// first sibling that sorts after it.
void setKey(YamlLines &y, size_t begin, size_t end, unsigned column,
            StringRef key, StringRef value) {
  if (std::optional<size_t> at = y.find(begin, end, column, key)) {
    if (value.empty())
      y.erase(*at, y.endOfValue(*at));
    else
      y.setValue(*at, value);
    return;
  }
  if (value.empty())
    return;
  size_t at = end;
  for (size_t i : y.keysAt(begin, end, column))
    if (y.key(i) > key && !y.isItem(i)) {
      at = i;
      break;
    }
  y.insert(at, {YamlLines::keyText(column, key, value)});
}

/// The kernel's `- name:` line under `kernels:`.
Expected<size_t> findKernel(const YamlLines &y, StringRef name) {
  std::optional<size_t> kernels = y.find(0, y.size(), 0, "kernels");
  if (!kernels)
    return editError("no 'kernels' list");
  for (size_t item : y.items(*kernels))
    if (y.key(item) == "name" && y.value(item) == name)
      return item;
  return editError("no kernel named '" + name + "'");
}

/// The scratch entry of per_thread_memory_buffers: its size, or (0) no
/// entry, keeping a private memory buffer in global memory as it is.
void setScratch(YamlLines &y, size_t kernel, uint32_t bytes) {
  unsigned column = y.keyColumn(kernel);
  size_t kernelEnd = y.endOfItem(kernel);
  std::optional<size_t> list =
      y.find(kernel, kernelEnd, column, "per_thread_memory_buffers");
  std::optional<size_t> scratch;
  bool privateInGlobal = false;
  if (list)
    for (size_t item : y.items(*list)) {
      size_t end = y.endOfItem(item);
      std::optional<size_t> type = y.find(item, end, y.keyColumn(item), "type");
      if (type && y.value(*type) == "scratch")
        scratch = item;
      std::optional<size_t> usage =
          y.find(item, end, y.keyColumn(item), "usage");
      if (usage && y.value(*usage) == "private_space")
        privateInGlobal = true;
    }
  if (scratch) {
    size_t end = y.endOfItem(*scratch);
    if (bytes) {
      setKey(y, *scratch, end, y.keyColumn(*scratch), "size", utostr(bytes));
      return;
    }
    y.erase(*scratch, end);
    if (y.items(*list).empty())
      y.erase(*list, y.endOfValue(*list));
    return;
  }
  if (!bytes)
    return;
  // A new entry: spills only when the front end's private memory is in a
  // global buffer, else one space for both.
  unsigned itemColumn = list && !y.items(*list).empty()
                            ? y.indent(y.items(*list).front())
                            : column + 2;
  std::string dash = std::string(itemColumn, ' ') + "- ";
  std::vector<std::string> lines = {
      dash + YamlLines::keyText(0, "type", "scratch"),
      YamlLines::keyText(itemColumn + 2, "usage",
                         privateInGlobal ? "spill_fill_space" : "single_space"),
      YamlLines::keyText(itemColumn + 2, "size", utostr(bytes))};
  if (list) {
    y.insert(y.endOfValue(*list), lines);
    return;
  }
  lines.insert(lines.begin(),
               YamlLines::keyText(column, "per_thread_memory_buffers", ""));
  y.insert(kernelEnd, lines);
}

} // namespace

uint32_t visa::zeScratchSize(uint32_t bytes, uint32_t minBytes) {
  if (bytes == 0)
    return 0;
  return uint32_t(PowerOf2Ceil(std::max(bytes, minBytes)));
}

Expected<std::string> visa::patchZeInfo(StringRef yaml,
                                        const ZeKernelPatch &k) {
  YamlLines y(yaml);
  Expected<size_t> kernel = findKernel(y, k.Name);
  if (!kernel)
    return kernel.takeError();
  unsigned column = y.keyColumn(*kernel);

  // The scratch list first: it may add lines after execution_env.
  setScratch(y, *kernel, zeScratchSize(k.ScratchBytes, k.MinScratchBytes));

  size_t kernelEnd = y.endOfItem(*kernel);
  std::optional<size_t> env = y.find(*kernel, kernelEnd, column, "execution_env");
  if (!env)
    return editError("kernel '" + k.Name + "' has no execution_env");
  size_t envEnd = y.endOfValue(*env);
  unsigned envColumn = column + 2;
  if (envEnd > *env + 1)
    envColumn = y.keyColumn(*env + 1);
  auto set = [&](StringRef key, StringRef value) {
    setKey(y, *env + 1, envEnd, envColumn, key, value);
    envEnd = y.endOfValue(*env);
  };
  auto count = [](uint64_t v) { return v ? utostr(v) : std::string(); };
  set("barrier_count", count(k.BarrierCount));
  set("grf_count", utostr(k.GrfCount));
  set("has_stack_calls", k.HasStackCalls ? "true" : "");
  set("simd_size", utostr(k.SimdSize));
  if (k.SlmBytes)
    set("slm_size", count(*k.SlmBytes));

  std::string text = y.text();
  if (Expected<std::vector<ZeKernelInfo>> check = parseZeInfo(text); !check)
    return editError("the patched text does not read back: " +
                     toString(check.takeError()));
  return text;
}
