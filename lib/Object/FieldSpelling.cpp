//===- FieldSpelling.cpp - Names of enumerated instruction fields ---------===//
//
// Builds the one-word spellings of FieldSpelling.h from the converters of
// the compiled .visaasm templates (VISAAsmFormat.h); no spelling is
// restated here. Parsing inverts printing by trying every value the
// converters can name, so the two cannot disagree.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/FieldSpelling.h"
#include "VISAAsmFormat.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <memory>
#include <mutex>

using namespace visa;
using asmfmt::Converter;
using asmfmt::FormatItem;

namespace {

bool isEnumeration(const Converter &conv) {
  return conv.kind == Converter::Enum || conv.kind == Converter::Fence;
}

/// A converter's text as part of a word: without the dots and underscores
/// IGC uses to glue it to the mnemonic (`.wait`, `_global`, `.16`).
llvm::StringRef wordPart(llvm::StringRef text) {
  return text.trim("._");
}

bool isWord(llvm::StringRef word) {
  if (word.empty() || !(llvm::isAlpha(word[0]) || word[0] == '_'))
    return false;
  return llvm::all_of(word, [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.';
  });
}

} // namespace

const FieldSpelling *FieldSpelling::get(const InstrDesc &desc,
                                        const FieldDesc &field) {
  static std::mutex lock;
  static std::map<std::pair<const InstrDesc *, std::string>,
                  std::unique_ptr<FieldSpelling>>
      cache;
  std::lock_guard<std::mutex> guard(lock);
  auto key = std::make_pair(&desc, std::string(field.name));
  auto found = cache.find(key);
  if (found != cache.end())
    return found->second.get();
  std::unique_ptr<FieldSpelling> spelling;
  const asmfmt::Format &format = asmfmt::getFormat(desc);
  if (format.error.empty() && field.kind == FieldKind::Int) {
    std::vector<const FormatItem *> enums, flags;
    for (const FormatItem &item : format.items) {
      if (item.kind != FormatItem::Field || !item.conv ||
          item.fieldName != field.name)
        continue;
      if (isEnumeration(*item.conv))
        enums.push_back(&item);
      else if (item.conv->kind == Converter::Flag)
        flags.push_back(&item);
    }
    if (!enums.empty()) {
      spelling = std::make_unique<FieldSpelling>();
      spelling->items = enums;
      spelling->items.insert(spelling->items.end(), flags.begin(), flags.end());
    }
  }
  return (cache[key] = std::move(spelling)).get();
}

std::optional<std::string> FieldSpelling::format(uint32_t value) const {
  std::string word;
  uint32_t covered = 0;
  for (const FormatItem *item : items) {
    const Converter &conv = *item->conv;
    switch (conv.kind) {
    case Converter::Enum: {
      covered |= conv.mask;
      uint32_t index = (value & conv.mask) >> conv.shift;
      if (index >= conv.names.size() || !conv.names[index])
        return std::nullopt;
      llvm::StringRef name = wordPart(conv.names[index]);
      if (name.empty())
        return std::nullopt;
      if (!word.empty())
        word += '.';
      if (llvm::isDigit(name[0]))
        word += std::string(conv.name) + '.';
      word += name.str();
      break;
    }
    case Converter::Fence: {
      covered |= conv.mask;
      std::string text = asmfmt::formatConverted(conv, *item, value & conv.mask);
      if (wordPart(text).empty())
        return std::nullopt;
      if (!word.empty())
        word += '.';
      word += wordPart(text).str();
      break;
    }
    case Converter::Flag:
      covered |= 1u << item->flagBit;
      if ((value >> item->flagBit) & 1) {
        if (wordPart(item->text).empty())
          return std::nullopt;
        word += '.';
        word += wordPart(item->text).str();
      }
      break;
    default:
      return std::nullopt;
    }
  }
  if ((value & ~covered) || !isWord(word))
    return std::nullopt;
  return word;
}

std::optional<uint32_t> FieldSpelling::parse(llvm::StringRef word) const {
  // Every value the converters can name: each enumeration's values, then
  // each flag set or clear.
  std::vector<uint32_t> candidates = {0};
  for (const FormatItem *item : items) {
    const Converter &conv = *item->conv;
    std::vector<uint32_t> next;
    for (uint32_t base : candidates) {
      switch (conv.kind) {
      case Converter::Enum:
        for (uint32_t index = 0; index < conv.names.size(); ++index)
          if (conv.names[index])
            next.push_back(base | ((index << conv.shift) & conv.mask));
        break;
      case Converter::Fence:
        for (uint32_t bits = 0; bits <= conv.mask && bits <= 0xff; ++bits)
          if (!(bits & ~conv.mask))
            next.push_back(base | bits);
        break;
      case Converter::Flag:
        next.push_back(base);
        next.push_back(base | 1u << item->flagBit);
        break;
      default:
        break;
      }
    }
    candidates = std::move(next);
  }
  for (uint32_t value : candidates)
    if (format(value) == word)
      return value;
  return std::nullopt;
}
