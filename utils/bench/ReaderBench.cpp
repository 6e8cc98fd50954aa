//===- ReaderBench.cpp - Time importing vISA files into the dialect -------===//
//
// visa-bench-readers FILE...: for each .isa or .visaasm file, reads it into
// memory once, then times the whole import (decode or parse, then build the
// MLIR module) repeated until at least --min-ms have passed. Prints one line
// per file: `<file> <bytes> <microseconds per import>`, then totals. Used by
// utils/bench-readers, which sets these numbers beside GenX_IR's compile time.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/VISA/VISADialect.h"
#include "visa/Object/Diagnostic.h"
#include "visa/Object/ISAReader.h"
#include "visa/Object/VISAAsmParser.h"
#include "visa/Target/ISA/ObjectTranslation.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>

using namespace llvm;

static cl::list<std::string> inputs(cl::Positional, cl::desc("<file>..."), cl::OneOrMore);
static cl::opt<unsigned> minMs("min-ms", cl::desc("Minimum time per file (ms)"), cl::init(20));

/// One import of `bytes`; false if it fails.
static bool importOnce(StringRef name, StringRef bytes, mlir::MLIRContext &ctx) {
  Expected<visa::Object> obj =
      name.ends_with(".isa")
          ? visa::readISA(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()),
                                            bytes.size()))
          : visa::parseVISAAsm(bytes);
  if (!obj) {
    visa::reportError(name, obj.takeError());
    return false;
  }
  return static_cast<bool>(visa::importObject(*obj, &ctx));
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "times importing vISA files\n");
  mlir::MLIRContext ctx;
  ctx.loadDialect<visa::VISADialect>();
  double totalUs = 0, totalBytes = 0;
  unsigned files = 0;
  for (const std::string &path : inputs) {
    auto buf = MemoryBuffer::getFile(path, /*IsText=*/false);
    if (!buf) {
      errs() << path << ": error: " << buf.getError().message() << "\n";
      return 1;
    }
    StringRef bytes = (*buf)->getBuffer();
    using clock = std::chrono::steady_clock;
    unsigned reps = 0;
    auto start = clock::now();
    double elapsedMs = 0;
    do {
      if (!importOnce(path, bytes, ctx))
        return 1;
      ++reps;
      elapsedMs = std::chrono::duration<double, std::milli>(clock::now() - start).count();
    } while (elapsedMs < minMs);
    double us = elapsedMs * 1000 / reps;
    outs() << path << " " << bytes.size() << " " << format("%.1f", us) << "\n";
    totalUs += us;
    totalBytes += bytes.size();
    ++files;
  }
  outs() << "total: " << files << " files, " << format("%.0f", files / (totalUs / 1e6))
         << " kernels/s, " << format("%.1f", totalBytes / totalUs) << " MB/s\n";
  return 0;
}
