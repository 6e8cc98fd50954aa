//===- PoclRun.cpp - Run a launch description on PoCL ---------------------===//
//
// pocl-run LAUNCH.json [-v] [--platform=SUBSTRING]
//
// The reference runner of utils/run-kernel: builds the launch's OpenCL C
// source on the PoCL platform (the first platform whose name contains
// "Portable" or "pocl", or --platform), sets the arguments exactly as the
// launch description gives them (buffers and images initialised from their
// "in" files, by-value arguments as raw bytes, local sizes, samplers),
// enqueues the NDRange and writes every buffer's and image's final contents
// to its "out" file. A global size that is not a multiple of the local size
// (OpenCL 2.0 non-uniform work-groups, refused by PoCL 3.1) runs as one
// enqueue per region, with the whole launch's work-group built-ins
// (NonUniform.h).
//
// Build options are adapted to PoCL 3.1 (OpenCL C 1.2 and 3.0 only):
//  - options starting with -cl-intel- are Intel extensions that PoCL rejects;
//    they are dropped (they only change IGC's code generation);
//  - without -cl-std, -cl-std=CL1.2 is added: the OpenCL default, which PoCL
//    does not follow (its default exposes OpenCL 3.0 names such as the type
//    atomic_float);
//  - when the build fails it is retried once with -cl-std=CL3.0: PoCL's 1.2
//    mode lacks built-ins IGC offers in 1.2 (ctz), its 2.0 mode lacks the
//    C11 atomics with explicit memory scopes that its 3.0 mode has, and its
//    3.0 mode lacks the program-scope global variables its 2.0 mode has, so
//    neither mode alone builds every kernel IGC builds.
// Image formats PoCL 3.1 gets wrong (CL_RG, CL_R integer, half float) are
// held in wider ones that read the same values (ImageFormat.h).
// Errors go to stderr as "pocl-run: error: ..." (with the build log when the
// program does not build) and the exit status is 1; no "out" file is written
// then.
//
//===----------------------------------------------------------------------===//

#include "ImageFormat.h"
#include "visa/Sim/Launch.h"
#include "llvm/ADT/SmallVector.h"
#include "NonUniform.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <memory>
#include <optional>

using namespace llvm;
using visa::sim::ChannelOrder;
using visa::sim::ChannelType;
using visa::sim::LaunchArg;
using visa::sim::SamplerState;
using visa::sim::Surface;
using LaunchFile = visa::sim::LaunchDesc;

namespace {

bool Verbose = false;

Error clError(cl_int Code, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           What + " failed (OpenCL error " + Twine(Code) +
                               ")");
}

