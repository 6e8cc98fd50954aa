//===- ValidateSwsb.cpp - TODO ---===//
#include "ValidatorImpl.h"
using namespace visa::gen;
using namespace visa::gen::validator;
void validator::checkSwsb(Checker &c) {}
