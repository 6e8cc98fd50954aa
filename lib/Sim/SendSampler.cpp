//===- SendSampler.cpp - Sampler messages ---------------------------------===//
//
// The sampler messages IGC emits for OpenCL images: sample (LOD computed,
// forced to 0 or given), sample with gradients, ld / ld_lz (integer texel
// fetch), resinfo, and the sampler cache flush.
//
// Payload (after the optional header): one parameter plane per parameter,
// SIMD8 one register, SIMD16 two, in the hardware order of the message
// (e.g. sample_l: lod, u, v, r; ld: u, lod, v, r on Gen8 and u, v, lod, r
// from Gen9). Parameters the payload leaves out are 0. The response holds
// one plane per returned channel: the channels enabled by the header's
// M0.2[15:12] disable mask, or without a header all four (Gen8) or as many
// of R, G, B, A as the response length holds (Gen9+).
//
// Texels are addressed and filtered as the OpenCL specification defines
// for the launch's sampler state (normalized coordinates, addressing mode,
// nearest or linear filter), in single precision. Images have one mip
// level: the LOD selects level 0.
//
//===----------------------------------------------------------------------===//

#include "SendImpl.h"
#include <cmath>
#include <optional>

using namespace visa;
using namespace visa::sim;
using namespace visa::sim::sendimpl;

namespace {

using gen::SamplerOp;

constexpr uint32_t FloatOne = 0x3F800000;

float asFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

uint32_t asBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

/// Coordinates the sampler can compute with: NaN becomes 0 and huge values
/// are clamped so that texel indices stay representable.
float sanitize(float c) {
  if (std::isnan(c))
    return 0.0f;
  return std::fmin(std::fmax(c, -1e9f), 1e9f);
}

bool hasAlpha(ChannelOrder o) {
  return o == ChannelOrder::A || o == ChannelOrder::RGBA ||
         o == ChannelOrder::BGRA;
}

/// Reads texels of one image for one lane with a sampler state.
class TexelSampler {
public:
  TexelSampler(Message &m, const Surface &s, const SamplerState &st)
      : M(m), S(s), St(st), Integer(isIntegerFormat(s)) {}

  /// Samples at float coordinates `c` (u, v, r; the array layer is the
  /// coordinate after the last dimension).
  llvm::Error sample(const float c[3], Texel &out);

private:
  /// One dimension's texel indices and weight of the second.
  struct Taps {
    int64_t I0 = 0, I1 = 0;
    float A = 0;
  };
  Taps nearest(float c, int64_t size) const;
  Taps linear(float c, int64_t size) const;
  llvm::Error fetch(int64_t x, int64_t y, int64_t z, Texel &t) const;
  Texel border() const {
    Texel t;
    t.C[3] = hasAlpha(S.Order) ? 0 : (Integer ? 1 : FloatOne);
    return t;
  }

