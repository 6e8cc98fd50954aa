//===- ZeInfo.cpp - Parse the .ze_info YAML of a zebin --------------------===//
//
// Walks the YAML tree (llvm/Support/YAMLParser.h) of `.ze_info` and fills
// ZeKernelInfo. Keys that change how a kernel must be launched are parsed;
// keys known to be informational are skipped; anything else is an error
// naming the key or value and its line, so that a new ABI feature cannot be
// silently ignored.
//
//===----------------------------------------------------------------------===//

#include "visa/ZeBin/ZeBinary.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include <functional>

using namespace llvm;
using namespace visa;

namespace {

class ZeInfoParser {
public:
  explicit ZeInfoParser(StringRef text) : Text(text) {
    SM.setDiagHandler(
        [](const SMDiagnostic &d, void *ctx) {
          auto *self = static_cast<ZeInfoParser *>(ctx);
          if (self->FirstDiag.empty())
            self->FirstDiag =
                (".ze_info:" + Twine(d.getLineNo()) + ":" +
                 Twine(d.getColumnNo() + 1) + ": " + d.getMessage())
                    .str();
        },
        this);
  }

  Expected<std::vector<ZeKernelInfo>> parse();

private:
  using EntryFn = std::function<Error(StringRef key, yaml::Node *value)>;

  Error error(yaml::Node *n, const Twine &msg);
  Error forEachEntry(yaml::Node *n, StringRef what, const EntryFn &fn);
  Error forEachItem(yaml::Node *n, StringRef what,
                    const std::function<Error(yaml::Node *)> &fn);
  Error scalar(yaml::Node *n, std::string &out);
  Error integer(yaml::Node *n, uint64_t &out, uint64_t max = UINT32_MAX);
  Error boolean(yaml::Node *n, bool &out);
  Error intTriple(yaml::Node *n, uint32_t out[3]);
  /// Reads a scalar and maps it through `table`; unknown values are errors
  /// naming `what`.
  template <typename T>
  Error enumValue(yaml::Node *n, StringRef what,
                  std::initializer_list<std::pair<StringRef, T>> table, T &out);

  Error parseKernel(yaml::Node *n, ZeKernelInfo &k);
  Error parseExecutionEnv(yaml::Node *n, ZeKernelInfo &k);
  Error parsePayloadArg(yaml::Node *n, ZePayloadArg &a, bool perThread);
  Error parseMemoryBuffer(yaml::Node *n, ZeMemoryBuffer &b);
  Error parseInlineSampler(yaml::Node *n, ZeInlineSampler &s);
  Error parseMiscInfo(yaml::Node *n, std::vector<ZeKernelInfo> &kernels);

  Error yamlFailure() {
    return createStringError(inconvertibleErrorCode(),
                             FirstDiag.empty() ? ".ze_info: malformed YAML"
                                               : FirstDiag);
  }

