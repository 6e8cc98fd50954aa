# Link MLIR and LLVM statically. The installed MLIR targets name the shared
# `LLVM` (libLLVM.so) in their link interfaces because LLVM was configured with
# LLVM_LINK_LLVM_DYLIB; replace it with the static component libraries so
# that the tools start fast and need no shared LLVM at run time.
set(VISA_STATIC_LLVM_LIBS LLVMRemarks LLVMBitstreamReader LLVMSupport LLVMDemangle)
foreach(target ${MLIR_EXPORTED_TARGETS})
  if(TARGET ${target})
    get_target_property(libs ${target} INTERFACE_LINK_LIBRARIES)
    if(libs)
      list(TRANSFORM libs REPLACE "^LLVM$" "${VISA_STATIC_LLVM_LIBS}")
      set_target_properties(${target} PROPERTIES INTERFACE_LINK_LIBRARIES "${libs}")
    endif()
  endif()
endforeach()
