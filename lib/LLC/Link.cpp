//===- Link.cpp - One kernel binary from a kernel and its functions -------===//
//
// See Link.h.
//
//===----------------------------------------------------------------------===//

#include "Link.h"
#include "visa/CodeGen/Emission.h"
#include "visa/Gen/GenEncoder.h"
#include "visa/Gen/GenFields.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <functional>

using namespace mlir;
using namespace visa;
using namespace visa::llc;

namespace {

/// The stack a recursive program gets: IGC's size for stack calls (its
/// zebins of the corpus's stack-call kernels ask for 128 KiB of scratch
/// per thread).
constexpr unsigned RecursiveStackBytes = 128 * 1024;

struct Unit {
  gen::FuncOp Func;
  std::vector<gen::Inst> Insts;
  std::vector<gen::Relocation> Relocs;
  uint32_t Base = 0, Size = 0;
  /// The units this one calls (by index).
  llvm::SmallVector<unsigned, 4> Callees;
};

unsigned frameBytes(gen::FuncOp f) {
  if (auto a = f->getAttrOfType<IntegerAttr>("frame_bytes"))
    return unsigned(a.getInt());
  return 0;
}

class Linker {
public:
  Linker(ModuleOp module, LinkedKernel &out) : Symbols(module), Out(out) {}

  LogicalResult run(gen::FuncOp kernel) {
    if (failed(add(kernel)))
      return failure();
    // Every function reached (add appends while the loop runs).
    for (unsigned u = 0; u < Units.size(); ++u)
      if (failed(collectCallees(u)))
        return failure();
    uint32_t at = 0;
    for (Unit &unit : Units) {
      unit.Base = at;
      for (gen::Inst &inst : unit.Insts)
        inst.Offset += at;
      at += unit.Size;
    }
    for (Unit &unit : Units)
      if (failed(resolve(unit)))
        return failure();
    for (unsigned u = 1; u < Units.size(); ++u)
      Out.Functions.push_back(Units[u].Func);
    for (Unit &unit : Units)
      Out.Insts.insert(Out.Insts.end(), unit.Insts.begin(), unit.Insts.end());
    stackSize();
    return encode(kernel);
  }

private:
  LogicalResult add(gen::FuncOp func) {
    Index[func.getSymName()] = unsigned(Units.size());
    Unit unit;
    unit.Func = func;
    if (failed(gen::layoutFunction(func, gen::EmitOptions(), unit.Insts,
                                   &unit.Relocs)))
      return failure();
    unit.Size = 0;
    for (const gen::Inst &inst : unit.Insts)
      unit.Size = inst.Offset + (inst.Compacted ? 8 : 16);
    Units.push_back(std::move(unit));
    return success();
  }

  /// The unit of function `name`, added on first use.
  FailureOr<unsigned> unitOf(StringRef name, Operation *user) {
    auto it = Index.find(name);
    if (it != Index.end())
      return it->second;
    auto func = Symbols.lookup<gen::FuncOp>(name);
    if (!func)
      return user->emitError("call to '") << name
                                          << "', which the program does not define";
    if (func.getKernel())
      return user->emitError("call to kernel '") << name << "'";
    if (func.getDevice().Gen != Units.front().Func.getDevice().Gen)
      return user->emitError("call to '") << name << "' of another product";
    if (failed(add(func)))
      return failure();
    return unsigned(Units.size() - 1);
  }

  LogicalResult collectCallees(unsigned u) {
    bool indirect = false;
    // A copy: unitOf may grow Units.
    std::vector<gen::Relocation> relocs = Units[u].Relocs;
    gen::FuncOp func = Units[u].Func;
    for (const gen::Relocation &r : relocs) {
      if (r.K == gen::Relocation::CallSite)
        indirect = true;
      if (r.Symbol.empty() || isData(r))
        continue;
      FailureOr<unsigned> callee = unitOf(r.Symbol, func);
      if (failed(callee))
        return failure();
      if (r.K == gen::Relocation::CallTarget)
        Units[u].Callees.push_back(*callee);
      else
        AddressTaken.push_back(*callee);
    }
    if (indirect)
      IndirectCallers.push_back(u);
    return success();
  }

  /// Whether `r` takes the address of program-scope data: a symbol no
  /// function of the program defines.
  bool isData(const gen::Relocation &r) {
    return (r.K == gen::Relocation::FunctionAddress ||
            r.K == gen::Relocation::AddressHigh) &&
           !Symbols.lookup<gen::FuncOp>(r.Symbol);
  }