  StringRef Text;
  SourceMgr SM;
  std::string FirstDiag;
};

Error ZeInfoParser::error(yaml::Node *n, const Twine &msg) {
  if (!FirstDiag.empty())
    return yamlFailure();
  std::string where = ".ze_info";
  if (n) {
    SMLoc loc = n->getSourceRange().Start;
    if (loc.isValid()) {
      auto [line, col] = SM.getLineAndColumn(loc);
      where += ":" + std::to_string(line) + ":" + std::to_string(col);
    }
  }
  return createStringError(inconvertibleErrorCode(), where + ": " + msg);
}

Error ZeInfoParser::forEachEntry(yaml::Node *n, StringRef what,
                                 const EntryFn &fn) {
  auto *map = dyn_cast_or_null<yaml::MappingNode>(n);
  if (!map)
    return error(n, what + " must be a mapping");
  for (yaml::KeyValueNode &kv : *map) {
    if (!FirstDiag.empty())
      return yamlFailure();
    std::string key;
    if (Error e = scalar(kv.getKey(), key))
      return e;
    yaml::Node *value = kv.getValue();
    if (!FirstDiag.empty() || !value)
      return yamlFailure();
    if (Error e = fn(key, value))
      return e;
  }
  return FirstDiag.empty() ? Error::success() : yamlFailure();
}

Error ZeInfoParser::forEachItem(yaml::Node *n, StringRef what,
                                const std::function<Error(yaml::Node *)> &fn) {
  auto *seq = dyn_cast_or_null<yaml::SequenceNode>(n);
  if (!seq)
    return error(n, what + " must be a sequence");
  for (yaml::Node &item : *seq) {
    if (!FirstDiag.empty())
      return yamlFailure();
    if (Error e = fn(&item))
      return e;
  }
  return FirstDiag.empty() ? Error::success() : yamlFailure();
}

Error ZeInfoParser::scalar(yaml::Node *n, std::string &out) {
  auto *s = dyn_cast_or_null<yaml::ScalarNode>(n);
  if (!s)
    return FirstDiag.empty() ? error(n, "expected a scalar") : yamlFailure();
  SmallString<32> storage;
  out = s->getValue(storage).str();
  return Error::success();
}

Error ZeInfoParser::integer(yaml::Node *n, uint64_t &out, uint64_t max) {
  std::string text;
  if (Error e = scalar(n, text))
    return e;
  if (StringRef(text).getAsInteger(0, out) || out > max)
    return error(n, "expected an integer up to " + Twine(max) + ", found '" +
                        text + "'");
  return Error::success();
}

Error ZeInfoParser::boolean(yaml::Node *n, bool &out) {
  std::string text;
  if (Error e = scalar(n, text))
    return e;
  if (text == "true")
    out = true;
  else if (text == "false")
    out = false;
  else
    return error(n, "expected true or false, found '" + text + "'");
  return Error::success();
}

Error ZeInfoParser::intTriple(yaml::Node *n, uint32_t out[3]) {
  unsigned count = 0;
  if (Error e = forEachItem(n, "a triple", [&](yaml::Node *item) -> Error {
        if (count == 3)
          return error(item, "expected three integers");
        uint64_t v = 0;
        if (Error e = integer(item, v))
          return e;
        out[count++] = uint32_t(v);
        return Error::success();
      }))
    return e;
  if (count != 3)
    return error(n, "expected three integers");
  return Error::success();
}

template <typename T>
Error ZeInfoParser::enumValue(
    yaml::Node *n, StringRef what,
    std::initializer_list<std::pair<StringRef, T>> table, T &out) {
  std::string text;
  if (Error e = scalar(n, text))
    return e;
  for (const auto &[name, value] : table)
    if (name == text) {
      out = value;
      return Error::success();
    }
  return error(n, "unsupported " + what + " '" + text + "'");
}

Error ZeInfoParser::parseExecutionEnv(yaml::Node *n, ZeKernelInfo &k) {
  bool haveSimd = false;
  if (Error e = forEachEntry(
          n, "execution_env", [&](StringRef key, yaml::Node *v) -> Error {
            uint64_t value = 0;
            if (key == "simd_size") {
              haveSimd = true;
              if (Error e = integer(v, value))
                return e;
              if (value != 8 && value != 16 && value != 32)
                return error(v, "unsupported simd_size " + Twine(value));
              k.SimdSize = unsigned(value);
              return Error::success();
            }
            if (key == "grf_count") {
              if (Error e = integer(v, value))
                return e;
              if (value != ZeGrfCount)
                return error(v, "unsupported grf_count " + Twine(value) +
                                    " (only " + Twine(ZeGrfCount) +
                                    " is modelled)");
              k.GrfCount = unsigned(value);
              return Error::success();
            }
            if (key == "slm_size") {
              if (Error e = integer(v, value, 1u << 20))
                return e;
              k.SlmSize = uint32_t(value);
              return Error::success();
            }
            if (key == "barrier_count") {
              if (Error e = integer(v, value, 32))
                return e;
              k.BarrierCount = uint32_t(value);
              return Error::success();
            }
            if (key == "has_stack_calls")
              return boolean(v, k.HasStackCalls);
            if (key == "work_group_walk_order_dimensions") {
              uint32_t order[3];
              if (Error e = intTriple(v, order))
                return e;
              bool seen[3] = {false, false, false};
              for (unsigned d = 0; d < 3; ++d) {
                if (order[d] > 2 || seen[order[d]])
                  return error(v,
                               "unsupported work_group_walk_order_dimensions "
                               "(expected a permutation of 0, 1, 2)");
                seen[order[d]] = true;
                k.WalkOrder[d] = order[d];
              }
              return Error::success();
            }
            if (key == "required_work_group_size")
              return intTriple(v, k.RequiredLocalSize);
            if (key == "inline_data_payload_size") {
              if (Error e = integer(v, value))
                return e;
              if (value != 0)
                return error(v, "inline data payloads are not supported");
              return Error::success();
            }
            if (key == "has_multi_scratch_spaces") {
              bool multi = false;
              if (Error e = boolean(v, multi))
                return e;
              if (multi)
                return error(v, "multiple scratch spaces are not supported");
              return Error::success();
            }
            // Hints and facts that do not change how the kernel is launched.
            static const StringRef informational[] = {
                "disable_mid_thread_preemption",
                "has_4gb_buffers",
                "has_device_enqueue",
                "has_dpas",
                "has_fence_for_image_access",
                "has_global_atomics",
                "has_no_stateless_write",
                "require_disable_eufusion",
                "offset_to_skip_per_thread_data_load",
                "offset_to_skip_set_ffid_gp",
                "required_sub_group_size",
                "subgroup_independent_forward_progress",
                "thread_scheduling_mode",
                "indirect_stack_size",
                "private_size",
                "spill_size"};
            if (is_contained(informational, key))
              return Error::success();
            return error(v, "unsupported execution_env key '" + key + "'");
          }))
    return e;
  if (!haveSimd)
    return error(n, "execution_env has no simd_size");
  return Error::success();
}

Error ZeInfoParser::parsePayloadArg(yaml::Node *n, ZePayloadArg &a,
                                    bool perThread) {
  bool haveType = false;
  if (Error e = forEachEntry(
          n, "a payload argument", [&](StringRef key, yaml::Node *v) -> Error {
            uint64_t value = 0;
            if (key == "arg_type") {
              haveType = true;
              if (perThread)
                return enumValue<ZeArgType>(
                    v, "per-thread payload argument type",
                    {{"local_id", ZeArgType::LocalId},
                     {"packed_local_ids", ZeArgType::PackedLocalIds}},
                    a.Type);
              return enumValue<ZeArgType>(
                  v, "payload argument type",
                  {{"local_size", ZeArgType::LocalSize},
                   {"enqueued_local_size", ZeArgType::EnqueuedLocalSize},
                   {"global_size", ZeArgType::GlobalSize},
                   {"global_id_offset", ZeArgType::GlobalIdOffset},
                   {"group_count", ZeArgType::GroupCount},
                   {"work_dimensions", ZeArgType::WorkDimensions},
                   {"private_base_stateless", ZeArgType::PrivateBaseStateless},
                   {"printf_buffer", ZeArgType::PrintfBuffer},
                   {"buffer_address", ZeArgType::BufferAddress},
                   {"buffer_offset", ZeArgType::BufferOffset},
                   {"arg_byvalue", ZeArgType::ArgByValue},
                   {"arg_bypointer", ZeArgType::ArgByPointer},
                   {"image_width", ZeArgType::ImageWidth},
                   {"image_height", ZeArgType::ImageHeight},
                   {"image_depth", ZeArgType::ImageDepth},
                   {"image_array_size", ZeArgType::ImageArraySize},
                   {"image_num_mip_levels", ZeArgType::ImageNumMipLevels},
                   {"image_channel_data_type", ZeArgType::ImageChannelDataType},
                   {"image_channel_order", ZeArgType::ImageChannelOrder},
                   {"sampler_snap_wa", ZeArgType::SamplerSnapWa},
                   {"sampler_address", ZeArgType::SamplerAddress},
                   {"sampler_normalized", ZeArgType::SamplerNormalized}},
                  a.Type);
            }
            if (key == "offset" || key == "size") {
              if (Error e = integer(v, value, 1u << 16))
                return e;
              (key == "offset" ? a.Offset : a.Size) = uint32_t(value);
              return Error::success();
            }
            if (perThread)
              return error(v,
                           "unsupported per-thread payload key '" + key + "'");
            if (key == "arg_index") {
              if (Error e = integer(v, value, 1u << 16))
                return e;
              a.ArgIndex = int32_t(value);
              return Error::success();
            }
            if (key == "source_offset" || key == "slm_alignment" ||
                key == "sampler_index") {
              if (Error e = integer(v, value, 1u << 16))
                return e;
              if (key == "source_offset")
                a.SourceOffset = uint32_t(value);
              else if (key == "slm_alignment")
                a.SlmAlignment = uint32_t(value);
              else
                a.SamplerIndex = int32_t(value);
              return Error::success();
            }
            if (key == "addrmode")
              return enumValue<ZeAddrMode>(
                  v, "addrmode",
                  {{"stateless", ZeAddrMode::Stateless},
                   {"stateful", ZeAddrMode::Stateful},
                   {"bindless", ZeAddrMode::Bindless},
                   {"slm", ZeAddrMode::Slm}},
                  a.AddrMode);
            if (key == "addrspace")
              return enumValue<ZeAddrSpace>(
                  v, "addrspace",
                  {{"global", ZeAddrSpace::Global},
                   {"local", ZeAddrSpace::Local},
                   {"constant", ZeAddrSpace::Constant},
                   {"image", ZeAddrSpace::Image},
                   {"sampler", ZeAddrSpace::Sampler}},
                  a.AddrSpace);
            if (key == "image_type")
              return enumValue<ZeImageType>(
                  v, "image_type",
                  {{"image_buffer", ZeImageType::Buffer},
                   {"image_1d", ZeImageType::Image1D},
                   {"image_1d_array", ZeImageType::Image1DArray},
                   {"image_2d", ZeImageType::Image2D},
                   {"image_2d_array", ZeImageType::Image2DArray},
                   {"image_3d", ZeImageType::Image3D},
                   {"image_2d_media", ZeImageType::Image2DMedia},
                   {"image_2d_media_block", ZeImageType::Image2DMediaBlock}},
                  a.ImageType);
            if (key == "sampler_type") {
              bool texture = false;
              return enumValue<bool>(v, "sampler_type", {{"texture", true}},
                                     texture);
            }
            if (key == "access_type" || key == "image_transformable")
              return Error::success();
            return error(v, "unsupported payload argument key '" + key + "'");
          }))
    return e;
  if (!haveType)
    return error(n, "payload argument without arg_type");
  return Error::success();
}

Error ZeInfoParser::parseMemoryBuffer(yaml::Node *n, ZeMemoryBuffer &b) {
  return forEachEntry(
      n, "a per_thread_memory_buffers entry",
      [&](StringRef key, yaml::Node *v) -> Error {
        uint64_t value = 0;
        if (key == "type")
          return enumValue<ZeMemoryBuffer::Kind>(
              v, "per-thread memory buffer type",
              {{"global", ZeMemoryBuffer::Kind::Global},
               {"scratch", ZeMemoryBuffer::Kind::Scratch},
               {"slm", ZeMemoryBuffer::Kind::Slm}},
              b.K);
        if (key == "usage")
          return enumValue<ZeMemoryBuffer::Usage>(
              v, "per-thread memory buffer usage",
              {{"private_space", ZeMemoryBuffer::Usage::PrivateSpace},
               {"spill_fill_space", ZeMemoryBuffer::Usage::SpillFillSpace},
               {"single_space", ZeMemoryBuffer::Usage::SingleSpace}},
              b.Use);
        if (key == "size") {
          if (Error e = integer(v, value, 1u << 24))
            return e;
          b.Size = uint32_t(value);
          return Error::success();
        }
        if (key == "slot") {
          if (Error e = integer(v, value))
            return e;
          if (value != 0)
            return error(v,
                         "scratch slot " + Twine(value) + " is not supported");
          b.Slot = uint32_t(value);
          return Error::success();
        }
        if (key == "is_simt_thread")
          return boolean(v, b.IsSimtThread);
        return error(v,
                     "unsupported per_thread_memory_buffers key '" + key + "'");
      });
}

Error ZeInfoParser::parseInlineSampler(yaml::Node *n, ZeInlineSampler &s) {
  using Address = ZeInlineSampler::Address;
  return forEachEntry(
      n, "an inline_samplers entry",
      [&](StringRef key, yaml::Node *v) -> Error {
        if (key == "sampler_index") {
          uint64_t value = 0;
          if (Error e = integer(v, value, 15))
            return e;
          s.SamplerIndex = uint32_t(value);
          return Error::success();
        }
        if (key == "addrmode")
          return enumValue<Address>(v, "inline sampler addrmode",
                                    {{"none", Address::None},
                                     {"clamp_border", Address::ClampBorder},
                                     {"clamp_edge", Address::ClampEdge},
                                     {"repeat", Address::Repeat},
                                     {"mirror", Address::Mirror}},
                                    s.AddrMode);
        if (key == "filtermode")
          return enumValue<bool>(v, "inline sampler filtermode",
                                 {{"nearest", false}, {"linear", true}},
                                 s.LinearFilter);
        if (key == "normalized")
          return boolean(v, s.Normalized);
        return error(v, "unsupported inline_samplers key '" + key + "'");
      });
}

Error ZeInfoParser::parseKernel(yaml::Node *n, ZeKernelInfo &k) {
  bool haveEnv = false;
  if (Error e = forEachEntry(
          n, "a kernel", [&](StringRef key, yaml::Node *v) -> Error {
            if (key == "name")
              return scalar(v, k.Name);
            if (key == "execution_env") {
              haveEnv = true;
              return parseExecutionEnv(v, k);
            }
            if (key == "payload_arguments" ||
                key == "per_thread_payload_arguments") {
              bool perThread = key == "per_thread_payload_arguments";
              auto &list = perThread ? k.PerThreadArgs : k.PayloadArgs;
              return forEachItem(v, key, [&](yaml::Node *item) -> Error {
                ZePayloadArg a;
                if (Error e = parsePayloadArg(item, a, perThread))
                  return e;
                list.push_back(a);
                return Error::success();
              });
            }
            if (key == "binding_table_indices")
              return forEachItem(v, key, [&](yaml::Node *item) -> Error {
                uint64_t bti = UINT64_MAX, arg = UINT64_MAX;
                if (Error e = forEachEntry(
                        item, "a binding_table_indices entry",
                        [&](StringRef key, yaml::Node *v) -> Error {
                          if (key == "bti_value")
                            return integer(v, bti, 239);
                          if (key == "arg_index")
                            return integer(v, arg, 1u << 16);
                          return error(
                              v, "unsupported binding_table_indices key '" +
                                     key + "'");
                        }))
                  return e;
                if (bti == UINT64_MAX || arg == UINT64_MAX)
                  return error(item, "binding table entry needs bti_value and "
                                     "arg_index");
                k.BindingTable.emplace_back(unsigned(bti), unsigned(arg));
                return Error::success();
              });
            if (key == "per_thread_memory_buffers")
              return forEachItem(v, key, [&](yaml::Node *item) -> Error {
                ZeMemoryBuffer b;
                if (Error e = parseMemoryBuffer(item, b))
                  return e;
                k.MemoryBuffers.push_back(b);
                return Error::success();
              });
            if (key == "inline_samplers")
              return forEachItem(v, key, [&](yaml::Node *item) -> Error {
                ZeInlineSampler s;
                if (Error e = parseInlineSampler(item, s))
                  return e;
                k.InlineSamplers.push_back(s);
                return Error::success();
              });
            if (key == "user_attributes" || key == "experimental_properties" ||
                key == "debug_env")
              return Error::success();
            return error(v, "unsupported kernel key '" + key + "'");
          }))
    return e;
  if (k.Name.empty())
    return error(n, "kernel without a name");
  if (!haveEnv)
    return error(n, "kernel '" + k.Name + "' has no execution_env");
  return Error::success();
}

Error ZeInfoParser::parseMiscInfo(yaml::Node *n,
                                  std::vector<ZeKernelInfo> &kernels) {
  return forEachItem(n, "kernels_misc_info", [&](yaml::Node *item) -> Error {
    std::string name;
    int numArgs = 0;
    if (Error e = forEachEntry(
            item, "a kernels_misc_info entry",
            [&](StringRef key, yaml::Node *v) -> Error {
              if (key == "name")
                return scalar(v, name);
              if (key != "args_info")
                return Error::success();
              return forEachItem(v, "args_info", [&](yaml::Node *arg) {
                return forEachEntry(arg, "an args_info entry",
                                    [&](StringRef key, yaml::Node *v) -> Error {
                                      if (key != "index")
                                        return Error::success();
                                      uint64_t index = 0;
                                      if (Error e = integer(v, index, 1u << 16))
                                        return e;
                                      numArgs =
                                          std::max(numArgs, int(index) + 1);
                                      return Error::success();
                                    });
              });
            }))
      return e;
    for (ZeKernelInfo &k : kernels)
      if (k.Name == name)
        k.NumArgs = numArgs;
    return Error::success();
  });
}

Expected<std::vector<ZeKernelInfo>> ZeInfoParser::parse() {
  std::vector<ZeKernelInfo> kernels;
  // A first pass reports syntax errors as such, before the walk below can
  // trip over the half-parsed nodes they leave.
  {
    yaml::Stream check(Text, SM);
    for (yaml::Document &doc : check)
      doc.skip();
    if (check.failed() || !FirstDiag.empty())
      return yamlFailure();
  }
  yaml::Stream stream(Text, SM);
  yaml::document_iterator doc = stream.begin();
  if (doc == stream.end() || !FirstDiag.empty())
    return yamlFailure();
  yaml::Node *root = doc->getRoot();
  if (!FirstDiag.empty() || !root)
    return yamlFailure();
  bool haveKernels = false;
  if (Error e = forEachEntry(
          root, "the .ze_info document",
          [&](StringRef key, yaml::Node *v) -> Error {
            if (key == "version") {
              std::string version;
              if (Error e = scalar(v, version))
                return e;
              if (!StringRef(version).starts_with("1."))
                return error(v,
                             "unsupported .ze_info version '" + version + "'");
              return Error::success();
            }
            if (key == "kernels") {
              haveKernels = true;
              return forEachItem(v, "kernels", [&](yaml::Node *item) -> Error {
                ZeKernelInfo k;
                if (Error e = parseKernel(item, k))
                  return e;
                kernels.push_back(std::move(k));
                return Error::success();
              });
            }
            // The parser is single-pass: kernels_misc_info follows kernels in
            // every zebin, so its names can be matched right away.
            if (key == "kernels_misc_info")
              return parseMiscInfo(v, kernels);
            return Error::success();
          }))
    return std::move(e);
  if (!haveKernels)
    return error(root, "no 'kernels' list");
  return kernels;
}

} // namespace

