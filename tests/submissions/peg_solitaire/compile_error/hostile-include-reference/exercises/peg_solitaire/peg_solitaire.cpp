// Hostile: submit the kit's own model answer. The grader compiles with the
// kit's root on the include path (for "framework/..."); if the reference
// solutions are visible there, this one line is a perfect score. The grader
// must compile out of sight of reference/: a compile error.

#if __has_include("reference/peg_solitaire/model_answer.cpp")
#include "reference/peg_solitaire/model_answer.cpp"
#elif __has_include("/work/main/reference/peg_solitaire/model_answer.cpp")
#include "/work/main/reference/peg_solitaire/model_answer.cpp"
#else
#error "the model answer is not within reach of the compiler"
#endif
