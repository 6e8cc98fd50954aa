//===- MessageHelpers.h - Shared pieces of the message lowerings ----------===//
//
// Private to lib/Conversion/VISAToGen. Every vISA memory, sampler and
// synchronisation instruction becomes one or more sends; the pieces they
// share live here:
//
//   - what a message addresses (MessageTarget): a binding-table index known
//     at compile time, one a surface variable holds at run time, a
//     pre-defined surface, or a bindless surface state;
//   - sends whose descriptors are partly known at run time only (the
//     descriptor built in a0.0, `or a0.0 reg desc`, the extended one in
//     a0.0 or a0.2);
//   - lane messages (LaneSend): an instruction of 1-32 lanes becomes one
//     send per SIMD8/SIMD16 part; payload pieces (a header, addresses,
//     data planes) are used where they already sit as the message wants
//     them and copied into a temporary otherwise; responses the vISA
//     operand does not own whole go through a temporary copied back under
//     the instruction's mask and predicate;
//   - headers built from r0.
//
// The descriptors themselves come from the builders of
// visa/Gen/GenMessageBuild.h.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H
#define VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H

#include "Lowering.h"
#include "visa/Gen/GenMessageBuild.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace visa::togen {

//===----------------------------------------------------------------------===//
// Message families (one file each; Messages.cpp registers them all)
//===----------------------------------------------------------------------===//

void addScatteredLowerings(LoweringTable &table); // MessagesScattered.cpp
void addSvmLowerings(LoweringTable &table);       // MessagesSvm.cpp
void addBlockLowerings(LoweringTable &table);     // MessagesBlock.cpp
void addAtomicLowerings(LoweringTable &table);    // MessagesAtomic.cpp
void addTypedLowerings(LoweringTable &table);     // MessagesTyped.cpp
void addSamplerLowerings(LoweringTable &table);   // MessagesSampler.cpp
void addMediaLowerings(LoweringTable &table);     // MessagesMedia.cpp
void addRawSendLowerings(LoweringTable &table);   // MessagesRaw.cpp
void addSyncLowerings(LoweringTable &table);      // Sync.cpp

//===----------------------------------------------------------------------===//
// Surfaces and run-time descriptors
//===----------------------------------------------------------------------===//

/// The parts of a send's descriptors known only at run time: a0.0 (and
/// a0.2 when both are) is written just before the send.
struct RuntimeDescriptors {
  /// OR-ed into the descriptor: a binding-table index, a sampler index
  /// already shifted into place.
  std::optional<Opnd> DescOr;
  /// Added to the extended descriptor: a bindless surface state offset.
  std::optional<Opnd> ExDescAdd;

  bool any() const { return DescOr || ExDescAdd; }
};

/// What a message addresses.
struct MessageTarget {
  /// The surface; its Bti is 0 when RuntimeBti holds it.
  gen::MessageSurface Surface;
  /// The dword holding the binding-table index when it is not known here.
  std::optional<Opnd> RuntimeBti;
  /// Bindless surfaces: the surface state offset (a dword, or an
  /// immediate when known).
  std::optional<Opnd> SurfaceState;

  bool isSlm() const { return Surface.Space == gen::AddressSpace::Slm; }
  bool isStateless() const {
    return Surface.Space == gen::AddressSpace::Stateless;
  }
  /// The descriptor parts this target leaves to run time.
  RuntimeDescriptors runtime() const;
};

/// The target of surface variable `surface` at `op`: a pre-defined surface
/// (T0 SLM, T1-T3, T4 bindless, T5 stateless), a binding-table index a
/// movs of an immediate wrote earlier in the block, or the index held in
/// the variable's dword.
llvm::FailureOr<MessageTarget> messageTarget(Lowering &L, VarRef surface,
                                             mlir::Operation *op);

/// The surface a binding-table index stands for (SLM, stateless, scratch,
/// bindless, or a binding-table entry).
gen::MessageSurface messageSurface(unsigned bti);

/// A send of the message `desc` describes with the execution controls,
/// predicate and flag of `controls`: a split send when the message has a
/// second payload or an extended descriptor in a0 (every send is split on
/// Gen12). Payload and response lengths come from the descriptor; the
/// run-time parts of `runtime` are combined in a0 first.
mlir::Operation *emitSend(Lowering &L, const InstData &controls,
                          const gen::SendDescriptors &desc, const Opnd &dst,
                          const Opnd &src0, const Opnd &src1,
                          const RuntimeDescriptors &runtime = {});
