#pragma once
// Advice across the cases of one problem: a search is made of the hooks, so
// when a hook fails its own cases (valid_moves, apply_move, undo_move...), a
// search case that fails says so first ("first fix hooks/undo (undo_move),
// which fails on its own: ..."), before what the search case itself found, which may only be a
// consequence. Written once, on report data, for every problem.
//
// Applied to a problem's results after each case and again once all are in,
// reused ones included: it removes what an earlier pass wrote before it
// writes, so a result graded, resumed or reused reads the same.
//
// The same pass begins the feedback of a failed case beyond the lecture
// (case_result::extension) with a line that names the extension
// ("extension: this case asks for 4-connectivity, beyond the lecture: use
// img.neighbours() ..."), so every problem says so alike, and a case reused
// from an earlier run carries the suite's sentence of today.

#include "grader/report/report.hpp"

#include <string>

namespace grader::pipeline {

// Every line that begins a pointer to a failed hook case.
inline constexpr std::string_view kFirstFix = "first fix ";
// The line that begins the feedback of a failed case beyond the lecture.
inline constexpr std::string_view kExtensionNote = "extension: this case asks for ";

// Rewrites the feedback of the problem's failed cases: for a case beyond the
// lecture the line naming its extension; for a search case one line per hook
// whose first case fails; then the case's own feedback.
void point_to_failed_hooks(report::problem_result& p);

// The line naming a failed case's extension, or nothing: the case is the
// lecture's own, accepted, or failed for no fault of its code (judge_error,
// compile_error).
[[nodiscard]] std::string extension_note(const report::case_result& c);

// The feedback without the lines point_to_failed_hooks put in front of it.
[[nodiscard]] std::string without_hook_pointers(const std::string& feedback);

}  // namespace grader::pipeline
