//===- SendImage.cpp - Image formats, typed surface and media block -------===//
//
// Texel encoding and decoding for the OpenCL image formats a launch can
// describe (channel order x channel type), texel addressing for 1D, 2D, 3D
// and array images, and the two data-port message families that address
// images directly:
//  - typed surface read/write (SIMD8): per-lane U, V, R (and LOD) integer
//    coordinates, then one data plane per enabled RGBA channel; the data
//    port converts between the 32-bit channel values and the surface
//    format. Out-of-bounds reads return 0, out-of-bounds writes are
//    dropped;
//  - media block read/write: a rectangle of bytes at header (X bytes,
//    Y rows) of size header M0.2 ((height-1) << 16 | (width-1)), stored in
//    registers row after row with a row pitch of the width rounded up to a
//    power of two (at least 4). Reads outside the surface return the
//    nearest edge pixel; writes outside are dropped.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include <cmath>

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

constexpr uint32_t FloatOne = 0x3F800000;

unsigned componentCount(ChannelOrder o) {
  switch (o) {
  case ChannelOrder::R:
  case ChannelOrder::A:
    return 1;
  case ChannelOrder::RG:
  case ChannelOrder::Rx:
    return 2;
  case ChannelOrder::RGx:
    return 3;
  case ChannelOrder::RGBA:
  case ChannelOrder::BGRA:
  case ChannelOrder::RGBx:
    return 4;
  }
  return 0;
}

/// The RGBA channel memory component `i` holds, or -1 for padding.
int componentChannel(ChannelOrder o, unsigned i) {
  static const int r[] = {0}, a[] = {3}, rg[] = {0, 1}, rx[] = {0, -1},
                   rgx[] = {0, 1, -1}, rgba[] = {0, 1, 2, 3},
                   bgra[] = {2, 1, 0, 3}, rgbx[] = {0, 1, 2, -1};
  switch (o) {
  case ChannelOrder::R:
    return r[i];
  case ChannelOrder::A:
    return a[i];
  case ChannelOrder::RG:
    return rg[i];
  case ChannelOrder::Rx:
    return rx[i];
  case ChannelOrder::RGx:
    return rgx[i];
  case ChannelOrder::RGBA:
    return rgba[i];
  case ChannelOrder::BGRA:
    return bgra[i];
  case ChannelOrder::RGBx:
    return rgbx[i];
  }
  return -1;
}

unsigned channelBytes(ChannelType t) {
  switch (t) {
  case ChannelType::Float:
  case ChannelType::UInt32:
  case ChannelType::SInt32:
    return 4;
  case ChannelType::Half:
  case ChannelType::UNormInt16:
  case ChannelType::SNormInt16:
  case ChannelType::UInt16:
  case ChannelType::SInt16:
    return 2;
  case ChannelType::UNormInt8:
  case ChannelType::SNormInt8:
  case ChannelType::UInt8:
  case ChannelType::SInt8:
    return 1;
  }
  return 0;
}

uint32_t floatBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

float bitsFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1F, mant = h & 0x3FF;
  if (exp == 0) {
    float v = std::ldexp(float(mant), -24);
    return sign ? -v : v;
  }
  if (exp == 31)
    return bitsFloat(sign | 0x7F800000 | mant << 13);
  return bitsFloat(sign | (exp + 112) << 23 | mant << 13);
}

/// Float to half, rounding to nearest even.
uint16_t floatToHalf(float f) {
  uint32_t x = floatBits(f);
  uint16_t sign = (x >> 16) & 0x8000;
  uint32_t absx = x & 0x7FFFFFFF;
  if (absx >= 0x7F800000) // inf, NaN (kept quiet)
    return sign | 0x7C00 |
           (absx > 0x7F800000 ? 0x200 | ((absx >> 13) & 0x3FF) : 0);
  if (absx >= 0x477FF000) // rounds to infinity (>= 65520)
    return sign | 0x7C00;
  if (absx < 0x38800000) { // half subnormal (or zero): exact scaling
    float scaled = bitsFloat(absx) * 16777216.0f;
    return sign | uint16_t(std::nearbyint(scaled));
  }
  uint32_t mant = absx & 0x7FFFFF;
  uint32_t h = ((absx >> 23) - 112) << 10 | mant >> 13;
  uint32_t rest = mant & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h;
  return sign | uint16_t(h);
}