/// The same with `exec`'s controls and no predicate.
mlir::Operation *emitSend(Lowering &L, const ExecInfo &exec,
                          const gen::SendDescriptors &desc, const Opnd &dst,
                          const Opnd &src0, const Opnd &src1);

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

/// Whether `o`'s first byte starts a register wherever the allocator puts
/// its virtual register.
bool startsRegister(Lowering &L, const Opnd &o);

/// Copies `bytes` bytes (a multiple of 4) from `from` to `to`, NoMask, in
/// moves no operand of which spans more than two registers.
void copyBytes(Lowering &L, const Opnd &to, const Opnd &from, unsigned bytes);
/// Copies `count` whole registers, NoMask.
void copyRegisters(Lowering &L, const Opnd &to, const Opnd &from,
                   unsigned count);

/// A one-register message header: r0's copy (`fromR0`) or zeros.
Opnd newHeader(Lowering &L, bool fromR0, llvm::StringRef name = "header");
/// Writes `value` into dword `index` of header `header`, NoMask.
void setHeaderDword(Lowering &L, const Opnd &header, unsigned index,
                    const Opnd &value);

/// A response of whole registers for `bytes` bytes of a raw operand: the
/// operand when it starts a register and owns every register written,
/// else a temporary that finish() copies back (NoMask).
struct WholeResponse {
  Opnd Regs = Opnd::null(); ///< the send's destination
  Opnd CopyTo = Opnd::null();
  unsigned Bytes = 0;

  void finish(Lowering &L) const;
};
llvm::FailureOr<WholeResponse> wholeResponse(Lowering &L, const RawOperand &raw,
                                             unsigned bytes,
                                             mlir::Operation *op);

//===----------------------------------------------------------------------===//
// Lane messages
//===----------------------------------------------------------------------===//

/// The lanes one send of a message instruction covers.
struct MessagePart {
  unsigned Simd = 8;      ///< the message's SIMD width (8 or 16)
  unsigned FirstLane = 0; ///< its first lane among the instruction's
  unsigned Lanes = 8;     ///< its lanes: Simd, or fewer below 8 lanes
};

/// How an instruction of `execSize` lanes (1-32) splits into messages of
/// at most `maxSimd` lanes: SIMD8 below 8 lanes, one part up to maxSimd,
/// maxSimd parts above.
llvm::SmallVector<MessagePart, 4> messageParts(unsigned execSize,
                                               unsigned maxSimd);

/// Per-lane data of a message in a vISA operand or a temporary: `Planes`
/// planes one after another, each `ExecSize` lanes of `LaneBytes` bytes
/// (4 or 8). A message holds each plane of a part in whole registers.
struct LaneData {
  /// The first byte; a null register for an absent operand (%null): as a
  /// payload its registers are left as they are, as a response it is
  /// dropped.
  Opnd Base = Opnd::null();
  unsigned LaneBytes = 4;
  unsigned Planes = 1;
  unsigned ExecSize = 8;
  /// Bytes from Base the operand owns (what may be written).
  unsigned Bytes = 0;
  /// A payload's dword lanes with this scalar added (a global offset):
  /// the sum is made where the payload is assembled.
  std::optional<Opnd> Offset;

  bool isNull() const { return Base.isNull(); }
};

/// The lane data of raw operand `raw` for an instruction of `execSize`
/// lanes.
llvm::FailureOr<LaneData> laneData(Lowering &L, const RawOperand &raw,
                                   unsigned execSize, unsigned laneBytes,
                                   unsigned planes, mlir::Operation *op);
/// Lane data in a fresh temporary holding `planes` planes of at least 8
/// lanes each.
LaneData newLaneTemp(Lowering &L, unsigned execSize, unsigned laneBytes,
                     unsigned planes, llvm::StringRef name);

/// One piece of a message payload: lane data, or registers sent as they
/// are by every part (a header).
struct PayloadPiece {
  LaneData Lanes;
  /// Whole registers at Lanes.Base (Lanes' other fields unused); 0: lanes.
  unsigned WholeRegs = 0;
  /// Bytes of the whole registers that matter when they are copied (0:
  /// all of them).
  unsigned WholeBytes = 0;

