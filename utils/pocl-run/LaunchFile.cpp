//===- LaunchFile.cpp - Read a launch description for pocl-run ------------===//
//
// Parses LAUNCH.json with llvm::json and checks every field pocl-run uses, so
// that a malformed file gives an error naming the field instead of a crash or
// an OpenCL error later.
//
//===----------------------------------------------------------------------===//

#include "LaunchFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace pocl_run;

static Error fieldError(const Twine &Where, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           Where + ": " + Message);
}

static Expected<std::string> getString(const json::Object &Obj,
                                       StringRef Key, const Twine &Where,
                                       bool Required = true,
                                       StringRef Default = "") {
  const json::Value *V = Obj.get(Key);
  if (!V) {
    if (Required)
      return fieldError(Where, "missing \"" + Key + "\"");
    return Default.str();
  }
  std::optional<StringRef> S = V->getAsString();
  if (!S)
    return fieldError(Where, "\"" + Key + "\" must be a string");
  return S->str();
}

static Expected<uint64_t> getUInt(const json::Object &Obj, StringRef Key,
                                  const Twine &Where, bool Required = true,
                                  uint64_t Default = 0) {
  const json::Value *V = Obj.get(Key);
  if (!V) {
    if (Required)
      return fieldError(Where, "missing \"" + Key + "\"");
    return Default;
  }
  std::optional<int64_t> I = V->getAsInteger();
  if (!I || *I < 0)
    return fieldError(Where,
                      "\"" + Key + "\" must be a non-negative integer");
  return static_cast<uint64_t>(*I);
}

static Expected<std::array<uint64_t, 3>>
getRange(const json::Object &Obj, StringRef Key) {
  const json::Array *A = Obj.getArray(Key);
  if (!A || A->empty() || A->size() > 3)
    return fieldError(Key, "must be an array of 1 to 3 positive integers");
  std::array<uint64_t, 3> R = {1, 1, 1};
  for (size_t I = 0; I < A->size(); ++I) {
    std::optional<int64_t> N = (*A)[I].getAsInteger();
    if (!N || *N <= 0)
      return fieldError(Key, "must be an array of 1 to 3 positive integers");
    R[I] = static_cast<uint64_t>(*N);
  }
  return R;
}

static std::string resolve(StringRef Dir, StringRef Name) {
  if (Name.empty() || sys::path::is_absolute(Name))
    return Name.str();
  SmallString<256> P(Dir);
  sys::path::append(P, Name);
  return std::string(P);
}

