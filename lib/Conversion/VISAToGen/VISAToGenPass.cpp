//===- VISAToGenPass.cpp - The visa-to-gen conversion pass ----------------===//
//
// For every visa.kernel and visa.function of the module, a gen.func for the
// requested product replaces it (see Lowering.h for how).
//
//===----------------------------------------------------------------------===//

#include "CallABI.h"
#include "Lowering.h"
#include "visa/Conversion/Passes.h"

namespace visa {
#define GEN_PASS_DEF_CONVERTVISATOGEN
#include "visa/Conversion/Passes.h.inc"
} // namespace visa

using namespace mlir;
using namespace visa;

namespace {

const togen::LoweringTable &loweringTable() {
  static const togen::LoweringTable table = [] {
    togen::LoweringTable t;
    togen::addAluLowerings(t);
    togen::addMoveLowerings(t);
    togen::addMathLowerings(t);
    togen::addIntArithLowerings(t);
    togen::addAddressLowerings(t);
    togen::addPredicateLowerings(t);
    togen::addMessageLowerings(t);
    togen::addControlFlowLowerings(t);
    togen::addCallLowerings(t);
    togen::addMiscLowerings(t);
    togen::addQWordArithLowerings(t);
    togen::addQWordCompareLowerings(t);
    return t;
  }();
  return table;
}

struct ConvertVISAToGen : public visa::impl::ConvertVISAToGenBase<ConvertVISAToGen> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    const gen::Product *device = gen::lookupProduct(product);
    if (!device) {
      module.emitError("visa-to-gen: unknown product '")
          << product << "' (BDW, SKL, BXT, ICLLP or TGLLP)";
      return signalPassFailure();
    }
    SmallVector<Operation *> routines;
    for (Operation &op : module.getBody()->getOperations())
      if (isa<KernelOp, FunctionOp>(op))
        routines.push_back(&op);
    togen::CallABI abi = togen::CallABI::compute(module, *device);
    OpBuilder builder(module.getContext());
    for (Operation *routine : routines) {
      builder.setInsertionPoint(routine);
      auto name = routine->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      auto func = builder.create<gen::FuncOp>(
          routine->getLoc(), name, builder.getStringAttr(device->Name),
          isa<KernelOp>(routine) ? builder.getUnitAttr() : UnitAttr());
      togen::Lowering lowering(routine, func, *device, loweringTable());
      lowering.setCallABI(abi);
      if (failed(lowering.run()))
        return signalPassFailure();
    }
    for (Operation *routine : routines)
      routine->erase();
  }
};

} // namespace
