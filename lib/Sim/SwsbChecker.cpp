//===- SwsbChecker.cpp - TGLLP software scoreboard checking ---------------===//
//
// The checker keeps, per GRF byte, the sequence number of the latest
// in-order instruction that wrote it and of the latest that read it (once
// per register while all its bytes hold the same number), a ring
// of the last 16 in-order instructions, and per SBID token the GRF bytes the
// token's instruction still has to read and write. Each step first applies
// the instruction's waits, then checks its footprint against what is still
// pending, then records it. See SwsbChecker.h for the rules.
//
//===----------------------------------------------------------------------===//

#include "visa/Sim/SwsbChecker.h"
#include "RegFootprint.h"
#include "SwsbPipeClass.h"
#include "SwsbRegTables.h"
#include "visa/Gen/GenMessage.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstring>
#include <deque>

using namespace visa::gen;
using namespace visa::sim;
using namespace visa::sim::swsb;

namespace {

/// Results are ready this many in-order instructions later (IGC's
/// SWSB_MAX_ALU_DEPENDENCE_DISTANCE and ..._64BIT).
constexpr unsigned ReadyDistance = 11;
constexpr unsigned ReadyDistance64 = 15;
/// The largest distance an annotation can encode.
constexpr unsigned MaxEncodableDistance = 7;
constexpr unsigned RingSize = 16;
constexpr unsigned NumSbids = 16;
/// Pseudo token for an out-of-order instruction that set none (only
/// sync.allrd / sync.allwr can wait for it).
constexpr unsigned UntrackedToken = NumSbids;
constexpr unsigned NumTokens = NumSbids + 1;

bool isSendOp(Opcode op) {
  return op == Opcode::Send || op == Opcode::Sendc || op == Opcode::Sends ||
         op == Opcode::Sendsc;
}

bool is64BitType(DataType t) {
  return t == DataType::DF || t == DataType::Q || t == DataType::UQ;
}

/// Instructions IGC puts in the long pipe: a 64-bit destination or source.
bool isLongPipe(const Inst &inst) {
  if (isBranchForm(getForm(inst.Op)))
    return false;
  if (inst.Dst.K == Operand::Kind::Reg && is64BitType(inst.Dst.Type))
    return true;
  for (unsigned i = 0; i < inst.NumSrcs && i < 3; ++i) {
    const Operand &op = inst.Src[i];
    if ((op.K == Operand::Kind::Reg || op.K == Operand::Kind::Imm) &&
        is64BitType(op.Type))
      return true;
  }
  return false;
}

unsigned readyDistance(const Inst &inst) {
  if (inst.Dst.K == Operand::Kind::Reg && getTypeSize(inst.Dst.Type) == 8)
    return ReadyDistance64;
  return ReadyDistance;
}

/// SLM messages run in their own queue (IGC: BTI 254 on the data ports).
bool isSlmSend(const Inst &inst) {
  if (!isSendOp(inst.Op) || inst.Send.DescIsReg)
    return false;
  return decodeSend(scoreboardProduct(), inst, nullptr).isSlm();
}

std::string hex(uint32_t v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("0x%x", v);
  return os.str();
}

struct InOrderEntry {
  uint32_t Offset = 0;
  Opcode Op = Opcode::Illegal;
  uint8_t Ready = ReadyDistance;
  bool Long = false;
};

/// What an out-of-order instruction looked like, for the same-pipe WAR rule
/// and for messages.
struct TokenSetter {
  uint32_t Offset = 0;
  Opcode Op = Opcode::Illegal;
  uint8_t SFID = 0;
  bool Slm = false;
  bool HasPred = false, NoMask = false;
  uint8_t FlagReg = 0, FlagSubReg = 0;
  uint8_t ExecSize = 0, ChanOffset = 0;

  bool operator==(const TokenSetter &o) const {
    return Offset == o.Offset && Op == o.Op;
  }
};

TokenSetter describeSetter(const Inst &inst) {
  TokenSetter s;
  s.Offset = inst.Offset;
  s.Op = inst.Op;
  s.SFID = inst.Send.SFID;
  s.Slm = isSlmSend(inst);
  s.HasPred = inst.Pred != PredCtrl::None;
  s.NoMask = inst.NoMask;
  s.FlagReg = inst.FlagReg;
  s.FlagSubReg = inst.FlagSubReg;
  s.ExecSize = inst.ExecSize;
  s.ChanOffset = inst.ChanOffset;
  return s;
}

bool samePredicate(const TokenSetter &a, const TokenSetter &b) {
  if (a.HasPred && b.HasPred)
    return a.FlagReg == b.FlagReg && a.FlagSubReg == b.FlagSubReg;
  if (a.HasPred || b.HasPred)
    return false;
  return !a.NoMask && !b.NoMask;
}

/// IGC's WARDepRequired: a write after an out-of-order read needs a wait
/// unless both run in the same pipe with the same predicate and mask.
bool warNeedsWait(const TokenSetter &reader, const TokenSetter &writer) {
  bool readerSend = isSendOp(reader.Op), writerSend = isSendOp(writer.Op);
  if (readerSend != writerSend)
    return true;
  if (readerSend && (reader.SFID != writer.SFID || reader.Slm != writer.Slm))
    return true;
  bool readerMath = reader.Op == Opcode::Math;
  bool writerMath = writer.Op == Opcode::Math;
  if (readerMath != writerMath)
    return true;
  if (!samePredicate(reader, writer))
    return true;
  return reader.ExecSize != writer.ExecSize ||
         reader.ChanOffset != writer.ChanOffset;
}

/// The pending bytes of every token in one register; an entry is
/// meaningful only while its register is marked in the token's DstRegs /
/// SrcRegs (unmarked ones are never read, so a new block need not be
/// cleared).
struct TokenRegBytes {
  uint32_t Dst[NumTokens];
  uint32_t Src[NumTokens];
};

struct TokenState {
  /// Registers with pending bytes, one bit each.
  uint64_t DstRegs[2], SrcRegs[2];
  llvm::SmallVector<TokenSetter, 1> Setters;
  bool AnyMath;
  /// The channels (of the thread) that run the token's math instructions.
  uint32_t MathChannels;