Error error(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// Releases the OpenCL objects of one run in reverse order of creation.
struct ClObjects {
  cl_context Context = nullptr;
  cl_command_queue Queue = nullptr;
  cl_program Program = nullptr;
  cl_kernel Kernel = nullptr;
  std::vector<cl_mem> Mems;
  std::vector<cl_sampler> Samplers;
  ~ClObjects() {
    for (cl_sampler S : Samplers)
      clReleaseSampler(S);
    for (auto It = Mems.rbegin(); It != Mems.rend(); ++It)
      clReleaseMemObject(*It);
    if (Kernel)
      clReleaseKernel(Kernel);
    if (Program)
      clReleaseProgram(Program);
    if (Queue)
      clReleaseCommandQueue(Queue);
    if (Context)
      clReleaseContext(Context);
  }
};

std::string platformName(cl_platform_id P) {
  size_t Size = 0;
  if (clGetPlatformInfo(P, CL_PLATFORM_NAME, 0, nullptr, &Size) != CL_SUCCESS)
    return "";
  std::string Name(Size, '\0');
  clGetPlatformInfo(P, CL_PLATFORM_NAME, Size, Name.data(), nullptr);
  while (!Name.empty() && Name.back() == '\0')
    Name.pop_back();
  return Name;
}

/// Finds the PoCL platform (or the one whose name contains \p Wanted).
Expected<cl_platform_id> findPlatform(StringRef Wanted) {
  cl_uint Count = 0;
  cl_int Err = clGetPlatformIDs(0, nullptr, &Count);
  if (Err != CL_SUCCESS || Count == 0)
    return error("no OpenCL platform found (is pocl-opencl-icd installed?)");
  std::vector<cl_platform_id> Platforms(Count);
  clGetPlatformIDs(Count, Platforms.data(), nullptr);
  std::string Names;
  for (cl_platform_id P : Platforms) {
    std::string Name = platformName(P);
    std::string Lower = StringRef(Name).lower();
    bool Match = Wanted.empty()
                     ? (StringRef(Lower).contains("portable") ||
                        StringRef(Lower).contains("pocl"))
                     : StringRef(Lower).contains(Wanted.lower());
    if (Match) {
      if (Verbose)
        errs() << "pocl-run: platform \"" << Name << "\"\n";
      return P;
    }
    Names += (Names.empty() ? "" : ", ") + Name;
  }
  return error("no PoCL platform among the OpenCL platforms (" + Names +
               ")");
}

/// Adapts the build options to PoCL (see the file header); \p Std replaces
/// the -cl-std option when not empty.
std::string poclOptions(StringRef Options, StringRef Std) {
  SmallVector<StringRef, 8> Words;
  Options.split(Words, ' ', -1, /*KeepEmpty=*/false);
  std::string Result;
  bool HasStd = false;
  for (StringRef W : Words) {
    if (W.starts_with("-cl-intel-"))
      continue;
    if (W.starts_with("-cl-std=")) {
      HasStd = true;
      if (!Std.empty())
        W = Std;
    }
    if (!Result.empty())
      Result += ' ';
    Result += W.str();
  }
  if (!HasStd) {
    if (!Result.empty())
      Result += ' ';
    Result += Std.empty() ? "-cl-std=CL1.2" : Std.str();
  }
  return Result;
}

/// The contents of an argument's "in" file; without one (the launch format
/// makes it optional, as for visa-sim) `ExpectedSize` zero bytes.
Expected<std::unique_ptr<MemoryBuffer>> readFile(const std::string &Path,
                                                 uint64_t ExpectedSize) {
  if (Path.empty())
    return WritableMemoryBuffer::getNewMemBuffer(ExpectedSize);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!Buf)
    return error(Path + ": " + Buf.getError().message());
  if (ExpectedSize != 0 && (*Buf)->getBufferSize() != ExpectedSize)
    return error(Path + ": holds " + Twine((*Buf)->getBufferSize()) +
                 " bytes, expected " + Twine(ExpectedSize));
  return std::move(*Buf);
}

Error writeFile(const std::string &Path, const void *Data, size_t Size) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return error(Path + ": " + EC.message());
  OS.write(static_cast<const char *>(Data), Size);
  OS.close();
  if (OS.has_error())
    return error(Path + ": write failed");
  return Error::success();
}

/// Image type and the region (in pixels, rows, slices) it covers.
struct ImageShape {
  cl_mem_object_type Type;
  size_t Region[3];
};

ImageShape imageShape(const LaunchArg &A) {
  ImageShape S;
  S.Region[0] = A.Width;
  S.Region[1] = 1;
  S.Region[2] = 1;
  size_t Layers = std::max<uint64_t>(A.ArraySize, 1);
  switch (A.ImageKind) {
  case Surface::Kind::Image1DArray:
    S.Type = CL_MEM_OBJECT_IMAGE1D_ARRAY;
    S.Region[1] = Layers;
    break;
  case Surface::Kind::Image2D:
    S.Type = CL_MEM_OBJECT_IMAGE2D;
    S.Region[1] = A.Height;
    break;
  case Surface::Kind::Image2DArray:
    S.Type = CL_MEM_OBJECT_IMAGE2D_ARRAY;
    S.Region[1] = A.Height;
    S.Region[2] = Layers;
    break;
  case Surface::Kind::Image3D:
    S.Type = CL_MEM_OBJECT_IMAGE3D;
    S.Region[1] = A.Height;
    S.Region[2] = A.Depth;
    break;
  default:
    S.Type = A.ImageOverBuffer ? CL_MEM_OBJECT_IMAGE1D_BUFFER
                               : CL_MEM_OBJECT_IMAGE1D;
    break;
  }
  return S;
}

cl_addressing_mode addressingMode(SamplerState::Address Mode) {
  switch (Mode) {
  case SamplerState::Address::ClampToEdge: return CL_ADDRESS_CLAMP_TO_EDGE;
  case SamplerState::Address::Clamp: return CL_ADDRESS_CLAMP;
  case SamplerState::Address::Repeat: return CL_ADDRESS_REPEAT;
  case SamplerState::Address::MirroredRepeat: return CL_ADDRESS_MIRRORED_REPEAT;
  default: return CL_ADDRESS_NONE;
  }
}

/// What must be read back after the run for one argument.
struct Readback {
  const LaunchArg *Arg;
  cl_mem Mem;
  bool IsImage;
  ImageShape Shape;
  size_t Bytes; ///< on PoCL (see pocl_run::HostImageFormat)
  /// Images: the format PoCL holds them in, to convert the result back.
  std::optional<pocl_run::HostImageFormat> Format;
};

