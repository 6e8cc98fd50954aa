//===- SendVme.cpp - VME and CRE (check and refinement engine) messages --===//
//
// Decodes the media sampler's motion estimation messages and binds their
// surfaces; VmeModel.h's engines compute the writeback.
//
// The descriptor (GenMessageFields.def; IGC's VMEDescriptor) names the
// binding table index of the source picture, the message type (IME on the
// VME shared function, SIC and FBR on the CRE) and IME stream out/in. The
// reference pictures follow the source in the
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
  using gen::MessageKind;
  MessageKind kind = m.Info.Kind;
  if (kind != MessageKind::VmeIme && kind != MessageKind::CreSic &&
      kind != MessageKind::CreFbr)
    return unsupported(m, "VME message type " +
                              llvm::Twine(unsigned(m.Info.TypeCode)));
  bool isIme = kind == MessageKind::VmeIme;
  bool streamOut = m.Info.StreamOut, streamIn = m.Info.StreamIn;
  if ((streamOut || streamIn) && !isIme)
    return unsupported(m, "stream in/out on a CRE message");
  if (!m.Info.HasHeader)
    return unsupported(m, "VME message without a header");
  vme::PayloadView p(m.Payload, m.Info.Mlen + m.Info.ExMlen);
  // Stream in adds two registers per reference to the payload, stream out
  // two per reference to the writeback (IGC's emitVMESendIME2 and
  // GetIMEReturnPayloadSize); dual reference is search control 7.
  unsigned refs = isIme && p.bits(0, 3, 8, 3) == 7 ? 2 : 1;
  unsigned needRegs = isIme ? 6 + (streamIn ? 2 * refs : 0) : 8;
  unsigned maxResponse = 7 + (streamOut ? 2 * refs : 0);
  if (m.Info.Mlen + m.Info.ExMlen < needRegs)
    return messageError(m, "VME payload shorter than " + llvm::Twine(needRegs) +
                               " registers");
  if (m.Info.Rlen > maxResponse)
    return unsupported(m, "VME response longer than " +
                              llvm::Twine(maxResponse) + " registers");
  vme::Planes planes;
  unsigned bti = m.Info.Bti;
  if (llvm::Error e = bindPlane(m, bti, false, planes.Src))
    return e;
  uint32_t refIds = p.ud(1, 6);
  if (isIme && refIds != (refIds & 0xFF) * 0x01010101u)
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
  std::string why = isIme ? vme::runIme(p, planes, w, streamIn, streamOut)
                    : kind == MessageKind::CreFbr ? vme::runFbr(p, planes, w)
                                                  : vme::runSic(p, planes, w);
  if (!why.empty())
    return unsupported(m, why);
  m.respondBytes(0, w.Bytes, m.Info.Rlen * GrfBytes);
  return llvm::Error::success();
}
