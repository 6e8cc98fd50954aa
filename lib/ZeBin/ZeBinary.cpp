//===- ZeBinary.cpp - Read kernels out of an ocloc zebin (ELF64) ----------===//
//
// Finds, in the ELF structure ElfFile.h reads, `.text.<kernel>`, `.ze_info`,
// program data sections and the REL/RELA sections that patch code or data.
// The YAML of `.ze_info` is parsed by ZeInfo.cpp.
//
//===----------------------------------------------------------------------===//

#include "ElfFile.h"
#include "visa/ZeBin/ZeBinary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include <algorithm>

using namespace llvm;
using namespace visa;
using namespace visa::elf;

namespace {

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

/// The kernels the .ze_info section of the parsed `elf` describes.
static Expected<std::vector<ZeKernelInfo>> zeInfoOf(const ElfFile &elf) {
  const Section *zeInfo = elf.find(".ze_info");
  if (!zeInfo)
    return elfError("no .ze_info section");
  ArrayRef<uint8_t> text = elf.contents(*zeInfo);
  return parseZeInfo(
      StringRef(reinterpret_cast<const char *>(text.data()), text.size()));
}

Expected<std::vector<ZeKernelInfo>>
visa::readZeInfo(ArrayRef<uint8_t> file) {
  ElfFile elf(file);
  if (Error e = elf.parse())
    return std::move(e);
  return zeInfoOf(elf);
}

Expected<ZeKernelImage> visa::readZeKernel(ArrayRef<uint8_t> file,
                                                StringRef kernelName) {
  ElfFile elf(file);
  if (Error e = elf.parse())
    return std::move(e);

  Expected<std::vector<ZeKernelInfo>> infos = zeInfoOf(elf);
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
