//===- OutputWriters.h - One writer per visa-llc output form ----*- C++ -*-===//
//
// Private to lib/LLC: Outputs.cpp dispatches --emit to these. Each reports
// its errors (`visa-llc: error: ...`) and fails without writing.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_LIB_LLC_OUTPUTWRITERS_H
#define VISA_LIB_LLC_OUTPUTWRITERS_H

#include "visa/LLC/Outputs.h"
#include "visa/LLC/Pipeline.h"

namespace visa::llc {

/// Reports `message` as visa-llc's error; returns failure.
llvm::LogicalResult outputError(const llvm::Twine &message);

/// The kernel `request` names (or its only one), compiled for its only
/// product.
llvm::LogicalResult selectKernel(OutputRequest &request, CompiledKernel &out);

/// --emit=isa: the program with every product's binary of each kernel.
llvm::LogicalResult writeIsa(OutputRequest &request, llvm::raw_ostream &os);
/// --emit=zebin: ocloc's zebin (request.ZebinPath) with this code.
llvm::LogicalResult writeZebin(OutputRequest &request, llvm::raw_ostream &os);
/// --emit=json: every kernel on every product.
llvm::LogicalResult writeJson(OutputRequest &request, llvm::raw_ostream &os);

} // namespace visa::llc

#endif // VISA_LIB_LLC_OUTPUTWRITERS_H
