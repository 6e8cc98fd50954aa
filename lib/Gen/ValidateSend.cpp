//===- ValidateSend.cpp - TODO ---===//
#include "ValidatorImpl.h"
using namespace visa::gen;
using namespace visa::gen::validator;
void validator::checkSend(Checker &c) {}
