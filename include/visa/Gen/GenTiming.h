//===- GenTiming.h - Per-product timing figures of the Gen EU -------------===//
//
// The timing table of GenTiming.def as one TimingFacts per product: the
// figures visa-sim's cycle model reads (EUs per sub-slice, pipes, pipe
// occupancy rates, latencies). Kept apart from the device table's Product
// so that a change of a timing figure rebuilds only what models time.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENTIMING_H
#define VISA_GEN_GENTIMING_H

#include "visa/Gen/GenPlatform.h"

namespace visa::gen {

/// One product's column of GenTiming.def.
struct TimingFacts {
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) Type Name;
#include "visa/Gen/GenTiming.def"
};

namespace detail {
/// The columns in the order of products().
inline constexpr TimingFacts TimingTable[] = {
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) BDW,
    {
#include "visa/Gen/GenTiming.def"
    },
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) SKL,
    {
#include "visa/Gen/GenTiming.def"
    },
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) BXT,
    {
#include "visa/Gen/GenTiming.def"
    },
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) ICLLP,
    {
#include "visa/Gen/GenTiming.def"
    },
#define GEN_TIMING_FACT(Name, Type, BDW, SKL, BXT, ICLLP, TGLLP) TGLLP,
    {
#include "visa/Gen/GenTiming.def"
    },
};
static_assert(sizeof(TimingTable) / sizeof(TimingTable[0]) ==
                  sizeof(ProductTable) / sizeof(ProductTable[0]),
              "one timing column per product");
} // namespace detail

/// The timing figures of `product` (one of products()).
inline const TimingFacts &getTimingFacts(const Product &product) {
  return detail::TimingTable[&product - detail::ProductTable];
}

} // namespace visa::gen

#endif // VISA_GEN_GENTIMING_H
