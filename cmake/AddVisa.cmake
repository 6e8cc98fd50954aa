# Helpers shared by the visa-llc CMake files.

# visa_instr_tablegen(<output.inc> <-gen-flag>): runs visa-tblgen on
# include/visa/Object/Instructions.td into the build's include/visa/Object.
function(visa_instr_tablegen ofn flag)
  set(td ${PROJECT_SOURCE_DIR}/include/visa/Object/Instructions.td)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${ofn})
  add_custom_command(OUTPUT ${out}
    COMMAND visa-tblgen ${flag} -I ${PROJECT_SOURCE_DIR}/include ${td} -o ${out}
    DEPENDS visa-tblgen ${td} ${PROJECT_SOURCE_DIR}/include/visa/Object/InstrFormats.td
    COMMENT "visa-tblgen ${flag}: ${ofn}")
  set(VISA_TABLEGEN_OUTPUT ${VISA_TABLEGEN_OUTPUT} ${out} PARENT_SCOPE)
endfunction()

# visa_gen_tablegen(<output.inc> <-gen-flag>): runs visa-tblgen on
# include/visa/Gen/GenOpcodes.td into the build's include/visa/Gen.
function(visa_gen_tablegen ofn flag)
  set(td ${PROJECT_SOURCE_DIR}/include/visa/Gen/GenOpcodes.td)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${ofn})
  add_custom_command(OUTPUT ${out}
    COMMAND visa-tblgen ${flag} -I ${PROJECT_SOURCE_DIR}/include ${td} -o ${out}
    DEPENDS visa-tblgen ${td}
    COMMENT "visa-tblgen ${flag}: ${ofn}")
  set(VISA_TABLEGEN_OUTPUT ${VISA_TABLEGEN_OUTPUT} ${out} PARENT_SCOPE)
endfunction()

# add_visa_library(<name> <sources...> [LINK_LIBS <libs...>] [DEPENDS <targets>])
function(add_visa_library name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;DEPENDS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
endfunction()

# add_visa_tool(<name> <sources...> [LINK_LIBS <libs...>])
function(add_visa_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
endfunction()
