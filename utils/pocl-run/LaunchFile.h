//===- LaunchFile.h - pocl-run's view of a launch description ---*- C++ -*-===//
//
// The launch description (LAUNCH.json) is the interface between
// utils/run-kernel, visa-sim and pocl-run (its format is described in the
// header of utils/run-kernel). This header declares the parsed form pocl-run
// needs: the source and options to build, the NDRange and the arguments in
// kernel-parameter order, with every file path already made absolute.
//
//===----------------------------------------------------------------------===//

#ifndef POCL_RUN_LAUNCHFILE_H
#define POCL_RUN_LAUNCHFILE_H

#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace pocl_run {

/// One kernel argument of the launch description.
struct LaunchArg {
  enum class Kind { Value, Buffer, Local, Image, Sampler };
  Kind ArgKind = Kind::Value;

  std::vector<uint8_t> Bytes; ///< Value: the raw little-endian bytes.
  uint64_t Size = 0;          ///< Buffer / Local: size in bytes.
  std::string InFile;         ///< Buffer / Image: initial contents.
  std::string OutFile;        ///< Buffer / Image: where to write the result.

  // Image.
  std::string Dim;   ///< 1d 2d 3d 1d_array 2d_array 1d_buffer
  std::string Order; ///< r rg rgba bgra
  std::string Type;  ///< float half unorm_int8 ... sint32
  uint64_t Width = 1, Height = 1, Depth = 1, ArraySize = 0;

  // Sampler.
  bool Normalized = false;
  std::string Address = "none"; ///< none clamp_to_edge clamp repeat
                                ///< mirrored_repeat
  std::string Filter = "nearest"; ///< nearest linear
};

/// A whole launch description.
struct LaunchFile {
  std::string Kernel;
  std::string Source;  ///< Absolute path of the OpenCL C source.
  std::string Options; ///< Build options as written in the file.
  unsigned WorkDim = 3;
  std::array<uint64_t, 3> Global = {1, 1, 1};
  std::array<uint64_t, 3> Local = {1, 1, 1};
  std::vector<LaunchArg> Args;
};

/// Reads and checks \p Path; relative file names inside are resolved against
/// the directory of \p Path.
llvm::Expected<LaunchFile> readLaunchFile(const std::string &Path);

} // namespace pocl_run

#endif // POCL_RUN_LAUNCHFILE_H
