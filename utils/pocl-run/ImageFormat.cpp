//===- ImageFormat.cpp - How pocl-run stores launch images on PoCL --------===//
//
// See ImageFormat.h for why some formats are widened.
//
//===----------------------------------------------------------------------===//

#include "ImageFormat.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Endian.h"
#include <cstring>

using namespace llvm;
using visa::sim::ChannelOrder;
using visa::sim::ChannelType;

namespace pocl_run {
namespace {

/// The OpenCL channel type of a launch image and its size in bytes.
std::pair<cl_channel_type, unsigned> channelType(ChannelType type) {
  switch (type) {
  case ChannelType::Float: return {CL_FLOAT, 4};
  case ChannelType::Half: return {CL_HALF_FLOAT, 2};
  case ChannelType::UNormInt8: return {CL_UNORM_INT8, 1};
  case ChannelType::UNormInt16: return {CL_UNORM_INT16, 2};
  case ChannelType::SNormInt8: return {CL_SNORM_INT8, 1};
  case ChannelType::SNormInt16: return {CL_SNORM_INT16, 2};
  case ChannelType::UInt8: return {CL_UNSIGNED_INT8, 1};
  case ChannelType::UInt16: return {CL_UNSIGNED_INT16, 2};
  case ChannelType::UInt32: return {CL_UNSIGNED_INT32, 4};
  case ChannelType::SInt8: return {CL_SIGNED_INT8, 1};
  case ChannelType::SInt16: return {CL_SIGNED_INT16, 2};
  case ChannelType::SInt32: return {CL_SIGNED_INT32, 4};
  }
  return {CL_FLOAT, 4};
}

bool isIntegerType(cl_channel_type t) {
  switch (t) {
  case CL_UNSIGNED_INT8:
  case CL_UNSIGNED_INT16:
  case CL_UNSIGNED_INT32:
  case CL_SIGNED_INT8:
  case CL_SIGNED_INT16:
  case CL_SIGNED_INT32:
    return true;
  default:
    return false;
  }
}

/// The stored value that reads back as 1 (1.0 for normalised types).
uint32_t oneBits(cl_channel_type t) {
  switch (t) {
  case CL_FLOAT: return 0x3F800000;
  case CL_UNORM_INT8: return 0xFF;
  case CL_UNORM_INT16: return 0xFFFF;
  case CL_SNORM_INT8: return 0x7F;
  case CL_SNORM_INT16: return 0x7FFF;
  default: return 1; // integer types
  }
}

float halfToFloat(uint16_t bits) {
  APFloat h(APFloat::IEEEhalf(), APInt(16, bits));
  bool lost = false;
  h.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  return h.convertToFloat();
}

uint16_t floatToHalf(float f) {
  APFloat v(f);
  bool lost = false;
  v.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &lost);
  return uint16_t(v.bitcastToAPInt().getZExtValue());
}

} // namespace

Expected<HostImageFormat> hostImageFormat(ChannelOrder order,
                                          ChannelType type) {
  HostImageFormat f;
  switch (order) {
  case ChannelOrder::R: f.Format.image_channel_order = CL_R; break;
  case ChannelOrder::A: f.Format.image_channel_order = CL_A; break;
  case ChannelOrder::RG: f.Format.image_channel_order = CL_RG; break;
  case ChannelOrder::RGBA: f.Format.image_channel_order = CL_RGBA; break;
  case ChannelOrder::BGRA: f.Format.image_channel_order = CL_BGRA; break;
  default:
    return createStringError(inconvertibleErrorCode(),
                             "image channel order not supported by pocl-run");
  }
  auto [clType, bytes] = channelType(type);
  f.Format.image_channel_data_type = clType;
  f.LaunchChannels = f.Channels =
      order == ChannelOrder::R || order == ChannelOrder::A ? 1
      : order == ChannelOrder::RG                          ? 2
                                                           : 4;
  f.LaunchChannelBytes = f.ChannelBytes = bytes;

  if (clType == CL_HALF_FLOAT) {
    f.HalfAsFloat = true;
    f.Format.image_channel_data_type = CL_FLOAT;
    f.ChannelBytes = 4;
  }
  if (order == ChannelOrder::RG ||
      (order == ChannelOrder::R && isIntegerType(clType))) {
    f.Format.image_channel_order = CL_RGBA;
    f.Channels = 4;
  }
  return f;
}

/// Copies `pixels` pixels between the launch layout and the host format:
/// the launch's channels one by one (half <-> float when widened), and on
/// the way to the host alpha = 1 for the channels the launch lacks.
static std::vector<char> convertPixels(const HostImageFormat &f,
                                       const char *data, size_t pixels,
                                       bool toHost) {
  size_t srcPixel = toHost ? f.launchPixelBytes() : f.hostPixelBytes();
  size_t dstPixel = toHost ? f.hostPixelBytes() : f.launchPixelBytes();
  if (!f.widened())
    return std::vector<char>(data, data + pixels * srcPixel);
  std::vector<char> out(pixels * dstPixel, 0);
  char one[4];
  support::endian::write32le(one, oneBits(f.Format.image_channel_data_type));
  for (size_t p = 0; p < pixels; ++p) {
    const char *src = data + p * srcPixel;
    char *dst = out.data() + p * dstPixel;
    for (unsigned c = 0; c < f.LaunchChannels; ++c) {
      if (!f.HalfAsFloat) {
        std::memcpy(dst + c * f.ChannelBytes, src + c * f.ChannelBytes,
                    f.ChannelBytes);
      } else if (toHost) {
        float v = halfToFloat(support::endian::read16le(src + 2 * c));
        std::memcpy(dst + 4 * c, &v, 4);
      } else {
        float v;
        std::memcpy(&v, src + 4 * c, 4);
        support::endian::write16le(dst + 2 * c, floatToHalf(v));
      }
    }
    // Missing green and blue read as 0 (already), alpha as 1.
    if (toHost && f.Channels == 4 && f.LaunchChannels < 4)
      std::memcpy(dst + 3 * f.ChannelBytes, one, f.ChannelBytes);
  }
  return out;
}

std::vector<char> toHostPixels(const HostImageFormat &f, const char *data,
                               size_t pixels) {
  return convertPixels(f, data, pixels, /*toHost=*/true);
}

std::vector<char> fromHostPixels(const HostImageFormat &f, const char *data,
                                 size_t pixels) {
  return convertPixels(f, data, pixels, /*toHost=*/false);
}

} // namespace pocl_run
