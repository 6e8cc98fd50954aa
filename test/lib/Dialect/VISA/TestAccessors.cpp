//===- TestAccessors.cpp - Print every instruction through its accessors --===//
//
// `visa-opt --visa-test-accessors` prints, for every instruction op of every
// kernel and function, each field as its generated typed accessor decodes
// it (InstrAccessorTest.inc calls them all), one field per line:
//
//   visa.add
//     Exec_size: 16 M5_NM nomask channel-offset 16
//     Pred: not @P1 any
//     Dst: general @V0048:d row 1 col 0 region <_;0,2> sat
//     Src0: general @V0047:d row 0 col 0 region <16;8,2> negabs
//     Src1: immediate ud bits 0x4c0 int 1216
//
// A truncated legacy instruction prints `truncated` instead of its fields;
// with `read-truncated=1` its accessors are called all the same, to show what
// reading a missing field does.
// Where an op has getSrc(i), each result must be the field getSrcI() reads;
// a difference is an error (the pass fails).
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/VISAOps.h"
#include "visa/Object/PredefinedVars.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace visa {
namespace {

#include "InstrAccessorTest.inc"

const char *modifierName(Modifier modifier) {
  switch (modifier) {
  case Modifier::None: return "";
  case Modifier::Abs: return " abs";
  case Modifier::Neg: return " neg";
  case Modifier::NegAbs: return " negabs";
  case Modifier::Sat: return " sat";
  case Modifier::Not: return " not";
  }
  return " reserved-modifier";
}

/// Prints one instruction's fields, as visitInstrAccessors hands them over.
class AccessorPrinter {
public:
  AccessorPrinter(llvm::raw_ostream &os, const SymbolTable &symbols)
      : os(os), symbols(symbols) {}

  template <typename T> void field(llvm::StringRef name, const T &value) {
    os << "  " << name << ": ";
    print(value);
    os << '\n';
  }

  void sameSource(unsigned index, const VecOperand &indexed, const VecOperand &named) {
    if (indexed.getAttr() != named.getAttr())
      mismatchedSources.push_back(index);
  }
  void sameSource(unsigned index, const RawOperand &indexed, const RawOperand &named) {
    if (indexed.Var != named.Var || indexed.Offset != named.Offset)
      mismatchedSources.push_back(index);
  }

  /// The i of every getSrc(i) that read another field than getSrcI().
  llvm::SmallVector<unsigned> mismatchedSources;

private:
  void print(const ExecInfo &exec) {
    os << exec.Size << ' ' << execMaskSpelling(exec.MaskCode);
    if (exec.NoMask)
      os << " nomask";
    os << " channel-offset " << exec.channelOffset();
  }

  void print(const std::optional<Predicate> &pred) {
    if (!pred) {
      os << "none";
      return;
    }
    print(*pred);
  }

  void print(const Predicate &pred) {
    if (pred.Inverse)
      os << "not ";
    print(pred.Var);
    if (pred.Comb == Predicate::Any)
      os << " any";
    else if (pred.Comb == Predicate::All)
      os << " all";
  }

  /// A reference: the symbol, or the pre-defined id.
  void print(const VarRef &ref) {
    if (FlatSymbolRefAttr sym = ref.getSymbol())
      os << '@' << sym.getValue();
    else if (ref.isPredefined())
      os << "predefined(" << ref.getPredefinedId() << ')';
    else
      os << "<null>";
  }

  /// A general variable with its element type, found through its
  /// declaration (or the pre-defined variables' table).
  void printGeneral(const VarRef &ref) {
    print(ref);
    if (auto decl = ref.lookupDecl<VarDeclOp>(symbols)) {
      os << ':' << elemTypeSpelling(decl.getElemType() & 0xf);
    } else if (ref.isPredefined() &&
               ref.getPredefinedId() < predefinedVarNames().size()) {
      os << ':' << elemTypeName(predefinedVarType(ref.getPredefinedId()));
    }
  }

  void print(const Region &region) {
    if (region.isEmpty()) {
      os << "<empty>";
      return;
    }
    os << '<';
    if (region.VStride)
      os << *region.VStride;
    else
      os << '_';
    os << ';' << region.Width << ',' << region.HStride << '>';
  }

