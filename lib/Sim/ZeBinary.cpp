//===- ZeBinary.cpp - Read kernels out of an ocloc zebin (ELF64) ----------===//
//
// A small, bounds-checked ELF64 little-endian reader specialised for zebins:
// section headers, the symbol table, `.text.<kernel>`, `.ze_info`, program
// data sections and the REL/RELA sections that patch code or data. The YAML
// of `.ze_info` is parsed by ZeInfo.cpp.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/ZeBinary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include <algorithm>

using namespace llvm;
using namespace visa::sim;

namespace {

constexpr uint32_t ShtProgbits = 1, ShtSymtab = 2, ShtRela = 4, ShtNobits = 8,
                   ShtRel = 9;
constexpr uint16_t ShnUndef = 0, ShnLoReserve = 0xff00;

struct Section {
  std::string Name;
  uint32_t Type = 0;
  uint64_t Flags = 0, Offset = 0, Size = 0, AddrAlign = 0, EntSize = 0;
  uint32_t Link = 0, Info = 0;
};

struct Symbol {
  std::string Name;
  uint8_t Info = 0;
  uint16_t SectionIndex = 0;
  uint64_t Value = 0, Size = 0;
};

Error elfError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

/// The ELF file with its sections decoded; all contents stay in `File`.
class ElfFile {
public:
  explicit ElfFile(ArrayRef<uint8_t> file) : File(file) {}

  Error parse();
  /// Contents of a section whose extent parse() checked (none for NOBITS).
  ArrayRef<uint8_t> contents(const Section &s) const {
    if (s.Type == ShtNobits)
      return {};
    return File.slice(s.Offset, s.Size);
  }
  const Section *find(StringRef name) const {
    for (const Section &s : Sections)
      if (s.Name == name)
        return &s;
    return nullptr;
  }

