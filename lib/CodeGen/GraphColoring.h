//===- GraphColoring.h - Placing interfering registers in a file ----------===//
//
// Private to lib/CodeGen. Chaitin-Briggs colouring of one register class
// where a colour is a byte offset in the file and registers differ in size
// and alignment: the colourability test is Runeson and Nyström's, with one
// "register class" per (size, alignment) pair. For classes B and C,
// p(B) counts B's placements in the file (aligned; below a granule never
// crossing one; clear of reserved bytes) and q(B, C) the most B placements
// one C placement overlaps. A register whose neighbours' q add up to less
// than p of its class is sure to find a place; the others are pushed
// optimistically in order of spill cost per unit of constraint (Briggs).
// Placement packs registers smaller than a GRF into GRFs already in use.
//
// Before that, copies are coalesced conservatively: two registers of one
// class joined by a copy and not interfering become one when the merged
// register would still pass the test.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CODEGEN_GRAPHCOLORING_H
#define VISA_LIB_CODEGEN_GRAPHCOLORING_H

#include "Interference.h"

namespace visa::gen::ra {

struct Coloring {
  /// Byte offset of each register in its file (pinned ones included), or
  /// -1 when it did not get one.
  std::vector<int32_t> Place;
  /// Registers that did not get a place (to spill), by class.
  std::vector<uint32_t> Failed[NumRegClasses];
  /// Copies whose two registers were merged.
  unsigned Coalesced = 0;
};

/// Spill cost of each register: its accesses weighted by loop depth;
/// infinite for those that cannot be spilled.
std::vector<double> spillCosts(const Model &m);

/// Colours every class of `m`. `copies` (from buildInterference) are
/// coalesced where it is safe; those left apart that must not share bytes
/// (CopyPair::EdgeIfApart) get their edge.
Coloring colorRegisters(const Model &m, InterferenceGraph &g,
                        std::vector<CopyPair> &copies,
                        const std::vector<double> &costs);

} // namespace visa::gen::ra

#endif // VISA_LIB_CODEGEN_GRAPHCOLORING_H