  void printImmediate(const VecOperand &vec) {
    ElemType type = *vec.getType();
    os << elemTypeName(type) << " bits ";
    os << llvm::format_hex(vec.getImmBits(), 2);
    switch (type) {
    case ElemType::F:
    case ElemType::HF:
    case ElemType::BF:
      os << " float " << llvm::format("%g", vec.getImmFloat())
         << " double " << llvm::format("%g", vec.getImmDouble());
      break;
    case ElemType::DF:
      os << " double " << llvm::format("%.17g", vec.getImmDouble());
      break;
    case ElemType::V:
    case ElemType::UV:
    case ElemType::VF:
      os << " packed";
      break;
    case ElemType::UQ:
      os << " int " << uint64_t(vec.getImmInt());
      break;
    default:
      os << " int " << vec.getImmInt();
      break;
    }
  }

  void print(const VecOperand &vec) {
    switch (vec.getClass()) {
    case OperandClass::General:
      os << "general ";
      printGeneral(vec.getVar());
      os << " row " << vec.getRowOffset() << " col " << vec.getColOffset()
         << " region ";
      print(vec.getRegion());
      break;
    case OperandClass::Address:
      os << "address ";
      print(vec.getVar());
      os << " element " << vec.getAddrElement() << " width " << vec.getAddrWidth();
      break;
    case OperandClass::Predicate:
      os << "predicate ";
      print(vec.getPredicate());
      break;
    case OperandClass::Indirect:
      os << "indirect ";
      print(vec.getVar());
      os << " element " << vec.getAddrElement() << " offset "
         << vec.getIndirectOffset() << " region ";
      print(vec.getRegion());
      os << " type " << elemTypeName(*vec.getType());
      break;
    case OperandClass::Immediate:
      os << "immediate ";
      printImmediate(vec);
      break;
    case OperandClass::State:
      os << (vec.getStateClass() == 1 ? "sampler " : "surface ");
      print(vec.getVar());
      os << " offset " << vec.getStateOffset();
      break;
    default:
      os << "reserved class " << unsigned(vec.getClass());
      break;
    }
    os << modifierName(vec.getModifier());
  }

  void print(const RawOperand &raw) {
    os << "raw ";
    printGeneral(raw.Var);
    os << " offset " << raw.Offset;
  }

  void print(uint32_t value) { os << value; }

  void print(StringAttr str) {
    if (str)
      os << '"' << str.getValue() << '"';
    else
      os << "<string id outside the pool>";
  }

  template <typename T> void print(const FieldList<T> &list) {
    os << '[';
    llvm::interleave(
        list, os, [&](const T &element) { print(element); }, "; ");
    os << ']';
  }

  template <typename T> void print(const std::optional<T> &value) {
    if (value)
      print(*value);
    else
      os << "absent";
  }

  llvm::raw_ostream &os;
  const SymbolTable &symbols;
};

struct TestAccessorsPass
    : public PassWrapper<TestAccessorsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAccessorsPass)

  TestAccessorsPass() = default;
  TestAccessorsPass(const TestAccessorsPass &pass) : PassWrapper(pass) {}

  Option<bool> readTruncated{
      *this, "read-truncated",
      llvm::cl::desc("Call the accessors of truncated instructions too"),
      llvm::cl::init(false)};

  llvm::StringRef getArgument() const final { return "visa-test-accessors"; }
  llvm::StringRef getDescription() const final {
    return "Print every instruction's fields through the generated accessors";
  }

  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    for (Operation &routine : getOperation().getBody()->getOperations()) {
      if (!llvm::isa<KernelOp, FunctionOp>(routine))
        continue;
      os << routine.getName() << " @" << SymbolTable::getSymbolName(&routine).getValue()
         << '\n';
      SymbolTable symbols(&routine);
      AccessorPrinter printer(os, symbols);
      for (Operation &op : routine.getRegion(0).front()) {
        const InstrDesc *desc = getInstrDesc(&op);
        if (!desc)
          continue;
        os << op.getName();
        if (!readTruncated && isTruncated(&op)) {
          os << " truncated\n";
          continue;
        }
        os << '\n';
        printer.mismatchedSources.clear();
        visitInstrAccessors(&op, InstrId(desc - instrTable().data()), printer);
        for (unsigned index : printer.mismatchedSources) {
          op.emitError() << "getSrc(" << index << ") is not getSrc" << index << "()";
          signalPassFailure();
        }
      }
    }
  }
};

} // namespace

namespace test {
void registerTestAccessorsPass() { PassRegistration<TestAccessorsPass>(); }
} // namespace test
} // namespace visa