  static PayloadPiece lanes(const LaneData &d) { return {d, 0, 0}; }
  static PayloadPiece whole(const Opnd &regs, unsigned count,
                            unsigned bytes = 0);
};

/// A message with one address (or coordinate) per lane.
struct LaneSend {
  ExecInfo Exec;
  std::optional<Predicate> Pred;
  /// The widest message the family has (8 or 16).
  unsigned MaxSimd = 16;
  /// Header, addresses, data: the payload in message order. The descriptor
  /// says where src0 ends; the rest goes to src1.
  llvm::SmallVector<PayloadPiece, 6> Payload;
  /// Where the response goes (Planes 0 or a null Base: nowhere).
  LaneData Response;
  RuntimeDescriptors Runtime;
  /// The descriptors of one part's message.
  llvm::function_ref<gen::SendDescriptors(const MessagePart &)> Descriptors;
};

/// The registers [from, from + count) of a payload made of whole-register
/// pieces (a header, block data): a piece itself when it alone is that
/// range and starts a register, else a temporary the pieces are copied
/// into.
llvm::FailureOr<Opnd> wholeRegisters(Lowering &L,
                                     llvm::ArrayRef<PayloadPiece> pieces,
                                     unsigned from, unsigned count,
                                     mlir::Operation *op);

/// A send of a message whose payload is whole-register `pieces`, split
/// between src0 and src1 as its descriptor says.
llvm::FailureOr<mlir::Operation *>
emitWholeSend(Lowering &L, const InstData &controls,
              const gen::SendDescriptors &desc,
              llvm::ArrayRef<PayloadPiece> pieces, const Opnd &dst,
              const RuntimeDescriptors &runtime, mlir::Operation *op);

/// The data operand of message op `m`: its source for a write, its
/// destination for a read.
template <bool IsWrite, typename OpT> RawOperand dataOperand(OpT m) {
  if constexpr (IsWrite)
    return m.getSrcField();
  else
    return m.getDst();
}

/// Adds raw operand `raw` (`planes` planes of `laneBytes` per lane) to
/// `s`: after the payload for a write, as the response for a read.
llvm::LogicalResult addLaneData(Lowering &L, LaneSend &s, bool isWrite,
                                const RawOperand &raw, unsigned laneBytes,
                                unsigned planes, mlir::Operation *op);

/// The parameters of one part of a lane message.
gen::LaneMessage laneMessage(const gen::MessageSurface &surface,
                             const MessagePart &part, unsigned addrBits = 32,
                             bool header = false);

/// The message side of a vISA atomic operation.
struct AtomicMessage {
  gen::AtomicOp Op;
  unsigned Bytes = 4;     ///< data bytes per lane
  bool ReturnOld = false; ///< the old values come back
};

/// Checks vISA atomic operation `code` (bits 4-0; MessagesAtomic.cpp maps
/// them) on `bytes`-byte data and adds to `s` the operands it takes of
/// `src0` and `src1` (vISA's cmpxchg order swapped to the message's) and
/// `dst` as the response (%null: no old values).
llvm::FailureOr<AtomicMessage>
atomicOperands(Lowering &L, unsigned code, unsigned bytes, RawOperand src0,
               RawOperand src1, const RawOperand &dst, LaneSend &s,
               mlir::Operation *op);

/// Emits the sends of `m`, one per part, with the payload pieces and the
/// response in place where they can be and through temporaries otherwise.
llvm::LogicalResult emitLaneSend(Lowering &L, const LaneSend &m,
                                 mlir::Operation *op);

/// The dword lane addresses of an instruction of `execSize` lanes: its
/// offsets plus `offset` (a global offset; none when it is zero), the sum
/// made as the payload is assembled.
llvm::FailureOr<LaneData> offsetLanes(Lowering &L, unsigned execSize,
                                      const RawOperand &offsets,
                                      const Opnd &offset, mlir::Operation *op);

/// Registers a plane of `lanes` lanes of `laneBytes` takes in a message.
unsigned planeRegs(Lowering &L, unsigned lanes, unsigned laneBytes);

/// The element type of `bytes`-byte unsigned integers (UB, UW, UD, UQ).
gen::DataType unsignedType(unsigned bytes);

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_MESSAGEHELPERS_H