  ArrayRef<uint8_t> File;
  std::vector<Section> Sections;
  std::vector<Symbol> Symbols;

private:
  Error readString(const Section &strtab, uint32_t offset, std::string &out,
                   const Twine &what) const;
  Error readSymbols(const Section &symtab);
};

Error ElfFile::readString(const Section &strtab, uint32_t offset,
                          std::string &out, const Twine &what) const {
  ArrayRef<uint8_t> bytes = contents(strtab);
  if (offset >= bytes.size())
    return elfError(what + ": name offset " + Twine(offset) +
                    " is outside the string table");
  const uint8_t *begin = bytes.data() + offset;
  const uint8_t *end = bytes.data() + bytes.size();
  const uint8_t *nul = std::find(begin, end, 0);
  if (nul == end)
    return elfError(what + ": name is not NUL-terminated");
  out.assign(begin, nul);
  return Error::success();
}

Error ElfFile::parse() {
  using namespace support::endian;
  if (File.size() < 64 || File[0] != 0x7f || File[1] != 'E' || File[2] != 'L' ||
      File[3] != 'F')
    return elfError("not an ELF file");
  if (File[4] != 2 || File[5] != 1)
    return elfError("not a little-endian ELF64 file");
  const uint8_t *p = File.data();
  uint64_t shoff = read64le(p + 0x28);
  uint16_t shentsize = read16le(p + 0x3a);
  uint16_t shnum = read16le(p + 0x3c);
  uint16_t shstrndx = read16le(p + 0x3e);
  if (shentsize != 64)
    return elfError("unexpected section header size " + Twine(shentsize));
  if (shoff > File.size() || uint64_t(shnum) * 64 > File.size() - shoff)
    return elfError("section headers at offset 0x" + utohexstr(shoff) +
                    " run past the end of the file (" + Twine(File.size()) +
                    " bytes)");
  if (shnum == 0 || shstrndx >= shnum)
    return elfError("bad section name table index " + Twine(shstrndx));

  Sections.resize(shnum);
  for (unsigned i = 0; i < shnum; ++i) {
    const uint8_t *h = p + shoff + i * 64;
    Section &s = Sections[i];
    s.Type = read32le(h + 4);
    s.Flags = read64le(h + 8);
    s.Offset = read64le(h + 0x18);
    s.Size = read64le(h + 0x20);
    s.Link = read32le(h + 0x28);
    s.Info = read32le(h + 0x2c);
    s.AddrAlign = read64le(h + 0x30);
    s.EntSize = read64le(h + 0x38);
    if (s.Type != ShtNobits &&
        (s.Offset > File.size() || s.Size > File.size() - s.Offset))
      return elfError("section " + Twine(i) + " (offset 0x" +
                      utohexstr(s.Offset) + ", size 0x" + utohexstr(s.Size) +
                      ") runs past the end of the file (" + Twine(File.size()) +
                      " bytes)");
  }
  for (unsigned i = 0; i < shnum; ++i) {
    uint32_t nameOff = read32le(p + shoff + i * 64);
    if (Error e = readString(Sections[shstrndx], nameOff, Sections[i].Name,
                             "section " + Twine(i)))
      return e;
  }
  for (const Section &s : Sections)
    if (s.Type == ShtSymtab)
      return readSymbols(s);
  return Error::success();
}

Error ElfFile::readSymbols(const Section &symtab) {
  using namespace support::endian;
  if (symtab.EntSize != 24 || symtab.Size % 24 != 0)
    return elfError("malformed symbol table (entry size " +
                    Twine(symtab.EntSize) + ", size " + Twine(symtab.Size) +
                    ")");
  if (symtab.Link >= Sections.size())
    return elfError("symbol table links to missing string table " +
                    Twine(symtab.Link));
  const Section &strtab = Sections[symtab.Link];
  ArrayRef<uint8_t> bytes = contents(symtab);
  for (uint64_t off = 0; off < bytes.size(); off += 24) {
    const uint8_t *e = bytes.data() + off;
    Symbol sym;
    sym.Info = e[4];
    sym.SectionIndex = read16le(e + 6);
    sym.Value = read64le(e + 8);
    sym.Size = read64le(e + 16);
    if (Error err = readString(strtab, read32le(e), sym.Name,
                               "symbol " + Twine(Symbols.size())))
      return err;
    if (sym.SectionIndex != ShnUndef && sym.SectionIndex < ShnLoReserve &&
        sym.SectionIndex >= Sections.size())
      return elfError("symbol '" + sym.Name + "' is in missing section " +
                      Twine(sym.SectionIndex));
    Symbols.push_back(std::move(sym));
  }
  return Error::success();
}

bool isDataSection(const Section &s) {
  StringRef name = s.Name;
  return (s.Type == ShtProgbits || s.Type == ShtNobits) &&
         (name.starts_with(".data.") || name.starts_with(".bss."));
}

/// Reads the relocations of `relSec` (REL or RELA) into `out`, resolving
/// symbols to data sections. `dataIndex` maps ELF section index -> index in
/// the image's Data (or -1).
Error readRelocations(const ElfFile &elf, const Section &relSec,
                      uint64_t targetSize, ArrayRef<int> dataIndex,
                      std::vector<ZeRelocation> &out) {
  using namespace support::endian;
  bool isRela = relSec.Type == ShtRela;
  uint64_t entSize = isRela ? 24 : 16;
  if (relSec.Size % entSize != 0)
    return elfError("relocation section '" + relSec.Name +
                    "' has a size that is not a multiple of " + Twine(entSize));
  ArrayRef<uint8_t> bytes = elf.contents(relSec);
  for (uint64_t off = 0; off < bytes.size(); off += entSize) {
    const uint8_t *e = bytes.data() + off;
    uint64_t info = read64le(e + 8);
    ZeRelocation r;
    r.Offset = read64le(e);
    uint32_t type = uint32_t(info);
    uint32_t symIndex = uint32_t(info >> 32);
    r.Addend = isRela ? int64_t(read64le(e + 16)) : 0;
    r.InPlaceAddend = !isRela;
    if (type > 3)
      return elfError("'" + relSec.Name + "': unsupported relocation type " +
                      Twine(type));
    r.Type = ZeRelocType(type);
    if (r.Type == ZeRelocType::None)
      continue;
    unsigned width = r.Type == ZeRelocType::SymAddr ? 8 : 4;
    if (r.Offset > targetSize || targetSize - r.Offset < width)
      return elfError("'" + relSec.Name + "': relocation at offset 0x" +
                      utohexstr(r.Offset) + " is outside its section");
    if (symIndex >= elf.Symbols.size())
      return elfError("'" + relSec.Name +
                      "': relocation names missing symbol " + Twine(symIndex));
    const Symbol &sym = elf.Symbols[symIndex];
    r.Symbol = sym.Name;
    r.SymbolOffset = sym.Value;
    if (sym.SectionIndex == ShnUndef)
      return elfError("unresolved external symbol '" + sym.Name +
                      "' (relocation at 0x" + utohexstr(r.Offset) + " in '" +
                      relSec.Name + "'): the zebin does not define it");
    if (sym.SectionIndex >= dataIndex.size() || dataIndex[sym.SectionIndex] < 0)
      return elfError("relocation against symbol '" + sym.Name +
                      "' in section '" +
                      (sym.SectionIndex < elf.Sections.size()
                           ? elf.Sections[sym.SectionIndex].Name
                           : std::string("?")) +
                      "' is not supported (only program data can be "
                      "relocated)");
    r.DataSection = unsigned(dataIndex[sym.SectionIndex]);
    out.push_back(std::move(r));
  }
  return Error::success();
}

} // namespace