  TokenState() {
    DstRegs[0] = DstRegs[1] = SrcRegs[0] = SrcRegs[1] = 0;
    AnyMath = false;
    MathChannels = 0;
  }
  void clear() {
    clearSources();
    DstRegs[0] = DstRegs[1] = 0;
    Setters.clear();
    AnyMath = false;
    MathChannels = 0;
  }
  void clearSources() { SrcRegs[0] = SrcRegs[1] = 0; }
  bool busy() const {
    return DstRegs[0] | DstRegs[1] | SrcRegs[0] | SrcRegs[1];
  }
  static bool test(const uint64_t *bits, unsigned reg) {
    return (bits[reg >> 6] >> (reg & 63)) & 1;
  }
  static void set(uint64_t *bits, unsigned reg) {
    bits[reg >> 6] |= uint64_t(1) << (reg & 63);
  }
};

enum class HazardKind {
  InOrderRaw,
  InOrderWaw,
  InOrderWar,
  TokenRaw,
  TokenWaw,
  TokenWar
};

struct Hazard {
  HazardKind Kind;
  /// In-order producer sequence number, or token index.
  uint32_t Source;
  unsigned Reg;
};

/// Everything the checker needs to know about one instruction, in one
/// cache line; the registers it reads and writes are kept in a separate
/// array (reads, then writes, from FirstReg on).
struct InstInfo {
  PipeClass PC = PipeClass::None;
  bool Long = false;
  uint8_t Ready = ReadyDistance;
  /// InstFootprint's flags.
  bool SpecialArf = false;
  bool UsesA0 = false;
  uint8_t NumReads = 0, NumWrites = 0;
  uint32_t FirstReg = 0;
  TokenSetter Setter;
  /// The registers read and written, one bit each: a token whose
  /// registers meet neither set needs no closer look.
  uint64_t ReadRegs[2] = {0, 0}, WriteRegs[2] = {0, 0};
};

/// Appends the registers of `set` to `regs` and marks them in `marks`
/// (one bit each).
void appendRegs(const GrfByteSet &set, std::vector<RegBytes> &regs,
                uint64_t *marks) {
  marks[0] = marks[1] = 0;
  for (const RegBytes &rb : set.regs()) {
    marks[rb.Reg >> 6] |= uint64_t(1) << (rb.Reg & 63);
    regs.push_back(rb);
  }
}

/// Fills the footprint part of `info` (registers, flags) for `inst` on
/// `chans` and appends its registers to `regs`; the rest of `info` does
/// not depend on the channels.
void analyzeFootprint(const Inst &inst, const uint16_t *a0, InstInfo &info,
                      std::vector<RegBytes> &regs, uint32_t chans) {
  InstFootprint fp;
  computeFootprint(inst, a0, fp, chans);
  info.SpecialArf = fp.SpecialArf;
  info.UsesA0 = fp.UsesA0;
  // A set holds each register once: at most NumGrfs entries.
  info.NumReads = uint8_t(fp.Reads.regs().size());
  info.NumWrites = uint8_t(fp.Writes.regs().size());
  info.FirstReg = uint32_t(regs.size());
  appendRegs(fp.Reads, regs, info.ReadRegs);
  appendRegs(fp.Writes, regs, info.WriteRegs);
}

/// Fills `info` for `inst` and appends its registers to `regs`.
void analyze(const Inst &inst, const uint16_t *a0, InstInfo &info,
             std::vector<RegBytes> &regs, uint32_t chans = AllChannels) {
  analyzeFootprint(inst, a0, info, regs, chans);
  info.PC = classify(inst);
  info.Long = info.PC == PipeClass::InOrder && isLongPipe(inst);
  info.Ready = uint8_t(readyDistance(inst));
  info.Setter = describeSetter(inst);
}

} // namespace

/// The analysed instructions of one kernel, shared by checker copies. An
/// instruction is analysed when it first executes (most runs execute a
/// fraction of the code).
struct SwsbChecker::KernelInfo {
  /// The analyses made so far, in the order the instructions first ran
  /// (reserved for all: never reallocated).
  std::vector<InstInfo> Infos;
  /// Their registers (InstInfo::FirstReg indexes this).
  std::vector<RegBytes> Regs;
  /// The kernel's instructions: an executed instruction is known by its
  /// address in this array.
  llvm::ArrayRef<Inst> Insts;
  /// Per instruction: its analysis, or null while not analysed yet.
  std::vector<const InstInfo *> InfoOf;

  /// Analyses of instructions on some of their channels (in divergent
  /// code; a deque: never moved), by index << 32 | channels; null where
  /// the footprint is that of all channels.
  std::deque<InstInfo> PartialInfos;
  llvm::DenseMap<uint64_t, const InstInfo *> PartialOf;
  /// Per instruction: the channels of its last partial lookup and the
  /// answer (threads of a divergent loop mostly repeat theirs); no answer
  /// before the first. Empty until the first partial lookup.
  struct LastPartial {
    uint32_t Chans = 0;
    const InstInfo *Info = nullptr;
  };
  std::vector<LastPartial> LastPartialOf;
  /// Where lookupPartial analyses a footprint before keeping it.
  std::vector<RegBytes> PartialRegs;

  /// The index of `inst` in Insts, or -1 if it is not an element.
  int64_t indexOf(const Inst &inst) const {
    // Compared as integers: `inst` may be outside the kernel's array.
    uintptr_t at = reinterpret_cast<uintptr_t>(&inst);
    uintptr_t base = reinterpret_cast<uintptr_t>(Insts.data());
    size_t index = (at - base) / sizeof(Inst);
    if (at < base || index >= Insts.size() || &Insts[index] != &inst)
      return -1;
    return int64_t(index);
  }

  /// The analysis of `inst` if it is an element of Insts whose footprint
  /// does not depend on a0 (analysed now if not yet), else null.
  const InstInfo *lookup(const Inst &inst) {
    int64_t index = indexOf(inst);
    return index < 0 ? nullptr : lookupAt(size_t(index));
  }
  /// lookup of the instruction at `index`.
  const InstInfo *lookupAt(size_t index) {
    const Inst &inst = Insts[index];
    const InstInfo *&cached = InfoOf[index];
    if (!cached) {
      Infos.emplace_back();
      analyze(inst, nullptr, Infos.back(), Regs);
      cached = &Infos.back();
    }
    return cached->UsesA0 ? nullptr : cached;
  }

  /// For `inst` with only `chans` enabled: its analysis on those channels
  /// (made now if not yet), or lookup(inst) where that is the same
  /// footprint; null like lookup.
  const InstInfo *lookupPartial(const Inst &inst, uint32_t chans) {
    int64_t index = indexOf(inst);
    if (index < 0)
      return nullptr;
    const InstInfo *whole = lookupAt(size_t(index));
    if (!whole)
      return nullptr;
    // Made on first use: most kernels never run on partial channels.
    if (LastPartialOf.empty())
      LastPartialOf.resize(Insts.size());
    LastPartial &last = LastPartialOf[size_t(index)];
    if (last.Info && last.Chans == chans)
      return last.Info;
    last.Chans = chans;
    last.Info = findPartial(size_t(index), chans, whole);
    return last.Info;
  }

private:
  /// lookupPartial past its memo.
  const InstInfo *findPartial(size_t index, uint32_t chans,
                              const InstInfo *whole) {
    const Inst &inst = Insts[index];
    uint64_t key = uint64_t(index) << 32 | chans;
    auto [it, added] = PartialOf.try_emplace(key, nullptr);
    if (added) {
      // Analysed aside first: Regs grows only for a footprint of its own,
      // so the whole footprint's registers stay where they are when the
      // two agree. Only the footprint depends on the channels.
      InstInfo info = *whole;
      PartialRegs.clear();
      analyzeFootprint(inst, nullptr, info, PartialRegs, chans);
      bool same = info.NumReads == whole->NumReads &&
                  info.NumWrites == whole->NumWrites &&
                  std::equal(PartialRegs.begin(), PartialRegs.end(),
                             Regs.begin() + whole->FirstReg,
                             [](const RegBytes &a, const RegBytes &b) {
                               return a.Reg == b.Reg && a.Mask == b.Mask;
                             });
      if (!same) {
        info.FirstReg = uint32_t(Regs.size());
        Regs.insert(Regs.end(), PartialRegs.begin(), PartialRegs.end());
        PartialInfos.push_back(info);
        it->second = &PartialInfos.back();
      }
    }
    return it->second ? it->second : whole;
  }
};

namespace {

/// A checker's data (SwsbChecker::State adds the operations).
struct StateCore {
  // In-order pipes.
  uint32_t Cur = 1; ///< sequence number of the next in-order instruction
  uint32_t DrainedBelow = 1; ///< in-order instructions below this completed
  /// An in-order instruction that touched a special architecture register;
  /// the next instruction needs it complete.
  uint32_t SpecialSeq = 0;
  /// The newest in-order instruction in the long (64-bit) pipe: while it
  /// and everything older completed, no write can overtake a long one.
  uint32_t LongSeq = 0;

  // Instruction sequencing.
  bool HavePrev = false;
  uint32_t PrevNext = 0;
  uint64_t NumReports = 0;

