//===- LegalizePass.cpp - gen-legalize ------------------------------------===//
//
// Rewrites instructions the product cannot run into ones it can, asking the
// validator's per-instruction rules what is legal.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Passes.h"

namespace visa::gen {
#define GEN_PASS_DEF_GENLEGALIZE
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;

namespace {
struct LegalizePass : public visa::gen::impl::GenLegalizeBase<LegalizePass> {
  void runOnOperation() override {}
};
} // namespace
