//===- visa-asm-check.cpp - Check the Object readers against each other ---===//
//
// For each X.visaasm given (IGC's text dump of a kernel), and the X.isa that
// IGC dumped for the same kernel next to it:
//
//   round trip     print the parsed Object as .visaasm, parse it again: the
//                  same Object, string pool order included;
//   binary         write the parsed Object as a complete-form .isa and read
//                  it back: the same Object, every field and index;
//   agrees         the Object parsed from the text agrees with the Object read
//                  from the .isa (defined below);
//   pool order     the text's canonical string pool (StringPool.h) is the
//                  order IGC wrote.
//
// "Agrees with the .isa". IGC 1.0.12504's .isa files are the legacy truncated
// form (Object::legacyTruncatedOperands): its writer drops from every
// instruction as many trailing fields as the format has Exec_size and Pred
// fields, and pads the instruction stream with uninitialized bytes, which the
// reader decodes as instructions as long as they decode. So the text is the
// complete form and the .isa a truncated view of the same kernel. They agree
// when:
//   - everything outside instructions is equal with names resolved through
//     the string pools: routine names, relocations, declarations, inputs,
//     attributes except OutputAsmPath (IGC's printer never prints it);
//   - the string pools hold the same set of names (their order is a separate
//     statistic: the text cannot know it);
//   - the text's instructions, each truncated as IGC's writer truncates it,
//     equal the .isa's first instructions one for one; the .isa may have more
//     instructions after them, decoded from the padding;
//   - that padding (the .isa's extra instructions and undecodable tail) is
//     exactly as many bytes as the truncation dropped, since IGC's writer
//     sizes the stream for the complete instructions (checkPadding);
//   - a kernel's separately compiled functions, which IGC dumps as
//     X_f0.visaasm, X_f1.visaasm, ... (gen-corpus.sh: X.f0.visaasm, ...),
//     are the .isa's functions in order;
//   - except for differences that IGC's printer provably loses (below); each
//     is counted per category.
//
// Information IGC's .visaasm printer drops (IsaDisassembly.cpp at 1.0.12504):
//   fence_sw       printFuncInstruction prints ISA_FENCE as "fence_sw" when
//                  bit 7 of the mask is set, and then nothing of the other
//                  bits; the parser can only rebuild 0x80.
//   svm_block_*    printInstructionSVM prints ".unaligned" for bit 3 of the
//                  properties, but IGC's builder stores unaligned as bit 7,
//                  which is therefore never printed.
//   addr_add       a general-variable src0 prints as "&V[byte offset]",
//                  without its region.
// See printerLoss(). An instruction is accepted only if every operand that
// differs differs in one of these ways, and the counts are per operand.
//
// Exit status 1 if any file fails to parse or disagrees, so that a lit RUN
// line fails as well as its CHECK lines.
//
// Also: `--print X.isa|X.visaasm` prints the Object as .visaasm.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/ISAWriter.h"
#include "visa/Object/StringPool.h"
#include "visa/Object/VISAAsmParser.h"
#include "visa/Object/VISAAsmPrinter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;
using namespace visa;

static cl::list<std::string> inputs(cl::Positional, cl::desc("<.visaasm files>"));
static cl::opt<bool> printMode("print", cl::desc("print each input as .visaasm"));
static cl::opt<bool> verbose("v", cl::desc("show the first differences of each file"));
static cl::opt<unsigned> maxDiffs("max-diffs", cl::init(1),
                                  cl::desc("differences shown per file with -v"));
static cl::opt<bool> canonicalIsa("canonical-isa",
                                  cl::desc("also count .isa pools equal to "
                                           "their canonical order"));

//===----------------------------------------------------------------------===//
// Rendering Objects as lines for comparison
//===----------------------------------------------------------------------===//

namespace {

/// How names are rendered: resolved through the pool (comparing objects
/// whose pools differ in order), or as raw indices (exact comparison).
enum class Names { Resolved, Indices };

class Describer {
public:
  Describer(const Routine &r, Names names, bool skipAsmPath)
      : r(r), names(names), skipAsmPath(skipAsmPath) {}