  /// The instruction being checked and its registers; room to analyse one.
  const InstInfo *Info = nullptr;
  llvm::ArrayRef<RegBytes> Reads, Writes;
  InstInfo Scratch;
  std::vector<RegBytes> ScratchRegs;
  /// The registers the instruction's whole regions cover, enabled channels
  /// or not (Info->ReadRegs unless Info is a partial analysis): the
  /// hardware fetches whole registers, which is what read suppression
  /// acts on.
  const uint64_t *WholeReadRegs = nullptr;
  /// Room to analyse an instruction on some of its channels.
  InstInfo PartialScratch;
  std::vector<RegBytes> PartialScratchRegs;
  /// The channels (of the thread) the check assumes run the instruction:
  /// all of its channels, then its enabled ones when rechecked.
  uint32_t CurChannels = 0;
  /// What the last step's outcome depended on (see channelKey).
  SwsbChecker::StepDependence Last;
  llvm::SmallVector<Hazard, 8> Hazards;

  InOrderEntry Ring[RingSize];
  ByteSeqTable WriterSeq;
  ByteSeqTable ReaderSeq;
  /// Per register: the newest sequence number in WriterSeq / ReaderSeq.
  uint32_t RegWriter[NumGrfs];
  uint32_t RegReader[NumGrfs];

  // Out-of-order work.
  uint32_t BusyTokens = 0;
  /// The union of the busy tokens' DstRegs, and of their DstRegs and
  /// SrcRegs: most instructions meet neither and skip the per-token look.
  /// Kept up to date as tokens gain registers, recomputed when stale (a
  /// token lost some since).
  uint64_t AnyDstRegs[2] = {0, 0}, AnyRegs[2] = {0, 0};
  bool TokenRegsStale = false;
  TokenState Tokens[NumTokens];
  /// The tokens' pending bytes, per register (see TokenRegBytes).
  RegBlocks<TokenRegBytes> TokenPending;

  // Divergent SIMD control flow. IGC tracks dependences on the scalar
  // control-flow graph (SWSB_G4IR.cpp: "There is no RAW kill for SIMDCF"),
  // where a then part does not flow into its else part: code run for
  // channels that branch apart never waits for the other side's work,
  // whose accesses are channel-masked and leave the other channels' bytes
  // alone. The checker sees this as a channel switch: the thread resumes
  // channels parked at an IP by an earlier branch (an else entering its
  // else part, or a goto whose channels all left while others wait
  // elsewhere). The out-of-order accesses issued since those channels were
  // parked are then hidden from the resumed channels' reads and writes
  // (not from writes over pending writes: IGC tracks write-after-write
  // along SIMD control flow too), until the thread reaches the place the
  // switched-away channels went to (the else's endif, the goto's target).
  // Even NoMask instructions of the resumed side do not see them (IGC
  // orders none of them after the other side's work, e.g. its -O0 flag
  // saves into a register an else-side send still reads).
  struct ParkPoint {
    uint32_t Offset; ///< an IP a branch may park channels at
    uint32_t Epoch;  ///< Epoch when that branch ran
  };
  struct HiddenAccess {
    uint8_t Token;
    bool Src;        ///< a pending source read, else a pending write
    uint16_t Reg;
    uint32_t Mask;
    uint32_t Gen;    ///< TokenGen of the token when hidden
    uint32_t Rejoin; ///< IP where the hidden accesses become visible
  };
  static constexpr unsigned MaxParkPoints = 256;
  llvm::SmallVector<ParkPoint, 8> ParkPoints;
  llvm::SmallVector<HiddenAccess, 4> Hidden;
  uint32_t Epoch = 0;
  /// The previous instruction if it was an else or a goto: its opcode,
  /// where it parked its channels, and whether it had a predicate.
  Opcode PrevBranchOp = Opcode::Illegal;
  uint32_t PrevBranchOffset = 0;
  uint32_t PrevBranchPark = 0;
  bool PrevBranchPredicated = false;
  /// Per token: Epoch when its oldest pending destination / source was
  /// recorded, and a count of its completions (a hidden entry holds for
  /// one use of the token only).
  uint32_t DstEpoch[NumTokens] = {};
  uint32_t SrcEpoch[NumTokens] = {};
  uint32_t TokenGen[NumTokens] = {};
};

} // namespace

struct SwsbChecker::State : StateCore {
  State() { resetAll(); }
  State(const State &other) : StateCore(other) { copyBlocks(other); }
  State &operator=(const State &other) {
    if (this == &other)
      return *this;
    StateCore::operator=(other);
    copyBlocks(other);
    return *this;
  }

  /// Brings over the blocks of `other` whose contents mean something (its
  /// marks, now also this state's, say which).
  void copyBlocks(const State &other) {
    uint64_t owned[2];
    WriterSeq.ownedRegs(owned);
    WriterSeq.Far.copyLive(other.WriterSeq.Far, owned);
    ReaderSeq.ownedRegs(owned);
    ReaderSeq.Far.copyLive(other.ReaderSeq.Far, owned);
    copyTokenBlocks(other);
  }
  /// The token part of copyBlocks (Tokens already copied).
  void copyTokenBlocks(const State &other) {
    uint64_t marked[2] = {0, 0};
    for (const TokenState &tok : Tokens)
      for (unsigned half = 0; half < 2; ++half)
        marked[half] |= tok.DstRegs[half] | tok.SrcRegs[half];
    TokenPending.copyLive(other.TokenPending, marked);
  }

  /// The pending destination / source bytes of token `t` in `reg`, which
  /// the token marks.
  uint32_t pendingDst(unsigned t, unsigned reg) const {
    return TokenPending.at(reg).Dst[t];
  }
  uint32_t pendingSrc(unsigned t, unsigned reg) const {
    return TokenPending.at(reg).Src[t];
  }
  /// Adds `mask` to the pending destination (or source) bytes of token `t`
  /// in `reg`.
  void addPending(unsigned t, bool src, unsigned reg, uint32_t mask) {
    TokenState &tok = Tokens[t];
    uint64_t *regs = src ? tok.SrcRegs : tok.DstRegs;
    TokenRegBytes &block = TokenPending.of(reg);
    uint32_t &bytes = src ? block.Src[t] : block.Dst[t];
    bytes = (TokenState::test(regs, reg) ? bytes : 0) | mask;
    TokenState::set(regs, reg);
    // Adding keeps the unions exact (the token is busy from now on).
    TokenState::set(AnyRegs, reg);
    if (!src)
      TokenState::set(AnyDstRegs, reg);
  }
  /// The pending bytes of token `t` in `reg`, or 0 where it marks none.
  uint32_t pendingOrZero(unsigned t, bool src, unsigned reg) const {
    const TokenState &tok = Tokens[t];
    if (!TokenState::test(src ? tok.SrcRegs : tok.DstRegs, reg))
      return 0;
    return src ? pendingSrc(t, reg) : pendingDst(t, reg);
  }

  void resetAll() {
    Cur = DrainedBelow = 1;
    for (InOrderEntry &e : Ring)
      e = InOrderEntry();
    WriterSeq.clear();
    ReaderSeq.clear();
    std::memset(RegWriter, 0, sizeof(RegWriter));
    std::memset(RegReader, 0, sizeof(RegReader));
    SpecialSeq = 0;
    LongSeq = 0;
    resetTokens();
    HavePrev = false;
    PrevNext = 0;
    NumReports = 0;
    clearDivergence();
  }

  void clearDivergence() {
    ParkPoints.clear();
    Hidden.clear();
    PrevBranchOp = Opcode::Illegal;
  }

  void resetTokens() {
    for (TokenState &t : Tokens)
      t.clear();
    BusyTokens = 0;
    TokenRegsStale = true;
  }

  void updateTokenRegs() {
    AnyDstRegs[0] = AnyDstRegs[1] = AnyRegs[0] = AnyRegs[1] = 0;
    for (uint32_t busy = BusyTokens; busy; busy &= busy - 1) {
      const TokenState &tok = Tokens[__builtin_ctz(busy)];
      for (unsigned i = 0; i < 2; ++i) {
        AnyDstRegs[i] |= tok.DstRegs[i];
        AnyRegs[i] |= tok.DstRegs[i] | tok.SrcRegs[i];
      }
    }
    TokenRegsStale = false;
  }

