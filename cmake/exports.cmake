# cmake/exports.cmake: cmake -DHEADERS=include/rink -DOUT=librink.map -P
# cmake/exports.cmake writes the linker version script of the shared
# librink: global, every rink_* function that a public header declares (a
# name followed by "(" outside comments and preprocessor lines; static
# inline ones are listed too, harmlessly, as nothing defines them in the
# library); local, everything else, rink__ internals included. The file is
# rewritten only when its text changes, so an edit to a comment relinks
# nothing.
file(GLOB headers ${HEADERS}/*.h)
list(SORT headers)
set(names "")
foreach(h ${headers})
  file(READ ${h} text)
  # comments out (block comments may span lines), then preprocessor lines
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" " " text "${text}")
  string(REGEX REPLACE "//[^\n]*" "" text "${text}")
  string(REGEX REPLACE "(^|\n)[ \t]*#[^\n]*" "\\1" text "${text}")
  string(REGEX MATCHALL "rink_[a-z0-9_]+[ \t\n]*\\(" found "${text}")
  foreach(f ${found})
    string(REGEX REPLACE "[ \t\n]*\\($" "" f "${f}")
    if(NOT f MATCHES "^rink__")
      list(APPEND names ${f})
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES names)
list(SORT names)
set(map "/* librink's exports, made by cmake/exports.cmake from include/rink/*.h */\n")
string(APPEND map "{\n  global:\n")
foreach(n ${names})
  string(APPEND map "    ${n};\n")
endforeach()
string(APPEND map "  local:\n    *;\n};\n")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
else()
  set(old "")
endif()
if(NOT old STREQUAL map)
  file(WRITE ${OUT} "${map}")
endif()