/// Float to an unsigned normalized integer of `maxValue`.
uint32_t toUNorm(uint32_t bits, float maxValue) {
  float f = bitsFloat(bits);
  if (!(f > 0.0f)) // also NaN
    return 0;
  if (f >= 1.0f)
    return uint32_t(maxValue);
  return uint32_t(std::nearbyint(f * maxValue));
}

int32_t toSNorm(uint32_t bits, float maxValue) {
  float f = bitsFloat(bits);
  if (std::isnan(f))
    return 0;
  f = std::fmin(std::fmax(f, -1.0f), 1.0f);
  return int32_t(std::nearbyint(f * maxValue));
}

uint32_t decodeComponent(ChannelType t, const uint8_t *p) {
  switch (t) {
  case ChannelType::Float:
  case ChannelType::UInt32:
  case ChannelType::SInt32: {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  case ChannelType::Half: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return floatBits(halfToFloat(v));
  }
  case ChannelType::UNormInt8:
    return floatBits(float(p[0]) / 255.0f);
  case ChannelType::UNormInt16: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return floatBits(float(v) / 65535.0f);
  }
  case ChannelType::SNormInt8:
    return floatBits(std::fmax(-1.0f, float(int8_t(p[0])) / 127.0f));
  case ChannelType::SNormInt16: {
    int16_t v;
    std::memcpy(&v, p, 2);
    return floatBits(std::fmax(-1.0f, float(v) / 32767.0f));
  }
  case ChannelType::UInt8:
    return p[0];
  case ChannelType::UInt16: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return v;
  }
  case ChannelType::SInt8:
    return uint32_t(int32_t(int8_t(p[0])));
  case ChannelType::SInt16: {
    int16_t v;
    std::memcpy(&v, p, 2);
    return uint32_t(int32_t(v));
  }
  }
  return 0;
}

void encodeComponent(ChannelType t, uint32_t v, uint8_t *p) {
  switch (t) {
  case ChannelType::Float:
  case ChannelType::UInt32:
  case ChannelType::SInt32:
    std::memcpy(p, &v, 4);
    return;
  case ChannelType::Half: {
    uint16_t h = floatToHalf(bitsFloat(v));
    std::memcpy(p, &h, 2);
    return;
  }
  case ChannelType::UNormInt8:
    p[0] = uint8_t(toUNorm(v, 255.0f));
    return;
  case ChannelType::UNormInt16: {
    uint16_t h = uint16_t(toUNorm(v, 65535.0f));
    std::memcpy(p, &h, 2);
    return;
  }
  case ChannelType::SNormInt8:
    p[0] = uint8_t(int8_t(toSNorm(v, 127.0f)));
    return;
  case ChannelType::SNormInt16: {
    int16_t h = int16_t(toSNorm(v, 32767.0f));
    std::memcpy(p, &h, 2);
    return;
  }
  case ChannelType::UInt8:
    p[0] = uint8_t(std::min<uint32_t>(v, 0xFF));
    return;
  case ChannelType::UInt16: {
    uint16_t h = uint16_t(std::min<uint32_t>(v, 0xFFFF));
    std::memcpy(p, &h, 2);
    return;
  }
  case ChannelType::SInt8:
    p[0] = uint8_t(int8_t(std::clamp<int32_t>(int32_t(v), -128, 127)));
    return;
  case ChannelType::SInt16: {
    int16_t h = int16_t(std::clamp<int32_t>(int32_t(v), -32768, 32767));
    std::memcpy(p, &h, 2);
    return;
  }
  }
}

} // namespace

unsigned sendimpl::bytesPerTexel(const Surface &s) {
  return componentCount(s.Order) * channelBytes(s.Type);
}

bool sendimpl::isIntegerFormat(const Surface &s) {
  switch (s.Type) {
  case ChannelType::UInt8:
  case ChannelType::UInt16:
  case ChannelType::UInt32:
  case ChannelType::SInt8:
  case ChannelType::SInt16:
  case ChannelType::SInt32:
    return true;
  default:
    return false;
  }
}

Texel sendimpl::decodeTexel(const Surface &s, const uint8_t *p) {
  Texel t;
  t.C[3] = isIntegerFormat(s) ? 1 : FloatOne;
  unsigned n = componentCount(s.Order), bytes = channelBytes(s.Type);
  for (unsigned i = 0; i < n; ++i) {
    int c = componentChannel(s.Order, i);
    if (c >= 0)
      t.C[c] = decodeComponent(s.Type, p + i * bytes);
  }
  return t;
}

