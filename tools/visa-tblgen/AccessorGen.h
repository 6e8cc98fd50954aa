//===- AccessorGen.h - Typed accessors of the instruction ops ---*- C++ -*-===//
//
// The two visa-tblgen backends that turn each instruction's fields into
// methods of its op (see AccessorGen.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_TBLGEN_ACCESSORGEN_H
#define VISA_TBLGEN_ACCESSORGEN_H

#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Record.h"

namespace visa_tblgen {

/// -gen-instr-accessors: one op trait per instruction with its accessors.
bool emitInstrAccessors(llvm::raw_ostream &os, const llvm::RecordKeeper &records);
/// -gen-instr-accessor-test: a function that calls every accessor of any
/// instruction op (for the accessor test pass).
bool emitInstrAccessorTest(llvm::raw_ostream &os, const llvm::RecordKeeper &records);

} // namespace visa_tblgen

#endif // VISA_TBLGEN_ACCESSORGEN_H
