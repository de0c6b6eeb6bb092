# cmake/install.cmake: rink as an installed package (included by the top
# CMakeLists.txt when RINK_INSTALL is on). `cmake --install` puts in place:
#
#   bin/rink                             the command, linked with librink.a
#   lib/librink.so.0.1.0 (.so.0, .so)    librink, exporting the public API only
#   lib/librink.a                        librink for static linking
#   lib/pkgconfig/rink.pc                pkg-config --cflags --libs [--static] rink
#   include/rink/*.h                     the public headers
#   share/rink/                          data/ (decks, rosters, charts, seasons)
#   share/rink/web/                      the browser client of rink serve
#   share/man/man1/rink.1, rink-*.1      from each command's --help
#   share/bash-completion/completions/rink   commands, games, options, cards
#
# The build tree's own rink and rink_lib read the source tree's data/ and
# web/; the installed ones read share/rink, fixed when the tree is
# configured (CMAKE_INSTALL_PREFIX; DESTDIR only stages). So the installed
# library and command are a second build of the same sources, in
# ${CMAKE_BINARY_DIR}/dist: position-independent, without link-time
# optimization (an installed librink.a must link without the compiler's LTO
# plugin), the shared library's exports cut to the rink_* functions that
# include/rink/*.h declares by a linker version script made from the
# headers at build time (cmake/exports.cmake): no rink__ internal, no
# rink_* function that is not public.
include(GNUInstallDirs)

set(RINK_INSTALL_DATA_DIR ${CMAKE_INSTALL_FULL_DATADIR}/rink)
set(RINK_DIST_DIR ${CMAKE_BINARY_DIR}/dist)

add_library(rink_inst_objs OBJECT ${RINK_LIB_SOURCES})
rink_lib_settings(rink_inst_objs ${RINK_INSTALL_DATA_DIR})
set_target_properties(rink_inst_objs PROPERTIES POSITION_INDEPENDENT_CODE ON
                                                INTERPROCEDURAL_OPTIMIZATION OFF)
# calls between librink's own functions need not go through the PLT: no
# program may interpose on them (the version script makes them local)
target_compile_options(rink_inst_objs PRIVATE -fno-semantic-interposition)