  /// A new thread: cheaper than resetAll because sequence numbers go on,
  /// so everything recorded so far simply counts as complete.
  void startThread() {
    DrainedBelow = Cur;
    SpecialSeq = 0;
    for (uint32_t busy = BusyTokens; busy; busy &= busy - 1)
      Tokens[__builtin_ctz(busy)].clear();
    BusyTokens = 0;
    TokenRegsStale = true;
    HavePrev = false;
    PrevNext = 0;
    NumReports = 0;
    clearDivergence();
  }

  uint32_t distance(uint32_t seq) const { return Cur - seq; }

  bool isComplete(uint32_t seq) const {
    if (seq == 0 || seq < DrainedBelow)
      return true;
    uint32_t d = distance(seq);
    return d >= RingSize || d > Ring[seq % RingSize].Ready;
  }

  /// True when every sequence number <= `newest` is complete (a cheap
  /// filter before looking at bytes).
  bool allCompleteUpTo(uint32_t newest) const {
    return newest == 0 || newest < DrainedBelow ||
           distance(newest) > ReadyDistance64;
  }

  /// Calls `f` with every distinct pending sequence number stored for the
  /// bytes `mask` of register `reg` in `table`.
  template <typename Fn>
  void scanPending(const ByteSeqTable &table, unsigned reg, uint32_t mask,
                   Fn f) const {
    table.forEach(reg, mask, [&](uint32_t seq) {
      if (!isComplete(seq))
        f(seq);
    });
  }

  void waitDistance(unsigned n) {
    if (n == 0)
      return;
    uint32_t below = Cur > n ? Cur - n + 1 : 1;
    DrainedBelow = std::max(DrainedBelow, below);
  }

  void completeToken(unsigned t) {
    if (!(BusyTokens & (1u << t)))
      return;
    ++TokenGen[t];
    Tokens[t].clear();
    BusyTokens &= ~(1u << t);
    TokenRegsStale = true;
  }

  void completeTokenSources(unsigned t) {
    if (!(BusyTokens & (1u << t)))
      return;
    Tokens[t].clearSources();
    TokenRegsStale = true;
    if (!Tokens[t].busy())
      completeToken(t);
  }

  /// Makes `info` (registers from `regs`) the instruction's analysis.
  void use(const InstInfo *info, const RegBytes *regs);
  /// Uses the analysis of the instruction on `chans` unless it is `whole`'s
  /// footprint; true if it did.
  bool usePartial(KernelInfo *kernel, const Inst &inst, const uint16_t *a0,
                  uint32_t chans, const InstInfo *whole);
  /// The pending destination (or source) bytes of token `t` in `reg` that
  /// a channel switch hides.
  uint32_t hidden(unsigned t, bool src, unsigned reg) const {
    uint32_t mask = 0;
    for (const HiddenAccess &h : Hidden)
      if (h.Token == t && h.Src == src && h.Reg == reg && h.Gen == TokenGen[t])
        mask |= h.Mask;
    return mask;
  }
  /// Whether trackDivergence has anything to do at `inst`: most steps are
  /// neither parking branches nor right after one, with nothing hidden.
  bool tracksDivergenceAt(const Inst &inst) const {
    return !Hidden.empty() || PrevBranchOp != Opcode::Illegal ||
           inst.Op == Opcode::If || inst.Op == Opcode::Else ||
           inst.Op == Opcode::Goto;
  }
  void trackDivergence(const Inst &inst, bool sequential);
  void hideSince(uint32_t epoch, uint32_t rejoin);

  void applyWaits(const Inst &inst, PipeClass pc);
  void checkSpecial(const Inst &inst, PipeClass pc,
                    std::vector<std::string> &reports);
  /// False when the instruction (class `pc`) meets no pending work at all
  /// (collectHazards would find nothing): the common case, checked
  /// cheaply first.
  bool mayMeetPending(PipeClass pc) {
    if (TokenRegsStale)
      updateTokenRegs();
    const uint64_t *reads = WholeReadRegs, *writes = Info->WriteRegs;
    if ((AnyDstRegs[0] & reads[0]) | (AnyDstRegs[1] & reads[1]) |
        (AnyRegs[0] & writes[0]) | (AnyRegs[1] & writes[1]))
      return true;
    for (const RegBytes &rb : Reads)
      if (!allCompleteUpTo(RegWriter[rb.Reg]))
        return true;
    bool outOfOrder = pc == PipeClass::OutOfOrder;
    if (!outOfOrder && (Info->Long || allCompleteUpTo(LongSeq)))
      return false;
    for (const RegBytes &rb : Writes)
      if (!allCompleteUpTo(RegWriter[rb.Reg]) ||
          (outOfOrder && !allCompleteUpTo(RegReader[rb.Reg])))
        return true;
    return false;
  }
  void collectHazards(const Inst &inst, PipeClass pc);
  void report(const Inst &inst, std::vector<std::string> &reports);
  void record(const Inst &inst, PipeClass pc) {
    if (pc == PipeClass::InOrder)
      recordInOrder(inst);
    else if (pc == PipeClass::OutOfOrder)
      recordOutOfOrder(inst);
  }
  /// record for the two pipe classes that leave work behind (most steps
  /// are in-order: kept apart from the token bookkeeping).
  void recordInOrder(const Inst &inst);
  void recordOutOfOrder(const Inst &inst);
  /// Makes room before the sequence numbers overflow.
  void renumber();

  /// Whether every later step gives the same reports from this state as
  /// from `o` (see SwsbChecker::sameFuture).
  bool sameFuture(const State &o) const;
  /// How long ago `seq` issued while it is pending, else 0: what the
  /// number means to later steps.
  uint32_t pendingAge(uint32_t seq) const {
    return isComplete(seq) ? 0 : Cur - seq;
  }
  /// pendingAge of a per-register filter (RegWriter, LongSeq): 0 once it
  /// and everything older completed.
  uint32_t filterAge(uint32_t newest) const {
    return allCompleteUpTo(newest) ? 0 : Cur - newest;
  }
  bool sameInOrder(const State &o) const;
  bool sameBytes(const ByteSeqTable &table, const State &o,
                 const ByteSeqTable &otherTable, unsigned reg) const;
  bool sameTokens(const State &o) const;
  bool sameDivergence(const State &o) const;
};

/// Whether applyWaits has anything to do for `inst` (class `pc`): most
/// instructions carry no wait.
static bool hasWaits(const Inst &inst, PipeClass pc) {
  return inst.Sb.Dist != 0 || inst.Sb.TokenKind != Swsb::Token::None ||
         pc == PipeClass::Sync;
}

void SwsbChecker::State::applyWaits(const Inst &inst, PipeClass pc) {
  const Swsb &sb = inst.Sb;
  waitDistance(sb.Dist);
  if (sb.TokenKind != Swsb::Token::None && sb.SBID < NumSbids) {
    switch (sb.TokenKind) {
    case Swsb::Token::Dst:
      completeToken(sb.SBID);
      break;
    case Swsb::Token::Src:
      completeTokenSources(sb.SBID);
      break;
    case Swsb::Token::Set:
      // Reusing a busy token waits for its previous instruction.
      if (pc == PipeClass::OutOfOrder)
        completeToken(sb.SBID);
      break;
    case Swsb::Token::None:
      break;
    }
  }
  if (pc != PipeClass::Sync || inst.Op != Opcode::Sync)
    return;
  // sync.allrd / sync.allwr: an immediate source lists the tokens.
  const unsigned allRd = 2, allWr = 3;
  if (inst.MathFn != allRd && inst.MathFn != allWr)
    return;
  uint32_t mask = 0xFFFF;
  if (inst.Src[0].K == Operand::Kind::Imm)
    mask = uint32_t(inst.Src[0].Imm) & 0xFFFF;
  mask |= 1u << UntrackedToken;
  for (unsigned t = 0; t < NumTokens; ++t) {
    if (!(mask & (1u << t)))
      continue;
    if (inst.MathFn == allWr)
      completeToken(t);
    else
      completeTokenSources(t);
  }
}