Expected<std::vector<ZeKernelInfo>> visa::parseZeInfo(StringRef yaml) {
  // The section may be padded with NULs.
  yaml = yaml.take_front(yaml.find('\0'));
  ZeInfoParser parser(yaml);
  return parser.parse();
}

StringRef visa::zeArgTypeName(ZeArgType t) {
  switch (t) {
  case ZeArgType::LocalId:
    return "local_id";
  case ZeArgType::PackedLocalIds:
    return "packed_local_ids";
  case ZeArgType::LocalSize:
    return "local_size";
  case ZeArgType::EnqueuedLocalSize:
    return "enqueued_local_size";
  case ZeArgType::GlobalSize:
    return "global_size";
  case ZeArgType::GlobalIdOffset:
    return "global_id_offset";
  case ZeArgType::GroupCount:
    return "group_count";
  case ZeArgType::WorkDimensions:
    return "work_dimensions";
  case ZeArgType::PrivateBaseStateless:
    return "private_base_stateless";
  case ZeArgType::PrintfBuffer:
    return "printf_buffer";
  case ZeArgType::BufferAddress:
    return "buffer_address";
  case ZeArgType::BufferOffset:
    return "buffer_offset";
  case ZeArgType::ArgByValue:
    return "arg_byvalue";
  case ZeArgType::ArgByPointer:
    return "arg_bypointer";
  case ZeArgType::ImageWidth:
    return "image_width";
  case ZeArgType::ImageHeight:
    return "image_height";
  case ZeArgType::ImageDepth:
    return "image_depth";
  case ZeArgType::ImageArraySize:
    return "image_array_size";
  case ZeArgType::ImageNumMipLevels:
    return "image_num_mip_levels";
  case ZeArgType::ImageChannelDataType:
    return "image_channel_data_type";
  case ZeArgType::ImageChannelOrder:
    return "image_channel_order";
  case ZeArgType::SamplerSnapWa:
    return "sampler_snap_wa";
  case ZeArgType::SamplerAddress:
    return "sampler_address";
  case ZeArgType::SamplerNormalized:
    return "sampler_normalized";
  }
  return "?";
}