  std::string str(uint32_t i) const {
    std::string s = i < r.strings.size() ? "\"" + r.strings[i] + "\""
                                         : "<bad string " + utostr(i) + ">";
    return names == Names::Indices ? utostr(i) + ":" + s : s;
  }

  void attrs(raw_ostream &os, const std::vector<Attribute> &as) const {
    for (const Attribute &a : as) {
      if (skipAsmPath && a.nameIndex < r.strings.size() &&
          r.strings[a.nameIndex] == "OutputAsmPath")
        continue;
      os << " [" << str(a.nameIndex) << "=" << toHex(a.value) << "]";
    }
  }

  /// Everything of a routine but its instructions, one item per line.
  std::vector<std::string> decls(const RoutineEntry &e) const {
    std::vector<std::string> lines;
    auto line = [&](auto &&fill) {
      std::string s;
      raw_string_ostream os(s);
      fill(os);
      lines.push_back(std::move(s));
    };
    line([&](raw_ostream &os) {
      os << (r.isKernel ? "kernel " : "function ") << e.name
         << " name=" << str(r.nameIndex) << " linkage=" << unsigned(e.linkage);
    });
    for (const RelocEntry &rel : e.variableRelocs)
      line([&](raw_ostream &os) {
        os << "var reloc " << rel.symbolicIndex << " " << rel.resolvedIndex;
      });
    for (const RelocEntry &rel : e.functionRelocs)
      line([&](raw_ostream &os) {
        os << "func reloc " << rel.symbolicIndex << " " << rel.resolvedIndex;
      });
    for (const GeneralVar &v : r.variables)
      line([&](raw_ostream &os) {
        os << "var " << str(v.nameIndex) << " " << unsigned(v.bitProperties)
           << " " << v.numElements << " " << v.aliasIndex << " "
           << v.aliasOffset << " " << unsigned(v.aliasScope);
        attrs(os, v.attributes);
      });
    auto counted = [&](const char *what, const std::vector<CountedVar> &vs) {
      for (const CountedVar &v : vs)
        line([&](raw_ostream &os) {
          os << what << " " << str(v.nameIndex) << " " << v.numElements;
          attrs(os, v.attributes);
        });
    };
    counted("addr", r.addresses);
    counted("pred", r.predicates);
    for (const LabelInfo &l : r.labels)
      line([&](raw_ostream &os) {
        os << "label " << str(l.nameIndex) << " " << unsigned(l.kind);
        attrs(os, l.attributes);
      });
    counted("sampler", r.samplers);
    counted("surface", r.surfaces);
    counted("vme", r.vmes);
    for (const InputInfo &in : r.inputs)
      line([&](raw_ostream &os) {
        os << "input " << unsigned(in.kind) << " " << in.id << " " << in.offset
           << " " << in.size;
      });
    line([&](raw_ostream &os) {
      os << "sizes " << unsigned(r.inputSize) << " "
         << unsigned(r.returnValueSize);
    });
    line([&](raw_ostream &os) {
      os << "attrs";
      attrs(os, r.attributes);
    });
    return lines;
  }

  std::string operand(const Operand &op) const {
    std::string s;
    raw_string_ostream os(s);
    const FieldDesc &d = op.desc();
    os << d.name << "=";
    switch (d.kind) {
    case FieldKind::Int:
      if (d.role == FieldRole::String)
        os << str(op.intValue);
      else
        os << op.intValue;
      break;
    case FieldKind::Raw:
      os << op.raw.id << "." << op.raw.offset;
      break;
    case FieldKind::Vec: {
      const ObjVecOperand &v = op.vec;
      os << "{" << unsigned(v.tag) << "," << v.id << "," << unsigned(v.rowOffset)
         << "," << unsigned(v.colOffset) << "," << v.region << ","
         << unsigned(v.offset) << "," << unsigned(v.width) << ","
         << v.indirectOffset << "," << unsigned(v.typeByte) << "," << v.imm
         << "," << v.predValue << "," << unsigned(v.stateClass) << "}";
      break;
    }
    default:
      os << "?";
    }
    return s;
  }

