// What only the instructor's kit answers for shortest path: the model answers
// (reference/shortest_path/model_answer.cpp), Dijkstra deciding every solve
// case (the shortest length, or that the target cannot be reached), and the
// case generator.

#include "grader/problems/shortest_path_reference.hpp"
#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"
#include "grader/core/rules_reference.hpp"
#include "reference/shortest_path/on_path.hpp"

namespace grader::problems {

const case_generator& shortest_path_case_generator();  // grader/problems/shortest_path_generator.cpp

namespace {

namespace sp = shortest_path;
using sp::rules;
using reference = shortest_path_rules_reference;

solve_decision<rules> decide(const sp::path& start, std::uint64_t) {
  solve_decision<rules> d;
  sp::fast::shortest found;
  d.run = run_capped("fast reference", nullptr, 0, [&] { found = sp::fast::shortest_on(start); });
  d.run.note = "Dijkstra with a binary heap";
  d.decided = true;
  d.solvable = found.length.has_value();
  if (d.solvable) {
    d.solution.emplace();
    for (std::size_t i = 1; i < found.path.size(); ++i) d.solution->push_back({found.path[i]});
    d.reason = "Dijkstra's shortest path has length " + std::to_string(start.length() + *found.length);
  } else {
    d.reason = "Dijkstra reaches every vertex it can from the start, and the target is not among them";
  }
  return d;
}

std::optional<std::int64_t> shortest_length(const sp::path& p) {
  const auto found = sp::fast::shortest_on(p);
  if (!found.length) return std::nullopt;
  return p.length() + *found.length;
}

}  // namespace

const problem_reference* shortest_path_reference() {
  static const reference instance = [] {
    reference r;
    r.model_moves_and_edits(&sp::valid_moves, &sp::apply_move, &sp::undo_move);
    r.model_solve(sp::hook_name::solve, &sp::solve);
    r.decide = &decide;
    r.shortest_length = &shortest_length;
    r.generator = &shortest_path_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
