//===- visa-sim.cpp - Run a Gen kernel on the simulator -------------------===//
//
// Kernel mode (what utils/run-kernel uses):
//   visa-sim --platform=P --kernel=NAME LAUNCH.json ZEBIN [--binary=FILE.dat]
//            [--trace] [--no-swsb-check] [--no-validate]
//            [--max-instructions=N] [--stats] [--time] [--no-fast-alu]
//            [--eus=N] [--timeline=FILE.json] [--timeline-limit=N]
// reads the kernel's ABI and code from the zebin (--binary replaces the
// code), sets up memory and payloads as LAUNCH.json describes, runs, writes
// every "out" file and prints two lines (unless the kernel breaks one of
// the hardware's restrictions, GenValidator.h: then it is an error naming
// the rules, and --no-validate runs it anyway):
//   visa-sim: NAME: N instructions, C cycles, T threads
// A second line says where the threads' cycles went (the cycle model,
// lib/Sim/TimingModel.h): issuing, or stalled on a send, math, ALU result,
// barrier, needless SWSB wait, busy pipe or front end:
//   visa-sim: NAME: N thread-cycles on E EUs: issue P%, send P%, ...
// --eus=N dispatches the work-groups over N EUs (default: one sub-slice);
// --timeline=FILE writes every issue and stall as Chrome trace JSON.
// --time also prints "visa-sim: time: Ts simulating, Vs validating" on stderr
// (CPU time of decoding and running, what utils/bench-sim rates, and apart
// the time the validator took); --no-fast-alu runs every
// ALU instruction through the general path (to cross-check the fast one).
// --dump-payload prints each thread's payload registers instead of running.
//
// Inspection: visa-sim --dump-zeinfo ZEBIN... [--kernel=NAME]
//
// Raw mode, for tests of the simulator on hand-written code:
//   visa-sim --platform=P --raw=FILE.dat [--simd=N] [--threads=N] [--slm=N]
//            [--buffer=BTI:ADDRESS:SIZE]... [--dump-grf=FIRST-LAST]
//
// Any error: "visa-sim: error: ..." on stderr, exit status 1, no out files.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/Launch.h"
#include "visa/Sim/RawLaunch.h"
#include "visa/Sim/Simulator.h"
#include "visa/ZeBin/ZeBinary.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include <ctime>

using namespace llvm;
using namespace visa;
using namespace visa::sim;

static cl::OptionCategory SimCategory("visa-sim options");

static cl::list<std::string> Positional(cl::Positional,
                                        cl::desc("LAUNCH.json ZEBIN"),
                                        cl::cat(SimCategory));
static cl::opt<std::string>
    PlatformName("platform", cl::desc("bdw, skl, bxt, icllp or tgllp"),
                 cl::cat(SimCategory));
static cl::opt<std::string> KernelName("kernel", cl::desc("Kernel to run"),
                                       cl::cat(SimCategory));
static cl::opt<std::string>
    BinaryFile("binary",
               cl::desc("Gen binary (.dat) replacing the zebin's code"),
               cl::value_desc("file"), cl::cat(SimCategory));
static cl::opt<bool> Trace("trace",
                           cl::desc("Print each executed instruction and the "
                                    "channels it wrote"),
                           cl::cat(SimCategory));
static cl::opt<bool>
    NoSwsbCheck("no-swsb-check",
                cl::desc("TGLLP: do not check software-scoreboard annotations"),
                cl::cat(SimCategory));
static cl::opt<bool>
    NoValidate("no-validate",
               cl::desc("Run the kernel without checking it against the "
                        "hardware's restrictions first"),
               cl::cat(SimCategory));
static cl::opt<uint64_t>
    MaxInstructions("max-instructions",
                    cl::desc("Stop with an error after N instructions "
                             "(0: no limit)"),
                    cl::init(0), cl::cat(SimCategory));