  Message &M;
  const Surface &S;
  const SamplerState &St;
  bool Integer;
};

TexelSampler::Taps TexelSampler::nearest(float c, int64_t size) const {
  Taps t;
  c = sanitize(c);
  float n = float(size);
  switch (St.Addressing) {
  case SamplerState::Address::Repeat: {
    float u = (c - std::floor(c)) * n;
    int64_t i = int64_t(std::floor(u));
    if (i > size - 1)
      i -= size;
    t.I0 = i;
    return t;
  }
  case SamplerState::Address::MirroredRepeat: {
    float s = std::fabs(c - 2.0f * std::rint(0.5f * c));
    int64_t i = int64_t(std::floor(s * n));
    t.I0 = std::min(i, size - 1);
    return t;
  }
  default: {
    float u = St.NormalizedCoords ? c * n : c;
    // Keep far out-of-range coordinates representable.
    u = std::fmin(std::fmax(u, -1e9f), 1e9f);
    int64_t i = int64_t(std::floor(u));
    if (St.Addressing == SamplerState::Address::ClampToEdge)
      i = std::clamp<int64_t>(i, 0, size - 1);
    t.I0 = i;
    return t;
  }
  }
}

TexelSampler::Taps TexelSampler::linear(float c, int64_t size) const {
  Taps t;
  c = sanitize(c);
  float n = float(size);
  switch (St.Addressing) {
  case SamplerState::Address::Repeat: {
    float u = (c - std::floor(c)) * n - 0.5f;
    t.I0 = int64_t(std::floor(u));
    t.I1 = t.I0 + 1;
    t.A = u - std::floor(u);
    if (t.I0 < 0)
      t.I0 += size;
    if (t.I1 > size - 1)
      t.I1 -= size;
    return t;
  }
  case SamplerState::Address::MirroredRepeat: {
    float s = std::fabs(c - 2.0f * std::rint(0.5f * c));
    float u = s * n - 0.5f;
    t.I0 = std::max<int64_t>(int64_t(std::floor(u)), 0);
    t.I1 = std::min<int64_t>(int64_t(std::floor(u)) + 1, size - 1);
    t.A = u - std::floor(u);
    return t;
  }
  default: {
    float u = (St.NormalizedCoords ? c * n : c) - 0.5f;
    u = std::fmin(std::fmax(u, -1e9f), 1e9f);
    t.I0 = int64_t(std::floor(u));
    t.I1 = t.I0 + 1;
    t.A = u - std::floor(u);
    if (St.Addressing == SamplerState::Address::ClampToEdge) {
      t.I0 = std::clamp<int64_t>(t.I0, 0, size - 1);
      t.I1 = std::clamp<int64_t>(t.I1, 0, size - 1);
    }
    return t;
  }
  }
}

llvm::Error TexelSampler::fetch(int64_t x, int64_t y, int64_t z,
                                Texel &t) const {
  if (!texelInBounds(S, x, y, z)) {
    t = border();
    return llvm::Error::success();
  }
  llvm::Expected<uint8_t *> p = texelPointer(M, S, x, y, z);
  if (!p)
    return p.takeError();
  t = decodeTexel(S, *p);
  return llvm::Error::success();
}

llvm::Error TexelSampler::sample(const float c[3], Texel &out) {
  unsigned dims = surfaceDims(S);
  int64_t sizes[3] = {int64_t(S.Width),
                      int64_t(std::max<uint32_t>(S.Height, 1)),
                      int64_t(std::max<uint32_t>(S.Depth, 1))};
  if (S.K == Surface::Kind::Buffer && bytesPerTexel(S))
    sizes[0] = int64_t(S.Size / bytesPerTexel(S));
  if (sizes[0] == 0) {
    out = border();
    return llvm::Error::success();
  }
  // The array layer is never normalized or filtered.
  int64_t layer = 0;
  if (isArraySurface(S)) {
    float l = c[dims];
    int64_t last = std::max<int64_t>(sizes[2], 1) - 1;
    layer = std::isnan(l)
                ? 0
                : std::clamp<int64_t>(
                      int64_t(std::fmin(std::fmax(std::rint(l), -1.0f), 1e9f)),
                      0, last);
  }
  auto toTexel = [&](const int64_t idx[3], int64_t &x, int64_t &y, int64_t &z) {
    x = idx[0];
    y = dims >= 2 ? idx[1] : 0;
    z = dims >= 3 ? idx[2] : layer;
  };

  bool linearFilter = St.LinearFilter && !Integer;
  Taps taps[3];
  for (unsigned d = 0; d < dims; ++d)
    taps[d] = linearFilter ? linear(c[d], sizes[d]) : nearest(c[d], sizes[d]);

  if (!linearFilter) {
    int64_t idx[3] = {taps[0].I0, taps[1].I0, taps[2].I0}, x, y, z;
    toTexel(idx, x, y, z);
    return fetch(x, y, z, out);
  }

  float acc[4] = {0, 0, 0, 0};
  for (unsigned corner = 0; corner < (1u << dims); ++corner) {
    int64_t idx[3];
    float w = 1.0f;
    for (unsigned d = 0; d < dims; ++d) {
      bool second = (corner >> d) & 1;
      idx[d] = second ? taps[d].I1 : taps[d].I0;
      w *= second ? taps[d].A : 1.0f - taps[d].A;
    }
    for (unsigned d = dims; d < 3; ++d)
      idx[d] = 0;
    int64_t x, y, z;
    toTexel(idx, x, y, z);
    Texel t;
    if (auto err = fetch(x, y, z, t))
      return err;
    for (unsigned ch = 0; ch < 4; ++ch)
      acc[ch] += w * asFloat(t.C[ch]);
  }
  for (unsigned ch = 0; ch < 4; ++ch)
    out.C[ch] = asBits(acc[ch]);
  return llvm::Error::success();
}

/// ld / ld_lz: integer texel fetch without a sampler; out of bounds (or a
/// level other than 0) returns zeros.
llvm::Error load(Message &m, const Surface &s, const int64_t uvr[3],
                 int64_t lod, Texel &out) {
  int64_t x, y, z;
  coordsToTexel(s, uvr, x, y, z);
  if (lod != 0 || !texelInBounds(s, x, y, z)) {
    out = Texel();
    return llvm::Error::success();
  }
  llvm::Expected<uint8_t *> p = texelPointer(m, s, x, y, z);
  if (!p)
    return p.takeError();
  out = decodeTexel(s, *p);
  return llvm::Error::success();
}

/// resinfo: width, height, depth (or layers) and mip levels as integers.
Texel resInfo(const Surface &s) {
  Texel t;
  t.C[0] = s.Width;
  switch (s.K) {
  case Surface::Kind::Image1DArray:
    t.C[1] = s.Depth;
    break;
  case Surface::Kind::Image2D:
    t.C[1] = s.Height;
    break;
  case Surface::Kind::Image2DArray:
  case Surface::Kind::Image3D:
    t.C[1] = s.Height;
    t.C[2] = s.Depth;
    break;
  default:
    break;
  }
  t.C[3] = s.MipLevels;
  return t;
}

} // namespace

