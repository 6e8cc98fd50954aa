//===- InstrSamples.h - One sample of every instruction of the table -*- C++ -*-===//

#ifndef VISA_TOOLS_VISA_TRANSLATE_INSTRSAMPLES_H
#define VISA_TOOLS_VISA_TRANSLATE_INSTRSAMPLES_H

#include "visa/Object/Object.h"

namespace visa {

/// An object whose one kernel holds one instruction per table record.
Object buildInstrSamples();

} // namespace visa

#endif // VISA_TOOLS_VISA_TRANSLATE_INSTRSAMPLES_H
