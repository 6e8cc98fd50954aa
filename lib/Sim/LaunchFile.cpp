//===- LaunchFile.cpp - Read a launch description (LAUNCH.json) -----------===//
//
// Parses the launch description with llvm/Support/JSON.h and checks every
// field visa-sim uses: the NDRange and each argument (value bytes, buffer
// and image sizes and files, local sizes, sampler states). The format is the
// one utils/run-kernel writes and utils/pocl-run reads.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Launch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace visa::sim;

namespace {

/// Largest buffer or image a launch may have (each lives in its own 256 MiB
/// window of the address space; see Launch.cpp).
constexpr uint64_t MaxBufferBytes = uint64_t(1) << 28;

/// Errors about one object of the file: "<file>: <where>: <message>".
class FieldReader {
public:
  FieldReader(const json::Object &obj, std::string where)
      : Obj(obj), Where(std::move(where)) {}

  Error error(const Twine &msg) const {
    return createStringError(inconvertibleErrorCode(), Where + ": " + msg);
  }
  bool has(StringRef key) const { return Obj.get(key) != nullptr; }

  Expected<std::string> string(StringRef key, bool required = true,
                               StringRef dflt = "") const {
    const json::Value *v = Obj.get(key);
    if (!v) {
      if (required)
        return error("missing \"" + key + "\"");
      return dflt.str();
    }
    std::optional<StringRef> s = v->getAsString();
    if (!s)
      return error("\"" + key + "\" must be a string");
    return s->str();
  }

  Expected<uint64_t> integer(StringRef key, bool required = true,
                             uint64_t dflt = 0,
                             uint64_t max = uint64_t(1) << 32) const {
    const json::Value *v = Obj.get(key);
    if (!v) {
      if (required)
        return error("missing \"" + key + "\"");
      return dflt;
    }
    std::optional<int64_t> i = v->getAsInteger();
    if (!i || *i < 0 || uint64_t(*i) > max)
      return error("\"" + key + "\" must be an integer from 0 to " +
                   Twine(max));
    return uint64_t(*i);
  }

  Expected<bool> boolean(StringRef key, bool dflt) const {
    const json::Value *v = Obj.get(key);
    if (!v)
      return dflt;
    std::optional<bool> b = v->getAsBoolean();
    if (!b)
      return error("\"" + key + "\" must be true or false");
    return *b;
  }