llvm::Error sendimpl::executeSampler(Message &m) {
  if (m.Info.Kind == gen::MessageKind::SamplerCacheFlush) {
    std::memset(m.Response, 0, m.responseBytes());
    return llvm::Error::success();
  }
  if (gen::SamplerSimdMode(m.Info.SamplerSimdMode) ==
      gen::SamplerSimdMode::Simd32)
    return unsupported(m);
  unsigned simd = m.Info.Simd;
  if (!simd)
    return unsupported(m, "SIMD mode");
  if (m.Info.SamplerReturn16)
    return unsupported(m, "16-bit return format");
  SamplerOp op = SamplerOp(m.Info.SamplerOp);
  unsigned planeBytes = simd * 4;

  // Which channels the response holds.
  unsigned enabled = 0xF;
  if (m.Info.HasHeader) {
    uint32_t m2 = m.payload<uint32_t>(2 * 4);
    if (m2 & 0xFFF)
      return unsupported(m, "texel offsets in the header");
    enabled = ~(m2 >> 12) & 0xF;
  } else if (m.Device.Gen != gen::Platform::Gen8) {
    unsigned n = std::min(4u, m.responseBytes() / planeBytes);
    enabled = (1u << n) - 1;
  }
  unsigned channels = __builtin_popcount(enabled);
  if (channels * planeBytes > m.responseBytes())
    return messageError(m, "response length " + llvm::Twine(m.Info.Rlen) +
                               " is too short for " + llvm::Twine(channels) +
                               " channels");

  unsigned start = m.dataStart();
  unsigned params = (m.payloadBytes() - start) / planeBytes;
  auto param = [&](unsigned k, unsigned lane) -> uint32_t {
    return k < params ? m.payload<uint32_t>(start + k * planeBytes + lane * 4)
                      : 0;
  };

  // Parameter positions of the coordinates and the LOD.
  int coord[3] = {0, 1, 2};
  int lodParam = -1;
  bool integerCoords = false;
  switch (op) {
  case SamplerOp::Sample:
  case SamplerOp::SampleLz:
    break;
  case SamplerOp::SampleB:
  case SamplerOp::SampleL:
    coord[0] = 1, coord[1] = 2, coord[2] = 3;
    lodParam = 0;
    break;
  case SamplerOp::SampleD:
    coord[0] = 0, coord[1] = 3, coord[2] = 6;
    break;
  case SamplerOp::Ld:
    integerCoords = true;
    if (m.Device.Gen == gen::Platform::Gen8)
      coord[0] = 0, coord[1] = 2, coord[2] = 3, lodParam = 1;
    else
      coord[0] = 0, coord[1] = 1, coord[2] = 3, lodParam = 2;
    break;
  case SamplerOp::LdLz:
    integerCoords = true;
    break;
  case SamplerOp::ResInfo:
    break;
  default:
    return unsupported(m);
  }

  llvm::Expected<const Surface *> sp =
      resolveSurface(m, SurfaceUse::Image);
  if (!sp)
    return sp.takeError();
  const Surface &s = **sp;
  if (s.K == Surface::Kind::None || !bytesPerTexel(s))
    return messageError(m, "surface has no texel format");
  if (s.MipLevels > 1 && op != SamplerOp::ResInfo && op != SamplerOp::Ld &&
      op != SamplerOp::LdLz)
    return unsupported(m, "mipmapped images are not modelled");

  const SamplerState *state = nullptr;
  bool needsSampler = !integerCoords && op != SamplerOp::ResInfo;
  if (needsSampler) {
    unsigned index = m.Info.SamplerIndex;
    auto it = m.Mem.Samplers.find(index);
    if (it == m.Mem.Samplers.end())
      return messageError(m,
                          "sampler " + llvm::Twine(index) + " is not defined");
    state = &it->second;
  }
  std::optional<TexelSampler> sampler;
  if (state)
    sampler.emplace(m, s, *state);

  for (unsigned lane = 0; lane < simd; ++lane) {
    if (!m.laneOn(lane))
      continue;
    Texel t;
    if (op == SamplerOp::ResInfo) {
      t = resInfo(s);
    } else if (integerCoords) {
      int64_t uvr[3];
      for (unsigned i = 0; i < 3; ++i)
        uvr[i] = int32_t(param(coord[i], lane));
      int64_t lod = lodParam >= 0 ? int32_t(param(lodParam, lane)) : 0;
      if (auto err = load(m, s, uvr, lod, t))
        return err;
    } else {
      float c[3];
      for (unsigned i = 0; i < 3; ++i)
        c[i] = asFloat(param(coord[i], lane));
      if (auto err = sampler->sample(c, t))
        return err;
    }
    unsigned plane = 0;
    for (unsigned ch = 0; ch < 4; ++ch) {
      if (!((enabled >> ch) & 1))
        continue;
      m.respond(plane * planeBytes + lane * 4, t.C[ch]);
      ++plane;
    }
  }
  return llvm::Error::success();
}