# The version script: every rink_* function named in include/rink/*.h
file(GLOB RINK_PUBLIC_HEADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/include/rink/*.h)
add_custom_command(
  OUTPUT ${RINK_DIST_DIR}/librink.map
  COMMAND ${CMAKE_COMMAND} -DHEADERS=${CMAKE_SOURCE_DIR}/include/rink
          -DOUT=${RINK_DIST_DIR}/librink.map -P ${CMAKE_SOURCE_DIR}/cmake/exports.cmake
  DEPENDS ${RINK_PUBLIC_HEADERS} ${CMAKE_SOURCE_DIR}/cmake/exports.cmake
  COMMENT "Listing librink's exports from include/rink/*.h")
add_custom_target(rink_exports DEPENDS ${RINK_DIST_DIR}/librink.map)

add_library(rink_shared SHARED)
target_link_libraries(rink_shared PRIVATE rink_inst_objs)
add_dependencies(rink_shared rink_exports)
set_target_properties(rink_shared PROPERTIES
  OUTPUT_NAME rink VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}
  LIBRARY_OUTPUT_DIRECTORY ${RINK_DIST_DIR} INTERPROCEDURAL_OPTIMIZATION OFF
  LINK_DEPENDS ${RINK_DIST_DIR}/librink.map)
target_link_options(rink_shared PRIVATE "LINKER:--version-script=${RINK_DIST_DIR}/librink.map")
if(NOT RINK_SANITIZE AND NOT RINK_FUZZ)
  # every library it needs is named (the sanitizers' runtimes come with
  # the program instead)
  target_link_options(rink_shared PRIVATE "LINKER:--no-undefined")
endif()

add_library(rink_static STATIC)
target_link_libraries(rink_static PUBLIC rink_inst_objs)
set_target_properties(rink_static PROPERTIES OUTPUT_NAME rink ARCHIVE_OUTPUT_DIRECTORY
                      ${RINK_DIST_DIR} INTERPROCEDURAL_OPTIMIZATION OFF)

# The installed command: the same front end, linked with the installed
# build's static librink (it is one program; the front end may use what
# the library does not publish).
add_executable(rink_installed ${RINK_CLI_SOURCES})
rink_cli_settings(rink_installed ${RINK_INSTALL_DATA_DIR}/web)
target_link_libraries(rink_installed PRIVATE rink_serve_objs rink_static)
set_target_properties(rink_installed PROPERTIES OUTPUT_NAME rink RUNTIME_OUTPUT_DIRECTORY
                      ${RINK_DIST_DIR}/bin)
# The compile database keeps one entry per file, the build tree's (tools
# and scripts/cppcheck.sh read it; the second build compiles the same code)
set_target_properties(rink_inst_objs rink_installed PROPERTIES EXPORT_COMPILE_COMMANDS OFF)

# rink.pc. The public headers include <jansson.h> and hand out json_t, so
# jansson is a public requirement; the rest only a static link needs. libpq
# goes in as -lpq rather than Requires.private: Debian's libpq.pc lists for
# --static archives (-lpgcommon -lpgport) that only the PostgreSQL server's
# dev package ships, so a static link through it fails where -lpq works.
set(RINK_PC_LIBS_PRIVATE "-lglpk")
if(LIBPQ_FOUND)
  string(APPEND RINK_PC_LIBS_PRIVATE " -lpq")
endif()
string(APPEND RINK_PC_LIBS_PRIVATE " -lpthread -lm")
foreach(dir LIBDIR INCLUDEDIR DATADIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(RINK_PC_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(RINK_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
configure_file(${CMAKE_SOURCE_DIR}/cmake/rink.pc.in ${RINK_DIST_DIR}/rink.pc @ONLY)

# Man pages and bash completion, made from the installed command's --help
# (scripts/rink-man.sh, scripts/rink-completion.sh) each time it is
# relinked: a new command or option is covered without a word here. The
# completion also offers the card names of the rosters and decks in data/.
file(GLOB RINK_CARD_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/data/*/*.json)
add_custom_command(
  OUTPUT ${RINK_DIST_DIR}/man/man.stamp ${RINK_DIST_DIR}/completion/rink
  COMMAND sh ${CMAKE_SOURCE_DIR}/scripts/rink-man.sh $<TARGET_FILE:rink_installed>
          ${RINK_DIST_DIR}/man
  COMMAND sh ${CMAKE_SOURCE_DIR}/scripts/rink-completion.sh $<TARGET_FILE:rink_installed>
          ${RINK_DIST_DIR}/completion/rink ${CMAKE_SOURCE_DIR}/data
  DEPENDS rink_installed ${CMAKE_SOURCE_DIR}/scripts/rink-man.sh
          ${CMAKE_SOURCE_DIR}/scripts/rink-completion.sh ${RINK_CARD_FILES}
  COMMENT "Making rink's man pages and bash completion from its --help")
add_custom_target(rink_docs ALL DEPENDS ${RINK_DIST_DIR}/man/man.stamp
                                        ${RINK_DIST_DIR}/completion/rink)

install(TARGETS rink_installed RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS rink_shared rink_static
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/rink DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.h")
install(FILES ${RINK_DIST_DIR}/rink.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
# (the Action Deck's deck_design.py made deck.csv; rink never reads it)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/rink
        PATTERN "*.py" EXCLUDE)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/web/ DESTINATION ${CMAKE_INSTALL_DATADIR}/rink/web)
install(DIRECTORY ${RINK_DIST_DIR}/man/ DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
        FILES_MATCHING PATTERN "*.1")
install(FILES ${RINK_DIST_DIR}/completion/rink
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
