//===- GenInstOps.cpp - What every gen instruction op shares --------------===//
//
// The instruction ops differ only in their opcode: they share one syntax
// (the InstData text of GenInstSyntax.cpp, then the branch targets), one
// verifier, and the helpers that reach an op's InstData without knowing its
// class.
//
//===----------------------------------------------------------------------===//

#include "visa/Dialect/Gen/GenOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace visa::gen;

InstData &visa::gen::getInstData(Operation *op) {
  assert(isInstOp(op) && "not a gen instruction op");
  // Every instruction op has exactly one property, its InstData (GenOps.td),
  // so the properties storage is that InstData.
  return *op->getPropertiesStorage().as<InstData *>();
}

Opcode visa::gen::getOpcode(Operation *op) { return getInstData(op).I.Op; }

Operation *visa::gen::createInstOp(OpBuilder &builder, Location loc,
                                   const InstData &data, BlockRange dests) {
  std::string name = std::string("gen.") + getMnemonic(data.I.Op);
  OperationState state(loc, name);
  state.getOrAddProperties<InstData>() = data;
  state.addSuccessors(dests);
  return builder.create(state);
}

// The attribute form names the opcode first: generic parsing gives the
// property no op class to learn it from.
Attribute visa::gen::convertToAttribute(MLIRContext *ctx, const InstData &d) {
  return StringAttr::get(ctx, std::string(getMnemonic(d.I.Op)) + " " +
                                  printInstData(d));
}

LogicalResult visa::gen::convertFromAttribute(
    InstData &d, Attribute attr, function_ref<InFlightDiagnostic()> emitError) {
  auto text = dyn_cast<StringAttr>(attr);
  if (!text) {
    if (emitError)
      emitError() << "expected the instruction as a string";
    return failure();
  }
  auto [mnemonic, rest] = text.getValue().split(' ');
  Opcode op = Opcode::NumOpcodes;
  for (unsigned i = 0; i < unsigned(Opcode::NumOpcodes); ++i)
    if (mnemonic == getMnemonic(Opcode(i)))
      op = Opcode(i);
  if (op == Opcode::NumOpcodes) {
    if (emitError)
      emitError() << "unknown opcode '" << mnemonic << "'";
    return failure();
  }
  std::string error;
  unsigned column;
  if (!parseInstData(op, rest, d, error, column)) {
    if (emitError)
      emitError() << "at column " << column + 1 << ": " << error;
    return failure();
  }
  return success();
}

ParseResult visa::gen::parseInstOp(OpAsmParser &parser, OperationState &result,
                                   Opcode opcode) {
  std::string text;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseString(&text))
    return failure();
  InstData &d = result.getOrAddProperties<InstData>();
  std::string error;
  unsigned column;
  if (!parseInstData(opcode, text, d, error, column))
    // The string starts after its opening quote.
    return parser.emitError(SMLoc::getFromPointer(loc.getPointer() + 1 + column),
                            error);
  if (succeeded(parser.parseOptionalLSquare())) {
    SmallVector<Block *, 2> dests;
    auto parseDest = [&]() -> ParseResult {
      Block *b;
      if (parser.parseSuccessor(b))
        return failure();
      dests.push_back(b);
      return success();
    };
    if (parser.parseCommaSeparatedList(parseDest) || parser.parseRSquare())
      return failure();
    result.addSuccessors(dests);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void visa::gen::printInstOp(Operation *op, OpAsmPrinter &printer) {
  printer << " \"" << printInstData(getInstData(op)) << "\"";
  if (op->getNumSuccessors()) {
    printer << " [";
    llvm::interleaveComma(op->getSuccessors(), printer,
                          [&](Block *b) { printer.printSuccessor(b); });
    printer << "]";
  }
  printer.printOptionalAttrDict(op->getAttrs());
}

LogicalResult visa::gen::verifyInstOp(Operation *op) {
  const InstData &d = getInstData(op);
  std::string expected = std::string("gen.") + getMnemonic(d.I.Op);
  if (op->getName().getStringRef() != expected)
    return op->emitOpError("holds a `") << getMnemonic(d.I.Op) << "` instruction";
  auto func = op->getParentOfType<FuncOp>();
  if (!func)
    return success();
  const Product &device = func.getDevice();
  if (opcodeEncoding(device.Gen, d.I.Op) < 0)
    return op->emitOpError("does not exist on ") << device.Name;
  for (unsigned i = 0; i < 4; ++i) {
    const Operand &opnd = d.operand(i);
    if (opnd.K == Operand::Kind::Reg && !d.ref(i).isVirtual() &&
        opnd.File == RegFile::GRF && opnd.Mode == AddrMode::Direct &&
        opnd.RegNum >= device.NumGRF)
      return op->emitOpError("names r") << unsigned(opnd.RegNum) << ", beyond the "
                                        << device.NumGRF << " registers of "
                                        << device.Name;
  }
  return success();
}