/// Creates the memory object, sampler or value of argument \p Index.
Error setArg(ClObjects &Cl, const LaunchArg &A, cl_uint Index,
             std::vector<Readback> &Readbacks) {
  std::string Where = "argument " + std::to_string(Index);
  cl_int Err = CL_SUCCESS;
  switch (A.K) {
  case LaunchArg::Kind::Value:
    Err = clSetKernelArg(Cl.Kernel, Index, A.Bytes.size(), A.Bytes.data());
    if (Err != CL_SUCCESS)
      return clError(Err, "clSetKernelArg(" + Where + ", " +
                              Twine(A.Bytes.size()) + " bytes)");
    return Error::success();
  case LaunchArg::Kind::Local:
    Err = clSetKernelArg(Cl.Kernel, Index, A.Size, nullptr);
    if (Err != CL_SUCCESS)
      return clError(Err, "clSetKernelArg(" + Where + ", local " +
                              Twine(A.Size) + " bytes)");
    return Error::success();
  case LaunchArg::Kind::Sampler: {
    cl_sampler_properties Mode = addressingMode(A.Sampler.Addressing);
    cl_sampler_properties Normalized =
        A.Sampler.NormalizedCoords ? CL_TRUE : CL_FALSE;
    cl_sampler_properties Filter =
        A.Sampler.LinearFilter ? CL_FILTER_LINEAR : CL_FILTER_NEAREST;
    cl_sampler_properties Props[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                     Normalized,
                                     CL_SAMPLER_ADDRESSING_MODE,
                                     Mode,
                                     CL_SAMPLER_FILTER_MODE,
                                     Filter,
                                     0};
    cl_sampler S = clCreateSamplerWithProperties(Cl.Context, Props, &Err);
    if (Err != CL_SUCCESS)
      return clError(Err, "clCreateSamplerWithProperties(" + Where + ")");
    Cl.Samplers.push_back(S);
    Err = clSetKernelArg(Cl.Kernel, Index, sizeof(cl_sampler), &S);
    if (Err != CL_SUCCESS)
      return clError(Err, "clSetKernelArg(" + Where + ", sampler)");
    return Error::success();
  }
  case LaunchArg::Kind::Buffer: {
    Expected<std::unique_ptr<MemoryBuffer>> In = readFile(A.InFile, A.Size);
    if (!In)
      return In.takeError();
    cl_mem Mem = clCreateBuffer(
        Cl.Context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, A.Size,
        const_cast<char *>((*In)->getBufferStart()), &Err);
    if (Err != CL_SUCCESS)
      return clError(Err, "clCreateBuffer(" + Where + ", " + Twine(A.Size) +
                              " bytes)");
    Cl.Mems.push_back(Mem);
    Err = clSetKernelArg(Cl.Kernel, Index, sizeof(cl_mem), &Mem);
    if (Err != CL_SUCCESS)
      return clError(Err, "clSetKernelArg(" + Where + ", buffer)");
    Readbacks.push_back({&A, Mem, false, {}, A.Size, std::nullopt});
    return Error::success();
  }
  case LaunchArg::Kind::Image:
    break;
  }

  Expected<pocl_run::HostImageFormat> HostFormat =
      pocl_run::hostImageFormat(A.Order, A.Type);
  if (!HostFormat)
    return HostFormat.takeError();
  ImageShape Shape = imageShape(A);
  size_t Pixels = Shape.Region[0] * Shape.Region[1] * Shape.Region[2];
  Expected<std::unique_ptr<MemoryBuffer>> In =
      readFile(A.InFile, Pixels * HostFormat->launchPixelBytes());
  if (!In)
    return In.takeError();
  std::vector<char> HostPixels =
      pocl_run::toHostPixels(*HostFormat, (*In)->getBufferStart(), Pixels);
  size_t Bytes = HostPixels.size();
  void *Host = HostPixels.data();

  cl_image_format Format = HostFormat->Format;
  cl_image_desc Desc = {};
  Desc.image_type = Shape.Type;
  Desc.image_width = A.Width;
  if (Shape.Type == CL_MEM_OBJECT_IMAGE2D ||
      Shape.Type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
      Shape.Type == CL_MEM_OBJECT_IMAGE3D)
    Desc.image_height = A.Height;
  if (Shape.Type == CL_MEM_OBJECT_IMAGE3D)
    Desc.image_depth = A.Depth;
  if (Shape.Type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
      Shape.Type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
    Desc.image_array_size = std::max<uint64_t>(A.ArraySize, 1);

  cl_mem Mem = nullptr;
  cl_mem Readable = nullptr;
  if (Shape.Type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
    // The image views a buffer; the buffer holds the pixels.
    cl_mem Buf = clCreateBuffer(Cl.Context,
                                CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                Bytes, Host, &Err);
    if (Err != CL_SUCCESS)
      return clError(Err, "clCreateBuffer(" + Where + ", image buffer)");
    Cl.Mems.push_back(Buf);
    Desc.buffer = Buf;
    Mem = clCreateImage(Cl.Context, CL_MEM_READ_WRITE, &Format, &Desc,
                        nullptr, &Err);
    Readable = Buf;
  } else {
    Mem = clCreateImage(Cl.Context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                        &Format, &Desc, Host, &Err);
    Readable = Mem;
  }
  if (Err != CL_SUCCESS)
    return clError(Err, "clCreateImage(" + Where + ")");
  Cl.Mems.push_back(Mem);
  Err = clSetKernelArg(Cl.Kernel, Index, sizeof(cl_mem), &Mem);
  if (Err != CL_SUCCESS)
    return clError(Err, "clSetKernelArg(" + Where + ", image)");
  bool IsImage = Shape.Type != CL_MEM_OBJECT_IMAGE1D_BUFFER;
  Readbacks.push_back({&A, Readable, IsImage, Shape, Bytes, *HostFormat});
  return Error::success();
}

std::string buildLog(cl_program Program, cl_device_id Device) {
  size_t Size = 0;
  clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                        &Size);
  std::string Log(Size, '\0');
  clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, Size,
                        Log.data(), nullptr);
  while (!Log.empty() && (Log.back() == '\0' || Log.back() == '\n'))
    Log.pop_back();
  return Log;
}

