//===- ElfFile.cpp - The ELF64 structure of a zebin -----------------------===//
//
// See ElfFile.h. Every offset and size read from the file is checked against
// the file before it is used.
//
//===----------------------------------------------------------------------===//

#include "ElfFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include <algorithm>

using namespace llvm;
using namespace visa::elf;

Error visa::elf::elfError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

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
    s.Addr = read64le(h + 0x10);
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
    Sections[i].NameOffset = nameOff;
    if (Error e = readString(Sections[shstrndx], nameOff, Sections[i].Name,
                             "section " + Twine(i)))
      return e;
  }
  SectionNames = shstrndx;
  for (unsigned i = 0; i < shnum; ++i)
    if (Sections[i].Type == ShtSymtab) {
      SymbolTable = i;
      return readSymbols(Sections[i]);
    }
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