static cl::opt<bool>
    NoFastAlu("no-fast-alu",
              cl::desc("Run every ALU instruction through the general path "
                       "(to cross-check the fast path; same results)"),
              cl::cat(SimCategory));
static cl::opt<bool>
    Time("time",
         cl::desc("Print to stderr the CPU time spent simulating (decoding "
                  "the kernel and running its threads; not the process "
                  "start-up, file parsing, memory set-up or output)"),
         cl::cat(SimCategory));
// --stats is LLVM's own option (accepted, harmless): the statistics line is
// always printed.
static cl::opt<bool>
    DumpPayload("dump-payload",
                cl::desc("Print every thread's payload registers, do not run"),
                cl::cat(SimCategory));
static cl::opt<bool>
    DumpZeInfo("dump-zeinfo",
               cl::desc("Print the parsed .ze_info of ZEBIN, do not run"),
               cl::cat(SimCategory));

// Cycle model.
static cl::opt<unsigned>
    EUs("eus",
        cl::desc("EUs the work-groups are dispatched over (default: one "
                 "sub-slice of the platform)"),
        cl::init(0), cl::cat(SimCategory));
static cl::opt<std::string>
    TimelineFile("timeline",
                 cl::desc("Write every thread's issues and stalls as Chrome "
                          "trace JSON (chrome://tracing, ui.perfetto.dev; "
                          "1 us = 1 cycle)"),
                 cl::value_desc("file"), cl::cat(SimCategory));
static cl::opt<uint64_t>
    TimelineLimit("timeline-limit",
                  cl::desc("Events the timeline records at most"),
                  cl::init(2000000), cl::cat(SimCategory));

// Raw mode.
static cl::opt<std::string> RawFile("raw",
                                    cl::desc("Run a bare Gen binary (no ABI)"),
                                    cl::value_desc("file"),
                                    cl::cat(SimCategory));
static cl::opt<unsigned> RawSimd("simd", cl::desc("Raw mode: SIMD width"),
                                 cl::init(8), cl::cat(SimCategory));
static cl::opt<unsigned> RawThreads("threads",
                                    cl::desc("Raw mode: threads in the group"),
                                    cl::init(1), cl::cat(SimCategory));
static cl::opt<unsigned> RawSlm("slm", cl::desc("Raw mode: SLM bytes"),
                                cl::init(0), cl::cat(SimCategory));
static cl::list<std::string>
    RawBuffers("buffer",
               cl::desc("Raw mode: zeroed buffer bound to a BTI and mapped "
                        "at an address"),
               cl::value_desc("BTI:ADDRESS:SIZE"), cl::cat(SimCategory));
static cl::opt<std::string>
    DumpGrf("dump-grf",
            cl::desc("Raw mode: print GRFs FIRST-LAST of each thread at its "
                     "end"),
            cl::value_desc("FIRST-LAST"), cl::cat(SimCategory));

[[noreturn]] static void fail(const Twine &msg) {
  outs().flush();
  errs() << "visa-sim: error: " << msg << "\n";
  std::exit(1);
}

static void failOn(Error err, StringRef prefix = "") {
  if (!err)
    return;
  std::string msg = toString(std::move(err));
  fail(prefix.empty() ? Twine(msg) : prefix + ": " + msg);
}

static std::unique_ptr<MemoryBuffer> readFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf =
      MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buf)
    fail(path + ": " + buf.getError().message());
  return std::move(*buf);
}

static ArrayRef<uint8_t> bytesOf(const MemoryBuffer &buf) {
  return ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(buf.getBufferStart()),
      buf.getBufferSize());
}

static const gen::Product &productOrFail() {
  if (PlatformName.empty())
    fail("--platform is required (bdw, skl, bxt, icllp or tgllp)");
  const gen::Product *p = gen::lookupProduct(PlatformName);
  if (!p)
    fail("unknown platform '" + PlatformName +
         "' (expected bdw, skl, bxt, icllp or tgllp)");
  return *p;
}

