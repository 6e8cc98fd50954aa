//===- SendVme.cpp - VME and CRE (check and refinement engine) messages --===//
//
// Decodes the media sampler's motion estimation messages and binds their
// surfaces; VmeModel.h's engines compute the writeback.
//
// Descriptor (IGC's VMEDescriptor, messageEncoding.hpp): [7:0] binding
// table index of the source picture, [14:13] message type (1 SIC, 2 IME,
// 3 FBR), [15] stream out, [16] stream in, [19] header present, then the
// response and message lengths. IME goes to the VME shared function, SIC
// and FBR to the CRE. The reference pictures follow the source in the
// binding table: forward reference id f at BTI + 1 + 2f, backward id b at
// BTI + 2 + 2b (IGC's __calc_*_ref_id_dword), with f and b in M1.6 byte q
// [3:0] and [7:4] for 8x8 quadrant q (multi-reference FBR and SIC; IME
// needs the same ids for all four).
// A reference BTI that holds no 8-bit 2D image is absent; the engines
// report it if they need it.
//
// Pictures are 8-bit luma: 2D images of one byte per texel.
// Not modelled (unsupported): stream in/out on the CRE, messages without a
// header, other message types, IME reference ids that differ per 8x8.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include "VmeModel.h"

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

enum VmeMessageType : unsigned { TypeSic = 1, TypeIme = 2, TypeFbr = 3 };

bool isLumaImage(const Surface &s) {
  return s.K == Surface::Kind::Image2D && bytesPerTexel(s) == 1;
}

/// Binds the 8-bit luma image at `bti` to `plane`. With `optional`, a BTI
/// that holds no such image leaves `plane` absent.
llvm::Error bindPlane(Message &m, unsigned bti, bool optional,
                      vme::LumaPlane &plane) {
  if (optional) {
    auto it = m.Mem.Surfaces.find(bti);
    if (it == m.Mem.Surfaces.end() || !isLumaImage(it->second))
      return llvm::Error::success();
  }
  llvm::Expected<const Surface *> s = resolveSurface(m, bti, SurfaceUse::Image);
  if (!s)
    return s.takeError();
  const Surface &surf = **s;
  if (!isLumaImage(surf))
    return unsupported(m, "VME surface " + llvm::Twine(bti) +
                              " is not an 8-bit 2D image");
  if (surf.Width == 0 || surf.Height == 0)
    return messageError(m, "VME surface " + llvm::Twine(bti) + " is empty");
  uint64_t pitch = surf.RowPitch ? surf.RowPitch : surf.Width;
  uint64_t bytes = pitch * (surf.Height - 1) + surf.Width;
  const uint8_t *base = m.Mem.translate(surf.Base, bytes);
  if (!base)
    return messageError(m,
                        "VME surface " + llvm::Twine(bti) + " is not mapped");
  plane.Base = base;
  plane.Pitch = pitch;
  plane.Width = int(surf.Width);
  plane.Height = int(surf.Height);
  return llvm::Error::success();
}

} // namespace

llvm::Error sendimpl::executeVme(Message &m) {
  unsigned type = m.descBits(13, 2);
  bool isVme = m.Sfid == gen::Sfid::Vme;
  if (isVme ? type != TypeIme : (type != TypeSic && type != TypeFbr))
    return unsupported(m, "VME message type " + llvm::Twine(type));
  bool streamOut = m.descBits(15, 1), streamIn = m.descBits(16, 1);
  if ((streamOut || streamIn) && type != TypeIme)
    return unsupported(m, "stream in/out on a CRE message");
  if (!m.HasHeader)
    return unsupported(m, "VME message without a header");
  vme::PayloadView p(m.Payload, m.Mlen + m.ExMlen);
  // Stream in adds two registers per reference to the payload, stream out
  // two per reference to the writeback (IGC's emitVMESendIME2 and
  // GetIMEReturnPayloadSize); dual reference is search control 7.
  unsigned refs = type == TypeIme && p.bits(0, 3, 8, 3) == 7 ? 2 : 1;
  unsigned needRegs = type == TypeIme ? 6 + (streamIn ? 2 * refs : 0) : 8;
  unsigned maxResponse = 7 + (streamOut ? 2 * refs : 0);
  if (m.Mlen + m.ExMlen < needRegs)
    return messageError(m, "VME payload shorter than " + llvm::Twine(needRegs) +
                               " registers");
  if (m.Rlen > maxResponse)
    return unsupported(m, "VME response longer than " +
                              llvm::Twine(maxResponse) + " registers");
  vme::Planes planes;
  unsigned bti = m.descBits(0, 8);
  if (llvm::Error e = bindPlane(m, bti, false, planes.Src))
    return e;
  uint32_t refIds = p.ud(1, 6);
  if (type == TypeIme && refIds != (refIds & 0xFF) * 0x01010101u)
    return unsupported(m, "IME reference ids differing per 8x8 block");
  for (unsigned q = 0; q < 4; ++q) {
    unsigned ids = (refIds >> (8 * q)) & 0xFF;
    if (llvm::Error e =
            bindPlane(m, bti + 1 + 2 * (ids & 15), true, planes.Ref[0][q]))
      return e;
    if (llvm::Error e =
            bindPlane(m, bti + 2 + 2 * (ids >> 4), true, planes.Ref[1][q]))
      return e;
  }

  vme::Writeback w;
  std::string why = type == TypeIme
                        ? vme::runIme(p, planes, w, streamIn, streamOut)
                    : type == TypeFbr ? vme::runFbr(p, planes, w)
                                      : vme::runSic(p, planes, w);
  if (!why.empty())
    return unsupported(m, why);
  m.respondBytes(0, w.Bytes, m.Rlen * GrfBytes);
  return llvm::Error::success();
}
