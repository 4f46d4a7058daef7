// Hostile: pull a hidden test case into the build. The grader compiles with
// the kit's root on the include path (for "framework/..."), so a path relative
// to the kit, to the submission, or absolute might reach the hidden cases.
// Including a YAML file as C++ fails, and the compiler's diagnostics would
// quote its first lines -- a leak through the compile log. The grader must
// compile out of sight of the hidden cases: a compile error, and the hidden
// case's marker nowhere in the report.

#include "framework/peg_solitaire/hooks.hpp"

#if __has_include("../../testcases/peg_solitaire/hidden/secret.yaml")
#include "../../testcases/peg_solitaire/hidden/secret.yaml"
#elif __has_include("testcases/peg_solitaire/hidden/secret.yaml")
#include "testcases/peg_solitaire/hidden/secret.yaml"
#elif __has_include("tests/submissions/testcases/peg_solitaire/hidden/secret.yaml")
#include "tests/submissions/testcases/peg_solitaire/hidden/secret.yaml"
#elif __has_include("/work/main/tests/submissions/testcases/peg_solitaire/hidden/secret.yaml")
#include "/work/main/tests/submissions/testcases/peg_solitaire/hidden/secret.yaml"
#else
#error "no hidden test case within reach of the compiler"
#endif

namespace peg_solitaire {

std::vector<move> valid_moves(const board&) { return {}; }
void apply_move(board&, const move&) {}
void undo_move(board&, const move&) {}
std::optional<std::vector<move>> solve(board&) { return std::nullopt; }

}  // namespace peg_solitaire
