//===- SendNames.cpp - Naming send messages for diagnostics ---------------===//
//
// Short descriptions of messages in the spirit of IGA's decoder output
// ("hdc.dc1 untyped surface read"), so that an unsupported or failing
// message can be identified from the error alone.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

const char *dataPort0Name(unsigned type) {
  if (type & 0x10)
    return (type & 0x8) ? "hword scratch block write"
                        : "hword scratch block read";
  switch (type) {
  case 0x00:
    return "oword block read";
  case 0x01:
    return "oword aligned block read";
  case 0x02:
    return "oword dual block read";
  case 0x03:
    return "dword gathering read";
  case 0x04:
    return "byte gathering read";
  case 0x05:
    return "qword gathering read";
  case 0x07:
    return "memory fence";
  case 0x08:
    return "oword block write";
  case 0x09:
    return "hword aligned block write";
  case 0x0A:
    return "oword dual block write";
  case 0x0B:
    return "dword scattering write";
  case 0x0C:
    return "byte scattering write";
  case 0x0D:
    return "qword scattering write";
  default:
    return "unknown message type";
  }
}

const char *dataPort1Name(unsigned type, unsigned desc) {
  switch (type) {
  case 0x01:
    return "untyped surface read";
  case 0x02:
    return "untyped atomic int32";
  case 0x04:
    return "media block read";
  case 0x05:
    return "typed surface read";
  case 0x06:
    return "typed atomic int32";
  case 0x09:
    return "untyped surface write";
  case 0x0A:
    return "media block write";
  case 0x0B:
    return "typed atomic counter";
  case 0x0D:
    return "typed surface write";
  case 0x0E:
    return "typed surface read with status";
  case 0x10:
  case 0x1A: {
    static const char *reads[] = {
        "a64 byte gathering read", "a64 dword gathering read",
        "a64 qword gathering read", "a64 byte gathering read with status"};
    static const char *writes[] = {"a64 byte scattering write",
                                   "a64 dword scattering write",
                                   "a64 qword scattering write",
                                   "a64 scattering write (reserved subtype)"};
    unsigned sub = (desc >> 8) & 3;
    return type == 0x10 ? reads[sub] : writes[sub];
  }
  case 0x11:
    return "a64 untyped surface read";
  case 0x12:
    return ((desc >> 12) & 1) ? "untyped a64 atomic int64"
                              : "untyped a64 atomic int32";
  case 0x14:
    return "a64 block read";
  case 0x15:
    return "a64 block write";
  case 0x19:
    return "a64 untyped surface write";
  case 0x1B:
    return "untyped float atomic";
  case 0x1D:
    return "a64 untyped float atomic";
  default:
    return "unknown message type";
  }
}

const char *samplerOpName(unsigned op, bool simd32) {
  if (simd32)
    return op == 0x1F ? "sampler cache flush" : "simd32/64 sampler message";
  switch (op) {
  case 0x00:
    return "sample";
  case 0x01:
    return "sample+LOD bias";
  case 0x02:
    return "sample override LOD";
  case 0x03:
    return "sample compare";
  case 0x04:
    return "sample gradient";
  case 0x05:
    return "sample compare+LOD bias";
  case 0x06:
    return "sample compare+override LOD";
  case 0x07:
    return "sample load";
  case 0x08:
    return "sample gather4";
  case 0x09:
    return "sample LOD query";
  case 0x0A:
    return "sample resinfo";
  case 0x0B:
    return "sample info";
  case 0x0C:
    return "sample+killpix";
  case 0x10:
    return "sample gather4+compare";
  case 0x11:
    return "sample gather4+pixel offset";
  case 0x12:
    return "sample gather4 pixel offset+compare";
  case 0x14:
    return "sample derivatives+compare";
  case 0x16:
    return "sample min";
  case 0x17:
    return "sample max";
  case 0x18:
    return "sample with lod forced to 0";
  case 0x19:
    return "sample compare with lod forced to 0";
  case 0x1A:
    return "sample load with lod forced to 0";
  case 0x1C:
    return "sample load 2d multi-sample wide";
  case 0x1D:
    return "sample load mcs";
  case 0x1E:
    return "sample load 2d multi-sample";
  case 0x1F:
    return "sample load 2d multi-sample without mcs";
  default:
    return "unknown sampler message";
  }
}

} // namespace

std::string sendimpl::describeMessage(gen::Platform p, unsigned sfid,
                                      uint32_t desc) {
  unsigned type = (desc >> 14) & 0x1F;
  switch (gen::Sfid(sfid)) {
  case gen::Sfid::Null:
    return "null";
  case gen::Sfid::Sampler: {
    unsigned simd = ((desc >> 17) & 3) | ((desc >> 29) & 1) << 2;
    std::string s = "sampler ";
    s += samplerOpName((desc >> 12) & 0x1F, simd == 3);
    return s;
  }
  case gen::Sfid::Gateway: {
    switch (desc & 7) {
    case 0:
      return "gateway open/EOT";
    case 1:
      return "gateway signal event";
    case 2:
      return "gateway monitor event";
    case 3:
      return "gateway monitor no event";
    case 4:
      return "gateway signal barrier";
    case 6:
      return "gateway wait for event";
    default:
      return "gateway unknown message";
    }
  }
  case gen::Sfid::DataPort2:
    return "hdc.dc2";
  case gen::Sfid::RenderCache:
    return "render cache";
  case gen::Sfid::Urb:
    return "urb";
  case gen::Sfid::Spawner:
    return (desc & 7) == 0 ? "spawner end of thread" : "spawner";
  case gen::Sfid::Vme:
    return "vme";
  case gen::Sfid::ConstCache:
    switch (type) {
    case 0x00:
      return "hdc.dcro constant oword block read";
    case 0x01:
      return "hdc.dcro constant aligned oword block read";
    case 0x03:
      return "hdc.dcro constant dword gathering read";
    default:
      return "hdc.dcro unknown message type";
    }
  case gen::Sfid::DataPort0:
    if (type == 0x07)
      return (desc & 0xFF) == BtiSlm ? "hdc.dc0 SLM fence"
                                     : "hdc.dc0 global fence";
    return std::string("hdc.dc0 ") + dataPort0Name(type);
  case gen::Sfid::PixelInterp:
    return "pixel interpolator";
  case gen::Sfid::DataPort1:
    return std::string("hdc.dc1 ") + dataPort1Name(type, desc);
  case gen::Sfid::Cre:
    return "cre";
  default:
    return "unknown shared function";
  }
}
