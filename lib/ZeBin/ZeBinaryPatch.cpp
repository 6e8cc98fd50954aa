//===- ZeBinaryPatch.cpp - Put another finalizer's code into a zebin ------===//
//
// See ZeBinaryPatch.h. The file is written again from its parts: the ELF
// header, every section's contents in section order (each at its
// alignment), then the section headers. Section indices do not change, so
// links between sections and symbol section indices stay valid; a kernel
// whose code needs relocations and had none gets a new REL section at the
// end, named in the section name table.
//
//===----------------------------------------------------------------------===//

#include "ElfFile.h"
#include "visa/ZeBin/ZeBinaryPatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace visa;
using namespace visa::elf;

namespace {

constexpr unsigned ElfHeaderBytes = 64, SectionHeaderBytes = 64,
                   SymbolBytes = 24, RelBytes = 16;

/// One section of the output: its header fields and contents.
struct OutSection {
  Section Header;
  std::vector<uint8_t> Bytes;
};

void put32(std::vector<uint8_t> &b, size_t at, uint32_t v) {
  support::endian::write32le(b.data() + at, v);
}
void put64(std::vector<uint8_t> &b, size_t at, uint64_t v) {
  support::endian::write64le(b.data() + at, v);
}

/// Appends `name` and a NUL to a string table; returns its offset.
uint32_t addString(std::vector<uint8_t> &table, StringRef name) {
  uint32_t at = uint32_t(table.size());
  table.insert(table.end(), name.begin(), name.end());
  table.push_back(0);
  return at;
}

/// The code as IGC lays it out in its section: padded for prefetch.
std::vector<uint8_t> paddedText(ArrayRef<uint8_t> code) {
  std::vector<uint8_t> bytes(code.begin(), code.end());
  bytes.resize(alignTo(bytes.size(), ZeTextAlignment) + ZeTextTailPadding, 0);
  return bytes;
}

class Patcher {
public:
  explicit Patcher(ArrayRef<uint8_t> file) : Elf(file) {}

  Expected<std::vector<uint8_t>> run(ArrayRef<ZeKernelPatch> kernels);

private:
  Error patchKernel(const ZeKernelPatch &k);
  void patchSymbols(const ZeKernelPatch &k, unsigned text);
  Expected<std::vector<uint8_t>> relocations(const ZeKernelPatch &k);
  std::vector<uint8_t> write() const;