static Expected<LaunchArg> readArg(const json::Value &V, size_t Index,
                                   StringRef Dir) {
  std::string Where = "args[" + std::to_string(Index) + "]";
  const json::Object *Obj = V.getAsObject();
  if (!Obj)
    return fieldError(Where, "must be an object");
  Expected<std::string> Kind = getString(*Obj, "kind", Where);
  if (!Kind)
    return Kind.takeError();

  LaunchArg Arg;
  if (*Kind == "value") {
    Arg.ArgKind = LaunchArg::Kind::Value;
    Expected<std::string> Hex = getString(*Obj, "bytes", Where);
    if (!Hex)
      return Hex.takeError();
    std::string Raw;
    if (Hex->empty() || !tryGetFromHex(*Hex, Raw))
      return fieldError(Where, "\"bytes\" must be a non-empty hex string");
    Arg.Bytes.assign(Raw.begin(), Raw.end());
    return Arg;
  }
  if (*Kind == "local") {
    Arg.ArgKind = LaunchArg::Kind::Local;
    Expected<uint64_t> Size = getUInt(*Obj, "size", Where);
    if (!Size)
      return Size.takeError();
    if (*Size == 0)
      return fieldError(Where, "local size must be positive");
    Arg.Size = *Size;
    return Arg;
  }
  if (*Kind == "sampler") {
    Arg.ArgKind = LaunchArg::Kind::Sampler;
    if (const json::Value *N = Obj->get("normalized")) {
      std::optional<bool> B = N->getAsBoolean();
      if (!B)
        return fieldError(Where, "\"normalized\" must be true or false");
      Arg.Normalized = *B;
    }
    Expected<std::string> Address =
        getString(*Obj, "address", Where, false, "none");
    if (!Address)
      return Address.takeError();
    Expected<std::string> Filter =
        getString(*Obj, "filter", Where, false, "nearest");
    if (!Filter)
      return Filter.takeError();
    Arg.Address = *Address;
    Arg.Filter = *Filter;
    return Arg;
  }

  bool IsImage = *Kind == "image";
  if (!IsImage && *Kind != "buffer")
    return fieldError(Where, "unknown kind \"" + *Kind + "\"");
  Expected<std::string> In = getString(*Obj, "in", Where);
  if (!In)
    return In.takeError();
  Expected<std::string> Out = getString(*Obj, "out", Where, false);
  if (!Out)
    return Out.takeError();
  Arg.InFile = resolve(Dir, *In);
  Arg.OutFile = resolve(Dir, *Out);
  if (!IsImage) {
    Arg.ArgKind = LaunchArg::Kind::Buffer;
    Expected<uint64_t> Size = getUInt(*Obj, "size", Where);
    if (!Size)
      return Size.takeError();
    if (*Size == 0)
      return fieldError(Where, "buffer size must be positive");
    Arg.Size = *Size;
    return Arg;
  }

  Arg.ArgKind = LaunchArg::Kind::Image;
  Expected<std::string> Dim = getString(*Obj, "dim", Where);
  if (!Dim)
    return Dim.takeError();
  Expected<std::string> Order = getString(*Obj, "order", Where);
  if (!Order)
    return Order.takeError();
  Expected<std::string> Type = getString(*Obj, "type", Where);
  if (!Type)
    return Type.takeError();
  Expected<uint64_t> Width = getUInt(*Obj, "width", Where);
  if (!Width)
    return Width.takeError();
  Expected<uint64_t> Height = getUInt(*Obj, "height", Where, false, 1);
  if (!Height)
    return Height.takeError();
  Expected<uint64_t> Depth = getUInt(*Obj, "depth", Where, false, 1);
  if (!Depth)
    return Depth.takeError();
  Expected<uint64_t> ArraySize =
      getUInt(*Obj, "array_size", Where, false, 0);
  if (!ArraySize)
    return ArraySize.takeError();
  Arg.Dim = *Dim;
  Arg.Order = *Order;
  Arg.Type = *Type;
  Arg.Width = *Width;
  Arg.Height = std::max<uint64_t>(*Height, 1);
  Arg.Depth = std::max<uint64_t>(*Depth, 1);
  Arg.ArraySize = *ArraySize;
  if (Arg.Width == 0)
    return fieldError(Where, "image width must be positive");
  return Arg;
}

Expected<LaunchFile> pocl_run::readLaunchFile(const std::string &Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(),
                             Path + ": " + Buf.getError().message());
  Expected<json::Value> Root = json::parse((*Buf)->getBuffer());
  if (!Root)
    return createStringError(inconvertibleErrorCode(),
                             Path + ": " + toString(Root.takeError()));
  const json::Object *Obj = Root->getAsObject();
  if (!Obj)
    return fieldError(Path, "the top level must be an object");

  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";

  LaunchFile L;
  Expected<std::string> Kernel = getString(*Obj, "kernel", Path);
  if (!Kernel)
    return Kernel.takeError();
  Expected<std::string> Source = getString(*Obj, "source", Path);
  if (!Source)
    return Source.takeError();
  Expected<std::string> Options = getString(*Obj, "options", Path, false);
  if (!Options)
    return Options.takeError();
  Expected<std::array<uint64_t, 3>> Global = getRange(*Obj, "global");
  if (!Global)
    return Global.takeError();
  Expected<std::array<uint64_t, 3>> Local = getRange(*Obj, "local");
  if (!Local)
    return Local.takeError();
  Expected<uint64_t> WorkDim = getUInt(*Obj, "work_dim", Path, false, 3);
  if (!WorkDim)
    return WorkDim.takeError();
  L.Kernel = *Kernel;
  L.Source = resolve(Dir, *Source);
  L.Options = *Options;
  L.Global = *Global;
  L.Local = *Local;
  if (*WorkDim < 1 || *WorkDim > 3)
    return fieldError(Path, "\"work_dim\" must be 1, 2 or 3");
  L.WorkDim = static_cast<unsigned>(*WorkDim);
  for (unsigned D = 0; D < 3; ++D)
    if (L.Global[D] % L.Local[D] != 0)
      return fieldError(Path, "global size " + Twine(L.Global[D]) +
                                  " is not a multiple of local size " +
                                  Twine(L.Local[D]) + " in dimension " +
                                  Twine(D));

  const json::Array *Args = Obj->getArray("args");
  if (!Args)
    return fieldError(Path, "missing \"args\" array");
  for (size_t I = 0; I < Args->size(); ++I) {
    Expected<LaunchArg> Arg = readArg((*Args)[I], I, Dir);
    if (!Arg)
      return Arg.takeError();
    L.Args.push_back(std::move(*Arg));
  }
  return L;
}
