//===- SoftwareScoreboardPass.cpp - gen-swsb ------------------------------===//
//
// TGLLP's software scoreboard: distances and SBID tokens on every
// instruction that depends on an earlier one still in flight.
//
//===----------------------------------------------------------------------===//

#include "visa/CodeGen/Passes.h"

namespace visa::gen {
#define GEN_PASS_DEF_GENSOFTWARESCOREBOARD
#include "visa/CodeGen/Passes.h.inc"
} // namespace visa::gen

using namespace mlir;
using namespace visa::gen;

namespace {
struct SoftwareScoreboardPass
    : public visa::gen::impl::GenSoftwareScoreboardBase<SoftwareScoreboardPass> {
  void runOnOperation() override {}
};
} // namespace