static RunOptions runOptions(const gen::Product &p) {
  RunOptions opts;
  if (Trace)
    opts.Trace = &outs();
  opts.CheckSwsb = p.SwsbTokens != 0 && !NoSwsbCheck;
  if (!NoValidate)
    opts.Validate = &p;
  opts.MaxInstructions = MaxInstructions;
  opts.FastAlu = !NoFastAlu;
  opts.EUs = EUs;
  opts.TimelineMaxEvents = TimelineLimit;
  return opts;
}

static double processCpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

/// Runs the kernel (and with --time reports the CPU time it took, the
/// figure utils/bench-sim rates the simulator by).
static void simulate(const KernelLaunch &launch, Memory &mem,
                     const RunOptions &runOpts, RunStats &stats) {
  RunOptions opts = runOpts;
  // The timeline is kept only if the run succeeds.
  std::unique_ptr<ToolOutputFile> timeline;
  if (!TimelineFile.empty()) {
    std::error_code ec;
    timeline = std::make_unique<ToolOutputFile>(TimelineFile, ec,
                                                sys::fs::OF_Text);
    if (ec)
      fail(TimelineFile + ": " + ec.message());
    opts.Timeline = &timeline->os();
  }
  double start = processCpuSeconds();
  if (Error err = runKernel(launch, mem, opts, stats, errs())) {
    timeline.reset(); // not kept: removes the file
    failOn(std::move(err));
  }
  if (timeline) {
    timeline->keep();
    if (stats.TimelineDropped)
      errs() << "visa-sim: warning: the timeline holds the first "
             << TimelineLimit << " events; " << stats.TimelineDropped
             << " later ones were left out (--timeline-limit)\n";
  }
  if (Time)
    errs() << format("visa-sim: time: %.6fs simulating, %.6fs validating\n",
                     processCpuSeconds() - start - stats.ValidateSeconds,
                     stats.ValidateSeconds);
}

static void printStats(StringRef name, const RunStats &stats) {
  outs() << "visa-sim: " << name << ": " << stats.Instructions
         << " instructions, " << stats.Cycles << " cycles, " << stats.Threads
         << " threads\n";
  // Where the threads' cycles went (TimingModel.h), as shares of the
  // thread-cycles summed over threads.
  double total = double(std::max<uint64_t>(stats.ThreadCycles, 1));
  outs() << "visa-sim: " << name << ": " << stats.ThreadCycles
         << " thread-cycles on " << stats.EUs << " EUs: issue "
         << format("%.1f%%", 100.0 * double(stats.IssueCycles) / total);
  for (unsigned c = 0; c < NumStallCauses; ++c)
    outs() << ", " << stallCauseName(StallCause(c)) << " "
           << format("%.1f%%", 100.0 * double(stats.StallCycles[c]) / total);
  outs() << "\n";
}

static void checkSwsb(const RunStats &stats) {
  if (stats.SwsbReports)
    fail(Twine(stats.SwsbReports) +
         " software-scoreboard report(s): the binary's SWSB annotations do "
         "not cover its dependencies");
}

static int dumpZeInfo() {
  if (Positional.empty())
    fail("--dump-zeinfo takes one or more zebins");
  for (const std::string &path : Positional) {
    std::unique_ptr<MemoryBuffer> zebin = readFile(path);
    Expected<std::vector<ZeKernelInfo>> infos = readZeInfo(bytesOf(*zebin));
    if (!infos)
      failOn(infos.takeError(), path);
    if (Positional.size() > 1)
      outs() << "// " << path << "\n";
    bool found = false;
    for (const ZeKernelInfo &info : *infos) {
      if (!KernelName.empty() && info.Name != KernelName)
        continue;
      found = true;
      printZeKernelInfo(info, outs());
    }
    if (!found)
      fail(path + ": no kernel named '" + KernelName + "'");
  }
  return 0;
}