void sendimpl::encodeTexel(const Surface &s, const Texel &t, uint8_t *p) {
  unsigned n = componentCount(s.Order), bytes = channelBytes(s.Type);
  for (unsigned i = 0; i < n; ++i) {
    int c = componentChannel(s.Order, i);
    if (c >= 0)
      encodeComponent(s.Type, t.C[c], p + i * bytes);
  }
}

unsigned sendimpl::surfaceDims(const Surface &s) {
  switch (s.K) {
  case Surface::Kind::Image2D:
  case Surface::Kind::Image2DArray:
    return 2;
  case Surface::Kind::Image3D:
    return 3;
  default:
    return 1;
  }
}

bool sendimpl::isArraySurface(const Surface &s) {
  return s.K == Surface::Kind::Image1DArray ||
         s.K == Surface::Kind::Image2DArray;
}

void sendimpl::coordsToTexel(const Surface &s, const int64_t uvr[3], int64_t &x,
                             int64_t &y, int64_t &z) {
  x = uvr[0];
  y = 0;
  z = 0;
  switch (s.K) {
  case Surface::Kind::Image1DArray:
    z = uvr[1];
    break;
  case Surface::Kind::Image2D:
    y = uvr[1];
    break;
  case Surface::Kind::Image2DArray:
  case Surface::Kind::Image3D:
    y = uvr[1];
    z = uvr[2];
    break;
  default:
    break;
  }
}

bool sendimpl::texelInBounds(const Surface &s, int64_t x, int64_t y,
                             int64_t z) {
  uint64_t width = s.Width, height = std::max<uint32_t>(s.Height, 1),
           depth = std::max<uint32_t>(s.Depth, 1);
  if (s.K == Surface::Kind::Buffer)
    width = bytesPerTexel(s) ? s.Size / bytesPerTexel(s) : 0;
  return x >= 0 && uint64_t(x) < width && y >= 0 && uint64_t(y) < height &&
         z >= 0 && uint64_t(z) < depth;
}

llvm::Expected<uint8_t *> sendimpl::texelPointer(Message &m, const Surface &s,
                                                 int64_t x, int64_t y,
                                                 int64_t z) {
  unsigned bpp = bytesPerTexel(s);
  uint64_t rowPitch = s.RowPitch ? s.RowPitch : uint64_t(s.Width) * bpp;
  uint64_t slicePitch =
      s.SlicePitch ? s.SlicePitch : rowPitch * std::max<uint32_t>(s.Height, 1);
  uint64_t addr = s.Base + uint64_t(x) * bpp + uint64_t(y) * rowPitch +
                  uint64_t(z) * slicePitch;
  if (uint8_t *p = m.Mem.translate(addr, bpp))
    return p;
  return messageError(m, "image texel (" + llvm::Twine(x) + ", " +
                             llvm::Twine(y) + ", " + llvm::Twine(z) +
                             ") is not in mapped memory");
}

llvm::Error sendimpl::executeTypedSurface(Message &m, bool isWrite) {
  unsigned slotGroup = m.Info.SlotGroup;
  if (slotGroup != 1 && slotGroup != 2)
    return unsupported(m, "SIMD4x2 slot group");
  uint32_t lanes = m.LaneMask;
  if (slotGroup == 2 && m.ExecSize > 8)
    lanes >>= 8;
  unsigned enabled = m.Info.ChannelMask;
  unsigned channels = __builtin_popcount(enabled);
  unsigned start = m.dataStart();
  unsigned regs = (m.payloadBytes() - start) / GrfBytes;
  unsigned addrRegs = isWrite ? regs - std::min(regs, channels) : regs;
  if (addrRegs < 1 || addrRegs > 4)
    return messageError(m, "payload of " +
                               llvm::Twine(m.Info.Mlen + m.Info.ExMlen) +
                               " registers does not fit the coordinates and " +
                               llvm::Twine(channels) + " channels");
  if (!isWrite && channels * GrfBytes > m.responseBytes())
    return messageError(m, "response length " + llvm::Twine(m.Info.Rlen) +
                               " is too short for the channels read");
  llvm::Expected<const Surface *> sp =
      resolveSurface(m, SurfaceUse::Image);
  if (!sp)
    return sp.takeError();
  const Surface &s = **sp;
  if (!bytesPerTexel(s))
    return messageError(m, "surface has no texel format");
  unsigned dataStart = start + addrRegs * GrfBytes;

  for (unsigned lane = 0; lane < 8; ++lane) {
    if (!((lanes >> lane) & 1))
      continue;
    int64_t uvr[3] = {0, 0, 0};
    for (unsigned i = 0; i < std::min(addrRegs, 3u); ++i)
      uvr[i] = int32_t(m.payload<uint32_t>(start + i * GrfBytes + lane * 4));
    uint32_t lod =
        addrRegs > 3 ? m.payload<uint32_t>(start + 3 * GrfBytes + lane * 4) : 0;
    int64_t x, y, z;
    coordsToTexel(s, uvr, x, y, z);
    bool inBounds = lod == 0 && texelInBounds(s, x, y, z);
    uint8_t *p = nullptr;
    if (inBounds) {
      llvm::Expected<uint8_t *> tp = texelPointer(m, s, x, y, z);
      if (!tp)
        return tp.takeError();
      p = *tp;
    }
    if (isWrite) {
      if (!p)
        continue;
      Texel t = channels == 4 ? Texel() : decodeTexel(s, p);
      unsigned plane = 0;
      for (unsigned c = 0; c < 4; ++c) {
        if (!((enabled >> c) & 1))
          continue;
        t.C[c] = m.payload<uint32_t>(dataStart + plane * GrfBytes + lane * 4);
        ++plane;
      }
      encodeTexel(s, t, p);
      continue;
    }
    Texel t = p ? decodeTexel(s, p) : Texel();
    unsigned plane = 0;
    for (unsigned c = 0; c < 4; ++c) {
      if (!((enabled >> c) & 1))
        continue;
      m.respond(plane * GrfBytes + lane * 4, t.C[c]);
      ++plane;
    }
  }
  return llvm::Error::success();
}

