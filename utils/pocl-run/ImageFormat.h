//===- ImageFormat.h - How pocl-run stores launch images on PoCL -*- C++ -*-=//
//
// The OpenCL image format pocl-run creates for a launch image, and the
// conversion of pixel data between the launch's tightly packed layout and
// that format.
//
// PoCL 3.1 gets some formats wrong, so those are held in a wider format that
// reads back the same values:
//  - CL_RG images are rejected (CL_INVALID_OPERATION): held as CL_RGBA;
//  - reading a CL_R integer image returns alpha 0 where OpenCL defines 1:
//    held as CL_RGBA;
//  - half-float images read back garbage (about 234 for values in [-2, 2],
//    through samplers and for CL_R): held as CL_FLOAT, exact for every half.
// The added channels hold what OpenCL reads for the missing ones
// ((r, 0, 0, 1) and (r, g, 0, 1)). Results are narrowed back: the extra
// channels dropped and floats rounded to half to nearest even, as
// write_imagef to a half image does. Kernels that query the channel order or
// data type see the wider format on PoCL.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_UTILS_POCL_RUN_IMAGEFORMAT_H
#define VISA_UTILS_POCL_RUN_IMAGEFORMAT_H

#include "visa/Sim/Launch.h"
#include "llvm/Support/Error.h"

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>

#include <vector>

namespace pocl_run {

/// A launch image's format as the launch gives it and as PoCL holds it.
struct HostImageFormat {
  cl_image_format Format;      ///< what clCreateImage gets
  unsigned Channels = 4;       ///< channels per pixel on PoCL
  unsigned ChannelBytes = 4;   ///< bytes per channel on PoCL
  unsigned LaunchChannels = 4; ///< channels per pixel in the launch files
  unsigned LaunchChannelBytes = 4;
  bool HalfAsFloat = false; ///< launch half channels held as float

  bool widened() const {
    return Channels != LaunchChannels || HalfAsFloat;
  }
  size_t launchPixelBytes() const { return LaunchChannels * LaunchChannelBytes; }
  size_t hostPixelBytes() const { return Channels * ChannelBytes; }
};

/// The format pocl-run uses for an image of `order` and `type`.
llvm::Expected<HostImageFormat> hostImageFormat(visa::sim::ChannelOrder order,
                                                visa::sim::ChannelType type);

/// `pixels` pixels of launch data in the host format.
std::vector<char> toHostPixels(const HostImageFormat &f, const char *data,
                               size_t pixels);

/// `pixels` pixels of host data back in the launch's layout.
std::vector<char> fromHostPixels(const HostImageFormat &f, const char *data,
                                 size_t pixels);

} // namespace pocl_run

#endif // VISA_UTILS_POCL_RUN_IMAGEFORMAT_H