  /// The runtime writes data addresses into the moves' 32-bit immediates.
  void relocateData(const gen::Relocation &r, const gen::Inst &inst) {
    gen::Platform platform = Units.front().Func.getDevice().Gen;
    gen::BitRange imm = gen::getFieldRange(platform, gen::Field::Imm32);
    ZeCodeRelocation out;
    out.Offset = inst.Offset + unsigned(imm.Lo) / 8;
    out.Type = r.K == gen::Relocation::AddressHigh ? ZeRelocType::SymAddr32Hi
                                                   : ZeRelocType::SymAddr32;
    out.Symbol = r.Symbol;
    Out.Relocations.push_back(std::move(out));
  }

  LogicalResult resolve(Unit &unit) {
    for (const gen::Relocation &r : unit.Relocs) {
      gen::Inst &inst = unit.Insts[r.Index];
      if (isData(r)) {
        relocateData(r, inst);
        continue;
      }
      switch (r.K) {
      case gen::Relocation::CallTarget:
        inst.Src[0].Label =
            int32_t(Units[Index.lookup(r.Symbol)].Base) - int32_t(inst.Offset);
        break;
      case gen::Relocation::CallSite:
        break; // its register holds the offset the add below computes
      case gen::Relocation::FunctionAddress:
        inst.Src[0].Imm = Units[Index.lookup(r.Symbol)].Base;
        break;
      case gen::Relocation::AddressHigh:
        break; // a function's offset fits the low dword
      case gen::Relocation::MinusCallSite: {
        const gen::Inst *call = nullptr;
        for (const gen::Relocation &c : unit.Relocs)
          if (c.K == gen::Relocation::CallSite && c.Site == r.Site)
            call = &unit.Insts[c.Index];
        if (!call)
          return unit.Func.emitError("indirect call site ")
                 << r.Site << " has no call";
        inst.Src[1].Imm = uint32_t(-int32_t(call->Offset));
        break;
      }
      }
    }
    return success();
  }

  /// The deepest chain of frames from the kernel; a cycle (recursion)
  /// gets the default size.
  void stackSize() {
    // An indirect call may reach any function whose address was taken.
    for (unsigned u : IndirectCallers)
      for (unsigned target : AddressTaken)
        Units[u].Callees.push_back(target);
    std::vector<int> state(Units.size(), 0); // 0 new, 1 on the path, 2 done
    std::vector<unsigned> depth(Units.size(), 0);
    std::function<unsigned(unsigned)> visit = [&](unsigned u) -> unsigned {
      if (state[u] == 1) {
        Out.Recursive = true;
        return 0;
      }
      if (state[u] == 2)
        return depth[u];
      state[u] = 1;
      unsigned deepest = 0;
      for (unsigned c : Units[u].Callees)
        deepest = std::max(deepest, visit(c));
      state[u] = 2;
      return depth[u] = frameBytes(Units[u].Func) + deepest;
    };
    unsigned bytes = visit(0);
    if (Out.Recursive)
      bytes = std::max(bytes, RecursiveStackBytes);
    Out.StackBytes = Units.size() > 1 ? bytes : 0;
  }

  LogicalResult encode(gen::FuncOp kernel) {
    gen::EncodeOptions enc;
    enc.Compaction = gen::CompactMode::AsMarked;
    llvm::Error err = gen::encodeKernel(kernel.getDevice().Gen, Out.Insts, enc,
                                        Out.Code);
    if (!err)
      return success();
    std::string msg;
    unsigned index = 0;
    llvm::handleAllErrors(std::move(err), [&](const gen::EncodeError &e) {
      msg = e.getMessage();
      index = e.getIndex();
    });
    // The unit holding instruction `index`.
    for (Unit &unit : Units) {
      if (index < unit.Insts.size())
        return unit.Func.emitError("cannot encode instruction ")
               << index << ": " << msg;
      index -= unsigned(unit.Insts.size());
    }
    return kernel.emitError("cannot encode: ") << msg;
  }

  SymbolTable Symbols;
  LinkedKernel &Out;
  std::vector<Unit> Units;
  llvm::StringMap<unsigned> Index;
  std::vector<unsigned> AddressTaken, IndirectCallers;
};

} // namespace

LogicalResult llc::linkKernel(ModuleOp module, gen::FuncOp kernel,
                              LinkedKernel &out) {
  return Linker(module, out).run(kernel);
}