void SwsbChecker::State::checkSpecial(const Inst &inst, PipeClass pc,
                                      std::vector<std::string> &reports) {
  if (SpecialSeq && pc != PipeClass::Sync) {
    if (!isComplete(SpecialSeq)) {
      const InOrderEntry &e = Ring[SpecialSeq % RingSize];
      reports.push_back("offset " + hex(inst.Offset) + ": '" +
                        getMnemonic(inst.Op) + "' follows '" +
                        getMnemonic(e.Op) + "' at " + hex(e.Offset) +
                        ", which accesses an architecture register, "
                        "without @1");
      ++NumReports;
    }
    SpecialSeq = 0;
  }
  if (!Info->SpecialArf || pc != PipeClass::InOrder)
    return;
  uint32_t oldest =
      std::max(DrainedBelow, Cur > RingSize ? Cur - RingSize + 1 : uint32_t(1));
  for (uint32_t seq = Cur - 1; seq >= oldest && seq > 0; --seq) {
    if (isComplete(seq))
      continue;
    const InOrderEntry &e = Ring[seq % RingSize];
    reports.push_back(
        "offset " + hex(inst.Offset) + ": '" + getMnemonic(inst.Op) +
        "' accesses an architecture register while '" + getMnemonic(e.Op) +
        "' at " + hex(e.Offset) + " may still run (needs @1)");
    ++NumReports;
    return;
  }
}

void SwsbChecker::State::collectHazards(const Inst &inst, PipeClass pc) {
  Hazards.clear();
  auto add = [&](HazardKind kind, uint32_t source, unsigned reg) {
    for (const Hazard &h : Hazards)
      if (h.Kind == kind && h.Source == source)
        return;
    Hazards.push_back(Hazard{kind, source, reg});
  };
  bool curIsMath = inst.Op == Opcode::Math;
  const TokenSetter &self = Info->Setter;
  // The busy tokens with a pending destination among the registers read,
  // and those with any pending register among the registers written.
  uint32_t readTokens = 0, writeTokens = 0;
  if (TokenRegsStale)
    updateTokenRegs();
  const uint64_t *reads = WholeReadRegs, *writes = Info->WriteRegs;
  uint32_t candidates =
      ((AnyDstRegs[0] & reads[0]) | (AnyDstRegs[1] & reads[1]) |
       (AnyRegs[0] & writes[0]) | (AnyRegs[1] & writes[1]))
          ? BusyTokens
          : 0;
  for (uint32_t busy = candidates; busy; busy &= busy - 1) {
    unsigned t = unsigned(__builtin_ctz(busy));
    const TokenState &tok = Tokens[t];
    const uint64_t *rd = WholeReadRegs, *wr = Info->WriteRegs;
    if ((tok.DstRegs[0] & rd[0]) | (tok.DstRegs[1] & rd[1]))
      readTokens |= 1u << t;
    if (((tok.DstRegs[0] | tok.SrcRegs[0]) & wr[0]) |
        ((tok.DstRegs[1] | tok.SrcRegs[1]) & wr[1]))
      writeTokens |= 1u << t;
  }

  bool hideOtherSide = !Hidden.empty();
  for (const RegBytes &rb : Reads) {
    unsigned r = rb.Reg;
    if (!allCompleteUpTo(RegWriter[r]))
      scanPending(WriterSeq, r, rb.Mask,
                  [&](uint32_t w) { add(HazardKind::InOrderRaw, w, r); });
    for (uint32_t busy = readTokens; busy; busy &= busy - 1) {
      unsigned t = unsigned(__builtin_ctz(busy));
      const TokenState &tok = Tokens[t];
      if (!TokenState::test(tok.DstRegs, r))
        continue;
      uint32_t pending = pendingDst(t, r);
      if (hideOtherSide)
        pending &= ~hidden(t, false, r);
      if (pending & rb.Mask)
        add(HazardKind::TokenRaw, t, r);
    }
  }
  // Read suppression: a non-math reader of a register a math result is
  // pending for conflicts whatever bytes it reads, on every register its
  // regions cover (IGC's hasExtraOverlap work-around for TGLLP compares
  // whole registers, even where the execution mask leaves the math's bytes
  // unread), if a channel runs both: a stale suppressed read can only
  // hand a later reader the math's channels' old values, and a reader in
  // the other arm of an if/else (which IGC never orders after the math:
  // its RAW analysis sees the arms as exclusive) shares no channel.
  if (!curIsMath) {
    for (uint32_t busy = readTokens; busy; busy &= busy - 1) {
      unsigned t = unsigned(__builtin_ctz(busy));
      const TokenState &tok = Tokens[t];
      if (!tok.AnyMath || !(tok.MathChannels & CurChannels))
        continue;
      for (unsigned half = 0; half < 2; ++half)
        for (uint64_t m = tok.DstRegs[half] & WholeReadRegs[half]; m;
             m &= m - 1) {
          unsigned r = half * 64 + unsigned(__builtin_ctzll(m));
          if (!hideOtherSide ||
              (pendingDst(t, r) & ~hidden(t, false, r)))
            add(HazardKind::TokenRaw, t, r);
        }
    }
  }

  bool curLong = Info->Long;
  for (const RegBytes &rb : Writes) {
    unsigned r = rb.Reg;
    for (uint32_t busy = writeTokens; busy; busy &= busy - 1) {
      unsigned t = unsigned(__builtin_ctz(busy));
      const TokenState &tok = Tokens[t];
      if (TokenState::test(tok.DstRegs, r) && (pendingDst(t, r) & rb.Mask))
        add(HazardKind::TokenWaw, t, r);
      uint32_t src = pendingOrZero(t, true, r);
      if (src && hideOtherSide)
        src &= ~hidden(t, true, r);
      if (src & rb.Mask) {
        bool needed = false;
        for (const TokenSetter &s : tok.Setters)
          needed |= warNeedsWait(s, self);
        if (needed)
          add(HazardKind::TokenWar, t, r);
      }
    }
    // An in-order write overtakes only long-pipe writes (none pending
    // once LongSeq completed).
    if (pc == PipeClass::OutOfOrder ||
        (pc == PipeClass::InOrder && !curLong && !allCompleteUpTo(LongSeq))) {
      if (!allCompleteUpTo(RegWriter[r]))
        scanPending(WriterSeq, r, rb.Mask, [&](uint32_t w) {
          if (pc == PipeClass::OutOfOrder || Ring[w % RingSize].Long)
            add(HazardKind::InOrderWaw, w, r);
        });
    }
    if (pc == PipeClass::OutOfOrder && !allCompleteUpTo(RegReader[r]))
      scanPending(ReaderSeq, r, rb.Mask,
                  [&](uint32_t rd) { add(HazardKind::InOrderWar, rd, r); });
  }
}

