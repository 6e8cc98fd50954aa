//===- visa-fuzz.cpp - Deterministic mutation driver for the vISA readers ===//
//
// Feeds mutants of real .isa (and .visaasm) files to readISA (parseVISAAsm)
// and, when they are accepted, to writeISA, all in-process, so that a
// sanitizer build finds any crash, overflow or undefined behaviour the
// readers have on malformed input. Mutations are deterministic for a given
// --seed:
//   - truncations (every length for small files, a sample for large ones);
//   - random bit flips and random byte sets;
//   - every count/size/offset field of the header and of each object's
//     leading tables set to 0, 0xFF.., 0xFFFFFFFF, and off by one.
// Prints how many inputs were run, accepted and rejected.
//
// --roundtrip FILE...: reads and writes each .isa file and reports whether
// the output is byte-identical to the input (exit status 1 if any is not).
//
//===----------------------------------------------------------------------===//

#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/ISAWriter.h"
#include "visa/Object/VISAAsmParser.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <vector>

using namespace llvm;
using namespace visa;

static cl::list<std::string> inputFiles(cl::Positional, cl::desc("<input files>"),
                                        cl::OneOrMore);
static cl::opt<unsigned> mutantCount("count", cl::desc("Random mutants per input file"),
                                     cl::init(500));
static cl::opt<uint64_t> seed("seed", cl::desc("Seed of the mutation generator"),
                              cl::init(1));
static cl::opt<unsigned> fullTruncationLimit(
    "full-truncation-limit",
    cl::desc("Files up to this size get every truncation length"), cl::init(4096));
static cl::opt<bool> roundTrip("roundtrip",
                               cl::desc("Only check read+write byte identity per file"));
static cl::opt<bool> verbose("v", cl::desc("Print every rejection message"));

