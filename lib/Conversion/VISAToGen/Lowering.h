//===- Lowering.h - State shared by the visa-to-gen conversion ------------===//
//
// Private to lib/Conversion/VISAToGen. One Lowering converts one vISA
// routine (visa.kernel or visa.function) into one gen.func for a product:
//
//   Variables.cpp     declarations -> virtual registers (aliases, inputs
//                     pinned at their offsets, pre-defined variables)
//   Operands.cpp      vISA vector/raw operands -> Gen operands (Opnd)
//   Lowering.cpp      the routine walk: labels to blocks, dispatch of each
//                     instruction to its family's handler, emission helpers
//   Alu.cpp, Move.cpp, Compare.cpp, Math.cpp, Messages*.cpp, ControlFlow.cpp,
//   Calls.cpp, Misc.cpp
//   QWord*.cpp        instructions on Q/UQ operands emulated on dword
//                     halves where the product has no 64-bit integer ALU
//                     one family of vISA instructions each; every file adds
//                     its handlers to the LoweringTable
//   ControlFlow.h     the branches, exits and subroutines of the routine;
//                     Joins.cpp finishes them once every block is placed
//   CallABI.h         the registers stack calls share (StackCalls.cpp)
//
// A handler reads its op through the typed accessors of the visa dialect
// and emits gen instruction ops with the helpers below. Anything it does not
// handle is an error naming the instruction, never silently wrong code.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_CONVERSION_VISATOGEN_LOWERING_H
#define VISA_LIB_CONVERSION_VISATOGEN_LOWERING_H

#include "visa/Dialect/Gen/GenOps.h"
#include "visa/Dialect/VISA/VISAOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace visa::togen {

using gen::DataType;
using gen::InstData;
using gen::Opcode;

/// A Gen operand and the virtual register it names, if any.
struct Opnd {
  gen::Operand O;
  gen::VirtualRef Ref;

  static Opnd imm(uint64_t bits, DataType type);
  static Opnd null(DataType type = DataType::UD);
  /// An architecture register (a0, acc0, cr0, sr0, tm0, ...).
  static Opnd arf(gen::ArfKind kind, unsigned index, unsigned subByte,
                  DataType type);
  /// A virtual GRF register at byte `offset`.
  static Opnd vreg(uint32_t id, uint32_t offset, DataType type);

  bool isImm() const { return O.K == gen::Operand::Kind::Imm; }
  bool isNull() const;
  DataType type() const { return O.Type; }
  unsigned typeSize() const { return gen::getTypeSize(O.Type); }

  /// The same bytes read as another type (direct registers only).
  Opnd as(DataType type) const;
  /// `count` bytes further on (direct registers only).
  Opnd plusBytes(int count) const;
  /// With region <vs;w,hs> (sources) or <hs> (pass vs = w = -1).
  Opnd region(int vs, int w, int hs) const;
  /// Source region of `n` packed elements (<n;n,1>, <1;1,0> for n = 1 is
  /// written <0;1,0>) or a destination's <1>.
  Opnd packedSrc(unsigned n) const;
  Opnd scalarSrc() const { return region(0, 1, 0); }
  Opnd dstRegion(unsigned hs = 1) const { return region(-1, -1, int(hs)); }
  Opnd negated() const;
};

/// Where a general variable's bytes are.
struct VarPlace {
  enum Kind { VReg, Arf, Null } K = VReg;
  uint32_t VRegId = 0;
  uint32_t Offset = 0; ///< VReg: bytes into the register
  uint8_t ArfRegNum = 0, ArfSubByte = 0;
  ElemType Type = ElemType::UD; ///< the variable's declared element type
  uint32_t Bytes = 0;           ///< from Offset to the variable's end
};

class Lowering;
class ControlFlow;
struct CallABI;

/// Lowers one vISA instruction op.
using LowerFn = llvm::LogicalResult (*)(Lowering &, mlir::Operation *);

/// Lowers one vISA instruction op on a product without a 64-bit integer
/// ALU if it has Q/UQ operands: true when it did, false (nothing emitted)
/// when the instruction has none and the ordinary handler applies.
using QWordLowerFn = llvm::FailureOr<bool> (*)(Lowering &, mlir::Operation *);