void SwsbChecker::State::report(const Inst &inst,
                                std::vector<std::string> &reports) {
  const char *name = getMnemonic(inst.Op);
  for (const Hazard &h : Hazards) {
    std::string msg =
        "offset " + hex(inst.Offset) + ": r" + std::to_string(h.Reg) + " ";
    bool curReads =
        h.Kind == HazardKind::InOrderRaw || h.Kind == HazardKind::TokenRaw;
    bool prodReads =
        h.Kind == HazardKind::InOrderWar || h.Kind == HazardKind::TokenWar;
    msg += curReads ? "read by '" : "written by '";
    msg += name;
    msg += prodReads ? "' while read by '" : "' while written by '";
    switch (h.Kind) {
    case HazardKind::InOrderRaw:
    case HazardKind::InOrderWaw:
    case HazardKind::InOrderWar: {
      const InOrderEntry &e = Ring[h.Source % RingSize];
      uint32_t d = distance(h.Source);
      msg += std::string(getMnemonic(e.Op)) + "' at " + hex(e.Offset) +
             " (in-order distance " + std::to_string(d) + ", needs @" +
             std::to_string(std::min<uint32_t>(d, MaxEncodableDistance)) + ")";
      break;
    }
    case HazardKind::TokenRaw:
    case HazardKind::TokenWaw:
    case HazardKind::TokenWar: {
      const TokenState &tok = Tokens[h.Source];
      if (!tok.Setters.empty()) {
        const TokenSetter &s = tok.Setters.front();
        msg += std::string(getMnemonic(s.Op)) + "' at " + hex(s.Offset);
      } else {
        msg += "?'";
      }
      if (h.Source == UntrackedToken)
        msg += h.Kind == HazardKind::TokenWar
                   ? " (no token set; needs sync.allrd)"
                   : " (no token set; needs sync.allwr)";
      else
        msg += " without $" + std::to_string(h.Source) +
               (h.Kind == HazardKind::TokenWar ? ".src" : ".dst");
      break;
    }
    }
    reports.push_back(std::move(msg));
    ++NumReports;
  }
}

void SwsbChecker::State::renumber() {
  // Keep the last RingSize sequence numbers, renumbered from 1; everything
  // older is complete anyway.
  uint32_t shift = Cur - RingSize - 1;
  auto move = [&](uint32_t &seq) { seq = isComplete(seq) ? 0 : seq - shift; };
  WriterSeq.update(move);
  ReaderSeq.update(move);
  for (unsigned r = 0; r < NumGrfs; ++r) {
    move(RegWriter[r]);
    move(RegReader[r]);
  }
  move(SpecialSeq);
  move(LongSeq);
  InOrderEntry ring[RingSize];
  for (uint32_t seq = Cur - RingSize; seq != Cur; ++seq)
    ring[(seq - shift) % RingSize] = Ring[seq % RingSize];
  std::copy(std::begin(ring), std::end(ring), std::begin(Ring));
  DrainedBelow = DrainedBelow > shift ? DrainedBelow - shift : 1;
  Cur -= shift;
}

// State equivalence. Sequence numbers and epochs only count relative to
// the current ones, and a sequence number only while it is pending
// (isComplete never becomes false again), so two states whose pending
// work, ages and divergence records agree give the same reports from then
// on, whatever the absolute numbers and the completed history.

bool SwsbChecker::State::sameFuture(const State &o) const {
  return HavePrev == o.HavePrev && PrevNext == o.PrevNext &&
         sameTokens(o) && sameDivergence(o) && sameInOrder(o);
}

bool SwsbChecker::State::sameInOrder(const State &o) const {
  // Future waits drain relative to Cur; only the last RingSize numbers can
  // still be pending.
  if (std::min(Cur - DrainedBelow, RingSize) !=
      std::min(o.Cur - o.DrainedBelow, RingSize))
    return false;
  for (uint32_t d = 1; d < RingSize; ++d) {
    bool mine = d < Cur && !isComplete(Cur - d);
    bool theirs = d < o.Cur && !o.isComplete(o.Cur - d);
    if (mine != theirs)
      return false;
    if (!mine)
      continue;
    const InOrderEntry &a = Ring[(Cur - d) % RingSize];
    const InOrderEntry &b = o.Ring[(o.Cur - d) % RingSize];
    if (a.Offset != b.Offset || a.Op != b.Op || a.Ready != b.Ready ||
        a.Long != b.Long)
      return false;
  }
  if (pendingAge(SpecialSeq) != o.pendingAge(o.SpecialSeq) ||
      filterAge(LongSeq) != o.filterAge(o.LongSeq))
    return false;
  for (unsigned r = 0; r < NumGrfs; ++r) {
    if ((filterAge(RegWriter[r]) || o.filterAge(o.RegWriter[r])) &&
        !sameBytes(WriterSeq, o, o.WriterSeq, r))
      return false;
    if ((filterAge(RegReader[r]) || o.filterAge(o.RegReader[r])) &&
        !sameBytes(ReaderSeq, o, o.ReaderSeq, r))
      return false;
  }
  return true;
}

bool SwsbChecker::State::sameBytes(const ByteSeqTable &table, const State &o,
                                   const ByteSeqTable &otherTable,
                                   unsigned reg) const {
  for (unsigned byte = 0; byte < GrfBytes; ++byte) {
    uint32_t mine = table.byteSeq(reg, byte);
    uint32_t theirs = otherTable.byteSeq(reg, byte);
    if (pendingAge(mine) != o.pendingAge(theirs))
      return false;
  }
  return true;
}

bool SwsbChecker::State::sameTokens(const State &o) const {
  if (BusyTokens != o.BusyTokens)
    return false;
  for (uint32_t busy = BusyTokens; busy; busy &= busy - 1) {
    unsigned t = unsigned(__builtin_ctz(busy));
    const TokenState &a = Tokens[t], &b = o.Tokens[t];
    if (std::memcmp(a.DstRegs, b.DstRegs, sizeof(a.DstRegs)) ||
        std::memcmp(a.SrcRegs, b.SrcRegs, sizeof(a.SrcRegs)) ||
        a.AnyMath != b.AnyMath || a.MathChannels != b.MathChannels ||
        a.Setters != b.Setters)
      return false;
    for (unsigned r = 0; r < NumGrfs; ++r)
      if ((TokenState::test(a.DstRegs, r) &&
           pendingDst(t, r) != o.pendingDst(t, r)) ||
          (TokenState::test(a.SrcRegs, r) &&
           pendingSrc(t, r) != o.pendingSrc(t, r)))
        return false;
  }
  return true;
}

bool SwsbChecker::State::sameDivergence(const State &o) const {
  if (PrevBranchOp != o.PrevBranchOp ||
      (PrevBranchOp != Opcode::Illegal &&
       (PrevBranchOffset != o.PrevBranchOffset ||
        PrevBranchPark != o.PrevBranchPark ||
        PrevBranchPredicated != o.PrevBranchPredicated)))
    return false;
  if (ParkPoints.size() != o.ParkPoints.size())
    return false;
  // Epochs only decide which busy token's work a channel switch hides
  // (issued since the park point's branch, hideSince): work issued later
  // always is, as every park point is as old as the current epoch or older.
  for (size_t i = 0; i < ParkPoints.size(); ++i) {
    uint32_t mine = ParkPoints[i].Epoch, theirs = o.ParkPoints[i].Epoch;
    if (ParkPoints[i].Offset != o.ParkPoints[i].Offset)
      return false;
    for (uint32_t busy = BusyTokens; busy; busy &= busy - 1) {
      unsigned t = unsigned(__builtin_ctz(busy));
      const TokenState &tok = Tokens[t]; // the same in `o` (sameTokens)
      if (((tok.DstRegs[0] | tok.DstRegs[1]) &&
           (DstEpoch[t] < mine) != (o.DstEpoch[t] < theirs)) ||
          ((tok.SrcRegs[0] | tok.SrcRegs[1]) &&
           (SrcEpoch[t] < mine) != (o.SrcEpoch[t] < theirs)))
        return false;
    }
  }
  // Hidden accesses of a token used since hide nothing any more.
  auto live = [](const State &s) {
    llvm::SmallVector<const HiddenAccess *, 4> out;
    for (const HiddenAccess &h : s.Hidden)
      if (h.Gen == s.TokenGen[h.Token])
        out.push_back(&h);
    return out;
  };
  llvm::SmallVector<const HiddenAccess *, 4> mine = live(*this);
  llvm::SmallVector<const HiddenAccess *, 4> theirs = live(o);
  if (mine.size() != theirs.size())
    return false;
  for (size_t i = 0; i < mine.size(); ++i) {
    const HiddenAccess &a = *mine[i], &b = *theirs[i];
    if (a.Token != b.Token || a.Src != b.Src || a.Reg != b.Reg ||
        a.Mask != b.Mask || a.Rejoin != b.Rejoin)
      return false;
  }
  return true;
}