Expected<std::vector<ZeKernelInfo>>
visa::sim::readZeInfo(ArrayRef<uint8_t> file) {
  ElfFile elf(file);
  if (Error e = elf.parse())
    return std::move(e);
  const Section *zeInfo = elf.find(".ze_info");
  if (!zeInfo)
    return elfError("no .ze_info section");
  ArrayRef<uint8_t> text = elf.contents(*zeInfo);
  return parseZeInfo(
      StringRef(reinterpret_cast<const char *>(text.data()), text.size()));
}

Expected<ZeKernelImage> visa::sim::readZeKernel(ArrayRef<uint8_t> file,
                                                StringRef kernelName) {
  ElfFile elf(file);
  if (Error e = elf.parse())
    return std::move(e);

  const Section *zeInfo = elf.find(".ze_info");
  if (!zeInfo)
    return elfError("no .ze_info section");
  ArrayRef<uint8_t> text = elf.contents(*zeInfo);
  Expected<std::vector<ZeKernelInfo>> infos = parseZeInfo(
      StringRef(reinterpret_cast<const char *>(text.data()), text.size()));
  if (!infos)
    return infos.takeError();

  ZeKernelImage image;
  bool found = false;
  std::string names;
  for (ZeKernelInfo &info : *infos) {
    if (info.Name == kernelName) {
      image.Info = std::move(info);
      found = true;
      break;
    }
    if (!StringRef(info.Name).starts_with("Intel_Symbol_Table"))
      names += (names.empty() ? "" : ", ") + info.Name;
  }
  if (!found)
    return elfError("no kernel named '" + kernelName + "' (the zebin has: " +
                    (names.empty() ? "none" : names) + ")");

  std::string textName = (".text." + kernelName).str();
  auto textIt =
      std::find_if(elf.Sections.begin(), elf.Sections.end(),
                   [&](const Section &s) { return s.Name == textName; });
  if (textIt == elf.Sections.end())
    return elfError("kernel '" + kernelName + "' has no " + textName +
                    " section");
  unsigned textIndex = unsigned(textIt - elf.Sections.begin());
  ArrayRef<uint8_t> code = elf.contents(*textIt);
  // The section is padded; the kernel's symbol gives the code's extent.
  for (const Symbol &sym : elf.Symbols)
    if (sym.SectionIndex == textIndex && sym.Name == kernelName &&
        sym.Size != 0) {
      if (sym.Value > code.size() || sym.Size > code.size() - sym.Value)
        return elfError("symbol '" + sym.Name + "' runs past " + textName);
      if (sym.Value != 0)
        return elfError("kernel '" + kernelName +
                        "' does not start at the "
                        "beginning of " +
                        textName);
      code = code.take_front(sym.Size);
      break;
    }
  if (code.empty())
    return elfError(textName + " is empty");
  image.Code.assign(code.begin(), code.end());

  // Program-scope data.
  std::vector<int> dataIndex(elf.Sections.size(), -1);
  for (unsigned i = 0; i < elf.Sections.size(); ++i) {
    const Section &s = elf.Sections[i];
    if (!isDataSection(s))
      continue;
    ZeDataSection data;
    data.Name = s.Name;
    if (s.Type == ShtNobits) {
      if (s.Size > (uint64_t(1) << 30))
        return elfError("section '" + s.Name + "' is too large");
      data.Bytes.assign(s.Size, 0);
    } else {
      ArrayRef<uint8_t> bytes = elf.contents(s);
      data.Bytes.assign(bytes.begin(), bytes.end());
    }
    data.Alignment = std::max<uint64_t>(s.AddrAlign, 1);
    dataIndex[i] = int(image.Data.size());
    image.Data.push_back(std::move(data));
  }

  // Relocations of the kernel's code and of the data sections; the ones of
  // other kernels and of debug information are not needed.
  for (const Section &rel : elf.Sections) {
    if (rel.Type != ShtRel && rel.Type != ShtRela)
      continue;
    if (rel.Info >= elf.Sections.size())
      return elfError("relocation section '" + rel.Name +
                      "' applies to missing section " + Twine(rel.Info));
    if (rel.Info == textIndex) {
      if (Error e = readRelocations(elf, rel, code.size(), dataIndex,
                                    image.CodeRelocs))
        return std::move(e);
    } else if (dataIndex[rel.Info] >= 0) {
      ZeDataSection &data = image.Data[dataIndex[rel.Info]];
      if (Error e = readRelocations(elf, rel, data.Bytes.size(), dataIndex,
                                    data.Relocs))
        return std::move(e);
    }
  }
  return image;
}