/// Builds the program with \p Options; on failure returns the error with
/// the build log and leaves Cl.Program null.
Error tryBuild(ClObjects &Cl, cl_device_id Device, const LaunchFile &L,
               const MemoryBuffer &Src, const std::string &Options) {
  std::string Prologue = pocl_run::nonUniformPrologue(L);
  const char *Texts[2] = {Prologue.c_str(), Src.getBufferStart()};
  size_t Lengths[2] = {Prologue.size(), Src.getBufferSize()};
  cl_int Err = CL_SUCCESS;
  Cl.Program = clCreateProgramWithSource(Cl.Context, 2, Texts, Lengths, &Err);
  if (Err != CL_SUCCESS)
    return clError(Err, "clCreateProgramWithSource");
  if (Verbose)
    errs() << "pocl-run: build options \"" << Options << "\"\n";
  Err = clBuildProgram(Cl.Program, 1, &Device, Options.c_str(), nullptr,
                       nullptr);
  if (Err == CL_SUCCESS)
    return Error::success();
  std::string Log = buildLog(Cl.Program, Device);
  clReleaseProgram(Cl.Program);
  Cl.Program = nullptr;
  return error(L.Source + ": build failed (OpenCL error " + Twine(Err) +
               ", options \"" + Options + "\"):\n" + Log);
}

Error buildProgram(ClObjects &Cl, cl_device_id Device,
                   const LaunchFile &L) {
  Expected<std::unique_ptr<MemoryBuffer>> Src = readFile(L.Source, 0);
  if (!Src)
    return Src.takeError();
  Error E = tryBuild(Cl, Device, L, **Src, poclOptions(L.Options, ""));
  if (E) {
    if (Verbose)
      errs() << "pocl-run: " << toString(std::move(E))
             << "\npocl-run: retrying with -cl-std=CL3.0\n";
    else
      consumeError(std::move(E));
    E = tryBuild(Cl, Device, L, **Src,
                 poclOptions(L.Options, "-cl-std=CL3.0"));
  }
  if (E)
    return E;

  cl_int Err = CL_SUCCESS;
  Cl.Kernel = clCreateKernel(Cl.Program, L.Kernel.c_str(), &Err);
  if (Err != CL_SUCCESS)
    return clError(Err, "clCreateKernel(\"" + L.Kernel + "\")");
  cl_uint NumArgs = 0;
  clGetKernelInfo(Cl.Kernel, CL_KERNEL_NUM_ARGS, sizeof(NumArgs), &NumArgs,
                  nullptr);
  if (NumArgs != L.Args.size())
    return error("kernel \"" + L.Kernel + "\" has " + Twine(NumArgs) +
                 " parameters but the launch gives " + Twine(L.Args.size()) +
                 " arguments");
  return Error::success();
}