namespace {

/// splitmix64: small, fast, and fully determined by the seed.
class Random {
public:
  explicit Random(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  uint64_t below(uint64_t bound) { return bound ? next() % bound : 0; }

private:
  uint64_t state;
};

struct Stats {
  uint64_t run = 0, accepted = 0, rejected = 0;
};

bool isTextInput(StringRef name) { return name.ends_with(".visaasm"); }

void runOne(ArrayRef<uint8_t> bytes, bool text, Stats &stats) {
  ++stats.run;
#ifdef VISA_FUZZ_HAVE_ASM_PARSER
  Expected<Object> obj =
      text ? parseVISAAsm(StringRef(reinterpret_cast<const char *>(bytes.data()),
                                    bytes.size()))
           : readISA(bytes);
#else
  if (text) {
    --stats.run;
    return;
  }
  Expected<Object> obj = readISA(bytes);
#endif
  if (!obj) {
    ++stats.rejected;
    if (verbose)
      reportError("<mutant>", obj.takeError());
    else
      consumeError(obj.takeError());
    return;
  }
  ++stats.accepted;
  Expected<std::vector<uint8_t>> out = writeISA(*obj);
  if (!out)
    consumeError(out.takeError());
}

/// Positions of the header's count, offset and size fields, found by
/// walking common_isa_header the way the reader does (4_visa_header.md).
/// Stops quietly where the file does not have the expected shape.
std::vector<std::pair<size_t, unsigned>> headerFields(ArrayRef<uint8_t> b) {
  std::vector<std::pair<size_t, unsigned>> fields; // (offset, width)
  size_t p = 6;
  auto have = [&](size_t n) { return p + n <= b.size(); };
  auto u16 = [&](size_t at) { return unsigned(b[at]) | unsigned(b[at + 1]) << 8; };
  auto u32 = [&](size_t at) {
    return uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 |
           uint32_t(b[at + 3]) << 24;
  };
  std::vector<uint32_t> objectOffsets;
  if (!have(2))
    return fields;
  unsigned kernels = u16(p);
  fields.push_back({p, 2});
  p += 2;
  for (unsigned k = 0; k < kernels; ++k) {
    if (!have(2))
      return fields;
    fields.push_back({p, 2});
    p += 2 + u16(p);
    if (!have(12))
      return fields;
    objectOffsets.push_back(u32(p));
    for (unsigned i = 0; i < 3; ++i)
      fields.push_back({p + 4 * i, 4});
    p += 12;
    for (unsigned r = 0; r < 2; ++r) {
      if (!have(2))
        return fields;
      fields.push_back({p, 2});
      p += 2 + 4 * u16(p);
    }
    if (!have(1))
      return fields;
    fields.push_back({p, 1});
    unsigned gens = b[p];
    p += 1;
    for (unsigned g = 0; g < gens && have(9); ++g) {
      fields.push_back({p + 1, 4});
      fields.push_back({p + 5, 4});
      p += 9;
    }
  }
  if (!have(2))
    return fields;
  fields.push_back({p, 2});
  if (u16(p) != 0)
    return fields; // file-scope variables: not walked further
  p += 2;
  if (!have(2))
    return fields;
  unsigned functions = u16(p);
  fields.push_back({p, 2});
  p += 2;
  for (unsigned f = 0; f < functions; ++f) {
    if (!have(3))
      return fields;
    fields.push_back({p + 1, 2});
    p += 3 + u16(p + 1);
    if (!have(8))
      return fields;
    objectOffsets.push_back(u32(p));
    fields.push_back({p, 4});
    fields.push_back({p + 4, 4});
    p += 8;
    for (unsigned r = 0; r < 2; ++r) {
      if (!have(2))
        return fields;
      fields.push_back({p, 2});
      p += 2 + 4 * u16(p);
    }
  }
  // The leading counts of each object: string_count, then (after the
  // strings) name_index and variable_count.
  for (uint32_t at : objectOffsets) {
    if (size_t(at) + 4 > b.size())
      continue;
    fields.push_back({at, 4});
    uint32_t strings = u32(at);
    size_t q = at + 4;
    for (uint32_t s = 0; s < strings && q < b.size(); ++q)
      if (b[q] == 0)
        ++s;
    if (q + 8 <= b.size()) {
      fields.push_back({q, 4});
      fields.push_back({q + 4, 4});
    }
  }
  return fields;
}

void fuzzFile(StringRef name, ArrayRef<uint8_t> original, Random &rng,
              Stats &stats) {
  bool text = isTextInput(name);
  std::vector<uint8_t> m;

  // The unmodified input first.
  runOne(original, text, stats);

  // Truncations.
  size_t n = original.size();
  if (n <= fullTruncationLimit) {
    for (size_t len = 0; len < n; ++len)
      runOne(original.take_front(len), text, stats);
  } else {
    for (unsigned i = 0; i < 256; ++i)
      runOne(original.take_front(rng.below(n)), text, stats);
  }

  // Count/size/offset fields set to interesting values.
  if (!text) {
    static const uint32_t values[] = {0, 1, 0xFF, 0xFFFF, 0xFFFFFFFF, 0x7FFFFFFF};
    for (auto [at, width] : headerFields(original)) {
      for (uint32_t v : values) {
        m.assign(original.begin(), original.end());
        for (unsigned i = 0; i < width; ++i)
          m[at + i] = uint8_t(v >> (8 * i));
        runOne(m, text, stats);
      }
      for (int delta : {-1, 1}) {
        m.assign(original.begin(), original.end());
        uint32_t v = 0;
        for (unsigned i = 0; i < width; ++i)
          v |= uint32_t(m[at + i]) << (8 * i);
        v += delta;
        for (unsigned i = 0; i < width; ++i)
          m[at + i] = uint8_t(v >> (8 * i));
        runOne(m, text, stats);
      }
    }
  }

  // Random bit flips and byte sets.
  if (n == 0)
    return;
  for (unsigned i = 0; i < mutantCount; ++i) {
    m.assign(original.begin(), original.end());
    unsigned edits = 1 + rng.below(4);
    for (unsigned e = 0; e < edits; ++e) {
      size_t at = rng.below(n);
      if (rng.below(2))
        m[at] ^= uint8_t(1u << rng.below(8));
      else
        m[at] = uint8_t(rng.next());
    }
    runOne(m, text, stats);
  }
}

int checkRoundTrip() {
  unsigned identical = 0, total = 0;
  for (const std::string &file : inputFiles) {
    ++total;
    auto buffer = MemoryBuffer::getFile(file, /*IsText=*/false,
                                        /*RequiresNullTerminator=*/false);
    if (!buffer) {
      errs() << file << ": error: " << buffer.getError().message() << "\n";
      continue;
    }
    ArrayRef<uint8_t> bytes(
        reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
        (*buffer)->getBufferSize());
    Expected<Object> obj = readISA(bytes);
    if (!obj) {
      outs() << "FAIL-READ " << file << "\n";
      reportError(file, obj.takeError());
      continue;
    }
    Expected<std::vector<uint8_t>> out = writeISA(*obj);
    if (!out) {
      outs() << "FAIL-WRITE " << file << "\n";
      reportError(file, out.takeError());
      continue;
    }
    if (ArrayRef<uint8_t>(*out) != bytes) {
      size_t at = 0;
      while (at < out->size() && at < bytes.size() && (*out)[at] == bytes[at])
        ++at;
      outs() << "DIFF " << file << " (first difference at offset " << at
             << ", sizes " << bytes.size() << " vs " << out->size() << ")\n";
      continue;
    }
    ++identical;
    outs() << "OK " << file;
    if (obj->legacyTruncatedOperands)
      outs() << " (IGC legacy form)";
    for (const RoutineEntry &r : obj->kernels)
      outs() << " kernel:" << r.body.instructions.size() << "+"
             << r.body.unusedTail.size() << "B";
    for (const RoutineEntry &r : obj->functions)
      outs() << " function:" << r.body.instructions.size() << "+"
             << r.body.unusedTail.size() << "B";
    outs() << "\n";
    if (verbose)
      for (const RoutineEntry &r : obj->kernels) {
        for (const Instruction &inst : r.body.instructions)
          outs() << "  " << inst.desc->mnemonic << " (" << inst.operands.size()
                 << " fields)\n";
      }
  }
  outs() << "roundtrip: " << identical << "/" << total << " byte-identical\n";
  return identical == total ? 0 : 1;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "vISA reader mutation fuzzer\n");
  if (roundTrip)
    return checkRoundTrip();

  Random rng(seed);
  Stats stats;
  for (const std::string &file : inputFiles) {
    auto buffer = MemoryBuffer::getFile(file, /*IsText=*/false,
                                        /*RequiresNullTerminator=*/false);
    if (!buffer) {
      errs() << file << ": warning: skipped: " << buffer.getError().message()
             << "\n";
      continue;
    }
    ArrayRef<uint8_t> bytes(
        reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
        (*buffer)->getBufferSize());
    fuzzFile(file, bytes, rng, stats);
  }
  outs() << "visa-fuzz: " << stats.run << " inputs run, " << stats.accepted
         << " accepted, " << stats.rejected << " rejected\n";
  return 0;
}
