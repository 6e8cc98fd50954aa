//===- visa-asm-check.cpp - Check the .visaasm reader against .isa files --===//
//
// For each pair X.isa / X.visaasm that IGC dumped for the same kernel:
//   - parse X.visaasm and read X.isa, and compare the two Objects, ignoring
//     what the text cannot carry (the OutputAsmPath attribute, embedded Gen
//     binaries) and the order of the string pool (compared separately);
//   - print the parsed Object, parse the text again, and compare (round trip).
// Also: `--print X.isa|X.visaasm` prints the Object as .visaasm.
//
//===----------------------------------------------------------------------===//

#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/StringPool.h"
#include "visa/Object/VISAAsmParser.h"
#include "visa/Object/VISAAsmPrinter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace visa;

static cl::list<std::string> inputs(cl::Positional, cl::desc("<.visaasm files>"));
static cl::opt<bool> printMode("print", cl::desc("print each input as .visaasm"));
static cl::opt<bool> verbose("v", cl::desc("show the first difference of each file"));
static cl::opt<bool> declsOnly("decls-only",
                               cl::desc("compare declarations only, not instructions"));
static cl::opt<bool> canonicalIsa("canonical-isa",
                                  cl::desc("also count .isa pools equal to "
                                           "their canonical order"));

/// A line-per-item rendering of an Object with strings resolved, for
/// comparison. Skips OutputAsmPath and Gen binaries.
static std::string describe(const Object &obj) {
  std::string out;
  raw_string_ostream os(out);
  os << "version " << unsigned(obj.majorVersion) << "." << unsigned(obj.minorVersion) << "\n";
  auto routine = [&](const RoutineEntry &e) {
    const Routine &r = e.body;
    auto s = [&](uint32_t i) -> std::string {
      return i < r.strings.size() ? r.strings[i] : "<bad string " + utostr(i) + ">";
    };
    auto attrs = [&](const std::vector<Attribute> &as) {
      for (const Attribute &a : as) {
        if (s(a.nameIndex) == "OutputAsmPath")
          continue;
        os << " [" << s(a.nameIndex) << "=" << toHex(a.value) << "]";
      }
    };
    os << (r.isKernel ? "kernel " : "function ") << e.name << " name=" << s(r.nameIndex)
       << " linkage=" << unsigned(e.linkage) << " relocs=" << e.variableRelocs.size()
       << "/" << e.functionRelocs.size() << "\n";
    for (const GeneralVar &v : r.variables) {
      os << "var " << s(v.nameIndex) << " " << unsigned(v.bitProperties) << " "
         << v.numElements << " " << v.aliasIndex << " " << v.aliasOffset << " "
         << unsigned(v.aliasScope);
      attrs(v.attributes);
      os << "\n";
    }
    auto counted = [&](const char *what, const std::vector<CountedVar> &vs) {
      for (const CountedVar &v : vs) {
        os << what << " " << s(v.nameIndex) << " " << v.numElements;
        attrs(v.attributes);
        os << "\n";
      }
    };
    counted("addr", r.addresses);
    counted("pred", r.predicates);
    for (const LabelInfo &l : r.labels) {
      os << "label " << s(l.nameIndex) << " " << unsigned(l.kind);
      attrs(l.attributes);
      os << "\n";
    }
    counted("sampler", r.samplers);
    counted("surface", r.surfaces);
    counted("vme", r.vmes);
    for (const InputInfo &in : r.inputs)
      os << "input " << unsigned(in.kind) << " " << in.id << " " << in.offset << " "
         << in.size << "\n";
    os << "sizes " << unsigned(r.inputSize) << " " << unsigned(r.returnValueSize) << "\n";
    os << "attrs";
    attrs(r.attributes);
    os << "\n";
    for (const Instruction &inst : r.instructions) {
      if (declsOnly)
        break;
      os << "inst " << (inst.desc ? inst.desc->mnemonic : "?");
      for (const Operand &op : inst.operands) {
        const FieldDesc &d = op.desc();
        os << " " << d.name << "=";
        switch (d.kind) {
        case FieldKind::Int:
          if (d.role == FieldRole::String)
            os << "\"" << s(op.intValue) << "\"";
          else
            os << op.intValue;
          break;
        case FieldKind::Raw:
          os << op.raw.id << "." << op.raw.offset;
          break;
        case FieldKind::Vec: {
          const VecOperand &v = op.vec;
          os << "{" << unsigned(v.tag) << "," << v.id << "," << unsigned(v.rowOffset)
             << "," << unsigned(v.colOffset) << "," << v.region << ","
             << unsigned(v.offset) << "," << unsigned(v.width) << ","
             << v.indirectOffset << "," << unsigned(v.typeByte) << "," << v.imm << ","
             << v.predValue << "," << unsigned(v.stateClass) << "}";
          break;
        }
        default:
          os << "?";
        }
      }
      os << "\n";
    }
  };
  for (const RoutineEntry &k : obj.kernels)
    routine(k);
  for (const RoutineEntry &f : obj.functions)
    routine(f);
  return out;
}

/// The string pools of all routines without OutputAsmPath's value.
static std::vector<std::string> pools(const Object &obj) {
  std::vector<std::string> all;
  for (const auto *list : {&obj.kernels, &obj.functions})
    for (const RoutineEntry &e : *list) {
      // Drop the OutputAsmPath value: it is not a pool string in 4.1, but
      // keep the check honest if it ever is.
      for (const std::string &s : e.body.strings)
        all.push_back(s);
      all.push_back("\x01<end>");
    }
  return all;
}

