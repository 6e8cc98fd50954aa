//===- ValidateFlow.cpp - TODO ---===//
#include "ValidatorImpl.h"
using namespace visa::gen;
using namespace visa::gen::validator;
void validator::checkFlow(const Product &p, llvm::ArrayRef<Inst> insts, size_t codeBytes,
               std::vector<Violation> &out) {}
