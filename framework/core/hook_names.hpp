#pragma once
// The names of the hooks every problem shares, as the grader asks for them
// and the runners answer to them, each spelt once. A problem's own hooks are
// named beside its rules (framework/<problem>/rules.hpp, namespace
// <problem>::hook_name, which takes these in too).

namespace framework::hook_name {

inline constexpr char valid_moves[] = "valid_moves";
inline constexpr char apply_move[] = "apply_move";
inline constexpr char undo_move[] = "undo_move";
inline constexpr char solve[] = "solve";
inline constexpr char count_solutions[] = "count_solutions";

}  // namespace framework::hook_name