  const json::Object &Obj;
  std::string Where;
};

std::string resolvePath(StringRef dir, StringRef name) {
  if (name.empty() || sys::path::is_absolute(name) || dir.empty())
    return name.str();
  SmallString<256> p(dir);
  sys::path::append(p, name);
  return std::string(p);
}

/// Reads "global" or "local": 1 to 3 positive integers, missing ones are 1.
Error readRange(const FieldReader &r, StringRef key, uint32_t out[3],
                unsigned &count) {
  const json::Array *a = r.Obj.getArray(key);
  if (!a || a->empty() || a->size() > 3)
    return r.error("\"" + key +
                   "\" must be an array of 1 to 3 positive "
                   "integers");
  count = unsigned(a->size());
  for (unsigned d = 0; d < 3; ++d) {
    out[d] = 1;
    if (d >= a->size())
      continue;
    std::optional<int64_t> n = (*a)[d].getAsInteger();
    if (!n || *n <= 0 || *n > INT32_MAX)
      return r.error("\"" + key +
                     "\" must be an array of 1 to 3 positive "
                     "integers");
    out[d] = uint32_t(*n);
  }
  return Error::success();
}

Error readImage(const FieldReader &r, LaunchArg &arg) {
  Expected<std::string> dim = r.string("dim");
  if (!dim)
    return dim.takeError();
  Expected<std::string> order = r.string("order");
  if (!order)
    return order.takeError();
  Expected<std::string> type = r.string("type");
  if (!type)
    return type.takeError();
  Expected<uint64_t> width = r.integer("width", true, 0, 1u << 16);
  if (!width)
    return width.takeError();
  Expected<uint64_t> height = r.integer("height", false, 1, 1u << 16);
  if (!height)
    return height.takeError();
  Expected<uint64_t> depth = r.integer("depth", false, 1, 1u << 16);
  if (!depth)
    return depth.takeError();
  Expected<uint64_t> arraySize = r.integer("array_size", false, 0, 1u << 16);
  if (!arraySize)
    return arraySize.takeError();
  Expected<uint64_t> mipLevels = r.integer("mip_levels", false, 0, 1);
  if (!mipLevels)
    return mipLevels.takeError();
  arg.MipLevels = uint32_t(*mipLevels);

  using K = Surface::Kind;
  std::optional<K> kind = StringSwitch<std::optional<K>>(*dim)
                              .Case("1d", K::Image1D)
                              .Case("1d_buffer", K::Image1D)
                              .Case("2d", K::Image2D)
                              .Case("3d", K::Image3D)
                              .Case("1d_array", K::Image1DArray)
                              .Case("2d_array", K::Image2DArray)
                              .Default(std::nullopt);
  if (!kind)
    return r.error("unknown image dim \"" + *dim + "\"");
  unsigned channels = 0;
  std::optional<ChannelOrder> ord =
      StringSwitch<std::optional<ChannelOrder>>(*order)
          .Case("r", ChannelOrder::R)
          .Case("a", ChannelOrder::A)
          .Case("rg", ChannelOrder::RG)
          .Case("rgba", ChannelOrder::RGBA)
          .Case("bgra", ChannelOrder::BGRA)
          .Default(std::nullopt);
  if (!ord)
    return r.error("unknown image order \"" + *order + "\"");
  channels = (*ord == ChannelOrder::R || *ord == ChannelOrder::A) ? 1
             : *ord == ChannelOrder::RG                           ? 2
                                                                  : 4;
  using T = ChannelType;
  std::optional<std::pair<T, unsigned>> ty =
      StringSwitch<std::optional<std::pair<T, unsigned>>>(*type)
          .Case("float", std::pair(T::Float, 4u))
          .Case("half", std::pair(T::Half, 2u))
          .Case("unorm_int8", std::pair(T::UNormInt8, 1u))
          .Case("unorm_int16", std::pair(T::UNormInt16, 2u))
          .Case("snorm_int8", std::pair(T::SNormInt8, 1u))
          .Case("snorm_int16", std::pair(T::SNormInt16, 2u))
          .Case("uint8", std::pair(T::UInt8, 1u))
          .Case("uint16", std::pair(T::UInt16, 2u))
          .Case("uint32", std::pair(T::UInt32, 4u))
          .Case("sint8", std::pair(T::SInt8, 1u))
          .Case("sint16", std::pair(T::SInt16, 2u))
          .Case("sint32", std::pair(T::SInt32, 4u))
          .Default(std::nullopt);
  if (!ty)
    return r.error("unknown image channel type \"" + *type + "\"");
  if (*ord == ChannelOrder::BGRA && ty->second != 1)
    return r.error("bgra images must have 8-bit channels");

  arg.K = LaunchArg::Kind::Image;
  arg.ImageKind = *kind;
  arg.ImageOverBuffer = *dim == "1d_buffer";
  arg.Order = *ord;
  arg.Type = ty->first;
  arg.BytesPerPixel = channels * ty->second;
  arg.Width = uint32_t(*width);
  arg.Height = uint32_t(std::max<uint64_t>(*height, 1));
  arg.Depth = uint32_t(std::max<uint64_t>(*depth, 1));
  arg.ArraySize = uint32_t(*arraySize);
  if (arg.Width == 0)
    return r.error("image width must be positive");
  // Dimensions that the image type does not have are 1.
  if (*kind == K::Image1D || *kind == K::Image1DArray)
    arg.Height = 1;
  if (*kind != K::Image3D)
    arg.Depth = 1;
  if (*kind == K::Image1DArray || *kind == K::Image2DArray) {
    if (arg.ArraySize == 0)
      return r.error("image arrays need a positive \"array_size\"");
  } else {
    arg.ArraySize = 0;
  }
  uint64_t layers = arg.ArraySize ? arg.ArraySize : arg.Depth;
  arg.Size = uint64_t(arg.Width) * arg.Height * layers * arg.BytesPerPixel;
  if (arg.Size > MaxBufferBytes)
    return r.error("image is larger than 256 MiB");
  return Error::success();
}

Error readSampler(const FieldReader &r, LaunchArg &arg) {
  Expected<bool> normalized = r.boolean("normalized", false);
  if (!normalized)
    return normalized.takeError();
  Expected<std::string> address = r.string("address", false, "none");
  if (!address)
    return address.takeError();
  Expected<std::string> filter = r.string("filter", false, "nearest");
  if (!filter)
    return filter.takeError();
  using A = SamplerState::Address;
  std::optional<A> mode = StringSwitch<std::optional<A>>(*address)
                              .Case("none", A::None)
                              .Case("clamp_to_edge", A::ClampToEdge)
                              .Case("clamp", A::Clamp)
                              .Case("repeat", A::Repeat)
                              .Case("mirrored_repeat", A::MirroredRepeat)
                              .Default(std::nullopt);
  if (!mode)
    return r.error("unknown sampler address mode \"" + *address + "\"");
  if (*filter != "nearest" && *filter != "linear")
    return r.error("unknown sampler filter \"" + *filter + "\"");
  arg.K = LaunchArg::Kind::Sampler;
  arg.Sampler.NormalizedCoords = *normalized;
  arg.Sampler.Addressing = *mode;
  arg.Sampler.LinearFilter = *filter == "linear";
  return Error::success();
}

Expected<LaunchArg> readArg(const json::Value &v, const std::string &where,
                            StringRef dir) {
  const json::Object *obj = v.getAsObject();
  if (!obj)
    return createStringError(inconvertibleErrorCode(),
                             where + ": must be an object");
  FieldReader r(*obj, where);
  Expected<std::string> kind = r.string("kind");
  if (!kind)
    return kind.takeError();
  LaunchArg arg;
  if (*kind == "value") {
    Expected<std::string> hex = r.string("bytes");
    if (!hex)
      return hex.takeError();
    std::string raw;
    if (hex->empty() || !tryGetFromHex(*hex, raw))
      return r.error("\"bytes\" must be a non-empty hex string");
    arg.K = LaunchArg::Kind::Value;
    arg.Bytes.assign(raw.begin(), raw.end());
    return arg;
  }
  if (*kind == "local") {
    Expected<uint64_t> size = r.integer("size", true, 0, 1u << 20);
    if (!size)
      return size.takeError();
    if (*size == 0)
      return r.error("local size must be positive");
    arg.K = LaunchArg::Kind::Local;
    arg.Size = *size;
    return arg;
  }
  if (*kind == "sampler") {
    if (Error e = readSampler(r, arg))
      return std::move(e);
    return arg;
  }
  if (*kind == "buffer") {
    Expected<uint64_t> size = r.integer("size", true, 0, MaxBufferBytes);
    if (!size)
      return size.takeError();
    if (*size == 0)
      return r.error("buffer size must be positive");
    arg.K = LaunchArg::Kind::Buffer;
    arg.Size = *size;
  } else if (*kind == "image") {
    if (Error e = readImage(r, arg))
      return std::move(e);
  } else {
    return r.error("unknown kind \"" + *kind + "\"");
  }
  Expected<std::string> in = r.string("in", false);
  if (!in)
    return in.takeError();
  Expected<std::string> out = r.string("out", false);
  if (!out)
    return out.takeError();
  arg.InFile = resolvePath(dir, *in);
  arg.OutFile = resolvePath(dir, *out);
  return arg;
}

/// Turns json::parse's "[line:col, byte=N]: message" into "name:line:col:
/// message".
Error jsonSyntaxError(Error e, StringRef name) {
  std::string msg = toString(std::move(e));
  StringRef text(msg);
  if (text.consume_front("[")) {
    auto [pos, rest] = text.split("]: ");
    StringRef lineCol = pos.split(',').first;
    return createStringError(inconvertibleErrorCode(),
                             name + ":" + lineCol + ": " + rest);
  }
  return createStringError(inconvertibleErrorCode(), name + ": " + msg);
}

} // namespace

