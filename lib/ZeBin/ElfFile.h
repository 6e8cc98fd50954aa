//===- ElfFile.h - The ELF64 structure of a zebin ---------------*- C++ -*-===//
//
// Private to lib/ZeBin: a small, bounds-checked reader of the little-endian
// ELF64 files ocloc writes (section headers, names, the symbol table), shared
// by the kernel reader (ZeBinary.cpp) and the patcher (ZeBinaryPatch.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_ZEBIN_ELFFILE_H
#define VISA_LIB_ZEBIN_ELFFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace visa::elf {

using llvm::ArrayRef;
using llvm::Error;
using llvm::StringRef;
using llvm::Twine;

// Section types and special section indices used here.
constexpr uint32_t ShtProgbits = 1, ShtSymtab = 2, ShtRela = 4, ShtNobits = 8,
                   ShtRel = 9;
constexpr uint16_t ShnUndef = 0, ShnLoReserve = 0xff00;

/// A section header, with its name resolved.
struct Section {
  std::string Name;
  uint32_t NameOffset = 0;
  uint32_t Type = 0;
  uint64_t Flags = 0, Addr = 0, Offset = 0, Size = 0, AddrAlign = 0,
           EntSize = 0;
  uint32_t Link = 0, Info = 0;
};

/// A symbol table entry, with its name resolved.
struct Symbol {
  std::string Name;
  uint8_t Info = 0;
  uint16_t SectionIndex = 0;
  uint64_t Value = 0, Size = 0;
};

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
  /// The section holding section names, and the symbol table (0: none).
  unsigned SectionNames = 0, SymbolTable = 0;

private:
  Error readString(const Section &strtab, uint32_t offset, std::string &out,
                   const Twine &what) const;
  Error readSymbols(const Section &symtab);
};

/// An error message about the file's structure.
Error elfError(const Twine &msg);

} // namespace visa::elf

#endif // VISA_LIB_ZEBIN_ELFFILE_H