/// The handler of each vISA instruction, by op name, and the emulation of
/// its 64-bit integer forms where the product lacks them.
class LoweringTable {
public:
  template <typename OpT> void add(LowerFn fn) {
    Fns[OpT::getOperationName()] = fn;
  }
  template <typename OpT> void addQWord(QWordLowerFn fn) {
    QWordFns[OpT::getOperationName()] = fn;
  }
  LowerFn lookup(llvm::StringRef opName) const { return Fns.lookup(opName); }
  QWordLowerFn lookupQWord(llvm::StringRef opName) const {
    return QWordFns.lookup(opName);
  }

private:
  llvm::StringMap<LowerFn> Fns;
  llvm::StringMap<QWordLowerFn> QWordFns;
};

void addAluLowerings(LoweringTable &table);
void addMoveLowerings(LoweringTable &table);
void addMathLowerings(LoweringTable &table);
void addIntArithLowerings(LoweringTable &table);
void addAddressLowerings(LoweringTable &table);
void addPredicateLowerings(LoweringTable &table);
void addMessageLowerings(LoweringTable &table);
void addControlFlowLowerings(LoweringTable &table);
void addCallLowerings(LoweringTable &table);
void addMiscLowerings(LoweringTable &table);
void addQWordArithLowerings(LoweringTable &table);
void addQWordCompareLowerings(LoweringTable &table);

/// The value of the routine (kernel or function) attribute `name`
/// (`.kernel_attr`), if it is an integer.
std::optional<int64_t> routineIntAttr(mlir::Operation *routine,
                                      llvm::StringRef name);

/// The element type of vISA type `t` in Gen terms (Invalid for BOOL, BF).
DataType genType(ElemType t);

class Lowering {
public:
  Lowering(mlir::Operation *routine, gen::FuncOp func,
           const gen::Product &product, const LoweringTable &table);
  ~Lowering();

  /// Converts the routine's body into the gen.func.
  llvm::LogicalResult run();

  const gen::Product &device() const { return Device; }
  gen::Platform platform() const { return Device.Gen; }
  unsigned grfBytes() const { return Device.GRFBytes; }
  bool isKernel() const;
  /// The dispatch SIMD width (the kernel's SimdSize attribute, else 16).
  unsigned simdSize() const { return Simd; }
  mlir::Operation *routine() const { return Routine; }
  gen::FuncOp func() const { return Func; }
  mlir::OpBuilder &builder() { return Builder; }

  //===--------------------------------------------------------------------===//
  // Registers
  //===--------------------------------------------------------------------===//

  /// Declares a virtual register; `pinned` >= 0 fixes its place.
  uint32_t newVReg(gen::RegClass cls, uint32_t bytes, uint32_t align,
                   llvm::StringRef name = "", int32_t pinned = -1);
  /// A GRF temporary for `elems` elements of `type` (GRF aligned when it
  /// takes a register or more), as a destination with region <1>.
  Opnd newTemp(DataType type, unsigned elems, llvm::StringRef name = "");
  /// A flag register of `bits` bits.
  uint32_t newFlag(unsigned bits);
  /// What virtual register `id` was declared with (size, alignment, pin).
  const gen::VRegDesc &vregDesc(uint32_t id) const { return VRegs[id]; }

  //===--------------------------------------------------------------------===//
  // vISA operands (Operands.cpp, Variables.cpp)
  //===--------------------------------------------------------------------===//

  /// Declares the routine's variables (called by run()).
  llvm::LogicalResult declareVariables();
  /// Where general variable `var` is.
  llvm::FailureOr<VarPlace> place(VarRef var, mlir::Operation *user);
  /// A destination / source vector operand in Gen terms. `type` overrides
  /// the variable's type when given.
  llvm::FailureOr<Opnd> dst(const VecOperand &v, mlir::Operation *user);
  llvm::FailureOr<Opnd> src(const VecOperand &v, mlir::Operation *user);
  /// The first byte of a raw operand, as a <1> destination / packed source
  /// of `type` elements.
  llvm::FailureOr<Opnd> raw(const RawOperand &r, DataType type,
                            mlir::Operation *user);
  /// The flag register holding predicate variable `pred`.
  llvm::FailureOr<gen::VirtualRef> flag(VarRef pred, mlir::Operation *user);
  /// The virtual address register of address variable `addr`.
  llvm::FailureOr<gen::VirtualRef> address(VarRef addr, unsigned element,
                                           mlir::Operation *user);
  /// The GRF dword holding surface or sampler variable `state` (written by
  /// movs), or the immediate it is known to hold at this point.
  llvm::FailureOr<Opnd> stateValue(VarRef state, mlir::Operation *user);
  /// Records that state variable `state` now holds `value` (movs).
  void setStateValue(VarRef state, std::optional<uint32_t> value);

