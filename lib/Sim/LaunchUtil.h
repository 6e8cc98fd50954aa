//===- LaunchUtil.h - Helpers shared by the launch preparation files ------===//
//
// Error construction and argument-kind names used by Launch.cpp and
// LaunchPayload.cpp (private to lib/Sim).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_SIM_LAUNCHUTIL_H
#define VISA_LIB_SIM_LAUNCHUTIL_H

#include "visa/Sim/Launch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace visa::sim::launchutil {

inline llvm::Error launchError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// "a buffer", "an image", ... for messages.
inline llvm::StringRef kindName(LaunchArg::Kind k) {
  switch (k) {
  case LaunchArg::Kind::Value:
    return "a value";
  case LaunchArg::Kind::Buffer:
    return "a buffer";
  case LaunchArg::Kind::Local:
    return "a local buffer";
  case LaunchArg::Kind::Image:
    return "an image";
  case LaunchArg::Kind::Sampler:
    return "a sampler";
  }
  return "?";
}

} // namespace visa::sim::launchutil

#endif // VISA_LIB_SIM_LAUNCHUTIL_H