bool SwsbChecker::sameFuture(const SwsbChecker &other) const {
  return S->sameFuture(*other.S);
}

/// Absolute target of a branch's label operand `k`, or 0.
static uint32_t labelTarget(const Inst &inst, unsigned k) {
  if (k >= inst.NumSrcs || inst.Src[k].K != Operand::Kind::Label)
    return 0;
  return uint32_t(int64_t(inst.Offset) + inst.Src[k].Label);
}

void SwsbChecker::State::hideSince(uint32_t epoch, uint32_t rejoin) {
  for (uint32_t busy = BusyTokens; busy; busy &= busy - 1) {
    unsigned t = unsigned(__builtin_ctz(busy));
    const TokenState &tok = Tokens[t];
    for (bool src : {false, true}) {
      if ((src ? SrcEpoch[t] : DstEpoch[t]) < epoch)
        continue; // issued before the resumed channels were parked
      const uint64_t *regs = src ? tok.SrcRegs : tok.DstRegs;
      for (unsigned r = 0; r < NumGrfs; ++r)
        if (TokenState::test(regs, r))
          Hidden.push_back({uint8_t(t), src, uint16_t(r),
                            src ? pendingSrc(t, r) : pendingDst(t, r),
                            TokenGen[t], rejoin});
    }
  }
}

void SwsbChecker::State::trackDivergence(const Inst &inst, bool sequential) {
  // Hidden accesses become visible where their channels rejoin.
  if (!Hidden.empty())
    llvm::erase_if(Hidden, [&](const HiddenAccess &h) {
      return h.Rejoin == inst.Offset;
    });
  // A channel switch: an else continuing into its else part, or a goto
  // whose channels all went to its UIP while the thread resumes channels
  // parked elsewhere (a predicated goto falling through is not one).
  if (PrevBranchOp != Opcode::Illegal) {
    bool switched;
    if (PrevBranchOp == Opcode::Else)
      switched = sequential;
    else
      switched = inst.Offset != PrevBranchPark &&
                 (!PrevBranchPredicated || !sequential);
    // An if's JIP names the instruction after its else (IGC) or the else
    // itself.
    uint32_t alt = PrevBranchOp == Opcode::Else ? PrevBranchOffset : inst.Offset;
    if (switched)
      for (const ParkPoint &p : ParkPoints)
        if (p.Offset == inst.Offset || p.Offset == alt) {
          hideSince(p.Epoch, PrevBranchPark);
          break;
        }
    PrevBranchOp = Opcode::Illegal;
  }
  // Branches that park channels: if (failing channels, at JIP), else (at
  // JIP, the endif), goto (at UIP; see ThreadExecutor::execBranch).
  uint32_t park = 0;
  if (inst.Op == Opcode::If || inst.Op == Opcode::Else)
    park = labelTarget(inst, 0);
  else if (inst.Op == Opcode::Goto)
    park = labelTarget(inst, 1);
  if (!park)
    return;
  ++Epoch;
  auto it = llvm::find_if(ParkPoints,
                          [&](const ParkPoint &p) { return p.Offset == park; });
  if (it != ParkPoints.end())
    it->Epoch = Epoch;
  else if (ParkPoints.size() < MaxParkPoints)
    ParkPoints.push_back({park, Epoch});
  if (inst.Op != Opcode::If) {
    PrevBranchOp = inst.Op;
    PrevBranchOffset = inst.Offset;
    PrevBranchPark = park;
    PrevBranchPredicated = inst.Pred != PredCtrl::None;
  }
}

void SwsbChecker::State::recordInOrder(const Inst &inst) {
  if (Cur == UINT32_MAX)
    renumber();
  uint32_t seq = Cur++;
  InOrderEntry &e = Ring[seq % RingSize];
  e.Offset = inst.Offset;
  e.Op = inst.Op;
  e.Ready = Info->Ready;
  e.Long = Info->Long;
  for (const RegBytes &rb : Writes) {
    RegWriter[rb.Reg] = seq;
    WriterSeq.store(rb.Reg, rb.Mask, seq);
  }
  for (const RegBytes &rb : Reads) {
    RegReader[rb.Reg] = seq;
    ReaderSeq.store(rb.Reg, rb.Mask, seq);
  }
  if (Info->SpecialArf)
    SpecialSeq = seq;
  if (Info->Long)
    LongSeq = seq;
}

void SwsbChecker::State::recordOutOfOrder(const Inst &inst) {
  // The bytes now belong to the out-of-order instruction.
  for (const RegBytes &rb : Writes)
    WriterSeq.store(rb.Reg, rb.Mask, 0);
  // A read or write by an out-of-order instruction of the same pipe (same
  // shared function, predicate and mask) as an earlier one happens after the
  // earlier one's read of the same bytes: whoever waits for the new access
  // knows the old read is done, so the old read stops being tracked (IGC
  // kills the live source operand).
  const TokenSetter &self = Info->Setter;
  for (uint32_t busy = BusyTokens; busy; busy &= busy - 1) {
    unsigned t = unsigned(__builtin_ctz(busy));
    TokenState &tok = Tokens[t];
    const uint64_t *rd = Info->ReadRegs, *wr = Info->WriteRegs;
    if (!((tok.SrcRegs[0] & (rd[0] | wr[0])) |
          (tok.SrcRegs[1] & (rd[1] | wr[1]))))
      continue; // none of its sources is accessed
    bool ordered = true;
    for (const TokenSetter &s : tok.Setters)
      ordered &= !warNeedsWait(s, self);
    if (!ordered)
      continue;
    for (llvm::ArrayRef<RegBytes> regs : {Writes, Reads}) {
      for (const RegBytes &rb : regs) {
        unsigned r = rb.Reg;
        if (!TokenState::test(tok.SrcRegs, r))
          continue;
        uint32_t &pendingSrc = TokenPending.at(r).Src[t];
        pendingSrc &= ~rb.Mask;
        if (!pendingSrc) {
          tok.SrcRegs[r >> 6] &= ~(uint64_t(1) << (r & 63));
          TokenRegsStale = true;
        }
      }
    }
    if (!tok.busy())
      completeToken(t);
  }
  if (inst.Send.EOT)
    return;
  unsigned t = inst.Sb.TokenKind == Swsb::Token::Set && inst.Sb.SBID < NumSbids
                   ? inst.Sb.SBID
                   : UntrackedToken;
  TokenState &tok = Tokens[t];
  if (!Writes.empty() && !(tok.DstRegs[0] | tok.DstRegs[1]))
    DstEpoch[t] = Epoch;
  if (!Reads.empty() && !(tok.SrcRegs[0] | tok.SrcRegs[1]))
    SrcEpoch[t] = Epoch;
  for (const RegBytes &rb : Writes)
    addPending(t, false, rb.Reg, rb.Mask);
  for (const RegBytes &rb : Reads)
    addPending(t, true, rb.Reg, rb.Mask);
  if (std::find(tok.Setters.begin(), tok.Setters.end(), self) ==
      tok.Setters.end())
    tok.Setters.push_back(self);
  if (inst.Op == Opcode::Math) {
    tok.AnyMath = true;
    tok.MathChannels |= CurChannels;
  }
  if (tok.busy())
    BusyTokens |= 1u << t;
  else
    tok.clear();
}

SwsbChecker::SwsbChecker() : S(std::make_unique<State>()) {}
SwsbChecker::SwsbChecker(WithoutState) {}
SwsbChecker::~SwsbChecker() = default;
SwsbChecker::SwsbChecker(const SwsbChecker &other)
    : S(other.S ? std::make_unique<State>(*other.S) : nullptr),
      Kernel(other.Kernel) {}
