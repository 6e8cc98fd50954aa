//===- Messages.cpp - vISA memory and synchronisation instructions --------===//
//
// The handlers of every message family (one file each, MessageHelpers.h
// lists them) in one table entry point.
//
//===----------------------------------------------------------------------===//

#include "MessageHelpers.h"

using namespace visa;
using namespace visa::togen;

void togen::addMessageLowerings(LoweringTable &t) {
  addScatteredLowerings(t);
  addSvmLowerings(t);
  addBlockLowerings(t);
  addAtomicLowerings(t);
  addTypedLowerings(t);
  addSamplerLowerings(t);
  addMediaLowerings(t);
  addRawSendLowerings(t);
  addSyncLowerings(t);
}