  ElfFile Elf;
  std::vector<OutSection> Out;
};

void Patcher::patchSymbols(const ZeKernelPatch &k, unsigned text) {
  std::vector<uint8_t> &symtab = Out[Elf.SymbolTable].Bytes;
  for (size_t i = 0; i < Elf.Symbols.size(); ++i) {
    const Symbol &sym = Elf.Symbols[i];
    if (sym.SectionIndex != text)
      continue;
    uint64_t value = 0, size = 0;
    if (sym.Value == 0 && (sym.Name == k.Name || sym.Name == "_entry")) {
      size = k.Code.size();
    } else {
      for (const ZeFunctionSymbol &f : k.Functions)
        if (f.Name == sym.Name) {
          value = f.Offset;
          size = f.Size;
        }
    }
    put64(symtab, i * SymbolBytes + 8, value);
    put64(symtab, i * SymbolBytes + 16, size);
  }
}

Expected<std::vector<uint8_t>> Patcher::relocations(const ZeKernelPatch &k) {
  std::vector<uint8_t> bytes(k.Relocations.size() * RelBytes, 0);
  for (size_t r = 0; r < k.Relocations.size(); ++r) {
    const ZeCodeRelocation &rel = k.Relocations[r];
    unsigned width = rel.Type == ZeRelocType::SymAddr ? 8 : 4;
    if (rel.Offset + width > k.Code.size())
      return elfError("kernel '" + k.Name + "': relocation at 0x" +
                      utohexstr(rel.Offset) + " is outside its code");
    auto named = [&](bool defined) {
      return std::find_if(Elf.Symbols.begin(), Elf.Symbols.end(),
                          [&](const Symbol &s) {
                            return s.Name == rel.Symbol &&
                                   (!defined || s.SectionIndex != ShnUndef);
                          });
    };
    // The definition; else ocloc's own undefined reference to the name (a
    // function the program calls but nothing defines), which the runtime's
    // linker then refuses as it refuses ocloc's code.
    auto sym = named(true);
    if (sym == Elf.Symbols.end())
      sym = named(false);
    if (sym == Elf.Symbols.end())
      return elfError("kernel '" + k.Name + "' refers to '" + rel.Symbol +
                      "', which the zebin does not define");
    uint64_t symIndex = uint64_t(sym - Elf.Symbols.begin());
    put64(bytes, r * RelBytes, rel.Offset);
    put64(bytes, r * RelBytes + 8, symIndex << 32 | uint32_t(rel.Type));
  }
  return bytes;
}

Error Patcher::patchKernel(const ZeKernelPatch &k) {
  std::string textName = ".text." + k.Name;
  const Section *text = Elf.find(textName);
  if (!text)
    return elfError("the zebin has no kernel '" + k.Name + "' (no " +
                    textName + " section)");
  unsigned textIndex = unsigned(text - Elf.Sections.data());
  Out[textIndex].Bytes = paddedText(k.Code);
  patchSymbols(k, textIndex);

  Expected<std::vector<uint8_t>> rel = relocations(k);
  if (!rel)
    return rel.takeError();
  // IGC's relocations of this code (REL or RELA) are replaced by ours, in
  // the first of its sections; the others are emptied.
  bool placed = false;
  for (size_t i = 0; i < Out.size(); ++i) {
    Section &h = Out[i].Header;
    if ((h.Type != ShtRel && h.Type != ShtRela) || h.Info != textIndex)
      continue;
    if (placed || h.Type == ShtRela) {
      Out[i].Bytes.clear();
      continue;
    }
    Out[i].Bytes = *rel;
    placed = true;
  }
  if (!placed && !rel->empty()) {
    if (!Elf.SymbolTable)
      return elfError("the zebin has no symbol table for relocations");
    OutSection s;
    s.Header.Type = ShtRel;
    s.Header.EntSize = RelBytes;
    s.Header.AddrAlign = 8;
    s.Header.Link = Elf.SymbolTable;
    s.Header.Info = textIndex;
    s.Header.NameOffset =
        addString(Out[Elf.SectionNames].Bytes, ".rel" + textName);
    s.Bytes = std::move(*rel);
    Out.push_back(std::move(s));
  }

  const Section *info = Elf.find(".ze_info");
  if (!info)
    return elfError("no .ze_info section");
  OutSection &zeInfo = Out[info - Elf.Sections.data()];
  StringRef yaml(reinterpret_cast<const char *>(zeInfo.Bytes.data()),
                 zeInfo.Bytes.size());
  Expected<std::string> patched = patchZeInfo(yaml, k);
  if (!patched)
    return patched.takeError();
  zeInfo.Bytes.assign(patched->begin(), patched->end());
  return Error::success();
}

std::vector<uint8_t> Patcher::write() const {
  std::vector<uint8_t> file(Elf.File.begin(), Elf.File.begin() + ElfHeaderBytes);
  std::vector<uint64_t> offsets(Out.size(), 0);
  for (size_t i = 1; i < Out.size(); ++i) {
    const OutSection &s = Out[i];
    file.resize(alignTo(file.size(), std::max<uint64_t>(s.Header.AddrAlign, 1)),
                0);
    offsets[i] = file.size();
    if (s.Header.Type != ShtNobits)
      file.insert(file.end(), s.Bytes.begin(), s.Bytes.end());
  }
  file.resize(alignTo(file.size(), 8), 0);
  uint64_t headers = file.size();
  file.resize(headers + Out.size() * SectionHeaderBytes, 0);
  for (size_t i = 0; i < Out.size(); ++i) {
    const Section &h = Out[i].Header;
    size_t at = headers + i * SectionHeaderBytes;
    put32(file, at, h.NameOffset);
    put32(file, at + 4, h.Type);
    put64(file, at + 8, h.Flags);
    put64(file, at + 0x10, h.Addr);
    put64(file, at + 0x18, i ? offsets[i] : 0);
    put64(file, at + 0x20, h.Type == ShtNobits ? h.Size : Out[i].Bytes.size());
    put32(file, at + 0x28, h.Link);
    put32(file, at + 0x2c, h.Info);
    put64(file, at + 0x30, h.AddrAlign);
    put64(file, at + 0x38, h.EntSize);
  }
  put64(file, 0x28, headers);
  support::endian::write16le(file.data() + 0x3c, uint16_t(Out.size()));
  return file;
}

Expected<std::vector<uint8_t>> Patcher::run(ArrayRef<ZeKernelPatch> kernels) {
  if (Error e = Elf.parse())
    return std::move(e);
  for (const Section &s : Elf.Sections) {
    OutSection o;
    o.Header = s;
    ArrayRef<uint8_t> bytes = Elf.contents(s);
    o.Bytes.assign(bytes.begin(), bytes.end());
    Out.push_back(std::move(o));
  }
  for (const ZeKernelPatch &k : kernels)
    if (Error e = patchKernel(k))
      return std::move(e);
  return write();
}

/// Relocation types by the names tools use.
constexpr std::pair<ZeRelocType, StringLiteral> RelocTypeNames[] = {
    {ZeRelocType::SymAddr, "address64"},
    {ZeRelocType::SymAddr32, "address32"},
    {ZeRelocType::SymAddr32Hi, "address32_high"}};

} // namespace

StringRef visa::zeRelocTypeName(ZeRelocType type) {
  for (auto [t, name] : RelocTypeNames)
    if (t == type)
      return name;
  return "none";
}

std::optional<ZeRelocType> visa::parseZeRelocTypeName(StringRef name) {
  for (auto [t, text] : RelocTypeNames)
    if (text == name)
      return t;
  return std::nullopt;
}

Expected<std::vector<uint8_t>>
visa::patchZeBinary(ArrayRef<uint8_t> file, ArrayRef<ZeKernelPatch> kernels) {
  return Patcher(file).run(kernels);
}
