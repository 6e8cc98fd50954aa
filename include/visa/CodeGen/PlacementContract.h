//===- PlacementContract.h - What gen-legalize assumes of the allocator ---===//
//
// gen-legalize runs before register allocation: its operands name virtual
// registers, yet the PRM's rules are about physical registers and
// subregister offsets. The legalizer and the allocator share this contract:
//
// The allocator (gen-regalloc) places every virtual register of a gen.func
//   1. at its pinned offset (`gen.vreg ... at N`) if it has one;
//   2. otherwise at a byte offset that is a multiple of its `align`;
//   3. a GRF register of at most one GRF inside one GRF, a larger one at
//      the start of a GRF;
//   4. flag registers within one flag register (f0 or f1), address
//      registers within a0.
// Nothing else about the place is promised: two registers of one
// instruction may share, or not share, a GRF; a sub-GRF register may land
// at any legal offset of its GRF.
//
// The legalizer, in return, leaves only instructions that are legal for
// every placement the contract allows. It decides each rule by validating
// the instruction (GenValidator.h's validateInst) under canonical
// placements that stand for all of them (PlacementKind below):
//   * registers that are pinned, GRF-aligned or larger than a GRF sit
//     where the contract fixes them (a GRF boundary plus their offset), so
//     region, span and two-GRF rules are decided exactly;
//   * a sub-GRF register of alignment A < GRF sits at an offset that is a
//     multiple of A and of nothing larger (its worst alignment), so a rule
//     that needs more alignment (a dword-aligned destination, a 16-byte
//     aligned Align16 operand, an oword-aligned packed HF destination)
//     fails, and the legalizer raises the register's `align` (or copies
//     through a temporary) until it holds wherever the allocator puts it;
//   * rules that relate two operands' offsets (the 64-bit rules' "source
//     and destination at the same subregister offset") are checked under
//     three placements that move the destination's register and the other
//     registers by different amounts, so they hold only when both offsets
//     are fixed (GRF-aligned or pinned registers).
// Raising an alignment only removes placements, so every instruction
// legalized before stays legal. A register's `align` is therefore part of
// the legalizer's output: the allocator must honour it.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_CODEGEN_PLACEMENTCONTRACT_H
#define VISA_CODEGEN_PLACEMENTCONTRACT_H

#include "visa/Dialect/Gen/GenInstData.h"
#include "visa/Gen/GenPlatform.h"

namespace visa::gen {

/// Whether placing `reg` at byte `at` of its register file keeps the
/// contract on `product` (rules 1-4 above). An allocator can assert it.
bool placementKeepsContract(const Product &product, const VRegDesc &reg,
                            uint32_t at);

/// Makes direct operand `op` name the physical register its virtual
/// register of class `cls` lands on when placed at byte `at` of its file:
/// a GRF and subregister, a flag subregister (f0.0 = 0 .. f1.1 = 6), or
/// an a0 subregister (a0.0 = 0 .. a0.15 = 30).
void placeOperand(Operand &op, RegClass cls, uint32_t at,
                  const Product &product);

/// The canonical placements the legalizer validates an instruction under.
enum class PlacementKind : uint8_t {
  /// Every sub-GRF register at its worst-aligned offset.
  WorstAligned,
  /// The destination's register at its worst-aligned offset, the other
  /// sub-GRF registers at offset 0.
  SourcesAtZero,
  /// The destination's register at offset 0, the others worst-aligned.
  DestinationAtZero,
};
constexpr PlacementKind AllPlacementKinds[] = {
    PlacementKind::WorstAligned, PlacementKind::SourcesAtZero,
    PlacementKind::DestinationAtZero};

/// The byte offset within its GRF at which `kind` places a sub-GRF
/// register of `reg` when it is the instruction's destination register
/// (`isDst`) or not; 0 when the contract fixes it.
uint32_t canonicalGrfOffset(const Product &product, const VRegDesc &reg,
                            PlacementKind kind, bool isDst);

} // namespace visa::gen

#endif // VISA_CODEGEN_PLACEMENTCONTRACT_H