static cl::opt<unsigned> maxDiffs("max-diffs", cl::init(1),
                                   cl::desc("differences shown per file with -v"));

static std::string firstDifference(const std::string &a, const std::string &b) {
  SmallVector<StringRef, 0> la, lb;
  StringRef(a).split(la, '\n');
  StringRef(b).split(lb, '\n');
  std::string out;
  unsigned shown = 0;
  for (size_t i = 0; i < std::max(la.size(), lb.size()) && shown < maxDiffs; ++i) {
    StringRef x = i < la.size() ? la[i] : "<missing>";
    StringRef y = i < lb.size() ? lb[i] : "<missing>";
    if (x != y) {
      out += ("  isa : " + x.take_front(300) + "\n  text: " + y.take_front(300) + "\n").str();
      ++shown;
    }
  }
  return out;
}

/// Equal, except that an instruction of the .isa may be a prefix of the
/// text's: IGC's 4.1 writer drops trailing operands of some instructions.
static bool sameModuloDroppedFields(const std::string &isa, const std::string &text) {
  SmallVector<StringRef, 0> la, lb;
  StringRef(isa).split(la, '\n');
  StringRef(text).split(lb, '\n');
  if (la.size() != lb.size())
    return false;
  for (size_t i = 0; i < la.size(); ++i)
    if (la[i] != lb[i] &&
        !(la[i].starts_with("inst ") && lb[i].starts_with(la[i]) &&
          lb[i][la[i].size()] == ' '))
      return false;
  return true;
}

static Expected<Object> load(StringRef path) {
  auto buf = MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buf)
    return createStringError(buf.getError(), "cannot open " + path);
  if (path.ends_with(".isa"))
    return readISA(ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>((*buf)->getBufferStart()), (*buf)->getBufferSize()));
  return parseVISAAsm((*buf)->getBuffer());
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "check the .visaasm reader/printer\n");
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
  unsigned files = 0, parsed = 0, sameAsIsa = 0, samePool = 0, roundTrip = 0,
           haveIsa = 0, canonicalSame = 0, samePrefix = 0;
  std::map<std::string, unsigned> errors;
  for (const std::string &in : inputs) {
    ++files;
    Expected<Object> text = load(in);
    if (!text) {
      std::string msg = toString(text.takeError());
      errors[msg.substr(std::min(msg.size(), msg.find(": ") == std::string::npos ? 0 : msg.find(": ")), 90)]++;
      if (verbose)
        errs() << in << ": " << msg << "\n";
      continue;
    }
    ++parsed;
    std::string textDesc = describe(*text);
    // Round trip.
    std::string printed;
    raw_string_ostream pos(printed);
    printVISAAsm(*text, pos);
    Expected<Object> again = parseVISAAsm(printed);
    if (!again) {
      if (verbose)
        errs() << in << ": reparse: " << toString(again.takeError()) << "\n";
    } else if (describe(*again) == textDesc && pools(*again) == pools(*text)) {
      ++roundTrip;
    } else if (verbose) {
      errs() << in << ": round trip differs\n"
             << firstDifference(textDesc, describe(*again)) << "\n";
    }
    // Against the .isa.
    std::string isaPath = StringRef(in).drop_back(strlen(".visaasm")).str() + ".isa";
    if (!sys::fs::exists(isaPath))
      continue;
    Expected<Object> isa = load(isaPath);
    if (!isa) {
      if (verbose)
        errs() << isaPath << ": " << toString(isa.takeError()) << "\n";
      continue;
    }
    ++haveIsa;
    std::string isaDesc = describe(*isa);
    if (isaDesc == textDesc)
      ++sameAsIsa;
    if (sameModuloDroppedFields(isaDesc, textDesc)) {
      ++samePrefix;
    } else if (verbose) {
      errs() << in << ": differs from .isa\n" << firstDifference(isaDesc, textDesc) << "\n";
    }
    // Pool order, ignoring OutputAsmPath (IGC's printer omits it).
    auto withoutAsmPath = [](const Object &o) {
      std::vector<std::string> v = pools(o);
      v.erase(std::remove(v.begin(), v.end(), "OutputAsmPath"), v.end());
      return v;
    };
    if (withoutAsmPath(*isa) == withoutAsmPath(*text)) {
      ++samePool;
    } else if (verbose) {
      std::vector<std::string> a = withoutAsmPath(*isa), b = withoutAsmPath(*text);
      for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i]) {
          errs() << in << ": pool differs at " << i << ":";
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
      if (pools(copy) == pools(*isa))
        ++canonicalSame;
    }
  }
  outs() << "files: " << files << "\nparsed: " << parsed << "\nround trip: " << roundTrip
         << "\nwith .isa: " << haveIsa << "\nsame Object as .isa: " << sameAsIsa
         << "\nsame but for operands the .isa dropped: " << samePrefix
         << "\nsame string pool order: " << samePool << "\n";
  if (canonicalIsa)
    outs() << ".isa pools already canonical: " << canonicalSame << "\n";
  for (auto &[msg, n] : errors)
    outs() << "  " << n << " x " << msg << "\n";
  return 0;
}