  //===--------------------------------------------------------------------===//
  // Instructions
  //===--------------------------------------------------------------------===//

  /// An instruction with the execution controls of `exec`.
  InstData inst(Opcode op, const ExecInfo &exec) const;
  InstData inst(Opcode op, unsigned execSize, unsigned chanOffset,
                bool noMask) const;
  /// Applies a vISA predicate to `d`.
  llvm::LogicalResult predicate(InstData &d, std::optional<Predicate> pred,
                                mlir::Operation *user);
  static void setDst(InstData &d, const Opnd &o);
  static void addSrc(InstData &d, const Opnd &o);
  /// Creates the gen op for `d` at the current position.
  mlir::Operation *emit(const InstData &d);
  /// Rewrites `d`'s packed-vector immediates for its destination (emit
  /// applies it to every instruction).
  void placePackedImmediates(InstData &d);
  /// dst = src, `exec` wide.
  mlir::Operation *mov(const ExecInfo &exec, const Opnd &dst, const Opnd &src);
  /// A scalar NoMask instruction (address and descriptor arithmetic).
  mlir::Operation *emitScalar(Opcode op, const Opnd &dst, const Opnd &src0,
                              const Opnd *src1 = nullptr);

  //===--------------------------------------------------------------------===//
  // Blocks
  //===--------------------------------------------------------------------===//

  /// The block that vISA label `label` starts.
  mlir::Block *labelBlock(VarRef label);
  /// Ends the current block with a fall-through into `next` and continues
  /// there.
  void fallInto(mlir::Block *next);
  /// Continues in a new block after a terminator.
  void startBlockAfterTerminator() { continueIn(new mlir::Block()); }
  /// Continues in `next` (not yet placed) after a terminator.
  void continueIn(mlir::Block *next);
  mlir::Block *currentBlock() const { return Builder.getInsertionBlock(); }
  mlir::Location loc() const { return Loc; }

  //===--------------------------------------------------------------------===//
  // Kernel-level state
  //===--------------------------------------------------------------------===//

  /// The register the end-of-thread message sends (r0's copy in r112-r127).
  uint32_t eotRegister();
  /// The virtual register pinned at r0.
  uint32_t r0Register();
  void noteBarrier() { ++Barriers; }
  /// The branches, exits and subroutines of the routine (ControlFlow.h).
  ControlFlow &controlFlow() { return *CF; }
  /// The program's stack-call convention (CallABI.h); set before run().
  void setCallABI(const CallABI &abi) { ABI = &abi; }
  const CallABI &callABI() const { return *ABI; }

private:
  llvm::LogicalResult lowerInstruction(mlir::Operation *op);
  llvm::LogicalResult declareVariable(mlir::Operation *decl);

  mlir::Operation *Routine;
  gen::FuncOp Func;
  const gen::Product &Device;
  const LoweringTable &Table;
  mlir::OpBuilder Builder;
  mlir::Location Loc;
  mlir::Block *DeclBlock = nullptr;
  unsigned Simd = 16;
  uint32_t NextVReg = 0;
  std::vector<gen::VRegDesc> VRegs; ///< by id
  unsigned Barriers = 0;
  int64_t R0VReg = -1, EotVReg = -1;

  llvm::DenseMap<mlir::Attribute, VarPlace> Places;
  llvm::DenseMap<mlir::Attribute, uint32_t> Flags, Addresses, States;
  llvm::DenseMap<mlir::Attribute, uint32_t> StateValues;
  llvm::DenseMap<mlir::Attribute, mlir::Block *> Labels;
  mlir::SymbolTable *Symbols = nullptr;
  std::unique_ptr<ControlFlow> CF;
  const CallABI *ABI = nullptr;
};

} // namespace visa::togen

#endif // VISA_LIB_CONVERSION_VISATOGEN_LOWERING_H
