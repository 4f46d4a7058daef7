# One interface target carries the kit's warning policy; every target links it,
# and the grader compiles student code with the same flags (see grader/).
add_library(bt_warnings INTERFACE)
target_compile_options(bt_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  $<$<BOOL:${BT_WERROR}>:-Werror>)
option(BT_WERROR "Treat warnings as errors" OFF)