Error run(const LaunchFile &L, StringRef WantedPlatform) {
  Expected<cl_platform_id> Platform = findPlatform(WantedPlatform);
  if (!Platform)
    return Platform.takeError();
  cl_device_id Device = nullptr;
  cl_int Err =
      clGetDeviceIDs(*Platform, CL_DEVICE_TYPE_ALL, 1, &Device, nullptr);
  if (Err != CL_SUCCESS)
    return clError(Err, "clGetDeviceIDs");

  ClObjects Cl;
  Cl.Context = clCreateContext(nullptr, 1, &Device, nullptr, nullptr, &Err);
  if (Err != CL_SUCCESS)
    return clError(Err, "clCreateContext");
  Cl.Queue = clCreateCommandQueueWithProperties(Cl.Context, Device, nullptr,
                                                &Err);
  if (Err != CL_SUCCESS)
    return clError(Err, "clCreateCommandQueueWithProperties");
  if (Error E = buildProgram(Cl, Device, L))
    return E;

  std::vector<Readback> Readbacks;
  for (size_t I = 0; I < L.Args.size(); ++I)
    if (Error E = setArg(Cl, L.Args[I], static_cast<cl_uint>(I), Readbacks))
      return E;

  for (const pocl_run::Region &R : pocl_run::launchRegions(L)) {
    const size_t *Offset = pocl_run::isNonUniform(L) ? R.Offset : nullptr;
    Err = clEnqueueNDRangeKernel(Cl.Queue, Cl.Kernel, L.WorkDim, Offset,
                                 R.Global, R.Local, 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return clError(Err, "clEnqueueNDRangeKernel");
  }
  Err = clFinish(Cl.Queue);
  if (Err != CL_SUCCESS)
    return clError(Err, "clFinish (the kernel run)");

  // Read everything back before writing anything, so that an error leaves
  // no "out" file behind.
  std::vector<std::vector<char>> Results;
  for (const Readback &R : Readbacks) {
    std::vector<char> Data(R.Bytes);
    if (R.IsImage) {
      size_t Origin[3] = {0, 0, 0};
      Err = clEnqueueReadImage(Cl.Queue, R.Mem, CL_TRUE, Origin,
                               R.Shape.Region, 0, 0, Data.data(), 0, nullptr,
                               nullptr);
    } else {
      Err = clEnqueueReadBuffer(Cl.Queue, R.Mem, CL_TRUE, 0, R.Bytes,
                                Data.data(), 0, nullptr, nullptr);
    }
    if (Err != CL_SUCCESS)
      return clError(Err, "reading back " + R.Arg->InFile);
    if (R.Format) {
      size_t Pixels = R.Bytes / R.Format->hostPixelBytes();
      Data = pocl_run::fromHostPixels(*R.Format, Data.data(), Pixels);
    }
    Results.push_back(std::move(Data));
  }
  for (size_t I = 0; I < Readbacks.size(); ++I)
    if (!Readbacks[I].Arg->OutFile.empty())
      if (Error E = writeFile(Readbacks[I].Arg->OutFile, Results[I].data(),
                              Results[I].size()))
        return E;
  return Error::success();
}

} // namespace

int main(int argc, char **argv) {
  std::string LaunchPath;
  std::string WantedPlatform;
  for (int I = 1; I < argc; ++I) {
    StringRef Arg = argv[I];
    if (Arg == "-v") {
      Verbose = true;
    } else if (Arg.consume_front("--platform=")) {
      WantedPlatform = Arg.str();
    } else if (Arg == "-h" || Arg == "--help") {
      outs() << "usage: pocl-run LAUNCH.json [-v] [--platform=SUBSTRING]\n";
      return 0;
    } else if (Arg.starts_with("-") || !LaunchPath.empty()) {
      errs() << "pocl-run: error: unexpected argument \"" << Arg
             << "\" (usage: pocl-run LAUNCH.json [-v] "
                "[--platform=SUBSTRING])\n";
      return 1;
    } else {
      LaunchPath = Arg.str();
    }
  }
  if (LaunchPath.empty()) {
    errs() << "pocl-run: error: no launch description (usage: pocl-run "
              "LAUNCH.json [-v] [--platform=SUBSTRING])\n";
    return 1;
  }

  Expected<LaunchFile> L = visa::sim::readLaunchFile(LaunchPath);
  if (L && L->Source.empty())
    L = error(LaunchPath + ": missing \"source\" (pocl-run builds it)");
  if (!L) {
    errs() << "pocl-run: error: " << toString(L.takeError()) << "\n";
    return 1;
  }
  if (Error E = run(*L, WantedPlatform)) {
    errs() << "pocl-run: error: " << toString(std::move(E)) << "\n";
    return 1;
  }
  return 0;
}