static int runRaw(const gen::Product &p) {
  if (!Positional.empty())
    fail("--raw takes no LAUNCH.json or zebin");
  if (RawSimd != 8 && RawSimd != 16 && RawSimd != 32)
    fail("--simd must be 8, 16 or 32");
  if (RawThreads == 0 || RawThreads > 64)
    fail("--threads must be 1 to 64");
  unsigned first = 0, last = 0;
  bool dump = !DumpGrf.empty();
  if (dump) {
    auto [a, b] = StringRef(DumpGrf).split('-');
    if (b.empty())
      b = a;
    if (a.getAsInteger(0, first) || b.getAsInteger(0, last) || first > last ||
        last >= NumGrfs)
      fail("--dump-grf expects FIRST-LAST, register numbers below " +
           Twine(NumGrfs));
  }
  std::unique_ptr<MemoryBuffer> code = readFile(RawFile);
  Memory mem;
  for (const std::string &spec : RawBuffers) {
    Expected<RawBuffer> b = parseRawBuffer(spec);
    if (!b)
      failOn(b.takeError());
    Surface s;
    s.K = Surface::Kind::Buffer;
    s.Base = b->Address;
    s.Size = b->Bytes.size();
    mem.Surfaces[b->Bti] = s;
    mem.map(b->Address, std::move(b->Bytes));
  }
  KernelLaunch launch =
      makeRawLaunch(p, bytesOf(*code), RawSimd, RawThreads, RawSlm);
  RunOptions opts = runOptions(p);
  if (dump)
    opts.OnThreadEnd = [&](StringRef name, const ThreadState &t) {
      dumpRegisters(name, t, first, last, outs());
    };
  RunStats stats;
  simulate(launch, mem, opts, stats);
  checkSwsb(stats);
  printStats(RawFile, stats);
  return 0;
}

static int runLaunch(const gen::Product &p) {
  if (Positional.size() != 2)
    fail("expected LAUNCH.json and ZEBIN (see --help)");
  const std::string &launchPath = Positional[0];
  const std::string &zebinPath = Positional[1];

  Expected<LaunchDesc> desc = readLaunchFile(launchPath);
  if (!desc)
    failOn(desc.takeError());
  std::string kernel = KernelName.empty() ? desc->Kernel : KernelName;
  if (kernel != desc->Kernel)
    fail("--kernel=" + kernel + " but " + launchPath + " launches '" +
         desc->Kernel + "'");

  std::unique_ptr<MemoryBuffer> zebin = readFile(zebinPath);
  Expected<ZeKernelImage> image = readZeKernel(bytesOf(*zebin), kernel);
  if (!image)
    failOn(image.takeError(), zebinPath);

  std::optional<std::vector<uint8_t>> code;
  if (!BinaryFile.empty()) {
    std::unique_ptr<MemoryBuffer> bin = readFile(BinaryFile);
    ArrayRef<uint8_t> bytes = bytesOf(*bin);
    if (bytes.empty())
      fail(BinaryFile + ": empty binary");
    code.emplace(bytes.begin(), bytes.end());
  }

  Expected<std::unique_ptr<PreparedLaunch>> prepared =
      PreparedLaunch::create(p, std::move(*image), *desc, std::move(code));
  if (!prepared)
    failOn(prepared.takeError());
  PreparedLaunch &pl = **prepared;

  if (DumpPayload) {
    pl.printPlacement(outs());
    dumpPayload(pl.plan(), outs());
    return 0;
  }

  RunStats stats;
  simulate(pl.launch(), pl.memory(), runOptions(p), stats);
  checkSwsb(stats);
  failOn(pl.writeOutputs());
  printStats(kernel, stats);
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM x(argc, argv);
  cl::HideUnrelatedOptions(SimCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "Functional simulator of Gen kernels\n");
  if (DumpZeInfo)
    return dumpZeInfo();
  const gen::Product &p = productOrFail();
  if (!RawFile.empty())
    return runRaw(p);
  return runLaunch(p);
}