SwsbChecker &SwsbChecker::operator=(const SwsbChecker &other) {
  if (this != &other) {
    *S = *other.S;
    Kernel = other.Kernel;
  }
  return *this;
}

void SwsbChecker::setKernel(llvm::ArrayRef<Inst> insts) {
  auto k = std::make_shared<KernelInfo>();
  k->Infos.reserve(insts.size());
  k->Insts = insts;
  k->InfoOf.assign(insts.size(), nullptr);
  Kernel = std::move(k);
}

SwsbChecker SwsbChecker::analysisOf(llvm::ArrayRef<Inst> insts) {
  SwsbChecker analysis{WithoutState()};
  analysis.setKernel(insts);
  return analysis;
}

void SwsbChecker::shareKernel(const SwsbChecker &other) {
  Kernel = other.Kernel;
}

void SwsbChecker::reset() { S->startThread(); }

uint64_t SwsbChecker::getNumReports() const { return S->NumReports; }

void SwsbChecker::drainInOrder() { S->DrainedBelow = S->Cur; }

uint32_t SwsbChecker::channelKey(const Inst &inst, uint32_t chans) {
  if (chans == ~0u || allChannelsEnabled(inst, chans))
    return ~0u;
  if (classify(inst) != PipeClass::OutOfOrder || !Kernel)
    return chans;
  // A math's channels count for read suppression, whatever its footprint.
  if (inst.Op == Opcode::Math)
    return chans;
  const InstInfo *whole = Kernel->lookup(inst);
  if (whole && Kernel->lookupPartial(inst, chans) == whole)
    return ~0u;
  return chans;
}

const SwsbChecker::StepDependence &SwsbChecker::lastStep() const {
  return S->Last;
}

void SwsbChecker::State::use(const InstInfo *info, const RegBytes *regs) {
  Info = info;
  regs += info->FirstReg;
  Reads = llvm::ArrayRef<RegBytes>(regs, info->NumReads);
  Writes = llvm::ArrayRef<RegBytes>(regs + info->NumReads, info->NumWrites);
}

bool SwsbChecker::State::usePartial(KernelInfo *kernel, const Inst &inst,
                                    const uint16_t *a0, uint32_t chans,
                                    const InstInfo *whole) {
  if (kernel && !whole->UsesA0 && whole != &Scratch) {
    const InstInfo *info = kernel->lookupPartial(inst, chans);
    if (info == whole)
      return false;
    use(info, kernel->Regs.data());
    return true;
  }
  PartialScratchRegs.clear();
  analyze(inst, a0, PartialScratch, PartialScratchRegs, chans);
  use(&PartialScratch, PartialScratchRegs.data());
  return true;
}

void SwsbChecker::step(const Inst &inst, std::vector<std::string> &reports,
                       const uint16_t *a0, uint32_t chans) {
  State &s = *S;
  uint32_t size = inst.Compacted ? 8 : 16;
  bool sequential = s.HavePrev && inst.Offset == s.PrevNext;
  if (s.HavePrev && !sequential)
    drainInOrder();
  s.HavePrev = true;
  s.PrevNext = inst.Offset + size;

  const InstInfo *whole = Kernel ? Kernel->lookup(inst) : nullptr;
  s.Last.NeedsA0 = !whole;
  if (!whole) {
    s.ScratchRegs.clear();
    analyze(inst, a0, s.Scratch, s.ScratchRegs);
    whole = &s.Scratch;
  }
  // Where `whole`'s registers are now (a partial analysis may grow the
  // kernel's array).
  auto wholeRegs = [&] {
    return whole == &s.Scratch ? s.ScratchRegs.data() : Kernel->Regs.data();
  };
  s.use(whole, wholeRegs());
  s.WholeReadRegs = whole->ReadRegs;
  s.Last.Keyed = false;
  s.Last.WholeHazard = false;
  PipeClass pc = whole->PC;
  // Disabled channels neither write nor use what they read. An
  // out-of-order instruction's footprint stays pending, so it is taken on
  // its enabled channels; others are checked on all channels and looked
  // at more closely only when that finds a hazard (the in-order records
  // keep whole footprints: conservative, and cheap in divergent code).
  bool partial = chans != AllChannels && !allChannelsEnabled(inst, chans);
  unsigned shift = inst.ChanOffset & 31;
  uint32_t allChannels =
      execSizeMask(inst.ExecSize) << shift;
  uint32_t enabledChannels = partial ? chans << shift : allChannels;
  s.CurChannels = allChannels;
  if (partial && pc == PipeClass::OutOfOrder) {
    s.usePartial(Kernel.get(), inst, a0, chans, whole);
    // Keyed even when the footprint is the same: the channels of a math
    // count for read suppression.
    s.Last.Keyed = true;
    s.CurChannels = enabledChannels;
  }
  if (s.tracksDivergenceAt(inst))
    s.trackDivergence(inst, sequential);
  if (hasWaits(inst, pc))
    s.applyWaits(inst, pc);
  if (s.SpecialSeq || s.Info->SpecialArf)
    s.checkSpecial(inst, pc, reports);
  if ((pc == PipeClass::InOrder || pc == PipeClass::OutOfOrder) &&
      s.mayMeetPending(pc)) {
    s.collectHazards(inst, pc);
    s.Last.WholeHazard =
        !s.Hazards.empty() && s.CurChannels == allChannels;
    if (s.Last.WholeHazard && partial) {
      s.usePartial(Kernel.get(), inst, a0, chans, whole);
      s.CurChannels = enabledChannels;
      s.Last.Keyed = true;
      s.collectHazards(inst, pc);
    }
    if (!s.Hazards.empty())
      s.report(inst, reports);
  }
  if (pc != PipeClass::OutOfOrder && s.Info != whole)
    s.use(whole, wholeRegs());
  s.record(inst, pc);
}

bool SwsbChecker::joinOutOfOrder(const SwsbChecker &other) {
  State &s = *S;
  const State &o = *other.S;
  bool changed = false;
  for (uint32_t busy = o.BusyTokens; busy; busy &= busy - 1) {
    unsigned t = unsigned(__builtin_ctz(busy));
    TokenState &mine = s.Tokens[t];
    const TokenState &theirs = o.Tokens[t];
    for (unsigned r = 0; r < NumGrfs; ++r) {
      uint32_t dst = s.pendingOrZero(t, false, r);
      uint32_t src = s.pendingOrZero(t, true, r);
      uint32_t theirDst = o.pendingOrZero(t, false, r);
      uint32_t theirSrc = o.pendingOrZero(t, true, r);
      changed |= (dst | theirDst) != dst || (src | theirSrc) != src;
      if (theirDst)
        s.addPending(t, false, r, theirDst);
      if (theirSrc)
        s.addPending(t, true, r, theirSrc);
    }
    for (const TokenSetter &setter : theirs.Setters) {
      if (std::find(mine.Setters.begin(), mine.Setters.end(), setter) ==
          mine.Setters.end()) {
        mine.Setters.push_back(setter);
        changed = true;
      }
    }
    mine.AnyMath |= theirs.AnyMath;
    mine.MathChannels |= theirs.MathChannels;
    s.BusyTokens |= 1u << t;
  }
  s.TokenRegsStale = true;
  s.clearDivergence();
  return changed;
}

void SwsbChecker::copyOutOfOrder(const SwsbChecker &other) {
  for (unsigned t = 0; t < NumTokens; ++t)
    S->Tokens[t] = other.S->Tokens[t];
  S->copyTokenBlocks(*other.S);
  S->BusyTokens = other.S->BusyTokens;
  S->TokenRegsStale = true;
  // Regions belong to one path (the static check joins paths).
  S->clearDivergence();
}