llvm::Error sendimpl::executeMediaBlock(Message &m, bool isWrite) {
  if (!m.Info.HasHeader)
    return messageError(m, "media block message without a header");
  if (m.Info.MediaLineControl != 0)
    return unsupported(m, "vertical line stride override");
  llvm::Expected<const Surface *> sp =
      resolveSurface(m, SurfaceUse::Image);
  if (!sp)
    return sp.takeError();
  const Surface &s = **sp;
  unsigned bpp = bytesPerTexel(s);
  if (!bpp || s.K == Surface::Kind::Buffer || s.K == Surface::Kind::None)
    return messageError(m, "media block access to a surface that is not an "
                           "image");
  int64_t x0 = int32_t(m.payload<uint32_t>(0));
  int64_t y0 = int32_t(m.payload<uint32_t>(4));
  uint32_t size = m.payload<uint32_t>(8);
  unsigned width = (size & 0x3F) + 1, height = ((size >> 16) & 0x3F) + 1;
  unsigned pitch = gen::mediaBlockPitch(width);
  unsigned bytes = pitch * height;
  unsigned dataStart = isWrite ? GrfBytes : 0;
  if (isWrite ? dataStart + bytes > m.payloadBytes()
              : bytes > m.responseBytes())
    return messageError(m, llvm::Twine(width) + "x" + llvm::Twine(height) +
                               " block does not fit the message length");

  int64_t surfWidth = s.Width, surfHeight = std::max<uint32_t>(s.Height, 1);
  if (surfWidth == 0)
    return messageError(m, "media block access to an image of width 0");
  uint64_t rowPitch = s.RowPitch ? s.RowPitch : uint64_t(s.Width) * bpp;
  if (!isWrite)
    std::memset(m.Response, 0, m.responseBytes());
  for (unsigned row = 0; row < height; ++row) {
    int64_t y = y0 + row;
    for (unsigned col = 0; col < width; ++col) {
      int64_t xb = x0 + col;
      int64_t px = xb >= 0 ? xb / bpp : -((-xb + bpp - 1) / int64_t(bpp));
      int64_t inPixel = xb - px * bpp;
      unsigned regOff = row * pitch + col;
      if (isWrite) {
        if (px < 0 || px >= surfWidth || y < 0 || y >= surfHeight)
          continue;
      } else {
        px = std::clamp<int64_t>(px, 0, surfWidth - 1);
        y = std::clamp<int64_t>(y0 + row, 0, surfHeight - 1);
      }
      uint64_t addr = s.Base + uint64_t(y) * rowPitch + uint64_t(px) * bpp +
                      uint64_t(inPixel);
      uint8_t *p = m.Mem.translate(addr, 1);
      if (!p)
        return messageError(m, "image byte (" + llvm::Twine(px * bpp) + ", " +
                                   llvm::Twine(y) +
                                   ") is not in mapped memory");
      if (isWrite)
        *p = m.Payload[dataStart + regOff];
      else
        m.Response[regOff] = *p;
    }
  }
  return llvm::Error::success();
}