  std::string inst(const Instruction &inst) const {
    std::string s = std::string("inst ") + (inst.desc ? inst.desc->mnemonic : "?");
    for (const Operand &op : inst.operands)
      s += " " + operand(op);
    return s;
  }

private:
  const Routine &r;
  Names names;
  bool skipAsmPath;
};

/// A whole Object as lines: exact (indices, pools, tails, Gen binaries) or
/// with names resolved.
std::vector<std::string> describeExact(const Object &obj) {
  std::vector<std::string> lines;
  lines.push_back("version " + utostr(obj.majorVersion) + "." +
                  utostr(obj.minorVersion) + " legacy " +
                  utostr(obj.legacyTruncatedOperands));
  for (const FileScopeVar &v : obj.fileVariables)
    lines.push_back("file var " + utostr(v.linkage) + " " + v.name + " " +
                    utostr(v.bitProperties) + " " + utostr(v.numElements) +
                    " attrs " + utostr(v.attributes.size()));
  for (const auto *list : {&obj.kernels, &obj.functions})
    for (const RoutineEntry &e : *list) {
      Describer d(e.body, Names::Indices, /*skipAsmPath=*/false);
      for (const std::string &s : e.body.strings)
        lines.push_back("string \"" + s + "\"");
      for (std::string &s : d.decls(e))
        lines.push_back(std::move(s));
      for (const Instruction &inst : e.body.instructions)
        lines.push_back(d.inst(inst));
      lines.push_back("tail " + toHex(e.body.unusedTail));
      for (const GenBinary &g : e.genBinaries)
        lines.push_back("gen " + utostr(g.platform) + " " + toHex(g.bytes));
    }
  return lines;
}

std::string firstDifferences(ArrayRef<std::string> a, ArrayRef<std::string> b,
                             StringRef nameA, StringRef nameB) {
  std::string out;
  unsigned shown = 0;
  for (size_t i = 0; i < std::max(a.size(), b.size()) && shown < maxDiffs; ++i) {
    StringRef x = i < a.size() ? StringRef(a[i]) : "<missing>";
    StringRef y = i < b.size() ? StringRef(b[i]) : "<missing>";
    if (x == y)
      continue;
    out += ("  " + nameA + ": " + x.take_front(400) + "\n  " + nameB + ": " +
            y.take_front(400) + "\n")
               .str();
    ++shown;
  }
  return out;
}

//===----------------------------------------------------------------------===//
// The legacy truncation, and what IGC's printer loses
//===----------------------------------------------------------------------===//

/// The instruction as IGC 1.0.12504's writer stores it: its complete
/// encoding's leaf fields (Int/Vec/Raw, lists expanded, the selected switch
/// case in place: exactly Instruction::operands) without the last N, where
/// N is the number of Exec_size and Pred fields of its format. The reader
/// (ISAReader.cpp) decodes this form.
Instruction truncateLikeIGC(const Instruction &inst) {
  Instruction out = inst;
  unsigned dropped = 0;
  for (const FieldDesc &field : inst.desc->fields())
    if (field.kind == FieldKind::Int &&
        (field.role == FieldRole::ExecSize || field.role == FieldRole::Pred))
      ++dropped;
  out.operands.resize(out.operands.size() - std::min<size_t>(
                                                dropped, out.operands.size()));
  return out;
}

bool sameOperand(const Operand &a, const Operand &b) {
  const ObjVecOperand &x = a.vec, &y = b.vec;
  return a.field == b.field && a.intValue == b.intValue &&
         a.raw.id == b.raw.id && a.raw.offset == b.raw.offset &&
         x.tag == y.tag && x.id == y.id && x.rowOffset == y.rowOffset &&
         x.colOffset == y.colOffset && x.region == y.region &&
         x.offset == y.offset && x.width == y.width &&
         x.indirectOffset == y.indirectOffset && x.typeByte == y.typeByte &&
         x.imm == y.imm && x.predValue == y.predValue &&
         x.stateClass == y.stateClass;
}

/// If the operands differ only as IGC's printer makes them differ, the name
/// of that category; otherwise "". `text` is parsed from the text, `isa`
/// read from the binary, both operands of instruction `desc`.
StringRef printerLoss(const InstrDesc &desc, const Operand &text,
                      const Operand &isa) {
  if (text.field != isa.field)
    return "";
  StringRef inst = desc.enumName, field = text.desc().name;
  // printFuncInstruction, ISA_FENCE: a mask with bit 7 (0x80) set prints as
  // "fence_sw" and nothing else; the other bits are lost.
  if (inst == "FENCE" && field == "Mask" && text.intValue == 0x80 &&
      (isa.intValue & 0x80))
    return "fence_sw: mask bits besides 0x80";
  // printInstructionSVM, SVM_BLOCK_LD/ST: ".unaligned" is printed for bit 3
  // (0x08) of the properties, but the writer (AppendVISASvmGeneralBlockInst)
  // stores unaligned as bit 7 (0x80): bit 7 is never printed.
  if ((inst == "SVM_BLOCK_LD" || inst == "SVM_BLOCK_ST") &&
      field == "Properties" && (isa.intValue & 0x80) &&
      text.intValue == (isa.intValue & ~0x80u))
    return "svm_block_ld/st: unaligned bit 0x80 of the properties";
  // printFuncInstruction, ISA_ADDR_ADD: a general-variable src0 prints as
  // "&name[byte offset]": its region is not printed.
  if (inst == "ADDR_ADD" && field == "Src0" &&
      text.vec.opndClass() == OperandClass::General) {
    Operand withRegion = text;
    withRegion.vec.region = isa.vec.region;
    if (text.vec.region == 0 && sameOperand(withRegion, isa))
      return "addr_add: region of a &variable src0";
  }
  return "";
}

/// The category of every operand difference between two instructions, if
/// IGC's printer explains each of them; false if some other difference.
bool explainedByPrinter(const Instruction &text, const Instruction &isa,
                        std::vector<StringRef> &categories) {
  if (text.desc != isa.desc || text.operands.size() != isa.operands.size())
    return false;
  for (size_t i = 0; i < text.operands.size(); ++i) {
    if (sameOperand(text.operands[i], isa.operands[i]))
      continue;
    StringRef loss = printerLoss(*text.desc, text.operands[i], isa.operands[i]);
    if (loss.empty())
      return false;
    categories.push_back(loss);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

/// Names in all pools of an object, OutputAsmPath removed (the text has no
/// OutputAsmPath attribute, so no such name).
std::vector<std::set<std::string>> poolSets(const Object &obj) {
  std::vector<std::set<std::string>> sets;
  for (const auto *list : {&obj.kernels, &obj.functions})
    for (const RoutineEntry &e : *list) {
      std::set<std::string> names(e.body.strings.begin(), e.body.strings.end());
      names.erase("OutputAsmPath");
      sets.push_back(std::move(names));
    }
  return sets;
}

std::vector<std::string> poolOrders(const Object &obj) {
  std::vector<std::string> all;
  for (const auto *list : {&obj.kernels, &obj.functions})
    for (const RoutineEntry &e : *list) {
      for (const std::string &s : e.body.strings)
        if (s != "OutputAsmPath")
          all.push_back(s);
      all.push_back("\x01<end>");
    }
  return all;
}

struct Agreement {
  bool agrees = true;
  std::string firstDifference;
  /// Known printer losses found, per category.
  std::map<std::string, unsigned> losses;
  /// .isa instructions decoded from the padding.
  unsigned paddingInstructions = 0;
  /// Instructions compared (text side).
  unsigned instructions = 0;

  void disagree(const Twine &what) {
    if (agrees)
      firstDifference = what.str();
    agrees = false;
  }
};

Agreement compareWithIsa(const Object &text, const Object &isa) {
  Agreement result;
  if (text.majorVersion != isa.majorVersion ||
      text.minorVersion != isa.minorVersion)
    result.disagree("version differs");
  if (text.fileVariables.size() != isa.fileVariables.size())
    result.disagree("file-scope variable count differs");
  if (text.kernels.size() != isa.kernels.size() ||
      text.functions.size() != isa.functions.size()) {
    result.disagree("routine counts differ: text " + Twine(text.kernels.size()) +
                    "+" + Twine(text.functions.size()) + ", isa " +
                    Twine(isa.kernels.size()) + "+" +
                    Twine(isa.functions.size()));
    return result;
  }
  if (poolSets(text) != poolSets(isa))
    result.disagree("string pools hold different names");
  auto routines = [&](const std::vector<RoutineEntry> &ts,
                      const std::vector<RoutineEntry> &is) {
    for (size_t k = 0; k < ts.size(); ++k) {
      Describer dt(ts[k].body, Names::Resolved, /*skipAsmPath=*/true);
      Describer di(is[k].body, Names::Resolved, /*skipAsmPath=*/true);
      std::vector<std::string> lt = dt.decls(ts[k]), li = di.decls(is[k]);
      if (lt != li)
        result.disagree(firstDifferences(li, lt, "isa ", "text"));
      const auto &ti = ts[k].body.instructions, &ii = is[k].body.instructions;
      result.instructions += ti.size();
      if (ii.size() < ti.size())
        result.disagree("the .isa has " + Twine(ii.size()) +
                        " instructions, the text " + Twine(ti.size()));
      for (size_t i = 0; i < std::min(ti.size(), ii.size()); ++i) {
        Instruction cut = truncateLikeIGC(ti[i]);
        std::string a = dt.inst(cut), b = di.inst(ii[i]);
        if (a == b)
          continue;
        std::vector<StringRef> categories;
        if (explainedByPrinter(cut, ii[i], categories)) {
          for (StringRef category : categories)
            ++result.losses[category.str()];
          continue;
        }
        result.disagree("instruction " + Twine(i) + "\n  isa : " + b +
                        "\n  text: " + a + "\n");
      }
      if (ii.size() > ti.size())
        result.paddingInstructions += ii.size() - ti.size();
    }
  };
  routines(text.kernels, isa.kernels);
  routines(text.functions, isa.functions);
  return result;
}

/// Size of writeISA(obj), or 0 if it cannot be written.
uint64_t writtenSize(const Object &obj) {
  Expected<std::vector<uint8_t>> bytes = writeISA(obj);
  if (!bytes) {
    consumeError(bytes.takeError());
    return 0;
  }
  return bytes->size();
}

/// The padding check: IGC's writer sizes each instruction stream for the
/// complete instructions and writes the truncated ones, so the .isa's
/// padding (what follows the text's instructions: instructions decoded from
/// it and the undecodable tail) must be exactly as long as all that the
/// truncation dropped. Returns "" or what is wrong.
std::string checkPadding(const Object &text, const Object &isa,
                         uint64_t isaFileSize, uint64_t &paddingBytes) {
  Object complete = text, truncated = text, trimmed = isa;
  complete.legacyTruncatedOperands = false;
  truncated.legacyTruncatedOperands = true;
  for (auto *list : {&truncated.kernels, &truncated.functions})
    for (RoutineEntry &e : *list)
      for (Instruction &inst : e.body.instructions)
        inst = truncateLikeIGC(inst);
  auto trim = [](std::vector<RoutineEntry> &is,
                 const std::vector<RoutineEntry> &ts) {
    for (size_t k = 0; k < is.size() && k < ts.size(); ++k) {
      is[k].body.instructions.resize(ts[k].body.instructions.size());
      is[k].body.unusedTail.clear();
    }
  };
  trim(trimmed.kernels, text.kernels);
  trim(trimmed.functions, text.functions);
  uint64_t completeSize = writtenSize(complete);
  uint64_t truncatedSize = writtenSize(truncated);
  uint64_t trimmedSize = writtenSize(trimmed);
  if (!completeSize || !truncatedSize || !trimmedSize)
    return "cannot write the objects of the padding check";
  uint64_t dropped = completeSize - truncatedSize;
  uint64_t padding = isaFileSize - trimmedSize;
  if (dropped == padding) {
    paddingBytes += padding;
    return "";
  }
  return "the .isa has " + utostr(padding) +
         " bytes of padding, the truncation drops " + utostr(dropped);
}

Expected<Object> load(StringRef path) {
  auto buf = MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buf)
    return createStringError(buf.getError(), "cannot open " + path);
  if (path.ends_with(".isa"))
    return readISA(ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>((*buf)->getBufferStart()),
        (*buf)->getBufferSize()));
  return parseVISAAsm((*buf)->getBuffer());
}

/// An error message without its "file:line:col: " prefix, shortened: the key
/// under which parse errors are counted.
std::string errorKey(const std::string &msg) {
  size_t colon = msg.find(": ");
  std::string rest = colon == std::string::npos ? msg : msg.substr(colon + 2);
  return rest.substr(0, 90);
}

} // namespace

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv,
                              "check the .visaasm parser/printer and the .isa "
                              "reader/writer against each other\n");
  if (printMode) {
    for (const std::string &in : inputs) {
      Expected<Object> obj = load(in);
      if (!obj) {
        reportError(in, obj.takeError());
        return 1;
      }
      printVISAAsm(*obj, outs());
    }
    return 0;
  }
  unsigned files = 0, parsed = 0, roundTrip = 0, binaryRoundTrip = 0,
           haveIsa = 0, isaUnreadable = 0, agrees = 0, poolOrder = 0,
           canonicalSame = 0, instructions = 0, padding = 0;
  uint64_t paddingBytes = 0;
  std::map<std::string, unsigned> errors, losses;
  std::vector<std::string> disagreeing;
  for (const std::string &in : inputs) {
    ++files;
    Expected<Object> text = load(in);
    if (!text) {
      std::string msg = toString(text.takeError());
      ++errors[errorKey(msg)];
      if (verbose)
        errs() << in << ": " << msg << "\n";
      continue;
    }
    ++parsed;
    std::vector<std::string> textExact = describeExact(*text);

    // .visaasm round trip.
    std::string printed;
    raw_string_ostream pos(printed);
    printVISAAsm(*text, pos);
    Expected<Object> again = parseVISAAsm(printed);
    if (!again) {
      if (verbose)
        errs() << in << ": reparse: " << toString(again.takeError()) << "\n";
    } else if (describeExact(*again) == textExact) {
      ++roundTrip;
    } else if (verbose) {
      errs() << in << ": .visaasm round trip differs\n"
             << firstDifferences(textExact, describeExact(*again), "parsed ",
                                 "printed")
             << "\n";
    }

    // Complete-form binary round trip.
    Object complete = *text;
    complete.legacyTruncatedOperands = false;
    Expected<std::vector<uint8_t>> bytes = writeISA(complete);
    if (!bytes) {
      if (verbose)
        errs() << in << ": writeISA: " << toString(bytes.takeError()) << "\n";
    } else if (Expected<Object> back = readISA(*bytes); !back) {
      if (verbose)
        errs() << in << ": readISA of writeISA: "
               << toString(back.takeError()) << "\n";
    } else if (describeExact(*back) == describeExact(complete)) {
      ++binaryRoundTrip;
    } else if (verbose) {
      errs() << in << ": binary round trip differs\n"
             << firstDifferences(describeExact(complete), describeExact(*back),
                                 "written", "read   ")
             << "\n";
    }

    // Against IGC's .isa.
    std::string isaPath =
        StringRef(in).drop_back(strlen(".visaasm")).str() + ".isa";
    if (!StringRef(in).ends_with(".visaasm") || !sys::fs::exists(isaPath))
      continue;
    ++haveIsa;
    Expected<Object> isa = load(isaPath);
    if (!isa) {
      ++isaUnreadable;
      disagreeing.push_back(in);
      if (verbose)
        errs() << isaPath << ": " << toString(isa.takeError()) << "\n";
      continue;
    }
    // IGC dumps a kernel's separately compiled (stack-call) functions as
    // X_f<I>.visaasm (utils/gen-corpus.sh names them X.f<I>.visaasm), but
    // writes them into X.isa after the kernel.
    Object whole = *text;
    std::string base = StringRef(in).drop_back(strlen(".visaasm")).str();
    for (unsigned f = 0; whole.functions.size() < isa->functions.size(); ++f) {
      std::string part = base + ".f" + utostr(f) + ".visaasm";
      if (!sys::fs::exists(part))
        part = base + "_f" + utostr(f) + ".visaasm";
      if (!sys::fs::exists(part))
        break;
      Expected<Object> function = load(part);
      if (!function) {
        consumeError(function.takeError()); // counted as its own input
        break;
      }
      for (RoutineEntry &e : function->kernels)
        whole.kernels.push_back(std::move(e));
      for (RoutineEntry &e : function->functions)
        whole.functions.push_back(std::move(e));
    }
    Agreement ag = compareWithIsa(whole, *isa);
    if (ag.agrees) {
      uint64_t isaSize = 0;
      std::string padding =
          sys::fs::file_size(isaPath, isaSize)
              ? "cannot stat " + isaPath
              : checkPadding(whole, *isa, isaSize, paddingBytes);
      if (!padding.empty())
        ag.disagree(padding);
    }
    instructions += ag.instructions;
    padding += ag.paddingInstructions;
    for (auto &[category, n] : ag.losses)
      losses[category] += n;
    if (ag.agrees) {
      ++agrees;
    } else {
      disagreeing.push_back(in);
      if (verbose)
        errs() << in << ": disagrees with the .isa: " << ag.firstDifference
               << "\n";
    }
    if (poolOrders(*isa) == poolOrders(whole)) {
      ++poolOrder;
    } else if (verbose) {
      std::vector<std::string> a = poolOrders(*isa), b = poolOrders(whole);
      for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i]) {
          errs() << in << ": pool order differs at " << i << ":";
          for (size_t j = i > 2 ? i - 2 : 0; j < std::min(a.size(), i + 4); ++j)
            errs() << " " << a[j];
          errs() << "  vs ";
          for (size_t j = i > 2 ? i - 2 : 0; j < std::min(b.size(), i + 4); ++j)
            errs() << " " << b[j];
          errs() << "\n";
          break;
        }
    }
    if (canonicalIsa) {
      Object copy = *isa;
      for (RoutineEntry &e : copy.kernels)
        canonicalizeStringPool(e.body);
      for (RoutineEntry &e : copy.functions)
        canonicalizeStringPool(e.body);
      if (poolOrders(copy) == poolOrders(*isa))
        ++canonicalSame;
    }
  }
  unsigned disagree = haveIsa - agrees;
  outs() << "files: " << files << "\nparsed: " << parsed
         << "\nparse errors: " << files - parsed
         << "\nround trip: " << roundTrip
         << "\nround trip failures: " << parsed - roundTrip
         << "\nbinary round trip: " << binaryRoundTrip
         << "\nbinary round trip failures: " << parsed - binaryRoundTrip
         << "\nwith .isa: " << haveIsa << "\nagrees with .isa: " << agrees
         << "\ndisagrees with .isa: " << disagree
         << "\n  instructions compared: " << instructions
         << "\n  .isa instructions decoded from padding: " << padding
         << "\n  padding bytes, all as long as the truncation dropped: "
         << paddingBytes << "\n";
  for (auto &[category, n] : losses)
    outs() << "  ignored, lost by IGC's printer: " << category << ": " << n
           << "\n";
  outs() << "same string pool order: " << poolOrder << "/" << haveIsa
         << "\n";
  if (canonicalIsa)
    outs() << ".isa pools already canonical: " << canonicalSame << "\n";
  for (auto &[msg, n] : errors)
    outs() << "  " << n << " x " << msg << "\n";
  for (const std::string &f : disagreeing)
    outs() << "disagrees: " << f << "\n";
  bool ok = parsed == files && roundTrip == parsed &&
            binaryRoundTrip == parsed && disagree == 0;
  return ok ? 0 : 1;
}