Expected<LaunchDesc> visa::sim::parseLaunchDesc(StringRef json, StringRef name,
                                                StringRef baseDir) {
  Expected<json::Value> root = json::parse(json);
  if (!root)
    return jsonSyntaxError(root.takeError(), name);
  const json::Object *obj = root->getAsObject();
  if (!obj)
    return createStringError(inconvertibleErrorCode(),
                             name + ": the top level must be an object");
  FieldReader r(*obj, name.str());
  LaunchDesc desc;
  Expected<std::string> kernel = r.string("kernel");
  if (!kernel)
    return kernel.takeError();
  desc.Kernel = *kernel;
  Expected<std::string> source = r.string("source", false);
  if (!source)
    return source.takeError();
  desc.Source = resolvePath(baseDir, *source);
  Expected<std::string> options = r.string("options", false);
  if (!options)
    return options.takeError();
  desc.Options = *options;
  unsigned globalDims = 0, localDims = 0;
  if (Error e = readRange(r, "global", desc.Global, globalDims))
    return std::move(e);
  if (Error e = readRange(r, "local", desc.Local, localDims))
    return std::move(e);
  Expected<uint64_t> workDim = r.integer("work_dim", false, globalDims, 3);
  if (!workDim)
    return workDim.takeError();
  if (*workDim < 1)
    return r.error("\"work_dim\" must be 1, 2 or 3");
  desc.WorkDim = unsigned(*workDim);
  // Dimensions past work_dim do not exist: the runtime sees size 1 there.
  for (unsigned d = desc.WorkDim; d < 3; ++d)
    if (desc.Global[d] != 1 || desc.Local[d] != 1)
      return r.error("\"work_dim\" is " + Twine(desc.WorkDim) +
                     " but dimension " + Twine(d) +
                     " of \"global\" or \"local\" is not 1");

  const json::Array *args = obj->getArray("args");
  if (!args)
    return r.error("missing \"args\" array");
  for (size_t i = 0; i < args->size(); ++i) {
    Expected<LaunchArg> arg =
        readArg((*args)[i], (name + ": args[" + Twine(i) + "]").str(), baseDir);
    if (!arg)
      return arg.takeError();
    desc.Args.push_back(std::move(*arg));
  }
  return desc;
}

Expected<LaunchDesc> visa::sim::readLaunchFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getFile(path);
  if (!buf)
    return createStringError(buf.getError(),
                             path + ": " + buf.getError().message());
  SmallString<256> dir(path);
  sys::path::remove_filename(dir);
  return parseLaunchDesc((*buf)->getBuffer(), path, dir);
}
