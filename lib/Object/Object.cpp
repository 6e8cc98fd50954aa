//===- Object.cpp - Helpers of the in-memory vISA object model -----------===//

#include "visa/Object/Object.h"

namespace visa {

unsigned elemTypeSize(ElemType type) {
  switch (type) {
  case ElemType::UD:
  case ElemType::D:
  case ElemType::F:
  case ElemType::V:
  case ElemType::VF:
  case ElemType::UV:
    return 4;
  case ElemType::UW:
  case ElemType::W:
  case ElemType::HF:
  case ElemType::BF:
    return 2;
  case ElemType::UB:
  case ElemType::B:
  case ElemType::BOOL:
    return 1;
  case ElemType::DF:
  case ElemType::UQ:
  case ElemType::Q:
    return 8;
  }
  return 0;
}

const char *elemTypeName(ElemType type) {
  static const char *const names[] = {"ud", "d",    "uw", "w",  "ub", "b",
                                      "df", "f",    "v",  "vf", "bool",
                                      "uq", "uv",   "q",  "hf", "bf"};
  unsigned index = static_cast<unsigned>(type);
  return index < sizeof(names) / sizeof(names[0]) ? names[index] : "?";
}

} // namespace visa
