#pragma once
// The framework's own rules of job assignment: the trusted implementation
// every student answer is checked against. Satisfies
// framework::optimising_rules (backtracking_rules with a cost and a bound)
// and replayable_rules.
//
// A move gives the next contractor a free job (move.hpp); the legal moves of
// a partial assignment, in canonical order, are the free jobs ascending. The
// goal: every contractor has a job. Its cost is the total of the bids; the
// bound is the deck's lower bound under the assignment's rule. Nodes:
// assignments made (nodes generated); the expansion key tells the partial
// assignments a search extended (nodes expanded).

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/move.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace job_assignment {

struct rules {
  using state = assignment;
  using move = job_assignment::move;
  static constexpr std::string_view name = "job_assignment";
  static constexpr std::string_view move_word = "assignment";
  static constexpr std::string_view state_word = "assignment";
  static constexpr std::string_view cost_word = "cost";

  static std::vector<move> legal_moves(const assignment& s);
  static std::optional<std::string> why_illegal(const assignment& s, const move& m);
  static void apply(assignment& s, const move& m) { s.assign(m.contractor, m.job); }
  static void undo(assignment& s, const move& m) { s.unassign(m.contractor); }
  static bool is_goal(const assignment& s) { return s.is_complete(); }
  static std::int64_t cost(const assignment& s) { return s.cost_so_far(); }
  // The lower bound under the assignment's rule (the cost when complete), and
  // under either rule: what the feedback recognises in a student's wrong bound.
  static std::int64_t bound(const assignment& s) { return bound_under(s, s.rule()); }
  static std::int64_t bound_under(const assignment& s, bound_rule rule);
  // The tightest bound the rules vouch for, whatever the case's rule: the free
  // jobs' (never below every job's). A search that cuts with it is proven
  // (framework/core/proof_tree.hpp).
  static std::int64_t proof_bound(const assignment& s) { return bound_under(s, bound_rule::free_jobs); }
  static std::string describe(const move& m) { return to_string(m); }
  static std::string render(const assignment& s);
  static std::vector<std::string> differences(const assignment& expected, const assignment& actual);
  static std::vector<std::string> goal_differences(const assignment& s);
  static std::uint64_t nodes(std::uint64_t placements, std::uint64_t) { return placements; }
  // Equal exactly when two partial assignments (of one matrix) are, up to 15
  // contractors: their jobs in 4 bits each, 15 for none. With 16 (every
  // 4-bit value a job) a strong 64-bit mix of the same (splitmix64).
  static std::uint64_t expansion_key(const assignment& s);

  // The runner protocol's encoding: {"bids": [[9, 2, 7, 8], ...], "rule":
  // "every_job", "assigned": [1, 0]} (the jobs of a, b..., 0-based), a move
  // [contractor, job].
  static nlohmann::json state_json(const assignment& s);
  static assignment state_from_json(const nlohmann::json& j);
  static nlohmann::json move_json(const move& m) { return nlohmann::json::array({m.contractor, m.job}); }
  static move move_from_json(const nlohmann::json& j);

  static void replay_edit(assignment& s, framework::probe::edit kind, std::int32_t contractor,
                          std::int32_t job, std::int32_t);
  static std::string describe_edit(framework::probe::edit kind, std::int32_t contractor, std::int32_t job,
                                   std::int32_t);

  // The partial assignment as moves, contractor a first.
  static std::vector<move> moves_of(const assignment& s);
  // "a->2, b->1": moves in the deck's notation.
  static std::string describe_all(const std::vector<move>& ms);
};

// The deck's table, bids in $K, the assigned bids in brackets, with the cost
// so far and the bound:
//              job 1  job 2  job 3  job 4
//   a             9    [2]      7      8
//   ...
//   cost so far 2; lower bound (every_job) 10
[[nodiscard]] std::string render(const assignment& s);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char lower_bound[] = "lower_bound";
inline constexpr char solve_depth_first[] = "solve_depth_first";
}  // namespace hook_name

}  // namespace job_assignment
